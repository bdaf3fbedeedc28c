/**
 * The base of every game element: attributes and the public API, wired to controllers that
 * each own one concern — the game session, pointer and keyboard input, motion, announcements,
 * language and width. It knows no game: a game element names its rules, how many card widths
 * its layout needs, and where its piles go.
 */
import { provide } from '@lit/context';
import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { games, isSeed, MAX_SEED, moveCount, movesOf, type DeckSize, type GameId, type Move, type PileId, type Rules, type State, type Status } from '../core/index.js';
import { Announcer } from './announcer.js';
import { cardArtStyles } from './card-art.js';
import { cardName } from './card-names.js';
import { tableContext, type TableView } from './context.js';
import { DragController } from './drag-controller.js';
import { GameSession, type Played, type SessionChange } from './game-session.js';
import { describeRefusal, MESSAGES, pileName, type Lang, type Messages } from './i18n.js';
import { KeyboardController } from './keyboard-controller.js';
import { LocaleController } from './locale.js';
import { MotionController } from './motion.js';
import './patience-end-dialog.js';
import { CARD_RATIO, pileStyles, type Fan } from './patience-pile.js';
import { formatTime } from './patience-toolbar.js';
import { WidthController } from './resize-controller.js';
import { styleProps } from './style-props.js';
import { destinations, doubleTapMove, tapMove } from './tap.js';
import { tableStyles } from './table-styles.js';

/** Card width bounds in CSS px: the layout shrinks cards rather than overflow the element. */
const MIN_CARD_WIDTH = 16;
export const MAX_CARD_WIDTH = 116;

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
 */
