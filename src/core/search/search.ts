/** Depth-first and beam searches for a win over a game's search model: the solver's. */
import { clears, DRAW, type Model } from './model.js';
import { grow, seenSet } from './seen.js';

export type SearchResult =
  | { readonly result: 'win'; readonly line: number[]; readonly positions: number }
  | { readonly result: 'lost' | 'unknown'; readonly positions: number };

/** How often, in moves made (new positions or not), the clock is read: a few milliseconds at most. */
const CLOCK_EVERY = 4096;

/**
 * Depth-first search for a win with a table of seen canonical keys. Sound for 'lost': a key met
 * again belongs to a position that is on the current line (its moves are being tried) or fully
 * searched without a win (else the search would have returned), and keys are only shared by
 * positions with the same future. Positions the model proves dead are not expanded. With
 * `random`, each position's moves after its foundation moves are tried in a random order (a probe
 * for a win; its 'lost' is as sound as any, since every move is still tried); where the model sets
 * `probeDive`, that probe is a run of independent dives of that size. A win is at most `maxLine`
 * moves long: a position at that depth is not expanded, and a search that cut one says 'unknown',
 * never 'lost' (a line can wander between reversible moves for tens of thousands of moves).
 */
export function searchWin(model: Model, maxPositions: number, deadline: number, random?: () => number, maxLine = Infinity): SearchResult {
  const dive = random ? (model.probeDive ?? 0) : 0;
  if (dive === 0 || dive >= maxPositions) return searchFrom(model, maxPositions, deadline, random, maxLine);
  // A probe made of dives: complete searches of `dive` positions each from the start, each
  // with its own seen set and its own random order. Each is a sound search on its own, so a
  // dive's 'win' and 'lost' are the probe's.
  let positions = 0;
  while (positions + dive <= maxPositions && Date.now() <= deadline) {
    const found = searchFrom(model, dive, deadline, random, maxLine);
    positions += found.positions;
    if (found.result !== 'unknown') return { ...found, positions };
  }
  return { result: 'unknown', positions };
}

/** `searchWin` as one depth-first search; on 'unknown' the model is back at the start. */
function searchFrom(model: Model, maxPositions: number, deadline: number, random: (() => number) | undefined, maxLine: number): SearchResult {
  if (model.won()) return { result: 'win', line: [], positions: 0 };
  if (maxLine === 0) return { result: 'unknown', positions: 0 };
  const seen = seenSet(model, maxPositions);
  seen.visit(model);
  if (model.dead()) return { result: 'lost', positions: 0 };
  let buffer: Int32Array<ArrayBuffer> = new Int32Array(model.maxMoves * 16);
  // Per depth: where its moves start, where they end, which is next; the line made so far.
  let starts: Int32Array<ArrayBuffer> = new Int32Array(64);
  let ends: Int32Array<ArrayBuffer> = new Int32Array(64);
  let nexts: Int32Array<ArrayBuffer> = new Int32Array(64);
  let line: Int32Array<ArrayBuffer> = new Int32Array(64);
  let depth = 0;
  starts[0] = 0;
  ends[0] = model.moves(buffer, 0);
  nexts[0] = 0;
  if (random) shuffleMoves(model, buffer, 0, ends[0]!, random);
  let positions = 0;
  let made = 0;
  let cut = false;
  for (;;) {
    if (nexts[depth]! === ends[depth]!) {
      if (depth === 0) return { result: cut ? 'unknown' : 'lost', positions };
      model.unmake(line[--depth]!);
      continue;
    }
    const move = buffer[nexts[depth]!++]!;
    if (++made % CLOCK_EVERY === 0 && Date.now() > deadline) return unwound(model, line, depth, positions);
    model.make(move);
    if (model.won()) {
      const moves = Array.from(line.subarray(0, depth));
      moves.push(move);
      return { result: 'win', line: moves, positions };
    }
    if (!seen.visit(model) || model.dead()) {
      model.unmake(move);
      continue;
    }
    if (++positions >= maxPositions) {
      model.unmake(move);
      return unwound(model, line, depth, positions);
    }
    if (depth + 1 === maxLine) {
      model.unmake(move);
      cut = true;
      continue;
    }
    line[depth++] = move;
    if (depth === starts.length) {
      starts = grow(starts);
      ends = grow(ends);
      nexts = grow(nexts);
      line = grow(line);
    }
    const at = ends[depth - 1]!;
    if (at + model.maxMoves > buffer.length) buffer = grow(buffer);
    starts[depth] = at;
    nexts[depth] = at;
    ends[depth] = at + model.moves(buffer, at);
    if (random) shuffleMoves(model, buffer, at, ends[depth]!, random);
  }
}

/** Takes back the `depth` moves of `line`, so the model is at the start again, and says 'unknown'. */
function unwound(model: Model, line: Int32Array, depth: number, positions: number): SearchResult {
  while (depth > 0) model.unmake(line[--depth]!);
  return { result: 'unknown', positions };
}

function shuffleMoves(model: Model, moves: Int32Array, start: number, end: number, random: () => number): void {
  while (start < end && clears(model, moves[start]!)) start++;
  for (let i = end - 1; i > start; i--) {
    const j = start + Math.floor(random() * (i - start + 1));
    const t = moves[i]!;
    moves[i] = moves[j]!;
    moves[j] = t;
  }
}


