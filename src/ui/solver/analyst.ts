/**
 * Analysis off the main thread: the solver runs in the page's first worker (solver-thread.ts);
 * a new request (the position changed) drops the one in progress. Where workers are not
 * available, it degrades to the main thread in slices of at most 8 ms: each slice one small
 * search in a different random order, so it can still prove wins (a found line) but rarely
 * a loss (that takes the complete search).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Rules, SolveResult, State } from '../../core/index.js';
import type { SolverThread } from './solver-thread.js';

/** What one analysis may spend. */
export interface Budget {
  readonly maxPositions: number;
  readonly timeLimitMs: number;
}

export interface Analysis {
  readonly result: SolveResult;
  /** Milliseconds from the request to the answer. */
  readonly ms: number;
  /** Where it ran. */
  readonly where: 'worker' | 'main thread';
}

const SLICE_MS = 8;
/** Positions of one slice: room for a few probes and a short complete search within SLICE_MS. */
const SLICE_POSITIONS = 20_000;
/** More probe seeds than one slice can use, so no two slices share one. */
const SLICE_SEEDS = 64;

export class Analyst implements ReactiveController {
  private nextId = 0;
  private pending: { id: number; resolve: (analysis: Analysis | null) => void; request?: number } | null = null;
  private sliceTimer?: ReturnType<typeof setTimeout>;

  /** `thread` is the element's worker, shared by its analysts; `warn` hears, once per reason, why analysis runs on the main thread or not at all. */
  constructor(host: ReactiveControllerHost, private readonly thread: SolverThread, private readonly warn: (message: string) => void) {
    host.addController(this);
  }

  hostDisconnected(): void {
    this.cancel();
  }

  /** Solves `state` (of `rules`' game) within `budget`; resolves `null` when cancelled by a newer request or `cancel()`. */
  analyse(rules: Rules, state: State, budget: Budget): Promise<Analysis | null> {
    this.cancel();
    const id = ++this.nextId;
    const started = performance.now();
    return new Promise((resolve) => {
      this.pending = { id, resolve };
      if (!this.thread.available) return void this.slices(id, rules, state, budget, started);
      this.pending.request = this.thread.send({
        state,
        ...budget,
        answered: (result) => this.settle(id, { result, ms: performance.now() - started, where: 'worker' }),
        failed: () => {
          this.warn(this.thread.noWorker);
          if (this.pending?.id === id) void this.slices(id, rules, state, budget, started);
        },
      });
    });
  }

  /** Drops the request in progress, if any (its promise resolves `null`). */
  cancel(): void {
    clearTimeout(this.sliceTimer);
    if (this.pending?.request !== undefined) this.thread.drop(this.pending.request);
    this.settle(this.pending?.id ?? -1, null);
  }

  private settle(id: number, analysis: Analysis | null): void {
    if (this.pending?.id !== id) return;
    const { resolve } = this.pending;
    this.pending = null;
    resolve(analysis);
  }

  /**
   * The main-thread fallback: one short search per task until the budget or an answer. The
   * solver is loaded only now: most tables run it in the worker and never need it here.
   */
  private async slices(id: number, rules: Rules, state: State, budget: Budget, started: number): Promise<void> {
    let solveOrUnknown: typeof import('./solve-or-unknown.js').solveOrUnknown;
    try {
      ({ solveOrUnknown } = await import('./solve-or-unknown.js'));
    } catch {
      this.warn('the solver (a file beside the module that defines the elements) could not be loaded; analysis answers "unknown"');
      return this.settle(id, { result: { result: 'unknown', positions: 0 }, ms: performance.now() - started, where: 'main thread' });
    }
    let spent = 0;
    let slice = 0;
    const step = () => {
      if (this.pending?.id !== id) return;
      // Each slice's probes start from a seed of their own, so the slices do not repeat one search.
      const seed = SLICE_SEEDS * slice++;
      const result = solveOrUnknown(rules, state, { maxPositions: Math.min(SLICE_POSITIONS, budget.maxPositions - spent), timeLimitMs: SLICE_MS, seed });
      spent += result.positions;
      // No positions searched: no search model, so more slices would not help.
      const done = result.result !== 'unknown' || result.positions === 0 || spent >= budget.maxPositions || performance.now() - started >= budget.timeLimitMs;
      if (done) this.settle(id, { result: result.result === 'unknown' ? { result: 'unknown', positions: spent } : result, ms: performance.now() - started, where: 'main thread' });
      else this.sliceTimer = setTimeout(step, 0);
    };
    this.sliceTimer = setTimeout(step, 0);
  }
}
