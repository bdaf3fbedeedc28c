/** Колодец — the Well (docs/rules.md, "The Well"). */
import { ALL_SUITS, holds, rankOf, suitBit, suitOf, type Rank } from '../../model/cards.js';
import type { State } from '../../model/types.js';
import { allCardsOn, defineGame, drawAction, EXACT, emptyPile, faceUp, refuse, stockEmpty, stockOf, top } from '../../engine/engine.js';
import { cornerTakes, CORNERS, F0, piles, placeTakes, S, startTakes, T0 } from './piles.js';
import { WellModel } from './search.js';
import { words } from './words.js';

const cornerWrongStart = refuse('corner-wrong-start');
const cornerSuitTaken = refuse('corner-suit-taken');
const cornerNotNext = refuse('corner-not-next');
const crossNotPrev = refuse('cross-not-prev');

const baseRankOf = (state: State): number => rankOf(state.piles[F0]!.cards[0]!);

/** The suits on no corner yet, as a suit set. */
function freeSuits(state: State): number {
  let free = ALL_SUITS;
  for (let f = F0; f < F0 + CORNERS; f++) {
    const base = state.piles[f]!.cards[0];
    if (base !== undefined) free &= ~suitBit(suitOf(base));
  }
  return free;
}

export const well = defineGame({
  id: 'well',
  decks: [36, 52],
  copies: 1,
  hasFreeDraw: false,
  piles,
  // Five cards to the cross, the sixth to corner 1 (its rank is the base rank), the rest the stock.
  deal: (cards) => ({
    piles: [stockOf(cards.slice(6)), emptyPile, ...cards.slice(0, 5).map((c) => faceUp([c])), faceUp([cards[5]!]), emptyPile, emptyPile, emptyPile],
    phase: 0,
  }),
  sourceRoles: ['waste', 'tableau'],
  targetRoles: ['tableau', 'foundation'],
  checkMove(state, variant, _from, to, card) {
    const onTop = top(state.piles[to]!);
    const deck = variant.options.deck;
    if (to < F0) return holds(placeTakes(deck, onTop === undefined ? -1 : rankOf(onTop)), card) ? null : crossNotPrev;
    if (onTop) return holds(cornerTakes(deck, rankOf(onTop), suitOf(onTop)), card) ? null : cornerNotNext;
    if (rankOf(card) !== baseRankOf(state)) return cornerWrongStart;
    return holds(startTakes(baseRankOf(state), freeSuits(state)), card) ? null : cornerSuitTaken;
  },
  // Targets are the cross places then the corners, in pile order from T0; each set is the whole rule.
  accepts(state, variant, out) {
    const deck = variant.options.deck;
    const piles = state.piles;
    for (let to = T0; to < F0; to++) {
      const onTop = top(piles[to]!);
      out[to - T0] = EXACT | placeTakes(deck, onTop === undefined ? -1 : rankOf(onTop));
    }
    const start = startTakes(baseRankOf(state), freeSuits(state));
    for (let f = F0; f < F0 + CORNERS; f++) {
      const onTop = top(piles[f]!);
      out[f - T0] = EXACT | (onTop === undefined ? start : cornerTakes(deck, rankOf(onTop), suitOf(onTop)));
    }
  },
  actions: [drawAction((state) => (state.piles[S]!.cards.length > 0 ? null : stockEmpty))],
  text: { en: words },
  // An empty corner waits for the base rank, the rank of corner 1's first card.
  startRank: (state, _variant, pile) => (pile >= F0 ? (state.piles[F0]!.cards[0]?.[0] as Rank | undefined) : undefined),
  isWon: (state, variant) => allCardsOn(state, F0, CORNERS, variant.size),
  searchWhenStockSpent: true,
  searchModel: WellModel,
});
