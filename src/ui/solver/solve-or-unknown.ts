/**
 * The solver behind a guard, for the worker and the main-thread fallback. Its own module so the
 * table loads the solver (the search models of every game) only when a fallback analysis runs or
 * a hint asks for the best try in a lost position.
 */
import { bestTry, solve, type Move, type SolveOptions, type SolveResult, type State } from '../../core/index.js';

/** The solver's answer; 'unknown' with no positions for a game it has no search model for (one registered at run time). */
export function solveOrUnknown(state: State, options: SolveOptions): SolveResult {
  try {
    return solve(state, options);
  } catch {
    return { result: 'unknown', positions: 0 };
  }
}

/** The best try in a lost position (`bestTry`); null where there is none or the game has no search model. */
export function bestTryOrNone(state: State, maxPositions: number): Move | null {
  try {
    return bestTry(state, { maxPositions })?.move ?? null;
  } catch {
    return null;
  }
}
