/**
 * Where the arrow keys go on a table: pure geometry over the piles' boxes, so Node tests can
 * try any layout. A pile is placed by its first card (a long column's foot is no place to aim
 * at), and an arrow goes to the nearest pile whose place lies that way.
 */

export type Direction = 'left' | 'right' | 'up' | 'down';

/** A pile's place on screen: the centre of its first card, in CSS pixels. */
export interface Spot {
  readonly id: string;
  readonly x: number;
  readonly y: number;
}

/** A pile's box and a card's height make its spot: the middle of the card at its top. */
export function spotOf(id: string, box: { left: number; top: number; width: number; height: number }, cardHeight: number): Spot {
  return { id, x: box.left + box.width / 2, y: box.top + Math.min(box.height, cardHeight) / 2 };
}

// Off-axis distance counts double: the next pile in a row beats a nearer one in the row below.
const OFF_AXIS = 2;
// Piles whose places differ by less than this along an axis count as level with each other.
const LEVEL = 4;

/** The nearest spot from `from` in `direction`, or `null` when there is none that way. */
export function neighbour(spots: readonly Spot[], from: string, direction: Direction): string | null {
  const here = spots.find((s) => s.id === from);
  if (!here) return spots[0]?.id ?? null;
  let best: string | null = null;
  let bestScore = Infinity;
  for (const s of spots) {
    if (s.id === from) continue;
    const dx = s.x - here.x;
    const dy = s.y - here.y;
    const [along, across] = direction === 'left' || direction === 'right' ? [dx, dy] : [dy, dx];
    const sign = direction === 'right' || direction === 'down' ? 1 : -1;
    if (along * sign < LEVEL) continue;
    const score = along * sign + OFF_AXIS * Math.abs(across);
    if (score < bestScore) [best, bestScore] = [s.id, score];
  }
  return best;
}

/** Spots in reading order: rows from the top (spots level with each other share a row), left to right. */
export function readingOrder(spots: readonly Spot[]): string[] {
  return [...spots].sort((a, b) => (Math.abs(a.y - b.y) < LEVEL ? a.x - b.x : a.y - b.y)).map((s) => s.id);
}

/** The spot `step` places after `from` in reading order among `ids`, wrapping round. */
export function cycle(spots: readonly Spot[], ids: ReadonlySet<string>, from: string, step: number): string | null {
  const order = readingOrder(spots.filter((s) => ids.has(s.id)));
  if (order.length === 0) return null;
  const at = order.indexOf(from);
  if (at < 0) return order[step > 0 ? 0 : order.length - 1]!;
  return order[(((at + step) % order.length) + order.length) % order.length]!;
}
