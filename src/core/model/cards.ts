/**
 * Cards, suits, ranks and rank orders (docs/rules.md, "Common ground").
 * A card is a two-character code, rank then suit: `TD` is the ten of diamonds.
 */

export type Suit = 'S' | 'H' | 'D' | 'C';
export type Rank = 'A' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'T' | 'J' | 'Q' | 'K';
export type Card = `${Rank}${Suit}`;
export type DeckSize = 36 | 52;

export const SUITS: readonly Suit[] = ['S', 'H', 'D', 'C'];
/** All ranks, ace low; a rank's index here is its "rank number" (A = 0 … K = 12). */
export const RANKS: readonly Rank[] = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];

// Look-up by character code keeps the hot paths (legal-move listing) free of string work.
const RANK_BY_CODE = new Int8Array(128).fill(-1);
RANKS.forEach((r, i) => (RANK_BY_CODE[r.charCodeAt(0)] = i));
const SUIT_BY_CODE = new Int8Array(128).fill(-1);
SUITS.forEach((s, i) => (SUIT_BY_CODE[s.charCodeAt(0)] = i));

/** Rank number of a card: A = 0, 2 = 1, … K = 12. */
export const rankOf = (card: Card): number => RANK_BY_CODE[card.charCodeAt(0)]!;
/** Suit number of a card: S = 0, H = 1, D = 2, C = 3. */
export const suitOf = (card: Card): number => SUIT_BY_CODE[card.charCodeAt(1)]!;
export const sameSuit = (a: Card, b: Card): boolean => a.charCodeAt(1) === b.charCodeAt(1);

export function isCard(value: unknown): value is Card {
  return (
    typeof value === 'string' &&
    value.length === 2 &&
    value.charCodeAt(0) < 128 &&
    value.charCodeAt(1) < 128 &&
    RANK_BY_CODE[value.charCodeAt(0)]! >= 0 &&
    SUIT_BY_CODE[value.charCodeAt(1)]! >= 0
  );
}

/**
 * Sets of cards as a 17-bit mask: bit r for rank number r, bit 13 + s for suit number s.
 * A card is in the set when both its rank bit and its suit bit are set.
 */
export const ALL_RANKS = 0x1fff;
export const ALL_SUITS = 0b1111 << 13;
export const ALL_CARDS = ALL_RANKS | ALL_SUITS;
export const rankBit = (rank: number): number => (rank < 0 ? 0 : 1 << rank);
export const suitBit = (suit: number): number => 1 << (13 + suit);
/** Whether the card set `set` holds `card`. */
export const holds = (set: number, card: Card): boolean => (set & rankBit(rankOf(card))) !== 0 && (set & suitBit(suitOf(card))) !== 0;

/** The ranks a deck of this size holds, ace first. */
export function deckRanks(deck: DeckSize): readonly Rank[] {
  return deck === 52 ? RANKS : (['A', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const);
}

/**
 * A rank order: `next`/`prev` step along it, -1 where the order ends.
 * Stored as tables indexed by rank number so a step is one array read.
 */
export interface RankOrder {
  readonly name: string;
  readonly next: Int8Array;
  readonly prev: Int8Array;
}

function makeOrder(name: string, sequence: readonly Rank[], cyclic: boolean): RankOrder {
  const next = new Int8Array(13).fill(-1);
  const prev = new Int8Array(13).fill(-1);
  const n = sequence.length;
  for (let i = 0; i < n; i++) {
    const here = RANKS.indexOf(sequence[i]!);
    if (i + 1 < n || cyclic) next[here] = RANKS.indexOf(sequence[(i + 1) % n]!);
    if (i > 0 || cyclic) prev[here] = RANKS.indexOf(sequence[(i - 1 + n) % n]!);
  }
  return { name, next, prev };
}

const SIX_TO_ACE: readonly Rank[] = ['6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'];
export const CYCLIC_36 = makeOrder('cyclic-36', SIX_TO_ACE, true);
export const CYCLIC_52 = makeOrder('cyclic-52', RANKS, true);
export const ACE_LOW_36 = makeOrder('ace-low-36', deckRanks(36), false);
export const ACE_LOW_52 = makeOrder('ace-low-52', RANKS, false);

export const cyclicOrder = (deck: DeckSize): RankOrder => (deck === 36 ? CYCLIC_36 : CYCLIC_52);
export const aceLowOrder = (deck: DeckSize): RankOrder => (deck === 36 ? ACE_LOW_36 : ACE_LOW_52);

/** True when `card` is the rank that follows `below` in `order` (suit not checked). */
export const follows = (order: RankOrder, below: Card, card: Card): boolean =>
  order.next[rankOf(below)] === rankOf(card);

/**
 * A fresh, unshuffled set of cards: for each copy, suits in the order ♠ ♥ ♦ ♣, each suit's
 * ranks ace first then ascending (A 2 … K, or A 6 … K in 36 cards). Part of the deal
 * specification: changing it changes every deal.
 */
export function freshCards(deck: DeckSize, copies: number): Card[] {
  const cards: Card[] = [];
  for (let copy = 0; copy < copies; copy++) {
    for (const suit of SUITS) for (const rank of deckRanks(deck)) cards.push(`${rank}${suit}`);
  }
  return cards;
}
