/**
 * The solver: a depth-first search over the game's compact search model (src/core/search/) with
 * canonical position keys and dead-end proofs. 'win' and 'lost' are proofs; 'unknown' only says
 * the budget (or the move limit, see `SolveResult`) ran out. For hints, "can this deal still be
 * won?" and finding wins in tests.
 */
import { searchModelOf } from '../engine/engine.js';
import { moveCount } from '../engine/state.js';
import { DEFAULT_MAX_MOVES } from '../model/limits.js';
import { mulberry32 } from '../model/random.js';
import { moveName } from './model.js';
import { searchBeam, searchWin } from './search.js';
import type { Move, Rules, State } from '../model/types.js';

export type SolveResult =
  /** A winning continuation from the given position (empty if it is already won); `verifyWin` accepts the whole game. */
  | { readonly result: 'win'; readonly moves: Move[]; readonly positions: number }
  /** Proven: no sequence of moves wins from here. */
  | { readonly result: 'lost'; readonly positions: number }
  /** The budget ran out first, or every win it met would take the whole game past `DEFAULT_MAX_MOVES`. */
  | { readonly result: 'unknown'; readonly positions: number };

export interface SolveOptions {
  /**
   * Positions expanded at most. Default 1,000,000, or 2,000,000 where the game's whole space fits
   * a bit set (Golf), whose memory does not grow with the positions: every Funnel 52 free-draw
   * deal of seeds 1–1000 is decided within 1,250,000 (seed 41 needs the most).
   */
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
 * Beam probes (models with snapshots: the Well) alternate with rounds of dives: the first beam is
 * 64 wide, each next one twice as wide up to 1,024, each searching at most 50 positions from each
 * beam position between draws; a round of dives gets as many positions as the beam before it
 * used, at least 30,000. Seeds 1–100 of the Well 52 at 1,500,000 positions: 92 won with beams and
 * dives, 80 with dives alone, 87 with beams first and dives after.
 */
const BEAM_FIRST = 64;
const BEAM_LAST = 1_024;
const BEAM_LOCAL = 50;
const DIVE_ROUND = 30_000;

/**
 * `solve` for a position of `rules`' game: the search reads no registry, so a worker or a page
 * that bundles one game's rules carries that game alone (`solve` takes the rules by id).
 * Pure and synchronous: `state` is not changed; the searches work on their own compact copies.
 * A depth-first search that took a wrong turn early can spend any budget below it, so where the
 * state space is large (every game but Golf, whose whole space fits a bit set) half the budget
 * first goes to probes: small searches with the moves after foundation moves in a random order
 * (fixed seeds, so results repeat). Many small probes found more wins than fewer large ones on
 * the Well 52 and Indian 2×52. Where the model can save positions (the Well), beam searches over
 * the stock guided by the model's score alternate with those probes: they find the long wins
 * that random dives miss, and the dives the ones a beam's score leads it away from. Then one
 * complete search with the rest of the budget.
 */
export function solveWith(rules: Rules, state: State, { maxPositions: cap, timeLimitMs = Infinity, seed = 0 }: SolveOptions = {}): SolveResult {
  const start = Date.now();
  const first = searchModelOf(rules, state);
  // A game declared without a search model: nothing is searched, nothing is proven.
  if (first === null) return { result: 'unknown', positions: 0 };
  const maxPositions = cap ?? (first.keySpace > 0 ? 2_000_000 : 1_000_000);
  // A longer win would make a game `verifyWin` rejects (Indian 2×52 seed 934 found one of 49,152 moves).
  const maxLine = Math.max(0, DEFAULT_MAX_MOVES - moveCount(state));
  let positions = 0;
  let found: ReturnType<typeof searchWin> | null = null;
  if (first.keySpace === 0) {
    const probeBudget = maxPositions * PROBE_SHARE;
    const probeDeadline = start + timeLimitMs * PROBE_SHARE;
    const model = first;
    const beams = model.snapshotBytes !== undefined;
    let width = BEAM_FIRST;
    let round = DIVE_ROUND;
    for (let k = 0, b = 0; found === null && positions + PROBE_SIZE <= probeBudget && Date.now() < probeDeadline; b++) {
      const roundEnd = beams ? Math.min(probeBudget, positions + round) : probeBudget;
      for (; positions + PROBE_SIZE <= roundEnd && Date.now() < probeDeadline; k++) {
        const probe = searchWin(model, PROBE_SIZE, probeDeadline, mulberry32(seed + k), maxLine);
        positions += probe.positions;
        if (probe.result !== 'unknown') {
          found = probe;
          break;
        }
      }
      if (found !== null || !beams || Date.now() >= probeDeadline) break;
      const beam = searchBeam(model, width, BEAM_LOCAL, probeBudget - positions, probeDeadline, mulberry32(~(seed + b)));
      positions += beam.positions;
      if (beam.result === 'win' && beam.line.length <= maxLine) found = beam;
      round = Math.max(DIVE_ROUND, beam.positions);
      width = Math.min(2 * width, BEAM_LAST);
    }
  }
  found ??= searchWin(searchModelOf(rules, state)!, maxPositions - positions, start + timeLimitMs, undefined, maxLine);
  positions += found.positions;
  if (found.result !== 'win') return { result: found.result, positions };
  const ids = rules.piles(state.options).map((spec) => spec.id);
  return { result: 'win', moves: found.line.map((move) => moveName(move, ids)), positions };
}
