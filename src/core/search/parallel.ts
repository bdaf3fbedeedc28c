/**
 * The solver on several cores, without knowing what a core is: the caller passes `run`, which
 * solves one job somewhere (a Node worker thread, a Web Worker, or in place) and gives up when
 * its signal aborts. Node's wiring is bench/solve-pool.ts; a page's is the same with Web Workers.
 */
import { searchModelOf } from '../engine/engine.js';
import { solveWith, type SolveOptions, type SolveResult } from './solver.js';
import type { Rules, State } from '../model/types.js';

/** Solves `state` with `options` (plain data, so it can be posted to a worker); drops the work when `signal` aborts. */
export type SolveRunner = (state: State, options: SolveOptions, signal: AbortSignal) => Promise<SolveResult>;

/** Seeds of the probes' orders far enough apart that two jobs' probes never share an order. */
const SEED_STRIDE = 1 << 20;

export interface ParallelOptions extends SolveOptions {
  /** Jobs at once (default 2): each worker searches with its own probe order. */
  readonly workers?: number;
}

/**
 * The jobs of a parallel solve of a position of `rules`' game: the same budget each, probes in a
 * different order each (job 0 is exactly `solveWith(rules, state, options)`). A model whose whole space fits a bit set (Golf) runs no
 * probes, so its jobs would repeat one another: it gets one.
 */
export function parallelJobs(rules: Rules, state: State, { workers = 2, ...options }: ParallelOptions = {}): SolveOptions[] {
  const model = searchModelOf(rules, state);
  const count = model === null || model.keySpace > 0 ? 1 : Math.max(1, Math.floor(workers));
  return Array.from({ length: count }, (_, k) => ({ ...options, seed: (options.seed ?? 0) + k * SEED_STRIDE }));
}

/**
 * Solves `state` on several workers at once, each with its own probe order, and answers with the
 * first proof (a win or a loss; both are proofs, so any one settles it) and stops the rest; 'unknown'
 * only when every job ran out. Its verdict never contradicts `solve`'s, and it decides whatever
 * job 0 (`solve` itself) decides. `positions` is the sum over the jobs that answered.
 */
export async function solveParallel(rules: Rules, state: State, run: SolveRunner, options: ParallelOptions = {}): Promise<SolveResult> {
  const jobs = parallelJobs(rules, state, options);
  const stop = new AbortController();
  let positions = 0;
  const settled = await Promise.all(
    jobs.map(async (job) => {
      const found = await run(state, job, stop.signal).catch((error: unknown) => {
        if (stop.signal.aborted) return null;
        throw error;
      });
      if (found === null) return null;
      positions += found.positions;
      if (found.result !== 'unknown' && !stop.signal.aborted) {
        stop.abort();
        return found;
      }
      return null;
    }),
  );
  const proof = settled.find((found) => found !== null);
  return proof ? { ...proof, positions } : { result: 'unknown', positions };
}

/** A runner that solves positions of `rules`' game in place, one job after another: for tests, and where no worker can start. */
export const solveInPlace = (rules: Rules): SolveRunner => async (state, options, signal) =>
  signal.aborted ? { result: 'unknown', positions: 0 } : solveWith(rules, state, options);

export { firstAccepted } from './first-accepted.js';
