/**
 * Cards that go home by themselves: a card goes to a foundation on its own only when that move can
 * never be worse than keeping the card. The rule is the search's own, stated once in each game's
 * search model (`Model.moves`), so the solver and hints play the same moves first:
 *
 * - A model lists a foundation move alone when it is proven safe: the Well and Indian (see each
 *   model's `safe`, whose comment is the proof: of any winning line that keeps the card back, the
 *   same line with the card sent home first still wins).
 * - Or when it is the only move there is, up to piles that are interchangeable (a model omits a
 *   legal move only when a listed one leads to a position with the same future): every winning line
 *   makes that move next, so making it now loses nothing. In the Well of Truth, whose bases must be
 *   served before any other move, this is its rule: one card that fits one kind of base.
 *
 * The Funnel has no foundations: nothing ever goes home by itself there.
 */
import { searchModelOf } from '../engine/engine.js';
import type { Move, Rules, State } from '../model/types.js';
import { moveName } from './model.js';

/** `safeHomeMove` for one game's `rules`: an element bundles only its own game, not the registry. */
export function safeHomeMoveOf(rules: Rules, state: State): Move | null {
  const model = searchModelOf(rules, state);
  if (!model) return null;
  const out = new Int32Array(model.maxMoves);
  if (model.moves(out, 0) !== 1 || !model.toFoundation(out[0]!)) return null;
  return moveName(out[0]!, rules.piles(state.options).map((spec) => spec.id));
}
