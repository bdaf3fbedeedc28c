/** The Well of Truth's piles and its base rule, shared by the rules and the search model. */
import { ALL_SUITS, CYCLIC_52, rankBit } from '../../model/cards.js';
import type { PileSpec } from '../../model/types.js';
import { firstPiles, pileSpecs, type PileRow } from '../../engine/pieces.js';

export const CORNERS = 4;
export const BASES = 8;
export const SLOTS = 3;
export const FULL_BASE = 13;
/** The corner piles, the bases, the well and the open slots. */
const ROWS: readonly PileRow[] = [['T', CORNERS, 'tableau'], ['F', BASES, 'foundation'], ['C', 'centre'], ['W', SLOTS, 'slot']];
export const piles = (): PileSpec[] => pileSpecs(ROWS);
export const { T: T0, F: F0, C, W: W0 } = firstPiles(ROWS);

/** What a base of `count` cards topped by rank `top` takes: the next rank up, any suit, until it holds 13. */
export const baseTakes = (top: number, count: number): number => (count >= FULL_BASE ? 0 : rankBit(CYCLIC_52.next[top]!) | ALL_SUITS);
