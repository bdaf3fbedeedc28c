/**
 * Accessible names of cards, in English and Russian. The card artwork is `aria-hidden`, so
 * these names are the only way a screen reader learns which card it is.
 */
import type { Card, Rank, Suit } from '../core/index.js';

export type Lang = 'ru' | 'en';

const RANK_NAMES: Record<Lang, Record<Rank, string>> = {
  en: {
    A: 'Ace', 2: 'Two', 3: 'Three', 4: 'Four', 5: 'Five', 6: 'Six', 7: 'Seven',
    8: 'Eight', 9: 'Nine', T: 'Ten', J: 'Jack', Q: 'Queen', K: 'King',
  },
  ru: {
    A: 'Туз', 2: 'Двойка', 3: 'Тройка', 4: 'Четвёрка', 5: 'Пятёрка', 6: 'Шестёрка', 7: 'Семёрка',
    8: 'Восьмёрка', 9: 'Девятка', T: 'Десятка', J: 'Валет', Q: 'Дама', K: 'Король',
  },
};

// Russian names the suit in the genitive plural: "Дама червей" is literally "queen of hearts".
const SUIT_NAMES: Record<Lang, Record<Suit, string>> = {
  en: { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' },
  ru: { S: 'пик', H: 'червей', D: 'бубен', C: 'треф' },
};

const OF: Record<Lang, string> = { en: ' of ', ru: ' ' };

/** The name of a face-down card: it must say nothing about which card it is. */
export const FACE_DOWN_NAME: Record<Lang, string> = {
  en: 'Face-down card',
  ru: 'Карта рубашкой вверх',
};

/** "Queen", "Дама". */
export function rankName(rank: Rank, lang: Lang): string {
  return RANK_NAMES[lang][rank];
}

/** The suit as it follows the rank in a card's name: "hearts", "червей". */
export function suitName(suit: Suit, lang: Lang): string {
  return SUIT_NAMES[lang][suit];
}

/** "Queen of hearts", "Дама червей". */
export function cardName(code: Card, lang: Lang): string {
  return rankName(code[0] as Rank, lang) + OF[lang] + suitName(code[1] as Suit, lang);
}
