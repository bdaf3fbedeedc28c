/**
 * Court cards drawn as figures, as on a French-suited deck: a double-headed bust, its top half
 * turned 180° below a horizontal divide, in a gold frame. One figure per rank, its robe in the
 * suit's colour (the group's `fill`), so the four-colour deck and every theme recolour it.
 * Drawn about the card's centre, the upper half in negative y.
 */
import { svg, type SVGTemplateResult } from 'lit';
import type { Rank, Suit } from '../../core/index.js';
import { suitShape } from './card-art.js';

const CX = 125;
const CY = 175;
// The frame, in the card's 250 × 350 box: clear of the corner indices (78 deep).
const FRAME = { x: 30, y: 80, w: 190, h: 190 };

// Shapes of one colour are one path each: a figure drawn twice on each of twelve cards is many
// elements, and every element costs the page (layout, and each accessibility check walks them).

/** A circle as a subpath, for joining with others of its colour. */
const dot = (x: number, y: number, r: number): string => `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;

/** The king's crown: five points with pearls, a cross, a velvet cap and a jewelled band. */
function crown(suit: Suit): SVGTemplateResult {
  return svg`<g class="emblem emblem-king">
    <path class="court-accent" d="M-38 20C-40 -24 40 -24 38 20Z"></path>
    <path class="court-gold" d="M-40 22L-46 -14L-27 2L-21 -24L-9 -1L0 -32L9 -1L21 -24L27 2L46 -14L40 22ZM-2.5 -54h5v5h5v5h-5v6h-5v-6h-5v-5h5ZM-43 20H43V34H-43Z"></path>
    <path class="court-pearl" d=${dot(-46, -14, 5) + dot(-21, -24, 5) + dot(0, -34, 5) + dot(21, -24, 5) + dot(46, -14, 5)}></path>
    ${suitShape(suit, 'court-jewel', 0, 27, 12)}
  </g>`;
}

/** A pointed spire of a tiara, standing on the band at (x, base), as a subpath. */
const spire = (x: number, base: number, tip: number, width: number): string =>
  `M${x - width / 2} ${base}Q${x - width / 2} ${(base + tip) / 2} ${x} ${tip}Q${x + width / 2} ${(base + tip) / 2} ${x + width / 2} ${base}Z`;

/** A five-petalled rose of radius about 2.2 × `r` centred on (x, y): the queen's tiara and her flower. */
function rose(x: number, y: number, r: number): SVGTemplateResult {
  const petals = [0, 1, 2, 3, 4].map((i) => dot(x + r * Math.sin((i * 2 * Math.PI) / 5), y - r * Math.cos((i * 2 * Math.PI) / 5), r)).join('');
  return svg`<path class="court-rose" d=${petals}></path><path class="court-gold" d=${dot(x, y, r * 0.7)}></path>`;
}

/** The queen's tiara: pearl-tipped spires on a curved band, crowned by a rose. */
function tiara(): SVGTemplateResult {
  return svg`<g class="emblem emblem-queen">
    <path class="court-gold" d=${spire(-36, 20, 0, 12) + spire(36, 20, 0, 12) + spire(-18, 17, -10, 14) + spire(18, 17, -10, 14) + spire(0, 16, -14, 18) + 'M-46 20Q0 6 46 20L44 32Q0 18 -44 32Z'}></path>
    ${rose(0, -22, 9)}
    <path class="court-pearl" d=${[-30, -15, 0, 15, 30].map((x) => dot(x, 19 + (x * x) / 300, 3)).join('')}></path>
  </g>`;
}

/** The jack's cap: a velvet beret on a gold band, a plume rising behind it. */
function cap(suit: Suit): SVGTemplateResult {
  return svg`<g class="emblem emblem-jack" transform="rotate(-8)">
    <path class="court-rose" d="M22 -14C35 -34 28 -54 4 -62C12 -48 14 -34 6 -16Z"></path>
    <path class="court-accent" d="M-36 8C-52 4 -50 -14 -30 -20C-12 -26 14 -26 30 -20C50 -14 52 4 36 8Z"></path>
    <path class="court-gold" d="M-38 4Q0 13 38 4L36 17Q0 26 -36 17Z"></path>
    ${suitShape(suit, 'court-jewel', 0, 14, 14)}
  </g>`;
}

// Per rank: the headdress and its scale, the hair, the beard, and the attribute in the hand.
// The attribute stands on the figure's right (the viewer's left), the hand gripping it at (x, y).
interface Figure {
  readonly head: (suit: Suit) => SVGTemplateResult;
  readonly headScale: number;
  /** Where the headdress's origin sits, so its band rests on the brow. */
  readonly headY: number;
  readonly hair: string;
  readonly beard?: string;
  readonly attribute: (x: number, y: number) => SVGTemplateResult;
}

// A sword: a silver blade rising from the hand, a gold cross-guard and pommel.
const sword = (x: number, y: number): SVGTemplateResult => svg`
  <path class="court-pearl" d="M${x - 4} ${y - 8}L${x - 4} ${y - 72}L${x} ${y - 80}L${x + 4} ${y - 72}L${x + 4} ${y - 8}Z"></path>
  <path class="court-gold" d=${`M${x - 13} ${y - 12}h26v6h-26Z${dot(x, y + 9, 4)}`}></path>`;

// A rose on a stem, held up beside the face.
const flower = (x: number, y: number): SVGTemplateResult => svg`
  <path class="court-stem" d="M${x} ${y}Q${x - 6} ${y - 24} ${x + 2} ${y - 44}"></path>
  <path class="court-leaf" d="M${x - 2} ${y - 22}C${x - 16} ${y - 22} ${x - 18} ${y - 32} ${x - 16} ${y - 36}C${x - 8} ${y - 34} ${x - 2} ${y - 30} ${x - 2} ${y - 22}Z"></path>
  ${rose(x + 2, y - 50, 5)}`;

// A halberd: a long gold staff with a silver axe head and spike.
const halberd = (x: number, y: number): SVGTemplateResult => svg`
  <path class="court-stem" d="M${x} ${y + 20}V${y - 66}"></path>
  <path class="court-pearl" d="M${x} ${y - 80}L${x + 3} ${y - 66}H${x - 3}ZM${x + 2} ${y - 64}C${x + 10} ${y - 66} ${x + 14} ${y - 70} ${x + 16} ${y - 74}C${x + 20} ${y - 62} ${x + 20} ${y - 52} ${x + 16} ${y - 44}C${x + 14} ${y - 48} ${x + 10} ${y - 52} ${x + 2} ${y - 52}Z"></path>`;

const FIGURES: Readonly<Record<'J' | 'Q' | 'K', Figure>> = {
  K: {
    head: crown,
    headScale: 0.34,
    headY: -76,
    hair: 'M-16 -50C-20 -76 20 -76 16 -50L17 -40H-17Z',
    beard: 'M-13 -52C-14 -36 -6 -30 0 -29C6 -30 14 -36 13 -52C8 -44 -8 -44 -13 -52Z',
    attribute: sword,
  },
  Q: { head: () => tiara(), headScale: 0.34, headY: -75, hair: 'M-17 -48C-23 -80 23 -80 17 -48L21 -32H-21Z', attribute: flower },
  J: { head: cap, headScale: 0.4, headY: -73, hair: 'M-16 -52C-20 -74 20 -74 16 -52L16 -42H-16Z', attribute: halberd },
};

/** One half of the figure: the bust, head and attribute above the divide (y = 0). */
function half(rank: 'J' | 'Q' | 'K', suit: Suit): SVGTemplateResult {
  const f = FIGURES[rank];
  return svg`<g class="figure">
    <path class="court-robe" d="M-82 0L-76 -20C-70 -32 -48 -36 -26 -38L-8 -40H8L26 -38C48 -36 70 -32 76 -20L82 0Z"></path>
    <path class="court-accent" d="M-76 -20C-70 -32 -58 -35 -48 -36C-52 -24 -50 -10 -44 0H-82ZM76 -20C70 -32 58 -35 48 -36C52 -24 50 -10 44 0H82Z"></path>
    <path class="court-gold" d="M-9 -38H9L13 0H-13Z"></path>
    ${suitShape(suit, 'court-jewel', 0, -16, 14)}
    <path class="court-hair" d=${f.hair}></path>
    <path class="court-skin" d="M-6 -36V-41A13 16 0 1 1 6 -41V-36Z"></path>
    <path class="court-collar" d="M-28 -38Q0 -26 28 -38L24 -30Q0 -18 -24 -30Z"></path>
    ${f.beard ? svg`<path class="court-hair" d=${f.beard}></path>` : ''}
    <path class="court-eye" d=${dot(-5, -57, 2) + dot(5, -57, 2)}></path>
    <path class="court-line" d="M0 -55Q-3 -50 0 -49M-4 -44Q0 -42 4 -44"></path>
    <g transform="translate(0 ${f.headY}) scale(${f.headScale})">${f.head(suit)}</g>
    ${f.attribute(-34, -12)}
    <path class="court-skin" d=${dot(-34, -12, 6)}></path>
  </g>`;
}

/** A court card's picture: the framed double-headed figure, with the suit beside each head. */
export function courtFigure(rank: Rank, suit: Suit): SVGTemplateResult {
  const r = rank as 'J' | 'Q' | 'K';
  const { x, y, w, h } = FRAME;
  const upper = svg`<g transform="translate(${CX} ${CY})">${half(r, suit)}</g>
    ${suitShape(suit, 'court-pip', x + w - 20, y + 22, 24)}`;
  return svg`<rect class="court-frame" x=${x} y=${y} width=${w} height=${h} rx="5"></rect>
    ${upper}<g transform="rotate(180 ${CX} ${CY})">${upper}</g>
    <path class="court-divider" d="M${x} ${CY}H${x + w}"></path>`;
}

/** The figure's upper half alone, standing on the bottom edge: a compact card's picture. */
export function courtBust(rank: Rank, suit: Suit): SVGTemplateResult {
  return svg`<g transform="translate(${CX + 30} 350) scale(1.3)">${half(rank as 'J' | 'Q' | 'K', suit)}</g>`;
}
