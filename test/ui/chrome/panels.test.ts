/**
 * The toolbar's panels: the settings menu (by keyboard, kept in the storage for every game, over
 * the host's attributes), the rules (docs/rules.md's own text, loaded when opened) and the
 * statistics screen (every game's numbers, a reset that asks first).
 */
import { expect, oneEvent } from '@open-wc/testing';
import { html, render } from 'lit';
import { sendKeys } from '@web/test-runner-commands';
import { games } from '../../../src/core/index.js';
import type { GameStorage } from '../../../src/ui/session/saves/saved-games.js';
import { gameFixture, GAMES, root, settle, stubWarn, type PatienceTable } from '../../elements/helpers.js';

const KEY = 'patience-elements/settings';

/** A storage in memory, as a host's own adapter. */
function memory(entries: Record<string, string> = {}): GameStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return { map, get: (key) => map.get(key) ?? null, set: (key, value) => void map.set(key, value), remove: (key) => void map.delete(key) };
}

const button = (el: PatienceTable, key: string) => root(el).querySelector<HTMLButtonElement>(`patience-toolbar button[data-key="${key}"]`);
const sheet = (el: PatienceTable) => root(el).querySelector<HTMLElement>('patience-sheet');
/** The rules' modules the page has fetched. */
const rulesLoaded = () => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => /rules-text/.test(name));

/** A game element using `storage`, given it before it connects (as a host sets a property first). */
async function withStorage(game: (typeof GAMES)[number], storage: GameStorage, attrs: Record<string, string | boolean> = {}): Promise<PatienceTable> {
  const el = document.createElement(`patience-${game}`) as PatienceTable;
  el.storage = storage;
  for (const [name, value] of Object.entries(attrs)) if (value !== false) el.setAttribute(name, value === true ? '' : value);
  el.style.cssText = 'display: block; width: 640px';
  document.body.append(el);
  await settle(el);
  return el;
}

afterEach(() => document.querySelectorAll('body > [class], body > patience-well, body > patience-funnel, body > patience-indian, body > patience-well-of-truth').forEach((el) => el.remove()));

