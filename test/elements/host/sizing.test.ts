/** How the table sizes itself in the room a host gives it, and a resize in the middle of a drag. */
import { expect, fixture, nextFrame, waitUntil } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { games, serialize, solve } from '../../../src/core/index.js';
import { PatienceWell } from '../../../src/index.js';
import { MESSAGES } from '../../words.js';
import { finishDrag, gameFixture, pileEl, refusalText, root, SCENARIOS, settle, startDrag, stubWarn, topCard, type PatienceTable } from '../helpers.js';
import { cleanUp, randomLine } from './host-helpers.js';

afterEach(cleanUp);

describe('sizing', () => {
  it('in a flex row and in an inline context it takes the width there is instead of collapsing', async () => {
    const row = await fixture<HTMLElement>('<div style="display: flex; width: 700px"><patience-funnel seed="2"></patience-funnel></div>');
    const inFlex = row.firstElementChild as PatienceTable;
    await settle(inFlex);
    expect(inFlex.getBoundingClientRect().width).to.be.above(600);
    const line = await fixture<HTMLElement>('<p style="width: 500px">Play: <patience-funnel seed="2" style="display: inline-block"></patience-funnel></p>');
    const inline = line.querySelector('patience-funnel') as PatienceTable;
    await settle(inline);
    expect(inline.getBoundingClientRect().width).to.be.above(300);
    expect(topCard(inline, 'T0')!.getBoundingClientRect().width).to.be.above(30);
  });

  it('in a wrapper that takes its width from its content it asks for a real table, not its narrowest', async () => {
    await setViewport({ width: 1100, height: 900 });
    // The float last: it stays in the page until the test ends and would narrow what follows it.
    for (const wrapper of ['display: grid; grid-template-columns: auto 1fr', 'display: inline-block', 'float: left']) {
      const page = await fixture<HTMLElement>(`<div style="width: 1000px"><div style="${wrapper}"><patience-funnel seed="2"></patience-funnel></div></div>`);
      const el = page.querySelector('patience-funnel') as PatienceTable;
      await settle(el);
      expect(el.getBoundingClientRect().width, wrapper).to.be.within(600, 1000);
      const buttons = [...root(el).querySelectorAll<HTMLElement>('[part~="toolbar"] button')];
      for (const button of buttons) expect(button.getBoundingClientRect().right, `${wrapper}: a toolbar button inside`).to.be.at.most(el.getBoundingClientRect().right);
    }
  });

  it('in such a wrapper on a phone page with margins it takes the room left, so the page never scrolls sideways', async () => {
    await setViewport({ width: 320, height: 700 });
    try {
      for (const wrapper of ['display: inline-block', 'float: left']) {
        const page = await fixture<HTMLElement>(`<div style="margin: 0 8px"><div style="${wrapper}"><patience-funnel seed="2"></patience-funnel></div></div>`);
        const el = page.querySelector('patience-funnel') as PatienceTable;
        await settle(el);
        expect(el.getBoundingClientRect().width, wrapper).to.equal(page.getBoundingClientRect().width);
        expect(document.documentElement.scrollWidth, wrapper).to.equal(document.documentElement.clientWidth);
        page.remove();
      }
    } finally {
      await setViewport({ width: 1024, height: 1000 });
    }
  });

  it('the page\'s text settings do not reach inside; --patience-font sets the font', async () => {
    const plain = await gameFixture('funnel', { seed: '2' }, { width: 700 });
    const styled = await fixture<HTMLElement>(`<div style="width: 700px; font: 20px/3 Georgia, serif; white-space: pre; letter-spacing: 2px; text-transform: uppercase; text-align: center; word-spacing: 9px"><patience-funnel seed="2"></patience-funnel></div>`);
    const el = styled.firstElementChild as PatienceTable;
    await settle(el);
    expect(el.getBoundingClientRect().height).to.equal(plain.getBoundingClientRect().height);
    const name = root(el).querySelector<HTMLElement>('[part~="toolbar"] .name')!;
    const style = getComputedStyle(name);
    expect([style.textTransform, style.letterSpacing, style.whiteSpace, style.fontSize]).to.deep.equal(['none', 'normal', 'normal', getComputedStyle(root(plain).querySelector('[part~="toolbar"] .name')!).fontSize]);
    el.style.setProperty('--patience-font', '11px/1.2 serif');
    await settle(el);
    expect(getComputedStyle(root(el).querySelector('[part~="toolbar"]')!).fontSize).to.equal('11px');
  });

  it('on a phone the toolbar keeps its height as the moves mount, and no button is narrower than its words', async () => {
    const line = ['T2>T1', 'T6>T0', 'T5>T4', 'T6>T2', 'T3>T2', 'draw', 'W>T0', 'draw', 'T4>F3', 'draw'];
    const overflowing = (el: PatienceTable) => [...root(el).querySelectorAll<HTMLElement>('[part~="toolbar"] button')]
      .filter((button) => button.scrollWidth > button.clientWidth + 1).map((button) => button.textContent!.trim());
    // Phones' widths less a page's margins, and one where Russian labels only just fit.
    for (const [lang, width] of [['en', 374], ['ru', 374], ['en', 304], ['ru', 304], ['ru', 640], ['ru', 670]] as const) {
      const el = await gameFixture('indian', { seed: '7', lang }, { width });
      const start = el.getBoundingClientRect().height;
      for (const move of line) expect(el.play(move), move).to.equal(true);
      await settle(el);
      expect(el.getBoundingClientRect().height, `${lang}, ${width} px, 10 moves`).to.equal(start);
      expect(overflowing(el), `${lang}, ${width} px`).to.deep.equal([]);
      // The clock past the hour, 1:00:00 and on, with the toolbar's next tick.
      el.restore(serialize(el.state!, { elapsedMs: 3_599_400 }));
      const clock = () => root(el).querySelector('[part~="toolbar"] .time')!.textContent!;
      await waitUntil(() => /^1:/.test(clock()), 'the clock past the hour', { timeout: 3_000 });
      await settle(el);
      expect(root(el).querySelector('[part~="toolbar"] .time')!.textContent).to.match(/^1:00:0\d$/);
      expect(el.getBoundingClientRect().height, `${lang}, ${width} px, past the hour`).to.equal(start);
      void el.watch(line.slice(0, 2), { speed: 0.1 });
      await settle(el);
      expect(overflowing(el), `${lang}, ${width} px, watching`).to.deep.equal([]);
      el.remove();
    }
  });

  it('the clock keeps to the toolbar\'s right edge when the game\'s name takes a line of its own', async () => {
    for (const [game, lang, width] of [['indian', 'en', 374], ['well-of-truth', 'ru', 304]] as const) {
      const el = await gameFixture(game, { seed: '3', lang }, { width });
      const toolbar = root(el).querySelector('[part~="toolbar"]')!.getBoundingClientRect();
      const time = root(el).querySelector('[part~="toolbar"] .time')!.getBoundingClientRect();
      expect(toolbar.right - time.right, `${game} ${lang} ${width} px`).to.be.below(14);
    }
  });

  for (const width of [1024, 320]) {
    it(`${width} px: a long notice about a pile shows whole in its bubble, inside the element, and what is cut shows nowhere`, async () => {
      const el = await gameFixture('funnel', { seed: '2', lang: 'ru', 'show-winnable': true }, { width });
      // The deal has a move to W, so the stock refuses: the Funnel's longest refusal.
      expect(el.play('draw')).to.equal(false);
      await settle(el);
      const toast = [...root(el).querySelectorAll<HTMLElement>('.toast')].find((t) => !t.hidden)!;
      const words = toast.querySelector<HTMLElement>('.words')!;
      expect(words.textContent).to.equal(refusalText(el.state!, 'draw', 'ru'));
      expect([words.scrollWidth <= words.clientWidth, words.scrollHeight <= words.clientHeight], 'whole').to.deep.equal([true, true]);
      const box = toast.getBoundingClientRect();
      const frame = el.getBoundingClientRect();
      expect([box.left >= frame.left, box.right <= frame.right, box.top >= frame.top, box.bottom <= frame.bottom], 'inside the element').to.deep.equal([true, true, true, true]);
      const inner = box.bottom - parseFloat(getComputedStyle(toast).paddingBottom);
      expect(words.getBoundingClientRect().bottom, 'nothing in the padding').to.be.at.most(inner + 0.5);
    });
  }

  it('a notice shows under the table, over no card, and the element keeps its height; on a phone it has two lines of the whole width', async () => {
    for (const [game, seed, lang, width, lines] of [['well-of-truth', 1, 'ru', 320, 2], ['funnel', 2, 'en', 390, 2], ['well', 1, 'en', 1000, 1], ['indian', 1, 'ru', 1000, 1]] as const) {
      const el = await gameFixture(game, { seed: String(seed), lang }, { width });
      const before = el.getBoundingClientRect().height;
      const hint = await el.hint();
      await settle(el);
      const toast = root(el).querySelector<HTMLElement>('.toast')!;
      expect([hint !== null, toast.hidden], `${game}: a hint says its move`).to.deep.equal([true, false]);
      const box = toast.getBoundingClientRect();
      for (const pile of root(el).querySelectorAll<HTMLElement>('patience-pile')) {
        expect(box.top, `${game}: under ${pile.dataset['pile']}`).to.be.at.least(pile.getBoundingClientRect().bottom);
      }
      expect(el.getBoundingClientRect().height, `${game}: no jump`).to.equal(before);
      expect(Math.round(box.height / parseFloat(getComputedStyle(toast).lineHeight)), `${game}: lines`).to.equal(lines);
      if (lines === 2) expect(box.width, `${game}: the line's width`).to.be.above(0.8 * el.getBoundingClientRect().width);
    }
  });

  it('a host may hide the status line, which then takes no room', async () => {
    const shown = await gameFixture('funnel', { seed: '2', lang: 'en' }, { width: 390 });
    const line = root(shown).querySelector<HTMLElement>('.status-line')!.getBoundingClientRect().height;
    expect(line).to.be.above(20);
    const style = document.createElement('style');
    style.textContent = '.no-line::part(status-line) { display: none; }';
    document.head.append(style);
    try {
      const hidden = await gameFixture('funnel', { seed: '2', lang: 'en', class: 'no-line' }, { width: 390 });
      expect(shown.getBoundingClientRect().height - hidden.getBoundingClientRect().height).to.be.closeTo(line, 1);
    } finally {
      style.remove();
    }
  });

  it('a phone held sideways shows the toolbar\'s buttons as icons, on one line with the deal, as a narrow table does', async () => {
    const labelsShown = (el: PatienceTable) => [...root(el).querySelectorAll('[part~="toolbar"] .buttons button .label')].map((label) => getComputedStyle(label).display !== 'none');
    const toolbarHeight = (el: PatienceTable) => root(el).querySelector('[part~="toolbar"]')!.getBoundingClientRect().height;
    try {
      // Wide enough for the labels on one line (the toolbar follows the element's width: icons below 1200 px).
      await setViewport({ width: 1300, height: 800 });
      const tall = await gameFixture('indian', { seed: '7', lang: 'en' }, { width: 1300 });
      await settle(tall);
      expect(labelsShown(tall).length, 'buttons').to.be.above(3);
      expect(labelsShown(tall).every(Boolean), 'labels in a tall window').to.equal(true);
      const tallHeight = toolbarHeight(tall);
      await setViewport({ width: 1300, height: 390 });
      const short = await gameFixture('indian', { seed: '7', lang: 'en' }, { width: 1300 });
      await settle(short);
      expect(labelsShown(short).some(Boolean), 'labels in a short window').to.equal(false);
      // The labels' row is one line already at this width: the icons' is no taller.
      expect(toolbarHeight(short), 'one line').to.be.at.most(tallHeight);
      // An icon's button is named by its title, as on a narrow table.
      expect(root(short).querySelector('[part~="toolbar"] button[data-key="undo"]')!.getAttribute('title')).to.equal(MESSAGES.en.undo);
    } finally {
      await setViewport({ width: 1024, height: 1000 });
    }
  });

  it('hiding the toolbar or the status line after the first render gives their room to the cards in a short window', async () => {
    await setViewport({ width: 768, height: 400 });
    const style = document.createElement('style');
    try {
      const el = await gameFixture('funnel', { seed: '2', lang: 'en' }, { width: 700 });
      await nextFrame();
      const before = topCard(el, 'T0')!.getBoundingClientRect().width;
      expect(el.getBoundingClientRect().height).to.be.at.most(400);
      for (const part of ['status-line', 'toolbar']) {
        const widthBefore = topCard(el, 'T0')!.getBoundingClientRect().width;
        style.textContent += `patience-funnel::part(${part}) { display: none; }`;
        document.head.append(style);
        await nextFrame();
        await settle(el);
        await nextFrame();
        expect(topCard(el, 'T0')!.getBoundingClientRect().width, `${part} hidden`).to.be.above(widthBefore);
        expect(el.getBoundingClientRect().height, `${part} hidden`).to.be.within(380, 400);
      }
      style.remove();
      await nextFrame();
      await settle(el);
      await nextFrame();
      expect(topCard(el, 'T0')!.getBoundingClientRect().width, 'both shown again').to.equal(before);
    } finally {
      style.remove();
      await setViewport({ width: 1024, height: 1000 });
    }
  });

  it('keeps its height through a game: the Funnel\'s columns emptying to a win, the Indian\'s growing', async () => {
    const seed = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find((s) => solve(games.funnel.deal(s), { maxPositions: 50_000 }).result === 'win')!;
    const found = solve(games.funnel.deal(seed), { maxPositions: 50_000 });
    if (found.result !== 'win') throw new Error('a proven win');
    // Without the win's cascade, as below.
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const funnel = await gameFixture('funnel', { seed: String(seed), lang: 'en', 'no-toolbar': true });
      const before = funnel.getBoundingClientRect().height;
      for (const move of found.moves) expect(funnel.play(move)).to.equal(true);
      await settle(funnel);
      expect(funnel.status).to.equal('won');
      expect(funnel.getBoundingClientRect().height).to.equal(before);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }

    const indian = await gameFixture('indian', { seed: '2', lang: 'en', 'no-toolbar': true });
    const start = indian.getBoundingClientRect().height;
    for (const move of randomLine(indian, 60, 5)) indian.play(move);
    await settle(indian);
    expect(indian.getBoundingClientRect().height).to.equal(start);
  });

  it('the Funnel keeps its height to the pixel at phone widths, from full columns at the deal to empty ones', async () => {
    // Ten wins: without their cascades (about 3 s each; the cascade's own test checks its layout).
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      for (const deck of [36, 52] as const) {
        const seed = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].find((s) => solve(games.funnel.deal(s, { deck }), { maxPositions: 50_000 }).result === 'win')!;
        const found = solve(games.funnel.deal(seed, { deck }), { maxPositions: 50_000 });
        if (found.result !== 'win') throw new Error('a proven win');
        for (const width of [320, 360, 390, 414, 600]) {
          const el = await gameFixture('funnel', { seed: String(seed), deck: String(deck), lang: 'en', 'no-toolbar': true }, { width });
          const start = el.getBoundingClientRect().height;
          for (const move of found.moves) el.play(move);
          await settle(el);
          expect(el.status).to.equal('won');
          expect(el.getBoundingClientRect().height, `${deck} cards at ${width} px`).to.equal(start);
        }
      }
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('fit="contain" in wide, short boxes: the whole table fits both ways', async () => {
    for (const [width, height, lang] of [[900, 300, 'en'], [700, 260, 'ru'], [1000, 420, 'ru']] as const) for (const game of ['funnel', 'well', 'well-of-truth', 'indian'] as const) {
      const box = await fixture<HTMLElement>(`<div style="width: ${width}px; height: ${height}px"><patience-${game} seed="2" lang="${lang}" fit="contain" style="height: 100%"></patience-${game}></div>`);
      const el = box.firstElementChild as PatienceTable;
      await settle(el);
      await nextFrame();
      await settle(el);
      const limit = el.getBoundingClientRect();
      expect(limit.height, game).to.equal(height);
      for (const pile of root(el).querySelectorAll('patience-pile')) {
        const r = pile.getBoundingClientRect();
        expect(r.bottom, `${game} ${(pile as HTMLElement).dataset['pile']}`).to.be.at.most(limit.bottom + 1);
        expect(r.right).to.be.at.most(limit.right + 1);
      }
      expect(root(el).querySelector('.status-line')!.getBoundingClientRect().bottom, `${game} ${lang} in ${width}×${height}: the status line inside`).to.be.at.most(limit.bottom);
    }
  });

  it('hidden and shown again by its host (a tab, an accordion), any number of times, it keeps its first height, within the window', async () => {
    await setViewport({ width: 1300, height: 900 });
    const frames = async (el: PatienceTable) => {
      await settle(el);
      await nextFrame();
      await settle(el);
    };
    const tableHeight = (el: PatienceTable) => parseFloat(root(el).querySelector<HTMLElement>('.table')!.style.getPropertyValue('--patience-table-h'));
    const ways: Record<string, [hide: (box: HTMLElement) => void, show: (box: HTMLElement) => void]> = {
      'display: none': [(box) => { box.style.display = 'none'; }, (box) => { box.style.display = ''; }],
      hidden: [(box) => { box.hidden = true; }, (box) => { box.hidden = false; }],
      'width 0': [(box) => { box.style.width = '0px'; }, (box) => { box.style.width = '700px'; }],
    };
    try {
      for (const game of ['well', 'funnel', 'indian', 'well-of-truth'] as const) for (const [way, [hide, show]] of Object.entries(ways)) {
        const box = await fixture<HTMLElement>(`<div style="width: 700px"><patience-${game} seed="4" lang="en"></patience-${game}></div>`);
        const el = box.firstElementChild as PatienceTable;
        await frames(el);
        const first = [tableHeight(el), el.getBoundingClientRect().height];
        expect(first[1], `${game}: within the window`).to.be.at.most(900);
        for (let time = 1; time <= 4; time++) {
          hide(box);
          await frames(el);
          show(box);
          await frames(el);
          expect([tableHeight(el), el.getBoundingClientRect().height], `${game}, ${way}, shown again ${time}×`).to.deep.equal(first);
        }
        box.remove();
      }
    } finally {
      await setViewport({ width: 1024, height: 1000 });
    }
  });

  it('by default every game fits short windows whole, and the Well of Truth\'s caption leaves no empty band', async () => {
    try {
      for (const [width, height] of [[768, 300], [320, 360], [1440, 900], [390, 500], [600, 560], [1024, 800]] as const) {
        await setViewport({ width, height });
        for (const game of ['funnel', 'well', 'well-of-truth', 'indian'] as const) {
          const page = await fixture<HTMLElement>(`<div style="margin: 0"><patience-${game} seed="2"></patience-${game}></div>`);
          const el = page.firstElementChild as PatienceTable;
          await settle(el);
          await nextFrame();
          await settle(el);
          expect(el.getBoundingClientRect().height, `${game} in ${width}×${height}`).to.be.at.most(height);
          if (game === 'well-of-truth') {
            const table = root(el).querySelector<HTMLElement>('.table')!;
            const below = table.getBoundingClientRect().bottom - root(el).querySelector('.phase')!.getBoundingClientRect().bottom;
            // Whole-pixel rows: a layout a pixel wider may not fit where this one leaves a few pixels.
            expect(below, `${width}×${height}: under the caption, the table's padding only`).to.be.at.most(parseFloat(getComputedStyle(table).paddingBottom) + 3);
          }
          page.remove();
        }
      }
    } finally {
      await setViewport({ width: 1024, height: 1000 });
    }
  });

  it('fit="contain" on an element given no height warns once and takes the height it needs, instead of showing nothing', async () => {
    const warnings = stubWarn();
    try {
      const page = await fixture<HTMLElement>('<div style="width: 900px; height: 300px"><patience-well seed="2" fit="contain"></patience-well></div>');
      const el = page.firstElementChild as PatienceWell;
      await settle(el);
      await nextFrame();
      await settle(el);
      expect(el.getBoundingClientRect().height).to.be.above(300);
      expect(topCard(el, 'T2')!.getBoundingClientRect().height).to.be.above(50);
      expect(warnings.calls.map((args) => String(args[0]))).to.deep.equal(['<patience-well>: fit="contain" needs a height on the element (it has none, so the table takes the height it needs)']);
      // Asked for contain again at run time, with still no height: the same.
      el.fit = 'width';
      await settle(el);
      el.fit = 'contain';
      await settle(el);
      await nextFrame();
      expect(el.getBoundingClientRect().height, 'contain set at run time').to.be.above(300);
      expect(warnings.calls, 'one warning an element').to.have.length(1);
      // Given a height and asked again, it fits the box.
      el.style.height = '100%';
      el.fit = 'width';
      await settle(el);
      el.fit = 'contain';
      await settle(el);
      await nextFrame();
      await settle(el);
      expect(el.getBoundingClientRect().height).to.equal(300);
      for (const pile of root(el).querySelectorAll('patience-pile')) expect(pile.getBoundingClientRect().bottom).to.be.at.most(el.getBoundingClientRect().bottom + 1);
    } finally {
      warnings.restore();
    }
  });
});

describe('the window resized mid-drag', () => {
  it('ends the drag: the card goes home, and letting go over a legal pile plays nothing', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    const [from, to] = SCENARIOS.funnel.drag;
    const card = topCard(el, from)!;
    const at = await startDrag(card);
    await settle(el);
    expect(card.style.transform, 'dragged').to.not.equal('');
    try {
      await setViewport({ width: 900, height: 700 });
      await settle(el);
      expect(card.style.transform).to.equal('');
      await finishDrag(at, pileEl(el, to));
      await settle(el);
      expect(el.moves).to.deep.equal([]);
    } finally {
      await setViewport({ width: 1024, height: 1000 });
    }
  });
});
