/** The events a host hears, in its order, and a host acting inside its own handlers. */
import { expect } from '@open-wc/testing';
import { games, serialize } from '../../../src/core/index.js';
import { PatienceFunnel, PatienceWell } from '../../../src/index.js';
import { gameFixture, record, root, SCENARIOS, settle, tapPile } from '../helpers.js';
import { cleanUp, SCENARIO_FIRST, story, wait } from './host-helpers.js';

afterEach(cleanUp);

describe('events a host can rely on', () => {
  it('the first patience-new-game is heard by a listener added in the same task as the element', async () => {
    const heard: Event[] = [];
    const el = document.createElement('patience-well') as PatienceWell;
    el.setAttribute('seed', '5');
    document.body.append(el);
    el.addEventListener('patience-new-game', (e) => heard.push(e));
    await settle(el);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).to.have.length(1);
    el.remove();
  });

  it('patience-start fires once, at the first move of a deal', async () => {
    const el = await gameFixture('funnel', { seed: '2' });
    const starts = record('patience-start');
    const [from, to] = SCENARIOS.funnel.drag;
    el.play(`${from}>${to}`);
    el.undo();
    el.play(`${from}>${to}`);
    expect(starts.map((e) => e.detail.move)).to.deep.equal([`${from}>${to}`]);
    el.restart();
    el.play(`${from}>${to}`);
    expect(starts).to.have.length(2);
  });

  it('pause() stops the clock, puts up a veil and ignores input; resume() goes on; both are events', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    const events = [...['patience-pause', 'patience-resume'].map((t) => record(t as 'patience-pause'))];
    el.play(SCENARIOS.funnel.tapMove);
    expect(el.pause()).to.equal(true);
    await settle(el);
    const veil = root(el).querySelector('.veil');
    expect(veil?.textContent).to.contain('Paused');
    // It hides the cards, so the stopped clock is no time to study them.
    expect(getComputedStyle(veil!).backgroundColor).to.match(/^rgb\(/);
    const [table, over] = [root(el).querySelector('.table')!, veil!].map((node) => node.getBoundingClientRect());
    expect([over.left <= table.left, over.top <= table.top, over.right >= table.right, over.bottom >= table.bottom]).to.deep.equal([true, true, true, true]);
    const at = el.elapsedMs;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(el.elapsedMs).to.equal(at);
    expect(root(el).querySelector('.table')!.hasAttribute('inert')).to.equal(true);
    await tapPile(el, 'T1');
    expect(el.moves).to.have.length(1);
    // The host's own calls wait too: the clock must not run under the veil.
    expect(el.play(games.funnel.legalMoves(el.state!)[0]!)).to.equal(false);
    expect(el.undo()).to.equal(false);
    expect(el.moves).to.have.length(1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(el.elapsedMs).to.equal(at);
    veil!.querySelector('button')!.click();
    await settle(el);
    expect(el.paused).to.equal(false);
    expect(events.map((list) => list.map((e) => e.detail.reason))).to.deep.equal([['host'], ['host']]);
  });

  it('pauses while the page is hidden and goes on when it shows again', async () => {
    const el = await gameFixture('funnel', { seed: '2' });
    let hidden = true;
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      expect(el.paused).to.equal(true);
      hidden = false;
      document.dispatchEvent(new Event('visibilitychange'));
      expect(el.paused).to.equal(false);
    } finally {
      delete (document as unknown as Record<string, unknown>)['hidden'];
    }
  });
});

