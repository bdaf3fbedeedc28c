// Each game's index, the module the drop-in loads for a game's tag: one file of rules a game.
import { funnel } from './games/funnel/index.js';
import { indian } from './games/indian/index.js';
import { wellOfTruth } from './games/well-of-truth/index.js';
import { well } from './games/well/index.js';
import { quote } from './model/errors.js';
import type { AnyGameId, Rules } from './model/types.js';

/** The registry: one line a game. Its keys are the game ids (the type `GameId` follows them). */
const registry = {
  well,
  funnel,
  'well-of-truth': wellOfTruth,
  indian,
} as const;

/** A shipped game's id: a key of the registry, narrowing the engine's `AnyGameId`. */
export type GameId = keyof typeof registry;

/**
 * The rules of every shipped game, keyed by game id. Typed to take any id as well, so a state's
 * `game` indexes it directly; an id that is not shipped reads `undefined` (`isGameId` tells).
 */
export const games: Readonly<Record<GameId, Rules>> & Readonly<Record<AnyGameId, Rules>> = Object.freeze(registry);

export const GAME_IDS = Object.keys(games) as GameId[];

export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && Object.hasOwn(games, value);
}

export function rulesOf(game: AnyGameId): Rules {
  if (!isGameId(game)) throw new RangeError(`no game ${quote(game)}; the games are ${GAME_IDS.join(', ')}`);
  return games[game];
}
