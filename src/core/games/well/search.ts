/** The Well's search model. */
import { cyclicOrder, rankBit, rankOf, suitOf } from '../../model/cards.js';
import type { State } from '../../model/types.js';
import { ByteKeyedModel, cardMove, cardOf, DRAW, writeSorted, type Model } from '../../search/model.js';
import { CORNERS, F0, PLACES, placeTakes, T0, W } from './piles.js';

export class WellModel extends ByteKeyedModel implements Model {
  readonly maxMoves = 1 + (1 + PLACES) * (PLACES + 1);
  /**
   * A winning line of the Well 52 is about 280 moves deep and its mistakes are made early, so a
   * probe's best use is many near-greedy random dives to the end rather than one search that
   * backtracks over the last few choices. Measured with \`solve\` at 3,000,000 positions on seeds
   * 1–100 of the Well 52: 86 won with dives of 300 positions, 83 with 600, 80 with one
   * 3,000-position search per probe.
   */
  readonly probeDive = 300;
  private readonly next: Int8Array;
  private readonly size: number;
  /** What a place topped by each rank takes (`placeTakes`, read once per rank). */
  private readonly onPlace = new Int32Array(13);
  private readonly baseRank: number;
  private readonly stockCards: Uint8Array;
  private stock: number;
  /** Pile contents by public pile number (waste and places; corners are kept as counts). */
  private readonly piles: Uint8Array[];
  private readonly lengths = new Int32Array(F0);
  /** Each corner's suit (-1 while empty) and card count; each suit's corner (-1 if none). */
  private readonly cornerSuit = new Int8Array(CORNERS);
  private readonly cornerCount = new Int8Array(CORNERS);
  private readonly suitCorner = new Int8Array(4).fill(-1);
  private onCorners = 0;
  readonly keyBytes: Uint8Array;
  private readonly order = new Int32Array(PLACES);
  /** The cards on the waste as a set, one bit per card (see `key`). */
  private readonly wasteSet = new Uint8Array(7);
  /** Whether moves proven safe are played alone (see `safe`); off only to compare with the rules' full move list. */
  private readonly pruning: boolean;
  /** Each rank's distance up from the base rank: a corner holding that many cards has it next. */
  private readonly steps = new Int8Array(13).fill(-1);

  constructor(state: State, pruning = true) {
    super();
    this.pruning = pruning;
    const order = cyclicOrder(state.options.deck);
    this.next = order.next;
    this.size = state.options.deck;
    for (let r = 0; r < 13; r++) this.onPlace[r] = placeTakes(state.options.deck, r);
    const piles = state.piles;
    this.baseRank = rankOf(piles[F0]!.cards[0]!);
    for (let r = this.baseRank, k = 0; this.steps[r] === -1; r = this.next[r]!, k++) this.steps[r] = k;
    this.stockCards = Uint8Array.from(piles[0]!.cards, cardOf);
    this.stock = this.stockCards.length;
    this.piles = [];
    for (let p = 0; p < F0; p++) {
      const pile = new Uint8Array(this.size);
      piles[p]!.cards.forEach((card, k) => (pile[k] = cardOf(card)));
      this.piles.push(pile);
      this.lengths[p] = piles[p]!.cards.length;
    }
    this.lengths[0] = 0;
    for (let f = 0; f < CORNERS; f++) {
      const cards = piles[F0 + f]!.cards;
      this.cornerCount[f] = cards.length;
      this.cornerSuit[f] = cards.length > 0 ? suitOf(cards[0]!) : -1;
      if (cards.length > 0) this.suitCorner[suitOf(cards[0]!)] = f;
      this.onCorners += cards.length;
    }
    for (let k = 0; k < this.lengths[W]!; k++) this.flip(this.piles[W]![k]!);
    this.keyBytes = new Uint8Array(16 + this.size);
  }

  private flip(c: number): void {
    this.wasteSet[c >> 3] = this.wasteSet[c >> 3]! ^ (1 << (c & 7));
  }

  /** The rank on top of a non-empty corner: the base rank stepped up once per card above it. */
  private cornerTop(f: number): number {
    let r = this.baseRank;
    for (let k = 1; k < this.cornerCount[f]!; k++) r = this.next[r]!;
    return r;
  }

