/** An element taken off the page, or not yet on it: what waits, and what is told when it is back. */
import { expect } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import { games, serialize } from '../../../src/core/index.js';
import { PatienceFunnel } from '../../../src/index.js';
import { gameFixture, record, SCENARIOS, settle, startDrag, topCard } from '../helpers.js';
import { cleanUp, expectClockStands, SCENARIO_FIRST, story, wait } from './host-helpers.js';

afterEach(cleanUp);

describe('restoring off the page', () => {
  it('a game restored into an element taken off the page waits until it is back; one never on the page hears no pause', async () => {
    const saved = serialize(games.funnel.apply(games.funnel.deal(2), SCENARIO_FIRST), { elapsedMs: 5000 });
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    const parent = el.parentElement!;
    el.remove();
    el.restore(saved);
    expect(el.paused).to.equal(true);
    await expectClockStands(el);
    parent.append(el);
    expect(el.paused).to.equal(false);
    const fresh = document.createElement('patience-funnel') as PatienceFunnel;
    const pauses = record('patience-pause', fresh);
    fresh.restore(saved);
    document.body.append(fresh);
    expect([fresh.paused, pauses.length]).to.deep.equal([false, 0]);
    fresh.remove();
  });
});

describe('taken off the page mid-drag', () => {
  it('the drag ends and, put back, the card lies in its pile, not where the pointer left it', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    const parent = el.parentElement!;
    const card = topCard(el, 'T0')!;
    const home = card.getBoundingClientRect();
    await startDrag(card);
    expect(card.style.transform, 'dragged').to.not.equal('');
    el.remove();
    await sendMouse({ type: 'up' });
    parent.append(el);
    await settle(el);
    expect(card.style.transform).to.equal('');
    const now = topCard(el, 'T0')!.getBoundingClientRect();
    expect([now.left, now.top]).to.deep.equal([home.left, home.top]);
  });
});

describe('what happens off the page is told on its return, to the page and the element alike', () => {

  it('a first deal whose element left before its announcement', async () => {
    const el = document.createElement('patience-funnel') as PatienceFunnel;
    el.seed = 2;
    const [page, own] = [story(document, el), story(el, el)];
    document.body.append(el);
    // Rendered, its announcement a task away: taken off in between.
    await el.updateComplete;
    el.remove();
    await wait(30);
    expect([page, own], 'nothing while off the page').to.deep.equal([[], []]);
    document.body.append(el);
    try {
      await wait(0);
      expect(page).to.deep.equal(['new-game 2']);
      expect(own).to.deep.equal(page);
    } finally {
      el.remove();
    }
  });

  it('a move made in the task that adds the element is told after the first deal', async () => {
    const el = document.createElement('patience-funnel') as PatienceFunnel;
    el.seed = 2;
    const page = story(document, el);
    document.body.append(el);
    try {
      expect(el.play(SCENARIO_FIRST)).to.equal(true);
      await settle(el);
      await wait(20);
      expect(page).to.deep.equal(['new-game 2', `start ${SCENARIO_FIRST}`, `move ${SCENARIO_FIRST}`]);
    } finally {
      el.remove();
    }
  });

  it('newGame(), moves and restore() while off the page, a deal replaced unheard dropped with its moves', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    const [page, own] = [story(document, el), story(el, el)];
    const parent = el.parentElement!;
    el.play(SCENARIO_FIRST);
    el.remove();
    await Promise.resolve();
    el.newGame(7);
    const [move] = games.funnel.legalMoves(games.funnel.deal(7));
    expect(el.play(move!)).to.equal(false);
    el.resume();
    el.newGame(5);
    const [first] = games.funnel.legalMoves(games.funnel.deal(5));
    expect(el.play(first!)).to.equal(true);
    await wait(20);
    expect([page, own], 'nothing while off the page').to.deep.equal([['start ' + SCENARIO_FIRST, 'move ' + SCENARIO_FIRST], ['start ' + SCENARIO_FIRST, 'move ' + SCENARIO_FIRST]]);
    parent.append(el);
    expect(page).to.deep.equal(['start ' + SCENARIO_FIRST, 'move ' + SCENARIO_FIRST, 'new-game 5', `start ${first}`, `move ${first}`]);
    expect(own).to.deep.equal(page);
    el.remove();
    el.restore(serialize(games.funnel.deal(3)));
    await wait(20);
    expect(page).to.have.length(5);
    parent.append(el);
    expect(page.slice(5)).to.deep.equal(['new-game 3']);
    expect(own).to.deep.equal(page);
  });

  it('a solver\'s answer made off the page', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    const page = story(document, el);
    const parent = el.parentElement!;
    el.remove();
    expect(await el.hint()).to.not.equal(null);
    expect(page).to.deep.equal([]);
    parent.append(el);
    expect(page).to.deep.equal(['winnability winnable']);
  });

  it('a move between a resume and a pause made off the page is told between them', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    el.play(SCENARIO_FIRST);
    const page = story(document, el);
    el.pause();
    const parent = el.parentElement!;
    el.remove();
    await Promise.resolve();
    el.resume();
    const [next] = games.funnel.legalMoves(el.state!);
    expect(el.play(next!)).to.equal(true);
    el.pause();
    parent.append(el);
    expect(page).to.deep.equal(['pause host', 'resume host', `move ${next}`, 'pause host']);
    el.resume();
  });
});

describe('an element not yet on the page', () => {
  it('takes play() and undo() without throwing', () => {
    const el = document.createElement('patience-funnel') as PatienceFunnel;
    el.newGame(2);
    expect(el.play(SCENARIOS.funnel.tapMove)).to.equal(true);
    expect(el.undo()).to.equal(true);
    expect(el.moves).to.deep.equal([]);
  });
});
