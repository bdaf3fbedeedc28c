/**
 * The page's solver workers: one pool per game on the page (each game's worker file carries its
 * rules alone), shared by every element of that game, so twenty tables never start twenty sets.
 * Workers start on the first request that needs one and stay while an
 * element that used them is on the page (starting a worker fetches and compiles its script
 * again, which on a table that analyses every position, `show-winnable`, cost more than the
 * searches); the last one to leave ends them all. An element's analyses and grades go to the
 * first worker, in turn, as they did when each element had one; wide requests (candidate deals,
 * a parallel solve's jobs) take any idle worker and start another while there are fewer than
 * `poolCap()`. Requests carry ids; a request dropped before a worker reaches it is never searched
 * (`drop`), and an answer for one dropped meanwhile is not heard.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { GradeLevel, SolveResult, State } from '../../core/index.js';
import type { SolveAnswer, SolverMessage } from './solver-worker.js';
import { crossOriginWorker } from './cross-origin-worker.js';

/**
 * The Trusted Types policy the workers' URLs go through, so they start under
 * `require-trusted-types-for 'script'`; a page that lists its policies (`trusted-types`) allows
 * this name. It vouches only for the URLs of the games' solver workers, as their elements start them.
 */
export const TRUSTED_TYPES_POLICY = 'patience-elements';

interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): unknown };
}
let scriptURLPolicy: { createScriptURL(url: string): unknown } | undefined;
/** The worker URLs the elements started: all the policy vouches for. */
const vouched = new Set<string>();

/** A worker's URL as the `Worker` constructor takes it: through the policy where the browser has Trusted Types. */
function workerScriptURL(url: URL): URL | string {
  const trustedTypes = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!trustedTypes) return url;
  vouched.add(url.href);
  // Throws where the page's policy does not allow the name: the caller falls back to the main thread.
  scriptURLPolicy ??= trustedTypes.createPolicy(TRUSTED_TYPES_POLICY, {
    createScriptURL: (asked) => {
      if (!vouched.has(asked)) throw new TypeError(`${TRUSTED_TYPES_POLICY}: only the solver's workers are vouched for`);
      return asked;
    },
  });
  // A TrustedScriptURL: the DOM's types take only strings and URLs.
  return scriptURLPolicy.createScriptURL(url.href) as string;
}

/** The `Worker` constructor a game's `start` is given: its URL through the policy, looked up when called (a page may take workers away). */
export type WorkerConstructor = new (url: URL, options: WorkerOptions) => Worker;
const TrustedWorker = function (url: URL, options: WorkerOptions) {
  return new globalThis.Worker(workerScriptURL(url), options);
} as unknown as WorkerConstructor;

/**
 * How a game's element starts its solver's worker. `start` is the element's own
 * `(Worker) => new Worker(new URL('./workers/solver-<game>.ts', import.meta.url), { type: 'module' })`:
 * written so in the element's module, bundlers that find a worker by its source text (Vite) emit
 * the game's worker file, and the element's first paint carries nothing of the solver.
 */
export interface SolverWorkerSource {
  /** The built worker's file name (solver-<game>.js), beside the module that defines the elements. */
  readonly file: string;
  start(Worker: WorkerConstructor): Worker;
}

/** Where the built worker files are: beside the module (a variable, so bundlers leave this URL alone). */
const HERE = import.meta.url;
/** Why analysis runs on the main thread, said once. */
export const noWorker = (file: string): string =>
  `the solver's worker (${file}, beside the module that defines the elements) could not be started (a page that requires Trusted Types must allow the policy '${TRUSTED_TYPES_POLICY}'; one that loads the elements from another origin must allow blob: scripts); analysis runs on the main thread in short slices, which prove less`;

export interface ThreadRequest {
  readonly state: State;
  readonly maxPositions: number;
  readonly timeLimitMs: number;
  /** Where the probes' orders start (`SolveOptions.seed`). */
  readonly seed?: number;
  /** Grade the position as a deal instead (`gradeDeal`: its own budget; `true`: its level, a level: whether it is that one); the answer carries the level. */
  readonly grade?: true | GradeLevel;
  readonly answered: (result: SolveResult, level?: GradeLevel | null) => void;
  /** The worker could not be started or failed: the request was not answered. */
  readonly failed: () => void;
}

