/**
 * Reduced motion in each engine. Chromium's automation emulates the preference; Firefox's (over
 * BiDi) and WebKitGTK's cannot, so there the page's own `matchMedia` answers for that one query,
 * before any element has asked (each test file has a page of its own).
 */
import { expect } from '@open-wc/testing';
import { dealt, glides, pileTarget, reduceMotion, settle } from './helpers.js';

const QUERY = '(prefers-reduced-motion: reduce)';

describe('reduced motion in this engine', () => {
  let emulated = false;
  const realMatchMedia = window.matchMedia;
  before(async () => {
    emulated = await reduceMotion(true);
    if (!emulated) {
      const reduce = realMatchMedia.call(window, 'all');
      window.matchMedia = (query: string) => (query === QUERY ? reduce : realMatchMedia.call(window, query));
    }
    expect(matchMedia(QUERY).matches).to.equal(true);
  });
  after(async () => {
    window.matchMedia = realMatchMedia;
    if (emulated) await reduceMotion(false);
  });

  it('moves a card at once, with no glide', async () => {
    const el = await dealt('funnel', 'seed="2"');
    const card = pileTarget(el, 'T0').dataset['card'];
    expect(el.play('T0>W')).to.equal(true);
    await el.updateComplete;
    await new Promise((resolve) => setTimeout(resolve));
    expect(glides(el)).to.deep.equal([]);
    await settle(el);
    expect(pileTarget(el, 'W').dataset['card']).to.equal(card);
  });
});
