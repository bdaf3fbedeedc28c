import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Card width bounds in CSS px: the layout shrinks cards rather than overflow the element. */
const MIN_CARD_WIDTH = 16;
export const MAX_CARD_WIDTH = 116;

/** How soon a width coming back counts as flip-flopping, in ms. */
const FLIP_FLOP_MS = 700;

/**
 * Tracks the width of the host's content through a zero-height gauge element in its shadow
 * root (`.gauge`): watching the host itself would also report its height, which our own
 * re-layout changes, and the observer would loop. A width that flips back within a moment
 * is a page scrollbar that our own height makes come and go: the narrower width is kept.
 */
export class WidthController implements ReactiveController {
  width = 0;
  private previous = 0;
  private changedAt = 0;
  private observer?: ResizeObserver;
  private observed: Element | null = null;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement & { renderRoot: ParentNode }) {
    host.addController(this);
  }

  /** The card width for a layout `unitsAcross(width)` card widths wide, at the host's width. */
  cardWidth(unitsAcross: (width: number) => number): number {
    const width = this.width || this.host.getBoundingClientRect().width || 360;
    return Math.max(MIN_CARD_WIDTH, Math.min(MAX_CARD_WIDTH, Math.floor(width / unitsAcross(width))));
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
      this.host.requestUpdate();
    });
    // Re-attached: the gauge is already rendered and no update may come to observe it.
    this.observeGauge();
  }

  hostUpdated(): void {
    this.observeGauge();
  }

  private observeGauge(): void {
    const gauge = this.host.renderRoot.querySelector('.gauge');
    if (gauge && gauge !== this.observed) {
      if (this.observed) this.observer?.unobserve(this.observed);
      this.observer?.observe(gauge);
      this.observed = gauge;
    }
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observer = undefined;
    this.observed = null;
  }
}
