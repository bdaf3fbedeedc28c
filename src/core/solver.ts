/**
 * A depth-first solver with a table of seen positions: foundation moves first, stock and
 * phase actions last. For hints, "can this deal still be won" and finding real wins in
 * tests. Bounded by the number of positions it expands, so it always returns.
 */
import { positionKey } from './engine.js';
import { rulesOf } from './registry.js';
import type { Move, State } from './types.js';

export interface SolveResult {
  /** A winning continuation from the given position, or `null` if none was found. */
  readonly moves: Move[] | null;
  /** True when every reachable position was looked at: `moves === null` then means unwinnable. */
  readonly complete: boolean;
  /** Positions expanded. */
  readonly positions: number;
}

/** Lower is tried first. */
const priority = (move: Move): number => (move.includes('>F') ? 0 : move.includes('>') ? 1 : 2);

export function solve(start: State, { maxPositions = 200_000 }: { maxPositions?: number } = {}): SolveResult {
  const rules = rulesOf(start.game);
  if (rules.status(start) === 'won') return { moves: [], complete: true, positions: 0 };
  // Each frame's moves are sorted worst first, so pop() yields the best untried move.
  const ordered = (moves: Move[]) => moves.sort((a, b) => priority(b) - priority(a));
  const seen = new Set<string>([positionKey(start)]);
  const stack: { state: State; untried: Move[]; via: Move }[] = [{ state: start, untried: ordered(rules.legalMoves(start)), via: '' }];
  let positions = 0;
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    const move = frame.untried.pop();
    if (move === undefined) {
      stack.pop();
      continue;
    }
    const next = rules.apply(frame.state, move);
    const key = positionKey(next);
    if (seen.has(key)) continue;
    seen.add(key);
    const moves = rules.legalMoves(next);
    if (moves.length === 0 && rules.status(next) === 'won') {
      return { moves: [...stack.slice(1).map((f) => f.via), move], complete: true, positions };
    }
    if (++positions > maxPositions) return { moves: null, complete: false, positions };
    stack.push({ state: next, untried: ordered(moves), via: move });
  }
  return { moves: null, complete: true, positions };
}
