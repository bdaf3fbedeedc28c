/**
 * `<patience-end-dialog>`: the modal message at the end of a game (a win's comes after its
 * cascade, see motion/win-cascade.ts). It renders into the table's shadow root (light DOM of its own) and takes
 * focus when it opens; the table gives focus back when it closes.
 */
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { Messages } from '../i18n/i18n.js';
import type { PlayerIntents } from '../table/table-shared.js';

export interface EndModel {
  readonly messages: Messages;
  readonly won: boolean;
  readonly title: string;
  readonly detail: string;
  /** The player's record in this game and deck, item by item (none when none is kept). */
  readonly stats: readonly string[];
}


export class PatienceEndDialog extends LitElement {
  /** @internal Set by the table. */
  @property({ attribute: false }) model?: EndModel;
  /** @internal Set by the table. */
  @property({ attribute: false }) intents?: PlayerIntents;

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  private root: Node | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    this.root = this.getRootNode();
    this.addEventListener('focusout', this.onFocusOut);
  }

  /** Closed with focus inside (Chrome blurs a removed button): focus goes back to the table's first pile, not the page. */
  private onFocusOut = (): void => {
    const root = this.root;
    queueMicrotask(() => {
      if (!this.isConnected && root instanceof ShadowRoot && !root.activeElement) root.querySelector<HTMLElement>('patience-pile')?.focus();
    });
  };

  protected override firstUpdated(): void {
    this.querySelector<HTMLElement>('.primary')?.focus();
  }

  protected override render(): TemplateResult {
    const model = this.model;
    const intents = this.intents;
    if (!model || !intents) return html``;
    const m = model.messages;
    // A dialog of the table, not of the page: it takes focus and the table behind it is inert, but
    // it claims no aria-modal, which would tell a screen reader the host's whole page is hidden.
    // A press on the backdrop, which closes it, must not first take focus from the dialog to the
    // page: focus that leaves with the dialog goes back to the table (see onFocusOut).
    return html`<div class="end ${model.won ? 'won' : 'lost'}" part="status" role="dialog" aria-labelledby="end-title" aria-describedby="end-detail${model.stats.length > 0 ? ' end-stats' : ''}"
        @mousedown=${(e: Event) => e.target === e.currentTarget && e.preventDefault()}
        @click=${(e: Event) => e.target === e.currentTarget && intents.closeEnd()}>
      <div class="end-box">
        <h2 id="end-title">${model.title}</h2>
        <p id="end-detail">${model.detail}</p>
        ${model.stats.length > 0 ? html`<ul class="stats" id="end-stats">${model.stats.map((item) => html`<li>${item}</li>`)}</ul>` : nothing}
        <div class="end-buttons">
          ${model.won ? nothing : html`<button type="button" @click=${() => intents.undo()}>${m.undo}</button>`}
          <button type="button" @click=${() => intents.restart()}>${m.restart}</button>
          <button type="button" class="primary" @click=${() => intents.newGame()}>${m.newDeal}</button>
          <button type="button" @click=${() => intents.closeEnd()}>${m.close}</button>
        </div>
      </div>
    </div>`;
  }
}

if (!customElements.get('patience-end-dialog')) customElements.define('patience-end-dialog', PatienceEndDialog);

declare global {
  interface HTMLElementTagNameMap {
    'patience-end-dialog': PatienceEndDialog;
  }
}
