/**
 * Themes, the focus indicator and axe: the colours a theme sets are the ones the contrast
 * test computes (test/ui/themes.node.test.ts); the focus outline stays visible over a target,
 * an enchanted glow and under forced colours; axe finds nothing at the deal, mid-game and at
 * the end, in both languages and every theme.
 */
import { expect, fixtureCleanup } from '@open-wc/testing';
import { emulateMedia, executeServerCommand, sendKeys } from '@web/test-runner-commands';
import { games, type GameId, type Move } from '../../src/core/index.js';
import { MESSAGES } from '../words.js';
import { THEME_NAMES, THEMES, themeProperties } from '../../src/ui/theme/themes.js';
import { chord, GAMES, gameFixture, pileEl, root, settle, solvedWin, stubWarn, type PatienceTable } from './helpers.js';

const property = (el: Element, name: string) => getComputedStyle(el).getPropertyValue(name).trim();

/** Solver wins found in well under a second, one per game. */
const WINS: Record<GameId, { seed: number; moves: () => Move[] }> = (() => {
  const win = (game: GameId, seed: number) => () => solvedWin(games[game].deal(seed));
  return { well: { seed: 1, moves: win('well', 1) }, funnel: { seed: 2, moves: win('funnel', 2) }, 'well-of-truth': { seed: 1, moves: win('well-of-truth', 1) }, indian: { seed: 2, moves: win('indian', 2) } };
})();

/** A win's cascade (about 3 s a game; win-cascade.test.ts checks it) is not what a test here checks: the message comes at once. */
function withoutMotion(): void {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));
}

describe('themes', () => {
  after(() => emulateMedia({ colorScheme: 'light' }));

  it('each theme sets the colours its contrasts are computed from', async () => {
    const el = await gameFixture('indian', { seed: '1', lang: 'en' });
    for (const theme of THEME_NAMES) {
      el.setAttribute('theme', theme);
      for (const [name, value] of Object.entries(themeProperties(THEMES[theme]))) expect(property(el, name), `${theme} ${name}`).to.equal(value);
    }
    expect(getComputedStyle(el).color, 'the high-contrast text colour is used').to.equal('rgb(255, 255, 255)');
  });

  it('without the attribute it follows the system preference; an explicit theme wins over it', async () => {
    const el = await gameFixture('funnel', { seed: '1', lang: 'en' });
    await emulateMedia({ colorScheme: 'dark' });
    expect(property(el, '--patience-felt-text')).to.equal(THEMES.dark.feltText);
    el.theme = 'light';
    await el.updateComplete;
    expect(el.getAttribute('theme')).to.equal('light');
    expect(property(el, '--patience-felt-text')).to.equal(THEMES.light.feltText);
    el.removeAttribute('theme');
    await emulateMedia({ colorScheme: 'light' });
    expect(property(el, '--patience-felt-text')).to.equal(THEMES.light.feltText);
  });

  it('a theme that names none warns once and follows the system, as with none', async () => {
    const warnings = stubWarn();
    try {
      const el = await gameFixture('funnel', { seed: '1', lang: 'en', theme: 'purple' });
      await emulateMedia({ colorScheme: 'dark' });
      expect(property(el, '--patience-felt-text')).to.equal(THEMES.dark.feltText);
      el.theme = 'nope' as never;
      await el.updateComplete;
      expect(warnings.calls.map((args) => String(args[0]))).to.deep.equal([
        '<patience-funnel>: theme="purple" is not one of light, dark, high-contrast; following the system\'s light or dark preference',
        '<patience-funnel>: theme="nope" is not one of light, dark, high-contrast; following the system\'s light or dark preference',
      ]);
    } finally {
      warnings.restore();
      await emulateMedia({ colorScheme: 'light' });
    }
  });
});