  /** The corner card `c` goes to, or -1: its suit's corner if it follows the top, else the first empty corner for a base-rank card of a suit on no corner. */
  private cornerFor(c: number): number {
    const r = c >> 2;
    const f = this.suitCorner[c & 3]!;
    if (f !== -1) return this.next[this.cornerTop(f)] === r ? f : -1;
    if (r !== this.baseRank) return -1;
    // Empty corners are interchangeable (only the suit on it ever matters): the first one stands for all.
    for (let g = 0; g < CORNERS; g++) if (this.cornerSuit[g] === -1) return g;
    return -1;
  }

  /**
   * A move of card `c` (rank r, suit s) to its corner is safe, so it is the only move searched,
   * when every corner holds the rank two below r (and, for the rank just above the base, every
   * base card is home): Solvitaire's rule for building by rank alone. Proof: take a winning line L
   * that keeps `c` back; let L' send `c` home now, skip L's moves of `c`, and send home at once
   * each card d that L puts on `c`. Such a d has rank r - 1 and a suit t other than s (s's r - 1
   * is under `c` on its corner), and t's corner holds r - 2, so d is next there. Nothing goes on
   * d in L: the cards of rank r - 2 are all home. So L' is L with those cards home and out of the
   * piles: every other card L moves is a top card in L' too, every place it lands on has the same
   * top card or is as empty, and every corner it reaches is as L had it. L' is legal and wins. For
   * the rank just above the base, "two below" wraps to the last rank: the rule asks instead for
   * every suit on a corner (every base card home), so nothing can go on d. The base rank is never safe.
   */
  private safe(c: number): boolean {
    const need = this.steps[c >> 2]!;
    if (need === 0) return false;
    for (let s = 0; s < 4; s++) {
      const f = this.suitCorner[s]!;
      if (f === -1 || this.cornerCount[f]! < need - 1) return false;
    }
    return true;
  }

  moves(out: Int32Array, at: number): number {
    let n = 0;
    const { piles, lengths, onPlace } = this;
    for (let p = W; p < F0; p++) {
      const len = lengths[p]!;
      if (len === 0) continue;
      const c = piles[p]![len - 1]!;
      const f = this.cornerFor(c);
      if (f === -1) continue;
      if (this.pruning && this.safe(c)) {
        out[at] = cardMove(p, F0 + f);
        return 1;
      }
      out[at + n++] = cardMove(p, F0 + f);
    }
    let firstEmpty = -1;
    for (let q = T0; q < T0 + PLACES; q++) if (lengths[q] === 0) { firstEmpty = q; break; }
    for (let p = W; p < F0; p++) {
      const len = lengths[p]!;
      if (len === 0) continue;
      const r = piles[p]![len - 1]! >> 2;
      for (let q = T0; q < T0 + PLACES; q++) {
        const lq = lengths[q]!;
        if (q !== p && lq > 0 && (onPlace[piles[q]![lq - 1]! >> 2]! & rankBit(r)) !== 0) out[at + n++] = cardMove(p, q);
      }
      // Empty places are interchangeable: one stands for all. A place's lone card moving to an
      // empty place gives the same position up to which place is which, so it is not listed.
      if (firstEmpty !== -1 && !(p !== W && len === 1)) out[at + n++] = cardMove(p, firstEmpty);
    }
    if (this.stock > 0) out[at + n++] = DRAW;
    return n;
  }

  make(move: number): void {
    const { piles, lengths } = this;
    if (move === DRAW) {
      const c = this.stockCards[--this.stock]!;
      piles[W]![lengths[W]!++] = c;
      this.flip(c);
      return;
    }
    const from = move >> 6;
    const to = move & 63;
    const c = piles[from]![--lengths[from]!]!;
    if (from === W) this.flip(c);
    if (to >= F0) {
      const f = to - F0;
      if (this.cornerCount[f]++ === 0) {
        this.cornerSuit[f] = c & 3;
        this.suitCorner[c & 3] = f;
      }
      this.onCorners++;
    } else piles[to]![lengths[to]!++] = c;
  }

