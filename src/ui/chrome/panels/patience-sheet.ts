/**
 * `<patience-sheet>`: a panel over the table (settings, rules, statistics): a dialog of the table
 * with its heading and a Close button. It renders into the table's shadow root (light DOM of its
 * own), takes focus when it opens, and closes on Escape; the table is inert behind it.
 */
import { html, LitElement, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';

export class PatienceSheet extends LitElement {
  /** @internal The panel's name: its heading and its dialog's name. */
  @property({ attribute: false }) heading = '';
  /** @internal The Close button's word. */
  @property({ attribute: false }) closeLabel = '';
  /** @internal What the panel shows. */
  @property({ attribute: false }) content: unknown = null;
  /** @internal Called by Close, Escape and a press on the backdrop. */
  @property({ attribute: false }) onClose: () => void = () => undefined;

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  protected override firstUpdated(): void {
    // The first control (a setting, Reset) if there is one, else the panel's text, which then scrolls by keys (a Tab stop too).
    (this.querySelector<HTMLElement>('.sheet-body :is(input, button)') ?? this.querySelector<HTMLElement>('.sheet-body'))?.focus();
  }

  private onKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape') return;
    // The table's own keys (Escape puts a held card back) see nothing of it.
    event.stopPropagation();
    this.onClose();
  };

  protected override render(): TemplateResult {
    return html`<div class="sheet-backdrop" part="panel" @keydown=${this.onKeydown}
        @mousedown=${(e: Event) => e.target === e.currentTarget && e.preventDefault()} @click=${(e: Event) => e.target === e.currentTarget && this.onClose()}>
      <div class="sheet" role="dialog" aria-labelledby="sheet-title">
        <div class="sheet-head"><h2 id="sheet-title">${this.heading}</h2>
          <button type="button" class="sheet-close" @click=${() => this.onClose()}>${this.closeLabel}</button></div>
        <div class="sheet-body" tabindex="0">${this.content}</div>
      </div>
    </div>`;
  }
}

if (!customElements.get('patience-sheet')) customElements.define('patience-sheet', PatienceSheet);

declare global {
  interface HTMLElementTagNameMap {
    'patience-sheet': PatienceSheet;
  }
}
