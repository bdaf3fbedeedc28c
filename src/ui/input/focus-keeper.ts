/**
 * Keeps a keyboard user inside the table when what had focus goes away under them: a pause
 * makes the table inert (focus goes to the veil's Resume), a watched or finishing game to its
 * Stop, and the end of the veil or of the playback back to the piles. Without this, focus
 * falls to the page's body, where the table's keys are no longer heard. Loaded after the first
 * paint (late/late-parts.ts): focus that came inside before is handed to it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { refugeIn } from './tab-stop.js';

export interface KeeperHost extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

export class FocusKeeper implements ReactiveController {
  private frame = 0;

  /** `focused`: what had focus inside the table when it last rendered. */
  constructor(
    private readonly host: KeeperHost,
    private focused: HTMLElement | null = null,
  ) {
    host.addController(this);
  }

  hostDisconnected(): void {
    cancelAnimationFrame(this.frame);
    this.focused = null;
  }

  hostUpdate(): void {
    const active = (this.host.renderRoot as ShadowRoot).activeElement as HTMLElement | null;
    if (active) this.focused = active;
  }

  hostUpdated(): void {
    if (!this.focused) return;
    // Removed or made inert by this render: WebKit lets go of it only at a later rendering, which
    // need not come before the next key (lost on the body then), so a refuge already rendered
    // takes focus now; one still to render (a playback's Stop) is found in the frame below.
    const gone = !this.focused.isConnected || this.focused.closest('[inert]') !== null;
    const active = document.activeElement;
    const refuge = gone && (this.host.matches(':focus-within') || active === null || active === document.body) ? refugeIn(this.host.renderRoot) : null;
    if (refuge) {
      this.focused = null;
      refuge.focus({ preventScroll: true });
      return;
    }
    cancelAnimationFrame(this.frame);
    // The browser lets go of an element made inert, disabled or removed when it next renders.
    this.frame = requestAnimationFrame(() => {
      const lost = this.focused;
      this.focused = null;
      if (!lost) return;
      const inside = this.host.matches(':focus-within');
      const active = document.activeElement;
      // Focus the player moved away themselves (Tab out, a click outside) stays where they put it.
      if (!inside && active !== null && active !== document.body) return;
      // An element made inert may still hold focus here (Chromium lets go of it a frame or so
      // later, after a key, and focus then falls to the body): what holds it must be able to act.
      const holder = inside ? ((this.host.renderRoot as ShadowRoot).activeElement as HTMLElement | null) : lost;
      if (holder && holder.isConnected && !holder.closest('[inert]') && !holder.matches(':disabled')) return;
      refugeIn(this.host.renderRoot)?.focus({ preventScroll: true });
    });
  }
}
