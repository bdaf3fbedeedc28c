/**
 * One element's solver worker, started on its first request and kept alive while the element is
 * on the page: starting a worker fetches and compiles its script again, which on a table that
 * analyses every position (`show-winnable`) cost more than the searches. Requests carry ids; a
 * request dropped before the worker reaches it is never searched (`drop`), and an answer for
 * one dropped meanwhile is not heard.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { SolveResult, State } from '../../core/index.js';
import type { SolveAnswer, SolverMessage } from './solver-worker.js';
import { crossOriginWorker } from './cross-origin-worker.js';

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

/** Where the built worker file is: beside the module (a variable, so bundlers leave this URL alone). */
const HERE = import.meta.url;
const WORKER_FILE = 'solver-worker.js';
/** Why analysis runs on the main thread, said once. */
export const NO_WORKER = `the solver's worker (solver-worker.js, beside the module that defines the elements) could not be started (a page that requires Trusted Types must allow the policy '${TRUSTED_TYPES_POLICY}'; one that loads the elements from another origin must allow blob: scripts); analysis runs on the main thread in short slices, which prove less`;

export interface ThreadRequest {
  readonly state: State;
  readonly maxPositions: number;
  readonly timeLimitMs: number;
  readonly answered: (result: SolveResult) => void;
  /** The worker could not be started or failed: the request was not answered. */
  readonly failed: () => void;
}

export class SolverThread implements ReactiveController {
  private worker: Worker | null | undefined;
  private nextId = 0;
  private readonly waiting = new Map<number, ThreadRequest>();

  /** `warn` hears why the worker could not be started. */
  constructor(host: ReactiveControllerHost, private readonly warn: (message: string) => void) {
    host.addController(this);
  }

  hostDisconnected(): void {
    // Off the page an idle worker would keep its thread as long as the page lives; one starts again when asked.
    this.worker?.terminate();
    if (this.worker) this.worker = undefined;
    this.waiting.clear();
  }

  /** Whether a worker can take requests (false once one failed to start: callers fall back). */
  get available(): boolean {
    return this.workerNow() !== null;
  }

  /** Sends `request` to the worker; the id it returns is what `drop` takes. */
  send(request: ThreadRequest): number {
    const id = ++this.nextId;
    this.waiting.set(id, request);
    const message: SolverMessage = { id, state: request.state, maxPositions: request.maxPositions, timeLimitMs: request.timeLimitMs };
    this.workerNow()!.postMessage(message);
    return id;
  }

  /** Forgets request `id`: the worker skips it if it has not begun it, and its answer is not heard. */
  drop(id: number): void {
    if (!this.waiting.delete(id)) return;
    const message: SolverMessage = { drop: id };
    this.worker?.postMessage(message);
  }

  private workerNow(): Worker | null {
    if (this.worker !== undefined) return this.worker;
    let worker: globalThis.Worker | null;
    try {
      worker = new Worker(new URL('./solver-worker.ts', import.meta.url), { type: 'module' });
    } catch {
      // Refused at once: the page's Trusted Types policy, or code from another origin (a CDN), where a same-origin bootstrap may start it.
      worker = typeof globalThis.Worker === 'function' ? crossOriginWorker(new URL(WORKER_FILE, HERE)) : null;
      if (!worker && typeof globalThis.Worker === 'function') this.warn(NO_WORKER);
    }
    this.worker = worker;
    if (worker) {
      worker.onmessage = ({ data }: MessageEvent<SolveAnswer>) => {
        const request = this.waiting.get(data.id);
        this.waiting.delete(data.id);
        request?.answered(data.result);
      };
      worker.onerror = () => {
        // A worker that cannot start (its file missing, or blocked by the page's policy) is given up for good.
        worker.terminate();
        this.worker = null;
        const failed = [...this.waiting.values()];
        this.waiting.clear();
        for (const request of failed) request.failed();
      };
    }
    return this.worker;
  }
}
