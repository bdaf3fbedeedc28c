/** sound: no AudioContext before a player's gesture nor with sound off; cues scheduled on a move once both allow it. */
import { expect } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import { games } from '../../../src/core/index.js';
import { centre, gameFixture, pileEl, settle, stubWarn, type PatienceTable } from '../helpers.js';
import { cleanUp } from './host-helpers.js';

/** A spy in place of window.AudioContext: how many were made and how many notes started. */
const spy = { made: 0, started: 0 };
const RealContext = window.AudioContext;

class FakeContext {
  readonly state = 'running';
  readonly currentTime = 0;
  readonly destination = {};
  constructor() {
    spy.made++;
  }
  createOscillator() {
    return { type: '', frequency: { value: 0 }, connect: (next: unknown) => next, start: () => void spy.started++, stop: () => undefined };
  }
  createGain() {
    return { gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }, connect: (next: unknown) => next };
  }
}

beforeEach(() => {
  spy.made = spy.started = 0;
  window.AudioContext = FakeContext as unknown as typeof AudioContext;
});

afterEach(async () => {
  window.AudioContext = RealContext;
  await cleanUp();
});

/** A real click on the table's first corner: a player's gesture. */
async function press(el: PatienceTable): Promise<void> {
  const [x, y] = centre(pileEl(el, 'F0'));
  await sendMouse({ type: 'click', position: [x, y] });
  await settle(el);
}

const firstMove = (el: PatienceTable) => games[el.state!.game].legalMoves(el.state!).find((m) => m.includes('>'))!;

describe('sound', () => {
  it('off by default: a gesture and a move make no AudioContext', async () => {
    const el = await gameFixture('well', { seed: '1' });
    await press(el);
    el.play(firstMove(el));
    expect(spy.made).to.equal(0);
  });

  it('on, but before any gesture: moves make no AudioContext', async () => {
    const el = await gameFixture('well', { seed: '1', sound: true });
    el.play(firstMove(el));
    el.play('F0>T0');
    expect(spy.made).to.equal(0);
  });

  it('on, after a gesture: one AudioContext, and a move schedules notes; a refused move too', async () => {
    const el = await gameFixture('well', { seed: '1', sound: true });
    await press(el);
    const before = spy.started;
    el.play(firstMove(el));
    expect(spy.made).to.equal(1);
    expect(spy.started).to.be.greaterThan(before);
    const afterMove = spy.started;
    expect(el.play('F0>T0')).to.equal(false);
    expect(spy.started).to.be.greaterThan(afterMove);
    expect(spy.made).to.equal(1);
  });

  it('silent while paused', async () => {
    const el = await gameFixture('well', { seed: '1', sound: true });
    await press(el);
    el.pause();
    const before = spy.started;
    // A new deal is heard while paused: it comes in paused.
    el.newGame(5);
    await settle(el);
    expect(el.seed).to.equal(5);
    expect(spy.started).to.equal(before);
    el.resume();
    el.newGame(6);
    await settle(el);
    expect(spy.started).to.be.greaterThan(before);
  });

  it('a bad volume falls back to 0.5 with one warning', async () => {
    const warn = stubWarn();
    const el = await gameFixture('well', { seed: '1' });
    try {
      el.volume = 3;
      await settle(el);
      el.volume = Number.NaN;
      await settle(el);
    } finally {
      warn.restore();
    }
    expect(el.volume).to.equal(0.5);
    expect(warn.calls.filter((call) => String(call[0]).includes('volume'))).to.have.length(2);
    el.volume = 0.2;
    await settle(el);
    expect(el.volume).to.equal(0.2);
  });
});
