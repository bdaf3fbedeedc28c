/**
 * What a table knows of its storage before the saved games' code is in (saved-games.ts, loaded
 * when `persist` asks for it): the storage's shape, `localStorage` as one, and the keys.
 */
import type { AnyGameId } from '../../core/index.js';

/** Where saved games live: `localStorage`, or a host's own (e.g. cloud) store; sync or async. */
export interface GameStorage {
  get(key: string): string | null | undefined | Promise<string | null | undefined>;
  /** What it returns is not read; a promise is awaited, and its rejection is a failed write. */
  set(key: string, value: string): unknown;
  remove(key: string): unknown;
}

/** `persist` as a property: `true` is the attribute with no value (one key per game), `false` no attribute. */
export const persistAttribute = {
  fromAttribute: (value: string | null): string | null => value,
  toAttribute: (value: unknown): unknown => (value === true ? '' : value === false ? null : value),
};

const KEY_PREFIX = 'patience-elements';
export const statsKey = (game: AnyGameId) => `${KEY_PREFIX}/stats/${game}`;

/** The storage key of `game`'s saved game under `persist` (`persist="key"`, or one per game), or `null` without `persist`. */
export function saveKey(persist: string | boolean | null, game: AnyGameId): string | null {
  if (persist == null || persist === false) return null;
  return (persist === true ? '' : String(persist).trim()) || `${KEY_PREFIX}/${game}`;
}

/** `localStorage` as a storage (read only when called: a page without it fails a call, not the import). */
export const localStore: GameStorage = {
  get: (key) => globalThis.localStorage.getItem(key),
  set: (key, value) => globalThis.localStorage.setItem(key, value),
  remove: (key) => globalThis.localStorage.removeItem(key),
};

/** Whether `value` is a storage: an object with `get`, `set` and `remove` functions (a Proxy that throws when read is not one). */
export function isStorage(value: unknown): value is GameStorage {
  try {
    return typeof value === 'object' && value !== null && (['get', 'set', 'remove'] as const).every((call) => typeof (value as GameStorage)[call] === 'function');
  } catch {
    return false;
  }
}
