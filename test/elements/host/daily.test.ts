/** seed="daily": the day's deal, the same for two elements and equal to the core's dailySeed; a broken clock still deals. */
import { expect } from '@open-wc/testing';
import { dailyDate, dailySeed, FALLBACK_DAY, games, serialize } from '../../../src/core/index.js';
import { gameFixture, record, settle, stubWarn } from '../helpers.js';
import { cleanUp } from './host-helpers.js';

afterEach(cleanUp);

describe('seed="daily"', () => {
  it('two elements deal the same deal, dailySeed\'s, and their events say the date beside the seed', async () => {
    const deals = record('patience-new-game');
    const a = await gameFixture('indian', { seed: 'daily' });
    const b = await gameFixture('indian', { seed: 'daily', deck: '52' });
    const c = await gameFixture('indian', { seed: 'daily', deck: '52' });
    await settle(c);
    const today = dailyDate(new Date());
    expect(a.seed).to.equal(dailySeed('indian', new Date()));
    expect(b.seed).to.equal(dailySeed('indian', today, 52));
    expect(c.seed).to.equal(b.seed);
    expect(a.seed).to.not.equal(b.seed);
    expect(deals.map((e) => e.detail.daily)).to.deep.equal([today, today, today]);
    // The attribute keeps asking for the day's deal; the property reads its number.
    expect(a.getAttribute('seed')).to.equal('daily');
    const moves = record('patience-move', a);
    a.play(a.state!.piles[0]!.cards.length > 0 ? 'draw' : a.moves[0]!);
    expect(moves[0]!.detail).to.include({ daily: today, seed: a.seed });
  });

  it('a saved game of the day\'s deal put back under seed="daily" is still the daily one; another is not', async () => {
    const el = await gameFixture('well', { seed: 'daily' });
    await settle(el);
    const today = dailyDate(new Date());
    const deals = record('patience-new-game', el);
    el.restore(serialize(games.well.deal(el.seed!)));
    el.restore(serialize(games.well.deal(7)));
    expect(deals.map((e) => [e.detail.restored, e.detail.daily])).to.deep.equal([[true, today], [true, undefined]]);
  });

  it('a numbered deal says no date', async () => {
    const deals = record('patience-new-game');
    const el = await gameFixture('well', { seed: '5' });
    await settle(el);
    expect(deals[0]!.detail).to.not.have.property('daily');
  });

  it('with a clock that gives no date, deals the 1970-01-01 deal, with one warning', async () => {
    const warn = stubWarn();
    const RealDate = Date;
    // A broken clock: `new Date()` is an Invalid Date.
    globalThis.Date = class extends RealDate {
      constructor(...args: []) {
        if (args.length === 0) super(Number.NaN);
        else super(...(args as unknown as [number]));
      }
    } as DateConstructor;
    try {
      const el = await gameFixture('well', { seed: 'daily' });
      await settle(el);
      expect(el.seed).to.equal(dailySeed('well', FALLBACK_DAY));
    } finally {
      globalThis.Date = RealDate;
      warn.restore();
    }
    expect(warn.calls.filter((call) => String(call[0]).includes('daily'))).to.have.length(1);
  });

  it('with winnable, the first winnable seed at or after the day\'s', async () => {
    const el = await gameFixture('funnel', { seed: 'daily', winnable: true });
    for (let i = 0; i < 100 && el.seed === undefined; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    await settle(el);
    const from = dailySeed('funnel', new Date());
    expect(el.seed! - from).to.be.within(0, 10_000);
    expect(el.winnability).to.not.equal('lost');
  });
});
