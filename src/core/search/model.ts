/**
 * The compact, mutable form of a position that searches (the solver, `status`' stuck-search)
 * walk: cards as small integers in typed arrays, moves as numbers, `make`/`unmake` instead of
 * copying states. One model per game, in the game's folder, reading the rule predicates its rules
 * use; test/core/search/solver.test.ts keeps the two in step. Models assume positions reachable
 * from a deal: the top card of every playable pile is face up.
 */
import { rankBit, rankOf, suitBit, suitOf, type Card } from '../model/cards.js';
import type { Move, PileId, State } from '../model/types.js';

/** A card as a model holds it: `rank * 4 + suit`; the two copies of a card are the same number. */
export const cardOf = (card: Card): number => rankOf(card) * 4 + suitOf(card);
/** Whether the card set `set` (see `rankBit`) holds the card numbered `c`. */
export const holdsNumber = (set: number, c: number): boolean => (set & rankBit(c >> 2)) !== 0 && (set & suitBit(c & 3)) !== 0;

/** A card move is `from << 6 | to` in public pile numbers; actions are numbers above every card move. */
export const DRAW = 1 << 12;
export const TURN = DRAW + 1;
export const DEAL = DRAW + 2;
export const cardMove = (from: number, to: number): number => (from << 6) | to;

export function moveName(move: number, ids: readonly PileId[]): Move {
  if (move === DRAW) return 'draw';
  if (move === TURN) return 'turn';
  if (move === DEAL) return 'deal';
  return `${ids[move >> 6]}>${ids[move & 63]}`;
}

export interface Model {
  /** The most moves `moves` ever writes for one position. */
  readonly maxMoves: number;
  /**
   * Writes the moves worth searching into `out` from index `at`, best first; returns how many.
   * It may leave out a legal move only when another listed move leads to a position with the
   * same canonical key (an interchangeable empty pile, say); the comment at the omission says so.
   */
  moves(out: Int32Array, at: number): number;
  make(move: number): void;
  /** Undoes `move`, which must be the last one made and not yet undone. */
  unmake(move: number): void;
  /**
   * The canonical key: equal only for positions with the same future (the same moves up to
   * renaming interchangeable piles, leading to positions with equal keys, and the same end).
   * A number below `keySpace` when the model has one, else a string.
   */
  key(): number | string;
  /** Models without a `keySpace`: writes the key's bytes into `keyBytes` and returns how many (`key` is their string). */
  writeKey?(): number;
  readonly keyBytes?: Uint8Array;
  /**
   * Where set, a probe (a search with moves in a random order) is a run of independent dives of
   * this many positions each rather than one search: see the model's comment for why.
   */
  readonly probeDive?: number;
  /**
   * Where set (with `save`, `restore` and `score`), probes begin with beam searches over the
   * stock (see `searchBeam`): a position is saved into this many bytes.
   */
  readonly snapshotBytes?: number;
  save?(out: Uint8Array, at: number): void;
  restore?(from: Uint8Array, at: number): void;
  /** A guess at how promising the position is, higher is better: it only orders a beam, never proves anything. */
  score?(): number;
  /** When set, every key is an integer in [0, keySpace) and a bit set can replace the hash set. */
  readonly keySpace: number;
  won(): boolean;
  /** True only when the position is proven unwinnable by a rule the model documents. */
  dead(): boolean;
  /** Whether `move` puts a card on a foundation (one whose role is `foundation`). */
  toFoundation(move: number): boolean;
  /**
   * Where set, whether `move` takes a card out of play for good although no foundation takes it
   * (the Funnel's waste): probes try these moves first and `bestTry` counts them as cards home.
   * Unset, `toFoundation` stands for it (see `clears`).
   */
  clears?(move: number): boolean;
  /** Whether the stock is spent (always true for games without one). */
  stockEmpty(): boolean;
}

/** Whether `move` takes a card out of play for good: the order probes try first, the measure of `bestTry`. */
export const clears = (model: Model, move: number): boolean => (model.clears ? model.clears(move) : model.toFoundation(move));

/**
 * Writes piles into `out` from `at` in a canonical order (by length, then card by card), each
 * as its length then its cards: the key of a set of interchangeable piles. Returns the new end.
 */
export function writeSorted(out: Uint8Array, at: number, piles: readonly Uint8Array[], lengths: Uint8Array | Int32Array, first: number, count: number, order: Int32Array): number {
  for (let i = 0; i < count; i++) order[i] = first + i;
  for (let i = 1; i < count; i++) {
    const p = order[i]!;
    let j = i - 1;
    while (j >= 0 && comparePiles(piles, lengths, order[j]!, p) > 0) {
      order[j + 1] = order[j]!;
      j--;
    }
    order[j + 1] = p;
  }
  for (let i = 0; i < count; i++) {
    const p = order[i]!;
    const n = lengths[p]!;
    const cards = piles[p]!;
    out[at++] = n;
    for (let k = 0; k < n; k++) out[at++] = cards[k]!;
  }
  return at;
}

function comparePiles(piles: readonly Uint8Array[], lengths: Uint8Array | Int32Array, a: number, b: number): number {
  const na = lengths[a]!;
  const nb = lengths[b]!;
  if (na !== nb) return na - nb;
  const x = piles[a]!;
  const y = piles[b]!;
  for (let k = 0; k < na; k++) if (x[k] !== y[k]) return x[k]! - y[k]!;
  return 0;
}

/** A model whose key is the string of the bytes `writeKey` writes into `keyBytes`. */
export abstract class ByteKeyedModel {
  readonly keySpace = 0;
  abstract readonly keyBytes: Uint8Array;
  abstract writeKey(): number;
  key(): string {
    return keyString(this.keyBytes, this.writeKey());
  }
}

/** A key string from the first `length` bytes of `codes`. */
export function keyString(codes: Uint8Array, length: number): string {
  let key = '';
  // fromCharCode takes its arguments on the stack: a few hundred at a time is safe everywhere.
  for (let at = 0; at < length; at += 256) key += String.fromCharCode.apply(null, codes.subarray(at, Math.min(length, at + 256)) as unknown as number[]);
  return key;
}

/** A game's search model class; `pruning: false` lists every move the rules allow (up to interchangeable piles), for tests. */
export type ModelClass = new (state: State, pruning?: boolean) => Model;
