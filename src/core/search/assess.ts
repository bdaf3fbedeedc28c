/**
 * What the solver can say about a deal beyond won or lost: the best try in a lost position and a
 * deal's difficulty grade. Both are deterministic: the same state gives the same answer every call.
 */
import { searchModelOf } from '../engine/engine.js';
import { clears, moveName } from './model.js';
import { mostHome } from './reach.js';
import type { SolveResult } from './solver.js';
import type { Move, Rules, State } from '../model/types.js';

export interface BestTry {
  readonly move: Move;
  /** The most cards the search found a line could still put home, this move's own included. */
  readonly home: number;
}

/**
 * The legal move after which the most cards can still get home: for each move, a depth-first
 * search of at most `maxPositions / moves` positions finds the most cards a line can put on the
 * foundations (a lower bound once that budget runs out); ties go to the move the search model
 * lists first (foundation moves first). For a hint in a position the solver has proven lost:
 * "no winning move; best try". Null only when no move is legal. `bestTry` takes the rules by id.
 */
export function bestTryWith(rules: Rules, state: State, { maxPositions = 200_000 }: { readonly maxPositions?: number } = {}): BestTry | null {
  const legal = rules.legalMoves(state);
  if (legal.length === 0) return null;
  const model = searchModelOf(rules, state, false);
  // A game without a search model: any legal move is a try.
  if (model === null) return { move: legal[0]!, home: 0 };
  const ids = rules.piles(state.options).map((spec) => spec.id);
  const out = new Int32Array(model.maxMoves);
  const count = model.moves(out, 0);
  let best: BestTry | null = null;
  for (let i = 0; i < count; i++) {
    const move = moveName(out[i]!, ids);
    const next = rules.apply(state, move);
    const home = (clears(model, out[i]!) ? 1 : 0) + mostHome(searchModelOf(rules, next)!, Math.max(1, Math.floor(maxPositions / count)));
    if (best === null || home > best.home) best = { move, home };
  }
  // The model lists every legal move up to interchangeable piles, so it lists one whenever the rules do.
  return best ?? { move: legal[0]!, home: 0 };
}

export type GradeLevel = 'easy' | 'medium' | 'hard';

export interface Grade {
  readonly level: GradeLevel;
  /** log10 of the positions the solver searched to decide (1 + positions): the number behind the level. */
  readonly effort: number;
  /** The solver's verdict within the budget: only a 'win' can be easy or medium. */
  readonly result: 'win' | 'lost' | 'unknown';
}

/** Wins found within this many positions are easy, within the second medium; the rest hard. */
const EASY_POSITIONS = 1_000;
const MEDIUM_POSITIONS = 30_000;


/** The grade of a deal from its `solve` result (`npm run stats` grades the results it has). */
export function gradeOf(found: SolveResult): Grade {
  const level = found.result !== 'win' || found.positions > MEDIUM_POSITIONS ? 'hard' : found.positions > EASY_POSITIONS ? 'medium' : 'easy';
  return { level, effort: Math.log10(1 + found.positions), result: found.result };
}