/** A worker's answer: the solver's result, and the deal's grade when it was asked for and settled. */
export interface Answer {
  readonly result: SolveResult;
  readonly level?: GradeLevel | null;
}

/** Workers at most, whatever the cores. */
const MAX_WORKERS = 4;
/**
 * The memory bound: a wide request searches at most WIDE_POSITIONS positions, each of which the
 * solver's key table holds in at most BYTES_PER_POSITION bytes (a Well 52 key, its slot and its
 * start, with the table's room to grow), about 48 MB per worker; the pool stays within POOL_BYTES.
 */
export const WIDE_POSITIONS = 300_000;
const BYTES_PER_POSITION = 160;
const POOL_BYTES = 256 * 2 ** 20;

/** Workers the pool may run: one core is left to the page, at least 1, at most MAX_WORKERS and the memory bound. */
export function poolCap(cores = navigator.hardwareConcurrency): number {
  const byMemory = Math.floor(POOL_BYTES / (WIDE_POSITIONS * BYTES_PER_POSITION));
  return Math.max(1, Math.min(MAX_WORKERS, (cores || 2) - 1, byMemory));
}

interface Slot {
  readonly worker: Worker;
  /** Requests posted and not yet answered: 0 is idle. */
  outstanding: number;
}

interface Job {
  readonly id: number;
  readonly client: object;
  readonly request: ThreadRequest;
  /** The worker it was posted to; none while it waits for one (wide). */
  slot?: Slot;
  /** Dropped: its answer is not heard. */
  dropped?: boolean;
}

class SolverPool {
  constructor(private readonly source: SolverWorkerSource) {}

  private slots: Slot[] = [];
  /** A worker could not start, or failed: the elements fall back until every one has left the page. */
  private broken = false;
  private nextId = 0;
  private readonly jobs = new Map<number, Job>();
  private readonly queued: Job[] = [];
  private readonly clients = new Set<object>();

  /** How many workers are running now. */
  get size(): number {
    return this.slots.length;
  }

  available(warn: (message: string) => void): boolean {
    return !this.broken && (this.slots.length > 0 || this.start(warn) !== null);
  }

  join(client: object): void {
    this.clients.add(client);
  }

  /** `client` left the page: its requests are dropped, and with the last client the workers end. */
  leave(client: object): void {
    this.clients.delete(client);
    for (const job of [...this.jobs.values()]) if (job.client === client) this.drop(job.id);
    if (this.clients.size > 0) return;
    for (const slot of this.slots) slot.worker.terminate();
    this.slots = [];
    this.jobs.clear();
    this.queued.length = 0;
    this.broken = false;
  }

  send(client: object, request: ThreadRequest, wide: boolean, warn: (message: string) => void): number {
    const job: Job = { id: ++this.nextId, client, request };
    this.jobs.set(job.id, job);
    const idle = wide ? this.slots.find((slot) => slot.outstanding === 0) : this.slots[0];
    const slot = idle ?? (this.slots.length < (wide ? poolCap() : 1) ? this.start(warn) : undefined);
    if (slot) this.post(slot, job);
    else if (this.slots.length > 0) this.queued.push(job);
    else queueMicrotask(() => this.fail([job]));
    return job.id;
  }

  drop(id: number): void {
    const job = this.jobs.get(id);
    if (!job) return;
    const waiting = this.queued.indexOf(job);
    if (waiting >= 0) {
      this.queued.splice(waiting, 1);
      this.jobs.delete(id);
      return;
    }
    job.dropped = true;
    const message: SolverMessage = { drop: id };
    job.slot?.worker.postMessage(message);
  }

  private post(slot: Slot, job: Job): void {
    job.slot = slot;
    slot.outstanding++;
    const { state, maxPositions, timeLimitMs, seed, grade } = job.request;
    const message: SolverMessage = { id: job.id, state, maxPositions, timeLimitMs, seed, grade };
    slot.worker.postMessage(message);
  }

