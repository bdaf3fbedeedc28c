/**
 * `<patience-toolbar>`: the game's name, deal number, move count, clock and commands. It
 * renders into the table's shadow root (light DOM of its own), so `::part(toolbar)` and the
 * table's stylesheet reach it. The clock ticks here, so only the toolbar re-renders each second.
 */
import { html, LitElement, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { GameText } from '../core/index.js';
import { formatTime, type Messages } from './i18n.js';
import { ICONS } from './icons.js';

export interface ToolbarModel {
  readonly messages: Messages;
  readonly text: GameText;
  readonly seed: number;
  readonly moves: number;
  /** Milliseconds on the clock now. */
  readonly elapsedMs: () => number;
  /** Whether the clock runs (the toolbar then ticks every second). */
  readonly running: boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** Whether a hint can be asked for (a game in play). */
  readonly canHint: boolean;
  /** Whether the game can be finished for the player (the button shows only then). */
  readonly canFinish: boolean;
  /** A game being played back (watched or finished): its words and Stop take the buttons' place. */
  readonly playback?: { readonly label: string; stop(): void };
}

export interface ToolbarCommands {
  undo(): void;
  redo(): void;
  restart(): void;
  newGame(): void;
  hint(): void;
  finish(): void;
}

/** How long a Restart or New deal button waits for its confirming second click. */
const CONFIRM_MS = 4_000;

export class PatienceToolbar extends LitElement {
  /** @internal Set by the table. */
  @property({ attribute: false }) model?: ToolbarModel;
  /** @internal Set by the table. */
  @property({ attribute: false }) commands?: ToolbarCommands;
  /** The button that asked "sure?" and waits for a second click, if any. */
  @state() private armed: 'restart' | 'newGame' | null = null;
  private clock?: ReturnType<typeof setInterval>;
  private disarm?: ReturnType<typeof setTimeout>;

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.clock = setInterval(() => {
      if (this.model?.running) this.requestUpdate();
    }, 1000);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearInterval(this.clock);
    clearTimeout(this.disarm);
  }

  /**
   * Restart and New deal throw the game in play away, which no undo brings back: with moves
   * made and the game not over, the first click asks (the button says so) and a second
   * click within CONFIRM_MS does it, as the N key asks for a second press.
   */
  private confirmed(which: 'restart' | 'newGame'): void {
    clearTimeout(this.disarm);
    if (this.armed === which || !(this.model!.moves > 0 && this.model!.canHint)) {
      this.armed = null;
      this.commands![which]();
      return;
    }
    this.armed = which;
    this.disarm = setTimeout(() => (this.armed = null), CONFIRM_MS);
  }

  protected override render(): TemplateResult {
    const model = this.model;
    const commands = this.commands;
    if (!model || !commands) return html``;
    const m = model.messages;
    const time = formatTime(model.elapsedMs());
    const button = (label: string, icon: TemplateResult, action: () => void, disabled = false, armed = false) =>
      html`<button type="button" class=${armed ? 'armed' : ''} @click=${action} ?disabled=${disabled} aria-label=${label} title=${label}>${icon}<span class="label">${label}</span></button>`;
    // The games' names are Russian in every language: they are the games' names.
    return html`<div class="toolbar" part="toolbar" role="toolbar" aria-label=${m.toolbar}>
      <span class="title"><span class="name" lang="ru">${model.text.name}</span>
        <span class="subtitle">${model.text.subtitle}</span></span>
      <span class="info">
        <span class="deal">${m.dealNumber(model.seed)}</span>
        <span class="moves">${m.moveCount(model.moves)}</span>
        <span class="sr-only">${m.elapsed}</span><span class="time">${time}</span>
      </span>
      ${model.playback ? html`<span class="buttons playback"><span>${model.playback.label}</span>
        <button type="button" @click=${() => model.playback!.stop()}>${m.stopWatching}</button></span>` : html`<span class="buttons">
        ${button(m.undo, ICONS.undo, () => commands.undo(), !model.canUndo)}
        ${button(m.redo, ICONS.redo, () => commands.redo(), !model.canRedo)}
        ${button(m.hint, ICONS.hint, () => commands.hint(), !model.canHint)}
        ${model.canFinish ? button(m.finish, ICONS.finish, () => commands.finish()) : ''}
        ${button(this.armed === 'restart' ? m.confirmRestart : m.restart, ICONS.restart, () => this.confirmed('restart'), false, this.armed === 'restart')}
        ${button(this.armed === 'newGame' ? m.confirmNewDealClick : m.newDeal, ICONS.newDeal, () => this.confirmed('newGame'), false, this.armed === 'newGame')}
      </span>`}
    </div>`;
  }
}

if (!customElements.get('patience-toolbar')) customElements.define('patience-toolbar', PatienceToolbar);

declare global {
  interface HTMLElementTagNameMap {
    'patience-toolbar': PatienceToolbar;
  }
}
