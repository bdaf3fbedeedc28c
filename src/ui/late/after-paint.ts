/**
 * Loads what a table needs only once it is on screen (late-parts.ts) after its first paint: when
 * the page is next idle, or at the first press, key or focus inside, whichever comes first, or
 * when the table has to show what they hold (a pause's veil, an end, a notice's bubble, a panel).
 * No press is lost: the events that come while it loads are handed to the sound and the input
 * controllers, in order, once they are in.
 */
import { adoptStyles, supportsAdoptingStyleSheets, type ReactiveController, type ReactiveElement } from 'lit';
import type { PileId } from '../../core/index.js';
import { keepPath, pathOf } from '../input/event-path.js';
import { pilesIn, placeTabStop } from '../input/tab-stop.js';
import type { LateHost, TableShared } from '../table/table-shared.js';
import { later } from './idle.js';
import type { LateParts } from './late-parts.js';

const NO_TARGETS: ReadonlySet<PileId> = new Set();

/** The events the input controllers hear. */
const HEARD = ['pointerdown', 'pointermove', 'pointerup', 'pointercancel', 'click', 'keydown', 'focusin'];

export class AfterPaint implements ReactiveController {
  /** The parts, once loaded. */
  parts: LateParts | null = null;
  private loading: Promise<LateParts> | null = null;
  /** Events heard before the parts were in, oldest first, each with its path kept. */
  private readonly heard: Event[] = [];
  private readonly waiting: ((parts: LateParts) => void)[] = [];
  private stopIdle?: () => void;

  constructor(
    private readonly host: LateHost,
    private readonly shared: TableShared,
  ) {
    host.addController(this);
  }

  /** The piles the card in hand may go to (none before the input is in). */
  get targets(): ReadonlySet<PileId> {
    return this.parts?.input.targets ?? NO_TARGETS;
  }

  /** The pile whose card is in hand, if any. */
  get dragging(): PileId | null {
    return this.parts?.input.dragging ?? null;
  }

  hostConnected(): void {
    // Capturing on the host: heard before anything inside, with the path the event takes there.
    if (!this.parts) for (const type of HEARD) this.host.addEventListener(type, this.hear, true);
  }

  hostDisconnected(): void {
    for (const type of HEARD) this.host.removeEventListener(type, this.hear, true);
    this.stopIdle?.();
    this.stopIdle = undefined;
  }

  hostUpdated(): void {
    if (this.parts) return;
    // Until the keys are in, the first pile holds the table's Tab stop, as it will then.
    placeTabStop(pilesIn(this.host.renderRoot), null);
    // A veil or an end-of-game message is theirs to show: wanted now, not when the page is idle.
    if (this.shared.paused || (this.shared.position?.status ?? 'playing') !== 'playing') void this.load().catch(() => undefined);
    this.stopIdle ??= later(() => void this.load().catch(() => undefined));
  }

  private readonly hear = (event: Event): void => {
    keepPath(event);
    this.heard.push(event);
    void this.load().catch(() => undefined);
  };

  /** The parts, loading them now if they are not in yet. */
  load(): Promise<LateParts> {
    this.loading ??= import('./late-parts.js').then((module) => {
      const focusin = [...this.heard].reverse().find((event) => event.type === 'focusin');
      const parts = module.lateParts(this.shared, this.host, focusin ? (pathOf(focusin)[0] as HTMLElement) : null);
      addStyles(this.host, module.lateStyles);
      this.parts = parts;
      for (const type of HEARD) this.host.removeEventListener(type, this.hear, true);
      for (const event of this.heard.splice(0)) {
        parts.sound.replay(event);
        parts.input.replay(event);
      }
      for (const run of this.waiting.splice(0)) run(parts);
      this.host.requestUpdate();
      return parts;
    }, (error: unknown) => {
      // Asked for again at the next event or idle time; what was heard till now is dropped, not played when they come (seconds later, on a table that did nothing).
      this.heard.length = 0;
      this.loading = null;
      this.stopIdle = undefined;
      this.shared.warn(`the table's input could not be loaded (${String(error)}); it is tried again at the next press`);
      throw error;
    });
    return this.loading;
  }

  /** The parts' load while something waits for them (a panel asked for), else nothing: the table's update waits for it. */
  asked(): Promise<unknown> | undefined {
    return this.waiting.length > 0 ? this.loading?.catch(() => undefined) : undefined;
  }

  /** Runs `then` with the parts: now if they are in, else once they are. */
  whenLoaded(then: (parts: LateParts) => void): void {
    if (this.parts) then(this.parts);
    else {
      this.waiting.push(then);
      void this.load().catch(() => undefined);
    }
  }
}

/** Adds `styles` to those of `host`'s shadow root (without adoptable sheets, Lit's <style> elements: the new ones after). */
function addStyles(host: LateHost, styles: Parameters<typeof adoptStyles>[1]): void {
  const root = host.renderRoot;
  if (!(root instanceof ShadowRoot)) return;
  const own = (host.constructor as typeof ReactiveElement).elementStyles;
  adoptStyles(root, supportsAdoptingStyleSheets ? [...own, ...styles] : styles);
}
