import { funnel } from './games/funnel/rules.js';
import { indian } from './games/indian/rules.js';
import { wellOfTruth } from './games/well-of-truth/rules.js';
import { well } from './games/well/rules.js';
import { quote } from './model/errors.js';
import type { Rules } from './model/types.js';

/** The registry: one line a game. Its keys are the game ids (the type `GameId` follows them). */
const registry = {
  well,
  funnel,
  'well-of-truth': wellOfTruth,
  indian,
} as const;

/** A game id: a key of the registry. */
export type GameId = keyof typeof registry;

/** The rules of every game, keyed by game id. */
export const games: Readonly<Record<GameId, Rules>> = Object.freeze(registry);

export const GAME_IDS = Object.keys(games) as GameId[];

export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && Object.hasOwn(games, value);
}

export function rulesOf(game: GameId): Rules {
  if (!isGameId(game)) throw new RangeError(`no game ${quote(game)}; the games are ${GAME_IDS.join(', ')}`);
  return games[game];
}
