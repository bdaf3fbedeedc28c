/**
 * Where a table deals another seed than the one asked for: under `winnable`, the first seed at or
 * after it (wrapping past the last) whose deal the solver proves won; under `difficulty`, the
 * first whose grade is that level; under both, the first that is both. Candidates are tried on
 * the page's pool, as many at once as it has workers (`firstAccepted`: the same seed as trying
 * them one by one); where no worker starts, one at a time on the main thread. A newer deal drops
 * the search (its requests included). After MAX_CANDIDATES seeds without one it warns and deals
 * the seed asked for.
 */
import { firstAccepted } from '../../core/search/first-accepted.js';
import { type GameOptions, type GradeLevel, type Rules, type State } from '../../core/index.js';
import { Analyst, type Budget } from './analyst.js';
import type { DealGrades } from './deal-grades.js';
import type { Answer, SolverThread } from './solver-thread.js';
import type { SeedFinder } from '../session/game-lifecycle.js';
import { difficultyOf } from '../session/deal-options.js';
import type { TableHost, TableShared } from '../table/table-shared.js';

/**
 * One candidate deal for `winnable`: positions only, no clock, so the same seed is chosen on
 * every machine (a time limit would let a slow one skip a deal a fast one proves). Under
 * `difficulty` the grading search (`gradeDeal`: 10,000 positions for easy, else 100,000) decides both.
 */
const CANDIDATE: Budget = { maxPositions: 60_000, timeLimitMs: Infinity };
/** Candidate deals tried before giving up and dealing the requested one. */
export const MAX_CANDIDATES = 300;
/** The progress indicator of a deal search appears only when it takes longer than this. */
const SLOW_MS = 300;

/** What the search is looking for, and the seed being tried (shown once the search is slow). */
export interface Searching {
  readonly seed: number;
  readonly level: GradeLevel | null;
}

export class DealFinder implements SeedFinder {
  searching: Searching | null = null;
  private search = 0;
  private readonly stops = new Set<AbortController>();
  private readonly host: TableHost;
  private readonly fallback: Analyst;

  constructor(private readonly shared: TableShared, private readonly thread: SolverThread, private readonly grades: DealGrades) {
    this.host = shared.host;
    this.fallback = new Analyst(this.host, thread, shared.warn);
  }

  /** The seed to deal instead of `seed` under `winnable` or `difficulty`; else `null`: `seed` itself. */
  dealFrom(rules: Rules, seed: number, options: GameOptions): Promise<number | null> | null {
    const level = difficultyOf(this.host.difficulty, this.shared.warn);
    return this.host.winnable || level !== null ? this.find(rules, seed, options, level) : null;
  }

  /** Drops the search under way, if any (its promise gives `null`). */
  cancel(): void {
    this.search++;
    for (const stop of this.stops) stop.abort();
    this.stops.clear();
    this.fallback.cancel();
    if (this.searching !== null) this.progress(null);
  }

  private async find(rules: Rules, seed: number, options: GameOptions, level: GradeLevel | null): Promise<number | null> {
    this.cancel();
    const search = this.search;
    const stop = new AbortController();
    this.stops.add(stop);
    const winnable = this.host.winnable;
    const candidates = Array.from({ length: MAX_CANDIDATES }, (_, i) => (seed + i) >>> 0);
    const slow = setTimeout(() => search === this.search && this.progress({ seed, level }), SLOW_MS);
    // An overtaken search's candidates answer false at once: it ends without a seed (no rejection left unheard).
    const test = async (candidate: number, signal: AbortSignal): Promise<boolean> => {
      if (stop.signal.aborted) return false;
      if (this.searching !== null) this.progress({ seed: candidate, level });
      const state = rules.deal(candidate, options);
      const verdict = await this.judge(rules, state, level, [signal, stop.signal]);
      if (verdict === null) return false;
      if (verdict.level) this.grades.remember(state, verdict.level);
      return (!winnable || verdict.result.result === 'win') && (level === null || verdict.level === level);
    };
    try {
      const found = await firstAccepted(candidates, test, this.thread.available ? this.thread.width : 1);
      if (search !== this.search) return null;
      if (found !== null) return found;
      const asked = [winnable && 'proven winnable', level && `graded ${level}`].filter(Boolean).join(' and ');
      this.shared.warn(`${level ? `difficulty="${level}"` : 'winnable'}: no deal from ${seed} to ${candidates.at(-1)} was ${asked}; dealing ${seed}`);
      return seed;
    } finally {
      clearTimeout(slow);
      this.stops.delete(stop);
      if (search === this.search) this.progress(null);
    }
  }

  /** The verdict on a candidate deal: in a worker of the pool; on the main thread where none starts. `null` once aborted. */
  private async judge(rules: Rules, state: State, level: GradeLevel | null, signals: readonly AbortSignal[]): Promise<Answer | null> {
    if (this.thread.available) {
      const answer = await this.thread.ask({ state, ...CANDIDATE, ...(level && { grade: level }) }, signals);
      if (answer !== 'failed') return answer;
    }
    if (level === null) {
      const analysis = await this.fallback.analyse(rules, state, CANDIDATE);
      return analysis && { result: analysis.result };
    }
    // Grading cannot be cut in slices (it is one search of fixed order): one candidate per task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (signals.some((signal) => signal.aborted)) return null;
    const { gradeDeal } = await import('./solve-or-unknown.js');
    return gradeDeal(rules, state, level);
  }

  private progress(searching: Searching | null): void {
    this.searching = searching;
    this.host.requestUpdate();
  }
}
