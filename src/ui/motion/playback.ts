/** Watching a recorded game: its moves played one by one on a timer, until the end or a stop. */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Move } from '../../core/index.js';

export class Playback implements ReactiveController {
  /** Whether a recorded game is being played back (input is off meanwhile). */
  watching = false;
  private timer?: ReturnType<typeof setTimeout>;
  private done?: (completed: boolean) => void;
  private step?: () => void;
  private intervalMs = 0;
  /** When the next move is due: steps keep to the pace from the start, so late timers do not add up. */
  private dueAt = 0;

  constructor(private readonly host: ReactiveControllerHost & { readonly isConnected: boolean }) {
    host.addController(this);
  }

  /** Off the page it waits, with no timer left running (an element dropped for good is not kept alive); back on, it goes on. */
  hostDisconnected(): void {
    queueMicrotask(() => {
      if (this.host.isConnected) return;
      clearTimeout(this.timer);
      this.timer = undefined;
    });
  }

  hostConnected(): void {
    if (this.watching && this.timer === undefined) this.wait();
  }

  /**
   * Plays `moves` every `intervalMs` through `play`, waiting while `held` (the game is paused);
   * true once all are played, false when stopped first.
   */
  run(moves: readonly Move[], intervalMs: number, play: (move: Move) => boolean, held: () => boolean): Promise<boolean> {
    this.stop();
    this.watching = true;
    this.intervalMs = intervalMs;
    this.host.requestUpdate();
    return new Promise((resolve) => {
      this.done = resolve;
      let next = 0;
      const step = () => {
        if (!this.host.isConnected) return void (this.timer = undefined);
        if (held()) return this.wait();
        if (next === moves.length || !play(moves[next]!)) return this.finish(next === moves.length);
        next++;
        // Far behind (a busy main thread), it goes on at once but does not rush through the moves missed.
        const now = performance.now();
        this.dueAt = Math.max(this.dueAt + intervalMs, now);
        this.timer = setTimeout(step, this.dueAt - now);
      };
      this.step = step;
      this.wait();
    });
  }

  /** The next step a whole interval from now: at the start, after a hold, or back on the page. */
  private wait(): void {
    this.dueAt = performance.now() + this.intervalMs;
    this.timer = setTimeout(this.step!, this.intervalMs);
  }

  stop(): void {
    this.finish(false);
  }

  private finish(completed: boolean): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.step = undefined;
    if (!this.watching) return;
    this.watching = false;
    this.host.requestUpdate();
    const done = this.done;
    this.done = undefined;
    done?.(completed);
  }
}
