/** The Funnel's search model: Golf, with or without free draws. */
import { aceLowOrder, rankBit, rankOf } from '../../model/cards.js';
import type { State } from '../../model/types.js';
import { cardMove, DRAW, type Model } from '../../search/model.js';
import { shape, T0, W, wasteTakes } from './piles.js';

const NO_RANK = 13;

export class FunnelModel implements Model {
  readonly maxMoves: number;
  readonly keySpace: number;
  private readonly next: Int8Array;
  private readonly prev: Int8Array;
  private readonly freeDraw: boolean;
  /** The ranks a waste topped by each rank takes (`wasteTakes`, read once per rank). */
  private readonly onWaste = new Int32Array(13);
  private readonly columns: number;
  /** Base of a column height in the key: one more than a dealt column (or the tallest column of a hand-built position). */
  private readonly base: number;
  /** Column cards' ranks, bottom first, and the columns' current heights. */
  private readonly cols: Int8Array[];
  private readonly heights: Int8Array;
  /** The stock's ranks bottom first; the top `stock` of them are the next to come. */
  private readonly stockRanks: Int8Array;
  private stock: number;
  /** The waste's ranks bottom first (only its top is ever read; the rest is kept for unmake). */
  private readonly waste: Int8Array;
  private wasteLength: number;
  private left: number;
  /** Cards of each rank still in the stock or the columns: the waste tops yet to come. */
  private readonly unplayed = new Int8Array(13);
  private readonly below = new Int8Array(13);

  constructor(state: State) {
    const order = aceLowOrder(state.options.deck);
    this.next = order.next;
    this.prev = order.prev;
    this.freeDraw = state.options.freeDraw;
    for (let r = 0; r < 13; r++) this.onWaste[r] = wasteTakes(state.options.deck, r);
    const piles = state.piles;
    this.columns = piles.length - T0;
    this.cols = piles.slice(T0).map((p) => Int8Array.from(p.cards, rankOf));
    this.heights = Int8Array.from(this.cols, (c) => c.length);
    this.stockRanks = Int8Array.from(piles[0]!.cards, rankOf);
    this.stock = this.stockRanks.length;
    const total = piles.reduce((n, p) => n + p.cards.length, 0);
    this.waste = new Int8Array(total + 1);
    this.wasteLength = 0;
    for (const card of piles[W]!.cards) this.waste[this.wasteLength++] = rankOf(card);
    this.left = this.heights.reduce((a, b) => a + b, 0);
    for (const r of this.stockRanks) this.unplayed[r]!++;
    for (const col of this.cols) for (const r of col) this.unplayed[r]!++;
    this.base = Math.max(shape(state.options.deck).rows, ...this.heights) + 1;
    this.maxMoves = this.columns + 1;
    // Stock count, column heights and the waste's top rank, as digits of one integer.
    const space = (this.stock + 1) * this.base ** this.columns * (NO_RANK + 1);
    this.keySpace = space <= 2 ** 30 ? space : 0;
  }

  private wasteTop(): number {
    return this.wasteLength > 0 ? this.waste[this.wasteLength - 1]! : NO_RANK;
  }

  /** Whether a card of rank `r` goes onto a waste topped by rank `w`. */
  private fits(w: number, r: number): boolean {
    return w !== NO_RANK && (this.onWaste[w]! & rankBit(r)) !== 0;
  }

  moves(out: Int32Array, at: number): number {
    const w = this.wasteTop();
    let n = 0;
    for (let i = 0; i < this.columns; i++) {
      const h = this.heights[i]!;
      if (h > 0 && this.fits(w, this.cols[i]![h - 1]!)) out[at + n++] = cardMove(T0 + i, W);
    }
    // Won (every column empty), the rules allow no move, not even a draw from a stock left over.
    if (this.stock > 0 && (this.freeDraw || n === 0) && !this.won()) out[at + n++] = DRAW;
    return n;
  }

  make(move: number): void {
    let r: number;
    if (move === DRAW) {
      r = this.stockRanks[--this.stock]!;
    } else {
      const i = (move >> 6) - T0;
      r = this.cols[i]![--this.heights[i]!]!;
      this.left--;
    }
    this.unplayed[r]!--;
    this.waste[this.wasteLength++] = r;
  }

  unmake(move: number): void {
    const r = this.waste[--this.wasteLength]!;
    this.unplayed[r]!++;
    if (move === DRAW) this.stock++;
    else {
      this.heights[(move >> 6) - T0]!++;
      this.left++;
    }
  }

  /**
   * Only the stock count (the stock's order is fixed), the column heights (columns only lose
   * their top) and the waste's top rank (all the rules read of the waste) decide the future.
   */
  key(): number {
    let k = this.stock;
    for (let i = 0; i < this.columns; i++) k = k * this.base + this.heights[i]!;
    return k * (NO_RANK + 1) + this.wasteTop();
  }

  won(): boolean {
    return this.left === 0;
  }

  /**
   * Dead end: a column card that no card can ever take. A column card of rank r leaves only onto
   * a waste topped by a rank next to it (not a king). Cards now covered on the waste never surface
   * again, so the only possible hosts are the cards still in the stock or the columns, less those
   * beneath it in its own column (they leave after it), plus the waste's top for a column's top
   * card only (anything played before a buried card covers the waste's top). No host: unwinnable.
   */
  dead(): boolean {
    const { next, prev, unplayed, below } = this;
    const w = this.wasteTop();
    for (let i = 0; i < this.columns; i++) {
      const h = this.heights[i]!;
      const col = this.cols[i]!;
      below.fill(0);
      for (let j = 0; j < h; j++) {
        const r = col[j]!;
        const lo = prev[r]!;
        const hi = next[r]!;
        let hosts = 0;
        if (lo !== -1) hosts += unplayed[lo]! - below[lo]!;
        if (hi !== -1 && next[hi] !== -1) hosts += unplayed[hi]! - below[hi]!;
        if (hosts === 0 && !(j === h - 1 && this.fits(w, r))) return true;
        below[r]!++;
      }
    }
    return false;
  }

  /** Golf has no foundation: nothing goes home by itself (see safe-home.ts). */
  toFoundation(): boolean {
    return false;
  }

  /** A column card moved onto the waste is out of play for good: what probes try first and `bestTry` counts. */
  clears(move: number): boolean {
    return move !== DRAW;
  }

  stockEmpty(): boolean {
    return this.stock === 0;
  }
}
