/** The Well's piles and its rules as card sets, shared by the rules and the search model. */
import { ALL_CARDS, ALL_SUITS, cyclicOrder, rankBit, suitBit, type DeckSize } from '../../model/cards.js';
import type { PileSpec } from '../../model/types.js';
import { firstPiles, pileSpecs, type PileRow } from '../../engine/pieces.js';

export const PLACES = 5;
export const CORNERS = 4;
/** The stock, the reserve, the cross А Б В Г Д and the corners 1–4. */
const ROWS: readonly PileRow[] = [['S', 'stock'], ['W', 'waste'], ['T', PLACES, 'tableau'], ['F', CORNERS, 'foundation']];
export const piles = (): PileSpec[] => pileSpecs(ROWS);
export const { S, W, T: T0, F: F0 } = firstPiles(ROWS);

/** What a cross place topped by rank `top` takes (-1: empty): any card when empty, else the next lower rank, any suit. */
export function placeTakes(deck: DeckSize, top: number): number {
  return top === -1 ? ALL_CARDS : rankBit(cyclicOrder(deck).prev[top]!) | ALL_SUITS;
}

/** What a corner topped by rank `top` of suit `suit` takes: the next rank up in its suit. */
export function cornerTakes(deck: DeckSize, top: number, suit: number): number {
  return rankBit(cyclicOrder(deck).next[top]!) | suitBit(suit);
}

/** What an empty corner takes: the base rank, in a suit on no corner yet (`freeSuits`, a suit set). */
export const startTakes = (baseRank: number, freeSuits: number): number => rankBit(baseRank) | freeSuits;
