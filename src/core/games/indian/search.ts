/** Indian's search model. */
import { aceLowOrder, rankOf, suitOf } from '../../model/cards.js';
import type { State } from '../../model/types.js';
import { ByteKeyedModel, cardMove, cardOf, DRAW, holdsNumber, writeSorted, type Model } from '../../search/model.js';
import { columnTakes, F0, FOUNDATIONS, T0, W } from './piles.js';

export class IndianModel extends ByteKeyedModel implements Model {
  readonly maxMoves: number;
  private readonly prev: Int8Array;
  private readonly size: number;
  /** What a column topped by each card number takes (`columnTakes`, read once per card). */
  private readonly onColumn = new Int32Array(52);
  private readonly columns: number;
  private readonly stockCards: Uint8Array;
  private stock: number;
  /** Pile contents by public pile number (waste and columns; foundations are kept as tops). */
  private readonly piles: Uint8Array[];
  private readonly lengths: Int32Array;
  /** Each foundation's suit (-1 while empty), top rank and card count. */
  private readonly fSuit = new Int8Array(FOUNDATIONS);
  private readonly fTop = new Int8Array(FOUNDATIONS);
  private readonly fCount = new Int8Array(FOUNDATIONS);
  private onFoundations = 0;
  /** Cards refilled into the emptied column by each move on the current line, by depth. */
  private refills = new Int8Array(256);
  private depth = 0;
  readonly keyBytes: Uint8Array;
  private readonly order: Int32Array;
  private readonly deferred: Int32Array;
  /** Whether moves proven safe are played alone (see `safe`); off only to compare with the rules' full move list. */
  private readonly pruning: boolean;

  constructor(state: State, pruning = true) {
    super();
    this.pruning = pruning;
    const order = aceLowOrder(state.options.deck);
    this.prev = order.prev;
    this.size = state.options.deck * 2;
    for (let c = 0; c < 52; c++) this.onColumn[c] = columnTakes(state.options.deck, c >> 2, c & 3);
    const piles = state.piles;
    this.columns = piles.length - T0;
    this.stockCards = Uint8Array.from(piles[0]!.cards, cardOf);
    this.stock = this.stockCards.length;
    this.lengths = new Int32Array(piles.length);
    this.piles = piles.map((pile, p) => {
      const cards = new Uint8Array(p < T0 && p !== W ? 0 : this.size);
      if (p === W || p >= T0) {
        pile.cards.forEach((card, k) => (cards[k] = cardOf(card)));
        this.lengths[p] = pile.cards.length;
      }
      return cards;
    });
    for (let f = 0; f < FOUNDATIONS; f++) {
      const cards = piles[F0 + f]!.cards;
      this.fCount[f] = cards.length;
      this.fSuit[f] = cards.length > 0 ? suitOf(cards[0]!) : -1;
      this.fTop[f] = cards.length > 0 ? rankOf(cards[cards.length - 1]!) : -1;
      this.onFoundations += cards.length;
    }
    this.maxMoves = 1 + (1 + this.columns) * (FOUNDATIONS + this.columns);
    this.keyBytes = new Uint8Array(16 + this.columns + 2 * this.size);
    this.order = new Int32Array(this.columns);
    this.deferred = new Int32Array(this.maxMoves);
  }

  /** The foundation card `c` goes to, or -1. Foundations with the same suit and top are interchangeable, and so are empty ones: one stands for each kind. */
  private foundationFor(c: number): number {
    const r = c >> 2;
    const s = c & 3;
    if (r === 0) {
      for (let f = 0; f < FOUNDATIONS; f++) if (this.fSuit[f] === -1) return f;
      return -1;
    }
    const want = this.prev[r];
    for (let f = 0; f < FOUNDATIONS; f++) if (this.fSuit[f] === s && this.fTop[f] === want) return f;
    return -1;
  }

