/**
 * The win's cascade: once a game is won, the cards leave the foundations (the Funnel, which has
 * none, its waste) one after another, bounce along the table's floor and off its sides, and the
 * end-of-game message comes when the last has gone. A click, tap or key skips to the message.
 * Only clones move, in a layer over the table that takes no room (transforms and opacity through
 * Web Animations); the piles' own cards are merely hidden meanwhile. Under reduced motion nothing
 * plays and the message comes at once.
 */
import { render, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { Card, PileId, Rules, State } from '../../core/index.js';
import { cardFace, COMPACT_BELOW } from '../cards/card-art.js';
import { GLIDE_MS, reducedMotion } from './timing.js';

/** The table, as seen from here. */
export interface CascadeHost extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly fourColour: boolean;
}

/** Every card has left within this (after the winning card has landed). */
const LAUNCH_SPREAD_MS = 1800;
const FRAME_MS = 40;
/** A card still on the table after this long fades out where it is. */
const LONGEST_FLIGHT_MS = 1600;
const BOUNCE = 0.72;

/** The piles whose cards leave, each with its cards bottom to top. */
function sources(rules: Rules, state: State): { id: PileId; cards: readonly Card[] }[] {
  const specs = rules.piles(state.options);
  const foundations = specs.filter((spec) => spec.role === 'foundation');
  const chosen = foundations.length > 0 ? foundations : specs.filter((spec) => spec.role === 'waste');
  return chosen.map((spec) => ({ id: spec.id, cards: state.piles[specs.indexOf(spec)]!.cards }));
}

/** A repeatable spread in [0, 1) for card `i`, so every win looks alive but no two cards alike. */
function spread(i: number, salt: number): number {
  const v = Math.sin(i * 12.9898 + salt * 78.233) * 43758.5453;
  return v - Math.floor(v);
}

/**
 * The bouncing path of a card from (0, 0), its top left at (x, y) in a `width` × `floor + card`
 * box: thrown up and sideways, falling, bouncing on the floor, until it leaves by a side.
 */
function path(i: number, x: number, y: number, width: number, floor: number, cardWidth: number): Keyframe[] {
  const right = spread(i, 1) < 0.5 ? x < width / 2 : x >= width / 2;
  const distance = right ? width - x : x + cardWidth;
  let vx = ((right ? 1 : -1) * distance) / (900 + spread(i, 2) * 600);
  let vy = -(0.25 + spread(i, 3) * 0.55) * Math.sqrt(floor / 600);
  const gravity = (0.0022 * floor) / 600 + 0.0006;
  const frames: Keyframe[] = [{ transform: 'translate(0px, 0px)' }];
  let px = x;
  let py = y;
  for (let t = FRAME_MS; t <= LONGEST_FLIGHT_MS; t += FRAME_MS) {
    px += vx * FRAME_MS;
    vy += gravity * FRAME_MS;
    py += vy * FRAME_MS;
    if (py > floor) {
      py = floor;
      vy = -vy * BOUNCE;
      vx *= 0.98;
    }
    frames.push({ transform: `translate(${(px - x).toFixed(1)}px, ${(py - y).toFixed(1)}px)` });
    if (px < -cardWidth || px > width) return frames;
  }
  frames[frames.length - 1]!.opacity = 0;
  return frames;
}

/** Where a card lies on its pile, though the winning card may still be gliding there. */
function restingBox(card: HTMLElement): DOMRect {
  const parent = (card.offsetParent ?? card.parentElement!).getBoundingClientRect();
  return new DOMRect(parent.left + card.offsetLeft, parent.top + card.offsetTop, card.offsetWidth, card.offsetHeight);
}

export class WinCascade implements ReactiveController {
  private layer: HTMLElement | null = null;
  private pending: { rules: Rules; state: State } | null = null;
  private readonly hidden: Animation[] = [];

  constructor(private readonly host: CascadeHost) {
    host.addController(this);
  }

