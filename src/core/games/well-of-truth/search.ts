/** The Well of Truth's search model. No rule reads a suit here, so cards are ranks. */
import { CYCLIC_52, rankBit, rankOf } from '../../model/cards.js';
import type { State } from '../../model/types.js';
import { ByteKeyedModel, cardMove, DEAL, DRAW, TURN, writeSorted, type Model } from '../../search/model.js';
import { BASES, baseTakes, C, CORNERS, F0, SLOTS, T0, W0 } from './piles.js';

const PILES = W0 + SLOTS;
const SIZE = 104;

export class WellOfTruthModel extends ByteKeyedModel implements Model {
  readonly maxMoves = 1 + (CORNERS + 1 + SLOTS) * BASES + CORNERS;
  private phase: number;
  /** Pile contents (ranks) by public pile number; bases are kept as top and count. */
  private readonly piles: Uint8Array[] = [];
  private readonly lengths = new Int32Array(PILES);
  private readonly baseTop = new Int8Array(BASES);
  private readonly baseCount = new Int8Array(BASES);
  private onBases = 0;
  /** What each move on the current line changed besides moving a card, by depth: the phase it left, or how many cards `deal` laid out. */
  private undo = new Int8Array(256);
  private depth = 0;
  readonly keyBytes = new Uint8Array(32 + 2 * SIZE);
  private readonly order = new Int32Array(CORNERS);

  constructor(state: State) {
    super();
    this.phase = state.phase;
    state.piles.forEach((pile, p) => {
      const cards = new Uint8Array(F0 <= p && p < F0 + BASES ? 0 : SIZE);
      pile.cards.forEach((card, k) => (cards[k] = rankOf(card)));
      this.piles.push(cards);
      this.lengths[p] = pile.cards.length;
      if (F0 <= p && p < F0 + BASES) {
        this.baseCount[p - F0] = pile.cards.length;
        this.baseTop[p - F0] = rankOf(pile.cards[pile.cards.length - 1]!);
        this.onBases += pile.cards.length;
      }
    });
  }

  /** Base moves for the top of pile `p`; bases with the same top and count are interchangeable, so one of each kind is listed. */
  private baseMoves(p: number, out: Int32Array, at: number): number {
    const len = this.lengths[p]!;
    if (len === 0) return 0;
    const r = this.piles[p]![len - 1]!;
    let n = 0;
    for (let b = 0; b < BASES; b++) {
      const count = this.baseCount[b]!;
      if ((baseTakes(this.baseTop[b]!, count) & rankBit(r)) === 0) continue;
      let seen = false;
      for (let e = 0; e < b && !seen; e++) seen = this.baseTop[e] === this.baseTop[b] && this.baseCount[e] === count;
      if (!seen) out[at + n++] = cardMove(p, F0 + b);
    }
    return n;
  }

  moves(out: Int32Array, at: number): number {
    let n = 0;
    const { lengths } = this;
    if (this.phase === 1) {
      for (let t = T0; t < T0 + CORNERS; t++) n += this.baseMoves(t, out, at + n);
      n += this.baseMoves(C, out, at + n);
      if (n > 0) return n;
      if (lengths[C] === 0) {
        out[at] = TURN;
        return 1;
      }
      let empty = false;
      for (let t = T0; t < T0 + CORNERS; t++) {
        // Empty corners are interchangeable: the first stands for all.
        if (lengths[t] === 0) {
          if (empty) continue;
          empty = true;
        }
        out[at + n++] = cardMove(C, t);
      }
      return n;
    }
    if (this.phase === 2) {
      for (let t = T0; t < T0 + CORNERS; t++) n += this.baseMoves(t, out, at + n);
      if (n > 0) return n;
      for (let t = T0; t < T0 + CORNERS; t++) if (lengths[t]! > 0) out[at + n++] = cardMove(t, C);
      return n;
    }
    for (let w = W0; w < W0 + SLOTS; w++) n += this.baseMoves(w, out, at + n);
    if (n === 0 && lengths[C]! > 0) out[at + n++] = DEAL;
    return n;
  }