  /** How many foundations of suit `s` already hold rank `r` (ranks rise along the order, so a top of rank ≥ r holds it). */
  private home(r: number, s: number): number {
    let n = 0;
    for (let f = 0; f < FOUNDATIONS; f++) if (this.fSuit[f] === s && this.fTop[f]! >= r) n++;
    return n;
  }

  /**
   * Sending card `c` (rank r, suit s) from pile `p` to a foundation is safe, and searched alone,
   * when (1) every card that could ever be put on it could go home instead: it is an ace (nothing
   * goes on one), or r - 1 is the ace (an ace always finds one of the eight foundations free), or
   * both copies of rank r - 2 of every other suit are home (Solvitaire's rule, for two decks);
   * (2) the move empties no column while the stock lasts (a refill now would take other stock
   * cards than a refill later); (3) it is an ace (eight foundations for eight aces: one always stays
   * free for the other copy), or its other copy is already home (so no line could have put that
   * copy where `c` goes). Proof: take a winning line L that keeps `c` back; let L' send `c` home
   * now, skip L's moves of `c`, and send home at once each card d that L puts on `c` (and skip
   * d's later moves). d has rank r - 1 and a suit t other than s, and both t foundations hold
   * r - 2 while a copy of d is out, so one has d next. Nothing goes on d in L: every card of rank
   * r - 2 is home (suit s's too, by (3)). So L' is L with those cards home and out of the piles:
   * every card L moves is a top card in L' too, every column it lands on has the same top card
   * (by (2), no column is empty in L' that is not in L while the stock lasts), and each suit's
   * foundations hold at least what L's hold, so L's foundation moves stay legal. L' wins.
   */
  private safe(c: number, p: number): boolean {
    const r = c >> 2;
    const s = c & 3;
    if (p !== W && this.stock > 0 && this.lengths[p] === 1) return false;
    if (r === 0) return true;
    if (this.home(r, s) === 0) return false;
    const below = this.prev[r]!;
    if (below === 0) return true;
    const twoBelow = this.prev[below]!;
    for (let t = 0; t < 4; t++) if (t !== s && this.home(twoBelow, t) < 2) return false;
    return true;
  }

  moves(out: Int32Array, at: number): number {
    let n = 0;
    const { piles, lengths, onColumn } = this;
    const end = T0 + this.columns;
    const stockLasts = this.stock > 0;
    for (let p = W; p < end; p = p === W ? T0 : p + 1) {
      const len = lengths[p]!;
      if (len === 0) continue;
      const c = piles[p]![len - 1]!;
      const f = this.foundationFor(c);
      if (f === -1) continue;
      if (this.pruning && this.safe(c, p)) {
        out[at] = cardMove(p, F0 + f);
        return 1;
      }
      out[at + n++] = cardMove(p, F0 + f);
    }
    let firstEmpty = -1;
    for (let q = T0; q < end; q++) if (lengths[q] === 0) { firstEmpty = q; break; }
    // Order only (every move is still searched): a card already built on a proper host moves to
    // another one after the draw, since such a move only exposes its old host.
    let later = 0;
    const deferred = this.deferred;
    for (let p = W; p < end; p = p === W ? T0 : p + 1) {
      const len = lengths[p]!;
      // A lone column card is enchanted while the stock lasts: it may only go to a foundation.
      if (len === 0 || (stockLasts && p >= T0 && len === 1)) continue;
      const c = piles[p]![len - 1]!;
      const under = p >= T0 && len >= 2 ? piles[p]![len - 2]! : -1;
      const built = under !== -1 && holdsNumber(onColumn[under]!, c);
      for (let q = T0; q < end; q++) {
        const lq = lengths[q]!;
        if (q === p || lq === 0 || (stockLasts && lq === 1)) continue;
        const t = piles[q]![lq - 1]!;
        if (holdsNumber(onColumn[t]!, c)) {
          if (built) deferred[later++] = cardMove(p, q);
          else out[at + n++] = cardMove(p, q);
        }
      }
      // Empty columns are interchangeable: one stands for all. A lone column card moving to an
      // empty column gives the same position up to which column is which, so it is not listed.
      if (firstEmpty !== -1 && !(p !== W && len === 1)) {
        if (built) deferred[later++] = cardMove(p, firstEmpty);
        else out[at + n++] = cardMove(p, firstEmpty);
      }
    }
    if (stockLasts) out[at + n++] = DRAW;
    for (let i = 0; i < later; i++) out[at + n++] = deferred[i]!;
    return n;
  }

