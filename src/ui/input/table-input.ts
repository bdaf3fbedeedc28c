/**
 * Input intents of a table: what a tap, a drag and drop, or a keyboard pick-up means in the
 * position in play. It owns the pointer and keyboard controllers and the state of a gesture
 * (the targets lit up, the held card, the last tap for double clicks).
 */
import type { ReactiveControllerHost } from 'lit';
import { moveCount, type Move, type PileId } from '../../core/index.js';
import { cardWords } from '../i18n/card-names.js';
import { DOUBLE_TAP_MS, DragController } from './drag-controller.js';
import type { Played } from '../session/game-session.js';
import { pileName, type Lang, type Messages } from '../i18n/i18n.js';
import { KeyboardController } from './keyboard-controller.js';
import { actionToTry, destinations, doubleTapMove, pileIndex, pileOf, splitMove, tapMove } from './tap.js';
import { describeTable } from '../i18n/table-words.js';

/** The element the controllers listen on. */
export type InputHost = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

/** What the input needs of its table. */
export interface InputTable {
  position(): Played | undefined;
  lang(): Lang;
  messages(): Messages;
  /** Plays `move`, or says why not; true when it was made. */
  play(move: Move): boolean;
  /** Takes back the last move (or makes the last undone one again); false when it could not. */
  undo(): boolean;
  redo(): boolean;
  /** Whether input is off (paused, a game played back): a refused undo then says nothing. */
  busy(): boolean;
  paused(): boolean;
  /** Pauses the game in play, or goes on with a paused one. */
  togglePause(): void;
  /** Closes the end-of-game message; false when none is open. */
  closeEnd(): boolean;
  /** Deals a new game. */
  newGame(): void;
  notify(text: string): void;
  clearNotice(): void;
  announce(text: string): void;
  /** Shows and says a hint; resolves to it, or `null` when there is none. */
  hint(): Promise<unknown>;
  /** The hint shown: its card's pile, then where it goes (none shown: empty). */
  hinted(): readonly PileId[];
}

export class TableInput {
  /** The piles the card being dragged or held may go to. */
  targets: ReadonlySet<PileId> = new Set();
  /** The pile whose card is being dragged or held, if any. */
  dragging: PileId | null = null;
  /** The pile whose top card the keyboard has picked up, waiting for a destination. */
  held: PileId | null = null;
  /** The pile a single tap just moved a card from, the move count after it and when (see `doubleTapMove`). */
  private lastTap: { pile: PileId; count: number; at: number } | null = null;
  private readonly pointer: DragController;

  constructor(
    private readonly host: InputHost,
    private readonly table: InputTable,
  ) {
    this.pointer = new DragController(host, {
      dragTargets: (pile) => this.targetsOf(pile),
      dragChanged: (pile, targets) => this.show(pile, targets),
      dropped: (from, to) => to !== null && table.play(`${from}>${to}`),
      tapped: (pile, clicks) => this.tap(pile, clicks),
      touchedCovered: () => this.table.notify(this.table.messages().onlyTopMoves),
    });
    const input = this;
    new KeyboardController(host, {
      get held() {
        return input.held;
      },
      get targets() {
        return input.targets;
      },
      tap: (pile) => this.tap(pile, 1),
      pickUp: (pile) => this.hold(pile),
      putDown: (pile) => {
        const from = this.held!;
        this.hold(null);
        if (from !== pile) table.play(`${from}>${pile}`);
      },
      putBack: () => {
        this.hold(null);
        table.announce(table.messages().putBack);
      },
      undo: () => this.sayIfNothing(table.undo(), table.messages().nothingToUndo),
      redo: () => this.sayIfNothing(table.redo(), table.messages().nothingToRedo),
      tableau: () => {
        const position = table.position();
        return position ? position.rules.piles(position.state.options).filter((s) => s.role === 'tableau').map((s) => s.id) : [];
      },
      draw: () => this.draw(),
      inProgress: () => {
        const position = table.position();
        return position !== undefined && position.status === 'playing' && moveCount(position.state) > 0;
      },
      askNewDeal: (asking) => (asking ? table.notify(table.messages().confirmNewDeal) : table.clearNotice()),
      newDeal: () => table.newGame(),
      describe: () => {
        const position = table.position();
        // What the eye sees: a squared stack's covered cards are counted, not named.
        const shown = (id: PileId) => host.renderRoot.querySelector(`[data-pile="${id}"]`)?.querySelectorAll('.card[role="img"]').length ?? Infinity;
        if (position) table.announce(describeTable(position.rules, position.state, table.lang(), position.rules.notes(position.state), shown));
      },
      closeEnd: () => table.closeEnd(),
      paused: () => table.paused(),
      togglePause: () => table.togglePause(),
      hint: () => table.hint().then((hint) => (hint ? table.hinted()[0] ?? null : null)),
    });
  }

