/** `<patience-indian>`: enchanted columns, refills, the fanned waste. */
import { expect, fixture } from '@open-wc/testing';
import { resetMouse, setViewport } from '@web/test-runner-commands';
import { games } from '../../src/core/index.js';
import { CARD_RATIO, placeCards } from '../../src/ui/cards/patience-pile.js';
import {
  dragPile, expectLayout, gameFixture, pileEl, playAll, refusalText, root, settle, stopRecording, tapPile, toastText,
  type PatienceTable,
} from './helpers.js';

const rules = games.indian;

afterEach(async () => {
  stopRecording();
  await resetMouse();
});

const enchantedPiles = (el: PatienceTable) =>
  [...root(el).querySelectorAll<HTMLElement>('[data-note="enchanted"]')].map((p) => p.dataset['pile']);

describe('<patience-indian>', () => {
  it('marks a lone column card enchanted while the stock lasts', async () => {
    const el = await gameFixture('indian', { seed: '2', lang: 'en' });
    expect(enchantedPiles(el)).to.deep.equal([]);
    expect(el.play('T3>T0')).to.equal(true);
    await settle(el);
    expect(enchantedPiles(el)).to.deep.equal([]);
    expect(el.play('T3>T0')).to.equal(true);
    await settle(el);
    expectLayout(el, playAll(rules.deal(2), ['T3>T0', 'T3>T0']), 'en');
    expect(enchantedPiles(el)).to.deep.equal(['T3']);
    expect(pileEl(el, 'T3').getAttribute('aria-label')).to.equal('Column 4: Eight of diamonds (enchanted)');

    // It may only go to a foundation: a drop on a column is refused, with the reason.
    const before = el.state!;
    await dragPile(el, 'T3', 'T5');
    expect(el.state).to.equal(before);
    const reason = refusalText(before, 'T3>T5', 'en');
    expect(reason).to.equal('Eight of diamonds is enchanted: while the stock lasts it may only go to a foundation');
    expect(toastText(el)).to.equal(reason);

    // Undo: two cards again, no spell.
    expect(el.undo()).to.equal(true);
    await settle(el);
    expect(enchantedPiles(el)).to.deep.equal([]);
    expect(el.redo()).to.equal(true);
    await settle(el);
    expect(enchantedPiles(el)).to.deep.equal(['T3']);

    // Once the stock is spent, nothing is enchanted and the lone card moves on a column.
    for (let i = 0; i < 51; i++) expect(el.play('draw')).to.equal(true);
    await settle(el);
    expect(pileEl(el, 'S').querySelectorAll('.card').length).to.equal(0);
    expect(enchantedPiles(el)).to.deep.equal([]);
    expect(pileEl(el, 'T3').getAttribute('aria-label')).to.equal('Column 4: Eight of diamonds');
    const spent = el.state!;
    await dragPile(el, 'T3', 'T5');
    expect(el.state).to.deep.equal(rules.apply(spent, 'T3>T5'));
    expectLayout(el, el.state!, 'en');
  });

  it('refills a column emptied while the stock lasts: one face down, two face up', async () => {
    const el = await gameFixture('indian', { seed: '4', lang: 'en' });
    expect(el.play('T0>T4')).to.equal(true);
    expect(el.play('T0>F0')).to.equal(true);
    await settle(el);
    expect(enchantedPiles(el)).to.deep.equal(['T0']);
    const before = el.state!;
    // The enchanted ace goes to a foundation by a real drag.
    await dragPile(el, 'T0', 'F1');
    const after = rules.apply(before, 'T0>F1');
    expect(el.state).to.deep.equal(after);
    expectLayout(el, after, 'en');
    expect(pileEl(el, 'T0').querySelectorAll('.card.back').length).to.equal(1);
    expect(pileEl(el, 'T0').querySelectorAll('.card[data-card]').length).to.equal(2);
    expect(pileEl(el, 'S').querySelectorAll('.card.back').length).to.equal(48);
  });

  it('draws onto the fanned waste, every card in order', async () => {
    const el = await gameFixture('indian', { seed: '1', lang: 'en' });
    expect(pileEl(el, 'W').getAttribute('fan')).to.equal('right');
    let expected = el.state!;
    for (let i = 0; i < 5; i++) {
      await tapPile(el, 'S');
      expected = rules.apply(expected, 'draw');
    }
    expect(el.state).to.deep.equal(expected);
    expect(el.moves).to.deep.equal(['draw', 'draw', 'draw', 'draw', 'draw']);
    expectLayout(el, expected, 'en');
    expect(pileEl(el, 'W').querySelectorAll('.card[data-card]').length).to.equal(5);
  });

  it('lays out 7 columns with 2 × 36 cards and 10 with 2 × 52', async () => {
    for (const [deck, columns, stock] of [[36, 7, 51], [52, 10, 74]] as const) {
      const el = await gameFixture('indian', { seed: '9', deck: String(deck), lang: 'en' });
      expect(root(el).querySelectorAll('[data-pile^="T"]').length).to.equal(columns);
      expect(root(el).querySelectorAll('[data-pile^="F"]').length).to.equal(8);
      for (let i = 0; i < columns; i++) {
        expect(pileEl(el, `T${i}`).querySelectorAll('.card.back').length).to.equal(1);
        expect(pileEl(el, `T${i}`).querySelectorAll('.card[data-card]').length).to.equal(2);
      }
      expect(pileEl(el, 'S').querySelectorAll('.card.back').length).to.equal(stock);
      el.remove();
    }
  });
});

