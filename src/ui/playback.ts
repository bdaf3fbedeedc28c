/** Watching a recorded game: its moves played one by one on a timer, until the end or a stop. */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Move } from '../core/index.js';

export class Playback implements ReactiveController {
  /** Whether a recorded game is being played back (input is off meanwhile). */
  watching = false;
  private timer?: ReturnType<typeof setTimeout>;
  private done?: (completed: boolean) => void;

  constructor(private readonly host: ReactiveControllerHost & { readonly isConnected: boolean }) {
    host.addController(this);
  }

  /** Taken off the page, it stops; only moved (put back in the same task), it goes on. */
  hostDisconnected(): void {
    queueMicrotask(() => !this.host.isConnected && this.stop());
  }

  /**
   * Plays `moves` every `intervalMs` through `play`, waiting while `held` (the game is paused);
   * true once all are played, false when stopped first.
   */
  run(moves: readonly Move[], intervalMs: number, play: (move: Move) => boolean, held: () => boolean): Promise<boolean> {
    this.stop();
    this.watching = true;
    this.host.requestUpdate();
    return new Promise((resolve) => {
      this.done = resolve;
      let next = 0;
      const step = () => {
        if (!held()) {
          if (next === moves.length || !play(moves[next]!)) return this.finish(next === moves.length);
          next++;
        }
        this.timer = setTimeout(step, intervalMs);
      };
      this.timer = setTimeout(step, intervalMs);
    });
  }

  stop(): void {
    this.finish(false);
  }

  private finish(completed: boolean): void {
    clearTimeout(this.timer);
    if (!this.watching) return;
    this.watching = false;
    this.host.requestUpdate();
    const done = this.done;
    this.done = undefined;
    done?.(completed);
  }
}
