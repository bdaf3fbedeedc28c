/**
 * The base of every game element: the public API, over controllers that each own one concern —
 * the game session, pointer and keyboard input, motion, announcements, language and width —
 * and share one TableShared. It knows no game: a game element names its rules, how many card widths
 * its layout needs, and where its piles go.
 */
import { provide } from '@lit/context';
import { html, type PropertyValues, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import { freezeState, movesOf, type DeckSize, type Move, type PileId, type Rules, type SavedGame, type State, type Status } from '../../core/index.js';
import { cardArtStyles } from '../cards/card-art.js';
import { tableContext, tableView, type TableView } from './context.js';
import { upgradeProperties } from '../session/deal-options.js';
import { refugeIn } from '../input/tab-stop.js';
import { GameLifecycle } from '../session/game-lifecycle.js';
import { SolverLoader, type Hint, type SolverWorkerSource, type Winnability } from '../solver/solver-loader.js';
import { describeRefusal, messagesOf, type Lang } from '../i18n/i18n.js';
import { LocaleController } from '../i18n/locale.js';
import { FAN_MAX_HEIGHTS, type Fan } from '../cards/patience-pile.js';
import { pileStyles } from '../cards/pile.styles.js';
import { exactDown, fitOr, WidthController } from './resize-controller.js';
import type { GameStorage } from '../session/storage-key.js';
import type { StatsByDeck } from '../session/game-stats.js';
import { chromeStyles, renderOverlays, renderSearch, renderStatusLine, renderTableArea, renderToolbar } from '../chrome/table-chrome.js';
import { renderPile } from './layout.js';
import { renderPrompt } from './prompt.js';
import { TableShared } from './table-shared.js';
import type { SessionChange } from '../session/game-session.js';
import { TableChanges } from './table-changes.js';
import { tableStyles } from './table.styles.js';
import { checkTheme, themeStyles } from '../theme/themes.js';
import { TableAttributes } from './table-attributes.js';
import { AutoHome } from '../session/auto-home.js';
import { SettingsController, settingsStyles, sizedFit } from '../settings/settings-controller.js';
import { PanelsDoor } from '../chrome/panels/panels-door.js';

/**
 * @fires {PatienceMoveEvent} patience-move - After every move (detail: move, moveCount, status, game, deck, freeDraw, seed).
 * @fires {PatienceWinEvent} patience-win - Once, when the game is won (detail: game, deck, freeDraw, seed, moves, moveCount, elapsedMs, hints, undos, grade: easy, medium, hard or null while not known). Cancelable: `preventDefault()` shows no end dialog.
 * @fires {PatienceLoseEvent} patience-lose - When no card can reach a foundation any more (the Funnel, which has none: when no move is left), once a deal (same detail as patience-win). Cancelable, as patience-win.
 * @fires {PatienceNewGameEvent} patience-new-game - When a deal starts; the first one after the element's first render and the page's module scripts (detail: game, deck, freeDraw, seed, restored, grade). No event fires before it, nor off the page: what happened meanwhile is told, in order, when the element is back.
 * @fires {PatienceStartEvent} patience-start - At the first move of a deal (detail: the deal, the move and grade).
 * @fires {PatiencePauseEvent} patience-pause - When the game is paused by `pause()` or by the page being hidden (detail: the deal, reason, elapsedMs); off the page, when the element is back.
 * @fires {PatienceResumeEvent} patience-resume - When a paused game goes on (same detail).
 * @fires {PatienceUndoEvent} patience-undo - When a move is taken back (detail: move, moveCount and the deal).
 * @fires {PatienceHintEvent} patience-hint - When a hint is answered (detail: the deal, move or null when proven lost, winning, moveCount, hints).
 * @fires {PatienceRestartEvent} patience-restart - When the deal starts again (detail: the game as it was, as patience-win's).
 * @fires {PatienceAbandonEvent} patience-abandon - When a new deal replaces a game under way (detail: the game given up, as patience-win's).
 * @fires {PatienceWinnabilityEvent} patience-winnability - When the solver has answered for the position in play (detail: the deal, winnability, moveCount, positions, ms, where).
 */
export abstract class PatienceTable extends TableAttributes {
  static override styles = [themeStyles, settingsStyles, cardArtStyles, pileStyles, tableStyles, ...chromeStyles];

  // The table renders, measures the room it was given (its gauge, the toolbar), and renders
  // again at that size before the first paint, and again when `fit` changes what it measures.
  // Lit's development build warns of an update asked for while one ends; here it is the design.
  static {
    this.disableWarning?.('change-in-update');
  }

  /** The rules of the game this element plays. */
  protected abstract readonly rules: Rules;
  /** The game's solver worker (solver-thread.ts); none: the solver runs on the main thread. */
  protected readonly solverWorker?: SolverWorkerSource;
  /** How many card widths the layout needs across at `width` px (gaps included). */
  protected abstract unitsAcross(width: number): number;
  /** How many card widths the layout needs down at `width` px, at its tallest (gaps included). */
  protected abstract unitsDown(width: number): number;
  /** The piles in place; use `this.pile(id, fan)` for each. */
  protected abstract renderTable(): TemplateResult;

  @provide({ context: tableContext })
  @state()
  protected view?: TableView;

  private readonly shared: TableShared = new TableShared(this, {
    play: (move) => this.play(move), undo: () => this.undo(), redo: () => this.redo(), restart: () => this.restart(), newGame: () => this.newGame(),
    hint: () => this.hint(), finish: () => this.finish(), pause: () => this.pause(), resume: () => this.resume(),
    closeEnd: () => this.changes.dismissEnd(this.status !== 'playing'),
    stopPlayback: () => (this.shared.watching.watching ? this.shared.watching : this.shared.finishing).stop(),
  }, (change) => this.changed(change));
  private readonly session = this.shared.session;
  private readonly warn = this.shared.warn;
  private readonly width = new WidthController(this, () => sizedFit(fitOr(this.fit, this.warn), this.cardSize), this.warn);
  private readonly hints = new SolverLoader(this.shared, () => this.solverWorker);
  private readonly life = new GameLifecycle(this.shared, () => this.rules, this.hints);
  private readonly locale = new LocaleController(this, this.warn);
  /** Input, motion, the win's cascade, sound, the end's message and the panels, loaded after the first paint. */
  private readonly late = this.shared.late;
  private readonly changes = new TableChanges(this.shared, this.hints, this.late);
  private readonly autoHomer = new AutoHome(this.shared, () => this.autoHome);
  private readonly panels = new PanelsDoor(this, this.late, { rules: () => this.rules, state: () => this.inPlay, saves: () => this.life.saves.loaded(),
    settings: new SettingsController(this, this.warn), notify: (text) => this.shared.announcer.notify(text) });

  constructor() {
    super();
    upgradeProperties(this, ['seed', 'deck', 'storage']);
  }

  /** Every change of position, before it is rendered: saved first, then shown and said. */
  private changed(change: SessionChange): void {
    this.life.saveChange(change);
    this.changes.changed(change);
  }

  /** The position on the table as the element's own code reads it: `state` freezes what it gives a host. */
  protected get inPlay(): State | undefined {
    return this.session.position?.state;
  }

  /** The current position, frozen. Reading deals nothing: a deal asked for in this task comes when it ends, or at the next action. */
  get state(): State | undefined {
    const state = this.inPlay;
    return state && freezeState(state);
  }

  /** Every move since the deal, oldest first. */
  get moves(): Move[] { return this.inPlay ? movesOf(this.inPlay) : []; }
  get status(): Status { return this.session.position?.status ?? 'playing'; }

  /** The deal number being played; setting it deals that number (as the `seed` attribute does; `'daily'`: the day's deal). */
  get seed(): number | undefined { return this.inPlay?.seed; }

  set seed(value: number | 'daily' | null | undefined) {
    if (value === undefined || value === null) this.removeAttribute('seed');
    else this.setAttribute('seed', String(value));
  }

  /** The size of one deck in the game being played; setting it deals anew (as the `deck` attribute does); `null` or `undefined` removes the attribute: the game's default deck. */
  get deck(): DeckSize {
    return this.inPlay?.options.deck ?? this.shared.options.deck(this.rules, undefined);
  }

  set deck(value: DeckSize | null | undefined) {
    if (value === undefined || value === null) this.removeAttribute('deck');
    else this.setAttribute('deck', String(value));
  }

  /** The language in use: the element's `lang`, else the page's nearest, else Russian. */
  get language(): Lang {
    return this.view?.lang ?? this.locale.lang;
  }

  /** Whether the position in play can still be won, as far as the solver has proven: 'winnable', 'lost' or 'unknown'. */
  get winnability(): Winnability { return this.hints.winnability; }
  /** Milliseconds on the game's clock: it runs from the first move to the end, except while paused. */
  get elapsedMs(): number { return this.session.elapsedMs; }
  /** Whether the game is paused (`pause()`, or the page is hidden). */
  get paused(): boolean { return this.session.paused !== null; }

  /**
   * Puts focus where the player's keys act: the piles' focus stop, or what covers the piles
   * (the end dialog's New deal, the pause veil's Resume, a playback's Stop). A host page's
   * `el.focus()` thus starts keyboard play; the element itself is not a focus stop.
   */
  override focus(options?: FocusOptions): void {
    const where = this.renderRoot.querySelector<HTMLElement>('.end button.primary') ?? refugeIn(this.renderRoot);
    if (where) where.focus(options);
    else super.focus(options);
  }

  /** Where `persist` keeps games and statistics: `localStorage` unless set to `{ get, set, remove }` (sync or async). Set before the first move, its saved game is restored. */
  get storage(): GameStorage | null { return this.life.saves.storage; }

  set storage(value: GameStorage | null) { this.life.useStorage(value); this.panels.settings.load(); }

  /** The player's statistics in this game, by deck: played, won, streak, best time, fewest moves. */
  get stats(): StatsByDeck { return this.life.saves.statsOf(); }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (old !== value && (name === 'seed' || name === 'deck')) this.life.attributeChanged(name, value);
    else if (old !== value && name === 'lang') this.requestUpdate();
  }

  /** Deals a new game: `seed` if given, else a random deal. */
  newGame(seed?: number): void {
    this.life.newGame(seed);
  }

  /** Starts the same deal again from the beginning. */
  restart(): void {
    // A deal asked for in this task is itself the fresh start.
    if (!this.life.dealAsked()) this.life.restart();
  }

  /** Takes back the last move (with the cards that then went home by themselves). Returns false when there is none (or the game is won), while paused or while a game is played back. */
  undo(): boolean {
    this.life.dealAsked();
    return !this.shared.busy && this.autoHomer.undo();
  }

  /** Makes the last undone move again. Returns false when there is none, while paused or while a game is played back. */
  redo(): boolean {
    this.life.dealAsked();
    return !this.shared.busy && this.autoHomer.redo();
  }

  /** Makes `move` (notation: docs/rules.md) as the player would; an illegal one is refused, its reason shown and spoken: false. False too while paused or a game is played back. */
  play(move: Move): boolean {
    this.life.dealAsked();
    if (this.shared.busy) return false;
    const refusal = this.session.play(move);
    if (refusal) this.shared.announcer.notify(describeRefusal(refusal, this.language, this.rules), this.shared.pileOf(move));
    if (refusal) this.late.whenLoaded(({ sound }) => sound.play('refused'));
    else this.autoHomer.follow();
    return refusal === null && this.state !== undefined;
  }

  /** Shows, says and returns a move: `winning` when it starts a proven win, else a suggestion; `null` when the position is proven lost (that is said) or has no move. */
  hint(): Promise<Hint | null> {
    this.life.dealAsked();
    return this.hints.hint();
  }

  /** Plays the rest of a proven win with animation (offered once no card is face down); true once won. */
  finish(): Promise<boolean> {
    this.life.dealAsked();
    return this.hints.finish();
  }

  /** Stops the clock and ignores input until `resume()`; before the first deal, that deal comes in paused. False when the game is over or already paused. */
  pause(): boolean {
    return this.session.pause('host');
  }

  /** Goes on with a paused game. False when it was not paused. */
  resume(): boolean {
    return this.session.resume();
  }

  /** The game in play as saved-game text (`restore` takes it back), with its clock. */
  saveGame(): string {
    this.life.dealAsked();
    return this.life.saveGame();
  }

  /** Puts a saved game (`saveGame`'s text) in play with its undo history and clock, silently; bad input throws `SavedGameError` and changes nothing. */
  restore(saved: string | SavedGame): void {
    this.life.restore(saved);
  }

  /** Plays a recorded move list back from this deal's start, input off, waiting while paused or off the page; true once all are played, false if stopped. Throws `IllegalMoveError` for a list that does not replay, `TypeError` for anything but an array of strings. */
  watch(moves: readonly Move[], { speed = 1 }: { speed?: number } = {}): Promise<boolean> {
    return this.life.watch(moves, speed);
  }

  /**
   * While the words of the language asked for load, the table waits, keeping what it shows: no flash of another language; so it
   * does while the saved games' code loads for its first deal (no fresh deal flashes first), and while a part asked for loads.
   */
  protected override scheduleUpdate(): void | Promise<unknown> {
    return (this.locale.loading() ?? this.life.loading() ?? this.late.asked())?.then(() => this.scheduleUpdate()) ?? super.scheduleUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('freeDraw')) this.life.freeDrawChanged();
    // A bad fit or theme reads back as the one in effect (its attribute too), as a bad deck does.
    if (changed.has('fit') && this.fit !== fitOr(this.fit, this.warn)) this.fit = 'viewport';
    if (changed.has('theme') && !checkTheme(this.theme, this.warn)) this.theme = undefined;
    if (changed.has('persist')) this.life.savesChanged();
    if (changed.has('showWinnable')) this.hints.showWinnableChanged();
    const position = this.session.position;
    if (!position) return;
    const cardWidth = this.width.cardWidth((w) => this.unitsAcross(w), (w) => this.unitsDown(w));
    const inputs = { lang: this.locale.shown, cardWidth, fourColour: this.fourColour, targets: this.late.targets, dragging: this.late.dragging, hinted: this.shared.hinted };
    this.view = tableView(position, inputs, this.view);
  }

  /** Card widths down for a layout roughly `roughly` card widths tall, exactly `pixelsAt(cardWidth)` px tall (see `exactDown`). */
  protected exactDown(width: number, across: number, roughly: number, pixelsAt: (cardWidth: number) => number): number {
    return exactDown(width, this.space.height, across, roughly, pixelsAt, this.space.cap);
  }

  /** A pile of the layout. */
  protected pile(id: PileId, fan: Fan, extra: { maxHeight?: number } = {}): TemplateResult {
    return renderPile(this.rules, this.inPlay?.options, id, fan, extra.maxHeight ?? FAN_MAX_HEIGHTS);
  }

  /** The element's content width (0 before the first layout), the height its piles may use and the largest card width, in CSS pixels. */
  protected get space(): { readonly width: number; readonly height: number; readonly cap: number } {
    return this.width;
  }

  protected override render(): TemplateResult {
    const view = this.view;
    const gauge = html`<div class=${this.width.unheld ? 'gauge unheld' : 'gauge'}></div>`;
    if (!view) return html`${gauge}${renderSearch(this.hints, messagesOf(this.language))}`;
    const endOpen = this.changes.endOpen(view.status, this.noEndDialog);
    const chrome = {
      view, shared: this.shared, hints: this.hints, toolbar: !this.noToolbar, endOpen, showWinnable: this.showWinnable, panels: this.panels, noSettings: this.noSettings,
      late: this.late.parts !== null, stats: this.life.watched ? undefined : this.stats[view.state.options.deck], unitsDown: this.unitsDown(this.space.width),
    };
    // lang: the language actually shown, which may differ from the page's (e.g. de → en).
    return html`${gauge}<div class=${this.width.unheld ? 'frame unheld' : 'frame'} lang=${view.lang}>
      ${renderToolbar(chrome)}${renderTableArea(chrome, html`${this.renderTable()}${this.shared.announcer.renderBubble()}`)}${renderStatusLine(chrome, html`${this.shared.announcer.renderNotice()}${renderPrompt(view)}`)}
      ${this.shared.announcer.renderLive()}${renderOverlays(chrome)}${this.life.saves.renderOffer(view.lang)}
    </div>`;
  }
}