describe('<patience-indian> on a portrait phone', () => {
  it('puts the foundations in two rows of four, so the seven columns set a larger card', async () => {
    const el = await gameFixture('indian', { seed: '1', deck: '36' }, { width: 390 });
    const tops = new Set([0, 1, 2, 3, 4, 5, 6, 7].map((i) => Math.round(pileEl(el, `F${i}`).getBoundingClientRect().top)));
    expect(tops.size).to.equal(2);
    // Eight foundations in a row would allow 390 / 9.46 ≈ 41 px; seven columns allow 46.
    expect(pileEl(el, 'T0').getBoundingClientRect().width).to.be.above(44);
    for (const id of ['S', 'W', 'F3', 'F7', 'T6']) expect(pileEl(el, id).getBoundingClientRect().right, id).to.be.at.most(el.getBoundingClientRect().right);
  });
});

describe('<patience-indian> in a short, wide window', () => {
  afterEach(() => setViewport({ width: 1024, height: 1000 }));

  it('2×52 at 1440×900 keeps the foundations in one row, since the height, not the width, sets the card size', async () => {
    await setViewport({ width: 1440, height: 900 });
    const el = await fixture<PatienceTable>('<patience-indian seed="7" deck="52" style="width: 1400px"></patience-indian>');
    // From the first render: the toolbar, which renders after the table, is measured before any paint.
    expect(el.getBoundingClientRect().height, 'first render').to.be.at.most(900);
    await settle(el);
    const tops = new Set([0, 1, 2, 3, 4, 5, 6, 7].map((i) => Math.round(pileEl(el, `F${i}`).getBoundingClientRect().top)));
    expect(tops.size).to.equal(1);
    expect(el.getBoundingClientRect().height).to.be.at.most(900);
  });
});

describe('<patience-indian> room for its longest column', () => {
  /** The room under T0's top left for columns, and what the longest column takes, at the card size in use, in card heights. */
  async function room(deck: 36 | 52, width: number) {
    const box = await fixture<HTMLElement>(`<div style="width: ${width}px"><patience-indian seed="3" deck="${deck}" fit="width" no-toolbar></patience-indian></div>`);
    const el = box.firstElementChild as PatienceTable;
    await settle(el);
    const table = root(el).querySelector<HTMLElement>('.table')!;
    const cardWidth = parseFloat(getComputedStyle(table).getPropertyValue('--patience-card-w'));
    const cardHeight = Math.round(cardWidth * CARD_RATIO);
    const left = table.getBoundingClientRect().bottom - parseFloat(getComputedStyle(table).paddingBottom) - pileEl(el, 'T0').getBoundingClientRect().top;
    const longest = { cards: Array.from({ length: deck === 52 ? 15 : 11 }, () => 'KS' as const), down: 1 };
    // As the columns lay it out: pressed to the height they are given.
    const maxHeight = pileEl(el, 'T0').maxHeight;
    return { cardWidth, room: left / cardHeight, longest: placeCards(longest, 'down', cardWidth, maxHeight * cardWidth * CARD_RATIO).height / cardHeight };
  }

  it('is kept from the deal, so the element does not grow when small cards\' deeper index makes a long column outgrow five card heights', async () => {
    for (const [deck, width] of [[52, 390], [52, 320], [36, 320]] as const) {
      const { cardWidth, room: left, longest } = await room(deck, width);
      expect(cardWidth, `${deck} at ${width} px: compact cards`).to.be.below(48);
      expect(left, `${deck} at ${width} px`).to.be.at.least(longest - 0.01);
    }
  });

  it('is the longest column pressed to its corner indices, under four card heights where cards are large', async () => {
    const { cardWidth, room: left, longest } = await room(52, 1200);
    expect(cardWidth).to.be.at.least(48);
    expect(longest).to.be.at.most(4);
    expect(left).to.be.within(longest - 0.01, longest + 0.1);
  });
});

describe('<patience-indian> switching layouts', () => {
  it('keeps the same pile elements (and so the focus) when it goes from one row of foundations to two', async () => {
    const box = await fixture<HTMLElement>('<div style="width: 1600px"><patience-indian seed="1" deck="36" fit="width"></patience-indian></div>');
    const el = box.firstElementChild as PatienceTable;
    await settle(el);
    const rows = () => new Set([0, 4].map((i) => Math.round(pileEl(el, `F${i}`).getBoundingClientRect().top))).size;
    expect(rows(), 'one row').to.equal(1);
    const f5 = pileEl(el, 'F5');
    f5.focus();
    box.style.width = '380px';
    await new Promise((resolve) => setTimeout(resolve, 50));
    await settle(el);
    expect(rows(), 'two rows').to.equal(2);
    expect(pileEl(el, 'F5')).to.equal(f5);
    expect(root(el).activeElement).to.equal(f5);
  });
});
