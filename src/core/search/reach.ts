/** How far a position can still get: the measure behind the best try in a lost position. */
import { clears, type Model } from './model.js';
import { seenSet } from './seen.js';

/**
 * The most cards some line from the model's position puts on foundations (cards never leave a
 * foundation in these games, so that is the most cards home it can reach): a depth-first search
 * over at most `maxPositions` new positions, so a lower bound once the budget runs out. The
 * model is left where it was.
 */
export function mostHome(model: Model, maxPositions: number): number {
  const seen = seenSet(model, maxPositions);
  seen.visit(model);
  let positions = 0;
  const buffers: Int32Array[] = [];
  const walk = (depth: number, home: number): number => {
    let best = home;
    const out = (buffers[depth] ??= new Int32Array(model.maxMoves));
    const n = model.moves(out, 0);
    for (let i = 0; i < n && positions < maxPositions; i++) {
      const move = out[i]!;
      model.make(move);
      if (seen.visit(model)) {
        positions++;
        best = Math.max(best, walk(depth + 1, home + (clears(model, move) ? 1 : 0)));
      }
      model.unmake(move);
    }
    return best;
  };
  return walk(0, 0);
}
