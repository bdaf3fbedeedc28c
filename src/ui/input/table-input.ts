/**
 * Input intents of a table: what a tap, a drag and drop, or a keyboard pick-up means in the
 * position in play. It owns the pointer and keyboard controllers and the state of a gesture
 * (the targets lit up, the held card, the last tap for double clicks).
 */
import { moveCount, type PileId } from '../../core/index.js';
import { cardWords } from '../i18n/card-names.js';
import { DOUBLE_TAP_MS, DragController } from './drag-controller.js';
import type { TableHost, TableShared } from '../table/table-shared.js';
import { gameText, messagesOf, pileName, type Messages } from '../i18n/i18n.js';
import { KeyboardController } from './keyboard-controller.js';
import { actionToTry, destinations, doubleTapMove, pileIndex, pileOf, splitMove, tapMove } from './tap.js';
import { describeTable } from '../i18n/table-words.js';

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
  private readonly keys: KeyboardController;

  private readonly host: TableHost;

  constructor(private readonly shared: TableShared) {
    const host = (this.host = shared.host);
    const { intents, announcer } = shared;
    this.pointer = new DragController(host, {
      dragTargets: (pile) => this.targetsOf(pile),
      dragChanged: (pile, targets) => this.show(pile, targets),
      dropped: (from, to) => to !== null && intents.play(`${from}>${to}`),
      tapped: (pile, clicks) => this.tap(pile, clicks),
      touchedCovered: (pile) => announcer.notify(this.messages.onlyTopMoves, pile),
    });
    const input = this;
    this.keys = new KeyboardController(host, {
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
        if (from !== pile) intents.play(`${from}>${pile}`);
      },
      putBack: () => {
        this.hold(null);
        announcer.announce(this.messages.putBack);
      },
      didNothing: (done, key) => this.sayIfNothing(done, key === 'undo' ? this.messages.nothingToUndo : this.messages.nothingToRedo),
      tableau: () => {
        const position = shared.position;
        return position ? position.rules.piles(position.state.options).filter((s) => s.role === 'tableau').map((s) => s.id) : [];
      },
      draw: () => this.draw(),
      inProgress: () => {
        const position = shared.position;
        return position !== undefined && position.status === 'playing' && moveCount(position.state) > 0;
      },
      askNewDeal: (asking) => (asking ? announcer.notify(this.messages.confirmNewDeal) : announcer.clearNotice()),
      describe: () => {
        const position = shared.position;
        // What the eye sees: a squared stack's covered cards are counted, not named.
        const shown = (id: PileId) => host.renderRoot.querySelector(`[data-pile="${id}"]`)?.querySelectorAll('.card[role="img"]').length ?? Infinity;
        if (position) announcer.announce(describeTable(position.rules, position.state, host.language, position.rules.notes(position.state), shown));
      },
    }, shared);
  }

  /** An event that came before these controllers listened, in the order their listeners hear it: the shadow root's, then the host's. */
  replay(event: Event): void {
    this.pointer.replay(event);
    this.keys.replay(event);
  }

  /** An undo or redo key that did nothing says so, unless input is off or the game is won (nothing to take back there). */
  private sayIfNothing(done: boolean, words: string): void {
    if (!done && !this.shared.busy && this.shared.position?.status !== 'won') this.shared.announcer.notify(words);
  }

  private get messages(): Messages {
    return messagesOf(this.shared.host.language);
  }

  /** The position changed: a card held by the keyboard is put back. */
  positionChanged(): void {
    if (this.held !== null) this.hold(null);
  }

  /** The legal destinations of `pile`'s top card; `null` when it has no face-up card (or no such pile). */
  private targetsOf(pile: PileId): ReadonlySet<PileId> | null {
    const position = this.shared.position;
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
    const position = this.shared.position;
    if (!position || this.pointer.dragging || position.status === 'won') return;
    const firstMoved = this.lastTap?.pile === pile && this.lastTap.count === moveCount(position.state);
    // A quick second tap on the pile a tap just played from may be a double click's second
    // click that says 1 (touch taps, some synthetic clicks): it plays if it can, but is no mistake.
    const quickSecond = firstMoved && performance.now() - this.lastTap!.at < DOUBLE_TAP_MS;
    const move = clicks >= 2 ? doubleTapMove(position, pile, firstMoved) : tapMove(position, pile);
    this.lastTap = null;
    if (move !== null) {
      if (this.shared.intents.play(move) && clicks === 1) this.lastTap = { pile, count: moveCount(this.shared.position!.state), at: performance.now() };
    } else if (clicks === 1 && !quickSecond && this.targetsOf(pile) !== null) this.shared.announcer.notify(this.messages.noMove, pile);
  }

  /**
   * Picks up `pile`'s top card for a keyboard move (its legal destinations light up and are
   * said), or puts it back (`null`). Returns the destination to focus first: the one a tap
   * would choose. A card with no legal move is not picked up, and that is said.
   */
  private hold(pile: PileId | null): PileId | null {
    const position = this.shared.position;
    const targets = pile === null ? null : this.targetsOf(pile);
    if (pile !== null && (!position || !targets || targets.size === 0)) {
      this.shared.announcer.notify(targets === null ? this.messages.nothingToPickUp : this.messages.noMove, pile);
      return null;
    }
    this.held = pile;
    this.show(pile, targets ?? new Set());
    if (pile === null || !position || !targets) return null;
    const lang = this.shared.host.language;
    const top = pileOf(position.rules, position.state, pile)!.cards.at(-1)!;
    // First the hint's destination for the hinted card, else where a tap would send it.
    const [hintedFrom, hintedTo] = this.shared.hinted;
    const tap = splitMove(tapMove(position, pile) ?? '');
    const first = hintedFrom === pile && hintedTo !== undefined && targets.has(hintedTo) ? hintedTo : tap && targets.has(tap[1]) ? tap[1] : [...targets][0]!;
    const names = [first, ...[...targets].filter((t) => t !== first)].map((t) => pileName(gameText(position.rules, lang), t));
    this.shared.announcer.announce(this.messages.held(cardWords(top, lang), names));
    return first;
  }

  /** `D`: the game's stock action (a draw); returns the pile a card was turned onto, if any. */
  private draw(): PileId | null {
    const position = this.shared.position;
    if (!position) return null;
    const action = actionToTry(position, position.rules.actions(position.state.options));
    if (action === null || !this.shared.intents.play(action)) return null;
    const after = this.shared.position!.state;
    const grown = after.piles.findIndex((p, i) => p.cards.length > position.state.piles[i]!.cards.length && p.down < p.cards.length);
    return grown < 0 ? null : position.rules.piles(after.options)[grown]!.id;
  }
}
