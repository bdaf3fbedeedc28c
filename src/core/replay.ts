/** Replaying and verifying move lists, and the saved-game format. */
import { notAMove } from './engine/refusals.js';
import { movesOf } from './engine/state.js';
import { IllegalMoveError, quote, QUOTE_LIMIT, SavedGameError } from './model/errors.js';
import { isSeed } from './model/random.js';
import { isGameId, rulesOf } from './registry.js';
import type { AnyGameId, GameOptions, Move, Rules, State } from './model/types.js';

/**
 * The longest move list `verifyWin` and `deserialize` replay unless told otherwise. Won games
 * are far shorter (random playouts that wander win in at most about 600 moves, the longest in
 * the two-deck Indian patience), and a log this long replays in a few milliseconds (`npm run
 * bench` prints the figure), so one hostile request cannot hold a server's event loop.
 */
export const DEFAULT_MAX_MOVES = 10_000;

/** The longest clock a saved game may carry, 1,000 hours: more is tampering (1e300 ms would show as an absurd time). */
const MAX_ELAPSED_MS = 1_000 * 3_600_000;

/** Throws unless `moves` is a dense array of strings: `forEach` would skip holes silently. */
function checkMoveList(moves: unknown): asserts moves is readonly Move[] {
  if (!Array.isArray(moves)) throw new TypeError('moves must be an array of move strings');
  for (let i = 0; i < moves.length; i++) {
    if (!(i in moves)) throw new TypeError(`moves has a hole at index ${i}`);
    if (typeof moves[i] !== 'string') throw new TypeError(`move ${i + 1} is ${quote(moves[i])}, not a move string`);
  }
}

/** Deals `seed` and plays `moves`; throws `IllegalMoveError` naming the first illegal move's index. */
export function replay(game: AnyGameId, seed: number, options: GameOptions | undefined, moves: readonly Move[]): State {
  return replayWith(rulesOf(game), seed, options, moves);
}

function replayWith(rules: Rules, seed: number, options: GameOptions | undefined, moves: readonly Move[]): State {
  checkMoveList(moves);
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

/**
 * True exactly when `moves`, played from the deal, are all legal and end in a won game. Never
 * throws for anything a client sends; a list longer than `maxMoves`, with holes or with
 * entries that are not strings is false.
 */
export function verifyWin(game: AnyGameId, seed: number, options: GameOptions | undefined, moves: readonly Move[], limits?: VerifyOptions): boolean {
  const maxMoves = maxMovesOf(limits);
  try {
    if (!Array.isArray(moves) || moves.length > maxMoves) return false;
    return rulesOf(game).status(replay(game, seed, options, moves)) === 'won';
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
}

/** A versioned, self-describing JSON text from which `deserialize` rebuilds the position. */
export function serialize(state: State, { elapsedMs }: { elapsedMs?: number } = {}): string {
  const saved: SavedGame = {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    game: state.game,
    options: { deck: state.options.deck, freeDraw: state.options.freeDraw },
    seed: state.seed,
    moves: movesOf(state),
    // Clamped, so a save always reads back (a clock left running for weeks stops at the bound).
    ...(elapsedMs === undefined ? {} : { elapsedMs: Math.min(MAX_ELAPSED_MS, Math.max(0, Math.round(elapsedMs))) }),
  };
  return JSON.stringify(saved);
}

const isPlainRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

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
  return readSaved(saved, limits, (game) => {
    if (!isGameId(game)) throw new SavedGameError(`unknown game ${quote(game)}`);
    return rulesOf(game);
  });
}

/**
 * `readSavedGame` for one game's element: a saved game of any other game is refused with a
 * `SavedGameError`. It needs no registry, so an element bundles only its own game's rules.
 */
export function readSavedGameOf(rules: Rules, saved: string | SavedGame, limits?: VerifyOptions): { state: State; elapsedMs: number } {
  return readSaved(saved, limits, (game) => {
    if (game !== rules.id) throw new SavedGameError(`a saved game of ${quote(game)}, not of ${rules.id}`);
    return rules;
  });
}

function readSaved(saved: string | SavedGame, limits: VerifyOptions | undefined, rulesFor: (game: unknown) => Rules): { state: State; elapsedMs: number } {
  const maxMoves = maxMovesOf(limits);
  try {
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
  const known = new Set(['format', 'version', 'game', 'options', 'seed', 'moves', 'elapsedMs']);
  const extra = Object.keys(data).filter((key) => !known.has(key));
  if (extra.length > 0) throw new SavedGameError(`unexpected field ${quote(extra[0])} in saved game`);
  const rules = rulesFor(data.game);
  if (!isSeed(data.seed)) throw new SavedGameError(`bad seed ${quote(data.seed)}`);
  const elapsedMs = data.elapsedMs ?? 0;
  if (typeof elapsedMs !== 'number' || !(elapsedMs >= 0 && elapsedMs <= MAX_ELAPSED_MS)) throw new SavedGameError(`bad elapsedMs ${quote(data.elapsedMs)} (0 to ${MAX_ELAPSED_MS})`);
  const options = data.options;
  if (!isPlainRecord(options)) throw new SavedGameError('saved game has no options object');
  const { deck, freeDraw, ...rest } = options;
  const unexpected = Object.keys(rest);
  if (unexpected.length > 0) throw new SavedGameError(`unexpected option ${quote(unexpected[0])}`);
  if (typeof freeDraw !== 'boolean') throw new SavedGameError('option freeDraw must be true or false');
  if (deck !== 36 && deck !== 52) throw new SavedGameError(`bad deck option ${quote(deck)}`);
  const moves = data.moves;
  if (!Array.isArray(moves)) throw new SavedGameError('saved game moves must be an array of move strings');
  if (moves.length > maxMoves) throw new SavedGameError(`saved game has ${moves.length} moves; the limit is ${maxMoves}`);
  try {
    checkMoveList(moves);
  } catch (error) {
    throw new SavedGameError(`saved game moves must be an array of move strings: ${(error as Error).message}`);
  }
  try {
    rules.resolveOptions({ deck, freeDraw });
    return { state: replayWith(rules, data.seed, { deck, freeDraw }, moves), elapsedMs };
  } catch (error) {
    throw new SavedGameError(`saved game does not replay: ${(error as Error).message}`);
  }
}
