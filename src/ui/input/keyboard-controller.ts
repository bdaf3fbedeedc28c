/**
 * Keys on a table. The table is one Tab stop: a roving focus over the piles, moved by the
 * arrow keys to the nearest pile that way, Home/End to the first/last pile, a digit to that
 * tableau pile. Enter or Space taps the focused pile; Shift+Enter or `.` picks its card up,
 * and then focus moves only among the piles that accept it (arrows cycle them) until Enter
 * puts it down or Escape puts it back. Ctrl+Z undoes, Ctrl+Y and Ctrl+Shift+Z redo, `D`
 * draws, `H` shows a hint, `N` deals anew (asking first when a game is under way), `?` describes the table.
 * Keys are heard only inside the element, and a key it handles never scrolls the page.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { PileId } from '../../core/index.js';
import { CARD_RATIO } from '../cards/patience-pile.js';
import { NOTICE_MS } from '../chrome/announcer.js';
import type { TableShared } from '../table/table-shared.js';
import { pathOf } from './event-path.js';
import { cycle, neighbour, readingOrder, spotOf, type Direction, type Spot } from './focus-geometry.js';
import { pilesIn, placeTabStop } from './tab-stop.js';

/**
 * What the keys report beyond the player's intents (PlayerIntents, which the keys ask directly:
 * undo, redo, hint, new deal, pause): the card in hand, and what a key means on this table.
 */
export interface KeyIntents {
  /** The pile whose card is held, if any. */
  readonly held: PileId | null;
  /** The piles the held card may go to. */
  readonly targets: ReadonlySet<PileId>;
  /** The tableau piles in the game's own order (the digit keys' columns or places). */
  tableau(): readonly PileId[];
  tap(pile: PileId): void;
  /** Picks up `pile`'s card; returns the destination to focus first, or `null` when it was not picked up. */
  pickUp(pile: PileId): PileId | null;
  /** Puts the held card on `pile`. */
  putDown(pile: PileId): void;
  putBack(): void;
  /** Says that an undo or redo key had nothing to do (`done` false), unless input is off or the game is won. */
  didNothing(done: boolean, key: 'undo' | 'redo'): void;
  /** Draws (or the game's stock action); returns the pile the card went to, if any. */
  draw(): PileId | null;
  /** Whether a new deal would end a game under way (so `N` asks first). */
  inProgress(): boolean;
  /** Says that `N` again deals anew; `false`: the question is over (another key kept the game), its words go. */
  askNewDeal(asking: boolean): void;
  describe(): void;
}

export interface KeyHost extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

const ARROWS: Readonly<Record<string, Direction>> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };

export class KeyboardController implements ReactiveController {
  /** The pile that holds the table's one Tab stop. */
  private current: PileId | null = null;
  /**
   * When `N` was pressed during a game: the next key decides, while the question shows. Any
   * other input (a key, a press on the table) ends the question, and so does its notice's end.
   */
  private askedAt: number | null = null;

