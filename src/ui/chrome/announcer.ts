/**
 * What the table says: a polite live region for screen readers, and short visible notices
 * (an illegal move's reason) that also go to the live region. A notice about a pile shows in a
 * bubble beside it, once the bubble's code is in (it comes after the first paint: the live
 * region speaks at once meanwhile); any other, in the line under the table.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { placeBubbleBeside } from './notice-bubble.js';

/** How long a notice shows. */
export const NOTICE_MS = 2600;

/** A host whose rendered piles (`[data-pile]`, in `.table`) the bubble can be put beside. */
type AnnouncerHost = ReactiveControllerHost & { readonly renderRoot?: ParentNode };

/** What the announcer asks of its table. */
export interface AnnouncerTable {
  /** Whether the game is paused: said as it changes ("Paused", "Resumed"). */
  paused(): boolean;
  pauseWords(paused: boolean): string;
  /** Asks for the bubble's code; `placeBubble` is set once it is in. */
  wantBubble(): void;
}

export class Announcer implements ReactiveController {
  /** The visible notice ('' when none). */
  notice = '';
  /** The pile the notice is about (null: none, it shows under the table). */
  noticePile: string | null = null;
  /** The live region's text. */
  spoken = '';
  /** The live region, once rendered. */
  private live?: HTMLElement;
  private noticeTimer?: ReturnType<typeof setTimeout>;
  private frame = 0;
  /** What is to be spoken on the next frame, and what goes alongside it (the last of each). */
  private waiting = '';
  private alongside = '';
  private wasPaused = false;
  /** Puts a bubble beside its pile: none shows before this is set. */
  placeBubble?: typeof placeBubbleBeside;

  constructor(
    private readonly host: AnnouncerHost,
    private readonly table?: AnnouncerTable,
  ) {
    host.addController(this);
  }

  /** A pause, and the game going on, are said as the veil comes and goes, alongside what else is said. */
  hostUpdate(): void {
    const paused = this.table?.paused() ?? false;
    if (paused !== this.wasPaused) this.announce(this.table!.pauseWords(paused), true);
    this.wasPaused = paused;
  }

  /** Puts the bubble, once rendered, beside its pile (before the frame is painted). */
  hostUpdated(): void {
    // A live region rendered anew (the table's first render) gets the words said so far.
    this.speak(this.spoken);
    const root = this.host.renderRoot;
    const bubble = root?.querySelector<HTMLElement>('.table > .bubble');
    const pile = bubble && root?.querySelector(`.table [data-pile="${CSS.escape(this.noticePile ?? '')}"]`);
    if (bubble && pile) this.placeBubble?.(bubble, pile, bubble.parentElement!);
  }

  hostDisconnected(): void {
    clearTimeout(this.noticeTimer);
    cancelAnimationFrame(this.frame);
    this.notice = '';
    this.waiting = this.alongside = '';
  }

  /**
   * Speaks `text` to screen readers, instead of anything else said in this frame (many moves
   * played at once are not read out one by one), or `alongside` it: "Paused" must not cut off
   * what the change said, nor be cut off by it; of two said alongside, the last holds ("Paused"
   * then "Resumed" in a hidden page, whose frames wait, says "Resumed").
   */
  announce(text: string, alongside = false): void {
    if (alongside) this.alongside = text;
    else this.waiting = text;
    // The same words twice must still be spoken: clear first, then set on the next frame.
    this.speak('');
    cancelAnimationFrame(this.frame);
    this.frame = requestAnimationFrame(() => {
      this.speak([this.waiting, this.alongside].filter(Boolean).join('. '));
      this.waiting = this.alongside = '';
    });
  }

  /**
   * Writes the live region's words straight into it: a move's words come a frame after the move,
   * and rendering the whole table again for them cost that frame as much as the move's own render.
   */
  private speak(text: string): void {
    this.spoken = text;
    if (!this.live?.isConnected) this.live = this.host.renderRoot?.querySelector<HTMLElement>('.sr-only[role="status"]') ?? undefined;
    if (this.live && this.live.textContent !== text) this.live.textContent = text;
  }

  /** Shows `text` for a moment, beside `pile` if it is about one, and speaks it. */
  notify(text: string, pile: string | null = null): void {
    this.notice = text;
    this.noticePile = pile;
    if (pile !== null && !this.placeBubble) this.table?.wantBubble();
    this.host.requestUpdate();
    this.announce(text);
    clearTimeout(this.noticeTimer);
    this.noticeTimer = setTimeout(() => {
      this.notice = '';
      this.host.requestUpdate();
    }, NOTICE_MS);
  }

  clearNotice(): void {
    this.notice = '';
    this.host.requestUpdate();
  }

  render(): TemplateResult {
    return html`${this.renderNotice()}${this.renderLive()}`;
  }

  /** The visible notice about no pile, for wherever the host shows it. */
  renderNotice(): TemplateResult {
    // The words in a box of their own: cut to the line's lines there, none shows in the padding.
    return html`<div class="toast" part="status" ?hidden=${!this.notice || this.noticePile !== null}><span class="words">${this.notice}</span></div>`;
  }

  /** The bubble of a notice about a pile, for the table (the live region says it: hidden from screen readers). */
  renderBubble(): TemplateResult | typeof nothing {
    if (!this.notice || this.noticePile === null || !this.placeBubble) return nothing;
    return html`<div class="toast bubble" part="status" aria-hidden="true"><span class="words">${this.notice}</span></div>`;
  }

  /** The live region, which is never seen; `speak` writes its words. */
  renderLive(): TemplateResult {
    return html`<div class="sr-only" role="status"></div>`;
  }
}