  /** Whether the cascade is to play or playing: the end-of-game message waits for it. */
  get running(): boolean {
    return this.pending !== null || this.layer !== null;
  }

  /** The game has just been won in `state`: the cascade plays after the coming render. */
  won(rules: Rules, state: State): void {
    if (!reducedMotion()) this.pending = { rules, state };
  }

  /** Ends the cascade at once (skipped, a new deal, the table gone); the message may come. */
  stop(): void {
    const was = this.running;
    this.pending = null;
    this.layer?.remove();
    this.layer = null;
    this.hidden.splice(0).forEach((a) => a.cancel());
    this.host.removeEventListener('keydown', this.onKey, true);
    if (was) this.host.requestUpdate();
  }

  hostUpdated(): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    this.start(pending.rules, pending.state);
  }

  hostDisconnected(): void {
    this.stop();
  }

  // A key skips to the message and does nothing else (it reaches neither the table nor the page).
  private readonly onKey = (event: KeyboardEvent): void => {
    if (['Shift', 'Control', 'Alt', 'Meta'].includes(event.key)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    this.stop();
  };

  private start(rules: Rules, state: State): void {
    const root = this.host.renderRoot;
    const box = this.host.getBoundingClientRect();
    const layer = document.createElement('div');
    layer.className = 'cascade';
    // A click or tap on the table skips; the layer itself lets the page scroll (wheel, swipe).
    const catcher = document.createElement('div');
    catcher.className = 'cascade-skip';
    catcher.addEventListener('click', (event) => {
      event.stopPropagation();
      this.stop();
    });
    layer.append(catcher);
    // Launch order: round the piles, each from its top card down; the first to leave lies on top.
    const piles = sources(rules, state).map((pile) => ({ ...pile, el: root.querySelector<HTMLElement>(`patience-pile[data-pile="${pile.id}"]`) }));
    const order: { card: Card; rect: DOMRect }[] = [];
    const depth = Math.max(...piles.map((pile) => pile.cards.length));
    for (let d = 0; d < depth; d++) {
      for (const pile of piles) {
        const top = pile.el?.querySelector<HTMLElement>(':scope > .card[data-top]');
        const card = pile.cards[pile.cards.length - 1 - d];
        if (top && card) order.push({ card, rect: restingBox(top) });
      }
    }
    if (order.length === 0) return;
    const step = Math.min(80, LAUNCH_SPREAD_MS / order.length);
    const flights: Animation[] = [];
    for (let i = order.length - 1; i >= 0; i--) {
      const { card, rect } = order[i]!;
      const clone = document.createElement('div');
      clone.className = 'card';
      const x = rect.left - box.left;
      const y = rect.top - box.top;
      Object.assign(clone.style, { left: `${x}px`, top: `${y}px`, width: `${rect.width}px`, height: `${rect.height}px` });
      render(cardFace(card, { fourColour: this.host.fourColour, compact: rect.width < COMPACT_BELOW }), clone);
      layer.append(clone);
      const frames = path(i, x, y, box.width, box.height - rect.height, rect.width);
      flights.push(clone.animate(frames, { duration: (frames.length - 1) * FRAME_MS, delay: GLIDE_MS + i * step, fill: 'both' }));
    }
    // The piles' own cards (and their counts) stay out of sight while their clones are in play.
    const end = Math.max(...flights.map((a) => Number(a.effect?.getComputedTiming().endTime)));
    for (const pile of piles) pile.el?.querySelectorAll(':scope > .card, .count').forEach((card) => this.hidden.push(card.animate([{ opacity: 0 }, { opacity: 0 }], { delay: GLIDE_MS, duration: end - GLIDE_MS })));
    // Out of sight until the winning card has landed on its pile.
    layer.animate([{ opacity: 0 }, { opacity: 0 }], { duration: GLIDE_MS });
    root.prepend(layer);
    this.layer = layer;
    this.host.addEventListener('keydown', this.onKey, true);
    Promise.all(flights.map((a) => a.finished)).then(
      () => this.layer === layer && this.stop(),
      () => undefined,
    );
  }
}
