/** Sets of canonical keys seen, for the searches over a game's search model. */
import type { Model } from './model.js';

/** The set of canonical keys seen; `visit` adds the model's current key and says whether it was new. */
export interface Seen {
  visit(model: Model): boolean;
}

/** `expected`: about how many keys the search may add, so a short search allocates little. */
export function seenSet(model: Model, expected: number): Seen {
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

export function grown(array: Int32Array, length: number): Int32Array<ArrayBuffer> {
  const out = new Int32Array(length);
  out.set(array);
  return out;
}

/** `array` twice as long, its contents kept. */
export const grow = (array: Int32Array): Int32Array<ArrayBuffer> => grown(array, array.length * 2);
