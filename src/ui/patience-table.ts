/**
 * The base of every game element: attributes and the public API, wired to controllers that
 * each own one concern — the game session, pointer and keyboard input, motion, announcements,
 * language and width. It knows no game: a game element names its rules, how many card widths
 * its layout needs, and where its piles go.
 */
import { provide } from '@lit/context';
import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { isSeed, MAX_SEED, moveCount, movesOf, type DeckSize, type Move, type PileId, type Rules, type State, type Status } from '../core/index.js';
import { Announcer } from './announcer.js';
import { cardArtStyles } from './card-art.js';
import { tableContext, tableView, type TableView } from './context.js';
import { GameSession, type SessionChange } from './game-session.js';
import { describeRefusal, MESSAGES, pileName, type Lang } from './i18n.js';
import { DealOptions } from './deal-options.js';
import { describeChange, lostTitle } from './table-words.js';
import { TableInput } from './table-input.js';
import { LocaleController } from './locale.js';
import { MotionController } from './motion.js';
import './patience-end-dialog.js';
import { CARD_RATIO, pileStyles, type Fan } from './patience-pile.js';
import { formatTime } from './patience-toolbar.js';
import { WidthController } from './resize-controller.js';
import { styleProps } from './style-props.js';
import { tableStyles } from './table-styles.js';
import { themeStyles, type Theme } from './themes.js';

const randomSeed = (): number => crypto.getRandomValues(new Uint32Array(1))[0]!;

/**
 * @fires {PatienceMoveEvent} patience-move - After every move (detail: move, moveCount, status, game, deck, freeDraw, seed).
 * @fires {PatienceWinEvent} patience-win - Once, when the game is won (detail: game, deck, freeDraw, seed, moves, moveCount, elapsedMs).
 * @fires {PatienceLoseEvent} patience-lose - When no card can reach a foundation any more (same detail as patience-win).
 * @fires {PatienceNewGameEvent} patience-new-game - When a deal starts (detail: game, deck, freeDraw, seed).
 * @fires {PatienceUndoEvent} patience-undo - When a move is taken back (detail: move, moveCount and the deal).
 *
 * @csspart toolbar - The built-in toolbar.
 * @csspart status - The end-of-game message and the short notices (an illegal move's reason).
 * @csspart pile - Every pile; also `stock`, `waste`, `foundation`, `tableau` by role.
 * @csspart stock - The stock.
 * @csspart waste - The waste (the Well's reserve, the Funnel's pile B).
 * @csspart foundation - Foundations (the Well's corners, the Well of Truth's bases).
 * @csspart tableau - Tableau piles (columns, the Well's cross, the Well of Truth's corners).
 * @csspart card - Every face-up card.
 * @csspart card-back - Every face-down card.
 *
 * @cssproperty --patience-felt - Table colour.
 * @cssproperty --patience-felt-text - Text on the table.
 * @cssproperty --patience-card-radius - Corner radius of cards and empty places.
 * @cssproperty --patience-card-shadow - Shadow under a card.
 * @cssproperty --patience-red - Hearts and diamonds.
 * @cssproperty --patience-black - Spades and clubs.
 * @cssproperty --patience-diamonds - Diamonds in the four-colour deck.
 * @cssproperty --patience-clubs - Clubs in the four-colour deck.
 * @cssproperty --patience-back - Card back colour.
 * @cssproperty --patience-back-pattern - Card back pattern colour.
 * @cssproperty --patience-card-face - Card face colour.
 * @cssproperty --patience-focus - Focus ring colour.
 * @cssproperty --patience-target - Highlight of legal drop targets while dragging.
 * @cssproperty --patience-toolbar-bg - Toolbar background.
 * @cssproperty --patience-slot - Outline and rank of an empty place.
 * @cssproperty --patience-badge - Card-count badge background.
 * @cssproperty --patience-badge-text - Card-count badge text.
 * @cssproperty --patience-toast - Notice background.
 * @cssproperty --patience-toast-text - Notice text.
 */
