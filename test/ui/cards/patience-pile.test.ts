/** `<patience-pile>` renders again only when what it shows changed. */
import { expect } from '@open-wc/testing';
import { games, type GameId } from '../../../src/core/index.js';
import { PatiencePile } from '../../../src/ui/cards/patience-pile.js';
import { gameFixture, root, SCENARIOS, settle, type PatienceTable } from '../../elements/helpers.js';

/** The ids of the piles that rendered while `run` ran and the table settled. */
async function rendersDuring(el: PatienceTable, run: () => void): Promise<string[]> {
  const rendered: string[] = [];
  const original = PatiencePile.prototype['render'];
  PatiencePile.prototype['render'] = function (this: PatiencePile) {
    rendered.push(this.pileId);
    return original.call(this);
  };
  try {
    run();
    await settle(el);
  } finally {
    PatiencePile.prototype['render'] = original;
  }
  return rendered;
}

describe('pile renders per move', () => {
  it('a Funnel column-to-waste move renders at most 3 piles (here: the column and the waste)', async () => {
    const { seed, tapMove } = SCENARIOS.funnel;
    const el = await gameFixture('funnel', { seed: String(seed) });
    const rendered = await rendersDuring(el, () => el.play(tapMove));
    expect(rendered.sort()).to.deep.equal(['T0', 'W']);
  });

  for (const game of ['indian', 'well-of-truth'] as GameId[]) {
    it(`${game}: a move renders only the piles it changed, not all ${games[game].piles().length}`, async () => {
      const { seed, drag } = SCENARIOS[game];
      const el = await gameFixture(game, { seed: String(seed) });
      const before = el.state!;
      const rendered = await rendersDuring(el, () => expect(el.play(drag.join('>'))).to.equal(true));
      const after = el.state!;
      const changed = games[game].piles().filter((_, i) => before.piles[i] !== after.piles[i]).map((s) => s.id);
      expect(changed.length).to.be.within(2, 3);
      expect(rendered.sort()).to.deep.equal(changed.sort());
    });
  }

  it('a change of language renders every pile (their names change)', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    const rendered = await rendersDuring(el, () => el.setAttribute('lang', 'ru'));
    expect(rendered.length).to.equal(games.funnel.piles().length);
  });
});

describe('the card-count badge', () => {
  it('covers neither index of the card under it, at 320 px', async () => {
    // The Well's reserve: face-up cards in a stack, with a count once it holds two.
    const el = await gameFixture('well', { seed: '1', lang: 'en' }, { width: 320 });
    el.play('draw');
    el.play('draw');
    await settle(el);
    const pile = root(el).querySelector('[data-pile="W"]')!;
    const badge = pile.querySelector('.count')!.getBoundingClientRect();
    const top = [...pile.querySelectorAll('.card')].at(-1)!;
    for (const index of top.querySelectorAll('.index-rank, .index-suit')) {
      const box = index.getBoundingClientRect();
      const overlap = Math.max(0, Math.min(box.right, badge.right) - Math.max(box.left, badge.left)) * Math.max(0, Math.min(box.bottom, badge.bottom) - Math.max(box.top, badge.top));
      expect(overlap, `badge over ${index.getAttribute('class')}`).to.equal(0);
    }
  });
});
