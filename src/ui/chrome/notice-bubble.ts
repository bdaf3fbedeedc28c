/**
 * A notice about a pile (a refused move's reason, "only the top card moves") shown in a bubble
 * beside that pile, inside the table: above it or below it, whichever has room, else beside it;
 * never over the pile's cards. The live region still says it: the bubble is for the eye only.
 */
import { css } from 'lit';

export interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

export type Side = 'above' | 'below' | 'right' | 'left';

/** The space between the pile's cards and the bubble (its tip included), in CSS px. */
const SPACE = 9;
/** How far the bubble keeps from the table's edge, in CSS px. */
const EDGE = 2;

/**
 * Where a `width` × `height` bubble goes about `cards` (the pile's cards' bounds) in `table`,
 * all in the same coordinates: the first side in order whose bubble fits inside the table;
 * if none does, above or below, whichever has more room, kept inside the table.
 */
export function placeBubble(cards: Box, width: number, height: number, table: Box): { left: number; top: number; side: Side; tip: number } {
  const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(value, high));
  const across = clamp((cards.left + cards.right - width) / 2, table.left + EDGE, table.right - EDGE - width);
  const down = clamp((cards.top + cards.bottom - height) / 2, table.top + EDGE, table.bottom - EDGE - height);
  const places: Record<Side, { left: number; top: number }> = {
    above: { left: across, top: cards.top - SPACE - height },
    below: { left: across, top: cards.bottom + SPACE },
    right: { left: cards.right + SPACE, top: down },
    left: { left: cards.left - SPACE - width, top: down },
  };
  const fits = ({ left, top }: { left: number; top: number }) =>
    left >= table.left + EDGE && top >= table.top + EDGE && left + width <= table.right - EDGE && top + height <= table.bottom - EDGE;
  const roomier: Side = cards.top - table.top >= table.bottom - cards.bottom ? 'above' : 'below';
  const side = (['above', 'below', 'right', 'left'] as const).find((s) => fits(places[s])) ?? roomier;
  const place = places[side];
  const top = clamp(place.top, table.top + EDGE, table.bottom - EDGE - height);
  // The tip points at the cards' middle, kept off the bubble's rounded corners.
  const tip = clamp((cards.left + cards.right) / 2 - place.left, 12, width - 12);
  return { left: place.left, top, side, tip };
}

/** The bounds of `pile` and every card in it (a pressed fan may reach past the pile's box). */
export function cardsBox(pile: Element): Box {
  const boxes = [pile, ...pile.querySelectorAll('.card')].map((e) => e.getBoundingClientRect()).filter((b) => b.width > 0);
  return {
    left: Math.min(...boxes.map((b) => b.left)), top: Math.min(...boxes.map((b) => b.top)),
    right: Math.max(...boxes.map((b) => b.right)), bottom: Math.max(...boxes.map((b) => b.bottom)),
  };
}

/** Puts `bubble` (absolutely placed in `table`) beside `pile`'s cards. */
export function placeBubbleBeside(bubble: HTMLElement, pile: Element, table: HTMLElement): void {
  const frame = table.getBoundingClientRect();
  const { width, height } = bubble.getBoundingClientRect();
  const { left, top, side, tip } = placeBubble(cardsBox(pile), width, height, frame);
  // In the table's own coordinates: its border box is the bubble's containing block.
  bubble.style.left = `${Math.round(left - frame.left - table.clientLeft)}px`;
  bubble.style.top = `${Math.round(top - frame.top - table.clientTop)}px`;
  bubble.style.setProperty('--tip', `${Math.round(tip)}px`);
  bubble.dataset['side'] = side;
}

/** The bubble: the notice's colours, a tip towards the pile, and a short rise as it comes (none under reduced motion). */
export const bubbleStyles = css`
  .toast.bubble {
    position: absolute;
    z-index: 30;
    left: 0;
    top: 0;
    width: max-content;
    max-width: min(16em, calc(100% - 4px));
    margin: 0;
    padding: 4px 10px;
    font-size: 13px;
    line-height: 18px;
    box-shadow: 0 2px 8px rgb(0 0 0 / 35%);
  }
  .toast.bubble > .words {
    -webkit-line-clamp: 4;
  }
  .toast.bubble::after {
    content: '';
    position: absolute;
    left: calc(var(--tip, 50%) - 6px);
    border: 6px solid transparent;
  }
  .toast.bubble[data-side='above']::after {
    top: 100%;
    border-top-color: var(--patience-toast);
  }
  .toast.bubble[data-side='below']::after {
    bottom: 100%;
    border-bottom-color: var(--patience-toast);
  }
  .toast.bubble[data-side='left']::after,
  .toast.bubble[data-side='right']::after {
    display: none;
  }
  @media (prefers-reduced-motion: no-preference) {
    .toast.bubble {
      animation: bubble-in 160ms ease-out;
    }
    .toast.bubble[data-side='below'] {
      --rise: -4px;
    }
  }
  @keyframes bubble-in {
    from {
      opacity: 0;
      transform: translateY(var(--rise, 4px));
    }
  }
  @media (forced-colors: active) {
    .toast.bubble {
      border: 1px solid CanvasText;
    }
  }
`;
