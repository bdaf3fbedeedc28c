/**
 * Accessible names of cards, in the table's language (its pack's `cards`). The card artwork is
 * `aria-hidden`, so these names are the only way a screen reader learns which card it is.
 */
import type { Card, CardCase, Rank, Suit } from '../../core/index.js';
import { packOf, type Lang } from './languages.js';

export type { CardCase, Lang };

/** A card in the forms a sentence needs: "с девяткой треф", "на валета пик", "Дама заколдована". */
export interface CardWords {
  /** The card's name as a label: "Queen of hearts", "Дама червей". */
  readonly name: string;
  /** The forms the pack's own sentences use (`{card.acc}`); a language without cases gives `name` for each, or forms with an article. */
  readonly nom: string;
  readonly gen: string;
  readonly acc: string;
  readonly ins: string;
  /** Whether words agreeing with it take the feminine form (a дама, a девятка; not a туз). */
  readonly feminine: boolean;
}

/** How a language names cards. */
export interface CardNames {
  /** A card's name and forms. */
  readonly card: (rank: Rank, suit: Suit) => CardWords;
  /** The name of a face-down card: it must say nothing about which card it is. */
  readonly faceDown: string;
}

// A pile's aria label names its top card on every render: each card's words are made once a pack.
const made = new WeakMap<CardNames, Map<Card, CardWords>>();

/** Every form of a card's name a message may need. */
export function cardWords(code: Card, lang: Lang): CardWords {
  const names = packOf(lang).cards;
  let cards = made.get(names);
  if (!cards) made.set(names, (cards = new Map()));
  let words = cards.get(code);
  if (!words) cards.set(code, (words = names.card(code[0] as Rank, code[1] as Suit)));
  return words;
}

/** "Queen of hearts", "Дама червей". */
export const cardName = (code: Card, lang: Lang): string => cardWords(code, lang).name;

/** "Face-down card", "Карта рубашкой вверх". */
export const faceDownName = (lang: Lang): string => packOf(lang).cards.faceDown;
