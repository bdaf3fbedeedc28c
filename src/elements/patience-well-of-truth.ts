import { css, html, type TemplateResult } from 'lit';
import type { Rules } from '../core/index.js';
import { wellOfTruth } from '../core/games/well-of-truth/index.js';
import { CARD_RATIO } from '../ui/cards/patience-pile.js';
import { PatienceTable } from '../ui/table/patience-table.js';
import type { SolverWorkerSource } from '../ui/solver/solver-thread.js';
import { offerShippedLanguages } from '../languages/shipped.js';
import { gameText } from '../ui/i18n/i18n.js';
import { GAP, tableGap } from '../ui/table/layout.js';
/** The phase caption's one line, in CSS pixels (its margin is a gap). */
const PHASE_LINE = 18;

/**
 * Колодец истины — the Well of Truth: two decks, eight bases built up regardless of suit
 * around a well that empties, fills and is dealt out in threes.
 *
 * @summary The Well of Truth patience (2 × 52 cards).
 * @attr {52} deck - Deck size: always 52.
 */
export class PatienceWellOfTruth extends PatienceTable {
  static override styles = [
    ...PatienceTable.styles,
    css`
      .layout {
        display: grid;
        grid-template-columns: repeat(4, var(--patience-card-h));
        grid-auto-rows: var(--patience-card-h);
        grid-template-areas:
          't0 f0 f1 t1'
          'f7 c w0 f2'
          'f6 w1 w2 f3'
          't3 f5 f4 t2';
        gap: var(--gap);
        justify-content: center;
        justify-items: center;
      }
      .pile-T0 { grid-area: t0; }
      .pile-T1 { grid-area: t1; }
      .pile-T2 { grid-area: t2; }
      .pile-T3 { grid-area: t3; }
      .pile-F0 { grid-area: f0; }
      .pile-F1 { grid-area: f1; }
      .pile-F2 { grid-area: f2; }
      .pile-F3 { grid-area: f3; }
      .pile-F4 { grid-area: f4; }
      .pile-F5 { grid-area: f5; }
      .pile-F6 { grid-area: f6; }
      .pile-F7 { grid-area: f7; }
      .pile-C { grid-area: c; }
      .pile-W0 { grid-area: w0; }
      .pile-W1 { grid-area: w1; }
      .pile-W2 { grid-area: w2; }
      .phase {
        margin: var(--gap) 0 0;
        text-align: center;
        overflow: hidden;
        font-size: 13px;
        line-height: ${PHASE_LINE}px;
        white-space: nowrap;
        text-overflow: ellipsis;
        opacity: 0.9;
      }
    `,
  ];

  protected readonly rules: Rules = wellOfTruth;
  /** Its solver's worker, its rules alone: Vite and other bundlers emit the file from this line. */
  protected override readonly solverWorker: SolverWorkerSource = {
    file: 'solver-well-of-truth.js',
    start: (Worker) => new Worker(new URL('./workers/solver-well-of-truth.ts', import.meta.url), { type: 'module' }),
  };

  protected unitsAcross(): number {
    return 4 * (CARD_RATIO + GAP) + GAP + 0.2;
  }

  /** Four rows of lying cards' height and the phase's caption, as laid out at the card width in use (see exactDown). */
  protected unitsDown(width: number): number {
    return this.exactDown(width, this.unitsAcross(), 4 * CARD_RATIO + 6 * GAP, (cardWidth) =>
      4 * Math.round(cardWidth * CARD_RATIO) + 6 * tableGap(cardWidth) + PHASE_LINE);
  }

  protected renderTable(): TemplateResult {
    const phase = this.inPlay?.phase ?? 1;
    return html`<div class="layout">
        ${['T0', 'T1', 'T2', 'T3'].map((id) => this.pile(id, 'stack'))}
        ${['F0', 'F1', 'F2', 'F3', 'F4', 'F5', 'F6', 'F7'].map((id) => this.pile(id, 'cross'))}
        ${this.pile('C', 'stack')}
        ${['W0', 'W1', 'W2'].map((id) => this.pile(id, 'stack'))}
      </div>
      <p class="phase">${this.view && gameText(this.view.rules, this.view.lang).phases?.[phase]}</p>`;
  }
}

// A host adds or replaces a language with `registerLanguage`; the shipped ones load when a table speaks one.
export { registerLanguage, type LanguagePack } from '../ui/i18n/languages.js';

offerShippedLanguages();
if (!customElements.get('patience-well-of-truth')) customElements.define('patience-well-of-truth', PatienceWellOfTruth);

declare global {
  interface HTMLElementTagNameMap {
    'patience-well-of-truth': PatienceWellOfTruth;
  }
}
