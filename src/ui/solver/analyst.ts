/**
 * Analysis off the main thread: the solver runs in a module Web Worker; a new request (the
 * position changed) cancels the one in progress by ending the worker. Where workers are not
 * available, it degrades to the main thread in slices of at most 8 ms: each slice one small
 * search in a different random order, so it can still prove wins (a found line) but rarely
 * a loss (that takes the complete search).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { SolveResult, State } from '../../core/index.js';
import type { SolveAnswer, SolveRequest } from './solver-worker.js';

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

/**
 * The Trusted Types policy the worker's URL goes through, so the worker starts under
 * `require-trusted-types-for 'script'`; a page that lists its policies (`trusted-types`) allows
 * this name. It vouches for one URL only: the solver's worker beside this module.
 */
export const TRUSTED_TYPES_POLICY = 'patience-elements';

interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): unknown };
}
let scriptURLPolicy: { createScriptURL(url: string): unknown } | undefined;

/** The worker's URL as the `Worker` constructor takes it: through the policy where the browser has Trusted Types. */
function workerScriptURL(url: URL): URL | string {
  const trustedTypes = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!trustedTypes) return url;
  // Throws where the page's policy does not allow the name: the caller falls back to the main thread.
  scriptURLPolicy ??= trustedTypes.createPolicy(TRUSTED_TYPES_POLICY, {
    createScriptURL: (asked) => {
      if (asked !== url.href) throw new TypeError(`${TRUSTED_TYPES_POLICY}: only the solver's worker is vouched for`);
      return asked;
    },
  });
  // A TrustedScriptURL: the DOM's types take only strings and URLs.
  return scriptURLPolicy.createScriptURL(url.href) as string;
}

/**
 * `Worker`, its URL through the policy, looked up when called (a page may take workers away).
 * Named so, bundlers that find a worker by its source text (Vite: `new Worker(new URL(…,
 * import.meta.url))`) still emit the worker's file.
 */
const Worker = function (url: URL, options: WorkerOptions) {
  return new globalThis.Worker(workerScriptURL(url), options);
} as unknown as new (url: URL, options: WorkerOptions) => Worker;

const SLICE_MS = 8;
/** Positions of one slice: room for a few probes and a short complete search within SLICE_MS. */
const SLICE_POSITIONS = 20_000;
/** More probe seeds than one slice can use, so no two slices share one. */
const SLICE_SEEDS = 64;

export class Analyst implements ReactiveController {
  private worker: Worker | null | undefined;
  private nextId = 0;
  private pending: { id: number; resolve: (analysis: Analysis | null) => void } | null = null;
  private sliceTimer?: ReturnType<typeof setTimeout>;

  /** `warn` hears, once per reason, why analysis runs on the main thread or not at all. */
  constructor(host: ReactiveControllerHost, private readonly warn: (message: string) => void) {
    host.addController(this);
  }

  hostDisconnected(): void {
    this.cancel();
    // Off the page an idle worker would keep its thread as long as the page lives; one starts again when asked.
    this.worker?.terminate();
    if (this.worker) this.worker = undefined;
  }

  /** Solves `state` within `budget`; resolves `null` when cancelled by a newer request or `cancel()`. */
  analyse(state: State, budget: Budget): Promise<Analysis | null> {
    this.cancel();
    const id = ++this.nextId;
    const started = performance.now();
    return new Promise((resolve) => {
      this.pending = { id, resolve };
      const worker = this.workerNow();
      if (worker) {
        worker.onmessage = ({ data }: MessageEvent<SolveAnswer>) => this.settle(id, { result: data.result, ms: performance.now() - started, where: 'worker' });
        worker.onerror = () => {
          // A worker that cannot start (its file missing, or blocked by the page's policy) is given up for slices.
          worker.terminate();
          this.worker = null;
          this.warn('the solver\'s worker (solver-worker.js, beside the module that defines the elements) could not be started; analysis runs on the main thread in short slices, which prove less');
          void this.slices(id, state, budget, started);
        };
        const request: SolveRequest = { id, state, ...budget };
        worker.postMessage(request);
      } else void this.slices(id, state, budget, started);
    });
  }

  /** Drops the request in progress, if any (its promise resolves `null`). */
  cancel(): void {
    clearTimeout(this.sliceTimer);
    if (this.pending && this.worker) {
      this.worker.terminate();
      this.worker = undefined;
    }
    this.settle(this.pending?.id ?? -1, null);
  }

  private settle(id: number, analysis: Analysis | null): void {
    if (this.pending?.id !== id) return;
    const { resolve } = this.pending;
    this.pending = null;
    resolve(analysis);
  }

  private workerNow(): Worker | null {
    if (this.worker !== undefined) return this.worker;
    try {
      this.worker = new Worker(new URL('./solver-worker.ts', import.meta.url), { type: 'module' });
    } catch {
      this.worker = null;
      if (typeof globalThis.Worker === 'function') {
        this.warn(`the solver's worker could not be started (a page that requires Trusted Types must allow the policy '${TRUSTED_TYPES_POLICY}'); analysis runs on the main thread in short slices, which prove less`);
      }
    }
    return this.worker;
  }

  /**
   * The main-thread fallback: one short search per task until the budget or an answer. The
   * solver is loaded only now: most tables run it in the worker and never need it here.
   */
  private async slices(id: number, state: State, budget: Budget, started: number): Promise<void> {
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
      const result = solveOrUnknown(state, { maxPositions: Math.min(SLICE_POSITIONS, budget.maxPositions - spent), timeLimitMs: SLICE_MS, seed });
      spent += result.positions;
      // No positions searched: no search model, so more slices would not help.
      const done = result.result !== 'unknown' || result.positions === 0 || spent >= budget.maxPositions || performance.now() - started >= budget.timeLimitMs;
      if (done) this.settle(id, { result: result.result === 'unknown' ? { result: 'unknown', positions: spent } : result, ms: performance.now() - started, where: 'main thread' });
      else this.sliceTimer = setTimeout(step, 0);
    };
    this.sliceTimer = setTimeout(step, 0);
  }
}
