/**
 * The solver behind a guard, for the worker and the main-thread fallback. Its own module so the
 * table loads the solver (the search models of every game) only when a fallback analysis runs.
 */
import { solve, type SolveOptions, type SolveResult, type State } from '../../core/index.js';

/** The solver's answer; 'unknown' with no positions for a game it has no search model for (one registered at run time). */
export function solveOrUnknown(state: State, options: SolveOptions): SolveResult {
  try {
    return solve(state, options);
  } catch {
    return { result: 'unknown', positions: 0 };
  }
}
