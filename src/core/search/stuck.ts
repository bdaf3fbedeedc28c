/**
 * `status`' stuck-search, apart from the solver's searches (search.ts): an element loads it with
 * its game's rules, and the solver only when it is needed.
 */
import type { Model } from './model.js';
import { grow, seenSet } from './seen.js';

/**
 * `status`' stuck-search (docs/rules.md, "Common ground"): whether some sequence of moves reaches a position with a
 * move onto a foundation. True as soon as one is seen; false only when every reachable position
 * was looked at; 'unknown' when `maxPositions` ran out first.
 */
export function reachesFoundationMove(model: Model, maxPositions: number): boolean | 'unknown' {
  const seen = seenSet(model, maxPositions);
  seen.visit(model);
  let buffer: Int32Array<ArrayBuffer> = new Int32Array(model.maxMoves * 16);
  let starts: Int32Array<ArrayBuffer> = new Int32Array(64);
  let ends: Int32Array<ArrayBuffer> = new Int32Array(64);
  let line: Int32Array<ArrayBuffer> = new Int32Array(64);
  let depth = 0;
  let positions = 0;
  ends[0] = model.moves(buffer, 0);
  for (let i = 0; i < ends[0]!; i++) if (model.toFoundation(buffer[i]!)) return true;
  starts[0] = 0;
  for (;;) {
    if (starts[depth]! === ends[depth]!) {
      if (depth === 0) return false;
      model.unmake(line[--depth]!);
      continue;
    }
    const move = buffer[starts[depth]!++]!;
    model.make(move);
    if (!seen.visit(model)) {
      model.unmake(move);
      continue;
    }
    if (++positions >= maxPositions) return 'unknown';
    line[depth++] = move;
    if (depth === starts.length) {
      starts = grow(starts);
      ends = grow(ends);
      line = grow(line);
    }
    const at = ends[depth - 1]!;
    if (at + model.maxMoves > buffer.length) buffer = grow(buffer);
    starts[depth] = at;
    ends[depth] = at + model.moves(buffer, at);
    for (let i = at; i < ends[depth]!; i++) if (model.toFoundation(buffer[i]!)) return true;
  }
}
