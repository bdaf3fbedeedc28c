/** The day's deal: its published formula, the same for every clock on one UTC date, and valid for any Date. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dailyDate, dailySeed, FALLBACK_DAY, isSeed } from '../../../src/core/index.js';

/** The README's formula, written out again independently. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const ch of text) hash = Number((BigInt((hash ^ ch.charCodeAt(0)) >>> 0) * 16777619n) % 4294967296n);
  return hash;
}

describe('dailySeed', () => {
  it('is FNV-1a of "YYYY-MM-DD:<game>:<deck>", the deck defaulting to the game\'s first', () => {
    assert.equal(dailySeed('well', '2026-12-06'), fnv1a('2026-12-06:well:36'));
    assert.equal(dailySeed('indian', '2026-12-06', 52), fnv1a('2026-12-06:indian:52'));
  });

  it('is the same all through one UTC date, and from its text', () => {
    const morning = dailySeed('funnel', new Date('2026-12-06T00:00:00Z'));
    assert.equal(dailySeed('funnel', new Date('2026-12-06T23:59:59.999Z')), morning);
    assert.equal(dailySeed('funnel', '2026-12-06'), morning);
    assert.notEqual(dailySeed('funnel', new Date('2026-12-07T00:00:00Z')), morning);
  });

  it('differs by game and by deck', () => {
    const day = '2026-12-06';
    assert.notEqual(dailySeed('well', day), dailySeed('funnel', day));
    assert.notEqual(dailySeed('well', day, 36), dailySeed('well', day, 52));
  });

  it('gives a valid seed for any Date: an Invalid Date deals 1970-01-01, far years their ISO date', () => {
    assert.equal(dailyDate(new Date(Number.NaN)), FALLBACK_DAY);
    assert.equal(dailySeed('well', new Date(Number.NaN)), dailySeed('well', '1970-01-01'));
    for (const date of [new Date(8.64e15), new Date(-8.64e15), new Date(0), new Date(Number.NaN)]) assert.ok(isSeed(dailySeed('indian', date)));
    assert.equal(dailyDate(new Date(8.64e15)), '+275760-09-13');
  });

  it('refuses text that is no calendar day, an unknown game and a deck the game lacks', () => {
    assert.throws(() => dailySeed('well', '2026-02-30'), RangeError);
    assert.throws(() => dailySeed('well', '6 Dec 2026'), RangeError);
    assert.throws(() => dailySeed('chess' as 'well', '2026-12-06'), RangeError);
    assert.throws(() => dailySeed('well-of-truth', '2026-12-06', 36), RangeError);
  });
});
