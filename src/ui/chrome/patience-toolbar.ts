/**
 * `<patience-toolbar>`: the game's name, deal number, move count, clock and commands. It
 * renders into the table's shadow root (light DOM of its own), so `::part(toolbar)` and the
 * table's stylesheet reach it. The clock ticks here, so only the toolbar re-renders each second.
 */
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { GameText } from '../../core/index.js';
import { formatTime, type Messages } from '../i18n/i18n.js';
import { ICONS } from './icons.js';
import type { PlayerIntents } from '../table/table-shared.js';
import type { PanelWords } from '../i18n/panel-words.js';
import type { PanelKind } from './panels/panels.js';

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
  /** Whether the game can be finished for the player (Finish then takes Hint's place). */
  readonly canFinish: boolean;
  /** A game being played back (watched or finished): its words (shorter on a phone) and Stop take the buttons' place, over them. */
  readonly playback?: { readonly label: string; readonly shortLabel: string; stop(): void };
  /** The panels' buttons (rules, statistics and, unless `no-settings`, settings) and their names. */
  readonly panels?: { readonly words: PanelWords; readonly settings: boolean; show(kind: PanelKind): void };
  /** Shows `text` briefly and speaks it: the question a Restart or New deal click asks, or why Undo did nothing. */
  notify(text: string): void;
}

type ToolbarButton = 'pause' | 'undo' | 'redo' | 'hint' | 'finish' | 'restart' | 'newGame' | PanelKind;

/** How long a Restart or New deal button waits for its confirming second click. */
const CONFIRM_MS = 4_000;

