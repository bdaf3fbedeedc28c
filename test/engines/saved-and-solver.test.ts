/**
 * Storage, the solver's worker and accessibility in each engine: a game kept with `persist`
 * comes back in a new element (a reload's stand-in), hints come from the worker, and every
 * element passes axe.
 */
import { expect } from '@open-wc/testing';
import { dealt, settle, TAGS } from './helpers.js';
import type { GameId } from '../../src/index.js';

describe('saved games, hints and axe in this engine', () => {
  it('keeps a game with persist and restores it in a new element', async () => {
    const key = 'engines-persist';
    localStorage.removeItem(key);
    try {
      const first = await dealt('funnel', `seed="2" persist="${key}"`);
      expect(first.play('T0>W')).to.equal(true);
      expect(first.play('T0>W')).to.equal(true);
      expect(localStorage.getItem(key), 'saved in localStorage').to.be.a('string');
      first.remove();
      const again = await dealt('funnel', `persist="${key}"`);
      expect(again.moves).to.deep.equal(['T0>W', 'T0>W']);
      expect(again.seed).to.equal(2);
    } finally {
      localStorage.removeItem(key);
    }
  });

  it("answers a hint from the solver's worker", async () => {
    // Asked only from the first move on: an answer for the deal would make the next position on
    // its winning line 'known', not the worker's.
    const el = await dealt('funnel', 'seed="2"');
    el.showWinnable = true;
    const answered = new Promise<{ where: string; winnability: string }>((resolve) =>
      el.addEventListener('patience-winnability', (e) => resolve(e.detail), { once: true }));
    expect(el.play('T0>W')).to.equal(true);
    const detail = await answered;
    // 'main thread' would mean the engine refused the module worker and the fallback answered.
    expect(detail.where).to.equal('worker');
    expect(detail.winnability).to.equal('winnable');
    const hint = await el.hint();
    expect(hint?.winning).to.equal(true);
    expect(el.play(hint!.move), hint!.move).to.equal(true);
  });

  for (const game of Object.keys(TAGS) as GameId[]) {
    it(`${game} passes axe`, async () => {
      const el = await dealt(game, 'seed="1"');
      await settle(el);
      await expect(el).to.be.accessible();
    });
  }
});
