/**
 * Saves carry a revision, so one never goes over a newer save of the same key made elsewhere
 * (another tab or window, another device on a host's storage). Each table remembers what it last
 * read or wrote under a key; before writing it looks at what is stored now, and a readable save
 * of its game that it has not seen, with a revision at least its own, is newer: not written over.
 */
import { readSavedGameOf, serialize, type Rules, type State } from '../../../core/index.js';

/** What a table last read or wrote under a key. */
export interface Known {
  /** The stored text, exactly. */
  readonly text: string;
  readonly revision: number;
  /** The clock's reading saved, in whole milliseconds. */
  readonly elapsedMs: number;
  /** The position saved, without its clock: whether the game in play is still the one saved. */
  readonly position: string;
}

/** A saved game read from the storage, with what is needed to take it or write over it knowingly. */
export interface Found extends Known {
  readonly key: string;
  readonly state: State;
}

export const positionOf = (state: State): string => serialize(state);

/** `text` read as a save of `rules`' game with its revision (0 for a save written before revisions); throws `SavedGameError` when it is not one. */
export function foundIn(rules: Rules, key: string, text: string): Found {
  const { state, elapsedMs } = readSavedGameOf(rules, text);
  const revision = (JSON.parse(text) as { revision?: number }).revision ?? 0;
  return { key, text, revision, state, elapsedMs, position: positionOf(state) };
}

/**
 * The save stored under `key` (`stored`, as just read) when it is newer than what this table
 * knows of the key (`known`, `undefined` when it never read nor wrote it): else `null`, and
 * writing goes ahead (nothing stored, the table's own text, a corrupt or foreign one, or an
 * older one of its own that landed late).
 */
export function newerSave(rules: Rules, key: string, stored: string | null | undefined, known: Known | undefined): Found | null {
  if (typeof stored !== 'string' || stored === known?.text) return null;
  let found: Found;
  try {
    found = foundIn(rules, key, stored);
  } catch {
    return null;
  }
  return known === undefined || found.revision >= known.revision ? found : null;
}
