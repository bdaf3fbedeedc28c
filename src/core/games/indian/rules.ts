/** Индийский пасьянс — Indian (RULES.md §5). */
import { ACE_LOW_36, ACE_LOW_52, ALL_CARDS, ALL_SUITS, follows, rankBit, rankOf, sameSuit, suitBit, suitOf } from '../../model/cards.js';
import { dealRows, defineGame, drawAction, EXACT, emptyPile, pileIds, stockEmpty, stockOf, type Draft, refuse } from '../../engine/engine.js';
import { IndianModel } from './search.js';

// Pile numbers follow `piles`: S 0, W 1, F0…F7 2–9, then the columns T0… from 10.
const S = 0;
const F0 = 2;
const FOUNDATIONS = 8;
const T0 = 10;
const columnsOf = (deck: number) => (deck === 36 ? 7 : 10);

const onlyAceStarts = refuse('only-ace-starts', (c) => `${c.card} cannot start ${c.to}: an empty foundation takes an ace`);
const foundationNotNext = refuse('foundation-not-next', (c) => `${c.card} does not follow ${c.top} on ${c.to}`);
const enchantedSource = refuse('enchanted-source', (c) => `${c.card} on ${c.from} is enchanted: while the stock lasts it may only go to a foundation`);
const enchantedTarget = refuse('enchanted-target', (c) => `${c.top} on ${c.to} is enchanted: nothing may be put on it while the stock lasts`);
const sameSuitOnColumn = refuse('same-suit-on-column', (c) => `${c.card} cannot go on ${c.top}: the suits must differ`);
const columnNotPrev = refuse('column-not-prev', (c) => `${c.card} does not go on ${c.top}: a column takes the next lower rank in another suit`);

/** Refills an emptied column from the stock as in the deal: up to three cards, the first face down. */
function refill(draft: Draft, column: number): void {
  for (let k = 0; k < 3 && draft.piles[S]!.cards.length > 0; k++) draft.put(column, draft.take(S), k === 0);
  draft.revealTop(column);
}

