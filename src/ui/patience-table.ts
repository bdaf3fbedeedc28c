/**
 * The base of every game element: attributes and the public API, wired to controllers that
 * each own one concern — the game session, pointer and keyboard input, motion, announcements,
 * language and width. It knows no game: a game element names its rules, how many card widths
 * its layout needs, and where its piles go.
 */
import { provide } from '@lit/context';
import { html, LitElement, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { freezeState, movesOf, type DeckSize, type Move, type PileId, type Rules, type SavedGame, type State, type Status } from '../core/index.js';
import { Announcer } from './announcer.js';
import { cardArtStyles } from './card-art.js';
import { tableContext, tableView, type TableView } from './context.js';
import { upgradeProperties } from './deal-options.js';
import { FocusKeeper, refugeIn } from './focus-keeper.js';
import { GameLifecycle } from './game-lifecycle.js';
import { HintsController, type Hint, type Winnability } from './hints.js';
import { describeRefusal, MESSAGES, type Lang } from './i18n.js';
import { LocaleController } from './locale.js';
import { MotionController } from './motion.js';
import { FAN_MAX_HEIGHTS, pileStyles, type Fan } from './patience-pile.js';
import { cardWidthFor, fitOr, WidthController, type Fit } from './resize-controller.js';
import { persistAttribute, type GameStorage, type StatsByDeck } from './saved-games.js';
import { renderOverlays, renderPile, renderSearch, renderStatusLine, renderTableArea, renderToolbar, type ChromeCommands } from './table-chrome.js';
import { TableChanges } from './table-changes.js';
import { TableInput } from './table-input.js';
import { tableStyles } from './table-styles.js';
import { checkTheme, themeStyles, type Theme } from './themes.js';
import { cascadeStyles, WinCascade } from './win-cascade.js';

/**
 * @fires {PatienceMoveEvent} patience-move - After every move (detail: move, moveCount, status, game, deck, freeDraw, seed).
 * @fires {PatienceWinEvent} patience-win - Once, when the game is won (detail: game, deck, freeDraw, seed, moves, moveCount, elapsedMs).
 * @fires {PatienceLoseEvent} patience-lose - When no card can reach a foundation any more (the Funnel, which has none: when no move is left), once a deal (same detail as patience-win).
 * @fires {PatienceNewGameEvent} patience-new-game - When a deal starts; the first one after the element's first render and the page's module scripts (detail: game, deck, freeDraw, seed, restored). No event fires before it, nor off the page: what happened meanwhile is told, in order, when the element is back.
 * @fires {PatienceStartEvent} patience-start - At the first move of a deal (detail: the deal and the move).
 * @fires {PatiencePauseEvent} patience-pause - When the game is paused by `pause()` or by the page being hidden (detail: the deal, reason, elapsedMs); off the page, when the element is back.
 * @fires {PatienceResumeEvent} patience-resume - When a paused game goes on (same detail).
 * @fires {PatienceUndoEvent} patience-undo - When a move is taken back (detail: move, moveCount and the deal).
 * @fires {PatienceWinnabilityEvent} patience-winnability - When the solver has answered for the position in play (detail: the deal, winnability, moveCount, positions, ms, where).
 *
 * @csspart toolbar - The built-in toolbar.
 * @csspart status - The end-of-game message and the short notices (an illegal move's reason).
 * @csspart status-line - The line under the table where notices and the solver's status show; hidden, it takes no room.
 * @csspart pile - Every pile; also one part by its role (a game has only the roles it uses): `stock`, `waste`, `foundation`, `tableau`, `centre`, `slot`.
 * @csspart stock - The stock.
 * @csspart waste - The waste (the Well's reserve, the Funnel's pile B).
 * @csspart foundation - Foundations (the Well's corners, the Well of Truth's bases).
 * @csspart tableau - Tableau piles (columns, the Well's cross, the Well of Truth's corners).
 * @csspart centre - The Well of Truth's well, in the middle.
 * @csspart slot - The Well of Truth's open places.
 * @csspart card - Every face-up card.
 * @csspart card-back - Every face-down card.
 *
 * @cssproperty --patience-felt - Table colour.
 * @cssproperty --patience-felt-text - Text on the table.
 * @cssproperty [--patience-card-radius=5.6% / 4%] - Corner radius of cards (by default the artwork's own rounding; empty places and highlights then round by 6px).
 * @cssproperty --patience-card-shadow - Shadow under a card.
 * @cssproperty --patience-red - Hearts and diamonds.
 * @cssproperty --patience-black - Spades and clubs.
 * @cssproperty --patience-diamonds - Diamonds in the four-colour deck.
 * @cssproperty --patience-clubs - Clubs in the four-colour deck.
 * @cssproperty --patience-back - Card back colour.
 * @cssproperty --patience-back-pattern - Card back pattern colour.
 * @cssproperty --patience-card-face - Card face colour.
 * @cssproperty --patience-focus - Focus ring colour.
 * @cssproperty --patience-target - Highlight of legal drop targets while a card is dragged or held.
 * @cssproperty --patience-hint - Highlight of a hint's card and destination.
 * @cssproperty --patience-toolbar-bg - Toolbar background.
 * @cssproperty --patience-slot - Outline and rank of an empty place.
 * @cssproperty --patience-badge - Card-count badge background.
 * @cssproperty --patience-badge-text - Card-count badge text.
 * @cssproperty --patience-toast - Notice background.
 * @cssproperty --patience-toast-text - Notice text.
 * @cssproperty --patience-panel - The end-of-game message's background.
 * @cssproperty --patience-panel-text - The end-of-game message's text and button edges.
 * @cssproperty --patience-primary - The end-of-game message's main button and focus outline.
 * @cssproperty --patience-primary-text - The text on that main button.
 * @cssproperty --patience-card-border - Card edge.
 * @cssproperty [--patience-court-gold=#c9981f] - Crowns, brims and the court frame (unset, the crowns' fill is a lighter #d9a92b).
 * @cssproperty --patience-court-ink - Outlines on court emblems.
 * @cssproperty --patience-court-accent - Velvet and jewels (royal blue).
 * @cssproperty --patience-court-rose - The queen's rose and the jack's plume.
 * @cssproperty --patience-court-leaf - The rose's leaves.
 * @cssproperty --patience-court-tint - Background of the court frame.
 * @cssproperty --patience-court-skin - Court figures' faces and hands.
 * @cssproperty --patience-court-hair - Court figures' hair and the king's beard.
 * @cssproperty --patience-font - The toolbar's and notices' font, a `font` shorthand (the page's text settings do not reach inside).
 * @cssproperty --patience-table-radius - Corner radius of the table.
 */
export abstract class PatienceTable extends LitElement {
  static override styles = [themeStyles, cardArtStyles, pileStyles, tableStyles, cascadeStyles];

  // The table renders, measures the room it was given (its gauge, the toolbar), and renders
  // again at that size before the first paint, and again when `fit` changes what it measures.
  // Lit's development build warns of an update asked for while one ends; here it is the design.
  static {
    this.disableWarning?.('change-in-update');
  }

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'seed', 'deck', 'lang'];
  }

  /** The rules of the game this element plays. */
  protected abstract readonly rules: Rules;
  /** How many card widths the layout needs across at `width` px (gaps included). */
  protected abstract unitsAcross(width: number): number;
  /** How many card widths the layout needs down at `width` px, at its tallest (gaps included). */
  protected abstract unitsDown(width: number): number;
  /** The piles in place; use `this.pile(id, fan)` for each. */
  protected abstract renderTable(): TemplateResult;

  /** Hides the built-in toolbar; drive the game with the methods instead. */
  @property({ type: Boolean, attribute: 'no-toolbar', reflect: true }) noToolbar = false;
  /** Colour theme; without it the table follows the system's light or dark preference. */
  @property({ reflect: true }) theme?: Theme;
  /** Four-colour deck: diamonds blue, clubs green. */
  @property({ type: Boolean, attribute: 'four-colour', reflect: true }) fourColour = false;
  /** The Funnel only: `draw` is legal at any time (classic Golf); changing it deals anew. The other games have no such option: set there, it warns once and is ignored. */
  @property({ type: Boolean, attribute: 'free-draw', reflect: true }) freeDraw = false;
  /** Keeps the game (and statistics) in `storage` under this key ('', no value or `true`: one key per game; `false`: off); restores it on creation, or when set before the first move. */
  @property({ reflect: true, converter: persistAttribute }) persist: string | boolean | null = null;
  /** `viewport` (default): cards fit the width and the window's height; `contain`: the width and the height the host gives the element (none given: one warning, and the height it needs); `width`: the width only. */
  @property({ reflect: true }) fit: Fit = 'viewport';
  /** Shows after every move whether the position can still be won (`winnability`), and offers to undo back from a lost one. */
  @property({ type: Boolean, attribute: 'show-winnable', reflect: true }) showWinnable = false;
  /** New deals are the first seed at or after the one asked for that the solver proves winnable (`seed` shows the seed dealt). */
  @property({ type: Boolean, reflect: true }) winnable = false;

  @provide({ context: tableContext })
  @state()
  protected view?: TableView;

  /** One console warning per distinct message, for every controller. */
  private readonly warn = (message: string): void => this.life.options.warn(message);
  private readonly width = new WidthController(this, () => fitOr(this.fit, this.warn), this.warn);
  private readonly announcer = new Announcer(this);
  private readonly hints: HintsController = new HintsController(this, () => this.life, this.announcer);
  private readonly life: GameLifecycle = new GameLifecycle(this, () => this.rules, () => this.freeDraw, (change) => this.changes.changed(change), this.hints);
  private readonly session = this.life.session;
  private readonly locale = new LocaleController(this, this.warn);
  private readonly motion = new MotionController(this);
  private readonly cascade = new WinCascade(this);
  private readonly commands: ChromeCommands = {
    undo: () => this.undo(), redo: () => this.redo(), restart: () => this.restart(), newGame: () => this.newGame(),
    closeEnd: () => this.changes.dismissEnd(this.status !== 'playing'), resume: () => this.resume(), pause: () => void this.pause(), stopWatching: () => this.life.playback.stop(),
    hint: () => this.hint(), finish: () => void this.finish(), announce: (text) => this.announcer.announce(text), notify: (text) => this.announcer.notify(text),
  };
  private readonly input = new TableInput(this, {
    ...this.commands, position: () => this.session.position, lang: () => this.language, messages: () => MESSAGES[this.language],
    play: (move) => this.play(move), busy: () => this.busy, paused: () => this.paused, togglePause: () => void (this.paused ? this.resume() : this.pause()), clearNotice: () => this.announcer.clearNotice(),
    hinted: () => this.hints.hinted,
  });
  private readonly changes = new TableChanges(this, { input: this.input, hints: this.hints, motion: this.motion, announcer: this.announcer, cascade: this.cascade, watched: () => this.life.watched });

  constructor() {
    super();
    upgradeProperties(this, ['seed', 'deck', 'storage']);
    new FocusKeeper(this, () => this.paused, (paused) => this.announcer.announce(paused ? MESSAGES[this.language].pausedTitle : MESSAGES[this.language].resumed, true));
  }

  /** The position on the table as the element's own code reads it: `state` freezes what it gives a host. */
  protected get inPlay(): State | undefined {
    return this.session.position?.state;
  }

  /**
   * The current position, frozen (see the rules core). Reading deals nothing: frameworks read
   * properties as they set others, so a deal asked for in this task comes when the task ends,
   * or at the next action (`play()`, `undo()`, …).
   */
  get state(): State | undefined {
    const state = this.inPlay;
    return state && freezeState(state);
  }

  /** Every move since the deal, oldest first. */
  get moves(): Move[] {
    const state = this.inPlay;
    return state ? movesOf(state) : [];
  }

  get status(): Status {
    return this.session.position?.status ?? 'playing';
  }

  /** The deal number being played; setting it deals that number (as the `seed` attribute does). */
  get seed(): number | undefined {
    return this.inPlay?.seed;
  }

  set seed(value: number | null | undefined) {
    if (value === undefined || value === null) this.removeAttribute('seed');
    else this.setAttribute('seed', String(value));
  }

  /** The size of one deck in the game being played; setting it deals anew (as the `deck` attribute does); `null` or `undefined` removes the attribute: the game's default deck. */
  get deck(): DeckSize {
    return this.inPlay?.options.deck ?? this.life.options.deck(this.rules, undefined);
  }

  set deck(value: DeckSize | null | undefined) {
    if (value === undefined || value === null) this.removeAttribute('deck');
    else this.setAttribute('deck', String(value));
  }

  /** The element's language attribute, as on any element; `null` or `undefined` removes it (the page's language then), as for the other properties (the DOM alone would write "null"). */
  override get lang(): string {
    return super.lang;
  }

  override set lang(value: string | null | undefined) {
    if (value === null || value === undefined) this.removeAttribute('lang');
    else super.lang = value;
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

  set storage(value: GameStorage | null) {
    const usable = value === null || value === undefined || (['get', 'set', 'remove'] as const).every((call) => typeof value[call] === 'function');
    if (!usable) this.warn('storage: not an object with get, set and remove functions; using localStorage');
    this.life.saves.storage = usable ? value ?? null : null;
    this.life.savesChanged();
  }

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

  /** Takes back the last move. Returns false when there is none (or the game is won), while paused or while a game is played back. */
  undo(): boolean {
    this.life.dealAsked();
    return !this.busy && this.session.undo();
  }

  /** Makes the last undone move again. Returns false when there is none, while paused or while a game is played back. */
  redo(): boolean {
    this.life.dealAsked();
    return !this.busy && this.session.redo();
  }

  /** Paused, or a game is being played back (watched or finished): the game takes no moves from outside. */
  private get busy(): boolean { return this.paused || this.life.playback.watching || this.hints.playback.watching; }

  /** Makes `move` (notation: docs/rules.md) as the player would; an illegal one is refused, its reason shown and spoken: false. False too while paused or a game is played back. */
  play(move: Move): boolean {
    this.life.dealAsked();
    if (this.busy) return false;
    const refusal = this.session.play(move);
    if (refusal) this.announcer.notify(describeRefusal(refusal, this.language, this.rules));
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

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('freeDraw')) this.life.freeDrawChanged();
    // A bad (or no) fit or theme reads back as the one in effect, its attribute too, as a bad deck
    // does: a host's code sees what the table does, and no value its types rule out.
    if (changed.has('fit') && this.fit !== fitOr(this.fit, this.warn)) this.fit = 'viewport';
    if (changed.has('theme') && !checkTheme(this.theme, this.warn)) this.theme = undefined;
    if (changed.has('persist')) this.life.savesChanged();
    if (changed.has('showWinnable')) this.hints.showWinnableChanged();
    const position = this.session.position;
    if (!position) return;
    const cardWidth = this.width.cardWidth((w) => this.unitsAcross(w), (w) => this.unitsDown(w));
    const inputs = { lang: this.locale.lang, cardWidth, fourColour: this.fourColour, targets: this.input.targets, dragging: this.input.dragging, hinted: this.hints.hinted };
    this.view = tableView(position, inputs, this.view);
  }

  /**
   * Card widths down for a layout roughly `roughly` card widths tall whose exact height in CSS
   * pixels at a given card width is `pixelsAt(cardWidth)`. Rounding, fixed-size captions and the
   * smallest gaps and indices make small cards' layout take relatively more room, so it tries
   * whole-pixel card widths down from the estimate's until one holds, and reserves that one's
   * exact height: no empty band under the layout.
   */
  protected exactDown(width: number, across: number, roughly: number, pixelsAt: (cardWidth: number) => number): number {
    const { height } = this.space;
    // Half a pixel over, so the table's whole-pixel height (floored) keeps every pixel of it.
    const downAt = (cardWidth: number) => (pixelsAt(cardWidth) + 0.5) / cardWidth;
    let cardWidth = cardWidthFor(width, height, across, roughly);
    for (;;) {
      const down = downAt(cardWidth);
      const given = cardWidthFor(width, height, across, down);
      if (given === cardWidth) return down;
      // Rounding made this width's layout shorter than one a pixel wider, which did not fit: keep to this width.
      if (given > cardWidth) return Math.max(down, (height / (cardWidth + 1)) * (1 + 1e-9));
      cardWidth--;
    }
  }

  /** A pile of the layout. */
  protected pile(id: PileId, fan: Fan, extra: { maxHeight?: number } = {}): TemplateResult {
    return renderPile(this.rules.piles(this.inPlay?.options), id, fan, extra.maxHeight ?? FAN_MAX_HEIGHTS);
  }

  /** The element's content width (0 before the first layout) and the height its piles may use, in CSS pixels. */
  protected get space(): { readonly width: number; readonly height: number } {
    return this.width;
  }

  protected override render(): TemplateResult {
    const view = this.view;
    const gauge = html`<div class=${this.width.unheld ? 'gauge unheld' : 'gauge'}></div>`;
    if (!view) return html`${gauge}${renderSearch(this.hints, MESSAGES[this.language])}`;
    const session = this.session;
    const endOpen = view.status !== 'playing' && !this.changes.endDismissed && !this.cascade.running;
    const chrome = {
      view, toolbar: !this.noToolbar, endOpen, paused: this.paused, watching: this.life.playback.watching, canUndo: session.canUndo, canRedo: session.canRedo,
      elapsedMs: () => session.elapsedMs, running: session.running, stats: this.life.watched ? undefined : this.stats[view.state.options.deck], hints: this.hints, showWinnable: this.showWinnable,
      unitsDown: this.unitsDown(this.space.width),
    };
    // lang: the language actually shown, which may differ from the page's (e.g. de → en).
    return html`${gauge}<div class=${this.width.unheld ? 'frame unheld' : 'frame'} lang=${view.lang}>
      ${renderToolbar(chrome, this.commands)}${renderTableArea(chrome, this.renderTable())}${renderStatusLine(chrome, this.announcer.renderNotice())}
      ${this.announcer.renderLive()}${renderOverlays(chrome, this.commands)}
    </div>`;
  }
}
