/**
 * Card movement with the Web Animations API (transform only), FLIP style: before a new
 * position renders, remember where each card that will move lies; once it has rendered,
 * glide each of them from there to its new place.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { PileId, Rules, State } from '../../core/index.js';
import { GLIDE_MS, reducedMotion } from './timing.js';

const EASING = 'cubic-bezier(0.2, 0.7, 0.3, 1)';
/** A new deal's cards leave the stock one after another, this far apart, all gone within DEAL_SPREAD_MS. */
export const DEAL_STEP_MS = 12;
export const DEAL_SPREAD_MS = 300;


/** The card elements of one pile, bottom to top. */
const cardsOf = (root: ParentNode, pile: PileId): HTMLElement[] => [
  ...root.querySelectorAll<HTMLElement>(`patience-pile[data-pile="${pile}"] > .card`),
];

/** Glides `el` from `from` (its old box) to where it is now (`to`, when already measured), after `delay` ms waiting there. */
export function glide(el: HTMLElement, from: DOMRect, duration = GLIDE_MS, to: DOMRect = el.getBoundingClientRect(), delay = 0): Animation | null {
  if (reducedMotion()) return null;
  const dx = from.left + from.width / 2 - (to.left + to.width / 2);
  const dy = from.top + from.height / 2 - (to.top + to.height / 2);
  if (Math.abs(dx) < 1 && Math.abs(dy) < 1) return null;
  // Lifted while it travels so it passes over other piles. Only `translate` animates: unlike a
  // transform, it applies before a card's own `rotate` (a crosswise card), so it moves on screen axes.
  // It lets taps through meanwhile: a tap goes to the pile under the finger, not to this card's
  // pile (a dealt card waiting unseen on the stock would play its column's move for a draw).
  el.style.zIndex = '20';
  el.style.pointerEvents = 'none';
  const animation = el.animate([{ translate: `${dx}px ${dy}px` }, { translate: '0px 0px' }], { duration, delay, easing: EASING, fill: 'backwards' });
  const drop = () => {
    el.style.zIndex = '';
    el.style.pointerEvents = '';
  };
  animation.finished.then(drop, drop);
  return animation;
}

/**
 * Turns `el` over where it lies: it opens out from edge-on to its full width, as a card does
 * when a hand flips it. `scale` composes with a glide's `translate` and a crosswise card's
 * `rotate`, so a card can fly and turn at once, about its own axis. Only cards a move's
 * capture measured turn, so under reduced motion (no capture) none does.
 */
function flip(el: HTMLElement): void {
  el.animate([{ scale: '0 1' }, { scale: '1 1' }], { duration: GLIDE_MS, easing: EASING });
}

/** A card the player does not see: drawn without artwork under a stack, or a face under a stack's top (named for no one). */
const outOfSight = (el: HTMLElement): boolean =>
  el.classList.contains('covered') || (!el.classList.contains('back') && el.getAttribute('aria-hidden') === 'true');

/** Keeps `el` out of sight for its first `ms` milliseconds. */
function unseen(el: Element, ms: number): void {
  if (ms > 0) el.animate([{ opacity: 0 }, { opacity: 0 }], { duration: ms });
}

/**
 * A card that will change place: where it lies now, where it goes (pile and index), and whether
 * it turns over on the way: its face changes, or it was out of sight under a stack (a Well of
 * Truth corner turned over brings its bottom card to the top, face up both times).
 */
interface Flight {
  readonly from: DOMRect;
  readonly pile: PileId;
  readonly index: number;
  readonly turns: boolean;
}

/**
 * Which cards move between two positions of one deal: a card whose pile, index or face
 * changes (`turned`: its face). Two copies of a card (two-deck games) are matched in order.
 */
export function movedCards(rules: Rules, before: State, after: State): { from: [PileId, number]; to: [PileId, number]; turned: boolean }[] {
  const ids = rules.piles(before.options).map((s) => s.id);
  // Where each card that moves lies, and whether it lay face down there.
  const origins = new Map<string, [PileId, number, boolean][]>();
  const stays = (p: number, i: number) => {
    const was = before.piles[p]!;
    const now = after.piles[p]!;
    return was === now || (i < now.cards.length && now.cards[i] === was.cards[i] && i < was.down === i < now.down);
  };
  ids.forEach((id, p) => {
    before.piles[p]!.cards.forEach((card, i) => {
      if (!stays(p, i)) origins.set(card, [...(origins.get(card) ?? []), [id, i, i < before.piles[p]!.down]]);
    });
  });
  const moved: { from: [PileId, number]; to: [PileId, number]; turned: boolean }[] = [];
  ids.forEach((id, p) => {
    after.piles[p]!.cards.forEach((card, i) => {
      if (stays(p, i)) return;
      const origin = origins.get(card)?.shift();
      if (origin) moved.push({ from: [origin[0], origin[1]], to: [id, i], turned: origin[2] !== i < after.piles[p]!.down });
    });
  });
  return moved;
}

