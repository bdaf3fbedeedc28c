/**
 * The solver's functions by game id, for a host (a server verifying or grading a game): each
 * looks the game's rules up in the registry, so a module importing this carries all four games.
 * The searches themselves take the rules as an argument (`solveWith`, `bestTryWith`): a page's
 * worker bundles its one game's. The by-id functions that are not the solver's are in ../by-id.ts.
 */
import { searchModelOf } from '../engine/engine.js';
import { rulesOf } from '../registry.js';
import { bestTryWith, gradeOf, type BestTry, type Grade } from './assess.js';
import type { Model } from './model.js';
import { solveWith, type SolveOptions, type SolveResult } from './solver.js';
import type { State } from '../model/types.js';

/** The search model of `state` (`pruning: false` lists every move the rules allow, for tests), or null for a game without one. */
export const modelOf = (state: State, pruning = true): Model | null => searchModelOf(rulesOf(state.game), state, pruning);

/** `solveWith` the rules of `state.game`: see solver.ts. */
export function solve(state: State, options?: SolveOptions): SolveResult {
  return solveWith(rulesOf(state.game), state, options);
}

/** `bestTryWith` the rules of `state.game`: see assess.ts. */
export function bestTry(state: State, options?: { readonly maxPositions?: number }): BestTry | null {
  return bestTryWith(rulesOf(state.game), state, options);
}

/**
 * A deal's difficulty, measured by the solver's effort: how many positions `solve` (fixed probe
 * seeds, no clock) searches before it finds a win. Few positions mean many lines win and the
 * first tries find one; many mean the wins are few and deep. Easy up to 1,000 positions, medium up
 * to 30,000, hard beyond, or when no win is found within `maxPositions` (lost or unknown). The
 * same on every machine and every call, as no clock is read; it changes only if the solver does.
 */
export function grade(state: State, { maxPositions = 1_000_000 }: { readonly maxPositions?: number } = {}): Grade {
  return gradeOf(solve(state, { maxPositions }));
}
