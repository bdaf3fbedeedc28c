/**
 * Pointer input for a card table: drag and drop for mouse, touch and pen (with pointer
 * capture), and taps. It only reports gestures; the table decides what they mean.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { glide } from '../motion/motion.js';
import { pathOf } from './event-path.js';

export interface DragHost extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/** What the table makes of the gestures. */
export interface DragIntents {
  /** The legal destinations of `pile`'s top card, or `null` when it cannot be dragged (or the pile is gone). */
  dragTargets(pile: string): ReadonlySet<string> | null;
  /** A drag has begun (so the table can show targets) or ended (`null`). */
  dragChanged(pile: string | null, targets: ReadonlySet<string>): void;
  /**
   * The card was dropped over `to` (the pile it overlaps most, legal ones first), or over no
   * other pile (`null`). Returns true when a move was made.
   */
  dropped(from: string, to: string | null): boolean;
  /** A tap or click on a pile; `clicks` is 2 for the second click of a double click. */
  tapped(pile: string, clicks: number): void;
  /** A face-up card under the top one was slid, as if to drag it, or tapped: only a top card moves. */
  touchedCovered(pile: string): void;
}

/** Pixels a pointer must travel before a press becomes a drag. */
const DRAG_THRESHOLD = 6;
/** How long after a drag's end a click counts as that drag's release; a touch's comes in a later task. */
const CLICK_AFTER_DRAG_MS = 400;
/** Milliseconds within which a second tap on the same pile may be a double click's second click. */
export const DOUBLE_TAP_MS = 500;

/** How near the top card (px) a finger on the card under it counts as on the top card: a finger aimed at its edge lands about that far off. */
const FINGER_SLOP = 12;

/** The card `event` came from, if any. */
const cardOf = (event: Event): HTMLElement | null =>
  (pathOf(event).find((n) => n instanceof HTMLElement && n.classList.contains('card')) as HTMLElement | undefined) ?? null;

/** Whether `card` is face up with another over it (its face in sight, so it looks like the one chosen). */
const isCovered = (card: HTMLElement | null): boolean => !!card && !card.hasAttribute('data-top') && !card.classList.contains('back');

/** No finger's tap to be a double tap's first. */
const NO_TOUCH_TAP = { pile: '', at: -Infinity, count: 0 };

const nearBox = (box: DOMRect, x: number, y: number, slop: number): boolean =>
  x >= box.left - slop && x <= box.right + slop && y >= box.top - slop && y <= box.bottom + slop;

interface Press {
  readonly pointerId: number;
  readonly pile: HTMLElement;
  readonly card: HTMLElement | null;
  readonly x: number;
  readonly y: number;
  targets: ReadonlySet<string> | null;
  dragging: boolean;
  /** Travelled past the threshold with nothing to drag (a covered card, the stock): its release is no tap. */
  slid: boolean;
  /** Pressed on a face-up card with another over it. */
  readonly covered: boolean;
}

export class DragController implements ReactiveController {
  private press: Press | null = null;
  /**
   * When the last drag (or slide) ended: the click a browser may send after its release is no tap. Only
   * until the next press, and only briefly: after a drag the browser took over (pointercancel)
   * a tap may come with no press at all, and must not be lost.
   */
  private dragEndedAt = -Infinity;
  /** The last finger's tap, played as it lifted (event time): a quick second tap on its pile is a double tap, as a double click. */
  private lastTouchTap = NO_TOUCH_TAP;
  /** When a finger's tap was played as it lifted: until the next press, the click that follows is that tap's. */
  private swallowClickAfter = -Infinity;
  /** The mouse's press (a tap, not a slide) was on a covered card: its click, which the pile's pointer capture aims at the pile, is that card's. */
  private clickOnCovered = false;
  /** The last click was on a covered card: the browser counts the next as its double click's second, which it is not. */
  private lastClickCovered = false;

  constructor(
    private readonly host: DragHost,
    private readonly intents: DragIntents,
  ) {
    host.addController(this);
  }

  /** The root's events this controller listens to, with their handlers. */
  private get listeners(): [string, EventListener][] {
    return [
      ['pointerdown', this.onDown as EventListener],
      ['pointermove', this.onMove as EventListener],
      ['pointerup', this.onUp as EventListener],
      ['pointercancel', this.onCancel as EventListener],
      // A pile removed under the press (the deck changed mid-drag) loses the capture.
      ['lostpointercapture', this.onCancel as EventListener],
      ['click', this.onClick as EventListener],
    ];
  }

