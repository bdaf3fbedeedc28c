import { ReactiveElement, type ReactiveController, type ReactiveControllerHost } from 'lit';

/** Card width bounds in CSS px: the layout shrinks cards rather than overflow the element. */
const MIN_CARD_WIDTH = 16;
/** The largest card on a small screen; a larger window allows larger cards (see `cardCap`). */
export const MAX_CARD_WIDTH = 116;

/**
 * The largest card width in a `viewWidth` × `viewHeight` window: an eighth of its width or a fifth
 * of its height, whichever is less, and never under MAX_CARD_WIDTH. So a large screen's table
 * uses its room, and a table whose height sets no limit (`fit="width"`) still stays a table.
 */
export function cardCap(viewWidth: number, viewHeight: number): number {
  return Math.max(MAX_CARD_WIDTH, Math.floor(Math.min(viewWidth / 8, viewHeight / 5)));
}

/** The card width, in whole pixels, for a layout `across` card widths wide and `down` tall in `width` × `height`, at most `cap`. */
export function cardWidthFor(width: number, height: number, across: number, down: number, cap = MAX_CARD_WIDTH): number {
  return Math.max(MIN_CARD_WIDTH, Math.min(cap, Math.floor(Math.min(width / across, height / down))));
}

/** How soon a width coming back counts as flip-flopping, in ms. */
const FLIP_FLOP_MS = 700;

/**
 * Card widths down for a layout roughly `roughly` card widths tall whose exact height in CSS
 * pixels at a given card width is `pixelsAt(cardWidth)`. Rounding, fixed-size captions and the
 * smallest gaps and indices make small cards' layout take relatively more room, so it tries
 * whole-pixel card widths down from the estimate's until one holds, and reserves that one's
 * exact height: no empty band under the layout.
 */
export function exactDown(width: number, height: number, across: number, roughly: number, pixelsAt: (cardWidth: number) => number, cap = MAX_CARD_WIDTH): number {
  // Half a pixel over, so the table's whole-pixel height (floored) keeps every pixel of it.
  const downAt = (cardWidth: number) => (pixelsAt(cardWidth) + 0.5) / cardWidth;
  // From a little above the estimate: where larger cards' layout is relatively shorter, the estimate falls short.
  let cardWidth = Math.min(cardWidthFor(width, Infinity, across, roughly, cap), cardWidthFor(width, height, across, roughly, cap) + 2);
  for (;;) {
    const down = downAt(cardWidth);
    const given = cardWidthFor(width, height, across, down, cap);
    if (given === cardWidth) return down;
    // Rounding made this width's layout shorter than one a pixel wider, which did not fit: keep to this width.
    if (given > cardWidth) return Math.max(down, (height / (cardWidth + 1)) * (1 + 1e-9));
    cardWidth--;
  }
}

/**
 * How the cards are sized: `width` — as large as the width allows; `viewport` (default) — and
 * the table no taller than the browser window; `contain` — the table fits the width and the
 * height the host gives the element.
 */
export type Fit = 'width' | 'viewport' | 'contain';
/** `value` if it is a fit, else `viewport`: silently for none (the attribute removed, the property unset), with a warning for anything else. */
export function fitOr(value: unknown, warn: (message: string) => void): Fit {
  if (value === 'width' || value === 'viewport' || value === 'contain') return value;
  if (value === null || value === undefined) return 'viewport';
  warn(`fit="${String(value)}" is not one of viewport, contain, width; using viewport`);
  return 'viewport';
}

interface SizeHost extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: ParentNode;
}

/**
 * Tracks the space the table has through a gauge element in the shadow root (`.gauge`):
 * watching the host itself would also report its height, which our own re-layout changes,
 * and the observer would loop. The gauge has no height, except under `contain`, where it
 * fills the host (whose height the host page sets, and our content, out of flow, cannot
 * change). A width that flips back within a moment is a page scrollbar that our own height
 * makes come and go: the narrower width is kept. A gauge with no width (the host hides the
 * element, as in a closed tab) changes nothing, so the element shows again as it was. The piles
 * may use the window's height or (`contain`) the host's, less the toolbar and the status line
 * (measured again once the toolbar has first rendered, which it does after the table, and
 * whenever either changes size: a host may hide or restyle them through their parts).
 */
export class WidthController implements ReactiveController {
  width = 0;
  /** Pixels of height the piles may take (Infinity: no limit). */
  height = Infinity;
  private previous = 0;
  private changedAt = 0;
  private observer?: ResizeObserver;
  private observed: Element | null = null;
  private toolbar: Element | null = null;
  /** The toolbar and status line being watched: a host that hides or restyles them changes the piles' room. */
  private chrome: readonly Element[] = [];
  /** The gauge's height: the host's content height under `contain` (the gauge then fills the host), else 0. */
  private boxHeight = 0;
  private lastFit: Fit | null = null;
  /**
   * Under `contain`, the host gave the element no height (it was 0 high, yet had a width): the
   * table then takes the height it needs, as under `width`, rather than show nothing, until
   * `fit` changes or the element is put on the page again. It cannot tell a height given later
   * from its own, so it does not look again.
   */
  unheld = false;
  /** The largest card width the window allows (see `cardCap`). */
  cap = cardCap(innerWidth, innerHeight);

  constructor(
    private readonly host: SizeHost,
    private readonly fit: () => Fit,
    private readonly warn: (message: string) => void,
  ) {
    host.addController(this);
  }

