/** Replaying and verifying move lists, and the saved-game format. */
import { movesOf } from './engine.js';
import { IllegalMoveError, SavedGameError } from './errors.js';
import { isSeed } from './random.js';
import { isGameId, rulesOf } from './registry.js';
import type { GameId, GameOptions, Move, State } from './types.js';

/** Deals `seed` and plays `moves`; throws `IllegalMoveError` naming the first illegal move's index. */
export function replay(game: GameId, seed: number, options: GameOptions | undefined, moves: readonly Move[]): State {
  const rules = rulesOf(game);
  if (!Array.isArray(moves)) throw new TypeError('moves must be an array of move strings');
  let state = rules.deal(seed, options);
  moves.forEach((move, index) => {
    const refused = rules.explain(state, move);
    if (refused !== null) throw new IllegalMoveError(refused.move, refused.message, index, refused.code);
    state = rules.apply(state, move);
  });
  return state;
}

/** True exactly when `moves`, played from the deal, are all legal and end in a won game. */
export function verifyWin(game: GameId, seed: number, options: GameOptions | undefined, moves: readonly Move[]): boolean {
  try {
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
  readonly game: GameId;
  readonly options: { readonly deck: number; readonly freeDraw: boolean };
  readonly seed: number;
  readonly moves: readonly Move[];
}

/** A versioned, self-describing JSON text from which `deserialize` rebuilds the position. */
export function serialize(state: State): string {
  const saved: SavedGame = {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    game: state.game,
    options: { deck: state.options.deck, freeDraw: state.options.freeDraw },
    seed: state.seed,
    moves: movesOf(state),
  };
  return JSON.stringify(saved);
}

/** Rebuilds a position from `serialize`'s text, replaying every move; throws `SavedGameError` on anything else. */
export function deserialize(text: string): State {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new SavedGameError('saved game is not valid JSON');
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new SavedGameError('saved game is not a JSON object');
  const saved = data as Record<string, unknown>;
  if (saved.format !== SAVE_FORMAT) throw new SavedGameError(`not a patience-elements saved game (format ${JSON.stringify(saved.format)})`);
  if (saved.version !== SAVE_VERSION) throw new SavedGameError(`unsupported saved-game version ${JSON.stringify(saved.version)}; this release reads version ${SAVE_VERSION}`);
  const known = new Set(['format', 'version', 'game', 'options', 'seed', 'moves']);
  const extra = Object.keys(saved).filter((key) => !known.has(key));
  if (extra.length > 0) throw new SavedGameError(`unexpected field ${extra.map((k) => JSON.stringify(k)).join(', ')} in saved game`);
  if (!isGameId(saved.game)) throw new SavedGameError(`unknown game ${JSON.stringify(saved.game)}`);
  if (!isSeed(saved.seed)) throw new SavedGameError(`bad seed ${JSON.stringify(saved.seed)}`);
  const options = saved.options;
  if (options === null || typeof options !== 'object' || Array.isArray(options)) throw new SavedGameError('saved game has no options object');
  const { deck, freeDraw, ...rest } = options as Record<string, unknown>;
  if (Object.keys(rest).length > 0) throw new SavedGameError(`unexpected option ${Object.keys(rest).join(', ')}`);
  if (typeof freeDraw !== 'boolean') throw new SavedGameError('option freeDraw must be true or false');
  if (deck !== 36 && deck !== 52) throw new SavedGameError(`bad deck option ${JSON.stringify(deck)}`);
  if (!Array.isArray(saved.moves) || !saved.moves.every((m) => typeof m === 'string')) {
    throw new SavedGameError('saved game moves must be an array of move strings');
  }
  try {
    rulesOf(saved.game).resolveOptions({ deck, freeDraw });
    return replay(saved.game, saved.seed, { deck, freeDraw }, saved.moves as string[]);
  } catch (error) {
    throw new SavedGameError(`saved game does not replay: ${(error as Error).message}`);
  }
}
