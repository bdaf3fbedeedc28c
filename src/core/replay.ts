/** Replaying and verifying move lists, and the saved-game format. */
import { notAMove } from './engine/refusals.js';
import { movesOf } from './engine/state.js';
import { DEFAULT_MAX_MOVES } from './model/limits.js';
import { IllegalMoveError, quote, QUOTE_LIMIT, SavedGameError } from './model/errors.js';
import { isSeed } from './model/random.js';
import type { AnyGameId, GameOptions, Move, Rules, State } from './model/types.js';

export { DEFAULT_MAX_MOVES };

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** The longest clock a saved game may carry, 1,000 hours: more is tampering (1e300 ms would show as an absurd time). */
const MAX_ELAPSED_MS = 1_000 * 3_600_000;

/**
 * A copy of `moves`, read once (a host's Proxy may answer each read differently), when it is a
 * dense array of at most `maxMoves` strings; throws otherwise (`forEach` would skip holes silently).
 */
function copyMoveList(moves: unknown, maxMoves = Infinity): Move[] {
  if (!Array.isArray(moves)) throw new TypeError('moves must be an array of move strings');
  const length: number = moves.length;
  if (length > maxMoves) throw new RangeError(`${length} moves; the limit is ${maxMoves}`);
  const copy: Move[] = [];
  for (let i = 0; i < length; i++) {
    if (!(i in moves)) throw new TypeError(`moves has a hole at index ${i}`);
    const move: unknown = moves[i];
    if (typeof move !== 'string') throw new TypeError(`move ${i + 1} is ${quote(move)}, not a move string`);
    copy.push(move);
  }
  return copy;
}

/** Deals `seed` with `rules` and plays `moves`; throws `IllegalMoveError` naming the first illegal move's index. */
export function replayWith(rules: Rules, seed: number, options: GameOptions | undefined, list: readonly Move[]): State {
  const moves = copyMoveList(list);
  let state = rules.deal(seed, options);
  for (let index = 0; index < moves.length; index++) {
    const move = moves[index]!;
    // Refusal messages name the move; a client's move string may be megabytes long, and no real move is half as long as `QUOTE_LIMIT`.
    if (move.length > QUOTE_LIMIT) throw new IllegalMoveError(move, rules.text.en.refusals![notAMove.code]!, index, notAMove.code);
    const refused = rules.explain(state, move);
    if (refused !== null) throw new IllegalMoveError(refused.move, refused.message, index, refused.code);
    state = rules.apply(state, move);
  }
  return state;
}

export interface VerifyOptions {
  /** Longer move lists are rejected before any move is replayed; default `DEFAULT_MAX_MOVES`. */
  readonly maxMoves?: number;
}

function maxMovesOf(limits: VerifyOptions | undefined): number {
  const maxMoves = limits?.maxMoves ?? DEFAULT_MAX_MOVES;
  // A bad bound is the host's own mistake, not a client's junk: say so instead of answering false.
  if (!Number.isSafeInteger(maxMoves) || maxMoves < 0) throw new RangeError(`maxMoves must be a non-negative integer, not ${quote(maxMoves)}`);
  return maxMoves;
}

/** `verifyWin` with the rules `rulesFor` gives (a lookup that throws is false as well). */
export function verifyWinWith(rulesFor: () => Rules, seed: number, options: GameOptions | undefined, moves: readonly Move[], limits?: VerifyOptions): boolean {
  const maxMoves = maxMovesOf(limits);
  try {
    if (options !== undefined && !isPlainObject(options)) return false;
    const rules = rulesFor();
    // Copied before the bound is checked, so a list cannot grow between the check and the replay.
    return rules.status(replayWith(rules, seed, options, copyMoveList(moves, maxMoves))) === 'won';
  } catch {
    return false;
  }
}

export const SAVE_FORMAT = 'patience-elements/game';
export const SAVE_VERSION = 1;

export interface SavedGame {
  readonly format: typeof SAVE_FORMAT;
  readonly version: typeof SAVE_VERSION;
  readonly game: AnyGameId;
  readonly options: { readonly deck: number; readonly freeDraw: boolean };
  readonly seed: number;
  readonly moves: readonly Move[];
  /** Milliseconds on the game's clock when it was saved (the elements write it). */
  readonly elapsedMs?: number;
  /** How many times the elements wrote this storage key: a save never goes over a higher one (another tab's). */
  readonly revision?: number;
}

/** A versioned, self-describing JSON text from which `deserialize` rebuilds the position. */
export function serialize(state: State, { elapsedMs, revision }: { elapsedMs?: number; revision?: number } = {}): string {
  const saved: SavedGame = {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    game: state.game,
    options: { deck: state.options.deck, freeDraw: state.options.freeDraw },
    seed: state.seed,
    moves: movesOf(state),
    // Clamped, so a save always reads back (a clock left running for weeks stops at the bound).
    ...(elapsedMs === undefined ? {} : { elapsedMs: Math.min(MAX_ELAPSED_MS, Math.max(0, Math.round(elapsedMs))) }),
    ...(revision === undefined ? {} : { revision }),
  };
  return JSON.stringify(saved);
}

const isPlainRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** An object literal's kind: not an array, a class instance or a Proxy over one. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!isPlainRecord(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The longest saved-game text for `maxMoves` moves, far above a real save (about 10 characters a move): checked before parsing, so junk text costs nothing. */
const maxSavedChars = (maxMoves: number): number => 4096 + 64 * maxMoves;

/** Throws unless every key of `record` is one of `known` (one pass: an object rest copy of a million keys took seconds). */
function onlyKeys(record: Record<string, unknown>, known: readonly string[], unexpected: (key: string) => string): void {
  const extra = Object.keys(record).find((key) => !known.includes(key));
  if (extra !== undefined) throw new SavedGameError(unexpected(quote(extra)));
}

/**
 * `readSavedGame` for one game's element: a saved game of any other game is refused with a
 * `SavedGameError`. It needs no registry, so an element bundles only its own game's rules.
 */
export function readSavedGameOf(rules: Rules, saved: string | SavedGame, limits?: VerifyOptions): { state: State; elapsedMs: number } {
  return readSavedWith(saved, limits, (game) => {
    if (game !== rules.id) throw new SavedGameError(`a saved game of ${quote(game)}, not of ${rules.id}`);
    return rules;
  });
}

/** A saved game read with the rules `rulesFor` gives for the game it names (which throws `SavedGameError` for one it refuses). */
export function readSavedWith(saved: string | SavedGame, limits: VerifyOptions | undefined, rulesFor: (game: unknown) => Rules): { state: State; elapsedMs: number } {
  const maxMoves = maxMovesOf(limits);
  try {
    if (typeof saved === 'string' && saved.length > maxSavedChars(maxMoves)) throw new SavedGameError(`saved game is ${saved.length} characters long; one of ${maxMoves} moves takes at most ${maxSavedChars(maxMoves)}`);
    return restoreSaved(typeof saved === 'string' ? parse(saved) : saved, maxMoves, rulesFor);
  } catch (error) {
    // Getters, proxies or a parser out of stack may throw anything; the host catches one type.
    if (error instanceof SavedGameError) throw error;
    throw new SavedGameError('saved game could not be read');
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new SavedGameError('saved game is not valid JSON');
  }
}

/** Checks only the shape it needs, never walking nested values, so depth cannot exhaust the stack. */
function restoreSaved(data: unknown, maxMoves: number, rulesFor: (game: unknown) => Rules): { state: State; elapsedMs: number } {
  if (!isPlainRecord(data)) throw new SavedGameError('saved game is not a JSON object');
  if (data.format !== SAVE_FORMAT) throw new SavedGameError(`not a patience-elements saved game (format ${quote(data.format)})`);
  if (data.version !== SAVE_VERSION) throw new SavedGameError(`unsupported saved-game version ${quote(data.version)}; this release reads version ${SAVE_VERSION}`);
  onlyKeys(data, ['format', 'version', 'game', 'options', 'seed', 'moves', 'elapsedMs', 'revision'], (key) => `unexpected field ${key} in saved game`);
  if (data.revision !== undefined && !isCount(data.revision)) throw new SavedGameError(`bad revision ${quote(data.revision)}`);
  const rules = rulesFor(data.game);
  if (!isSeed(data.seed)) throw new SavedGameError(`bad seed ${quote(data.seed)}`);
  const elapsedMs = data.elapsedMs ?? 0;
  if (typeof elapsedMs !== 'number' || !(elapsedMs >= 0 && elapsedMs <= MAX_ELAPSED_MS)) throw new SavedGameError(`bad elapsedMs ${quote(data.elapsedMs)} (0 to ${MAX_ELAPSED_MS})`);
  const options = data.options;
  if (!isPlainRecord(options)) throw new SavedGameError('saved game has no options object');
  onlyKeys(options, ['deck', 'freeDraw'], (key) => `unexpected option ${key}`);
  const { deck, freeDraw } = options;
  if (typeof freeDraw !== 'boolean') throw new SavedGameError('option freeDraw must be true or false');
  if (deck !== 36 && deck !== 52) throw new SavedGameError(`bad deck option ${quote(deck)}`);
  let moves: Move[];
  try {
    moves = copyMoveList(data.moves, maxMoves);
  } catch (error) {
    if (error instanceof RangeError) throw new SavedGameError(`saved game has ${(error as Error).message}`);
    throw new SavedGameError(`saved game moves must be an array of move strings: ${(error as Error).message}`);
  }
  try {
    rules.resolveOptions({ deck, freeDraw });
    return { state: replayWith(rules, data.seed, { deck, freeDraw }, moves), elapsedMs };
  } catch (error) {
    throw new SavedGameError(`saved game does not replay: ${(error as Error).message}`);
  }
}