export abstract class PatienceTable extends LitElement {
  static override styles = [themeStyles, cardArtStyles, pileStyles, tableStyles];

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'seed', 'deck', 'lang'];
  }

  /** The rules of the game this element plays. */
  protected abstract readonly rules: Rules;

  /** How many card widths the layout needs across at `width` px (gaps included). */
  protected abstract unitsAcross(width: number): number;

  /** The piles in place; use `this.pile(id, fan)` for each. */
  protected abstract renderTable(): TemplateResult;

  /** Hides the built-in toolbar; drive the game with the methods instead. */
  @property({ type: Boolean, attribute: 'no-toolbar', reflect: true }) noToolbar = false;
  /** Colour theme; without it the table follows the system's light or dark preference. */
  @property({ reflect: true }) theme?: Theme;
  /** Four-colour deck: diamonds blue, clubs green. */
  @property({ type: Boolean, attribute: 'four-colour', reflect: true }) fourColour = false;
  /** Games with a free-draw option (the Funnel): `draw` is legal at any time (classic Golf). Changing it deals anew. */
  @property({ type: Boolean, attribute: 'free-draw', reflect: true }) freeDraw = false;

  @provide({ context: tableContext })
  @state()
  protected view?: TableView;

  @state() private endDismissed = false;

  private readonly options = new DealOptions(this);
  private readonly width = new WidthController(this);
  private readonly locale = new LocaleController(this, (message) => this.options.warn(message));
  private readonly announcer = new Announcer(this);
  private readonly motion = new MotionController(this);
  private readonly session = new GameSession(this, (change) => this.changed(change));
  private readonly input = new TableInput(this, {
    position: () => this.session.position,
    lang: () => this.language,
    messages: () => MESSAGES[this.language],
    play: (move) => this.play(move),
    undo: () => this.undo(),
    redo: () => this.redo(),
    closeEnd: () => this.status !== 'playing' && !this.endDismissed && (this.dismissEnd(), true),
    newDeal: () => this.newGame(),
    notify: (text) => this.announcer.notify(text),
    announce: (text) => this.announcer.announce(text),
  });
  private dealPending = true;
  private endWasOpen = false;

  /** The current position (immutable; see the rules core). */
  get state(): State | undefined {
    return this.session.position?.state;
  }

  /** Every move since the deal, oldest first. */
  get moves(): Move[] {
    return this.state ? movesOf(this.state) : [];
  }

  get status(): Status {
    return this.session.position?.status ?? 'playing';
  }

  /** The deal number being played. */
  get seed(): number | undefined {
    return this.state?.seed;
  }

  /** The size of one deck in the game being played. */
  get deck(): DeckSize {
    return this.state?.options.deck ?? this.options.deck(this.rules, this.state);
  }

  set deck(value: DeckSize) {
    this.setAttribute('deck', String(value));
  }

  /** The language in use: the element's `lang`, else the page's nearest, else Russian. */
  get language(): Lang {
    return this.view?.lang ?? this.locale.lang;
  }

  /** Milliseconds played: from the first move to now, or to the end of the game. */
  get elapsedMs(): number {
    return this.session.elapsedMs;
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (old === value || !this.state) return;
    if (name === 'seed' && value !== null && (Number(value) === this.state.seed || this.options.seed() === undefined)) return;
    if (name === 'deck' && this.options.deck(this.rules, this.state) === this.state.options.deck) return;
    if (name === 'seed' || name === 'deck') this.scheduleDeal();
    else if (name === 'lang') this.requestUpdate();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.dealPending) this.dealNow();
  }

  // ——— public methods ———

  /** Deals a new game: `seed` if given, else a random deal. */
  newGame(seed?: number): void {
    if (seed !== undefined && !isSeed(seed)) throw new RangeError(`newGame: seed must be an integer from 0 to ${MAX_SEED}`);
    this.dealNow(seed ?? randomSeed());
  }

  /** Starts the same deal again from the beginning. */
  restart(): void {
    if (this.state) this.dealNow(this.state.seed);
  }

  /** Takes back the last move. Returns false when there is none (or the game is won). */
  undo(): boolean {
    return this.session.undo();
  }

  /** Makes the last undone move again. Returns false when there is none. */
  redo(): boolean {
    return this.session.redo();
  }

  /**
   * Makes `move` (RULES.md notation) as if the player had. Returns false, shows and
   * announces the reason, and changes nothing when it is illegal.
   */
  play(move: Move): boolean {
    const refusal = this.session.play(move);
    if (refusal) this.announcer.notify(describeRefusal(refusal, this.language, (id) => pileName(this.rules.text[this.language], id)));
    return refusal === null && this.state !== undefined;
  }

  // ——— deals ———

  private scheduleDeal(): void {
    if (this.dealPending) return;
    this.dealPending = true;
    // Setting seed and deck together deals once.
    queueMicrotask(() => this.dealPending && this.isConnected && this.dealNow());
  }

  private dealNow(seed?: number): void {
    this.dealPending = false;
    const chosen = seed ?? this.options.seed() ?? randomSeed();
    this.endDismissed = false;
    this.announcer.clearNotice();
    this.session.deal(this.rules, chosen, { deck: this.options.deck(this.rules, this.state), freeDraw: this.options.freeDraw(this.rules, this.freeDraw) });
    // The seed attribute shows the deal being played, so it can be shared.
    if (this.getAttribute('seed') !== String(chosen)) this.setAttribute('seed', String(chosen));
  }

  /** Called by the session before the host renders a change: the old layout is still on screen. */
  private changed(change: SessionChange): void {
    this.input.positionChanged();
    const { kind, before, after } = change;
    if (kind !== 'deal' && before) this.motion.capture(after.rules, before.state, after.state);
    const said = describeChange(change, this.language, formatTime(this.elapsedMs));
    if (said) this.announcer.announce(said);
  }

  private dismissEnd(): void {
    this.endDismissed = true;
    this.renderRoot.querySelector('patience-end-dialog')?.finishCelebration();
  }

  // ——— rendering ———

  protected override willUpdate(changed: PropertyValues<this>): void {
    let position = this.session.position;
    if (!position) return;
    if (changed.has('freeDraw') && position.state.options.freeDraw !== this.options.freeDraw(this.rules, this.freeDraw)) {
      this.dealNow();
      position = this.session.position!;
    }
    const inputs = { lang: this.locale.lang, cardWidth: this.width.cardWidth((width) => this.unitsAcross(width)), fourColour: this.fourColour, targets: this.input.targets, dragging: this.input.dragging };
    this.view = tableView(position, inputs, this.view);
  }

  protected override updated(): void {
    // Focus goes back to the table when the end-of-game message closes with focus inside it.
    const open = this.renderRoot.querySelector('patience-end-dialog') !== null;
    if (this.endWasOpen && !open && !this.shadowRoot?.activeElement) this.renderRoot.querySelector<HTMLElement>('patience-pile')?.focus();
    this.endWasOpen = open;
  }

  /** A pile of the layout. */
  protected pile(id: PileId, fan: Fan, extra: { maxHeight?: number } = {}): TemplateResult {
    const role = this.rules.piles(this.state?.options).find((s) => s.id === id)?.role ?? 'tableau';
    return html`<patience-pile data-pile=${id} fan=${fan} part="pile ${role}" class="pile-${id}" max-height=${extra.maxHeight ?? 6}></patience-pile>`;
  }

  /** The element's content width in CSS pixels (0 before the first layout). */
  protected get tableWidth(): number {
    return this.width.width;
  }

  protected override render(): TemplateResult {
    const view = this.view;
    if (!view) return html`<div class="gauge"></div>`;
    const m = view.messages;
    const w = view.cardWidth;
    const sizes = styleProps({
      '--patience-card-w': `${w}px`,
      '--patience-card-h': `${Math.round(w * CARD_RATIO)}px`,
      '--gap': `${Math.max(4, Math.round(w * 0.14))}px`,
    });
    const moves = moveCount(view.state);
    const text = view.rules.text[view.lang];
    const endOpen = view.status !== 'playing' && !this.endDismissed;
    const { startedAt, endedAt } = this.session.clock;
    const commands = { undo: () => this.undo(), redo: () => this.redo(), restart: () => this.restart(), newGame: () => this.newGame() };
    // lang: the language actually shown, which may differ from the page's (e.g. de → en).
    return html`<div class="gauge"></div><div class="frame" lang=${view.lang}>
      ${this.noToolbar ? nothing : html`<patience-toolbar ?inert=${endOpen} .commands=${commands} .model=${{
        messages: m, text, seed: view.state.seed, moves, startedAt, endedAt, canUndo: this.session.canUndo, canRedo: this.session.canRedo,
      }}></patience-toolbar>`}
      <span id="table-name" hidden>${m.table}: <span lang="ru">${text.name}</span></span><span id="table-keys" hidden>${m.keysHelp}</span>
      <div class="table" style=${sizes} role="group" aria-labelledby="table-name" aria-describedby="table-keys" ?inert=${endOpen}>
        ${this.renderTable()}
      </div>
      ${this.announcer.render()}
      ${endOpen ? html`<patience-end-dialog .commands=${{ ...commands, close: () => this.dismissEnd() }} .model=${{
        messages: m, won: view.status === 'won', title: view.status === 'won' ? m.won : lostTitle(this.session.position!, view.lang),
        detail: view.status === 'won' ? m.wonDetail(moves, formatTime(this.elapsedMs)) : m.lostDetail,
      }}></patience-end-dialog>` : nothing}
    </div>`;
  }
}
