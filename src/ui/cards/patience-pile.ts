/**
 * `<patience-pile>`: one pile of cards, drawn from the table's snapshot (via @lit/context).
 * It renders into the light DOM of the game element's shadow root, so every card is in one
 * tree: hosts style `::part(card)` directly and queries like `[data-pile="T0"] [data-card]`
 * work. It holds no game state of its own.
 */
import { consume } from '@lit/context';
import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { styleProps } from '../theme/style-props.js';
import type { Card, Pile } from '../../core/index.js';
import { cardBack, COMPACT_BELOW, indexDepth } from './card-art.js';
import { face } from './card-faces.js';
import { cardName } from '../i18n/card-names.js';
import { tableContext, type TableView } from '../table/context.js';

/** How a pile lays out its cards. */
export type Fan = 'stack' | 'down' | 'right' | 'cross';

export const CARD_RATIO = 1.4;
/** Fan steps, in card heights (down) or widths (right). */
const STEP_FACE_DOWN = 0.12;
const STEP_FACE_UP = 0.36;
/** Wide enough for the covered card's whole index, rank and suit, compact cards' too. */
const STEP_RIGHT = 0.72;
/** Cards shown spread in a right fan (the Indian waste); older ones lie under the first. */
const RIGHT_FAN_SHOWN = 2;
/** How many card heights a downward fan takes at most, unless its layout says otherwise. */
export const FAN_MAX_HEIGHTS = 6;
/** A right fan's width, in card widths. */
export const RIGHT_FAN_UNITS = 1 + (RIGHT_FAN_SHOWN - 1) * STEP_RIGHT;

interface Placed {
  readonly card: Card;
  readonly faceUp: boolean;
  readonly x: number;
  readonly y: number;
  /** Whether the card is drawn (covered cards get no artwork): the one under a stack's top is, to show when the top goes. */
  readonly visible: boolean;
  /** Whether any of its face is in sight now: only such a card is named to screen readers. */
  readonly inSight: boolean;
  readonly crosswise: boolean;
}

/**
 * The height in CSS pixels of a downward fan of `count` cards, the first `down` face down, at
 * `cardWidth`, squeezed to `maxHeights` card heights as far as its cards' indices allow.
 */
export function fanHeight(count: number, down: number, cardWidth: number, maxHeights: number): number {
  const pile = { cards: Array.from({ length: count }, () => 'AS' as const), down };
  return placeCards(pile, 'down', cardWidth, maxHeights * cardWidth * CARD_RATIO).height;
}

/** Where each card of a pile lies, in CSS pixels from the pile's top-left corner. */
export function placeCards(pile: Pile, fan: Fan, width: number, maxHeight: number): { placed: Placed[]; width: number; height: number } {
  const height = Math.round(width * CARD_RATIO);
  const n = pile.cards.length;
  const placed: Placed[] = [];
  if (fan === 'down') {
    let downStep = height * STEP_FACE_DOWN;
    let upStep = height * STEP_FACE_UP;
    const span = pile.down * downStep + Math.max(0, n - pile.down - 1) * upStep;
    if (n > 1 && height + span > maxHeight) {
      // Squeeze the fan so a long column stays inside its area.
      const squeeze = Math.max(0.25, (maxHeight - height) / span);
      downStep *= squeeze;
      upStep *= squeeze;
    }
    // A covered face-up card keeps its whole corner index (rank and suit) in sight, in whole
    // pixels so rounding never takes a row off it, even if the column then outgrows its area.
    upStep = Math.max(Math.floor(upStep), Math.ceil(height * indexDepth(width < COMPACT_BELOW)));
    // What the indices keep beyond the squeeze comes off the face-down steps, down to the least squeeze.
    const ups = Math.max(0, n - pile.down - 1);
    if (pile.down > 0 && height + pile.down * downStep + ups * upStep > maxHeight) {
      downStep = Math.max(height * STEP_FACE_DOWN * 0.25, (maxHeight - height - ups * upStep) / pile.down);
    }
    let y = 0;
    pile.cards.forEach((card, i) => {
      const faceUp = i >= pile.down;
      placed.push({ card, faceUp, x: 0, y: Math.round(y), visible: true, inSight: true, crosswise: false });
      y += faceUp ? upStep : downStep;
    });
    const last = placed[n - 1];
    return { placed, width, height: height + (last ? last.y : 0) };
  }
  if (fan === 'right') {
    const first = Math.max(0, n - RIGHT_FAN_SHOWN);
    pile.cards.forEach((card, i) => {
      const x = Math.round(Math.max(0, i - first) * width * STEP_RIGHT);
      placed.push({ card, faceUp: i >= pile.down, x, y: 0, visible: i >= first - 1, inSight: i >= first, crosswise: false });
    });
    return { placed, width: Math.round(width * RIGHT_FAN_UNITS), height };
  }
  if (fan === 'cross') {
    // The base card upright, the cards built on it lying across it (Well of Truth), low enough
    // that the base's corner index stays in sight above them, yet inside the pile's square.
    const x = Math.round((height - width) / 2);
    const below = Math.min(x, Math.max(0, Math.ceil(height * indexDepth(width < COMPACT_BELOW)) - x));
    pile.cards.forEach((card, i) => {
      placed.push({ card, faceUp: i >= pile.down, x, y: i > 0 ? below : 0, visible: i === 0 || i >= n - 2, inSight: i === 0 || i === n - 1, crosswise: i > 0 });
    });
    return { placed, width: height, height };
  }
  pile.cards.forEach((card, i) => {
    placed.push({ card, faceUp: i >= pile.down, x: 0, y: 0, visible: i >= n - 2, inSight: i === n - 1, crosswise: false });
  });
  return { placed, width, height };
}