  constructor(
    private readonly host: KeyHost,
    private readonly intents: KeyIntents,
    private readonly shared: TableShared,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('keydown', this.onKeydown);
    // On the shadow root: a focus move between two of its piles never reaches the host (its
    // target and related target are both the host there).
    this.host.renderRoot.addEventListener('focusin', this.onFocusIn as EventListener);
    this.host.addEventListener('pointerdown', this.endQuestion);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.onKeydown);
    this.host.renderRoot.removeEventListener('focusin', this.onFocusIn as EventListener);
    this.host.removeEventListener('pointerdown', this.endQuestion);
  }

  /** Pauses the game in play, or goes on with a paused one (its keys wait under the veil, leaving only Resume and P). */
  private togglePause(): void {
    void (this.shared.paused ? this.shared.intents.resume() : this.shared.intents.pause());
  }

  /** The new-deal question is over: its words go. */
  private endQuestion = (): void => {
    if (this.askedAt === null) return;
    this.askedAt = null;
    this.intents.askNewDeal(false);
  };

  /** An event that came before this controller listened, handled as its listener would have. */
  replay(event: Event): void {
    if (event.type === 'keydown') this.onKeydown(event as KeyboardEvent);
    else if (event.type === 'focusin') this.onFocusIn(event as FocusEvent);
    else if (event.type === 'pointerdown') this.endQuestion();
  }

  /** Only the current pile is in the Tab order; the first pile when none is (yet). */
  hostUpdated(): void {
    this.current = placeTabStop(this.piles(), this.current);
  }

  private piles(): HTMLElement[] {
    return pilesIn(this.host.renderRoot);
  }

  private spots(): Spot[] {
    return this.piles().map((p) => {
      const card = p.querySelector('.card')?.getBoundingClientRect().height ?? p.getBoundingClientRect().width * CARD_RATIO;
      return spotOf(p.dataset.pile!, p.getBoundingClientRect(), card);
    });
  }

  private focus(id: PileId | null): void {
    const pile = id === null ? undefined : this.piles().find((p) => p.dataset.pile === id);
    if (!pile) return;
    this.current = id;
    this.hostUpdated();
    pile.focus();
  }

  private onFocusIn = (event: FocusEvent): void => {
    const pile = this.pileOf(event);
    if (pile && pile.dataset.pile !== this.current) {
      this.current = pile.dataset.pile!;
      this.hostUpdated();
    }
  };

  private pileOf(event: Event): HTMLElement | null {
    // A key goes to the pile focused when it is handled: one handed over late (see replay) may
    // follow a key that moved the focus ("1", then Enter).
    const at = event.type === 'keydown' ? (this.host.renderRoot as ShadowRoot | Document).activeElement : (pathOf(event)[0] as Element | undefined);
    return (at?.closest?.('patience-pile') as HTMLElement | null | undefined) ?? null;
  }

  private onKeydown = (event: KeyboardEvent): void => {
    const confirming = this.askedAt !== null && performance.now() - this.askedAt < NOTICE_MS;
    if (event.key.toLowerCase() === 'n') this.askedAt = null;
    else this.endQuestion();
    if (event.altKey) return;
    if (this.shared.paused) {
      if (event.key.toLowerCase() === 'p' && !event.ctrlKey && !event.metaKey) {
        event.preventDefault();
        this.togglePause();
      }
      return;
    }
    const pile = this.pileOf(event);
    const handled = (pile ? this.pileKey(event, pile.dataset.pile!) : false) || this.tableKey(event, confirming);
    if (handled) event.preventDefault();
  };

  /** Keys on a focused pile: moving the focus, tapping, picking up and putting down. */
  private pileKey(event: KeyboardEvent, id: PileId): boolean {
    const { intents } = this;
    const held = intents.held;
    const direction = ARROWS[event.key];
    if (direction) {
      const forward = direction === 'right' || direction === 'down';
      this.focus(held !== null ? cycle(this.spots(), intents.targets, id, forward ? 1 : -1) : neighbour(this.spots(), id, direction));
    } else if (event.key === 'Home' || event.key === 'End') {
      const spots = held !== null ? this.spots().filter((s) => intents.targets.has(s.id)) : this.spots();
      const order = readingOrder(spots);
      this.focus((event.key === 'Home' ? order[0] : order.at(-1)) ?? null);
    } else if (/^[0-9]$/.test(event.key) && !event.ctrlKey && !event.metaKey) {
      // 1…9 and 0 for the tenth: the game's own numbering of its columns or places.
      const target = intents.tableau()[(Number(event.key) + 9) % 10];
      if (target !== undefined && (held === null || intents.targets.has(target))) this.focus(target);
    } else if ((event.key === 'Enter' || event.key === ' ') && held !== null) {
      intents.putDown(id);
    } else if ((event.key === 'Enter' && event.shiftKey) || event.key === '.') {
      if (held === null) this.focus(intents.pickUp(id));
    } else if (event.key === 'Enter' || event.key === ' ') {
      intents.tap(id);
    } else if (event.key === 'Escape' && held !== null) {
      intents.putBack();
      this.focus(held);
    } else if (event.key === 'Tab' && held !== null) {
      // Leaving the table puts the card back; the Tab itself goes on.
      intents.putBack();
      return false;
    } else return false;
    return true;
  }

  /** Keys anywhere in the element: undo, redo, draw, hint, new deal, describe, close. */
  private tableKey(event: KeyboardEvent, confirming: boolean): boolean {
    const { intents } = this;
    const ctrl = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    const asked = this.shared.intents;
    if (ctrl && (key === 'y' || (key === 'z' && event.shiftKey))) intents.didNothing(asked.redo(), 'redo');
    else if (ctrl && key === 'z') intents.didNothing(asked.undo(), 'undo');
    else if (ctrl) return false;
    else if (key === 'd') {
      const to = intents.draw();
      if (to !== null && this.pileOf(event)) this.focus(to);
    } else if (key === 'n') {
      if (confirming || !intents.inProgress()) this.shared.intents.newGame();
      else {
        this.askedAt = performance.now();
        intents.askNewDeal(true);
      }
    } else if (key === 'h') {
      // From a pile, focus goes to the hinted card, so `.` then Enter plays the hint.
      const from = this.pileOf(event);
      void asked.hint().then((hint) => {
        const pile = hint ? this.shared.hinted[0] : undefined;
        if (from && pile !== undefined && this.host.matches(':focus-within')) this.focus(pile);
      });
    }
    else if (event.key === '?') intents.describe();
    else if (key === 'p') this.togglePause();
    else if (event.key === 'Escape') return this.shared.intents.closeEnd();
    else return false;
    return true;
  }
}
