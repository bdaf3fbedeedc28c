/** The Funnel's piles and its one rule, shared by the rules, the search model and the element. */
import { aceLowOrder, rankBit, type DeckSize } from '../../model/cards.js';
import type { PileSpec } from '../../model/types.js';
import { pileIds } from '../../engine/pieces.js';

// Pile numbers follow `piles`: S 0, W 1, then the columns T0… from 2.
export const S = 0;
export const W = 1;
export const T0 = 2;

/** The columns as dealt: 6 of 4 cards with 36, 7 of 5 with 52. */
export const shape = (deck: DeckSize) => (deck === 36 ? { columns: 6, rows: 4 } : { columns: 7, rows: 5 });

export const piles = (deck: DeckSize): PileSpec[] => [{ id: 'S', role: 'stock' }, { id: 'W', role: 'waste' }, ...pileIds('T', shape(deck).columns, 'tableau')];

/** The ranks W takes on a card of rank `under`: one up or one down, ace low; nothing on a king. A rank set (see `rankBit`). */
export function wasteTakes(deck: DeckSize, under: number): number {
  const order = aceLowOrder(deck);
  const up = order.next[under]!;
  return up === -1 ? 0 : rankBit(up) | rankBit(order.prev[under]!);
}
