/**
 * The shared behaviour of every game element: attributes, deals, moves, undo/redo, timer,
 * toolbar, input, animation, announcements and the end of the game. A game element only
 * says which game it is, how many card widths its layout needs and where its piles go.
 */
import { provide } from '@lit/context';
import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { styleProps } from './style-props.js';
import {
  games, isSeed, MAX_SEED, SUITS, moveCount, movesOf, type DeckSize, type GameId, type Move, type PileId, type PileRole,
  type Rules, type State, type Status,
} from '../core/index.js';
import { cardArtStyles, suitIcon } from './card-art.js';
import { cardName } from './card-names.js';
import { tableContext, type TableView } from './context.js';
import { DragController, type DragHost } from './drag-controller.js';
import {
  PatienceLoseEvent, PatienceMoveEvent, PatienceNewGameEvent, PatienceUndoEvent, PatienceWinEvent, type DealDetail,
  type EndDetail,
} from './events.js';
import { ICONS } from './icons.js';
import { describeRefusal, isLang, langFrom, MESSAGES, type Lang, type Messages } from './i18n.js';
import { cardElements, glide, rectsOf, reducedMotion } from './motion.js';
import { CARD_RATIO, pileStyles, type Fan } from './patience-pile.js';
import { WidthController } from './resize-controller.js';
import { tableStyles } from './table-styles.js';

/** The pile each action word belongs to: tapping it performs the action. */
const ACTION_PILES: Readonly<Record<string, PileId>> = { draw: 'S', turn: 'C', deal: 'C' };
/** Which destinations a tap prefers, best first. */
const TAP_PREFERENCE: readonly PileRole[] = ['foundation', 'waste', 'tableau', 'centre', 'slot', 'stock'];
/** Card width bounds in CSS px: the layout shrinks cards rather than overflow the element. */
const MIN_CARD_WIDTH = 16;
export const MAX_CARD_WIDTH = 116;
const TOAST_MS = 2600;

const randomSeed = (): number => crypto.getRandomValues(new Uint32Array(1))[0]!;