  make(move: number): void {
    const { piles, lengths } = this;
    if (move === DRAW) {
      piles[W]![lengths[W]!++] = this.stockCards[--this.stock]!;
      return;
    }
    const from = move >> 6;
    const to = move & 63;
    const c = piles[from]![--lengths[from]!]!;
    if (to < T0) {
      const f = to - F0;
      if (this.fCount[f]++ === 0) this.fSuit[f] = c & 3;
      this.fTop[f] = c >> 2;
      this.onFoundations++;
    } else piles[to]![lengths[to]!++] = c;
    let refilled = 0;
    if (from >= T0 && lengths[from] === 0) {
      // An emptied column is refilled from the stock at once, as in the deal.
      const pile = piles[from]!;
      while (refilled < 3 && this.stock > 0) pile[refilled++] = this.stockCards[--this.stock]!;
      lengths[from] = refilled;
    }
    if (this.depth === this.refills.length) {
      const grown = new Int8Array(this.depth * 2);
      grown.set(this.refills);
      this.refills = grown;
    }
    this.refills[this.depth++] = refilled;
  }

  unmake(move: number): void {
    const { piles, lengths } = this;
    if (move === DRAW) {
      lengths[W]!--;
      this.stock++;
      return;
    }
    const from = move >> 6;
    const to = move & 63;
    const refilled = this.refills[--this.depth]!;
    if (refilled > 0) {
      this.stock += refilled;
      lengths[from] = 0;
    }
    let c: number;
    if (to < T0) {
      const f = to - F0;
      c = this.fTop[f]! * 4 + this.fSuit[f]!;
      if (--this.fCount[f] === 0) {
        this.fSuit[f] = -1;
        this.fTop[f] = -1;
      } else this.fTop[f] = this.prev[this.fTop[f]!]!;
      this.onFoundations--;
    } else c = piles[to]![--lengths[to]!]!;
    piles[from]![lengths[from]!++] = c;
  }

  /**
   * The stock count (its order is fixed), the waste in order, the columns as a sorted set (every
   * column follows the same rules, refills included; face-down cards are never a top, so which
   * are face down is never read) and, per suit, the sorted tops of its foundations (two copies of
   * a card are interchangeable, and so are foundations of one suit with the same top).
   */
  writeKey(): number {
    const { keyBytes: codes, lengths, piles } = this;
    let at = 0;
    codes[at++] = this.stock;
    const lw = lengths[W]!;
    codes[at++] = lw;
    for (let k = 0; k < lw; k++) codes[at++] = piles[W]![k]!;
    at = writeSorted(codes, at, piles, lengths, T0, this.columns, this.order);
    for (let s = 0; s < 4; s++) {
      let a = 0;
      let b = 0;
      for (let f = 0; f < FOUNDATIONS; f++) {
        if (this.fSuit[f] !== s) continue;
        const v = this.fTop[f]! + 1;
        if (v > a) { b = a; a = v; } else if (v > b) b = v;
      }
      codes[at++] = a;
      codes[at++] = b;
    }
    return at;
  }

  won(): boolean {
    return this.onFoundations === this.size;
  }

  /** No dead-end rule yet: with two copies of every card, a buried card rarely blocks for sure. */
  dead(): boolean {
    return false;
  }

  toFoundation(move: number): boolean {
    return move !== DRAW && (move & 63) < T0;
  }

  stockEmpty(): boolean {
    return this.stock === 0;
  }
}
