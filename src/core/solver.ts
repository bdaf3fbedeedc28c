/**
 * The solver: a depth-first search over the game's compact search model (src/core/search/) with
 * canonical position keys and dead-end proofs. 'win' and 'lost' are proofs; 'unknown' only says
 * the budget ran out. For hints, "can this deal still be won?" and finding wins in tests.
 */
import { rulesOf } from './registry.js';
import { moveName } from './search/model.js';
import { modelOf, searchWin } from './search/search.js';
import type { Move, State } from './types.js';

export type SolveResult =
  /** A winning continuation from the given position (empty if it is already won); `verifyWin` accepts the whole game. */
  | { readonly result: 'win'; readonly moves: Move[]; readonly positions: number }
  /** Proven: no sequence of moves wins from here. */
  | { readonly result: 'lost'; readonly positions: number }
  /** The budget ran out first. */
  | { readonly result: 'unknown'; readonly positions: number };

export interface SolveOptions {
  /** Positions expanded at most (default 1,000,000). */
  readonly maxPositions?: number;
  /** Wall-clock budget in milliseconds (default none); the clock is read every 1024 positions. */
  readonly timeLimitMs?: number;
}

/** Pure and synchronous: `state` is not changed; the search works on its own compact copy. */
export function solve(state: State, { maxPositions = 1_000_000, timeLimitMs = Infinity }: SolveOptions = {}): SolveResult {
  const found = searchWin(modelOf(state), maxPositions, Date.now() + timeLimitMs);
  if (found.result !== 'win') return found;
  const ids = rulesOf(state.game).piles(state.options).map((spec) => spec.id);
  return { result: 'win', moves: found.line.map((move) => moveName(move, ids)), positions: found.positions };
}