  /**
   * The card width for a layout `across(width)` card widths wide and at most `down(width)`
   * card widths tall, in the space there is.
   */
  cardWidth(across: (width: number) => number, down: (width: number) => number): number {
    const width = this.width || this.host.getBoundingClientRect().width || 360;
    const [unitsAcross, unitsDown] = [across(width), down(width)];
    const cardWidth = cardWidthFor(width, this.height, unitsAcross, unitsDown, this.cap);
    // Under `contain`, a box too small for the smallest cards cuts the table off: the host hears it (once per size).
    const cut = this.fit() === 'contain' && this.width > 0 && !this.unheld && this.boxHeight > 0
      && (cardWidth * unitsDown > this.height + 1 || cardWidth * unitsAcross > width + 1);
    if (cut) this.warn(`fit="contain": the ${width}×${Math.round(this.boxHeight)} px box is too small for the table even at its smallest cards; the table is cut off`);
    return cardWidth;
  }

  hostConnected(): void {
    this.unheld = false;
    this.observer = new ResizeObserver((entries) => {
      for (const entry of entries) if (entry.target === this.observed) this.measured(entry.contentRect);
      if (entries.some((entry) => entry.target !== this.observed)) this.measureHeight();
    });
    addEventListener('resize', this.onWindowResize);
    // Re-attached: the gauge is already rendered and no update may come to observe it.
    this.observeGauge();
  }

  hostUpdated(): void {
    this.observeGauge();
    // A new `fit` asks for the height again (the first one is measured when the gauge is).
    const fit = this.fit();
    if (this.lastFit !== null && fit !== this.lastFit) {
      this.unheld = false;
      // Measured now: a gauge 0 high before and after the change gives the observer nothing to report.
      if (this.observed) this.measured(this.observed.getBoundingClientRect());
      else this.measureHeight();
    }
    this.lastFit = fit;
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observer = undefined;
    this.observed = null;
    this.toolbar = null;
    this.chrome = [];
    removeEventListener('resize', this.onWindowResize);
  }

  private onWindowResize = (): void => {
    const cap = cardCap(innerWidth, innerHeight);
    if (cap !== this.cap) {
      this.cap = cap;
      this.host.requestUpdate();
    }
    this.measureHeight();
  };

  private measured(box: { width: number; height: number }): void {
    // No width: the host hides the element (a closed tab) or gives it no room. There is no width
    // to fit, and taking 0 for one would spoil the layout it shows again with: it keeps its own.
    if (box.width === 0) return;
    this.boxHeight = box.height;
    if (this.fit() === 'contain' && !this.unheld && box.height === 0) {
      this.unheld = true;
      this.warn('fit="contain" needs a height on the element (it has none, so the table takes the height it needs)');
      this.host.requestUpdate();
    }
    this.widthChanged(Math.round(box.width));
    this.measureHeight();
  }

  private widthChanged(width: number): void {
    if (width === this.width) return;
    const now = performance.now();
    if (width === this.previous && width > this.width && now - this.changedAt < FLIP_FLOP_MS) return;
    this.previous = this.width;
    this.width = width;
    this.changedAt = now;
    this.host.requestUpdate();
  }

  /** Works out the height the piles may use again (the `fit` changed, or the space did). */
  measureHeight(): void {
    // Hidden (no box), the toolbar and the status line measure 0: they are measured again when it shows.
    if (this.observed?.getClientRects().length === 0) return;
    const fit = this.fit();
    // What is not the piles: the toolbar above them and the status line below.
    const chrome = ['patience-toolbar', '.status-line'].reduce((sum, selector) => sum + (this.host.renderRoot.querySelector<HTMLElement>(selector)?.offsetHeight ?? 0), 0);
    // Under `contain` a host that gives no height gets the width rule rather than 16 px cards.
    const total = fit === 'width' || (fit === 'contain' && (this.unheld || this.boxHeight === 0)) ? Infinity : fit === 'contain' ? this.boxHeight : innerHeight;
    const height = Math.max(0, total - chrome);
    if (height !== this.height) {
      this.height = height;
      this.host.requestUpdate();
    }
  }

  private observeGauge(): void {
    // Rendered off the page: nothing there can be measured or watched; hostConnected looks again.
    const observer = this.observer;
    if (!observer) return;
    const toolbar = this.host.renderRoot.querySelector('patience-toolbar');
    if (toolbar !== this.toolbar) {
      this.toolbar = toolbar;
      // A new toolbar renders after the table does: the height is measured again once it has,
      // still before the first paint, which would otherwise show the table too tall.
      if (toolbar instanceof ReactiveElement && !toolbar.hasUpdated) void toolbar.updateComplete.then(() => this.measureHeight());
    }
    const chrome = [toolbar, this.host.renderRoot.querySelector('.status-line')].filter((part): part is Element => part !== null);
    if (chrome.some((part, i) => part !== this.chrome[i]) || chrome.length !== this.chrome.length) {
      for (const part of this.chrome) observer.unobserve(part);
      for (const part of chrome) observer.observe(part);
      this.chrome = chrome;
    }
    const gauge = this.host.renderRoot.querySelector('.gauge');
    if (gauge && gauge !== this.observed) {
      if (this.observed) observer.unobserve(this.observed);
      observer.observe(gauge);
      this.observed = gauge;
      // Measured now, not at the observer's first report a frame later: the first paint already has the right size.
      this.measured(gauge.getBoundingClientRect());
    }
  }
}
