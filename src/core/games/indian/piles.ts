/** Indian's piles and its rules as card sets, shared by the rules, the search model and the element. */
import { aceLowOrder, ALL_CARDS, ALL_SUITS, rankBit, suitBit, type DeckSize } from '../../model/cards.js';
import type { PileSpec, State } from '../../model/types.js';
import { firstPiles, pileSpecs, type PileRow } from '../../engine/pieces.js';

export const FOUNDATIONS = 8;
/** The columns as dealt: 7 with 2×36 cards, 10 with 2×52. */
export const columnsOf = (deck: DeckSize): number => (deck === 36 ? 7 : 10);
/** The stock, the waste, the foundations, then the columns (last, so the other numbers do not depend on the deck). */
const rows = (deck: DeckSize): readonly PileRow[] => [['S', 'stock'], ['W', 'waste'], ['F', FOUNDATIONS, 'foundation'], ['T', columnsOf(deck), 'tableau']];
export const piles = (deck: DeckSize): PileSpec[] => pileSpecs(rows(deck));
export const { S, W, F: F0, T: T0 } = firstPiles(rows(36));

/** What a foundation topped by rank `top` of suit `suit` takes (-1: empty): an ace when empty, else the next rank up in its suit. */
export function foundationTakes(deck: DeckSize, top: number, suit: number): number {
  return top === -1 ? rankBit(0) | ALL_SUITS : rankBit(aceLowOrder(deck).next[top]!) | suitBit(suit);
}

/** What a column topped by rank `top` of suit `suit` takes (-1: empty): anything when empty, else the next lower rank in another suit. */
export function columnTakes(deck: DeckSize, top: number, suit: number): number {
  return top === -1 ? ALL_CARDS : rankBit(aceLowOrder(deck).prev[top]!) | (ALL_SUITS & ~suitBit(suit));
}

/** A lone column card is enchanted while the stock lasts: it may only go to a foundation, and nothing goes on it. */
export const isEnchanted = (state: State, pile: number): boolean =>
  pile >= T0 && state.piles[pile]!.cards.length === 1 && state.piles[S]!.cards.length > 0;