export class MotionController implements ReactiveController {
  private flights: Flight[] = [];
  /** The pile a new deal's cards fly out from, once it has rendered. */
  private dealtFrom: PileId | null = null;

  constructor(private readonly host: ReactiveControllerHost & { readonly renderRoot: HTMLElement | DocumentFragment }) {
    host.addController(this);
  }

  /**
   * Called with the old position still on screen: measures the cards that are about to
   * move, to glide them once the new position has rendered.
   */
  capture(rules: Rules, before: State, after: State): void {
    // Before its first connection an element has nothing on screen to glide from.
    const root = this.host.renderRoot as HTMLElement | DocumentFragment | undefined;
    if (reducedMotion() || !root) return;
    const elements = new Map<PileId, HTMLElement[]>();
    for (const { from, to, turned } of movedCards(rules, before, after)) {
      if (!elements.has(from[0])) elements.set(from[0], cardsOf(root, from[0]));
      const el = elements.get(from[0])![from[1]];
      if (el) this.flights.push({ from: el.getBoundingClientRect(), pile: to[0], index: to[1], turns: turned || outOfSight(el) });
    }
  }

  /**
   * A new deal: once it has rendered, its cards fly out from the stock (from the well, in a game
   * without a stock), dealt round the piles as at a table. Not the first deal, which is on the
   * table as the page shows it, nor a saved game put back, which was never dealt.
   */
  dealt(rules: Rules, state: State): void {
    if (reducedMotion() || !this.host.renderRoot) return;
    const specs = rules.piles(state.options);
    this.dealtFrom = (specs.find((s) => s.role === 'stock') ?? specs.find((s) => s.role === 'centre'))?.id ?? null;
  }

  private deal(root: HTMLElement | DocumentFragment, origin: PileId): void {
    const source = root.querySelector<HTMLElement>(`patience-pile[data-pile="${origin}"]`);
    if (!source) return;
    const from = (cardsOf(root, origin).at(-1) ?? source).getBoundingClientRect();
    const piles = [...root.querySelectorAll<HTMLElement>('patience-pile')].filter((pile) => pile !== source);
    // Round the piles, a row at a time: every pile's first card, then every second one, …
    const rows = piles.map((pile) => [...pile.querySelectorAll<HTMLElement>(':scope > .card')]);
    const cards: HTMLElement[] = [];
    for (let row = 0; rows.some((cardsThere) => row < cardsThere.length); row++) for (const cardsThere of rows) if (row < cardsThere.length) cards.push(cardsThere[row]!);
    // Cards hidden under others have no artwork: they would fly as blank faces. They, and the
    // pile's count, wait unseen until the last card flying there has landed over them.
    const flying = cards.filter((card) => !card.classList.contains('covered'));
    const step = Math.min(DEAL_STEP_MS, DEAL_SPREAD_MS / Math.max(1, flying.length));
    const landed = new Map<Element | null, number>();
    flying.forEach((card, i) => landed.set(card.parentElement, i * step + GLIDE_MS));
    // Every box is read before any glide writes a style.
    const boxes = flying.map((card) => card.getBoundingClientRect());
    flying.forEach((card, i) => {
      glide(card, from, GLIDE_MS, boxes[i], i * step);
      // Not seen until it sets off: waiting on the stock, the last card to go would show its face.
      unseen(card, i * step);
    });
    for (const pile of piles) {
      const until = landed.get(pile);
      if (until !== undefined) for (const waiting of pile.querySelectorAll(':scope > .card.covered, :scope > .count')) unseen(waiting, until);
    }
  }

  hostUpdated(): void {
    if (this.flights.length === 0 && this.dealtFrom === null) return;
    const flights = this.flights;
    const dealtFrom = this.dealtFrom;
    this.flights = [];
    this.dealtFrom = null;
    // The piles render themselves after the table: wait for them before measuring.
    const root = this.host.renderRoot;
    const piles = [...root.querySelectorAll<HTMLElement & { updateComplete?: Promise<unknown> }>('patience-pile')];
    void Promise.all(piles.map((p) => p.updateComplete)).then(() => {
      if (dealtFrom !== null) return this.deal(root, dealtFrom);
      const elements = new Map<PileId, HTMLElement[]>();
      const landed = flights.flatMap((flight) => {
        if (!elements.has(flight.pile)) elements.set(flight.pile, cardsOf(root, flight.pile));
        const el = elements.get(flight.pile)![flight.index];
        return el ? [{ el, from: flight.from, turns: flight.turns }] : [];
      });
      // Every box is read before any glide writes a style: one layout for the lot, not one per card.
      const boxes = landed.map(({ el }) => el.getBoundingClientRect());
      landed.forEach(({ el, from, turns }, i) => {
        glide(el, from, GLIDE_MS, boxes[i]);
        // A card that lands under a stack's top is not seen turning; turning with the top, it
        // would let the blank card under both show through.
        if (turns && !outOfSight(el)) flip(el);
      });
    });
  }
}
