import { funnel } from './games/funnel.js';
import { indian } from './games/indian.js';
import { wellOfTruth } from './games/well-of-truth.js';
import { well } from './games/well.js';
import type { GameId, Rules } from './types.js';

/** The rules of every game, keyed by game id. */
export const games: Readonly<Record<GameId, Rules>> = Object.freeze({
  well,
  funnel,
  'well-of-truth': wellOfTruth,
  indian,
});

export const GAME_IDS = Object.keys(games) as GameId[];

export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && Object.hasOwn(games, value);
}

export function rulesOf(game: GameId): Rules {
  if (!isGameId(game)) throw new RangeError(`no game ${JSON.stringify(game)}; the games are ${GAME_IDS.join(', ')}`);
  return games[game];
}
