/** At 320 px every face-up card's index is at least 9 px high (small cards are drawn compact). */
import { expect } from '@open-wc/testing';
import { games, type GameId } from '../../src/core/index.js';
import { gameFixture, root } from '../elements/helpers.js';

/** The height of the glyphs `text` at `px` in the cards' bold system font, from the canvas's own measure. */
function glyphHeight(text: string, px: number): number {
  const context = document.createElement('canvas').getContext('2d')!;
  context.font = `700 ${px}px system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif`;
  const m = context.measureText(text);
  return m.actualBoundingBoxAscent + m.actualBoundingBoxDescent;
}

describe('card indices at 320 px', () => {
  for (const game of Object.keys(games) as GameId[]) {
    for (const deck of games[game].decks) {
      it(`${game} ${deck}: every face-up index is at least 9 px high`, async () => {
        const el = await gameFixture(game, { seed: '1', deck: String(deck) }, { width: 320 });
        const ranks = [...root(el).querySelectorAll<SVGTextElement>('.card:not(.covered) .index-rank')];
        expect(ranks.length).to.be.above(0);
        let smallest = Infinity;
        for (const rank of ranks) {
          const card = rank.closest('.card')!.getBoundingClientRect();
          const px = Number(rank.getAttribute('font-size')) * (Math.min(card.width, card.height) / 250);
          smallest = Math.min(smallest, glyphHeight(rank.textContent!.trim(), px));
        }
        expect(smallest).to.be.at.least(9);
      });
    }
  }
});