  hostConnected(): void {
    for (const [type, listener] of this.listeners) this.host.renderRoot.addEventListener(type, listener);
    this.host.renderRoot.addEventListener('click', this.onTapClick as EventListener, { capture: true });
    this.host.addEventListener('keydown', this.onKey);
    addEventListener('resize', this.onResize);
  }

  hostDisconnected(): void {
    this.cancel();
    for (const [type, listener] of this.listeners) this.host.renderRoot.removeEventListener(type, listener);
    this.host.renderRoot.removeEventListener('click', this.onTapClick as EventListener, { capture: true });
    this.host.removeEventListener('keydown', this.onKey);
    removeEventListener('resize', this.onResize);
  }

  /** A window resized or a phone turned mid-drag lays the cards out anew, away from the finger: the drag ends, the card goes home. */
  private onResize = (): void => {
    if (this.press?.dragging) this.cancel();
  };

  get dragging(): boolean {
    return this.press?.dragging ?? false;
  }

  private pileOf(event: Event): HTMLElement | null {
    for (const node of pathOf(event)) {
      if (node instanceof HTMLElement && node.localName === 'patience-pile') return node;
      if (node === this.host) break;
    }
    return null;
  }

  private onDown = (event: PointerEvent): void => {
    if (this.press && !this.press.pile.isConnected) this.cancel();
    if (this.press || !event.isPrimary || event.button !== 0) return;
    this.dragEndedAt = -Infinity;
    // A new press: the click that comes next is its own, not the last tap's.
    this.swallowClickAfter = -Infinity;
    this.clickOnCovered = false;
    const pile = this.pileOf(event);
    if (!pile) return;
    let card = cardOf(event);
    let covered = isCovered(card);
    const top = covered && event.pointerType === 'touch' ? pile.querySelector<HTMLElement>(':scope > .card[data-top]') : null;
    if (top && nearBox(top.getBoundingClientRect(), event.clientX, event.clientY, FINGER_SLOP)) {
      card = top;
      covered = false;
    }
    this.press = {
      pointerId: event.pointerId,
      pile,
      card: card?.hasAttribute('data-top') ? card : null,
      covered,
      x: event.clientX,
      y: event.clientY,
      targets: null,
      dragging: false,
      slid: false,
    };
    try {
      pile.setPointerCapture?.(event.pointerId);
    } catch {
      // A press handled after its dispatch (see replay) whose pointer has lifted: nothing to capture.
    }
  };

