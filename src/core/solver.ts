/**
 * The solver: a depth-first search over the game's compact search model (src/core/search/) with
 * canonical position keys and dead-end proofs. 'win' and 'lost' are proofs; 'unknown' only says
 * the budget ran out. For hints, "can this deal still be won?" and finding wins in tests.
 */
import { searchModelOf } from './engine.js';
import { mulberry32 } from './random.js';
import { rulesOf } from './registry.js';
import { moveName, type Model } from './search/model.js';
import { searchWin } from './search/search.js';
import type { Move, State } from './types.js';

/** The search model of `state` (`pruning: false` lists every move the rules allow, for tests), or null for a game without one. */
export const modelOf = (state: State, pruning = true): Model | null => searchModelOf(rulesOf(state.game), state, pruning);

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
  /** Wall-clock budget in milliseconds (default none); the clock is read every 4,096 moves tried. */
  readonly timeLimitMs?: number;
  /** Where the probes' random orders start (default 0): a caller that searches one position in several short calls passes a different seed each time, so they do not repeat one another. */
  readonly seed?: number;
}

/** Share of the budget spent on probes before the complete search, and the positions of one probe. */
const PROBE_SHARE = 0.5;
const PROBE_SIZE = 3_000;

/**
 * Pure and synchronous: `state` is not changed; the searches work on their own compact copies.
 * A depth-first search that took a wrong turn early can spend any budget below it, so where the
 * state space is large (every game but Golf, whose whole space fits a bit set) half the budget
 * first goes to probes: small searches with the moves after foundation moves in a random order
 * (fixed seeds, so results repeat). Many small probes found more wins than fewer large ones on
 * the Well 52 and Indian 2×52. Then one complete search with the rest of the budget.
 */
export function solve(state: State, { maxPositions = 1_000_000, timeLimitMs = Infinity, seed = 0 }: SolveOptions = {}): SolveResult {
  const start = Date.now();
  const first = modelOf(state);
  // A game declared without a search model: nothing is searched, nothing is proven.
  if (first === null) return { result: 'unknown', positions: 0 };
  let positions = 0;
  let found: ReturnType<typeof searchWin> | null = null;
  if (first.keySpace === 0) {
    const probeDeadline = start + timeLimitMs * PROBE_SHARE;
    for (let k = 0; positions + PROBE_SIZE <= maxPositions * PROBE_SHARE && Date.now() < probeDeadline; k++) {
      const probe = searchWin(modelOf(state)!, PROBE_SIZE, probeDeadline, mulberry32(seed + k));
      positions += probe.positions;
      if (probe.result !== 'unknown') {
        found = probe;
        break;
      }
    }
  }
  found ??= searchWin(modelOf(state)!, maxPositions - positions, start + timeLimitMs);
  positions += found.positions;
  if (found.result !== 'win') return { result: found.result, positions };
  const ids = rulesOf(state.game).piles(state.options).map((spec) => spec.id);
  return { result: 'win', moves: found.line.map((move) => moveName(move, ids)), positions };
}
