/**
 * The solver behind a guard, for the worker and the main-thread fallback. Its own module so the
 * table loads the solver only when a fallback analysis runs or a hint asks for the best try in a
 * lost position. It takes the game's rules and imports no registry: a game's worker carries its
 * one game.
 */
import { bestTryWith, gradeOf, type GradeLevel } from '../../core/search/assess.js';
import { solveWith, type SolveOptions, type SolveResult } from '../../core/search/solver.js';
import type { Move, Rules, State } from '../../core/model/types.js';

/** The solver's answer; 'unknown' with no positions for a game it has no search model for (one a host defined). */
export function solveOrUnknown(rules: Rules, state: State, options: SolveOptions): SolveResult {
  try {
    return solveWith(rules, state, options);
  } catch {
    return { result: 'unknown', positions: 0 };
  }
}

/** The best try in a lost position (`bestTry`); null where there is none or the game has no search model. */
export function bestTryOrNone(rules: Rules, state: State, maxPositions: number): Move | null {
  try {
    return bestTryWith(rules, state, { maxPositions })?.move ?? null;
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
export function gradeDeal(rules: Rules, state: State, asked?: GradeLevel): { readonly result: SolveResult; readonly level: GradeLevel | null } {
  const easyOnly = asked === 'easy';
  const result = solveOrUnknown(rules, state, { maxPositions: easyOnly ? EASY_POSITIONS : GRADE_POSITIONS });
  const level = gradeOf(result).level;
  return { result, level: easyOnly && level !== 'easy' ? null : level };
}