  private push(undo: number): void {
    if (this.depth === this.undo.length) {
      const grown = new Int8Array(this.depth * 2);
      grown.set(this.undo);
      this.undo = grown;
    }
    this.undo[this.depth++] = undo;
  }

  make(move: number): void {
    const { piles, lengths } = this;
    if (move === TURN) {
      for (let t = T0; t < T0 + CORNERS; t++) piles[t]!.subarray(0, lengths[t]).reverse();
      this.phase = 2;
      return;
    }
    if (move === DEAL) {
      let k = 0;
      for (; k < SLOTS && lengths[C]! > 0; k++) piles[W0 + k]![lengths[W0 + k]!++] = piles[C]![--lengths[C]!]!;
      this.push(k);
      return;
    }
    const from = move >> 6;
    const to = move & 63;
    const r = piles[from]![--lengths[from]!]!;
    if (to >= F0 && to < F0 + BASES) {
      this.baseTop[to - F0] = r;
      this.baseCount[to - F0]++;
      this.onBases++;
    } else piles[to]![lengths[to]!++] = r;
    const before = this.phase;
    // Phase 3 begins as soon as the last corner empties in phase 2.
    if (before === 2 && from < T0 + CORNERS && lengths[0]! + lengths[1]! + lengths[2]! + lengths[3]! === 0) this.phase = 3;
    this.push(before);
  }

  unmake(move: number): void {
    const { piles, lengths } = this;
    if (move === TURN) {
      for (let t = T0; t < T0 + CORNERS; t++) piles[t]!.subarray(0, lengths[t]).reverse();
      this.phase = 1;
      return;
    }
    const undo = this.undo[--this.depth]!;
    if (move === DEAL) {
      for (let k = undo - 1; k >= 0; k--) piles[C]![lengths[C]!++] = piles[W0 + k]![--lengths[W0 + k]!]!;
      return;
    }
    this.phase = undo;
    const from = move >> 6;
    const to = move & 63;
    let r: number;
    if (to >= F0 && to < F0 + BASES) {
      const b = to - F0;
      r = this.baseTop[b]!;
      this.baseTop[b] = CYCLIC_52.prev[r]!;
      this.baseCount[b]--;
      this.onBases--;
    } else r = piles[to]![--lengths[to]!]!;
    piles[from]![lengths[from]!++] = r;
  }

  /**
   * The phase, the corners as a sorted set (the player picks any corner, and each is treated
   * alike), the bases as a sorted set of (top, count) (a base takes any suit, so only its top
   * rank and how full it is are read), the centre in order and the three slots in order.
   */
  writeKey(): number {
    const { keyBytes: codes, lengths, piles } = this;
    let at = 0;
    codes[at++] = this.phase;
    at = writeSorted(codes, at, piles, lengths, T0, CORNERS, this.order);
    const start = at;
    for (let b = 0; b < BASES; b++) {
      const v = this.baseTop[b]! * 16 + this.baseCount[b]!;
      let j = at++;
      while (j > start && codes[j - 1]! > v) {
        codes[j] = codes[j - 1]!;
        j--;
      }
      codes[j] = v;
    }
    for (let p = C; p < W0 + SLOTS; p++) {
      const len = lengths[p]!;
      codes[at++] = len;
      for (let k = 0; k < len; k++) codes[at++] = piles[p]![k]!;
    }
    return at;
  }

  won(): boolean {
    return this.onBases === SIZE;
  }

  /** No dead-end rule: the phases already force almost every move. */
  dead(): boolean {
    return false;
  }

  toFoundation(move: number): boolean {
    const to = move & 63;
    return move < DRAW && to >= F0 && to < F0 + BASES;
  }

  stockEmpty(): boolean {
    return true;
  }
}
