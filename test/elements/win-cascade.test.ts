/** A win's cascade: the cards leave the foundations (the Funnel's waste), then the message comes; a click or key skips it. */
import { expect, nextFrame } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { games, solve, type Move } from '../../src/core/index.js';
import type { PatienceTable } from '../../src/ui/table/patience-table.js';
import { gameFixture, pileEl, record, root, settle, stopRecording } from './helpers.js';

const EVENTS = ['patience-start', 'patience-move', 'patience-win', 'patience-lose', 'patience-new-game', 'patience-undo', 'patience-pause', 'patience-resume', 'patience-winnability'] as const;

/** Deal 17 of the Funnel (36 cards) played to its last move, the table settled. */
async function oneMoveFromWin(): Promise<{ el: PatienceTable; last: Move }> {
  const found = solve(games.funnel.deal(17), { maxPositions: 20000 });
  if (found.result !== 'win') throw new Error('a proven win');
  const el = await gameFixture('funnel', { seed: '17', lang: 'en' });
  for (const move of found.moves.slice(0, -1)) expect(el.play(move), move).to.equal(true);
  await settle(el);
  return { el, last: found.moves.at(-1)! };
}

/** Plays the winning move and lets the table render it; returns every event the page hears from then on. */
async function win(el: PatienceTable, last: Move): Promise<Event[][]> {
  expect(el.play(last)).to.equal(true);
  const heard = EVENTS.map((type) => record(type));
  await el.updateComplete;
  await nextFrame();
  return heard;
}

const flights = (el: PatienceTable): Animation[] => [...root(el).querySelectorAll('.cascade > .card')].flatMap((card) => card.getAnimations());
const dialog = (el: PatienceTable): Element | null => root(el).querySelector('.end.won');

describe('the win cascade', () => {
  beforeEach(() => emulateMedia({ reducedMotion: 'no-preference' }));
  afterEach(async () => {
    stopRecording();
    await resetMouse();
  });

  it('flies every card off the waste for two to four seconds, then shows the message, firing nothing', async () => {
    const { el, last } = await oneMoveFromWin();
    const page = [el.getBoundingClientRect().height, document.documentElement.scrollHeight];
    const heard = await win(el, last);
    expect(el.status).to.equal('won');
    expect([el.getBoundingClientRect().height, document.documentElement.scrollHeight], 'no layout shift').to.deep.equal(page);
    const running = flights(el);
    expect(running.length, 'one flight per card of the Funnel\'s waste').to.equal(36);
    expect(dialog(el), 'no message while the cards fly').to.equal(null);
    const ends = running.map((a) => Number((a.effect as KeyframeEffect).getComputedTiming().endTime));
    expect(Math.max(...ends)).to.be.within(2000, 4000);
    // The layer takes no room and no pointer, but for the catcher that skips.
    const layer = root(el).querySelector<HTMLElement>('.cascade')!;
    expect(getComputedStyle(layer).position).to.equal('absolute');
    expect(getComputedStyle(layer).pointerEvents).to.equal('none');
    await settle(el);
    expect(root(el).querySelector('.cascade') === null, 'the cascade gone').to.equal(true);
    expect(dialog(el), 'the message after the cascade').to.not.equal(null);
    expect(heard.map((events) => events.length)).to.deep.equal(EVENTS.map(() => 0));
  });

  it('skips to the message on a key, which does nothing else', async () => {
    const { el, last } = await oneMoveFromWin();
    pileEl(el, 'W').focus();
    const heard = await win(el, last);
    expect(flights(el).length).to.be.greaterThan(0);
    await sendKeys({ press: 'u' });
    await el.updateComplete;
    expect(root(el).querySelector('.cascade') === null, 'the cascade gone').to.equal(true);
    const hiding = root(el).getAnimations().filter((a) => (a.effect as KeyframeEffect).getKeyframes().some((k) => 'opacity' in k));
    expect(hiding.length, 'the piles in sight again').to.equal(0);
    expect(dialog(el)).to.not.equal(null);
    expect(heard.map((events) => events.length)).to.deep.equal(EVENTS.map(() => 0));
  });

  it('skips to the message on a click', async () => {
    const { el, last } = await oneMoveFromWin();
    await win(el, last);
    expect(flights(el).length).to.be.greaterThan(0);
    const box = el.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
    await el.updateComplete;
    expect(root(el).querySelector('.cascade') === null, 'the cascade gone').to.equal(true);
    expect(dialog(el)).to.not.equal(null);
  });

  it('under reduced motion shows the message at once, with nothing moving', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { el, last } = await oneMoveFromWin();
    await win(el, last);
    expect(root(el).querySelector('.cascade') === null, 'the cascade gone').to.equal(true);
    expect(root(el).getAnimations().length).to.equal(0);
    expect(dialog(el)).to.not.equal(null);
  });
});