/**
 * A probe for a win in games where `draw` can never be taken back (the Well): a beam search
 * over the stock. Level k holds up to `width` positions with k cards drawn. From each, a
 * depth-first search of at most `local` positions walks the moves other than `draw`; every
 * position it meets where the stock lasts is a candidate, and the `width` best by the model's
 * `score` (ties broken at random) draw the next card and form level k + 1. Keys are shared
 * across a level, so two beam positions that meet are searched once. Only a 'win' means
 * anything (its line is checked like any other); a beam that empties proves nothing, so that is
 * 'unknown'. The model is left at the start.
 */
export function searchBeam(model: Model, width: number, local: number, maxPositions: number, deadline: number, random: () => number): SearchResult {
  const size = model.snapshotBytes!;
  const root = new Uint8Array(size);
  model.save!(root, 0);
  // Every beam position ever made: its parent and the moves from the parent to it (ending in `draw`).
  const parents: number[] = [-1];
  const segments: Int32Array[] = [new Int32Array(0)];
  let beam = { ids: [0], snaps: root };
  let positions = 0;
  let made = 0;
  const buffer = new Int32Array(model.maxMoves * (local + 2));
  const starts = new Int32Array(local + 2);
  const ends = new Int32Array(local + 2);
  const line = new Int32Array(local + 2);
  const lineOf = (id: number, tail: Int32Array): number[] => {
    const parts: Int32Array[] = [tail];
    for (let e = id; e > 0; e = parents[e]!) parts.push(segments[e]!);
    return parts.reverse().flatMap((part) => Array.from(part));
  };
  const done = (result: SearchResult): SearchResult => {
    model.restore!(root, 0);
    return result;
  };
  for (;;) {
    const seen = seenSet(model, beam.ids.length * local);
    // The candidates: a min-heap on score of at most `width`, each with its snapshot, its beam parent and its moves from there.
    const scores = new Float64Array(width);
    const snaps = new Uint8Array(width * size);
    const from = new Int32Array(width);
    // Candidate slot s's moves from its beam parent: lines[s * (local + 1) ..], `lengths[s]` of them.
    const lines = new Int32Array(width * (local + 1));
    const lengths = new Int32Array(width);
    const heap = new Int32Array(width);
    let count = 0;
    const offer = (parent: number, depth: number): void => {
      const score = model.score!() + random();
      let slot: number;
      if (count < width) {
        slot = count;
        heap[count++] = slot;
        for (let i = count - 1; i > 0; ) {
          const up = (i - 1) >> 1;
          if (scores[heap[up]!]! <= score) break;
          heap[i] = heap[up]!;
          heap[up] = slot;
          i = up;
        }
      } else {
        slot = heap[0]!;
        if (scores[slot]! >= score) return;
        // Sift the replaced root down.
        scores[slot] = score;
        for (let i = 0; ; ) {
          const l = 2 * i + 1;
          if (l >= count) break;
          const r = l + 1;
          const c = r < count && scores[heap[r]!]! < scores[heap[l]!]! ? r : l;
          if (scores[heap[c]!]! >= score) break;
          heap[i] = heap[c]!;
          heap[c] = slot;
          i = c;
        }
      }
      scores[slot] = score;
      model.save!(snaps, slot * size);
      from[slot] = parent;
      for (let i = 0; i < depth; i++) lines[slot * (local + 1) + i] = line[i]!;
      lengths[slot] = depth;
    };
    for (let b = 0; b < beam.ids.length; b++) {
      const id = beam.ids[b]!;
      model.restore!(beam.snaps, b * size);
      if (!seen.visit(model)) continue;
      if (model.won()) return done({ result: 'win', line: lineOf(id, new Int32Array(0)), positions });
      let depth = 0;
      let found = 1;
      if (!model.stockEmpty()) offer(id, 0);
      starts[0] = 0;
      ends[0] = model.moves(buffer, 0);
      for (;;) {
        if (starts[depth]! === ends[depth]!) {
          if (depth === 0) break;
          model.unmake(line[--depth]!);
          continue;
        }
        const move = buffer[starts[depth]!++]!;
        if (move === DRAW) continue;
        if (++made % CLOCK_EVERY === 0 && Date.now() > deadline) return done({ result: 'unknown', positions });
        model.make(move);
        if (model.won()) {
          line[depth] = move;
          return done({ result: 'win', line: lineOf(id, line.slice(0, depth + 1)), positions });
        }
        if (found >= local || !seen.visit(model) || model.dead()) {
          model.unmake(move);
          continue;
        }
        found++;
        if (++positions >= maxPositions) return done({ result: 'unknown', positions });
        line[depth++] = move;
        if (!model.stockEmpty()) offer(id, depth);
        const at = ends[depth - 1]!;
        starts[depth] = at;
        ends[depth] = at + model.moves(buffer, at);
      }
    }
    if (count === 0) return done({ result: 'unknown', positions });
    const next = { ids: new Array<number>(count), snaps: new Uint8Array(count * size) };
    for (let k = 0; k < count; k++) {
      model.restore!(snaps, k * size);
      model.make(DRAW);
      model.save!(next.snaps, k * size);
      const segment = new Int32Array(lengths[k]! + 1);
      segment.set(lines.subarray(k * (local + 1), k * (local + 1) + lengths[k]!));
      segment[lengths[k]!] = DRAW;
      next.ids[k] = parents.length;
      parents.push(from[k]!);
      segments.push(segment);
    }
    beam = next;
  }
}
