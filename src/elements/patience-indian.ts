import { css, html, type TemplateResult } from 'lit';
import { styleProps } from '../ui/theme/style-props.js';
import type { Rules } from '../core/index.js';
import { columnsOf, indian } from '../core/games/indian/index.js';
import { CARD_RATIO, fanHeight, RIGHT_FAN_UNITS } from '../ui/cards/patience-pile.js';
import { PatienceTable } from '../ui/table/patience-table.js';
import { GAP, tableGap } from '../ui/table/layout.js';
import { MAX_CARD_WIDTH } from '../ui/table/resize-controller.js';
/** Columns are squeezed to this many card heights, or as far as covered cards' indices allow. */
const COLUMN_HEIGHTS = 5;
/**
 * The longest a column can grow: its face-down card, a face-up one, and a king built down to
 * the ace on it (15 cards in 2×52; to the ace on a six, 11 in 2×36).
 */
const LONGEST_COLUMN = { 36: 11, 52: 15 } as const;

/**
 * Индийский пасьянс — Indian patience: two decks, eight foundations built up in suit from
 * the aces, columns built down in another suit; a lone card is enchanted while the stock lasts.
 *
 * @summary Indian patience (2 × 36 or 2 × 52 cards).
 * @attr {36|52} deck - Size of each of the two decks; default 36.
 * @cssproperty --patience-enchanted - The glow round an enchanted card.
 */
export class PatienceIndian extends PatienceTable {
  static override styles = [
    ...PatienceTable.styles,
    css`
      .layout {
        display: grid;
        justify-content: center;
        gap: var(--gap);
      }
      .row {
        display: flex;
        align-items: start;
        gap: var(--gap);
      }
      /* One row of eight, or (narrow) two rows of four: the same piles either way, so focus survives a change. */
      .foundations {
        display: grid;
        grid-template-columns: repeat(8, var(--patience-card-w));
        gap: var(--gap);
        margin-left: auto;
        padding-left: var(--gap);
      }
      .narrow .foundations {
        grid-template-columns: repeat(4, var(--patience-card-w));
      }
      .columns {
        display: grid;
        grid-template-columns: repeat(var(--columns), var(--patience-card-w));
        gap: var(--gap);
        justify-content: center;
        align-items: start;
      }
      patience-pile[data-note='enchanted'] {
        box-shadow: 0 0 0 2px var(--patience-enchanted, #e0ccff), 0 0 14px 2px var(--patience-enchanted, #e0ccff);
      }
      /* Forced colours drop the glow: a double outline marks the column instead (focus's is solid). */
      @media (forced-colors: active) {
        patience-pile[data-note='enchanted']:not(:focus-visible) {
          outline: 3px double CanvasText;
          outline-offset: 3px;
        }
      }
    `,
  ];

  protected readonly rules: Rules = indian;

  private get columns(): number {
    return columnsOf(this.deck);
  }

  /** Wide: stock, waste and the eight foundations in one row; else half the foundations beside the stock, half below. */
  private units(wide: boolean): number {
    const across = Math.max(this.columns, 1 + RIGHT_FAN_UNITS + (wide ? 8 : 4) + 2 * GAP);
    return across * (1 + GAP) + GAP + 0.2;
  }

  /** Stock, waste and foundations share a row when that costs no card size (a short window favours one row). */
  private isWide(width: number): boolean {
    const cardWidth = (wide: boolean) => Math.min(MAX_CARD_WIDTH, width / this.units(wide), this.space.height / this.down(wide));
    return cardWidth(true) >= cardWidth(false);
  }

  protected unitsAcross(width: number): number {
    return this.units(this.isWide(width));
  }

  /** The top row (and a row of foundations when narrow), then room for the longest column. */
  protected unitsDown(width: number): number {
    const wide = this.isWide(width);
    return this.exactDown(width, this.units(wide), this.down(wide), (cardWidth) => this.pixelsDown(wide, cardWidth));
  }

  private down(wide: boolean): number {
    const rows = wide ? 1 : 2;
    return CARD_RATIO * (rows + COLUMN_HEIGHTS) + (rows + 2) * GAP;
  }

  /**
   * The same in CSS pixels at `cardWidth`: small cards keep a deeper corner index whole on every
   * covered card, so the longest column may outgrow five card heights, and gaps are at least
   * 4 px. Reserved from the deal, so the element keeps its height as columns grow.
   */
  private pixelsDown(wide: boolean, cardWidth: number): number {
    const rows = wide ? 1 : 2;
    const cardHeight = Math.round(cardWidth * CARD_RATIO);
    const columns = Math.max(COLUMN_HEIGHTS * cardHeight, fanHeight(LONGEST_COLUMN[this.deck === 52 ? 52 : 36], 1, cardWidth, COLUMN_HEIGHTS));
    return rows * cardHeight + columns + (rows + 2) * tableGap(cardWidth);
  }

  protected renderTable(): TemplateResult {
    const wide = this.isWide(this.space.width || 360);
    const columns = Array.from({ length: this.columns }, (_, i) => `T${i}`);
    const foundations = Array.from({ length: 8 }, (_, i) => this.pile(`F${i}`, 'stack'));
    // On a narrow screen two rows of four foundations leave the columns, not the foundations, to set the card size.
    return html`<div class="layout ${wide ? 'wide' : 'narrow'}">
      <div class="row">${this.pile('S', 'stack')}${this.pile('W', 'right')}<div class="foundations">${foundations}</div></div>
      <div class="columns" style=${styleProps({ '--columns': String(this.columns) })}>
        ${columns.map((id) => this.pile(id, 'down', { maxHeight: COLUMN_HEIGHTS }))}
      </div>
    </div>`;
  }
}

if (!customElements.get('patience-indian')) customElements.define('patience-indian', PatienceIndian);

declare global {
  interface HTMLElementTagNameMap {
    'patience-indian': PatienceIndian;
  }
}