describe('the end-of-game message', () => {
  withoutMotion();

  for (const showWinnable of [false, true]) {
    it(`closed, leaves the outcome under the middle of the table, where the notices are, which take it while they show${showWinnable ? ' (show-winnable)' : ''}`, async () => {
      const el = await gameFixture('funnel', { seed: String(WINS.funnel.seed), lang: 'en', 'show-winnable': showWinnable }, { width: 1000 });
      for (const move of WINS.funnel.moves()) el.play(move);
      await settle(el);
      root(el).querySelector<HTMLButtonElement>('.end-box button:last-of-type')!.click();
      await settle(el);
      expect(root(el).querySelector('.end'), 'closed').to.equal(null);
      // Not the solver's last word ("Winnable"): the game is won.
      const over = root(el).querySelector<HTMLElement>('[data-over]');
      expect(over?.textContent!.trim()).to.equal(MESSAGES.en.won);
      const middle = (node: Element) => node.getBoundingClientRect().left + node.getBoundingClientRect().width / 2;
      expect(Math.abs(middle(over!) - middle(el))).to.be.below(2);
      // Redo has nothing to make again, and says so.
      root(el).querySelector<HTMLButtonElement>('[part~="toolbar"] button[data-key="redo"]')!.click();
      await el.updateComplete;
      const toast = root(el).querySelector<HTMLElement>('.toast')!;
      expect(toast.textContent!.trim()).to.equal(MESSAGES.en.nothingToRedo);
      expect([over!.getClientRects().length, Math.abs(middle(toast) - middle(el)) < 2], 'the notice alone, in the middle').to.deep.equal([0, true]);
    });
  }

  it('takes its box, text and main button from the theme, so it is not a cream box in the dark', async () => {
    const el = await gameFixture('funnel', { seed: String(WINS.funnel.seed), lang: 'en' });
    for (const move of WINS.funnel.moves()) el.play(move);
    await settle(el);
    expect(el.status).to.equal('won');
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    for (const theme of THEME_NAMES) {
      el.theme = theme;
      await el.updateComplete;
      const box = getComputedStyle(root(el).querySelector('.end-box')!);
      const primary = getComputedStyle(root(el).querySelector('.end-box button.primary')!);
      const colours = THEMES[theme];
      expect([box.backgroundColor, box.color, primary.backgroundColor, primary.color], theme).to.deep.equal(
        [colours.panel, colours.panelText, colours.primary, colours.primaryText].map(rgb),
      );
      if (theme === 'high-contrast') expect([box.borderTopWidth, box.borderTopColor], 'an edge on the black table').to.deep.equal(['2px', rgb(colours.panelText)]);
    }
  });
});

