/**
 * Refusals: a stable code per reason, and its English words. Every game's `text.en.refusals`
 * holds the shared words below beside its own, and `explain`'s message is those words with card
 * codes and pile ids filled in. Other languages' words are in the language packs.
 */
import type { Card } from '../model/cards.js';
import { quote } from '../model/errors.js';
import type { Move, PileId, PileRole, State } from '../model/types.js';

/** Why a move is refused. Checks return one of a few module-level constants (or `null`), so listing legal moves allocates nothing. */
export interface Refusal {
  readonly code: string;
}

export const refuse = (code: string): Refusal => Object.freeze({ code });

export const notAMove = refuse('not-a-move');
export const noSuchPile = refuse('no-such-pile');
export const noSuchAction = refuse('no-such-action');
export const emptySource = refuse('empty-source');
export const faceDownSource = refuse('face-down-source');
export const samePile = refuse('same-pile');
export const alreadyWon = refuse('already-won');
export const neverMoves = refuse('never-moves');
/** `never-moves` for the stock, whose cards are drawn rather than moved. */
export const stockDraws = refuse('stock-draws');
export const neverReceives = refuse('never-receives');
export const stockEmpty = refuse('stock-empty');

/**
 * The words of the refusals every game shares, in English (`explain`'s messages); a language
 * pack has its own words for each of these codes.
 */
export const SHARED_REFUSALS = {
  'not-a-move': 'That is not a move: a move is FROM>TO or an action word',
  'no-such-pile': 'This game has no pile {pile}',
  'no-such-action': 'This game has no action {move}',
  'empty-source': '{from} is empty',
  'face-down-source': '{from}: the top card is face down',
  'same-pile': 'The card is already there',
  'already-won': 'The game is already won',
  // The pile first, as a label: 'on waste' would want an article, 'on column 1' none.
  'stock-draws': '{from}: its cards are drawn (D or a tap), not moved',
  'never-moves': '{from}: its cards never move',
  'never-receives': '{to}: nothing goes here',
  'stock-empty': 'The stock is empty',
  // The elements refuse the move past DEFAULT_MAX_MOVES (see replay.ts), which a saved game could not hold.
  'too-many-moves': 'This game has 10,000 moves, the most a saved game holds: undo or deal again',
} as const;

/** The codes of the refusals every game shares. */
export type SharedRefusalCode = keyof typeof SHARED_REFUSALS;

export type RefusalSlot = 'card' | 'top' | 'from' | 'to' | 'pile' | 'move';
export type CardCase = 'nom' | 'gen' | 'acc' | 'ins';

/** What fills a refusal's placeholders: in the core card codes and pile ids, in the elements the player's words. */
export interface RefusalFiller {
  /** The slot's words; `form` is a card's grammatical case, `atStart` whether the sentence begins with it. */
  text(slot: RefusalSlot, form: CardCase | undefined, atStart: boolean): string;
  /** Whether the card in `slot` has a feminine name (`{card?a|b}`). */
  feminine(slot: RefusalSlot): boolean;
}

/**
 * A refusal's words with its placeholders filled: `{card}` and `{top}` the moving card and the
 * target's top card, `{card.acc}` a case of it (Russian declines them), `{from}` and `{to}` the
 * piles, `{pile}` the unknown pile a malformed move names, `{move}` the move, and `{card?a|b}`
 * `a` where the card's name is feminine, else `b`.
 */
export function fillRefusal(template: string, filler: RefusalFiller): string {
  return template.replace(
    /\{(card|top|from|to|pile|move)(?:\.(nom|gen|acc|ins))?(?:\?([^|}]*)\|([^}]*))?\}/g,
    (_, slot: RefusalSlot, form: CardCase | undefined, feminine: string | undefined, other: string, at: number) =>
      feminine !== undefined ? (filler.feminine(slot) ? feminine : other) : filler.text(slot, form, at === 0),
  );
}

/** What a refused move concerns, as `explain` reports it. */
export interface RefusalContext {
  readonly state: State;
  readonly move: Move;
  readonly from: PileId;
  readonly to: PileId;
  readonly card: Card | undefined;
  readonly top: Card | undefined;
  readonly fromRole: PileRole | undefined;
  readonly toRole: PileRole | undefined;
}

/** The English message of a refusal: the English words with card codes and pile ids (an unknown one quoted, so a client's megabytes never come back). */
export function englishMessage(refusal: Refusal, words: Readonly<Record<string, string>>, c: RefusalContext): string {
  const template = words[refusal.code] ?? refusal.code;
  const known = c.fromRole !== undefined;
  return fillRefusal(template, {
    text: (slot) => {
      switch (slot) {
        case 'card': return c.card ?? '';
        case 'top': return c.top ?? '';
        case 'move': return c.move;
        case 'pile': return quote(c.from || c.to);
        default: return known ? c[slot] : quote(c[slot]);
      }
    },
    feminine: () => false,
  });
}