export abstract class PatienceTable extends LitElement {
  static override styles = [cardArtStyles, pileStyles, tableStyles];

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'seed', 'deck', 'lang'];
  }

  /** Which game this element plays. */
  protected abstract readonly game: GameId;

  /** How many card widths the layout needs across at `width` px (gaps included). */
  protected abstract unitsAcross(width: number): number;

  /** The piles in place; use `this.pile(id, fan)` for each. */
  protected abstract renderTable(): TemplateResult;

  /** Hides the built-in toolbar; drive the game with the methods instead. */
  @property({ type: Boolean, attribute: 'no-toolbar', reflect: true }) noToolbar = false;
  /** Four-colour deck: diamonds blue, clubs green. */
  @property({ type: Boolean, attribute: 'four-colour', reflect: true }) fourColour = false;
  /** Games with a free-draw option (the Funnel): `draw` is legal at any time (classic Golf). Changing it deals anew. */
  @property({ type: Boolean, attribute: 'free-draw', reflect: true }) freeDraw = false;

  @provide({ context: tableContext })
  @state()
  protected view?: TableView;

  @state() private endDismissed = false;

  private readonly warnings = new Set<string>();
  private readonly width = new WidthController(this);
  private readonly locale = new LocaleController(this, (message) => this.warnOnce(message));
  private readonly announcer = new Announcer(this);
  private readonly motion = new MotionController(this);
  private readonly session = new GameSession(this, (change) => this.changed(change));
  private readonly pointer = new DragController(this, {
    dragTargets: (pile) => this.targetsOf(pile),
    dragChanged: (pile, targets) => this.showTargets(pile, targets),
    dropped: (from, to) => to !== null && this.play(`${from}>${to}`),
    tapped: (pile, clicks) => this.tapped(pile, clicks),
  });
  private dealPending = true;
  private targets: ReadonlySet<PileId> = new Set();
  private dragging: PileId | null = null;
  /** The pile whose top card the keyboard has picked up, waiting for a destination. */
  private held: PileId | null = null;
  /** The pile a single tap just moved a card from, and the move count after it (see `doubleTapMove`). */
  private lastTap: { pile: PileId; count: number } | null = null;

  constructor() {
    super();
    const table = this;
    new KeyboardController(this, {
      get held() {
        return table.held;
      },
      tap: (pile) => this.tapped(pile, 1),
      pickUp: (pile) => this.hold(pile),
      putDown: (pile) => {
        const from = this.held!;
        this.hold(null);
        if (from !== pile) this.play(`${from}>${pile}`);
      },
      putBack: () => this.hold(null),
      undo: () => this.undo(),
      redo: () => this.redo(),
      closeEnd: () => this.status !== 'playing' && !this.endDismissed && (this.dismissEnd(), true),
    });
  }

  protected get rules(): Rules {
    return games[this.game];
  }

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
    return this.state?.options.deck ?? this.deckFromAttribute();
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
    if (name === 'seed' && value !== null && (Number(value) === this.state.seed || this.seedFromAttribute() === undefined)) return;
    if (name === 'deck' && this.deckFromAttribute() === this.state.options.deck) return;
    if (name === 'seed' || name === 'deck') this.scheduleDeal();
    else if (name === 'lang') this.requestUpdate();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.dealPending) this.dealNow();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.held = null;
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
    if (refusal) this.announcer.notify(describeRefusal(refusal, this.language, (id) => this.pileName(id)));
    return refusal === null && this.state !== undefined;
  }

  // ——— deals ———

  private scheduleDeal(): void {
    if (this.dealPending) return;
    this.dealPending = true;
    // Setting seed and deck together deals once.
    queueMicrotask(() => this.dealPending && this.isConnected && this.dealNow());
  }

  private warnOnce(message: string): void {
    if (this.warnings.has(message)) return;
    this.warnings.add(message);
    console.warn(`<${this.localName}>: ${message}`);
  }

  private seedFromAttribute(): number | undefined {
    const text = this.getAttribute('seed');
    if (text === null || text.trim() === '') return undefined;
    if (/^\s*\d+\s*$/.test(text) && isSeed(Number(text))) return Number(text);
    this.warnOnce(`seed="${text}" is not a deal number (0 to ${MAX_SEED}); dealing a random game`);
    return undefined;
  }

  private deckFromAttribute(): DeckSize {
    const decks = this.rules.decks;
    const text = this.getAttribute('deck');
    if (text === null) return decks[0]!;
    const deck = Number(text) as DeckSize;
    if (decks.includes(deck) && String(deck) === text.trim()) return deck;
    // A game in play keeps its deck; a new element gets the default.
    const fallback = this.state?.options.deck ?? decks[0]!;
    this.warnOnce(`deck="${text}" is not a deck of this game (${decks.join(' or ')}); using ${fallback}`);
    return fallback;
  }

  /** The `freeDraw` deal option asked for; a game without the option ignores it, with a warning. */
  private freeDrawOption(): boolean {
    if (this.freeDraw && !this.rules.hasFreeDraw) this.warnOnce('free-draw: this game has no such option; ignored');
    return this.freeDraw && this.rules.hasFreeDraw;
  }

  private dealNow(seed?: number): void {
    this.dealPending = false;
    const chosen = seed ?? this.seedFromAttribute() ?? randomSeed();
    this.endDismissed = false;
    this.announcer.clearNotice();
    this.session.deal(this.rules, chosen, { deck: this.deckFromAttribute(), freeDraw: this.freeDrawOption() });
    // The seed attribute shows the deal being played, so it can be shared.
    if (this.getAttribute('seed') !== String(chosen)) this.setAttribute('seed', String(chosen));
  }

  /** Called by the session before the host renders a change: the old layout is still on screen. */
  private changed({ kind, before, after, move }: SessionChange): void {
    if (this.held !== null) this.hold(null);
    if (kind === 'deal' || !before) return;
    this.motion.capture(after.rules, before.state, after.state);
    const m = this.messages;
    if (kind === 'undo') this.announcer.announce(m.undone(moveCount(after.state)));
    else this.announcer.announce(this.describeMove(before, after, move!));
    if (after.status === before.status || kind === 'undo') return;
    if (after.status === 'won') this.announcer.announce(`${m.won} ${m.wonDetail(moveCount(after.state), formatTime(this.elapsedMs))}`);
    else if (after.status === 'lost') this.announcer.announce(this.lostTitle(after));
  }

  // ——— words ———

  private get messages(): Messages {
    return MESSAGES[this.language];
  }

  private pileName(id: PileId, lang = this.language): string {
    return pileName(this.rules.text[lang], id);
  }

  /** "No more moves" when none is left; otherwise (Well, Indian) no card can reach a foundation again. */
  private lostTitle(position: Played): string {
    return position.legal.length === 0 ? this.messages.lost : this.messages.lostNoWay;
  }

  private describePile(position: Played, lang: Lang, note: string | undefined, id: PileId): string {
    const m = MESSAGES[lang];
    const pile = position.state.piles[position.rules.piles(position.state.options).findIndex((s) => s.id === id)];
    if (!pile) return this.pileName(id, lang);
    const n = pile.cards.length;
    const topCard = n === 0 ? m.empty : pile.down === n ? m.faceDown : cardName(pile.cards[n - 1]!, lang);
    const noteWord = note ? (this.rules.text[lang].notes?.[note] ?? note) : '';
    return `${this.pileName(id, lang)}: ${topCard}${noteWord ? ` (${noteWord})` : ''}${n > 1 ? `, ${m.cards(n)}` : ''}`;
  }

  private describeMove(before: Played, after: Played, move: Move): string {
    const m = this.messages;
    const lang = this.language;
    const [, to] = move.split('>');
    if (to === undefined) {
      const said = after.rules.text[lang].actions?.[move];
      if (said) return said;
      // An action that turned up one card (a draw) names it.
      const grown = after.state.piles.findIndex((p, i) => p.cards.length === before.state.piles[i]!.cards.length + 1 && p.down < p.cards.length);
      return grown < 0 ? move : m.drew(cardName(after.state.piles[grown]!.cards.at(-1)!, lang));
    }
    const pile = after.state.piles[this.indexOf(to)]!;
    // A card put face down (into the Well of Truth's well) must not be named.
    const faceUp = pile.cards.length > pile.down;
    return m.moved(faceUp ? cardName(pile.cards.at(-1)!, lang) : m.faceDown, this.pileName(to));
  }

  private indexOf(pile: PileId): number {
    return this.state ? this.rules.piles(this.state.options).findIndex((s) => s.id === pile) : -1;
  }

  // ——— input ———

  private targetsOf(pile: PileId): ReadonlySet<PileId> | null {
    const position = this.session.position;
    const index = this.indexOf(pile);
    if (!position || position.status === 'won' || index < 0) return null;
    // A card with no legal move can still be dragged: dropping it explains why it can't go there.
    const source = position.state.piles[index]!;
    return source.cards.length > source.down ? new Set(destinations(position, pile)) : null;
  }

  private showTargets(pile: PileId | null, targets: ReadonlySet<PileId>): void {
    this.dragging = pile;
    this.targets = targets;
    this.requestUpdate();
  }

  private tapped(pile: PileId, clicks: number): void {
    const position = this.session.position;
    if (!position || this.pointer.dragging || position.status === 'won') return;
    const firstMoved = this.lastTap?.pile === pile && this.lastTap.count === moveCount(position.state);
    const move = clicks >= 2 ? doubleTapMove(position, pile, firstMoved) : tapMove(position, pile);
    this.lastTap = null;
    if (move !== null) {
      if (this.play(move) && clicks === 1) this.lastTap = { pile, count: moveCount(this.state!) };
    } else if (clicks === 1 && this.targetsOf(pile) !== null) this.announcer.notify(this.messages.noMove);
  }

  /** Picks up `pile`'s top card for a keyboard move (its legal destinations light up), or puts it back. */
  private hold(pile: PileId | null): void {
    const targets = pile === null ? null : this.targetsOf(pile);
    if (pile !== null && targets === null) {
      this.announcer.notify(this.messages.noMove);
      return;
    }
    this.held = pile;
    this.showTargets(pile, targets ?? new Set());
    const top = pile === null ? undefined : this.state!.piles[this.indexOf(pile)]!.cards.at(-1);
    if (top) this.announcer.announce(this.messages.held(cardName(top, this.language)));
  }

  private dismissEnd(): void {
    this.endDismissed = true;
    this.renderRoot.querySelector('patience-end-dialog')?.finishCelebration();
  }

  // ——— rendering ———

  protected override willUpdate(changed: PropertyValues<this>): void {
    let position = this.session.position;
    if (!position) return;
    if (changed.has('freeDraw') && position.state.options.freeDraw !== this.freeDrawOption()) {
      this.dealNow();
      position = this.session.position!;
    }
    const lang = this.locale.lang;
    const cardWidth = this.cardWidth();
    const v = this.view;
    if (v && v.state === position.state && v.lang === lang && v.cardWidth === cardWidth && v.fourColour === this.fourColour
      && v.targets === this.targets && v.dragging === this.dragging) return;
    const specs = position.rules.piles(position.state.options);
    const index: Record<PileId, number> = {};
    specs.forEach((spec, i) => (index[spec.id] = i));
    const notes = position.rules.notes(position.state);
    const played = position;
    this.view = {
      rules: position.rules, state: position.state, status: position.status, legal: position.legal,
      index, lang, messages: MESSAGES[lang], fourColour: this.fourColour, cardWidth,
      targets: this.targets, dragging: this.dragging, notes,
      describePile: (id) => this.describePile(played, lang, notes[id], id),
      hintFor: (id) => {
        const rank = played.rules.startRank(played.state, id);
        return rank === 'T' ? '10' : (rank ?? '');
      },
    };
  }

  protected override updated(): void {
    // Focus goes back to the table when the end-of-game message closes with focus inside it.
    if (!this.renderRoot.querySelector('patience-end-dialog') && !this.shadowRoot?.activeElement && this.dialogWasOpen) {
      this.renderRoot.querySelector<HTMLElement>('patience-pile')?.focus();
    }
    this.dialogWasOpen = this.renderRoot.querySelector('patience-end-dialog') !== null;
  }

  private dialogWasOpen = false;

  private cardWidth(): number {
    const width = this.width.width || this.getBoundingClientRect().width || 360;
    return Math.max(MIN_CARD_WIDTH, Math.min(MAX_CARD_WIDTH, Math.floor(width / this.unitsAcross(width))));
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
      <div class="table" style=${sizes} role="group" aria-label=${`${m.table}: ${text.name}`} ?inert=${endOpen}>
        ${this.renderTable()}
      </div>
      ${this.announcer.render()}
      ${endOpen ? html`<patience-end-dialog .commands=${{ ...commands, close: () => this.dismissEnd() }} .model=${{
        messages: m, won: view.status === 'won', title: view.status === 'won' ? m.won : this.lostTitle(this.session.position!),
        detail: view.status === 'won' ? m.wonDetail(moves, formatTime(this.elapsedMs)) : m.lostDetail,
      }}></patience-end-dialog>` : nothing}
    </div>`;
  }
}
