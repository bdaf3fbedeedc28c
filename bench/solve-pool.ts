/**
 * The solver on every core in Node: a pool of worker threads behind the core's `SolveRunner`
 * (src/core/search/parallel.ts). A job whose signal aborts has its worker terminated (`solve` is
 * synchronous) and a fresh one takes its place.
 *
 *   const pool = solvePool(availableParallelism());
 *   const found = await solveParallel(rules, state, pool.run, { workers: pool.size, maxPositions });
 *   await pool.close();
 */
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { solve, type SolveOptions, type SolveResult, type State } from '../src/core/index.js';
import type { SolveRunner } from '../src/core/search/parallel.js';

interface Job {
  readonly state: State;
  readonly options: SolveOptions;
}

export interface SolvePool {
  readonly size: number;
  readonly run: SolveRunner;
  close(): Promise<void>;
}

export function solvePool(size = availableParallelism()): SolvePool {
  const idle: Worker[] = [];
  const waiting: ((worker: Worker) => void)[] = [];
  let live = 0;
  const acquire = (): Promise<Worker> => {
    const worker = idle.pop();
    if (worker) return Promise.resolve(worker);
    if (live < size) {
      live++;
      return Promise.resolve(new Worker(new URL('./solve-worker.mjs', import.meta.url)));
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = (worker: Worker | null) => {
    if (worker === null) live--;
    const next = waiting.shift();
    if (next) void (worker ? Promise.resolve(worker) : acquire()).then(next);
    else if (worker) idle.push(worker);
  };
  const run: SolveRunner = async (state, options, signal) => {
    const worker = await acquire();
    if (signal.aborted) {
      release(worker);
      return { result: 'unknown', positions: 0 };
    }
    return new Promise<SolveResult>((resolve, reject) => {
      const onAbort = () => {
        worker.removeAllListeners('message');
        void worker.terminate();
        release(null);
        resolve({ result: 'unknown', positions: 0 });
      };
      signal.addEventListener('abort', onAbort, { once: true });
      worker.once('message', (found: SolveResult) => {
        signal.removeEventListener('abort', onAbort);
        release(worker);
        resolve(found);
      });
      worker.once('error', (error) => {
        signal.removeEventListener('abort', onAbort);
        release(null);
        reject(error);
      });
      worker.postMessage({ state, options } satisfies Job);
    });
  };
  const close = async () => {
    await Promise.all(idle.splice(0).map((worker) => worker.terminate()));
  };
  return { size, run, close };
}

if (!isMainThread) parentPort!.on('message', ({ state, options }: Job) => parentPort!.postMessage(solve(state, options)));
