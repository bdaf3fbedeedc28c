/** Depth-first searches over a game's search model: the solver's and `status`' stuck-search. */
import type { GameId, State } from '../types.js';
import { FunnelModel } from './funnel.js';
import { IndianModel } from './indian.js';
import type { Model } from './model.js';
import { WellOfTruthModel } from './well-of-truth.js';
import { WellModel } from './well.js';

const MODELS: Record<GameId, new (state: State) => Model> = {
  well: WellModel,
  funnel: FunnelModel,
  'well-of-truth': WellOfTruthModel,
  indian: IndianModel,
};

export const modelOf = (state: State): Model => new MODELS[state.game](state);

/** A set of keys: a bit set when the model's keys are small integers, else a hash set. */
interface Seen {
  /** Adds `key`; false when it was already there. */
  add(key: number | string): boolean;
}

function seenSet(model: Model): Seen {
  if (model.keySpace > 0) {
    const bits = new Uint32Array(Math.ceil(model.keySpace / 32));
    return {
      add(key) {
        const k = key as number;
        const word = k >>> 5;
        const bit = 1 << (k & 31);
        if ((bits[word]! & bit) !== 0) return false;
        bits[word] = bits[word]! | bit;
        return true;
      },
    };
  }
  const set = new Set<number | string>();
  return {
    add(key) {
      const size = set.size;
      return set.add(key).size !== size;
    },
  };
}

export type SearchResult =
  | { readonly result: 'win'; readonly line: number[]; readonly positions: number }
  | { readonly result: 'lost' | 'unknown'; readonly positions: number };

/** How often, in positions, the clock is read. */
const CLOCK_EVERY = 1024;

/**
 * Depth-first search for a win with a table of seen canonical keys. Sound for 'lost': a key met
 * again belongs to a position that is on the current line (its moves are being tried) or fully
 * searched without a win (else the search would have returned), and keys are only shared by
 * positions with the same future. Positions the model proves dead are not expanded.
 */
export function searchWin(model: Model, maxPositions: number, deadline: number): SearchResult {
  if (model.won()) return { result: 'win', line: [], positions: 0 };
  const seen = seenSet(model);
  seen.add(model.key());
  if (model.dead()) return { result: 'lost', positions: 0 };
  let buffer: Int32Array<ArrayBuffer> = new Int32Array(Math.max(1024, model.maxMoves * 64));
  // Per depth: where its moves start, where they end, which is next; the line made so far.
  let starts: Int32Array<ArrayBuffer> = new Int32Array(256);
  let ends: Int32Array<ArrayBuffer> = new Int32Array(256);
  let nexts: Int32Array<ArrayBuffer> = new Int32Array(256);
  let line: Int32Array<ArrayBuffer> = new Int32Array(256);
  let depth = 0;
  starts[0] = 0;
  ends[0] = model.moves(buffer, 0);
  nexts[0] = 0;
  let positions = 0;
  for (;;) {
    if (nexts[depth]! === ends[depth]!) {
      if (depth === 0) return { result: 'lost', positions };
      model.unmake(line[--depth]!);
      continue;
    }
    const move = buffer[nexts[depth]!++]!;
    model.make(move);
    if (model.won()) {
      const moves = Array.from(line.subarray(0, depth));
      moves.push(move);
      return { result: 'win', line: moves, positions };
    }
    if (!seen.add(model.key()) || model.dead()) {
      model.unmake(move);
      continue;
    }
    if (++positions >= maxPositions || (positions % CLOCK_EVERY === 0 && Date.now() > deadline)) return { result: 'unknown', positions };
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
  }
}

function grow(array: Int32Array): Int32Array<ArrayBuffer> {
  const grown = new Int32Array(array.length * 2);
  grown.set(array);
  return grown;
}

/**
 * `status`' stuck-search (RULES.md §1): whether some sequence of moves reaches a position with a
 * move onto a foundation. True as soon as one is seen; false only when every reachable position
 * was looked at; 'unknown' when `maxPositions` ran out first.
 */
export function reachesFoundationMove(model: Model, maxPositions: number): boolean | 'unknown' {
  const seen = seenSet(model);
  seen.add(model.key());
  let buffer: Int32Array<ArrayBuffer> = new Int32Array(Math.max(1024, model.maxMoves * 64));
  let starts: Int32Array<ArrayBuffer> = new Int32Array(256);
  let ends: Int32Array<ArrayBuffer> = new Int32Array(256);
  let line: Int32Array<ArrayBuffer> = new Int32Array(256);
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
    if (!seen.add(model.key())) {
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
