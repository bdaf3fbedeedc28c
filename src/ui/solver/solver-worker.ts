/**
 * The solver in a module Web Worker, one of its game's pool on the page (solver-thread.ts): each
 * game's worker file (src/elements/workers/) calls `serveSolver` with its rules alone. `solve` is
 * synchronous, so requests queue while one is searched; each search starts in a task of its own,
 * after the messages that arrived meanwhile, so a request dropped while it waited is never
 * searched (it is answered `dropped`, so the pool knows this worker is free). Grading a deal
 * waits behind any analysis: a player is waiting for the analysis, nobody for the grade.
 */
import type { GradeLevel } from '../../core/search/assess.js';
import type { SolveResult } from '../../core/search/solver.js';
import type { Rules, State } from '../../core/model/types.js';
import { gradeDeal, solveOrUnknown } from './solve-or-unknown.js';

export interface SolveRequest {
  readonly id: number;
  readonly state: State;
  readonly maxPositions: number;
  readonly timeLimitMs: number;
  /** Where the probes' orders start (`SolveOptions.seed`; default 0). */
  readonly seed?: number;
  /** Grade the position as a deal instead (`gradeDeal`, which fixes the budget): `true` for its level, a level for whether it is that one. */
  readonly grade?: true | GradeLevel;
}

/** A request, or the id of one no longer wanted. */
export type SolverMessage = SolveRequest | { readonly drop: number };

export type SolveAnswer =
  | { readonly id: number; readonly result: SolveResult; readonly ms: number; readonly level?: GradeLevel | null }
  | { readonly id: number; readonly dropped: true };

/** The worker's own scope (the DOM library types `self` as a window). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<SolverMessage>) => void) | null;
  postMessage(answer: SolveAnswer): void;
}

/** Answers the page's requests for positions of `rules`' game, in this worker. */
export function serveSolver(rules: Rules): void {
  const scope = self as unknown as WorkerScope;
  const queue = new Map<number, SolveRequest>();
  let scheduled = false;

  function next(): void {
    const requests = [...queue.values()];
    const request = requests.find((r) => !r.grade) ?? requests[0];
    if (!request) return void (scheduled = false);
    queue.delete(request.id);
    const started = performance.now();
    const options = { maxPositions: request.maxPositions, timeLimitMs: request.timeLimitMs, seed: request.seed };
    const graded = request.grade ? gradeDeal(rules, request.state, request.grade === true ? undefined : request.grade) : null;
    const result = graded?.result ?? solveOrUnknown(rules, request.state, options);
    scope.postMessage({ id: request.id, result, ms: performance.now() - started, ...(graded && { level: graded.level }) });
    setTimeout(next, 0);
  }

  scope.onmessage = ({ data }) => {
    if ('drop' in data) {
      if (queue.delete(data.drop)) scope.postMessage({ id: data.drop, dropped: true });
      return;
    }
    queue.set(data.id, data);
    if (!scheduled) {
      scheduled = true;
      setTimeout(next, 0);
    }
  };
}
