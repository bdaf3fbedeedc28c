/**
 * What the table says: a polite live region for screen readers, and short visible notices
 * (an illegal move's reason) that also go to the live region.
 */
import { html, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';

/** How long a notice shows. */
export const NOTICE_MS = 2600;

export class Announcer implements ReactiveController {
  /** The visible notice ('' when none). */
  notice = '';
  /** The live region's text. */
  spoken = '';
  private noticeTimer?: ReturnType<typeof setTimeout>;
  private frame = 0;
  /** What is to be spoken on the next frame, and what goes alongside it (the last of each). */
  private waiting = '';
  private alongside = '';

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
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
    this.spoken = '';
    this.host.requestUpdate();
    cancelAnimationFrame(this.frame);
    this.frame = requestAnimationFrame(() => {
      this.spoken = [this.waiting, this.alongside].filter(Boolean).join('. ');
      this.waiting = this.alongside = '';
      this.host.requestUpdate();
    });
  }

  /** Shows `text` for a moment and speaks it. */
  notify(text: string): void {
    this.notice = text;
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

  /** The visible notice, for wherever the host shows it. */
  renderNotice(): TemplateResult {
    // The words in a box of their own: cut to the line's lines there, none shows in the padding.
    return html`<div class="toast" part="status" ?hidden=${!this.notice}><span class="words">${this.notice}</span></div>`;
  }

  /** The live region, which is never seen. */
  renderLive(): TemplateResult {
    return html`<div class="sr-only" role="status">${this.spoken}</div>`;
  }
}