/** The piles a legal move takes a card from, worked out once a snapshot: every pile asks, twice, on every move. */
const sources = new WeakMap<TableView, ReadonlySet<string>>();

function sourcesOf(view: TableView): ReadonlySet<string> {
  let from = sources.get(view);
  if (!from) sources.set(view, (from = new Set(view.legal.filter((move) => move.includes('>')).map((move) => move.slice(0, move.indexOf('>'))))));
  return from;
}

/**
 * Whether a pile's top card keeps a finger for a drag (elsewhere a swipe scrolls the page): it has
 * a move now, or it lies face up on a pile the game's moves take cards from, so that a finger
 * dragging it learns why it cannot go where it is dropped, as a mouse does.
 */
function draggable(view: TableView, id: string): boolean {
  if (sourcesOf(view).has(id)) return true;
  const index = view.index[id];
  if (index === undefined || view.status !== 'playing') return false;
  const pile = view.state.piles[index]!;
  return pile.cards.length > pile.down && view.rules.sourceRoles.includes(view.rules.piles(view.state.options)[index]!.role);
}

export class PatiencePile extends LitElement {
  /** How the cards are laid out. */
  @property({ reflect: true }) fan: Fan = 'stack';
  /** Largest height of a downward fan, in card heights; longer columns are squeezed. */
  @property({ type: Number, attribute: 'max-height' }) maxHeight = FAN_MAX_HEIGHTS;

  /** @internal The table's snapshot, from context. */
  // @state makes it reactive, so `shouldUpdate` sees the previous snapshot.
  @consume({ context: tableContext, subscribe: true })
  @state()
  view?: TableView;

  private lastPile: Pile | undefined;

  /** The pile id, from the `data-pile` attribute the DOM contract requires. */
  get pileId(): string {
    // Not `dataset`, whose lookups cost more: every render and every snapshot's check asks, several times.
    return this.getAttribute('data-pile') ?? '';
  }

  // Cards are rendered into the game element's shadow root, styled by its stylesheet.
  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  private get pile(): Pile | undefined {
    const view = this.view;
    const i = view?.index[this.pileId];
    return view && i !== undefined ? view.state.piles[i] : undefined;
  }

  protected override shouldUpdate(changed: PropertyValues<this>): boolean {
    // A new snapshot comes with every move; a pile renders again only when what it shows changed.
    const previous = changed.get('view' as keyof PatiencePile) as TableView | undefined;
    const view = this.view;
    if (changed.size === 1 && previous && view) {
      const id = this.pileId;
      const shown =
        this.pile !== this.lastPile ||
        previous.lang !== view.lang ||
        previous.fourColour !== view.fourColour ||
        previous.cardWidth !== view.cardWidth ||
        previous.targets.has(id) !== view.targets.has(id) ||
        (previous.dragging === id) !== (view.dragging === id) ||
        previous.hinted.indexOf(id) !== view.hinted.indexOf(id) ||
        previous.notes[id] !== view.notes[id] ||
        (previous.prompt === id) !== (view.prompt === id) ||
        previous.complete.has(id) !== view.complete.has(id) ||
        previous.hintFor(id) !== view.hintFor(id);
      // Nothing to render, yet another pile's move may have given this top card a move or taken it away.
      if (!shown && draggable(previous, id) !== draggable(view, id)) this.markDraggable();
      return shown;
    }
    return true;
  }