  private start(warn: (message: string) => void): Slot | null {
    let worker: globalThis.Worker | null;
    try {
      worker = this.source.start(TrustedWorker);
    } catch {
      // Refused at once: the page's Trusted Types policy, or code from another origin (a CDN), where a same-origin bootstrap may start it.
      const workers = typeof globalThis.Worker === 'function';
      worker = workers ? crossOriginWorker(new URL(this.source.file, HERE)) : null;
      if (!worker && workers) warn(noWorker(this.source.file));
    }
    if (!worker) {
      this.broken = true;
      return null;
    }
    const slot: Slot = { worker, outstanding: 0 };
    this.slots.push(slot);
    worker.onmessage = ({ data }: MessageEvent<SolveAnswer>) => this.answered(slot, data);
    // A worker that cannot start (its file missing, or blocked by the page's policy) is given up for good.
    worker.onerror = () => {
      for (const each of this.slots) each.worker.terminate();
      this.slots = [];
      this.broken = true;
      const failed = [...this.jobs.values()];
      this.jobs.clear();
      this.queued.length = 0;
      this.fail(failed);
    };
    return slot;
  }

  private answered(slot: Slot, answer: SolveAnswer): void {
    slot.outstanding--;
    const job = this.jobs.get(answer.id);
    this.jobs.delete(answer.id);
    const next = slot.outstanding === 0 ? this.queued.shift() : undefined;
    if (next) this.post(slot, next);
    if (job && !job.dropped && 'result' in answer) job.request.answered(answer.result, answer.level);
  }

  private fail(jobs: readonly Job[]): void {
    for (const job of jobs) if (!job.dropped) job.request.failed();
  }
}

/** The page's pools, one per game's worker file. */
const pools = new Map<string, SolverPool>();

/** A stand-in for a table with no worker (a game a host defined): never available, each request failed. */
const NO_POOL = {
  join() {},
  leave() {},
  available: () => false,
  send(_client: object, request: ThreadRequest) {
    queueMicrotask(request.failed);
    return 0;
  },
  drop() {},
};

/** An element's way to its game's pool: its requests, dropped when it leaves the page. */
export class SolverThread implements ReactiveController {
  /** `source` is the element's game's worker (none: every request fails, so analysis runs on the main thread); `warn` hears why a worker could not be started. */
  constructor(host: ReactiveControllerHost, private readonly source: SolverWorkerSource | undefined, private readonly warn: (message: string) => void) {
    host.addController(this);
  }

  private get pool(): Pick<SolverPool, 'join' | 'leave' | 'available' | 'send' | 'drop'> {
    const source = this.source;
    if (!source) return NO_POOL;
    let pool = pools.get(source.file);
    if (!pool) pools.set(source.file, (pool = new SolverPool(source)));
    return pool;
  }

  /** Why analysis runs on the main thread (the game's worker file named). */
  get noWorker(): string {
    return noWorker(this.source?.file ?? 'none');
  }

  hostConnected(): void {
    this.pool.join(this);
  }

  hostDisconnected(): void {
    // Off the page an idle worker would keep its thread as long as the page lives; one starts again when asked.
    this.pool.leave(this);
  }

  /** Whether a worker can take requests (false once one failed to start: callers fall back). */
  get available(): boolean {
    return this.pool.available(this.warn);
  }

  /** Workers a wide request may use at once. */
  get width(): number {
    return poolCap();
  }

  /** Sends `request` (wide: to any idle worker); the id it returns is what `drop` takes. */
  send(request: ThreadRequest, wide = false): number {
    return this.pool.send(this, request, wide, this.warn);
  }

  /** Forgets request `id`: the worker skips it if it has not begun it, and its answer is not heard. */
  drop(id: number): void {
    this.pool.drop(id);
  }

  /** One wide request: its answer; `null` once one of `signals` aborts (the request is dropped); 'failed' when no worker could answer. */
  ask(request: Omit<ThreadRequest, 'answered' | 'failed'>, signals: readonly AbortSignal[]): Promise<Answer | 'failed' | null> {
    return new Promise((resolve) => {
      const id = this.send({ ...request, answered: (result, level) => resolve({ result, level }), failed: () => resolve('failed') }, true);
      const abort = () => {
        this.drop(id);
        resolve(null);
      };
      for (const signal of signals) {
        if (signal.aborted) abort();
        else signal.addEventListener('abort', abort, { once: true });
      }
    });
  }
}
