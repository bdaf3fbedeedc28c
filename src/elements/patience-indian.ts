import { css, html, type TemplateResult } from 'lit';
import { styleProps } from '../ui/style-props.js';
import type { Rules } from '../core/index.js';
import { indian } from '../core/games/indian.js';
import { CARD_RATIO } from '../ui/patience-pile.js';
import { PatienceTable } from '../ui/patience-table.js';
import { MAX_CARD_WIDTH } from '../ui/resize-controller.js';

const GAP = 0.14;
/** Columns are squeezed to at most this many card heights. */
const COLUMN_HEIGHTS = 5;
/** Width of the fanned waste, in card widths. */
const WASTE_UNITS = 1.6;

/**
 * Индийский пасьянс — Indian patience: two decks, eight foundations built up in suit from
 * the aces, columns built down in another suit; a lone card is enchanted while the stock lasts.
 *
 * @summary Indian patience (2 × 36 or 2 × 52 cards).
 * @attr {number} seed - Deal number (0–4294967295); missing: a random deal, shown in the toolbar.
 * @attr {36|52} deck - Size of each of the two decks; default 36.
 * @attr {ru|en} lang - Language; default: the page's nearest `lang`.
 * @attr {boolean} no-toolbar - Hide the built-in toolbar.
 * @attr {boolean} four-colour - Four-colour deck.
 * @attr {light|dark|high-contrast} theme - Colour theme; default: the system's light or dark preference.
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
    `,
  ];

  protected readonly rules: Rules = indian;

  private get columns(): number {
    return this.deck === 52 ? 10 : 7;
  }

  /** Wide: stock, waste and the eight foundations in one row; else half the foundations beside the stock, half below. */
  private units(wide: boolean): number {
    const across = Math.max(this.columns, 1 + WASTE_UNITS + (wide ? 8 : 4) + 2 * GAP);
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

  /** The top row (and a row of foundations when narrow), then columns squeezed to five card heights. */
  protected unitsDown(width: number): number {
    return this.down(this.isWide(width));
  }

  private down(wide: boolean): number {
    const rows = wide ? 1 : 2;
    return CARD_RATIO * (rows + COLUMN_HEIGHTS) + (rows + 2) * GAP;
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