  /** An undo or redo key that did nothing says so, unless input is off or the game is won (nothing to take back there). */
  private sayIfNothing(done: boolean, words: string): void {
    if (!done && !this.table.busy() && this.table.position()?.status !== 'won') this.table.notify(words);
  }

  /** The position changed: a card held by the keyboard is put back. */
  positionChanged(): void {
    if (this.held !== null) this.hold(null);
  }

  /** The legal destinations of `pile`'s top card; `null` when it has no face-up card (or no such pile). */
  private targetsOf(pile: PileId): ReadonlySet<PileId> | null {
    const position = this.table.position();
    const index = position ? pileIndex(position.rules, position.state, pile) : -1;
    if (!position || position.status === 'won' || index < 0) return null;
    // A card with no legal move can still be dragged: dropping it explains why it can't go there.
    const source = position.state.piles[index]!;
    return source.cards.length > source.down ? new Set(destinations(position, pile)) : null;
  }

  private show(pile: PileId | null, targets: ReadonlySet<PileId>): void {
    this.dragging = pile;
    this.targets = targets;
    this.host.requestUpdate();
  }

  private tap(pile: PileId, clicks: number): void {
    const position = this.table.position();
    if (!position || this.pointer.dragging || position.status === 'won') return;
    const firstMoved = this.lastTap?.pile === pile && this.lastTap.count === moveCount(position.state);
    // A quick second tap on the pile a tap just played from may be a double click's second
    // click that says 1 (touch taps, some synthetic clicks): it plays if it can, but is no mistake.
    const quickSecond = firstMoved && performance.now() - this.lastTap!.at < DOUBLE_TAP_MS;
    const move = clicks >= 2 ? doubleTapMove(position, pile, firstMoved) : tapMove(position, pile);
    this.lastTap = null;
    if (move !== null) {
      if (this.table.play(move) && clicks === 1) this.lastTap = { pile, count: moveCount(this.table.position()!.state), at: performance.now() };
    } else if (clicks === 1 && !quickSecond && this.targetsOf(pile) !== null) this.table.notify(this.table.messages().noMove);
  }

  /**
   * Picks up `pile`'s top card for a keyboard move (its legal destinations light up and are
   * said), or puts it back (`null`). Returns the destination to focus first: the one a tap
   * would choose. A card with no legal move is not picked up, and that is said.
   */
  private hold(pile: PileId | null): PileId | null {
    const position = this.table.position();
    const targets = pile === null ? null : this.targetsOf(pile);
    if (pile !== null && (!position || !targets || targets.size === 0)) {
      this.table.notify(targets === null ? this.table.messages().nothingToPickUp : this.table.messages().noMove);
      return null;
    }
    this.held = pile;
    this.show(pile, targets ?? new Set());
    if (pile === null || !position || !targets) return null;
    const lang = this.table.lang();
    const top = pileOf(position.rules, position.state, pile)!.cards.at(-1)!;
    // First the hint's destination for the hinted card, else where a tap would send it.
    const [hintedFrom, hintedTo] = this.table.hinted();
    const tap = splitMove(tapMove(position, pile) ?? '');
    const first = hintedFrom === pile && hintedTo !== undefined && targets.has(hintedTo) ? hintedTo : tap && targets.has(tap[1]) ? tap[1] : [...targets][0]!;
    const names = [first, ...[...targets].filter((t) => t !== first)].map((t) => pileName(position.rules.text[lang], t));
    this.table.announce(this.table.messages().held(cardWords(top, lang), names));
    return first;
  }

  /** `D`: the game's stock action (a draw); returns the pile a card was turned onto, if any. */
  private draw(): PileId | null {
    const position = this.table.position();
    if (!position) return null;
    const action = actionToTry(position, position.rules.actions(position.state.options));
    if (action === null || !this.table.play(action)) return null;
    const after = this.table.position()!.state;
    const grown = after.piles.findIndex((p, i) => p.cards.length > position.state.piles[i]!.cards.length && p.down < p.cards.length);
    return grown < 0 ? null : position.rules.piles(after.options)[grown]!.id;
  }
}
