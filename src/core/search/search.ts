/** Depth-first searches over a game's search model: the solver's and `status`' stuck-search. */
import type { Model } from './model.js';

/** The set of canonical keys seen; `visit` adds the model's current key and says whether it was new. */
interface Seen {
  visit(model: Model): boolean;
}

/** `expected`: about how many keys the search may add, so a short search allocates little. */
function seenSet(model: Model, expected: number): Seen {
  return model.keySpace > 0 ? new BitSet(model.keySpace) : new ByteKeyTable(expected);
}

/** Keys that are small integers: one bit each. */
class BitSet implements Seen {
  private readonly bits: Uint32Array;
  constructor(size: number) {
    this.bits = new Uint32Array(Math.ceil(size / 32));
  }
  visit(model: Model): boolean {
    const k = model.key() as number;
    const word = k >>> 5;
    const bit = 1 << (k & 31);
    if ((this.bits[word]! & bit) !== 0) return false;
    this.bits[word] = this.bits[word]! | bit;
    return true;
  }
}

/**
 * Keys as byte strings, stored whole (never just a hash: two positions are only merged when their
 * keys are equal) in one growing byte arena, found through an open-addressing table of entry
 * numbers. About a third of the memory of a JavaScript Set of strings, and no string is built.
 */
class ByteKeyTable implements Seen {
  private slots: Int32Array;
  private hashes: Int32Array;
  /** Entry e's bytes are arena[starts[e] .. starts[e + 1]). */
  private starts: Int32Array;
  private arena: Uint8Array;
  private count = 0;

  constructor(expected: number) {
    const entries = 1 << Math.max(8, Math.min(15, Math.ceil(Math.log2(expected + 1))));
    this.slots = new Int32Array(entries * 2);
    this.hashes = new Int32Array(entries);
    this.starts = new Int32Array(entries + 1);
    this.arena = new Uint8Array(entries * 32);
  }

  visit(model: Model): boolean {
    const bytes = model.keyBytes!;
    const length = model.writeKey!();
    // FNV-1a.
    let hash = 0x811c9dc5 | 0;
    for (let i = 0; i < length; i++) hash = Math.imul(hash ^ bytes[i]!, 0x01000193);
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot]! - 1;
      if (entry < 0) break;
      if (this.hashes[entry] === hash && this.equals(entry, bytes, length)) return false;
    }
    this.insert(hash, bytes, length);
    return true;
  }

  private equals(entry: number, bytes: Uint8Array, length: number): boolean {
    const start = this.starts[entry]!;
    if (this.starts[entry + 1]! - start !== length) return false;
    const arena = this.arena;
    for (let i = 0; i < length; i++) if (arena[start + i] !== bytes[i]) return false;
    return true;
  }

  private insert(hash: number, bytes: Uint8Array, length: number): void {
    const entry = this.count++;
    if (this.count === this.hashes.length) {
      this.hashes = grown(this.hashes, this.hashes.length * 2);
      this.starts = grown(this.starts, this.hashes.length + 1);
    }
    const start = this.starts[entry]!;
    if (start + length > this.arena.length) {
      const arena = new Uint8Array(this.arena.length * 2);
      arena.set(this.arena);
      this.arena = arena;
    }
    this.arena.set(bytes.subarray(0, length), start);
    this.starts[entry + 1] = start + length;
    this.hashes[entry] = hash;
    // Keep the table at most half full, so probes stay short.
    if (this.count * 2 > this.slots.length) {
      this.slots = new Int32Array(this.slots.length * 2);
      for (let e = 0; e < this.count; e++) this.place(this.hashes[e]!, e);
    } else this.place(hash, entry);
  }

  private place(hash: number, entry: number): void {
    const mask = this.slots.length - 1;
    let slot = hash & mask;
    while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
    this.slots[slot] = entry + 1;
  }
}

function grown(array: Int32Array, length: number): Int32Array<ArrayBuffer> {
  const out = new Int32Array(length);
  out.set(array);
  return out;
}

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
 * `probeDive`, that probe is a run of independent dives of that size.
 */
export function searchWin(model: Model, maxPositions: number, deadline: number, random?: () => number): SearchResult {
  const dive = random ? (model.probeDive ?? 0) : 0;
  if (dive === 0 || dive >= maxPositions) return searchFrom(model, maxPositions, deadline, random);
  // A probe made of dives: complete searches of `dive` positions each from the start, each
  // with its own seen set and its own random order. Each is a sound search on its own, so a
  // dive's 'win' and 'lost' are the probe's.
  let positions = 0;
  while (positions + dive <= maxPositions && Date.now() <= deadline) {
    const found = searchFrom(model, dive, deadline, random);
    positions += found.positions;
    if (found.result !== 'unknown') return { ...found, positions };
  }
  return { result: 'unknown', positions };
}

/** `searchWin` as one depth-first search; on 'unknown' the model is back at the start. */
function searchFrom(model: Model, maxPositions: number, deadline: number, random?: () => number): SearchResult {
  if (model.won()) return { result: 'win', line: [], positions: 0 };
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
  for (;;) {
    if (nexts[depth]! === ends[depth]!) {
      if (depth === 0) return { result: 'lost', positions };
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
  while (start < end && model.toFoundation(moves[start]!)) start++;
  for (let i = end - 1; i > start; i--) {
    const j = start + Math.floor(random() * (i - start + 1));
    const t = moves[i]!;
    moves[i] = moves[j]!;
    moves[j] = t;
  }
}

const grow = (array: Int32Array): Int32Array<ArrayBuffer> => grown(array, array.length * 2);

/**
 * `status`' stuck-search (RULES.md §1): whether some sequence of moves reaches a position with a
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
