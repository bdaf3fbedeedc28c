/**
 * The table's words in the language it speaks: its pack's messages, a game's words, a refusal
 * in words, a pile's name, a time. The words themselves are in the language packs (English in
 * ./en.ts and the rules core, the others in src/languages/).
 */
import { fillRefusal, type CardCase, type GameText, type MoveRefusal, type PileId, type Rank, type Rules, type Suit } from '../../core/index.js';
import { cardWords, type CardNames } from './card-names.js';
import { atStart, inSentence } from './sentence.js';
import { gameText, packOf, type Lang } from './languages.js';
import type { Messages } from './messages.js';
import type { PanelWords } from './panel-words.js';

export type { Lang, Messages };
export { gameText };

/** The table's messages in `lang` (English until its pack is in). */
export const messagesOf = (lang: Lang): Messages => packOf(lang).messages;

/** The panels' words in `lang`. */
export const panelWordsOf = (lang: Lang): PanelWords => packOf(lang).panel;

/**
 * The refusal of a move in the player's language, with cards and piles named in the game's words
 * (the game's own refusals, then the pack's shared ones); the rules' English message for a code
 * neither has. A card named inside the sentence is in lower case, at its start in upper case.
 */
export function describeRefusal(refusal: MoveRefusal, lang: Lang, rules: Rules): string {
  const text = gameText(rules, lang);
  const shared: Readonly<Record<string, string>> = packOf(lang).refusals;
  const template = text.refusals?.[refusal.code] ?? shared[refusal.code];
  if (template === undefined) return refusal.message;
  const card = (slot: 'card' | 'top') => refusal[slot];
  return fillRefusal(template, {
    text: (slot, form, first) => {
      if (slot === 'move') return refusal.move;
      if (slot === 'from' || slot === 'to' || slot === 'pile') {
        const id = slot === 'pile' ? refusal.from || refusal.to : refusal[slot];
        return id ? pileName(text, id) : '';
      }
      const named = card(slot);
      if (!named) return '';
      const name = cardWords(named, lang)[form ?? 'name'];
      return first ? atStart(name) : inSentence(name);
    },
    feminine: (slot) => {
      const named = slot === 'card' || slot === 'top' ? card(slot) : undefined;
      return named !== undefined && cardWords(named, lang).feminine;
    },
  });
}

/** A pile's name in a game's words: by exact id (`W`), else by pattern (`T{n}`, `{n}` its number from 1). */
export function pileName(text: GameText, id: PileId): string {
  const exact = text.piles[id];
  if (exact !== undefined) return exact;
  const pattern = /^[A-Z]\d+$/.test(id) ? text.piles[`${id[0]}{n}`] : undefined;
  return pattern === undefined ? id : pattern.replace('{n}', String(Number(id.slice(1)) + 1));
}

// Here, with the elements, rather than in a file of its own: two packs share it, and a shared
// file would be one more request before a Russian table's first paint.
/** The Russian and Ukrainian plural: 1 карта, 2 карты, 5 карт (21 карта, 12 карт). */
export function plural(n: number, one: string, few: string, many: string): string {
  const tens = n % 100;
  const units = n % 10;
  if (units === 1 && tens !== 11) return one;
  if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return few;
  return many;
}

/**
 * Cards named as Russian and Ukrainian name them: the rank (declined by `cases`, lower case inside
 * a sentence), then the suit in the genitive plural ("Дама червей"); туз, король and валет are
 * masculine, every other rank feminine.
 */
export function rankThenSuit(ranks: Readonly<Record<Rank, string>>, suits: Readonly<Record<Suit, string>>, cases: Readonly<Record<Rank, Readonly<Record<CardCase, string>>>>, faceDown: string): CardNames {
  return {
    card: (rank, suit) => {
      const forms = cases[rank];
      const of = ` ${suits[suit]}`;
      return {
        name: ranks[rank] + of, nom: forms.nom + of, gen: forms.gen + of, acc: forms.acc + of, ins: forms.ins + of,
        feminine: rank !== 'A' && rank !== 'K' && rank !== 'J',
      };
    },
    faceDown,
  };
}

/**
 * A pile after a common noun declined as `noun` (Russian «стопка», Ukrainian «стос»): its name stays
 * in the nominative, in quotes («на стопку «Колонка 3»»), except a name that is itself that noun
 * and a letter (`own`), whose noun is the one declined («на стопку В», not «на стопку «Стопка В»»).
 */
export function declinedPile(name: string, noun: string, own: RegExp): string {
  const letter = own.exec(name);
  return letter ? `${noun} ${letter[1]}` : `${noun} «${name}»`;
}

/** "4:05", "1:02:03". */
export function formatTime(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const mm = String(Math.floor((seconds % 3600) / 60)).padStart(h ? 2 : 1, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
