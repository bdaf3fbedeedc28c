import { css, html, type TemplateResult } from 'lit';
import type { Rules } from '../core/index.js';
import { well } from '../core/games/well/index.js';
import { CARD_RATIO } from '../ui/cards/patience-pile.js';
import { PatienceTable } from '../ui/table/patience-table.js';
import type { SolverWorkerSource } from '../ui/solver/solver-thread.js';
import { offerShippedLanguages } from '../languages/shipped.js';
import { GAP, tableGap } from '../ui/table/layout.js';

/**
 * Колодец — the Well: build the four suits up in the corners from the base rank, with the
 * cross of five places built down, suit ignored.
 *
 * @summary The Well patience (36 or 52 cards).
 * @attr {36|52} deck - Deck size; default 36.
 */
export class PatienceWell extends PatienceTable {
  static override styles = [
    ...PatienceTable.styles,
    css`
      .layout {
        display: grid;
        grid-template-columns: repeat(5, var(--patience-card-w));
        grid-template-areas:
          's w . . .'
          'f0 . t0 . f1'
          '. t1 t2 t3 .'
          'f3 . t4 . f2';
        gap: var(--gap);
        justify-content: center;
      }
      .pile-S { grid-area: s; }
      .pile-W { grid-area: w; }
      .pile-T0 { grid-area: t0; }
      .pile-T1 { grid-area: t1; }
      .pile-T2 { grid-area: t2; }
      .pile-T3 { grid-area: t3; }
      .pile-T4 { grid-area: t4; }
      .pile-F0 { grid-area: f0; }
      .pile-F1 { grid-area: f1; }
      .pile-F2 { grid-area: f2; }
      .pile-F3 { grid-area: f3; }
      .layout > .pile-S,
      .layout > .pile-W {
        margin-bottom: calc(var(--gap) * 1.5);
      }
    `,
  ];

  protected readonly rules: Rules = well;
  /** Its solver's worker, its rules alone: Vite and other bundlers emit the file from this line. */
  protected override readonly solverWorker: SolverWorkerSource = {
    file: 'solver-well.js',
    start: (Worker) => new Worker(new URL('./workers/solver-well.ts', import.meta.url), { type: 'module' }),
  };

  protected unitsAcross(): number {
    return 5 * (1 + GAP) + GAP + 0.2;
  }

  /** Four rows of cards, the first set off by half a gap more, as laid out at the card width in use (see exactDown). */
  protected unitsDown(width: number): number {
    return this.exactDown(width, this.unitsAcross(), 4 * CARD_RATIO + 6.5 * GAP, (cardWidth) =>
      4 * Math.round(cardWidth * CARD_RATIO) + 6.5 * tableGap(cardWidth));
  }

  protected renderTable(): TemplateResult {
    return html`<div class="layout">
      ${this.pile('S', 'stack')}${this.pile('W', 'stack')}
      ${['T0', 'T1', 'T2', 'T3', 'T4'].map((id) => this.pile(id, 'stack'))}
      ${['F0', 'F1', 'F2', 'F3'].map((id) => this.pile(id, 'stack'))}
    </div>`;
  }
}

// A host adds or replaces a language with `registerLanguage`; the shipped ones load when a table speaks one.
export { registerLanguage, type LanguagePack } from '../ui/i18n/languages.js';

offerShippedLanguages();
if (!customElements.get('patience-well')) customElements.define('patience-well', PatienceWell);

declare global {
  interface HTMLElementTagNameMap {
    'patience-well': PatienceWell;
  }
}
