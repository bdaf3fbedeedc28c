/**
 * The solver behind a guard, for the worker and the main-thread fallback. Its own module so the
 * table loads the solver (the search models of every game) only when a fallback analysis runs or
 * a hint asks for the best try in a lost position.
 */
import { bestTry, gradeOf, solve, type GradeLevel, type Move, type SolveOptions, type SolveResult, type State } from '../../core/index.js';

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

/**
 * Positions of the searches that grade a deal. `grade` searches up to 1,000,000, but its level is
 * settled once 30,000 positions have passed without a win (hard), and a search capped at
 * GRADE_POSITIONS runs the same probes in the same order as the full one up to there (probes get
 * half the budget, each at most 3,000 positions), so it gives `grade`'s level at a tenth of the
 * cost. Whether a deal is easy is settled after 1,000 positions: EASY_POSITIONS tells that alone.
 */
export const GRADE_POSITIONS = 100_000;
const EASY_POSITIONS = 10_000;

/**
 * `grade(state).level`, or with `asked`, whether it is that level (a level, else `null`, which
 * for easy takes a tenth of the search); the result also says whether the deal was proven won.
 */
export function gradeDeal(state: State, asked?: GradeLevel): { readonly result: SolveResult; readonly level: GradeLevel | null } {
  const easyOnly = asked === 'easy';
  const result = solveOrUnknown(state, { maxPositions: easyOnly ? EASY_POSITIONS : GRADE_POSITIONS });
  const level = gradeOf(result).level;
  return { result, level: easyOnly && level !== 'easy' ? null : level };
}
