/**
 * The shape of a language pack's words for every game, typed from the games' English words, so
 * that a pack missing a pile name, a phase, an action or a refusal of any game fails to compile.
 * Types only: no game's code or words come with them.
 */
import type { SHARED_REFUSALS } from '../engine/refusals.js';
import type { words as funnel } from './funnel/words.js';
import type { words as indian } from './indian/words.js';
import type { words as wellOfTruth } from './well-of-truth/words.js';
import type { words as well } from './well/words.js';
import type { GameId } from '../registry.js';

/** Every word of `T` as a string to translate, the keys (and a list's length) kept. */
type Worded<T> = T extends string ? string : { readonly [K in keyof T]: Worded<T[K]> };

/** The games' English words, by game id. */
interface English {
  readonly well: typeof well;
  readonly funnel: typeof funnel;
  readonly 'well-of-truth': typeof wellOfTruth;
  readonly indian: typeof indian;
}

/**
 * One game's words in a language: all of its English words but its name, which is the game's
 * own Russian name in every language.
 */
export type GameWords<Id extends GameId = GameId> = Worded<Omit<English[Id], 'name'>>;

/** A language's words for every shipped game. */
export type GamesWords = { readonly [Id in GameId]: GameWords<Id> };

/** A language's words for the refusals every game shares, by code. */
export type SharedRefusalWords = Worded<typeof SHARED_REFUSALS>;
