/**
 * The rules core's functions that name a game by its id (or read it from a state or a save):
 * each looks the rules up in the registry, which holds all four games. They live apart from the
 * modules the elements use, whose `…Of` forms take one game's rules, so that a page's first
 * paint from the drop-in carries its own game's rules only.
 */
import { dailySeedOf } from './daily.js';
import { quote, SavedGameError } from './model/errors.js';
import { isGameId, rulesOf } from './registry.js';
import { readSavedWith, replayWith, verifyWinWith, type SavedGame, type VerifyOptions } from './replay.js';
import { safeHomeMoveOf } from './search/safe-home.js';
import type { DeckSize } from './model/cards.js';
import type { AnyGameId, GameOptions, Move, State } from './model/types.js';

/** Deals `seed` and plays `moves`; throws `IllegalMoveError` naming the first illegal move's index. */
export function replay(game: AnyGameId, seed: number, options: GameOptions | undefined, moves: readonly Move[]): State {
  return replayWith(rulesOf(game), seed, options, moves);
}

/**
 * True exactly when `moves`, played from the deal, are all legal and end in a won game. Never
 * throws for anything a client sends; a list longer than `maxMoves`, with holes or with
 * entries that are not strings is false.
 */
export function verifyWin(game: AnyGameId, seed: number, options: GameOptions | undefined, moves: readonly Move[], limits?: VerifyOptions): boolean {
  return verifyWinWith(() => rulesOf(game), seed, options, moves, limits);
}

/**
 * Rebuilds a position from `serialize`'s text (or the parsed object), replaying every move.
 * Throws `SavedGameError`, and nothing else, on anything else: corrupt, foreign, tampered,
 * nested however deep, or with more than `maxMoves` moves. Messages quote at most a short
 * prefix of the input.
 */
export function deserialize(saved: string | SavedGame, limits?: VerifyOptions): State {
  return readSavedGame(saved, limits).state;
}

/** `deserialize`, with the clock's reading saved beside the moves (0 where none was). */
export function readSavedGame(saved: string | SavedGame, limits?: VerifyOptions): { state: State; elapsedMs: number } {
  return readSavedWith(saved, limits, (game) => {
    if (!isGameId(game)) throw new SavedGameError(`unknown game ${quote(game)}`);
    return rulesOf(game);
  });
}

/**
 * The deal number of the day's deal of `game` on `date`'s UTC date (a `Date`, or the
 * `YYYY-MM-DD` an event's `daily` says), with `deck` cards a deck (default: the game's first).
 * An Invalid Date deals `FALLBACK_DAY`'s deal. Throws `RangeError` on an unknown game, a deck
 * the game lacks, or text that is not a calendar day.
 */
export function dailySeed(game: AnyGameId, date: Date | string, deck?: DeckSize): number {
  return dailySeedOf(rulesOf(game), date, deck);
}

/** The foundation move that goes by itself in `state`, or `null`. */
export function safeHomeMove(state: State): Move | null {
  return safeHomeMoveOf(rulesOf(state.game), state);
}

/** Every move that goes by itself from `state`, one after another, in the order they are made. */
export function safeHomeMoves(state: State): Move[] {
  const rules = rulesOf(state.game);
  const moves: Move[] = [];
  for (let move = safeHomeMoveOf(rules, state); move !== null; move = safeHomeMoveOf(rules, state)) {
    moves.push(move);
    state = rules.apply(state, move);
  }
  return moves;
}
