/** Pieces games build their deals and actions from. */
import type { Card } from '../model/cards.js';
import type { Pile, PileRole, PileSpec, State } from '../model/types.js';
import type { ActionDefinition, Variant } from './definition.js';
import type { Refusal } from './refusals.js';

/** Piles dealt in rows, as cards are laid on a table: row by row, left to right. */
export function dealRows(cards: Card[], columns: number, rows: number, faceDownRows = 0): Pile[] {
  const piles: Card[][] = Array.from({ length: columns }, () => []);
  for (let row = 0; row < rows; row++) for (let col = 0; col < columns; col++) piles[col]!.push(cards.shift()!);
  return piles.map((cards) => ({ cards, down: Math.min(faceDownRows, cards.length) }));
}

/** The stock: the remaining cards face down, the next one to come (lowest index) on top. */
export function stockOf(cards: readonly Card[]): Pile {
  const reversed = cards.slice().reverse();
  return { cards: reversed, down: reversed.length };
}

export const faceUp = (cards: Card[]): Pile => ({ cards, down: 0 });
/** Shared by every deal's empty piles, so frozen: a caller's write to one must not reach every later deal. */
export const emptyPile: Pile = Object.freeze({ cards: Object.freeze([]) as readonly Card[], down: 0 });

/** The `draw` action: top of the stock onto the waste, face up. */
export function drawAction(check: (state: State, variant: Variant) => Refusal | null): ActionDefinition {
  return {
    name: 'draw',
    pile: 'stock',
    check,
    apply(draft) {
      const { stock, waste } = draft.variant.byRole;
      draft.put(waste[0]!, draft.take(stock[0]!));
    },
  };
}

export const pileIds = (prefix: string, count: number, role: PileRole): PileSpec[] =>
  Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i}`, role }));

/** A game's piles in table order: `[id, role]` for one pile, `[prefix, count, role]` for a numbered row (`T0…`). */
export type PileRow = readonly [id: string, role: PileRole] | readonly [prefix: string, count: number, role: PileRole];

export const pileSpecs = (rows: readonly PileRow[]): PileSpec[] =>
  rows.flatMap((row) => (row.length === 2 ? [{ id: row[0], role: row[1] }] : pileIds(row[0], row[1], row[2])));

/** The pile number of each row's first pile, by its id or prefix: the numbers a game's checks read, from the one declaration. */
export function firstPiles(rows: readonly PileRow[]): Readonly<Record<string, number>> {
  const first: Record<string, number> = {};
  let at = 0;
  for (const row of rows) {
    first[row[0]] = at;
    at += row.length === 2 ? 1 : row[1];
  }
  return first;
}
