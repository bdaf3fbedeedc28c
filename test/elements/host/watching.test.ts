/** Watching a recorded game. */
import { expect } from '@open-wc/testing';
import { games, readSavedGame, solve } from '../../../src/core/index.js';
import { MESSAGES } from '../../words.js';
import { firstLegalMoves, gameFixture, record, root, settle } from '../helpers.js';
import { cleanUp, randomLine } from './host-helpers.js';

afterEach(cleanUp);

describe('watching a recorded game', () => {
  for (const [game, width, lang] of [['funnel', 540, 'en'], ['funnel', 320, 'ru'], ['funnel', 700, 'ru'], ['well', 600, 'en'], ['well-of-truth', 800, 'ru']] as const) {
    it(`${game} at ${width} px (${lang}): the element keeps its height when a watch starts and stops, and says so whole`, async () => {
      const el = await gameFixture(game, { seed: '2', lang }, { width });
      const height = () => Math.round(el.getBoundingClientRect().height);
      const before = height();
      const watching = el.watch(firstLegalMoves(el.state!, 3), { speed: 0.5 });
      await settle(el);
      expect(height(), 'watching').to.equal(before);
      const [words, ...more] = [...root(el).querySelectorAll<HTMLElement>('.playback > span')].filter((span) => span.getClientRects().length > 0);
      expect([more.length, words!.scrollWidth <= words!.clientWidth, words!.textContent], 'one label, whole')
        // The short words where the toolbar shows icons: below 1200 px of element width (1400 in Russian).
        .to.deep.equal([0, true, width < (lang === 'ru' ? 1400 : 1200) ? MESSAGES[lang].watchingShort : MESSAGES[lang].watching]);
      root(el).querySelector<HTMLButtonElement>('.playback button')!.click();
      expect(await watching).to.equal(false);
      await settle(el);
      expect(height(), 'stopped').to.equal(before);
    });
  }

  it('plays the moves back with input off and a stop button; stop() ends it', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    const line = randomLine(el, 6, 3);
    // Slow enough to outlast the deal's cards flying out, which settle() waits for.
    const watching = el.watch(line, { speed: 4 });
    await settle(el);
    expect(root(el).querySelector('.table')!.hasAttribute('inert')).to.equal(true);
    // Its Stop takes the toolbar buttons' place, off the cards.
    expect(root(el).querySelector<HTMLElement>('[part~="toolbar"] .playback button')!.innerText).to.equal('Stop');
    const undo = root(el).querySelector<HTMLElement>('[part~="toolbar"] button[title="Undo"]');
    expect(undo === null || undo.checkVisibility({ visibilityProperty: true }), 'the buttons out of sight').to.equal(false);
    expect(await watching).to.equal(true);
    expect(el.moves).to.deep.equal(line);
    await settle(el);
    expect(root(el).querySelector('.playback')).to.equal(null);
    const stopped = el.watch(line, { speed: 0.5 });
    await settle(el);
    root(el).querySelector<HTMLButtonElement>('.playback button')!.click();
    expect(await stopped).to.equal(false);
    expect(el.moves).to.deep.equal([]);
    expect(() => el.watch(['T0>T0'])).to.throw();
  });

  it('without the toolbar, the Stop of a watched game sits over the table', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en', 'no-toolbar': true });
    const watching = el.watch(randomLine(el, 6, 3), { speed: 0.5 });
    await settle(el);
    root(el).querySelector<HTMLButtonElement>('.watching button')!.click();
    expect(await watching).to.equal(false);
  });

  it('a watched win tells the page nothing of its moves or its win, counts in no statistics and shows none', async () => {
    const seed = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find((s) => solve(games.funnel.deal(s), { maxPositions: 50_000 }).result === 'win')!;
    const found = solve(games.funnel.deal(seed), { maxPositions: 50_000 });
    if (found.result !== 'win') throw new Error('a proven win');
    const el = await gameFixture('funnel', { seed: String(seed), lang: 'en', persist: '' });
    // A game of the player's own first, so there are statistics the end could show.
    expect(el.play(games.funnel.legalMoves(el.state!)[0]!)).to.equal(true);
    const heard = (['patience-start', 'patience-move', 'patience-win', 'patience-lose'] as const).map((type) => record(type));
    expect(await el.watch(found.moves, { speed: 100 })).to.equal(true);
    await settle(el);
    expect(el.status).to.equal('won');
    expect(heard.map((events) => events.length)).to.deep.equal([0, 0, 0, 0]);
    expect([el.stats[36]?.played, el.stats[36]?.won]).to.deep.equal([1, 0]);
    const end = root(el).querySelector<HTMLElement>('.end')!;
    expect(end.querySelector('h2')!.textContent).to.equal('Solved!');
    expect(end.querySelector('.stats')).to.equal(null);
  });

  it('watches the deal a seed and deck set just before ask for (a leaderboard\'s order)', async () => {
    const el = await gameFixture('well', { seed: '2', lang: 'en' });
    const line = randomLine(await gameFixture('well', { seed: '9', deck: '52' }), 5, 4);
    el.seed = 9;
    el.deck = 52;
    const deals = record('patience-new-game');
    expect(await el.watch(line, { speed: 100 })).to.equal(true);
    await settle(el);
    expect(deals.map((e) => [e.detail.seed, e.detail.deck])).to.deep.equal([[9, 52]], 'one deal: the watched one');
    expect([el.state!.seed, el.state!.options.deck]).to.deep.equal([9, 52]);
    expect(el.moves).to.deep.equal(line);
  });

  it('leaves the player\'s saved game and statistics alone, and a watched game played on afterwards stays silent and unsaved', async () => {
    localStorage.setItem('patience-elements/stats/funnel', JSON.stringify({ 36: { played: 5, won: 2, streak: 2, bestTimeMs: 60_000, fewestMoves: 30 } }));
    const el = await gameFixture('funnel', { seed: '2', lang: 'en', persist: 'mine' });
    await settle(el);
    const line = randomLine(el, 6, 3);
    for (const move of randomLine(el, 2, 5)) expect(el.play(move)).to.equal(true);
    const saved = localStorage.getItem('mine');
    expect(readSavedGame(saved!).state.seed).to.equal(2);
    const watching = el.watch(line.slice(0, 1), { speed: 100 });
    expect(await watching).to.equal(true);
    const heard = (['patience-start', 'patience-move', 'patience-undo', 'patience-win', 'patience-lose'] as const).map((type) => record(type));
    expect(el.play(line[1]!)).to.equal(true, 'the position can be played on');
    expect(el.undo()).to.equal(true);
    await settle(el);
    expect(heard.map((events) => events.length)).to.deep.equal([0, 0, 0, 0, 0]);
    expect(localStorage.getItem('mine')).to.equal(saved, 'the player\'s game is still the one saved');
    // The game given way to stays saved, so it was not abandoned: the streak goes on.
    expect([el.stats[36]!.played, el.stats[36]!.streak]).to.deep.equal([6, 2]);
    expect(JSON.parse(localStorage.getItem('patience-elements/stats/funnel')!)[36].streak).to.equal(2);
    // Restart gives the player a game of their own again: heard and saved.
    el.restart();
    await settle(el);
    expect(el.play(line[0]!)).to.equal(true);
    expect(heard[0]!.length).to.equal(1);
    expect(readSavedGame(localStorage.getItem('mine')!).state.piles).to.deep.equal(el.state!.piles);
  });
});