describe('the end-of-game statistics', () => {
  withoutMotion();

  it('break between items on a phone, never inside one', async () => {
    localStorage.clear();
    const el = await gameFixture('funnel', { seed: String(WINS.funnel.seed), lang: 'en', persist: '' }, { width: 300 });
    try {
      for (const move of WINS.funnel.moves()) el.play(move);
      await settle(el);
      const stats = root(el).querySelector<HTMLElement>('.end-box .stats')!;
      const items = [...stats.querySelectorAll<HTMLElement>('li')];
      expect(items.map((item) => item.textContent)).to.include('Fewest moves ' + el.moves.length);
      const lines = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(lines.size, 'the line wraps').to.be.above(1);
      for (const item of items) expect(item.getClientRects().length, item.textContent!).to.equal(1);
      // Nothing between the items (a dot left at a line's end when it broke after it).
      const between = [...stats.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
      expect(between.map((node) => node.textContent)).to.deep.equal([]);
    } finally {
      localStorage.clear();
    }
  });
});

describe('the focus indicator', () => {
  after(() => executeServerCommand('forced-colors', { active: false }));

  async function keyboardFocus(el: PatienceTable, id: string): Promise<HTMLElement> {
    // :focus-visible follows focus moved after a key press.
    await sendKeys({ press: 'Shift' });
    const pile = pileEl(el, id);
    pile.focus();
    expect(pile.matches(':focus-visible'), `${id} focus-visible`).to.equal(true);
    return pile;
  }

  const outline = (pile: HTMLElement) => {
    const style = getComputedStyle(pile);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  };

  it('is a solid outline, kept on an enchanted column and on a legal target, which show otherwise', async () => {
    const el = await gameFixture('indian', { seed: String(WINS.indian.seed), lang: 'en' });
    for (const move of WINS.indian.moves()) {
      if (Object.keys(games.indian.notes(el.state!)).length > 0) break;
      el.play(move);
    }
    await settle(el);
    const enchanted = root(el).querySelector<HTMLElement>('[data-note="enchanted"]')!.dataset['pile']!;
    const pile = await keyboardFocus(el, enchanted);
    expect(outline(pile)).to.deep.equal({ style: 'solid', width: 3 });
    expect(getComputedStyle(pile).boxShadow, 'the glow is a shadow, not the outline').to.not.equal('none');
    // A held card's destination: the focus outline, and a dashed ring of its own.
    const fresh = await gameFixture('indian', { seed: '7', lang: 'en' });
    const from = games.indian.legalMoves(fresh.state!).find((m) => m.includes('>'))!.split('>')[0]!;
    await keyboardFocus(fresh, from);
    await chord(['Shift'], 'Enter');
    await settle(fresh);
    const target = root(fresh).activeElement as HTMLElement;
    expect(target.hasAttribute('data-target')).to.equal(true);
    expect(outline(target)).to.deep.equal({ style: 'solid', width: 3 });
    expect(getComputedStyle(target, '::after').borderTopStyle).to.equal('dashed');
    expect(getComputedStyle(target).outlineColor).to.not.equal(getComputedStyle(target, '::after').borderTopColor);
  });

  it('stays visible under forced colours', async () => {
    await executeServerCommand('forced-colors', { active: true });
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    const pile = await keyboardFocus(el, 'T2');
    expect(matchMedia('(forced-colors: active)').matches).to.equal(true);
    const { style, width } = outline(pile);
    expect(style).to.equal('solid');
    expect(width).to.be.at.least(2);
    expect(getComputedStyle(pile).outlineColor, 'a system colour, not transparent').to.not.match(/rgba\(.*, 0\)$/);
  });
});

describe('notices and overlays under forced colours', () => {
  after(() => executeServerCommand('forced-colors', { active: false }));
  withoutMotion();

  it('have a visible edge where their background is dropped: a notice, the pause veil, the end message', async () => {
    await executeServerCommand('forced-colors', { active: true });
    const el = await gameFixture('funnel', { seed: String(WINS.funnel.seed), lang: 'en' });
    const edge = (selector: string) => parseFloat(getComputedStyle(root(el).querySelector(selector)!).borderTopWidth);
    const [first, ...rest] = WINS.funnel.moves();
    expect(el.play('T0>S')).to.equal(false);
    el.play(first!);
    el.pause();
    await settle(el);
    expect([edge('.toast'), edge('.veil')]).to.deep.equal([2, 3]);
    el.resume();
    for (const move of rest) el.play(move);
    await settle(el);
    expect(el.status).to.equal('won');
    expect(edge('.end-box')).to.equal(2);
  });

  it('keep an enchanted column marked, and a count badge edged, where the glow and the pill\'s background are dropped', async () => {
    await executeServerCommand('forced-colors', { active: true });
    const el = await gameFixture('indian', { seed: String(WINS.indian.seed), lang: 'en' });
    for (const move of WINS.indian.moves()) {
      if (Object.keys(games.indian.notes(el.state!)).length > 0) break;
      el.play(move);
    }
    await settle(el);
    const enchanted = root(el).querySelector<HTMLElement>('[data-note="enchanted"]')!;
    expect(getComputedStyle(enchanted).outlineStyle).to.equal('double');
    const badge = root(el).querySelector<HTMLElement>('[data-pile="S"] .count')!;
    expect(parseFloat(getComputedStyle(badge).borderTopWidth)).to.equal(1);
  });
});

describe('axe', () => {
  withoutMotion();
  for (const game of GAMES) {
    it(`${game}: nothing at the deal, mid-game and at the end, in both languages and every theme`, async () => {
      const { seed, moves } = WINS[game];
      const win = moves();
      for (const lang of ['en', 'ru'] as const) {
        for (const [i, theme] of THEME_NAMES.entries()) {
          // The tables before this one off the page: axe reads the whole page, and each one there slows it.
          fixtureCleanup();
          const el = await gameFixture(game, { seed: String(seed), lang, theme });
          await expect(el, `${lang} ${theme} deal`).to.be.accessible();
          // Mid-game and the end in one theme per language, so every theme is seen at each stage across the games.
          if ((i + GAMES.indexOf(game) + (lang === 'ru' ? 1 : 0)) % 3 !== 0) continue;
          for (const move of win.slice(0, 12)) el.play(move);
          await settle(el);
          await expect(el, `${lang} ${theme} mid-game`).to.be.accessible();
          for (const move of win.slice(12)) el.play(move);
          await settle(el);
          expect(el.status).to.equal('won');
          await expect(el, `${lang} ${theme} end`).to.be.accessible();
        }
      }
    });
  }
});
