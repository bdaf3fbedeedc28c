import { css, html, type TemplateResult } from 'lit';
import { styleProps } from '../ui/theme/style-props.js';
import type { Rules } from '../core/index.js';
import { columnsOf, indian } from '../core/games/indian/index.js';
import { CARD_RATIO, fanHeight } from '../ui/cards/patience-pile.js';
import { PatienceTable } from '../ui/table/patience-table.js';
import type { SolverWorkerSource } from '../ui/solver/solver-thread.js';
import { offerShippedLanguages } from '../languages/shipped.js';
import { GAP, tableGap } from '../ui/table/layout.js';
/**
 * The longest a column can grow: its face-down card, a face-up one, and a king built down to
 * the ace on it (15 cards in 2×52; to the ace on a six, 11 in 2×36).
 */
const LONGEST_COLUMN = { 36: 11, 52: 15 } as const;
/** Foundations; in a narrow layout they lie in two rows of half as many. */
const FOUNDATIONS = 8;
/** How the piles lie: see `tracks`. */
type Shape = 'wide' | 'narrow' | 'side';

/**
 * Индийский пасьянс — Indian patience: two decks, eight foundations built up in suit from
 * the aces, columns built down in another suit; a lone card is enchanted while the stock lasts.
 *
 * @summary Indian patience (2 × 36 or 2 × 52 cards).
 * @attr {36|52} deck - Size of each of the two decks; default 36.
 * @cssproperty --patience-enchanted - The glow, tint and star badge of an enchanted card.
 */
export class PatienceIndian extends PatienceTable {
  static override styles = [
    ...PatienceTable.styles,
    css`
      /* One grid of card-wide tracks: the stock, the waste (two tracks), the foundations at the
         end of the first row (two rows of half as many when narrow), the columns under them. */
      .layout {
        display: grid;
        grid-template-columns: repeat(var(--tracks), var(--patience-card-w));
        justify-content: center;
        align-items: start;
        /* Half a gap between the rows: the columns' fans get the room. */
        gap: calc(var(--gap) / 2) var(--gap);
      }
      .pile-W {
        grid-column: span 2;
      }
      .foundations,
      .columns {
        display: grid;
        grid-template-columns: repeat(var(--across), var(--patience-card-w));
        gap: calc(var(--gap) / 2) var(--gap);
        align-items: start;
      }
      .foundations {
        grid-column: span var(--across) / -1;
      }
      .columns {
        grid-column: var(--from) / span var(--across);
        grid-row: 2;
      }
      /* Side: the strip of four tracks (stock and waste, then the foundations) left of the columns;
         a column longer than the strip grows the foundations' row, not the stock's. */
      .layout.side {
        grid-template-rows: auto 1fr;
      }
      .side .foundations {
        grid-column: 1 / span var(--across);
      }
      .side .columns {
        grid-row: 1 / span 2;
      }
      /* An enchanted card: a glow, a tint over the card and a star badge in its top-right corner (no index there). */
      patience-pile[data-note='enchanted'] {
        box-shadow: 0 0 0 2px var(--patience-enchanted), 0 0 14px 2px var(--patience-enchanted);
      }
      patience-pile[data-note='enchanted'] > .card[data-top]::after {
        content: '';
        position: absolute;
        inset: 0;
        background: color-mix(in srgb, var(--patience-enchanted) 30%, transparent);
        pointer-events: none;
      }
      patience-pile[data-note='enchanted']::after {
        content: '✦';
        position: absolute;
        top: calc(var(--patience-card-w, 60px) * -0.12);
        right: calc(var(--patience-card-w, 60px) * -0.12);
        z-index: 7;
        display: grid;
        place-items: center;
        width: calc(var(--patience-card-w, 60px) * 0.36);
        height: calc(var(--patience-card-w, 60px) * 0.36);
        border: 2px solid var(--patience-enchanted);
        border-radius: 50%;
        background: var(--patience-badge);
        color: var(--patience-enchanted);
        font: 700 calc(var(--patience-card-w, 60px) * 0.24) / 1 system-ui, sans-serif;
        pointer-events: none;
      }
      /* Forced colours drop the glow and the tint: a double outline and the star (in the text colour) mark the column. */
      @media (forced-colors: active) {
        patience-pile[data-note='enchanted']:not(:focus-visible) {
          outline: 3px double CanvasText;
          outline-offset: 3px;
        }
        patience-pile[data-note='enchanted']::after {
          border-color: CanvasText;
          color: CanvasText;
        }
      }
    `,
  ];

  protected readonly rules: Rules = indian;
  /** Its solver's worker, its rules alone: Vite and other bundlers emit the file from this line. */
  protected override readonly solverWorker: SolverWorkerSource = {
    file: 'solver-indian.js',
    start: (Worker) => new Worker(new URL('./workers/solver-indian.ts', import.meta.url), { type: 'module' }),
  };

