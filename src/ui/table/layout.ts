/** The layout's units, shared by the table and the game elements' layouts: lengths in card widths. */
import { html, type TemplateResult } from 'lit';
import type { GameOptions, PileId, Rules } from '../../core/index.js';
import { roleOf } from '../input/tap.js';
import type { Fan } from '../cards/patience-pile.js';

/** The space between piles, in card widths. */
export const GAP = 0.14;

/** The space between piles, in whole CSS pixels: GAP card widths, at least 4 px. */
export function tableGap(cardWidth: number): number {
  return Math.max(4, Math.round(cardWidth * GAP));
}

/** A pile of a game's layout, its parts named by its role. */
export function renderPile(rules: Rules, options: GameOptions | undefined, id: PileId, fan: Fan, maxHeight: number): TemplateResult {
  const role = roleOf(rules, options, id) ?? 'tableau';
  return html`<patience-pile data-pile=${id} fan=${fan} part="pile ${role}" class="pile-${id}" max-height=${maxHeight}></patience-pile>`;
}
