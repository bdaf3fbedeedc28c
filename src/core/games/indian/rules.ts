/** Индийский пасьянс — Indian (docs/rules.md, "Indian"). */
import { holds, rankBit, rankOf, suitBit, suitOf } from '../../model/cards.js';
import { allCardsOn, dealRows, defineGame, drawAction, EXACT, emptyPile, refuse, stockEmpty, stockOf, top, type Draft } from '../../engine/engine.js';
import { columnsOf, columnTakes, foundationTakes, FOUNDATIONS, F0, isEnchanted, piles, S, T0 } from './piles.js';
import { IndianModel } from './search.js';
import { words } from './words.js';

const onlyAceStarts = refuse('only-ace-starts');
const foundationNotNext = refuse('foundation-not-next');
const enchantedSource = refuse('enchanted-source');
const enchantedTarget = refuse('enchanted-target');
const sameSuitOnColumn = refuse('same-suit-on-column');
const columnNotPrev = refuse('column-not-prev');

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
  piles,
  // Three rows, the first face down; the rest is the stock.
  deal: (cards, variant) => {
    const columns = dealRows(cards, columnsOf(variant.options.deck), 3, 1);
    return { piles: [stockOf(cards), emptyPile, ...Array.from({ length: FOUNDATIONS }, () => emptyPile), ...columns], phase: 0 };
  },
  sourceRoles: ['waste', 'tableau'],
  targetRoles: ['foundation', 'tableau'],
  checkMove(state, variant, from, to, card) {
    const deck = variant.options.deck;
    const onTop = top(state.piles[to]!);
    const topRank = onTop === undefined ? -1 : rankOf(onTop);
    const topSuit = onTop === undefined ? 0 : suitOf(onTop);
    if (to < T0) {
      const set = foundationTakes(deck, topRank, topSuit);
      if (holds(set, card)) return null;
      return onTop === undefined ? onlyAceStarts : foundationNotNext;
    }
    const set = columnTakes(deck, topRank, topSuit);
    if ((set & rankBit(rankOf(card))) === 0) return columnNotPrev;
    if (isEnchanted(state, from)) return enchantedSource;
    if (isEnchanted(state, to)) return enchantedTarget;
    return (set & suitBit(suitOf(card))) !== 0 ? null : sameSuitOnColumn;
  },
  // Targets are the foundations then the columns, in pile order from F0. Each set is the whole rule
  // for a source that is not enchanted (see `restricted`).
  accepts(state, variant, out) {
    const deck = variant.options.deck;
    const piles = state.piles;
    for (let to = F0; to < piles.length; to++) {
      const onTop = top(piles[to]!);
      const topRank = onTop === undefined ? -1 : rankOf(onTop);
      const topSuit = onTop === undefined ? 0 : suitOf(onTop);
      let set: number;
      if (to < T0) set = foundationTakes(deck, topRank, topSuit);
      else set = isEnchanted(state, to) ? 0 : columnTakes(deck, topRank, topSuit);
      out[to - F0] = set | EXACT;
    }
  },
  // An enchanted card may only go to a foundation: checkMove decides its moves.
  restricted: (state, _variant, from) => isEnchanted(state, from),
  afterMove(draft, from) {
    if (from < T0) return;
    if (draft.piles[from]!.cards.length === 0) refill(draft, from);
    else draft.revealTop(from);
  },
  actions: [drawAction((state) => (state.piles[S]!.cards.length > 0 ? null : stockEmpty))],
  isWon: (state, variant) => allCardsOn(state, F0, FOUNDATIONS, variant.size),
  searchWhenStockSpent: true,
  searchModel: IndianModel,
  text: { en: words },
  // A lone column card is enchanted while the stock lasts (see checkMove).
  notes(state) {
    const notes = new Map<number, string>();
    for (let t = T0; t < state.piles.length; t++) if (isEnchanted(state, t)) notes.set(t, 'enchanted');
    return notes;
  },
  startRank: (_state, _variant, pile) => (pile < T0 && pile >= F0 ? 'A' : undefined),
});