describe('a host acting inside its own event handlers', () => {
  it('newGame() or restore() in a patience-new-game handler gives the game it asks for, told after the deal it answers', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    const deals = record('patience-new-game');
    let calls = 0;
    const again = (event: Event) => {
      if ((event as CustomEvent<{ seed: number }>).detail.seed !== 7 && calls++ < 5) el.newGame(7);
    };
    el.addEventListener('patience-new-game', again);
    el.newGame(3);
    await wait(20);
    el.removeEventListener('patience-new-game', again);
    expect([el.state!.seed, el.getAttribute('seed'), calls]).to.deep.equal([7, '7', 1]);
    expect(deals.map((e) => e.detail.seed)).to.deep.equal([3, 7]);
    const saved = serialize(games.funnel.apply(games.funnel.deal(9), SCENARIO_FIRST));
    const restoring = () => el.restore(saved);
    el.addEventListener('patience-new-game', restoring, { once: true });
    el.newGame(4);
    await wait(20);
    expect([el.state!.seed, el.moves, el.getAttribute('seed')]).to.deep.equal([9, [SCENARIO_FIRST], '9']);
    expect(deals.slice(2).map((e) => [e.detail.seed, e.detail.restored])).to.deep.equal([[4, false], [9, true]]);
  });

  for (const capture of [false, true]) {
    const where = capture ? 'a capturing listener on the document' : 'a listener on the element';
    it(`what ${where} does is told after the event it heard, to every listener in the same order`, async () => {
      const el = document.createElement('patience-funnel') as PatienceFunnel;
      el.seed = 2;
      const [page, own] = [story(document, el), story(el, el)];
      const target: EventTarget = capture ? document : el;
      const playFirst = () => el.play(SCENARIO_FIRST);
      const dealAgain = () => el.newGame(7);
      target.addEventListener('patience-new-game', playFirst, { capture, once: true });
      document.body.append(el);
      try {
        await settle(el);
        await wait(20);
        expect(page).to.deep.equal(['new-game 2', `start ${SCENARIO_FIRST}`, `move ${SCENARIO_FIRST}`]);
        expect(own).to.deep.equal(page);
        target.addEventListener('patience-move', dealAgain, { capture, once: true });
        const [next] = games.funnel.legalMoves(el.state!);
        el.play(next!);
        expect(page.slice(3)).to.deep.equal([`move ${next}`, 'new-game 7']);
        expect(own).to.deep.equal(page);
      } finally {
        target.removeEventListener('patience-new-game', playFirst, { capture });
        target.removeEventListener('patience-move', dealAgain, { capture });
        el.remove();
      }
    });
  }

  it('each element keeps its own order: acting on another element from a handler tells its events at once', async () => {
    const [a, b] = await Promise.all([gameFixture('funnel', { seed: '2', lang: 'en' }), gameFixture('funnel', { seed: '2', lang: 'en' })]);
    const heard: string[] = [];
    const hear = (event: Event) => heard.push(`${event.target === a ? 'A' : 'B'} ${event.type.slice(9)}`);
    const actOnB = () => b.play(SCENARIO_FIRST);
    document.addEventListener('patience-move', actOnB, { capture: true, once: true });
    document.addEventListener('patience-move', hear);
    try {
      a.play(SCENARIO_FIRST);
    } finally {
      document.removeEventListener('patience-move', actOnB, { capture: true });
      document.removeEventListener('patience-move', hear);
    }
    expect(heard).to.deep.equal(['B move', 'A move']);
  });

  it('taken off the page by a listener, the element tells the rest when it is back', async () => {
    const el = document.createElement('patience-funnel') as PatienceFunnel;
    el.newGame(2);
    el.play(SCENARIO_FIRST);
    const page = story(document, el);
    const takeOff = () => el.remove();
    document.addEventListener('patience-new-game', takeOff, { once: true });
    document.body.append(el);
    try {
      await settle(el);
      await wait(20);
      expect(page).to.deep.equal(['new-game 2']);
      document.body.append(el);
      expect(page).to.deep.equal(['new-game 2', `start ${SCENARIO_FIRST}`, `move ${SCENARIO_FIRST}`]);
    } finally {
      document.removeEventListener('patience-new-game', takeOff);
      el.remove();
    }
  });
});

describe('a page without Navigation Timing (a DOM shim a host tests with)', () => {
  it('still says the first deal', async () => {
    const timing = performance as { getEntriesByType?: Performance['getEntriesByType'] };
    const original = timing.getEntriesByType;
    timing.getEntriesByType = undefined;
    try {
      const deals = record('patience-new-game');
      const el = await gameFixture('funnel', { seed: '2' });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(deals.filter((e) => e.target === el).map((e) => e.detail.seed)).to.deep.equal([2]);
    } finally {
      timing.getEntriesByType = original;
    }
  });
});
