/**
 * Accessible names of cards, in English and Russian. The card artwork is `aria-hidden`, so
 * these names are the only way a screen reader learns which card it is.
 */
import type { Card, Rank, Suit } from '../../core/index.js';

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

/** The grammatical cases a card is named in by the table's messages. */
export type CardCase = 'nom' | 'gen' | 'acc' | 'ins';

/**
 * Russian rank nouns by case, in lower case (they stand inside sentences). Туз, король and
 * валет are animate in card play ("положить на валета"), so their accusative is the genitive.
 */
const RU_RANK_CASES: Record<Rank, Record<CardCase, string>> = (() => {
  const ka = (stem: string) => ({ nom: `${stem}ка`, gen: `${stem}ки`, acc: `${stem}ку`, ins: `${stem}кой` });
  const animate = (nom: string, stem: string, ins: string) => ({ nom, gen: `${stem}а`, acc: `${stem}а`, ins });
  return {
    A: animate('туз', 'туз', 'тузом'), K: { nom: 'король', gen: 'короля', acc: 'короля', ins: 'королём' },
    J: animate('валет', 'валет', 'валетом'), Q: { nom: 'дама', gen: 'дамы', acc: 'даму', ins: 'дамой' },
    2: ka('двой'), 3: ka('трой'), 4: ka('четвёр'), 5: ka('пятёр'), 6: ka('шестёр'), 7: ka('семёр'),
    8: ka('восьмёр'), 9: ka('девят'), T: ka('десят'),
  };
})();

/** A card in the forms a sentence needs: "с девяткой треф", "на валета пик", "Дама заколдована". */
export interface CardWords {
  /** The card's name as a label: "Queen of hearts", "Дама червей". */
  readonly name: string;
  readonly nom: string;
  readonly gen: string;
  readonly acc: string;
  readonly ins: string;
  /** Whether words agreeing with it take the feminine form (a дама, a девятка; not a туз). */
  readonly feminine: boolean;
}

/** Every form of a card's name a message may need; English has one form. */
export function cardWords(code: Card, lang: Lang): CardWords {
  const name = cardName(code, lang);
  const rank = code[0] as Rank;
  if (lang === 'en') return { name, nom: name, gen: name, acc: name, ins: name, feminine: false };
  const suit = ` ${suitName(code[1] as Suit, 'ru')}`;
  const forms = RU_RANK_CASES[rank];
  return {
    name, nom: forms.nom + suit, gen: forms.gen + suit, acc: forms.acc + suit, ins: forms.ins + suit,
    feminine: rank !== 'A' && rank !== 'K' && rank !== 'J',
  };
}
