/** The Well of Truth's piles and its base rule, shared by the rules and the search model. */
import { ALL_SUITS, CYCLIC_52, rankBit } from '../../model/cards.js';
import type { PileSpec } from '../../model/types.js';
import { pileIds } from '../../engine/pieces.js';

// Pile numbers follow `piles`: T0…T3 0–3, F0…F7 4–11, C 12, W0…W2 13–15.
export const T0 = 0;
export const CORNERS = 4;
export const F0 = 4;
export const BASES = 8;
export const C = 12;
export const W0 = 13;
export const SLOTS = 3;
export const FULL_BASE = 13;

export const piles = (): PileSpec[] => [
  ...pileIds('T', CORNERS, 'tableau'),
  ...pileIds('F', BASES, 'foundation'),
  { id: 'C', role: 'centre' },
  ...pileIds('W', SLOTS, 'slot'),
];

/** What a base of `count` cards topped by rank `top` takes: the next rank up, any suit, until it holds 13. */
export const baseTakes = (top: number, count: number): number => (count >= FULL_BASE ? 0 : rankBit(CYCLIC_52.next[top]!) | ALL_SUITS);
