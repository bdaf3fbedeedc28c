/** A player's statistics per game and deck, and how they are read back from storage. */
import type { DeckSize } from '../../core/index.js';

/** A player's record in one game and deck. */
export interface GameStats {
  /** Deals that got at least one move. */
  readonly played: number;
  readonly won: number;
  /** Wins in a row, up to now; a loss or an abandoned game ends it. */
  readonly streak: number;
  /** The longest streak, kept only while it is longer than `streak` (see `bestStreakOf`). */
  readonly bestStreak?: number;
  readonly bestTimeMs: number | null;
  readonly fewestMoves: number | null;
  /** Daily deals (`seed="daily"`) won on consecutive UTC dates, up to the last one won; absent in records older than it. */
  readonly dailyStreak?: number;
  /** The date (`YYYY-MM-DD`) of the last daily deal won. */
  readonly lastDaily?: string;
}

/** The longest streak so far: the current one unless an earlier one was longer. */
export const bestStreakOf = (stats: GameStats): number => Math.max(stats.streak, stats.bestStreak ?? 0);

export const NO_STATS: GameStats = { played: 0, won: 0, streak: 0, bestTimeMs: null, fewestMoves: null };

/** The daily streak after winning `day`'s deal: one more the day after the last, the same on that day, else 1. */
export function dailyStreakAfter(was: GameStats, day: string): Pick<GameStats, 'dailyStreak' | 'lastDaily'> {
  const last = was.lastDaily === undefined ? Number.NaN : Date.parse(was.lastDaily);
  const gap = (Date.parse(day) - last) / 86_400_000;
  return { dailyStreak: gap === 0 ? was.dailyStreak ?? 1 : gap === 1 ? (was.dailyStreak ?? 0) + 1 : 1, lastDaily: day };
}

/** Statistics by deck size. */
export type StatsByDeck = Readonly<Partial<Record<DeckSize, GameStats>>>;

/** What is counted of a deal: its first move, its end, or its abandonment (a new deal while it was in progress). */
export type StatsRecord = 'started' | 'abandoned' | 'lost' | { won: { ms: number; moves: number }; daily?: string | undefined };

/** `stats` with `what` counted in `deck`. */
export function withRecord(stats: Partial<Record<DeckSize, GameStats>>, deck: DeckSize, what: StatsRecord): Partial<Record<DeckSize, GameStats>> {
  const min = (a: number | null, b: number) => (a === null ? b : Math.min(a, b));
  const was = { ...NO_STATS, ...stats[deck] };
  const now: GameStats =
    what === 'started' ? { ...was, played: was.played + 1 }
    // A streak that ends keeps its length if it was the longest.
    : what === 'abandoned' || what === 'lost' ? { ...was, streak: 0, ...(was.streak > 0 ? { bestStreak: bestStreakOf(was) } : {}) }
    : { ...was, won: was.won + 1, streak: was.streak + 1, bestTimeMs: min(was.bestTimeMs, Math.round(what.won.ms)), fewestMoves: min(was.fewestMoves, what.won.moves),
      ...(what.daily === undefined ? {} : dailyStreakAfter(was, what.daily)) };
  // The best streak is written only while the current one is shorter: records stay as they were until a streak ends.
  const { bestStreak, ...current } = now;
  return { ...stats, [deck]: bestStreak !== undefined && bestStreak > now.streak ? now : current };
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isBest = (value: unknown): boolean => value === null || (typeof value === 'number' && Number.isFinite(value) && value >= 0);

/** A stored JSON object (statistics, settings), or `null` for anything else. */
export function recordFrom(text: string): Record<string, unknown> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  return parsed === null || typeof parsed !== 'object' || Array.isArray(parsed) ? null : (parsed as Record<string, unknown>);
}

/** Statistics read back from storage, or `null` when anything in them is not what `record` writes. */
export function statsFrom(text: string): Partial<Record<DeckSize, GameStats>> | null {
  const parsed = recordFrom(text);
  if (!parsed) return null;
  const out: Partial<Record<DeckSize, GameStats>> = {};
  for (const [deck, value] of Object.entries(parsed)) {
    const s = value as Partial<Record<keyof GameStats, unknown>> | null;
    if ((deck !== '36' && deck !== '52') || s === null || typeof s !== 'object') return null;
    if (![s.played, s.won, s.streak].every(isCount) || !isBest(s.bestTimeMs) || !isBest(s.fewestMoves) || !(s.bestStreak === undefined || isCount(s.bestStreak))) return null;
    const daily = isCount(s.dailyStreak) && typeof s.lastDaily === 'string' ? { dailyStreak: s.dailyStreak, lastDaily: s.lastDaily } : {};
    out[Number(deck) as DeckSize] = { played: s.played as number, won: s.won as number, streak: s.streak as number,
      ...(s.bestStreak === undefined ? {} : { bestStreak: s.bestStreak as number }),
      bestTimeMs: s.bestTimeMs as number | null, fewestMoves: s.fewestMoves as number | null, ...daily };
  }
  return out;
}