describe('the rules panel', () => {
  // First in the file: nothing has imported the rules' text yet.
  it('is loaded only when opened (a module of its own), and shows docs/rules.md\'s own section in both languages', async () => {
    const loaded = () => performance.getEntriesByType('resource').some((entry) => /rules-(panel|text)/.test(entry.name));
    const doc = await (await fetch('/docs/rules.md')).text();
    for (const [lang, goal] of [['en', '**Goal:**'], ['ru', '**Цель:**']] as const) {
      const el = await gameFixture('funnel', { lang, seed: '1' });
      if (lang === 'en') expect(loaded(), 'not loaded before the panel opens').to.equal(false);
      button(el, 'rules')!.click();
      // The panels' code (after the first paint) and the rules' modules load first: wait for the text, not a guess of how long that takes.
      for (let waited = 0; waited < 5000 && !sheet(el)?.querySelector('.rules-text'); waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      await settle(el);
      expect(loaded()).to.equal(true);
      const text = sheet(el)!.querySelector('.rules-text')!.textContent!.replace(/\s+/g, ' ');
      // The Funnel's goal paragraph, word for word as the page has it (markdown marks aside).
      const heading = lang === 'en' ? '### The Funnel' : '### Воронка';
      const section = doc.slice(doc.indexOf(`\n${heading}\n`, doc.indexOf(lang === 'en' ? '## English' : '## Русский')));
      const paragraph = section.slice(section.indexOf(goal)).split('\n\n')[0]!.replace(/\*\*|`/g, '').replace(/\s+/g, ' ');
      expect(text).to.include(paragraph);
      expect(text).to.include(lang === 'en' ? 'This game: a 36-card deck, no free draw.' : 'Эта игра: колода 36 карт, без свободной сдачи.');
      // Not the notes for hosts.
      expect(text).not.to.match(/For hosts:|Для сайта:/);
      expect(sheet(el)!.querySelector('[role="dialog"]')!.getAttribute('aria-labelledby')).to.equal('sheet-title');
      await expect(el).to.be.accessible();
      el.remove();
    }
    // Only the languages in use: each language's rules are a module of their own.
    expect(rulesLoaded().filter((name) => /rules-text\/rules-(ru|en)\./.test(name))).to.have.length(2);
    expect(rulesLoaded().filter((name) => /rules-text\/rules-(uk|de|fr|es)\./.test(name))).to.deep.equal([]);
  });

  it('shows the rules in German, and in English marked lang="en" for a language they are not written in', async () => {
    const { rulesOfGame } = await import('../../../src/ui/chrome/panels/rules-panel.js');
    const box = Object.assign(document.createElement('div'), { className: 'rules-box' });
    document.body.append(box);
    const show = async (lang: string) => {
      const text = (await rulesOfGame('funnel', lang))!;
      render(html`${text.game}${text.common}`, box);
      return [...box.querySelectorAll('strong')].map((strong) => strong.textContent);
    };
    expect(await show('de')).to.include.members(['Ziel:', 'Auslage.', 'Spielweise.', 'Eine neue Kette.', 'Freier Talon', 'Karten.', 'Das Ende.', 'Spielnummern.']);
    expect(box.querySelector('[lang]'), 'German text in a German table is not marked').to.equal(null);
    expect(box.textContent).not.to.include('patience-funnel');
    expect(rulesLoaded().filter((name) => /rules-text\/rules-de\./.test(name))).to.have.length(1);
    expect(rulesLoaded().filter((name) => /rules-text\/rules-(uk|fr|es)\./.test(name))).to.deep.equal([]);
    // A language a host registers later, with no rules written in it: the English, said to be English.
    expect(await show('pt')).to.include.members(['Goal:', 'Deal.', 'Play.', 'Cards.']);
    expect([...box.querySelectorAll('[lang]')].map((div) => div.getAttribute('lang'))).to.deep.equal(['en', 'en']);
  });

  it('names each game\'s own options: the Indian\'s two decks', async () => {
    const el = await gameFixture('indian', { lang: 'en', seed: '1', deck: '52' });
    button(el, 'rules')!.click();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await settle(el);
    expect(sheet(el)!.textContent).to.include('This game: two 52-card decks.');
    expect(sheet(el)!.textContent).to.include(games.indian.text.en.name);
  });
});

describe('the settings menu', () => {
  it('is driven by keyboard: chosen settings apply, are stored once for every game, tell the host, and focus goes back on Escape', async () => {
    const storage = memory();
    const el = await withStorage('well', storage, { lang: 'en', seed: '1' });
    expect(el.cardBack).to.equal('lattice');
    button(el, 'settings')!.focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(root(el).activeElement).to.equal(sheet(el)!.querySelector('input[name="cardBack"][value="lattice"]'));
    const told = oneEvent(el, 'patience-settings-change');
    await sendKeys({ press: 'ArrowDown' });
    const event = await told;
    expect(event.detail.name).to.equal('cardBack');
    expect(event.detail.value).to.equal('waves');
    expect(event.detail.settings.cardBack).to.equal('waves');
    expect(el.getAttribute('card-back')).to.equal('waves');
    // The next group, and the four-colour checkbox after it.
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Space' });
    await settle(el);
    expect(el.felt).to.equal('blue');
    expect(el.fourColour).to.equal(true);
    expect(JSON.parse(storage.map.get(KEY)!)).to.deep.equal({ cardBack: 'waves', felt: 'blue', fourColour: true });
    await expect(el).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    await settle(el);
    expect(sheet(el)).to.equal(null);
    expect(root(el).activeElement).to.equal(button(el, 'settings'));
    // A reload: a new element on the same storage, another game.
    el.remove();
    const next = await withStorage('funnel', storage, { seed: '1' });
    expect([next.cardBack, next.felt, next.fourColour]).to.deep.equal(['waves', 'blue', true]);
    expect(getComputedStyle(next).getPropertyValue('--patience-toolbar-bg').trim()).to.equal('#0f2a45');
  });

  it('a choice on one game shows on another game on the same page at once', async () => {
    const storage = memory();
    const well = await withStorage('well', storage, { seed: '1' });
    const funnel = await withStorage('funnel', storage, { seed: '1' });
    button(well, 'settings')!.click();
    await settle(well);
    sheet(well)!.querySelector<HTMLInputElement>('input[name="theme"][value="dark"]')!.click();
    await settle(funnel);
    expect(well.theme).to.equal('dark');
    expect(funnel.theme).to.equal('dark');
    expect(funnel.getAttribute('theme')).to.equal('dark');
  });

  it('a host\'s attribute is the default: the player\'s choice overrides it, the settings they did not choose follow the host', async () => {
    const storage = memory({ [KEY]: JSON.stringify({ felt: 'grey', sound: true }) });
    const el = await withStorage('well', storage, { felt: 'red', 'card-back': 'dots', theme: 'light', 'auto-home': true });
    expect(el.felt).to.equal('grey');
    expect(el.sound).to.equal(true);
    expect(el.cardBack).to.equal('dots');
    expect(el.theme).to.equal('light');
    expect(el.autoHome).to.equal(true);
    button(el, 'settings')!.click();
    await settle(el);
    const autoHome = sheet(el)!.querySelector<HTMLInputElement>('input[name="autoHome"]')!;
    expect(autoHome.checked).to.equal(true);
    autoHome.click();
    await settle(el);
    expect(el.autoHome).to.equal(false);
    expect(el.hasAttribute('auto-home')).to.equal(false);
    expect(JSON.parse(storage.map.get(KEY)!)).to.deep.equal({ felt: 'grey', sound: true, autoHome: false });
  });

  it('no-settings hides the menu and keeps the host\'s attributes; set later, it puts them back', async () => {
    const storage = memory({ [KEY]: JSON.stringify({ felt: 'grey' }) });
    const el = await withStorage('well', storage, { felt: 'red', 'no-settings': true });
    expect(button(el, 'settings')).to.equal(null);
    expect(button(el, 'rules')).not.to.equal(null);
    expect(el.felt).to.equal('red');
    const other = await withStorage('funnel', storage, { felt: 'red' });
    expect(other.felt).to.equal('grey');
    other.noSettings = true;
    await settle(other);
    expect(other.felt).to.equal('red');
    expect(button(other, 'settings')).to.equal(null);
  });

  it('a corrupt settings record is discarded with one warning; a bad attribute falls back with one', async () => {
    const storage = memory({ [KEY]: '{"felt":"purple"}' });
    const warn = stubWarn();
    try {
      const el = await withStorage('well', storage, { 'card-back': 'tartan' });
      expect(el.felt).to.equal('green');
      expect(storage.map.has(KEY)).to.equal(false);
      expect(el.cardBack).to.equal('lattice');
      const said = warn.calls.map((args) => String(args.join(' ')));
      expect(said.filter((text) => text.includes('settings'))).to.have.length(1);
      expect(said.filter((text) => text.includes('tartan'))).to.have.length(1);
    } finally {
      warn.restore();
    }
  });
});

describe('the statistics screen', () => {
  it('shows every game and deck played on the site, from the toolbar and the end dialog, and resets only when confirmed', async () => {
    localStorage.setItem('patience-elements/stats/well', JSON.stringify({ 36: { played: 12, won: 5, streak: 2, bestStreak: 3, bestTimeMs: 312_000, fewestMoves: 88 } }));
    localStorage.setItem('patience-elements/stats/indian', JSON.stringify({ 52: { played: 4, won: 1, streak: 1, bestTimeMs: 900_000, fewestMoves: 210 } }));
    try {
      const el = await gameFixture('funnel', { lang: 'en', seed: '1', persist: true });
      button(el, 'stats')!.click();
      // The screen's module and every game's statistics load first: wait for the table, not a guess of how long that takes.
      for (let waited = 0; waited < 3000 && !sheet(el)?.querySelector('.stats-table'); waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      await settle(el);
      const cells = (game: string, deck: number) => Object.fromEntries([...sheet(el)!.querySelectorAll<HTMLElement>(`tr[data-game="${game}"][data-deck="${deck}"] [data-stat]`)].map((td) => [td.dataset['stat'], td.textContent!.trim()]));
      expect(cells('well', 36)).to.deep.equal({ played: '12', won: '5', rate: '42 %', streak: '2', 'best-streak': '3', 'best-time': '5:12', 'fewest-moves': '88' });
      expect(cells('indian', 52)).to.deep.equal({ played: '4', won: '1', rate: '25 %', streak: '1', 'best-streak': '1', 'best-time': '15:00', 'fewest-moves': '210' });
      expect(sheet(el)!.querySelector('tr[data-game="funnel"]'), 'a game not played has no row').to.equal(null);
      await expect(el).to.be.accessible();
      // Reset asks first: Cancel keeps everything.
      sheet(el)!.querySelector<HTMLButtonElement>('.stats-reset')!.click();
      await settle(el);
      sheet(el)!.querySelector<HTMLButtonElement>('.stats-ask button:not(.danger)')!.click();
      await settle(el);
      expect(localStorage.getItem('patience-elements/stats/well')).not.to.equal(null);
      sheet(el)!.querySelector<HTMLButtonElement>('.stats-reset')!.click();
      await settle(el);
      sheet(el)!.querySelector<HTMLButtonElement>('.stats-ask .danger')!.click();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await settle(el);
      expect(localStorage.getItem('patience-elements/stats/well')).to.equal(null);
      expect(localStorage.getItem('patience-elements/stats/indian')).to.equal(null);
      expect(sheet(el)!.querySelector('.stats-none')).not.to.equal(null);
      sheet(el)!.querySelector<HTMLButtonElement>('.sheet-close')!.click();
      await settle(el);
      // A lost game: its end dialog opens the same screen, with this game's numbers.
      while (games.funnel.legalMoves(el.state!).length > 0) el.play(games.funnel.legalMoves(el.state!)[0]!);
      await settle(el);
      root(el).querySelector<HTMLButtonElement>('.end button.statistics')!.click();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await settle(el);
      expect(root(el).querySelector('patience-end-dialog')!.hasAttribute('inert')).to.equal(true);
      const funnel = sheet(el)!.querySelector<HTMLElement>('tr[data-game="funnel"][data-deck="36"] [data-stat="played"]');
      expect(funnel!.textContent).to.equal('1');
    } finally {
      for (const game of GAMES) localStorage.removeItem(`patience-elements/stats/${game}`);
      localStorage.removeItem('patience-elements/funnel');
    }
  });
});

describe('the toolbar\'s rows', () => {
  /** Rows the toolbar's items take: their vertical centres, grouped. */
  function rows(el: PatienceTable): number {
    const items = [...root(el).querySelectorAll('.title, .info, .buttons:not(.playback) > button:not(.reserved), .swap > button:not(.reserved), .panel-buttons > button')];
    const centres = items.map((item) => item.getBoundingClientRect()).map((box) => box.top + box.height / 2).sort((a, b) => a - b);
    return centres.reduce((count, centre, i) => count + (i > 0 && centre - centres[i - 1]! > 12 ? 1 : 0), 1);
  }

  for (const lang of ['ru', 'en', 'uk', 'de', 'fr', 'es']) {
    it(`take at most two rows at 360 px and one from 600 px element width, every game, in ${lang}`, async () => {
      for (const game of GAMES) {
        for (const deck of games[game].decks) {
          // The longest deal number there is.
          const el = await gameFixture(game, { lang, seed: '4294967295', deck: String(deck) }, { width: 360 });
          expect(rows(el), `${game} ${deck} at 360 px`).to.be.at.most(2);
          for (const width of [600, 900, 1440]) {
            el.style.width = `${width}px`;
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
            await settle(el);
            expect(rows(el), `${game} ${deck} at ${width} px`).to.equal(1);
          }
          el.remove();
        }
      }
    });
  }

  it('turns to icons in a short box (fit="contain")', async () => {
    const el = document.createElement('patience-well') as PatienceTable;
    el.setAttribute('fit', 'contain');
    el.lang = 'en';
    el.style.cssText = 'display: block; width: 1440px; height: 400px';
    document.body.append(el);
    await settle(el);
    expect(getComputedStyle(button(el, 'undo')!.querySelector('.label')!).display).to.equal('none');
    el.style.height = '800px';
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await settle(el);
    expect(getComputedStyle(button(el, 'undo')!.querySelector('.label')!).display).not.to.equal('none');
  });
});
