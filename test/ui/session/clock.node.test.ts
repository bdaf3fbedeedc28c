/** The stopwatch (src/ui/session/clock.ts), on a hand-driven time source. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Clock } from '../../../src/ui/session/clock.js';

describe('Clock', () => {
  it('adds up only the time it runs', () => {
    let now = 1000;
    const clock = new Clock(() => now);
    now += 50;
    assert.equal(clock.elapsedMs, 0);
    clock.start();
    now += 200;
    assert.equal(clock.elapsedMs, 200);
    clock.start();
    now += 100;
    assert.equal(clock.elapsedMs, 300, 'starting a running clock changes nothing');
    clock.stop();
    now += 5000;
    assert.equal(clock.elapsedMs, 300);
    assert.equal(clock.running, false);
    clock.start();
    now += 1;
    assert.equal(clock.elapsedMs, 301);
    clock.reset(60_000);
    now += 10;
    assert.deepEqual([clock.elapsedMs, clock.running], [60_000, false]);
  });
});
