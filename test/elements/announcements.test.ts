/**
 * What a blind player hears, read back from the live region in both languages: moves with
 * their source and what they set off, pick-ups with their destinations, a new deal, undo and
 * redo; and the Russian game names marked as Russian on an English page.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { games } from '../../src/core/index.js';
import { cardName, cardWords } from '../../src/ui/i18n/card-names.js';
import { gameText, pileName } from '../../src/ui/i18n/i18n.js';
import { MESSAGES } from '../words.js';
import { describeMove } from '../../src/ui/i18n/table-words.js';
import { GAMES, gameFixture, liveText, pileEl, root, settle } from './helpers.js';

/** Waits for the live region's clear-then-set (one animation frame). */
async function spoken(el: Parameters<typeof liveText>[0]): Promise<string> {
  await settle(el);
  await new Promise((r) => requestAnimationFrame(r));
  await settle(el);
  return liveText(el);
}

describe('the live region', () => {
  for (const lang of ['en', 'ru'] as const) {
    it(`${lang}: a move with its source and the card it turned up, then undo, redo and a new deal`, async () => {
      const rules = games.indian;
      // Deal 2: after T3>T0, column 4 holds a face-down card under one that plays again.
      const el = await gameFixture('indian', { seed: '2', lang });
      expect(el.play('T3>T0')).to.equal(true);
      const start = el.state!;
      const move = 'T3>T0';
      expect(el.play(move)).to.equal(true);
      const said = await spoken(el);
      const [from, to] = move.split('>') as [string, string];
      const text = gameText(rules, lang);
      expect(said).to.equal(describeMove(rules, start, el.state!, move, lang));
      // English names are lower-cased inside a sentence ("from column 4"), Russian ones are quoted as they are.
      expect(said.toLowerCase()).to.contain(pileName(text, from).toLowerCase()).and.to.contain(pileName(text, to).toLowerCase());
      if (lang === 'en') expect(said).to.match(/ from column \d to column \d/);
      const turned = el.state!.piles[rules.piles().findIndex((p) => p.id === from)]!.cards[0]!;
      expect(said).to.contain(MESSAGES[lang].turnedUp(cardWords(turned, lang), pileName(text, from)));
      el.undo();
      // The move taken back is named (its card, from where, to where), and the card it turned up goes face down.
      const movedCard = start.piles[rules.piles().findIndex((p) => p.id === from)]!.cards.at(-1)!;
      const undone = [MESSAGES[lang].moved(cardWords(movedCard, lang), pileName(text, from), pileName(text, to)), MESSAGES[lang].turnedDown(pileName(text, from))];
      expect(await spoken(el)).to.equal(MESSAGES[lang].undone(undone.join('. '), 1));
      el.redo();
      expect(await spoken(el)).to.equal(MESSAGES[lang].redone(said));
      el.newGame(5);
      expect(await spoken(el)).to.equal(MESSAGES[lang].dealt(5));
      el.play(games.indian.legalMoves(el.state!)[0]!);
      el.restart();
      expect(await spoken(el)).to.equal(lang === 'en' ? 'Deal #5 from the start' : 'Раздача № 5 сначала');
      // A saved game put back is no new deal: it says so, with the moves it comes back with.
      el.play(games.indian.legalMoves(el.state!)[0]!);
      el.play(games.indian.legalMoves(el.state!)[0]!);
      const saved = el.saveGame();
      el.newGame(6);
      el.restore(saved);
      expect(await spoken(el)).to.equal(lang === 'en' ? 'Saved game: deal #5, 2 moves' : 'Сохранённая игра: раздача № 5, 2 хода');
    });

    it(`${lang}: a watched game's start is said as such, not as a restart`, async () => {
      const el = await gameFixture('funnel', { seed: '2', lang });
      const watching = el.watch([games.funnel.legalMoves(el.state!)[0]!], { speed: 0.5 });
      expect(await spoken(el)).to.equal(MESSAGES[lang].watching);
      root(el).querySelector<HTMLButtonElement>('.playback button')!.click();
      await watching;
    });

    it(`${lang}: an undone draw names the card that goes back to the stock`, async () => {
      const el = await gameFixture('funnel', { seed: '2', lang, 'free-draw': true });
      expect(el.play('draw')).to.equal(true);
      const drawn = el.state!.piles[games.funnel.piles().findIndex((p) => p.id === 'W')]!.cards.at(-1)!;
      el.undo();
      const back = lang === 'en' ? `${cardName(drawn, 'en')} back in the stock` : `${cardName(drawn, 'ru')} снова в колоде`;
      expect(await spoken(el)).to.equal(MESSAGES[lang].undone(back, 0));
    });

    it(`${lang}: a pick-up names the card and every pile it may go to`, async () => {
      const rules = games.indian;
      const el = await gameFixture('indian', { seed: '7', lang });
      const move = rules.legalMoves(el.state!).find((m) => m.includes('>'))!;
      const from = move.split('>')[0]!;
      const targets = rules.legalMoves(el.state!).filter((m) => m.startsWith(`${from}>`)).map((m) => pileName(gameText(rules, lang), m.split('>')[1]!));
      pileEl(el, from).focus();
      await sendKeys({ press: '.' });
      const said = await spoken(el);
      const top = el.state!.piles[rules.piles().findIndex((p) => p.id === from)]!.cards.at(-1)!;
      expect(said).to.contain(lang === 'en' ? cardName(top, 'en') : cardWords(top, 'ru').nom);
      // English names inside the sentence start lower-case: "It can go to column 2".
      for (const name of targets) expect(said).to.contain(lang === 'en' ? name.charAt(0).toLowerCase() + name.slice(1) : name);
    });
  }
});

describe('Russian names on an English table', () => {
  for (const game of GAMES) {
    it(`${game}: the game's name is marked lang="ru", in the toolbar and in the table's name, an application with its keys described`, async () => {
      const el = await gameFixture(game, { seed: '1', lang: 'en' });
      const name = gameText(games[game], 'en').name;
      const table = root(el).querySelector('.table')!;
      const label = root(el).getElementById(table.getAttribute('aria-labelledby')!)!;
      expect(label.textContent!.trim()).to.equal(`${MESSAGES.en.table}: ${name}`);
      expect(label.querySelector('[lang="ru"]')!.textContent).to.equal(name);
      expect(root(el).querySelector('[part~="toolbar"] .name')!.getAttribute('lang')).to.equal('ru');
      // The keys are described to whoever enters the table, and a screen reader passes them on:
      // an application switches NVDA and JAWS out of browse mode, where H or an arrow would move
      // their own cursor and never reach the element.
      expect(root(el).getElementById(table.getAttribute('aria-describedby')!)!.textContent).to.equal(MESSAGES.en.keysHelp);
      expect(table.getAttribute('role')).to.equal('application');
    });
  }
});
