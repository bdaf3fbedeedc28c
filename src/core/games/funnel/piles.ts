/** The Funnel's piles and its one rule, shared by the rules, the search model and the element. */
import { aceLowOrder, rankBit, type DeckSize } from '../../model/cards.js';
import type { PileSpec } from '../../model/types.js';
import { firstPiles, pileSpecs, type PileRow } from '../../engine/pieces.js';

/** The columns as dealt: 6 of 4 cards with 36, 7 of 5 with 52. */
export const shape = (deck: DeckSize) => (deck === 36 ? { columns: 6, rows: 4 } : { columns: 7, rows: 5 });
/** The stock "А", the open pile "В", then the columns (last, so the other numbers do not depend on the deck). */
const rows = (deck: DeckSize): readonly PileRow[] => [['S', 'stock'], ['W', 'waste'], ['T', shape(deck).columns, 'tableau']];
export const piles = (deck: DeckSize): PileSpec[] => pileSpecs(rows(deck));
export const { S, W, T: T0 } = firstPiles(rows(36));

/** The ranks W takes on a card of rank `under`: one up or one down, ace low; nothing on a king. A rank set (see `rankBit`). */
export function wasteTakes(deck: DeckSize, under: number): number {
  const order = aceLowOrder(deck);
  const up = order.next[under]!;
  return up === -1 ? 0 : rankBit(up) | rankBit(order.prev[under]!);
}