  private get columns(): number {
    return columnsOf(this.deck);
  }

  /**
   * Card-wide tracks across: wide, stock, waste and every foundation in one row; narrow, half the
   * foundations; side, the columns beside a strip of four (stock and waste over two rows of foundations).
   */
  private tracks(shape: Shape): number {
    if (shape === 'side') return this.columns + FOUNDATIONS / 2;
    return Math.max(this.columns, 3 + (shape === 'wide' ? FOUNDATIONS : FOUNDATIONS / 2));
  }

  private units(shape: Shape): number {
    return this.tracks(shape) * (1 + GAP) + GAP + 0.2;
  }

  /**
   * Stock, waste and foundations share a row unless two rows or the side strip give cards over
   * 5 % larger: a portrait phone takes two rows, a phone held sideways (whose height binds) the strip.
   */
  private shapeAt(width: number): Shape {
    const { height, cap } = this.space;
    const cardWidth = (shape: Shape) => Math.min(cap, width / this.units(shape), height / (this.pixelsDown(shape, 100) / 100));
    const best = cardWidth('narrow') > cardWidth('wide') / 0.95 ? 'narrow' : 'wide';
    return cardWidth('side') > cardWidth(best) / 0.95 ? 'side' : best;
  }

  protected unitsAcross(width: number): number {
    return this.units(this.shapeAt(width));
  }

  /** The top row (and a row of foundations when narrow), then room for the longest column, its fan pressed together. */
  protected unitsDown(width: number): number {
    const shape = this.shapeAt(width);
    return this.exactDown(width, this.units(shape), this.pixelsDown(shape, 100) / 100, (cardWidth) => this.pixelsDown(shape, cardWidth));
  }

  /**
   * The height a column may take at `cardWidth`: the longest one, its fan pressed as close as
   * its covered cards' corner indices allow. Reserved from the deal, so the card size and the
   * element's height stay as columns grow: a growing column presses its fan instead.
   */
  private columnHeight(cardWidth: number): number {
    return fanHeight(LONGEST_COLUMN[this.deck === 52 ? 52 : 36], 1, cardWidth, 0);
  }

  /** The height of the columns' area at `cardWidth`: beside the side strip, as tall as its three rows. */
  private columnArea(shape: Shape, cardWidth: number): number {
    const strip = shape === 'side' ? 3 * Math.round(cardWidth * CARD_RATIO) + tableGap(cardWidth) : 0;
    return Math.max(this.columnHeight(cardWidth), strip);
  }

  /** The layout's height in CSS pixels at `cardWidth`: the rows above the columns, the columns, the table's padding and half a gap between rows. */
  private pixelsDown(shape: Shape, cardWidth: number): number {
    const rows = { wide: 1, narrow: 2, side: 0 }[shape];
    return rows * Math.round(cardWidth * CARD_RATIO) + this.columnArea(shape, cardWidth) + (2 + rows / 2) * tableGap(cardWidth);
  }

  protected renderTable(): TemplateResult {
    const shape = this.shapeAt(this.space.width || 360);
    const tracks = this.tracks(shape);
    const cardWidth = this.view?.cardWidth ?? 60;
    const maxHeight = this.columnArea(shape, cardWidth) / (cardWidth * CARD_RATIO);
    const columns = Array.from({ length: this.columns }, (_, i) => this.pile(`T${i}`, 'down', { maxHeight }));
    const foundations = Array.from({ length: FOUNDATIONS }, (_, i) => this.pile(`F${i}`, 'stack'));
    // Wide, the columns start under the first foundation if they fit under them; else they end
    // under the last (side: they take the tracks right of the strip).
    const from = shape === 'wide' && this.columns <= FOUNDATIONS ? 4 : tracks - this.columns + 1;
    const across = shape === 'wide' ? FOUNDATIONS : FOUNDATIONS / 2;
    return html`<div class="layout ${shape}" style=${styleProps({ '--tracks': String(tracks) })}>
      ${this.pile('S', 'stack')}${this.pile('W', 'right')}
      <div class="foundations" style=${styleProps({ '--across': String(across) })}>${foundations}</div>
      <div class="columns" style=${styleProps({ '--across': String(this.columns), '--from': String(from) })}>${columns}</div>
    </div>`;
  }
}

// A host adds or replaces a language with `registerLanguage`; the shipped ones load when a table speaks one.
export { registerLanguage, type LanguagePack } from '../ui/i18n/languages.js';

offerShippedLanguages();
if (!customElements.get('patience-indian')) customElements.define('patience-indian', PatienceIndian);

declare global {
  interface HTMLElementTagNameMap {
    'patience-indian': PatienceIndian;
  }
}
