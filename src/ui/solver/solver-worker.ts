/**
 * The solver in a module Web Worker: one request at a time, answered with the core's `solve`
 * and how long it took. The table terminates the worker to cancel a request (`solve` is
 * synchronous), so a stale answer never arrives.
 */
import type { SolveResult, State } from '../../core/index.js';
import { solveOrUnknown } from './solve-or-unknown.js';

export interface SolveRequest {
  readonly id: number;
  readonly state: State;
  readonly maxPositions: number;
  readonly timeLimitMs: number;
}

export interface SolveAnswer {
  readonly id: number;
  readonly result: SolveResult;
  readonly ms: number;
}

/** The worker's own scope (the DOM library types `self` as a window). */
const scope = self as unknown as { onmessage: ((event: MessageEvent<SolveRequest>) => void) | null; postMessage(answer: SolveAnswer): void };

scope.onmessage = ({ data }) => {
  const started = performance.now();
  const result = solveOrUnknown(data.state, { maxPositions: data.maxPositions, timeLimitMs: data.timeLimitMs });
  scope.postMessage({ id: data.id, result, ms: performance.now() - started });
};