  unmake(move: number): void {
    const { piles, lengths } = this;
    if (move === DRAW) {
      this.flip(piles[W]![--lengths[W]!]!);
      this.stock++;
      return;
    }
    const from = move >> 6;
    const to = move & 63;
    let c: number;
    if (to >= F0) {
      const f = to - F0;
      const suit = this.cornerSuit[f]!;
      c = this.cornerTop(f) * 4 + suit;
      if (--this.cornerCount[f] === 0) {
        this.cornerSuit[f] = -1;
        this.suitCorner[suit] = -1;
      }
      this.onCorners--;
    } else c = piles[to]![--lengths[to]!]!;
    piles[from]![lengths[from]!++] = c;
    if (from === W) this.flip(c);
  }

  /**
   * The stock count (its order is fixed), the set of cards on the waste, the five places as a sorted set
   * (each takes the same cards and none is special) and each suit's corner count (only the suit
   * and the count of a corner are ever read, not which corner holds it). The set fixes the waste's
   * order: its cards from the position the search started at stay at the bottom in their order
   * (cards only leave the waste from the top and come back never), and every card drawn since lies
   * above them in stock order. One deck: each card is one bit.
   */
  writeKey(): number {
    const { keyBytes: codes, lengths, piles } = this;
    let at = 0;
    codes[at++] = this.stock;
    for (let k = 0; k < 7; k++) codes[at++] = this.wasteSet[k]!;
    at = writeSorted(codes, at, piles, lengths, T0, PLACES, this.order);
    for (let s = 0; s < 4; s++) codes[at++] = this.suitCorner[s] === -1 ? 0 : this.cornerCount[this.suitCorner[s]!]!;
    return at;
  }

  won(): boolean {
    return this.onCorners === this.size;
  }

  /** No dead-end rule: a place takes any card once empty, so no card is ever provably stuck early. */
  dead(): boolean {
    return false;
  }

  toFoundation(move: number): boolean {
    return move !== DRAW && (move & 63) >= F0;
  }

  stockEmpty(): boolean {
    return this.stock === 0;
  }

  /**
   * The stock count, the corners' counts and suits, then the waste and the places, each at a fixed
   * place with its length. Not the stock's order: a snapshot restores only into a model of its own deal.
   */
  get snapshotBytes(): number {
    return 1 + 2 * CORNERS + (F0 - W) * (1 + this.size);
  }

  save(out: Uint8Array, at: number): void {
    out[at++] = this.stock;
    for (let f = 0; f < CORNERS; f++) {
      out[at++] = this.cornerCount[f]!;
      out[at++] = this.cornerSuit[f]! + 1;
    }
    for (let p = W; p < F0; p++) {
      const n = this.lengths[p]!;
      const pile = this.piles[p]!;
      out[at] = n;
      for (let k = 0; k < n; k++) out[at + 1 + k] = pile[k]!;
      at += 1 + this.size;
    }
  }

  restore(from: Uint8Array, at: number): void {
    this.stock = from[at++]!;
    this.suitCorner.fill(-1);
    this.onCorners = 0;
    for (let f = 0; f < CORNERS; f++) {
      this.cornerCount[f] = from[at++]!;
      const suit = from[at++]! - 1;
      this.cornerSuit[f] = suit;
      if (suit !== -1) this.suitCorner[suit] = f;
      this.onCorners += this.cornerCount[f]!;
    }
    for (let p = W; p < F0; p++) {
      const n = from[at]!;
      const pile = this.piles[p]!;
      this.lengths[p] = n;
      for (let k = 0; k < n; k++) pile[k] = from[at + 1 + k]!;
      at += 1 + this.size;
    }
    this.wasteSet.fill(0);
    for (let k = 0; k < this.lengths[W]!; k++) this.flip(this.piles[W]![k]!);
  }

  /**
   * Ten a card on a corner, three off a card on the waste (it can only leave from the top), four
   * an empty place, three off each place card above a card that must reach its corner before it
   * (a place built down past the base rank). Weights chosen by trying a few on seeds 1–100 of the Well 52.
   */
  score(): number {
    let score = 10 * this.onCorners - 3 * this.lengths[W]!;
    for (let q = T0; q < T0 + PLACES; q++) {
      const n = this.lengths[q]!;
      if (n === 0) {
        score += 4;
        continue;
      }
      const pile = this.piles[q]!;
      for (let k = 0, low = CORNERS * 13; k < n; k++) {
        const step = this.steps[pile[k]! >> 2]!;
        if (step > low) {
          score -= 3 * (n - k);
          break;
        }
        low = step;
      }
    }
    return score;
  }
}
