/**
 * Card faces as clones of one prepared `<svg>` per card and style. A face drawn by its Lit
 * template has a binding for every pip, index and figure part: each pile render built those
 * values again and compared them one by one, and each new card filled them in. A clone is one
 * native copy, and a card that stays where it was renders again for nothing.
 */
import { noChange, render } from 'lit';
import { Directive, directive, type Part } from 'lit/directive.js';
import type { Card } from '../../core/index.js';
import { cardFace } from './card-art.js';

/** Prepared faces, by card and style: immutable, only ever cloned, so elements on a page may share them. */
const prepared = new Map<string, SVGElement>();

/**
 * A face of `card` in a style: the first one asked for is drawn and kept as the one later
 * copies are cloned from (nothing ever changes a face once drawn), so a first paint draws each
 * face once, as it did before there were copies.
 */
function cloneFace(card: Card, fourColour: boolean, compact: boolean, key: string): SVGElement {
  const svg = prepared.get(key);
  if (svg) return svg.cloneNode(true) as SVGElement;
  const holder = document.createElement('div');
  render(cardFace(card, { fourColour, compact }), holder);
  const drawn = holder.querySelector('svg')!;
  // Lit's markers mean nothing outside a template it renders again.
  const walker = document.createTreeWalker(drawn, NodeFilter.SHOW_COMMENT);
  const markers: Node[] = [];
  while (walker.nextNode()) markers.push(walker.currentNode);
  for (const marker of markers) marker.parentNode!.removeChild(marker);
  prepared.set(key, drawn);
  return drawn;
}

const keyOf = (card: Card, fourColour: boolean, compact: boolean): string => `${card}${fourColour ? ' four' : ''}${compact ? ' compact' : ''}`;

class FaceDirective extends Directive {
  /** The key of the face this binding shows. */
  private shown = '';

  render(card: Card, fourColour: boolean, compact: boolean): SVGElement {
    return cloneFace(card, fourColour, compact, keyOf(card, fourColour, compact));
  }

  override update(_part: Part, [card, fourColour, compact]: [Card, boolean, boolean]): SVGElement | typeof noChange {
    const key = keyOf(card, fourColour, compact);
    if (key === this.shown) return noChange;
    this.shown = key;
    return cloneFace(card, fourColour, compact, key);
  }
}

/** A card's face (as `cardFace` draws it) for a child binding: cloned when the card or its style changes, else left as it is. */
export const face = directive(FaceDirective);