  private onMove = (event: PointerEvent): void => {
    const press = this.press;
    if (!press || event.pointerId !== press.pointerId) return;
    if (!press.pile.isConnected) {
      this.cancel();
      return;
    }
    const dx = event.clientX - press.x;
    const dy = event.clientY - press.y;
    if (!press.dragging) {
      if (press.slid || Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      press.targets = press.card && this.intents.dragTargets(press.pile.dataset.pile!);
      if (!press.targets) {
        press.slid = true;
        // Said, unless a finger swiping up or down was scrolling the page over the card.
        if (press.covered && (event.pointerType !== 'touch' || Math.abs(dx) > Math.abs(dy))) this.intents.touchedCovered(press.pile.dataset.pile!);
        return;
      }
      press.dragging = true;
      // A card still turning over (turned up where it lies a moment ago) is whole in the hand: its
      // scale would shrink the drag's offset and leave the card behind the pointer.
      for (const animation of press.card!.getAnimations()) animation.finish();
      this.intents.dragChanged(press.pile.dataset.pile!, press.targets);
    }
    event.preventDefault();
    press.card!.style.transform = `translate(${dx}px, ${dy}px)`;
  };

  private onUp = (event: PointerEvent): void => {
    const press = this.press;
    if (!press || event.pointerId !== press.pointerId) return;
    if (!press.pile.isConnected) {
      this.cancel();
      return;
    }
    this.press = null;
    if (!press.dragging) {
      // A tap: the click that follows handles it. A slide: that click is ignored.
      if (press.slid) this.dragEndedAt = performance.now();
      // A finger's tap plays as it lifts: Chromium sends no click for a tap that stops a fling,
      // and a quick drag just before leaves one behind (even where the card allows no scrolling).
      else if (event.pointerType === 'touch') {
        const pile = press.pile.dataset.pile!;
        const last = this.lastTouchTap;
        const count = last.pile === pile && event.timeStamp - last.at < DOUBLE_TAP_MS ? last.count + 1 : 1;
        this.swallowClickAfter = event.timeStamp;
        // A tap on a covered card starts no double tap: the tap on the top card that corrects it is a tap of its own.
        this.lastTouchTap = press.covered ? NO_TOUCH_TAP : { pile, at: event.timeStamp, count };
        if (press.covered) this.intents.touchedCovered(pile);
        else this.intents.tapped(pile, count);
      } else this.clickOnCovered = press.covered;
      return;
    }
    this.dragEndedAt = performance.now();
    const to = this.dropTarget(press);
    // The snapshot for the move's glide is taken inside dropped(), so the card is still where it was let go.
    const moved = this.intents.dropped(press.pile.dataset.pile!, to);
    this.intents.dragChanged(null, new Set());
    if (moved) press.card!.style.transform = '';
    else this.glideBack(press.card!);
  };

  private onCancel = (event: PointerEvent): void => {
    if (this.press && event.pointerId === this.press.pointerId) this.cancel();
  };

  private onKey = (event: KeyboardEvent): void => {
    if (event.key === 'Escape' && this.press?.dragging) {
      event.stopPropagation();
      this.cancel();
    }
  };

  /**
   * The click a finger's tap sets off after it was played is that same tap, whatever kind of event
   * a browser makes it and wherever it lands: on what the tap brought up (the end of the game's
   * message) it would press a button. Caught before anything inside sees it. Timed by the events'
   * own times, so a slow move between them does not stretch the gap.
   */
  private onTapClick = (event: MouseEvent): void => {
    if (!this.swallows(event)) return;
    event.stopPropagation();
    event.preventDefault();
  };

  private swallows(event: MouseEvent): boolean {
    if (event.timeStamp - this.swallowClickAfter >= CLICK_AFTER_DRAG_MS) return false;
    this.swallowClickAfter = -Infinity;
    return true;
  }

  /** An event that came before this controller listened, handled as its listeners would have. */
  replay(event: Event): void {
    if (event.type === 'click') {
      if (!this.swallows(event as MouseEvent)) this.onClick(event as MouseEvent);
    } else if (event.type === 'keydown') this.onKey(event as KeyboardEvent);
    else this.listeners.find(([type]) => type === event.type)?.[1](event);
  }

  private onClick = (event: MouseEvent): void => {
    const covered = this.clickOnCovered || isCovered(cardOf(event));
    const afterCovered = this.lastClickCovered;
    this.clickOnCovered = false;
    this.lastClickCovered = covered;
    if (performance.now() - this.dragEndedAt < CLICK_AFTER_DRAG_MS) return;
    const pile = this.pileOf(event);
    // Not the top card, which a tap anywhere else on the pile plays: the one under it, which cannot move.
    if (pile && covered) this.intents.touchedCovered(pile.dataset.pile!);
    else if (pile) this.intents.tapped(pile.dataset.pile!, afterCovered ? 1 : event.detail);
  };

  /** Abandons a drag: the card glides back, nothing changes. */
  cancel(): void {
    const press = this.press;
    this.press = null;
    if (!press?.dragging) return;
    this.dragEndedAt = performance.now();
    if (press.pile.isConnected && press.pile.hasPointerCapture?.(press.pointerId)) press.pile.releasePointerCapture(press.pointerId);
    this.intents.dragChanged(null, new Set());
    // Off the page (the element was removed mid-drag) there is nothing to glide from: the card just goes home.
    if (press.card!.isConnected) this.glideBack(press.card!);
    else press.card!.style.transform = '';
  }

  private glideBack(card: HTMLElement): void {
    const from = card.getBoundingClientRect();
    card.style.transform = '';
    glide(card, from);
  }

  /**
   * The pile the dragged card lies mostly over. Forgiving: any overlap counts, and a legal
   * destination wins over an illegal one with more overlap.
   */
  private dropTarget(press: Press): string | null {
    const card = press.card!.getBoundingClientRect();
    let best: { id: string; area: number; legal: boolean } | null = null;
    for (const pile of this.host.renderRoot.querySelectorAll<HTMLElement>('patience-pile')) {
      const id = pile.dataset.pile!;
      if (pile === press.pile) continue;
      const box = pile.getBoundingClientRect();
      const area =
        Math.max(0, Math.min(card.right, box.right) - Math.max(card.left, box.left)) *
        Math.max(0, Math.min(card.bottom, box.bottom) - Math.max(card.top, box.top));
      if (area <= 0) continue;
      const legal = press.targets!.has(id);
      if (!best || (legal && !best.legal) || (legal === best.legal && area > best.area)) best = { id, area, legal };
    }
    return best?.id ?? null;
  }
}
