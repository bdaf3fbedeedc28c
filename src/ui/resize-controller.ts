import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** How soon a width coming back counts as flip-flopping, in ms. */
const FLIP_FLOP_MS = 700;

/**
 * Tracks the host's content width with a ResizeObserver and asks for an update when it
 * changes. The update waits for the next frame (re-laying out inside the observer's
 * callback is a resize loop), and a width that flips back within a moment is a page
 * scrollbar that our own height makes come and go: the narrower width is kept.
 */
export class WidthController implements ReactiveController {
  width = 0;
  private previous = 0;
  private changedAt = 0;
  private frame = 0;
  private observer?: ResizeObserver;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostConnected(): void {
    this.observer = new ResizeObserver(([entry]) => {
      const width = Math.round(entry!.contentRect.width);
      if (width === this.width) return;
      const now = performance.now();
      if (width === this.previous && width > this.width && now - this.changedAt < FLIP_FLOP_MS) return;
      this.previous = this.width;
      this.width = width;
      this.changedAt = now;
      cancelAnimationFrame(this.frame);
      this.frame = requestAnimationFrame(() => this.host.requestUpdate());
    });
    this.observer.observe(this.host);
  }

  hostDisconnected(): void {
    cancelAnimationFrame(this.frame);
    this.observer?.disconnect();
    this.observer = undefined;
  }
}
