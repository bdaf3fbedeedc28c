/**
 * The day's deal. It must never change: players compare the same deal on the same UTC date, and a
 * server checks a daily leaderboard entry with it.
 *
 * Formula: the text `YYYY-MM-DD:<game>:<deck>` (the UTC date, the game id, the cards per deck;
 * e.g. `2026-12-06:well:52`) hashed with 32-bit FNV-1a over its characters (offset basis
 * 2166136261, prime 16777619, each step `h = imul(h ^ charCode, prime) >>> 0`). Every uint32 is a
 * deal number (0 to MAX_SEED), so the hash is the seed as it is.
 */
import { quote } from './model/errors.js';
import type { DeckSize } from './model/cards.js';
import type { Rules } from './model/types.js';

/** The day an Invalid Date stands for: the first day of the Unix clock, so a broken clock still deals a valid deal. */
export const FALLBACK_DAY = '1970-01-01';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC date of `date` as `YYYY-MM-DD` (years past 9999 as ISO writes them, `+275760`); an Invalid Date is `FALLBACK_DAY`. */
export function dailyDate(date: Date): string {
  if (!(date instanceof Date)) throw new TypeError(`dailyDate: not a Date: ${quote(date)}`);
  if (Number.isNaN(date.getTime())) return FALLBACK_DAY;
  return date.toISOString().slice(0, -14);
}

/** Reads `YYYY-MM-DD` as a real calendar day; `null` otherwise (2026-02-30 included). */
function dayOf(text: string): string | null {
  const match = DAY.exec(text);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCFullYear() === Number(match[1]) && dailyDate(date) === text ? text : null;
}

/** `dailySeed` for one game's `rules`: an element bundles only its own game, not the registry. */
export function dailySeedOf(rules: Rules, date: Date | string, deck?: DeckSize): number {
  const size = rules.resolveOptions({ deck }).deck;
  const day = typeof date === 'string' ? dayOf(date) : dailyDate(date);
  if (day === null) throw new RangeError(`dailySeed: date must be a Date or YYYY-MM-DD, not ${quote(date)}`);
  const text = `${day}:${rules.id}:${size}`;
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619) >>> 0;
  return hash;
}
