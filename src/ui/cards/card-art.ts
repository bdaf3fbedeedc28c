/**
 * Playing-card artwork drawn in code: faces as inline SVG, the back as CSS gradients.
 *
 * Constraints that shape this module: many cards share one shadow root, so nothing carries an
 * `id` (no `<pattern id>`, no `<use href>`); a strict CSP forbids inline `style`, so every
 * colour comes from a class in `cardArtStyles`, driven by `--patience-*` custom properties.
 * Lit's `svg` tag is for content inside an `<svg>`; the `<svg>` element itself is HTML
 * (lit-html's own guidance), so the outer element is written with `html`.
 */
import { css, html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { Card, Rank, Suit } from '../../core/index.js';
import { courtBust, courtFigure } from './court-figures.js';

/** Suit outlines, each filling a 100 × 100 box, for drawing a suit anywhere at any size. */
export const SUIT_PATHS: Readonly<Record<Suit, string>> = {
  S:
    'M50 3C44 14 32 25 18 37C8 46 3 53 3 62C3 75 13 83 25 83C34 83 42 79 46 72' +
    'C45 83 40 91 31 97L69 97C60 91 55 83 54 72C58 79 66 83 75 83C87 83 97 75 97 62' +
    'C97 53 92 46 82 37C68 25 56 14 50 3Z',
  H:
    'M50 94C43 84 24 68 13 55C4 44 2 36 2 28C2 14 13 5 26 5C37 5 45 11 50 21' +
    'C55 11 63 5 74 5C87 5 98 14 98 28C98 36 96 44 87 55C76 68 57 84 50 94Z',
  D: 'M50 2C60 20 72 36 89 50C72 64 60 80 50 98C40 80 28 64 11 50C28 36 40 20 50 2Z',
  // Three lobes, a centre wedge and a stem, all wound the same way so overlaps stay filled.
  C:
    'M29 27A21 21 0 1 0 71 27A21 21 0 1 0 29 27Z' +
    'M5 58A21 21 0 1 0 47 58A21 21 0 1 0 5 58Z' +
    'M53 58A21 21 0 1 0 95 58A21 21 0 1 0 53 58Z' +
    'M50 30L28 62L72 62Z' +
    'M46 60C46 78 40 90 30 97L70 97C60 90 54 78 54 60Z',
};

const RED_SUITS: ReadonlySet<Suit> = new Set(['H', 'D']);

/** The colour class of a suit: red/black, or in the four-colour deck diamonds and clubs apart. */
function suitClass(suit: Suit, fourColour: boolean): string {
  if (fourColour && suit === 'D') return 'suit-diamonds';
  if (fourColour && suit === 'C') return 'suit-clubs';
  return RED_SUITS.has(suit) ? 'suit-red' : 'suit-black';
}

// Geometry, in the 250 × 350 viewBox (written out literally in `cardFace`). The centre is the point of the card's 180° symmetry.
const W = 250;
const H = 350;
const CX = W / 2;
const CY = H / 2;
const TURN = `rotate(180 ${CX} ${CY})`;

/** A suit shape of side `size` centred on (x, y), upside down when `flip`. */
export function suitShape(suit: Suit, cls: string, x: number, y: number, size: number, flip = false): SVGTemplateResult {
  const place = `translate(${x - size / 2} ${y - size / 2}) scale(${size / 100})`;
  return svg`<path class=${cls} d=${SUIT_PATHS[suit]} transform=${flip ? `rotate(180 ${x} ${y}) ${place}` : place}></path>`;
}

// Corner index: rank and suit side by side along the top edge, as on mobile solitaire cards,
// so a covered card in a downward fan shows both in a strip only `indexDepth` deep. The rank
// is set in the system's bold sans, whose capitals rise about 0.75 em and whose J and Q
// reach down to 0.2 em below the baseline (DejaVu Sans; Roboto and SF reach less).
interface IndexLayout {
  readonly font: number;
  /** Centre of the rank's column, as wide as a Q. */
  readonly x: number;
  readonly baseline: number;
  /** "10" is condensed to this width, so the column is one width for every rank. */
  readonly ten: number;
  readonly suitX: number;
  readonly suitY: number;
  readonly suit: number;
  /** How far down the index reaches: the J's hook and a little air. */
  readonly depth: number;
}

// Regular faces: a modest index (glyphs 0.15 of the card high), leaving room for the pips.
const INDEX: IndexLayout = { font: 66, x: 40, baseline: 60, ten: 54, suitX: 92, suitY: 36, suit: 36, depth: 78 };
// Compact faces: the index as large as the fan's strip allows (at 27 px wide its glyphs are
// still 9 px high), and its top-left corner clear of the card's rounding.
const COMPACT_INDEX: IndexLayout = { font: 116, x: 60, baseline: 95, ten: 95, suitX: 143, suitY: 52, suit: 60, depth: 123 };

/**
 * How deep, as a fraction of the card's height, the corner index reaches from the top edge:
 * a downward fan must leave at least this much of each covered card showing.
 */
export function indexDepth(compact: boolean): number {
  return (compact ? COMPACT_INDEX : INDEX).depth / H;
}

const FONT_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

function corner(rank: Rank, suit: Suit, layout: IndexLayout): SVGTemplateResult {
  const label = rank === 'T' ? '10' : rank;
  return svg`<text class="index-rank" x=${layout.x} y=${layout.baseline} font-size=${layout.font}
      font-weight="700" font-family=${FONT_STACK} text-anchor="middle"
      textLength=${rank === 'T' ? layout.ten : nothing} lengthAdjust="spacingAndGlyphs">${label}</text>
    ${suitShape(suit, 'index-suit', layout.suitX, layout.suitY, layout.suit)}`;
}

/**
 * Cards narrower than this (CSS px) are drawn compact: a larger corner index and a single
 * large suit instead of pips (a court card: its figure's bust), so the index stays at least 9 px high.
 */
export const COMPACT_BELOW = 48;

// Pip centres. Rows lie between the two corner indices, which span the top and bottom
// edges; they follow the traditional layouts, where the middle pips of 7, 8 and 10 sit
// halfway between two rows, and the columns stand apart enough for those middle pips.
const L = 86;
const R = W - L;
const TOP = 100;
const BOTTOM = H - TOP;
const ROW = (BOTTOM - TOP) / 3;
const PIP = 36;
const ACE_PIP = 112;

type Spot = readonly [x: number, y: number];
const pairs = (...ys: number[]): Spot[] => ys.flatMap((y) => [[L, y], [R, y]] as Spot[]);
const centre = (...ys: number[]): Spot[] => ys.map((y) => [CX, y] as Spot);

const PIP_LAYOUTS: Readonly<Partial<Record<Rank, readonly Spot[]>>> = {
  2: centre(TOP, BOTTOM),
  3: centre(TOP, CY, BOTTOM),
  4: pairs(TOP, BOTTOM),
  5: [...pairs(TOP, BOTTOM), ...centre(CY)],
  6: pairs(TOP, CY, BOTTOM),
  7: [...pairs(TOP, CY, BOTTOM), ...centre((TOP + CY) / 2)],
  8: [...pairs(TOP, CY, BOTTOM), ...centre((TOP + CY) / 2, (CY + BOTTOM) / 2)],
  9: [...pairs(TOP, TOP + ROW, BOTTOM - ROW, BOTTOM), ...centre(CY)],
  T: [...pairs(TOP, TOP + ROW, BOTTOM - ROW, BOTTOM), ...centre(TOP + ROW / 2, BOTTOM - ROW / 2)],
};

function pips(rank: Rank, suit: Suit): SVGTemplateResult | SVGTemplateResult[] {
  if (rank === 'A') return suitShape(suit, 'pip pip-ace', CX, CY, ACE_PIP);
  // Pips below the centre line face the other way, as on a printed card.
  return (PIP_LAYOUTS[rank] ?? []).map(([x, y]) => suitShape(suit, 'pip', x, y, PIP, y > CY));
}

/**
 * The face of a card as a complete `<svg>` that scales to its container (5:7). Decorative:
 * the element that holds it carries the accessible name (see `cardName`).
 */
export function cardFace(code: Card, options: { fourColour?: boolean; compact?: boolean } = {}): TemplateResult {
  const rank = code[0] as Rank;
  const suit = code[1] as Suit;
  const isCourt = rank === 'J' || rank === 'Q' || rank === 'K';
  if (options.compact) {
    return html`<svg class="card-face compact" viewBox="0 0 250 350" width="100%" height="100%"
        aria-hidden="true" focusable="false">${svg`
      <rect class="face" x="1" y="1" width=${W - 2} height=${H - 2} rx="14"></rect>
      <g class=${suitClass(suit, options.fourColour ?? false)}>
        ${isCourt ? courtBust(rank, suit) : suitShape(suit, 'pip', CX + 40, CY + 80, 110)}
        ${corner(rank, suit, COMPACT_INDEX)}
      </g>`}</svg>`;
  }
  return html`<svg class="card-face" viewBox="0 0 250 350" width="100%" height="100%"
      aria-hidden="true" focusable="false">${svg`
    <rect class="face" x="1" y="1" width=${W - 2} height=${H - 2} rx="14"></rect>
    <g class=${suitClass(suit, options.fourColour ?? false)}>
      ${isCourt ? courtFigure(rank, suit) : pips(rank, suit)}
      ${corner(rank, suit, INDEX)}
      <g transform=${TURN}>${corner(rank, suit, INDEX)}</g>
    </g>`}</svg>`;
}

/** A suit on its own, e.g. as the hint in an empty foundation's outline. */
export function suitIcon(suit: Suit, options: { fourColour?: boolean } = {}): TemplateResult {
  return html`<svg class="suit-icon ${suitClass(suit, options.fourColour ?? false)}" viewBox="0 0 100 100"
      width="100%" height="100%" aria-hidden="true" focusable="false">${svg`<path d=${SUIT_PATHS[suit]}></path>`}</svg>`;
}

/** The back of a card: the same for every card, so it gives nothing away. */
export function cardBack(): TemplateResult {
  return html`<div class="card-back" aria-hidden="true"></div>`;
}

/**
 * Styles for the artwork; include them in the shadow root that renders cards, after `themeStyles`
 * (src/ui/theme/themes.ts), which states the colours below once.
 *
 * @cssproperty --patience-card-face - Face and margin colour (warm white).
 * @cssproperty --patience-card-border - Card edge.
 * @cssproperty --patience-red - Hearts and diamonds.
 * @cssproperty --patience-black - Spades and clubs.
 * @cssproperty --patience-diamonds - Diamonds in the four-colour deck.
 * @cssproperty --patience-clubs - Clubs in the four-colour deck.
 * @cssproperty --patience-court-gold - Crowns, trims and the court frame.
 * @cssproperty --patience-court-ink - Outlines on court emblems.
 * @cssproperty --patience-court-accent - Velvet and sleeves (royal blue).
 * @cssproperty --patience-court-rose - The queen's roses and the jack's plume.
 * @cssproperty --patience-court-leaf - The rose's leaves.
 * @cssproperty --patience-court-tint - Background of the court frame.
 * @cssproperty --patience-court-skin - Court figures' faces and hands.
 * @cssproperty --patience-court-hair - Court figures' hair and the king's beard.
 * @cssproperty --patience-back - Back colour.
 * @cssproperty --patience-back-pattern - Lattice and frame lines on the back.
 */
export const cardArtStyles = css`
  .card-face {
    display: block;
  }
  .face {
    fill: var(--patience-card-face);
    stroke: var(--patience-card-border);
    stroke-width: 1px;
    vector-effect: non-scaling-stroke;
  }
  .suit-red {
    fill: var(--patience-red);
  }
  .suit-black {
    fill: var(--patience-black);
  }
  .suit-diamonds {
    fill: var(--patience-diamonds);
  }
  .suit-clubs {
    fill: var(--patience-clubs);
  }
  .court-frame {
    fill: var(--patience-court-tint, #f7efdb);
    stroke: var(--patience-court-gold, #c9981f);
    stroke-width: 3;
  }
  .court-divider {
    fill: none;
    stroke: var(--patience-court-gold, #c9981f);
    stroke-width: 3;
  }
  .court-robe,
  .court-gold,
  .court-accent,
  .court-rose,
  .court-leaf,
  .court-pearl,
  .court-skin,
  .court-hair,
  .court-collar,
  .court-line {
    stroke: var(--patience-court-ink);
    stroke-width: 2;
    stroke-linejoin: round;
    stroke-linecap: round;
  }
  .court-gold {
    fill: var(--patience-court-gold, #d9a92b);
  }
  .court-accent {
    fill: var(--patience-court-accent, #2c4f9e);
  }
  .court-rose {
    fill: var(--patience-court-rose, #c8324b);
  }
  .court-leaf {
    fill: var(--patience-court-leaf, #3d7a4a);
  }
  .court-pearl,
  .court-collar {
    fill: var(--patience-card-face);
  }
  .court-skin {
    fill: var(--patience-court-skin, #f3d3b4);
    stroke-width: 1.5;
  }
  .court-hair {
    fill: var(--patience-court-hair, #e2b33c);
  }
  .court-eye {
    fill: var(--patience-court-ink);
  }
  .court-line {
    fill: none;
    stroke-width: 1.5;
  }
  .court-stem {
    fill: none;
    stroke: var(--patience-court-ink);
    stroke-width: 4;
    stroke-linecap: round;
  }
  .card-back {
    box-sizing: border-box;
    position: relative;
    width: 100%;
    height: 100%;
    /* Same rounding as the face: 14 of 250 wide, 14 of 350 high. */
    border-radius: 5.6% / 4%;
    border: 1px solid var(--patience-card-border);
    background: var(--patience-card-face);
  }
  /* The printed field, inset like a real back's white margin, with a diagonal lattice. */
  .card-back::before,
  .card-back::after {
    content: '';
    position: absolute;
  }
  /* The printed field with a diagonal lattice, inset by an even margin (11 of 250 units). */
  .card-back::before {
    inset: 3.14% 4.4%;
    border-radius: 3.2% / 2.3%;
    background-color: var(--patience-back);
    background-image:
      repeating-linear-gradient(45deg, var(--patience-back-pattern) 0 1px, transparent 1px 6px),
      repeating-linear-gradient(-45deg, var(--patience-back-pattern) 0 1px, transparent 1px 6px);
  }
  /* An inner frame line, set off from the lattice by a band of plain back colour. */
  .card-back::after {
    inset: 6.6% 9.2%;
    border: 1px solid var(--patience-back-pattern);
    border-radius: 2% / 1.4%;
    box-shadow: 0 0 0 3px var(--patience-back), inset 0 0 0 2px var(--patience-back);
  }
`;
