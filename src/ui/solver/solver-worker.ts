/**
 * The solver in a module Web Worker, kept alive by its element (solver-thread.ts). `solve` is
 * synchronous, so requests queue while one is searched; each search starts in a task of its own,
 * after the messages that arrived meanwhile, so a request dropped while it waited is never searched.
 */
import type { SolveResult, State } from '../../core/index.js';
import { solveOrUnknown } from './solve-or-unknown.js';

export interface SolveRequest {
  readonly id: number;
  readonly state: State;
  readonly maxPositions: number;
  readonly timeLimitMs: number;
}

/** A request, or the id of one no longer wanted. */
export type SolverMessage = SolveRequest | { readonly drop: number };

export interface SolveAnswer {
  readonly id: number;
  readonly result: SolveResult;
  readonly ms: number;
}

/** The worker's own scope (the DOM library types `self` as a window). */
const scope = self as unknown as { onmessage: ((event: MessageEvent<SolverMessage>) => void) | null; postMessage(answer: SolveAnswer): void };

const queue = new Map<number, SolveRequest>();
let scheduled = false;

function next(): void {
  const first = queue.values().next();
  if (first.done) return void (scheduled = false);
  const request = first.value;
  queue.delete(request.id);
  const started = performance.now();
  const result = solveOrUnknown(request.state, { maxPositions: request.maxPositions, timeLimitMs: request.timeLimitMs });
  scope.postMessage({ id: request.id, result, ms: performance.now() - started });
  setTimeout(next, 0);
}

scope.onmessage = ({ data }) => {
  if ('drop' in data) return void queue.delete(data.drop);
  queue.set(data.id, data);
  if (!scheduled) {
    scheduled = true;
    setTimeout(next, 0);
  }
};
