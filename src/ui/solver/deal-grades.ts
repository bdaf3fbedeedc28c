/**
 * The grade of each deal a table plays (`grade`'s level: easy, medium or hard), for the events'
 * detail. Worked out in the page's first worker once the deal's first move is made (never for the
 * first paint or a deal nobody plays), once per seed and options, and kept for the element's life;
 * a deal the `difficulty` search graded is known at once. Where no worker starts it stays unknown
 * (`null`): grading on the main thread would hold up the player's moves.
 */
import type { GradeLevel, Rules, State } from '../../core/index.js';
import type { SolverThread } from './solver-thread.js';

const keyOf = ({ game, seed, options }: State): string => `${game}:${seed}:${options.deck}:${options.freeDraw}`;

export class DealGrades {
  private readonly known = new Map<string, GradeLevel>();
  /** Deals whose grade was asked for and not answered yet. */
  private readonly asked = new Set<string>();

  constructor(private readonly thread: SolverThread) {}

  /** The grade of the deal `state` comes from; `null` while not known. */
  of(state: State): GradeLevel | null {
    return this.known.get(keyOf(state)) ?? null;
  }

  remember(state: State, level: GradeLevel): void {
    this.known.set(keyOf(state), level);
  }

  /** Grades the deal `state` comes from, unless it is known or being graded. */
  want(rules: Rules, state: State): void {
    const key = keyOf(state);
    if (this.known.has(key) || this.asked.has(key) || !this.thread.available) return;
    this.asked.add(key);
    this.thread.send({
      state: rules.deal(state.seed, state.options),
      // `grade` fixes its own budget (GRADE_POSITIONS).
      maxPositions: 0,
      timeLimitMs: Infinity,
      grade: true,
      answered: (_result, level) => {
        this.asked.delete(key);
        if (level) this.known.set(key, level);
      },
      failed: () => this.asked.delete(key),
    });
  }

  /** The element left the page, and the pool dropped its requests: they are asked again when wanted. */
  forgetAsked(): void {
    this.asked.clear();
  }
}