export const indian = defineGame({
  id: 'indian',
  decks: [36, 52],
  copies: 2,
  hasFreeDraw: false,
  piles: (deck) => [
    { id: 'S', role: 'stock' },
    { id: 'W', role: 'waste' },
    ...pileIds('F', FOUNDATIONS, 'foundation'),
    ...pileIds('T', columnsOf(deck), 'tableau'),
  ],
  // Three rows, the first face down; the rest is the stock.
  deal: (cards, variant) => {
    const columns = dealRows(cards, columnsOf(variant.options.deck), 3, 1);
    return { piles: [stockOf(cards), emptyPile, ...Array.from({ length: FOUNDATIONS }, () => emptyPile), ...columns], phase: 0 };
  },
  sourceRoles: ['waste', 'tableau'],
  targetRoles: ['foundation', 'tableau'],
  checkMove(state, variant, from, to, card) {
    const order = variant.options.deck === 36 ? ACE_LOW_36 : ACE_LOW_52;
    const target = state.piles[to]!.cards;
    const onTop = target[target.length - 1];
    if (to < T0) {
      if (onTop === undefined) return rankOf(card) === 0 ? null : onlyAceStarts;
      return sameSuit(onTop, card) && follows(order, onTop, card) ? null : foundationNotNext;
    }
    if (onTop !== undefined && !follows(order, card, onTop)) return columnNotPrev;
    const stockLasts = state.piles[S]!.cards.length > 0;
    if (stockLasts && from >= T0 && state.piles[from]!.cards.length === 1) return enchantedSource;
    if (onTop === undefined) return null; // a free place, only possible once the stock is spent
    if (stockLasts && target.length === 1) return enchantedTarget;
    return sameSuit(onTop, card) ? sameSuitOnColumn : null;
  },
  // Targets are the foundations then the columns, in pile order from F0. Each set is exactly
  // checkMove's for a source that is not enchanted (see `restricted`).
  accepts(state, variant, out) {
    const order = variant.options.deck === 36 ? ACE_LOW_36 : ACE_LOW_52;
    const piles = state.piles;
    const stockLasts = piles[S]!.cards.length > 0;
    for (let to = F0; to < piles.length; to++) {
      const target = piles[to]!.cards;
      const n = target.length;
      let set: number;
      if (n === 0) set = to < T0 ? rankBit(0) | ALL_SUITS : ALL_CARDS;
      else {
        const onTop = target[n - 1]!;
        if (to < T0) set = rankBit(order.next[rankOf(onTop)]!) | suitBit(suitOf(onTop));
        else if (n === 1 && stockLasts) set = 0;
        else set = rankBit(order.prev[rankOf(onTop)]!) | (ALL_SUITS & ~suitBit(suitOf(onTop)));
      }
      out[to - F0] = set | EXACT;
    }
  },
  // An enchanted card may only go to a foundation: checkMove decides its moves.
  restricted: (state, _variant, from) => from >= T0 && state.piles[from]!.cards.length === 1 && state.piles[S]!.cards.length > 0,
  afterMove(draft, from) {
    if (from < T0) return;
    if (draft.piles[from]!.cards.length === 0) refill(draft, from);
    else draft.revealTop(from);
  },
  actions: [drawAction((state) => (state.piles[S]!.cards.length > 0 ? null : stockEmpty))],
  isWon: (state, variant) => {
    let onFoundations = 0;
    for (let f = F0; f < F0 + FOUNDATIONS; f++) onFoundations += state.piles[f]!.cards.length;
    return onFoundations === variant.size;
  },
  searchWhenStockSpent: true,
  searchModel: IndianModel,
  text: {
    ru: {
      name: 'Индийский пасьянс', subtitle: 'две колоды',
      piles: { S: 'Колода', W: 'Открытые карты', 'F{n}': 'База {n}', 'T{n}': 'Колонка {n}' },
      // «Карта» agrees with every card, whatever the gender of its name (король, дама).
      notes: { enchanted: 'карта заколдована' },
      notesGone: { enchanted: 'чары сняты' },
      refusals: {
        'only-ace-starts': '{card} не может начать базу: базу начинает туз',
        'foundation-not-next': '{card} не идёт на {top.acc}: база собирается по масти по возрастанию',
        'enchanted-source': '{card} {card?заколдована|заколдован}: пока в колоде есть карты, {card?она идёт|он идёт} только в базу',
        'enchanted-target': '{top} {top?заколдована: на неё|заколдован: на него} ничего нельзя класть, пока в колоде есть карты',
        'same-suit-on-column': '{card} не идёт на {top.acc}: масти должны различаться',
        'column-not-prev': '{card} не идёт на {top.acc}: нужна карта на одну ниже другой масти',
      },
    },
    en: {
      name: 'Индийский пасьянс', subtitle: 'Indian patience',
      piles: { S: 'Stock', W: 'Waste', 'F{n}': 'Foundation {n}', 'T{n}': 'Column {n}' },
      notes: { enchanted: 'enchanted' },
      notesGone: { enchanted: 'no longer enchanted' },
      refusals: {
        'only-ace-starts': '{card} cannot start a foundation: an ace does',
        'foundation-not-next': '{card} does not follow {top}: foundations build up in suit',
        'enchanted-source': '{card} is enchanted: while the stock lasts it may only go to a foundation',
        'enchanted-target': '{top} is enchanted: nothing goes on it while the stock lasts',
        'same-suit-on-column': '{card} cannot go on {top}: the suits must differ',
        'column-not-prev': '{card} does not go on {top}: a column takes the next lower rank in another suit',
      },
    },
  },
  // A lone column card is enchanted while the stock lasts (see checkMove).
  notes(state) {
    const notes = new Map<number, string>();
    if (state.piles[S]!.cards.length === 0) return notes;
    for (let t = T0; t < state.piles.length; t++) if (state.piles[t]!.cards.length === 1) notes.set(t, 'enchanted');
    return notes;
  },
  startRank: (_state, _variant, pile) => (pile < T0 && pile >= F0 ? 'A' : undefined),
});

