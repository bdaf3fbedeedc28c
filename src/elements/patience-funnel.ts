import { css, html, type TemplateResult } from 'lit';
import { styleProps } from '../ui/theme/style-props.js';
import type { Rules } from '../core/index.js';
import { funnel, shape } from '../core/games/funnel/index.js';
import { CARD_RATIO, FAN_MAX_HEIGHTS, fanHeight } from '../ui/cards/patience-pile.js';
import { PatienceTable } from '../ui/table/patience-table.js';
import type { SolverWorkerSource } from '../ui/solver/solver-thread.js';
import { offerShippedLanguages } from '../languages/shipped.js';
import { GAP, tableGap } from '../ui/table/layout.js';

/**
 * Воронка — the Funnel: move every column card onto the open pile, one rank up or down.
 *
 * @summary The Funnel patience (36 or 52 cards).
 * @attr {36|52} deck - Deck size; default 36.
 * @attr {boolean} free-draw - `draw` is legal at any time (Dead King Golf: nothing on a king).
 */
export class PatienceFunnel extends PatienceTable {
  static override styles = [
    ...PatienceTable.styles,
    css`
      .layout {
        display: grid;
        grid-template-columns: repeat(var(--columns), var(--patience-card-w));
        gap: var(--gap);
        justify-content: center;
        align-items: start;
      }
      .top {
        grid-column: 1 / -1;
        display: flex;
        gap: var(--gap);
      }
    `,
  ];

  protected readonly rules: Rules = funnel;
  /** Its solver's worker, its rules alone: Vite and other bundlers emit the file from this line. */
  protected override readonly solverWorker: SolverWorkerSource = {
    file: 'solver-funnel.js',
    start: (Worker) => new Worker(new URL('./workers/solver-funnel.ts', import.meta.url), { type: 'module' }),
  };

  private get columns(): number {
    return shape(this.deck).columns;
  }

  protected unitsAcross(): number {
    return this.columns * (1 + GAP) + GAP + 0.2;
  }

  /** The stock's row, then a full column fanned down, as laid out at the card width in use (see exactDown). */
  protected unitsDown(width: number): number {
    const cards = shape(this.deck).rows;
    const roughly = CARD_RATIO * (2 + (cards - 1) * 0.36) + 3 * GAP;
    return this.exactDown(width, this.unitsAcross(), roughly, (cardWidth) =>
      Math.round(cardWidth * CARD_RATIO) + fanHeight(cards, 0, cardWidth, FAN_MAX_HEIGHTS) + 3 * tableGap(cardWidth));
  }

  protected renderTable(): TemplateResult {
    const columns = Array.from({ length: this.columns }, (_, i) => `T${i}`);
    return html`<div class="layout" style=${styleProps({ '--columns': String(this.columns) })}>
      <div class="top">${this.pile('S', 'stack')}${this.pile('W', 'right')}</div>
      ${columns.map((id) => this.pile(id, 'down'))}
    </div>`;
  }
}

// A host adds or replaces a language with `registerLanguage`; the shipped ones load when a table speaks one.
export { registerLanguage, type LanguagePack } from '../ui/i18n/languages.js';

offerShippedLanguages();
if (!customElements.get('patience-funnel')) customElements.define('patience-funnel', PatienceFunnel);

declare global {
  interface HTMLElementTagNameMap {
    'patience-funnel': PatienceFunnel;
  }
}
