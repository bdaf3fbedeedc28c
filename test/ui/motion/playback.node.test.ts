/** Playback (src/ui/motion/playback.ts) on a fake clock, in Node: its pace holds from the start. */
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { Playback } from '../../../src/ui/motion/playback.js';

const host = { isConnected: true, addController() {}, removeController() {}, requestUpdate() {}, updateComplete: Promise.resolve(true) };

/** Timers that fire when the test says, on a clock the test moves. */
function fakeTime() {
  const original = { setTimeout: globalThis.setTimeout, now: performance.now };
  let now = 0;
  const asked: number[] = [];
  let due: (() => void) | null = null;
  globalThis.setTimeout = ((callback: () => void, ms: number) => {
    asked.push(ms);
    due = () => {
      now += ms;
      callback();
    };
    return 1;
  }) as unknown as typeof setTimeout;
  performance.now = () => now;
  return {
    asked,
    advance: (ms: number) => (now += ms),
    fire: () => {
      const next = due;
      due = null;
      next?.();
    },
    restore: () => {
      globalThis.setTimeout = original.setTimeout;
      performance.now = original.now;
    },
  };
}

let time: ReturnType<typeof fakeTime> | null = null;
afterEach(() => time?.restore());

describe('Playback', () => {
  it('a move that takes time shortens the wait for the next, so the whole keeps its pace', async () => {
    time = fakeTime();
    const played: string[] = [];
    const playback = new Playback(host);
    const done = playback.run(['a', 'b', 'c', 'd'], 100, (move) => {
      played.push(move);
      time!.advance(30);
      return true;
    }, () => false);
    for (let i = 0; i < 5; i++) time.fire();
    assert.equal(await done, true);
    assert.deepEqual(played, ['a', 'b', 'c', 'd']);
    assert.deepEqual(time.asked, [100, 70, 70, 70, 70]);
  });

  it('a timer far behind is followed by one step at once, then the pace again: no rush through the moves missed', async () => {
    time = fakeTime();
    const playback = new Playback(host);
    const done = playback.run(['a', 'b', 'c'], 100, () => true, () => false);
    time.fire();
    // The main thread was busy for 5 s after the first move.
    time.advance(5_000);
    time.fire();
    time.fire();
    time.fire();
    assert.equal(await done, true);
    assert.deepEqual(time.asked, [100, 100, 0, 100]);
  });

  it('a hold waits a whole interval at a time, and the pace starts again from its end', async () => {
    time = fakeTime();
    let held = true;
    const playback = new Playback(host);
    const done = playback.run(['a'], 100, () => true, () => held);
    time.fire();
    time.fire();
    held = false;
    time.fire();
    time.fire();
    assert.equal(await done, true);
    assert.deepEqual(time.asked, [100, 100, 100, 100]);
  });
});
