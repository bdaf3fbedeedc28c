/** The Well's piles and its rules as card sets, shared by the rules and the search model. */
import { ALL_CARDS, ALL_SUITS, cyclicOrder, rankBit, suitBit, type DeckSize } from '../../model/cards.js';
import type { PileSpec } from '../../model/types.js';
import { pileIds } from '../../engine/pieces.js';

// Pile numbers follow `piles`: S 0, W 1, T0…T4 (the cross А Б В Г Д) 2–6, F0…F3 (the corners 1–4) 7–10.
export const S = 0;
export const W = 1;
export const T0 = 2;
export const PLACES = 5;
export const F0 = 7;
export const CORNERS = 4;

export const piles = (): PileSpec[] => [
  { id: 'S', role: 'stock' },
  { id: 'W', role: 'waste' },
  ...pileIds('T', PLACES, 'tableau'),
  ...pileIds('F', CORNERS, 'foundation'),
];

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