export class PatienceToolbar extends LitElement {
  /** @internal Set by the table. */
  @property({ attribute: false }) model?: ToolbarModel;
  /** @internal Set by the table. */
  @property({ attribute: false }) intents?: PlayerIntents;
  /** The button that asked "sure?" and waits for a second click, if any. */
  @state() private armed: 'restart' | 'newGame' | null = null;
  /** The button Tab stops at: the toolbar is one stop, its arrow keys move along it (the ARIA toolbar pattern). */
  @state() private tabStop: ToolbarButton = 'undo';
  private clock?: ReturnType<typeof setTimeout>;
  private disarm?: ReturnType<typeof setTimeout>;

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.nextTick();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.clock);
    clearTimeout(this.disarm);
    this.armed = null;
  }

  /**
   * Restart and New deal throw the game in play away, which no undo brings back: with moves
   * made and the game not over, the first click asks (the button lights up and the question
   * shows as a notice, so no label grows and moves the table) and a second click within
   * CONFIRM_MS does it, as the N key asks for a second press.
   */
  private confirmed(which: 'restart' | 'newGame'): void {
    clearTimeout(this.disarm);
    if (this.armed === which || !(this.model!.moves > 0 && this.model!.canHint)) {
      this.armed = null;
      this.intents![which]();
      return;
    }
    this.armed = which;
    const m = this.model!.messages;
    this.model!.notify(which === 'restart' ? m.confirmRestart : m.confirmNewDealClick);
    this.disarm = setTimeout(() => (this.armed = null), CONFIRM_MS);
  }

  private onKeydown = (event: KeyboardEvent): void => {
    const buttons = [...this.querySelectorAll<HTMLButtonElement>('.info button, .buttons:not(.under) button:not(.reserved)')];
    const at = buttons.indexOf(event.target as HTMLButtonElement);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
    // Alt+Arrow is the browser's Back and Forward: never the toolbar's.
    if (at < 0 || to === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    buttons[(to + buttons.length) % buttons.length]!.focus();
  };

  /** Hint or Finish focused as the other takes its place: the focus goes with the place. */
  private swapFocused: HTMLButtonElement | null = null;

  protected override willUpdate(): void {
    this.swapFocused = this.querySelector<HTMLButtonElement>('.swap > :focus');
  }

  protected override updated(): void {
    // The browser may drop focus from the button going out of sight before this runs.
    if (this.swapFocused?.classList.contains('reserved')) this.swapFocused.parentElement!.querySelector<HTMLButtonElement>(':scope > :not(.reserved)')?.focus();
    this.nextTick();
  }

  /**
   * While the clock runs, renders again as the game's time reaches its next whole second, so
   * the time shown turns over with it (a tick every second from whenever would show it up to a
   * second late). Every render sets the next one: a move, a restore or a resume sets it anew.
   */
  private nextTick(): void {
    clearTimeout(this.clock);
    if (!this.isConnected || !this.model?.running) return;
    // A few ms past the second: a timer may fire a little early.
    this.clock = setTimeout(() => this.requestUpdate(), 1005 - (this.model.elapsedMs() % 1000));
  }

  /** The stop is the button last focused (Hint and Finish: their shared place). */
  private onFocusIn = (event: FocusEvent): void => {
    const key = (event.target as HTMLElement).dataset['key'] as ToolbarButton | undefined;
    // Hint and Finish are one place: focus moved from one to the other as they swap changes nothing.
    if (key) this.tabStop = key === 'finish' ? 'hint' : key;
  };

  /** The panels' buttons: icons only at every width (a label each would cost the toolbar a row), named by their tooltips. */
  private panelButtons(panels: NonNullable<ToolbarModel['panels']>, button: (key: ToolbarButton, label: string, icon: TemplateResult, action: () => void) => TemplateResult): TemplateResult {
    const w = panels.words;
    return html`<span class="panel-buttons">${button('rules', w.rules, ICONS.rules, () => panels.show('rules'))}${button('stats', w.statistics, ICONS.stats, () => panels.show('stats'))}${
      panels.settings ? button('settings', w.settings, ICONS.settings, () => panels.show('settings')) : nothing}</span>`;
  }

  protected override render(): TemplateResult {
    const model = this.model;
    const intents = this.intents;
    if (!model || !intents) return html``;
    const m = model.messages;
    const time = formatTime(model.elapsedMs());
    const tabStop = this.tabStop === 'hint' && model.canFinish ? 'finish' : this.tabStop;
    // A button that cannot act now stays focusable (aria-disabled), so focus never falls off the
    // table when Undo runs out under it; pressed, it says why (`idle`), as Ctrl+Z does. Its name
    // is its label; the title is a tooltip on phones. Finish, offered once a game's end is proven
    // and in sight, takes Hint's place, the two in one room as wide as the wider (the other
    // `reserved`, out of sight): the toolbar never rewraps mid-game, so the table does not move.
    const button = (key: ToolbarButton, label: string, icon: TemplateResult, action: () => void, { disabled = false, armed = false, idle = '', reserved = false } = {}) =>
      html`<button type="button" class=${armed ? 'armed' : reserved ? 'reserved' : ''} @click=${() => (disabled ? idle && model.notify(idle) : action())} aria-disabled=${disabled ? 'true' : 'false'}
        data-key=${key} tabindex=${key === tabStop ? 0 : -1} title=${label}>${icon}<span class="label">${label}</span></button>`;
    // The games' names are Russian in every language: they are the games' names.
    return html`<div class="toolbar" part="toolbar" role="toolbar" aria-label=${m.toolbar} @keydown=${this.onKeydown} @focusin=${this.onFocusIn}>
      <span class="title"><span class="name" lang="ru">${model.text.name}</span>
        <span class="subtitle">${model.text.subtitle}</span></span>
      <span class="info">
        <span class="deal"><span class="full">${m.dealNumber(model.seed)}</span><span class="short" aria-hidden="true">${m.dealShort(model.seed)}</span></span>
        <span class="moves">${m.moveCount(model.moves)}</span>
        <button type="button" class="clock" @click=${() => model.running && intents.pause()} aria-disabled=${model.running ? 'false' : 'true'}
          data-key="pause" tabindex=${tabStop === 'pause' ? 0 : -1} title=${m.pause}><span class="sr-only">${m.pause}. ${m.elapsed}</span>${model.running ? ICONS.pause : nothing}<span class="time">${time}</span></button>
      </span>
      <span class="commands">
      <span class=${model.playback ? 'buttons under' : 'buttons'} ?inert=${!!model.playback}>
        ${button('undo', m.undo, ICONS.undo, () => intents.undo(), { disabled: !model.canUndo, idle: m.nothingToUndo })}
        ${button('redo', m.redo, ICONS.redo, () => intents.redo(), { disabled: !model.canRedo, idle: m.nothingToRedo })}
        <span class="swap">
          ${button('hint', m.hint, ICONS.hint, () => intents.hint(), { disabled: !model.canHint, reserved: model.canFinish })}
          ${button('finish', m.finish, ICONS.finish, () => intents.finish(), { reserved: !model.canFinish })}
        </span>
        ${button('restart', m.restart, ICONS.restart, () => this.confirmed('restart'), { armed: this.armed === 'restart' })}
        ${button('newGame', m.newDeal, ICONS.newDeal, () => this.confirmed('newGame'), { armed: this.armed === 'newGame' })}
        ${model.panels ? this.panelButtons(model.panels, button) : nothing}
      </span>
      ${model.playback ? html`<span class="buttons playback"><span class="full">${model.playback.label}</span><span class="short">${model.playback.shortLabel}</span>
        <button type="button" @click=${() => model.playback!.stop()}><span class="full">${m.stopWatching}</span><span class="short">${m.stopShort}</span></button></span>` : ''}
      </span>
    </div>`;
  }
}

if (!customElements.get('patience-toolbar')) customElements.define('patience-toolbar', PatienceToolbar);

declare global {
  interface HTMLElementTagNameMap {
    'patience-toolbar': PatienceToolbar;
  }
}