  /**
   * Marks the top card a finger may drag (see `draggable`). Set here, not in the template,
   * because another pile's move can give this one's card a move, or take it away, without
   * anything here to render again. A render reuses card elements, so a card that was the top
   * before loses its mark.
   */
  private markDraggable(): void {
    const view = this.view;
    const top = this.querySelector(':scope > .card[data-top][data-card]');
    for (const card of this.querySelectorAll(':scope > .card[data-draggable]')) if (card !== top) card.removeAttribute('data-draggable');
    top?.toggleAttribute('data-draggable', view !== undefined && draggable(view, this.pileId));
  }

  protected override updated(): void {
    this.markDraggable();
  }

  protected override willUpdate(): void {
    const view = this.view;
    if (!view) return;
    this.lastPile = this.pile;
    this.setAttribute('role', 'group');
    this.setAttribute('aria-label', view.describePile(this.pileId));
    this.toggleAttribute('data-target', view.targets.has(this.pileId));
    // A hint (styled by the table): the pile whose top card moves, or the pile it goes to.
    const hinted = view.hinted.indexOf(this.pileId);
    if (hinted < 0) delete this.dataset.hint;
    else this.dataset.hint = hinted === 0 ? 'card' : 'to';
    this.toggleAttribute('data-empty', (this.pile?.cards.length ?? 0) === 0);
    this.toggleAttribute('data-prompt', view.prompt === this.pileId);
    this.toggleAttribute('data-complete', view.complete.has(this.pileId));
    const note = view.notes[this.pileId];
    if (note) this.dataset.note = note;
    else delete this.dataset.note;
  }

  protected override render(): TemplateResult | typeof nothing {
    const view = this.view;
    const pile = this.pile;
    if (!view || !pile) return nothing;
    const { placed, width, height } = placeCards(pile, this.fan, view.cardWidth, this.maxHeight * view.cardWidth * CARD_RATIO);
    this.style.width = `${width}px`;
    this.style.height = `${height}px`;
    const cardHeight = Math.round(view.cardWidth * CARD_RATIO);
    const count = pile.cards.length;
    const hint = count === 0 ? view.hintFor(this.pileId) : '';
    return html`
      ${count === 0 ? html`<div class="slot" aria-hidden="true">${hint}</div>` : nothing}
      ${placed.map((p, i) => {
        const style = styleProps({ left: `${p.x}px`, top: `${p.y}px`, width: `${view.cardWidth}px`, height: `${cardHeight}px` });
        const isTop = i === count - 1;
        if (!p.faceUp) {
          return html`<div class="card back ${p.visible ? '' : 'covered'}" part="card-back" aria-hidden="true"
            style=${style} ?data-top=${isTop}>${p.visible ? cardBack() : nothing}</div>`;
        }
        // A covered card is no more seen by a screen reader than by the eye: the pile's name says how many there are.
        return html`<div class="card ${p.crosswise ? 'crosswise' : ''} ${p.visible ? '' : 'covered'}" part="card" data-card=${p.card}
          role=${p.inSight ? 'img' : nothing} aria-label=${p.inSight ? cardName(p.card, view.lang) : nothing} aria-hidden=${p.inSight ? nothing : 'true'}
          style=${style} ?data-top=${isTop}
          ?data-dragging=${isTop && view.dragging === this.pileId}>${p.visible ? face(p.card, view.fourColour, view.cardWidth < COMPACT_BELOW) : nothing}</div>`;
      })}
      ${(this.fan === 'stack' || this.fan === 'cross') && count > 1
        ? html`<span class="count ${view.cardWidth < COMPACT_BELOW ? 'low' : ''}" aria-hidden="true">${count}</span>`
        : nothing}
    `;
  }
}

if (!customElements.get('patience-pile')) customElements.define('patience-pile', PatiencePile);

declare global {
  interface HTMLElementTagNameMap {
    'patience-pile': PatiencePile;
  }
}