function formatTime(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const mm = String(Math.floor((seconds % 3600) / 60)).padStart(h ? 2 : 1, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

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
export abstract class PatienceTable extends LitElement implements DragHost {
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

  @provide({ context: tableContext })
  @state()
  protected view?: TableView;

  @state() private toast = '';
  @state() private announcement = '';
  @state() private endDismissed = false;
  /** Bumped every second while the clock runs, so the toolbar's time re-renders. */
  @state() private tick = 0;

  private readonly width = new WidthController(this);
  private readonly drag = new DragController(this);
  private history: State[] = [];
  private cursor = 0;
  private dealPending = true;
  private startedAt: number | null = null;
  private endedAt: number | null = null;
  private clock?: ReturnType<typeof setInterval>;
  private toastTimer?: ReturnType<typeof setTimeout>;
  private dialogShown = false;
  private warned = new Set<string>();
  private dragTargetsNow: ReadonlySet<PileId> = new Set();
  /** The pile whose top card the keyboard has picked up (Shift+Enter), waiting for a destination. */
  private held: PileId | null = null;
  /** The pile a single tap just moved a card from, and the move count after it (see `tapped`). */
  private lastTap: { pile: PileId; count: number } | null = null;
  private draggingPile: PileId | null = null;

  protected get rules(): Rules {
    return games[this.game];
  }

  /** The current position (immutable; see the rules core). */
  get state(): State | undefined {
    return this.history[this.cursor];
  }

  /** Every move since the deal, oldest first. */
  get moves(): Move[] {
    return this.state ? movesOf(this.state) : [];
  }

  get status(): Status {
    return this.view?.status ?? 'playing';
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
    return this.view?.lang ?? this.resolveLang();
  }

  /** Milliseconds played: from the first move to now, or to the end of the game. */
  get elapsedMs(): number {
    if (this.startedAt === null) return 0;
    return (this.endedAt ?? Date.now()) - this.startedAt;
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (old === value) return;
    if (name === 'seed' || name === 'deck') {
      if (name === 'seed' && this.state && value !== null && Number(value) === this.state.seed) return;
      // A bad seed or deck on a game in play is refused (with a warning) rather than costing the game.
      if (name === 'seed' && this.state && value !== null && this.seedFromAttribute() === undefined) return;
      if (name === 'deck' && this.state && this.deckFromAttribute() === this.state.options.deck) return;
      this.scheduleDeal();
    } else if (name === 'lang' && this.view) {
      this.refreshView();
    }
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('keydown', this.onKeydown);
    if (this.dealPending || !this.state) this.dealNow();
    // Moved under another lang, or the page's lang changed while detached.
    else if (this.view && this.view.lang !== this.resolveLang()) this.refreshView();
    this.clock = setInterval(() => {
      if (this.startedAt !== null && this.endedAt === null) this.tick++;
    }, 1000);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('keydown', this.onKeydown);
    this.held = null;
    clearInterval(this.clock);
    clearTimeout(this.toastTimer);
  }

  /** The `freeDraw` deal option; only the Funnel has it. */
  protected freeDrawOption(): boolean {
    return false;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (this.state && this.state.options.freeDraw !== this.freeDrawOption()) {
      this.dealNow();
    } else if (changed.has('fourColour') && this.view) {
      this.refreshView();
    }
    if (this.view && this.view.cardWidth !== this.cardWidth()) this.refreshView();
  }

  protected override updated(): void {
    // The end-of-game dialog takes focus when it opens and gives it back to the table when it closes.
    const dialog = this.renderRoot.querySelector<HTMLElement>('.end');
    if (dialog && !this.dialogShown) dialog.querySelector<HTMLElement>('.primary')?.focus();
    else if (!dialog && this.dialogShown && !this.shadowRoot?.activeElement) this.renderRoot.querySelector<HTMLElement>('patience-pile')?.focus();
    this.dialogShown = dialog !== null;
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
    const current = this.state;
    if (!current || this.cursor === 0 || this.view?.status === 'won') return false;
    const move = movesOf(current).at(-1)!;
    this.cursor--;
    this.endedAt = null;
    this.endDismissed = false;
    this.show(this.state!, { animate: true });
    this.announce(this.messages.undone(moveCount(this.state!)));
    this.dispatchEvent(new PatienceUndoEvent({ ...this.dealDetail(), move, moveCount: moveCount(this.state!) }));
    return true;
  }

  /** Makes the last undone move again. Returns false when there is none. */
  redo(): boolean {
    if (this.cursor >= this.history.length - 1) return false;
    const was = this.status;
    this.cursor++;
    this.show(this.state!, { animate: true });
    this.afterMove(movesOf(this.state!).at(-1)!, was);
    return true;
  }

  /**
   * Makes `move` (RULES.md notation) as if the player had. Returns false, shows and
   * announces the reason, and changes nothing when it is illegal.
   */
  play(move: Move): boolean {
    const current = this.state;
    if (!current) return false;
    const refused = this.rules.explain(current, move);
    if (refused) {
      this.notify(describeRefusal(refused, this.language, (id) => this.pileName(id)));
      return false;
    }
    const next = this.rules.apply(current, move);
    const was = this.status;
    this.history = [...this.history.slice(0, this.cursor + 1), next];
    this.cursor++;
    this.startedAt ??= Date.now();
    this.show(next, { animate: true });
    this.afterMove(move, was);
    return true;
  }

  // ——— deals and state ———

  private scheduleDeal(): void {
    if (this.dealPending) return;
    this.dealPending = true;
    // Setting seed and deck together deals once.
    queueMicrotask(() => {
      if (this.dealPending && this.isConnected) this.dealNow();
    });
  }

  private warnOnce(message: string): void {
    if (this.warned.has(message)) return;
    this.warned.add(message);
    console.warn(`<${this.localName}>: ${message}`);
  }

  private seedFromAttribute(): number | undefined {
    const text = this.getAttribute('seed');
    if (text === null || text.trim() === '') return undefined;
    const seed = Number(text);
    if (/^\s*\d+\s*$/.test(text) && isSeed(seed)) return seed;
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

  private dealNow(seed?: number): void {
    this.dealPending = false;
    const chosen = seed ?? this.seedFromAttribute() ?? randomSeed();
    const state = this.rules.deal(chosen, { deck: this.deckFromAttribute(), freeDraw: this.freeDrawOption() });
    this.history = [state];
    this.cursor = 0;
    this.startedAt = null;
    this.endedAt = null;
    this.endDismissed = false;
    this.toast = '';
    // The seed attribute shows the deal being played, so it can be shared.
    if (this.getAttribute('seed') !== String(chosen)) this.setAttribute('seed', String(chosen));
    this.dealPending = false;
    this.show(state, { animate: false });
    this.dispatchEvent(new PatienceNewGameEvent(this.dealDetail()));
  }

  private dealDetail(): DealDetail {
    const state = this.state!;
    return { game: this.game, deck: state.options.deck, freeDraw: state.options.freeDraw, seed: state.seed };
  }

  private endDetail(): EndDetail {
    const moves = this.moves;
    return { ...this.dealDetail(), moves, moveCount: moves.length, elapsedMs: this.elapsedMs };
  }

  /** Announces a move; the end of the game is announced only as the status changes to it. */
  private afterMove(move: Move, was: Status): void {
    const status = this.view!.status;
    this.announce(this.describeMove(move));
    this.dispatchEvent(new PatienceMoveEvent({ ...this.dealDetail(), move, moveCount: moveCount(this.state!), status }));
    if (status === was) return;
    if (status === 'won') {
      this.endedAt = Date.now();
      this.announce(`${this.messages.won} ${this.messages.wonDetail(moveCount(this.state!), formatTime(this.elapsedMs))}`);
      this.dispatchEvent(new PatienceWinEvent(this.endDetail()));
      this.celebrate();
    } else if (status === 'lost') {
      this.endedAt = Date.now();
      this.announce(this.lostTitle());
      this.dispatchEvent(new PatienceLoseEvent(this.endDetail()));
    }
  }

  /** "No more moves" when none is left; otherwise (Well, Indian) no card can reach a foundation again. */
  private lostTitle(): string {
    return this.view!.legal.length === 0 ? this.messages.lost : this.messages.lostNoWay;
  }

  private resolveLang(): Lang {
    const own = this.getAttribute('lang');
    if (own !== null && own !== '') {
      if (isLang(own.toLowerCase().slice(0, 2))) return langFrom(own);
      this.warnOnce(`lang="${own}" is not supported (ru or en); using the page's language`);
    }
    // The nearest lang above, crossing shadow roots.
    let node: Node | null = this.parentNode;
    while (node) {
      if (node instanceof Element && node.hasAttribute('lang') && node.getAttribute('lang')) return langFrom(node.getAttribute('lang')!);
      node = node instanceof ShadowRoot ? node.host : node.parentNode;
    }
    return 'ru';
  }

  private cardWidth(): number {
    const width = this.width.width || this.getBoundingClientRect().width || 360;
    return Math.max(MIN_CARD_WIDTH, Math.min(MAX_CARD_WIDTH, Math.floor(width / this.unitsAcross(width))));
  }

  private get messages(): Messages {
    return MESSAGES[this.language];
  }

  private show(state: State, { animate, status }: { animate: boolean; status?: Status }): void {
    const before = animate && this.view && !reducedMotion() ? this.snapshot() : null;
    if (this.held !== null && this.view?.state !== state) {
      // A card picked up by the keyboard is put back when the position changes under it.
      this.held = this.draggingPile = null;
      this.dragTargetsNow = new Set();
    }
    const rules = this.rules;
    const lang = this.resolveLang();
    const index: Record<PileId, number> = {};
    rules.piles(state.options).forEach((spec, i) => (index[spec.id] = i));
    this.view = {
      rules,
      state,
      status: status ?? rules.status(state),
      index,
      legal: rules.legalMoves(state),
      lang,
      messages: MESSAGES[lang],
      fourColour: this.fourColour,
      cardWidth: this.cardWidth(),
      targets: this.dragTargetsNow,
      dragging: this.draggingPile,
      describePile: (id) => this.describePile(id),
      hintFor: (id) => this.hintFor(id),
    };
    if (before) void this.updateComplete.then(() => this.animateFrom(before));
  }

  /** A new snapshot of the same position: language, colours, size or drag targets changed. */
  private refreshView(): void {
    if (this.state) this.show(this.state, { animate: false, status: this.view?.status });
  }

  // ——— naming and describing ———

  protected pileRole(id: PileId): PileRole {
    return this.rules.piles(this.state?.options).find((s) => s.id === id)?.role ?? 'tableau';
  }

  protected pileName(id: PileId): string {
    return this.messages.pileName(this.game, id, this.pileRole(id));
  }

  /** Text shown in an empty pile's outline; games override it. */
  protected hintFor(_id: PileId): string {
    return '';
  }

  /** Extra words about a pile for its accessible label (e.g. "enchanted"); games override it. */
  protected pileNote(_id: PileId): string {
    return '';
  }

  private describePile(id: PileId): string {
    const view = this.view;
    const pile = view ? this.state!.piles[view.index[id]!] : undefined;
    const m = this.messages;
    if (!pile) return this.pileName(id);
    const n = pile.cards.length;
    const topCard = n === 0 ? m.empty : pile.down === n ? m.faceDown : cardName(pile.cards[n - 1]!, this.language);
    const note = this.pileNote(id);
    return `${this.pileName(id)}: ${topCard}${note ? ` (${note})` : ''}${n > 1 ? `, ${m.cards(n)}` : ''}`;
  }

  private describeMove(move: Move): string {
    const m = this.messages;
    const state = this.state!;
    if (move === 'draw') {
      const waste = state.piles[this.view!.index['W']!]!;
      return m.drew(cardName(waste.cards.at(-1)!, this.language));
    }
    if (move === 'turn' || move === 'deal') return m.action[move];
    const [, to] = move.split('>') as [PileId, PileId];
    const pile = state.piles[this.view!.index[to]!]!;
    // A card put face down (into the Well of Truth's well) must not be named.
    const faceUp = pile.cards.length > pile.down;
    return m.moved(faceUp ? cardName(pile.cards.at(-1)!, this.language) : m.faceDown, this.pileName(to));
  }

  // ——— input ———

  /** @internal Pointer input (DragHost). */
  dragTargets(pile: PileId): ReadonlySet<PileId> | null {
    const view = this.view;
    if (!view || view.status === 'won') return null;
    const prefix = `${pile}>`;
    const targets = new Set(view.legal.filter((m) => m.startsWith(prefix)).map((m) => m.slice(prefix.length)));
    // A card with no legal move can still be dragged: dropping it explains why it can't go there.
    const source = this.state!.piles[view.index[pile]!]!;
    return source.cards.length > source.down ? targets : null;
  }

  /** @internal Pointer input (DragHost). */
  dragChanged(pile: PileId | null, targets: ReadonlySet<PileId>): void {
    this.draggingPile = pile;
    this.dragTargetsNow = targets;
    if (this.view) this.view = { ...this.view, targets, dragging: pile };
  }

  /** @internal Pointer input (DragHost). */
  dropped(from: PileId, to: PileId | null): boolean {
    if (to === null) return false;
    return this.play(`${from}>${to}`);
  }

  /** @internal Pointer input (DragHost). */
  tapped(pile: PileId, clicks: number): void {
    const view = this.view;
    if (!view || this.drag.dragging) return;
    if (view.status === 'won') return;
    const prefix = `${pile}>`;
    const moves = view.legal.filter((m) => m.startsWith(prefix));
    const rank = (m: Move) => {
      const to = m.slice(prefix.length);
      const empty = this.state!.piles[view.index[to]!]!.cards.length === 0;
      return TAP_PREFERENCE.indexOf(this.pileRole(to)) * 2 + (empty ? 1 : 0);
    };
    const best = moves.sort((a, b) => rank(a) - rank(b))[0];
    // A double click sends a card to a foundation: its second click makes no other move, and
    // none at all when the first one already moved a card from this pile. Where there is
    // nothing else a quick second tap could mean (the stock, the Funnel) it simply plays again.
    const hasFoundations = this.rules.piles(this.state!.options).some((spec) => spec.role === 'foundation');
    if (clicks >= 2 && hasFoundations && this.pileRole(pile) !== 'stock') {
      const firstMoved = this.lastTap?.pile === pile && this.lastTap.count === moveCount(this.state!);
      if (firstMoved || !(best && this.pileRole(best.slice(prefix.length)) === 'foundation')) return;
    }
    this.lastTap = null;
    if (best) {
      if (this.play(best) && clicks === 1) this.lastTap = { pile, count: moveCount(this.state!) };
      return;
    }
    // The stock draws, the Well of Truth's centre turns or deals; an illegal one says why.
    const words = Object.keys(ACTION_PILES).filter((word) => ACTION_PILES[word] === pile && this.rules.explain(this.state!, word)?.code !== 'no-such-action');
    const word = words.find((w) => view.legal.includes(w)) ?? words[0];
    if (word) this.play(word);
    else if (this.state!.piles[view.index[pile]!]!.cards.length > 0) this.notify(this.messages.noMove);
  }

  private onKeydown = (event: KeyboardEvent): void => {
    const pile = (event.composedPath()[0] as HTMLElement | undefined)?.closest?.('patience-pile') as HTMLElement | null;
    if ((event.key === 'Enter' || event.key === ' ') && pile) {
      event.preventDefault();
      const id = pile.dataset.pile!;
      const held = this.held;
      if (held !== null) {
        this.hold(null);
        if (held !== id) this.play(`${held}>${id}`);
      } else if (event.shiftKey) this.hold(id);
      else this.tapped(id, 1);
    } else if (event.key === 'Escape' && this.held !== null) {
      event.preventDefault();
      this.hold(null);
    } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      if (event.shiftKey) this.redo();
      else this.undo();
    } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'y') {
      event.preventDefault();
      this.redo();
    } else if (event.key === 'Escape' && this.view?.status !== 'playing' && !this.endDismissed) {
      this.dismissEnd();
    }
  };

  /** Picks up `pile`'s top card for a keyboard move (its legal destinations light up), or puts it back. */
  private hold(pile: PileId | null): void {
    const targets = pile === null ? null : this.dragTargets(pile);
    if (pile !== null && targets === null) {
      this.notify(this.messages.noMove);
      return;
    }
    this.held = pile;
    this.dragChanged(pile, targets ?? new Set());
    if (pile !== null) {
      const source = this.state!.piles[this.view!.index[pile]!]!;
      this.announce(this.messages.held(cardName(source.cards.at(-1)!, this.language)));
    }
  }

  // ——— feedback ———

  private notify(text: string): void {
    this.toast = text;
    this.announce(text);
    clearTimeout(this.toastTimer);
    this.toastTimer = setTimeout(() => (this.toast = ''), TOAST_MS);
  }

  private announce(text: string): void {
    // The same words twice must still be spoken: clear first, then set on the next frame.
    this.announcement = '';
    requestAnimationFrame(() => (this.announcement = text));
  }

  private dismissEnd(): void {
    this.endDismissed = true;
    this.renderRoot.querySelectorAll('.celebration').forEach((layer) => layer.getAnimations({ subtree: true }).forEach((a) => a.finish()));
  }

  private snapshot() {
    const state = this.state!;
    const elements = cardElements(this.renderRoot);
    return { state, rects: rectsOf(elements) };
  }

  /** Glides every card that changed place from where it was. */
  private animateFrom(before: { state: State; rects: Map<string, DOMRect> }): void {
    const ids = this.rules.piles(before.state.options).map((s) => s.id);
    const oldCards = new Map<string, string[]>();
    const unmoved = new Set<string>();
    ids.forEach((id, p) => {
      const was = before.state.piles[p]!;
      const now = this.state!.piles[p]!;
      was.cards.forEach((card, i) => {
        if (now.cards[i] === card && i < now.cards.length && (i < was.down) === (i < now.down)) unmoved.add(`${id}#${i}`);
        else {
          const list = oldCards.get(card) ?? [];
          list.push(`${id}#${i}`);
          oldCards.set(card, list);
        }
      });
    });
    const elements = cardElements(this.renderRoot);
    ids.forEach((id, p) => {
      this.state!.piles[p]!.cards.forEach((card, i) => {
        const key = `${id}#${i}`;
        if (unmoved.has(key)) return;
        const origin = oldCards.get(card)?.shift();
        const from = origin && before.rects.get(origin);
        const el = elements.get(key);
        if (from && el) glide(el, from);
      });
    });
  }

  private celebrate(): void {
    if (reducedMotion()) return;
    void this.updateComplete.then(() => {
      const layer = this.renderRoot.querySelector<HTMLElement>('.celebration');
      if (!layer) return;
      const suits = layer.querySelectorAll<HTMLElement>('.spark');
      suits.forEach((spark, i) => {
        const angle = (i / suits.length) * Math.PI * 2;
        const distance = 120 + (i % 5) * 40;
        spark.animate(
          [
            { transform: 'translate(0, 0) scale(0.4)', opacity: 1 },
            { transform: `translate(${Math.cos(angle) * distance}px, ${Math.sin(angle) * distance}px) scale(1.2) rotate(${i * 40}deg)`, opacity: 0 },
          ],
          { duration: 1400 + (i % 4) * 150, easing: 'cubic-bezier(0.1, 0.6, 0.3, 1)', fill: 'forwards' },
        );
      });
    });
  }

  // ——— rendering ———

  /** A pile of the layout. */
  protected pile(id: PileId, fan: Fan, extra: { maxHeight?: number; enchanted?: boolean } = {}): TemplateResult {
    const role = this.pileRole(id);
    return html`<patience-pile data-pile=${id} fan=${fan} part="pile ${role}" class="pile-${id}"
      max-height=${extra.maxHeight ?? 6} ?data-enchanted=${extra.enchanted ?? false}></patience-pile>`;
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
    const ended = view.status !== 'playing';
    const endOpen = ended && !this.endDismissed;
    // lang: the language actually shown, which may differ from the page's (e.g. de → en).
    return html`<div class="gauge"></div><div class="frame" lang=${view.lang}>
      ${this.noToolbar ? nothing : this.renderToolbar(view, moves, endOpen)}
      <div class="table" style=${sizes} role="group" aria-label=${`${m.table}: ${m.gameName[this.game]}`} ?inert=${endOpen}>
        ${this.renderTable()}
      </div>
      <div class="toast" part="status" ?hidden=${!this.toast}>${this.toast}</div>
      ${endOpen ? this.renderEnd(view, moves) : nothing}
      <div class="sr-only" role="status">${this.announcement}</div>
    </div>`;
  }

  private renderToolbar(view: TableView, moves: number, inert: boolean): TemplateResult {
    const m = view.messages;
    const time = formatTime(this.elapsedMs);
    const canUndo = this.cursor > 0 && view.status !== 'won';
    const canRedo = this.cursor < this.history.length - 1;
    return html`<div class="toolbar" part="toolbar" role="toolbar" aria-label=${m.toolbar} ?inert=${inert}>
      <span class="title"><span class="name">${m.gameName[this.game]}</span>
        <span class="subtitle">${m.gameSubtitle[this.game]}</span></span>
      <span class="info">
        <span class="deal">${m.dealNumber(view.state.seed)}</span>
        <span class="moves">${m.moveCount(moves)}</span>
        <span class="time" aria-label=${`${m.elapsed} ${time}`}>${time}</span>
      </span>
      <span class="buttons">
        <button type="button" @click=${() => this.undo()} ?disabled=${!canUndo} aria-label=${m.undo} title=${m.undo}>${ICONS.undo}<span class="label">${m.undo}</span></button>
        <button type="button" @click=${() => this.redo()} ?disabled=${!canRedo} aria-label=${m.redo} title=${m.redo}>${ICONS.redo}<span class="label">${m.redo}</span></button>
        <button type="button" @click=${() => this.restart()} aria-label=${m.restart} title=${m.restart}>${ICONS.restart}<span class="label">${m.restart}</span></button>
        <button type="button" @click=${() => this.newGame()} aria-label=${m.newDeal} title=${m.newDeal}>${ICONS.newDeal}<span class="label">${m.newDeal}</span></button>
      </span>
    </div>`;
  }

  private renderEnd(view: TableView, moves: number): TemplateResult {
    const m = view.messages;
    const won = view.status === 'won';
    const sparks = won && !reducedMotion() ? Array.from({ length: 28 }, (_, i) => i) : [];
    return html`<div class="end ${won ? 'won' : 'lost'}" part="status" role="dialog" aria-modal="true" aria-labelledby="end-title"
        @click=${(e: Event) => e.target === e.currentTarget && this.dismissEnd()}>
      ${won ? html`<div class="celebration" aria-hidden="true">${sparks.map((i) => html`<span class="spark">${suitIcon(SUITS[i % 4]!)}</span>`)}</div>` : nothing}
      <div class="end-box">
        <h2 id="end-title">${won ? m.won : this.lostTitle()}</h2>
        <p>${won ? m.wonDetail(moves, formatTime(this.elapsedMs)) : m.lostDetail}</p>
        <div class="end-buttons">
          ${won ? nothing : html`<button type="button" @click=${() => this.undo()}>${m.undo}</button>`}
          <button type="button" @click=${() => this.restart()}>${m.restart}</button>
          <button type="button" class="primary" @click=${() => this.newGame()}>${m.newDeal}</button>
          <button type="button" @click=${() => this.dismissEnd()}>${m.close}</button>
        </div>
      </div>
    </div>`;
  }
}
