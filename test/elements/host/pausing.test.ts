/** Pausing by the host, the player and the page, and what outranks what. */
import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { games, serialize } from '../../../src/core/index.js';
import { PatienceFunnel } from '../../../src/index.js';
import { MESSAGES } from '../../words.js';
import { centre, chord, firstLegalMoves, gameFixture, liveText, pileEl, record, root, SCENARIOS, settle } from '../helpers.js';
import { cleanUp, expectClockStands, fakeHidden, wait } from './host-helpers.js';

afterEach(cleanUp);

describe('pausing', () => {
  it('holds a watched game: no move is played back and the clock stands until resume', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    const line = firstLegalMoves(games.funnel.deal(2), 6);
    const watching = el.watch(line, { speed: 30 });
    await wait(70);
    expect(el.pause()).to.equal(true);
    const [moves, clock] = [el.moves.length, el.elapsedMs];
    expect(moves).to.be.within(1, 5);
    await wait(150);
    expect([el.moves.length, el.elapsedMs]).to.deep.equal([moves, clock]);
    el.resume();
    expect(await watching).to.equal(true);
    expect(el.moves).to.deep.equal(line);
  });

  it('outlasts a new deal, a restart or a restore: the veil stays and only resume() ends it, with its event', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    const [pauses, resumes] = [record('patience-pause'), record('patience-resume')];
    el.play(SCENARIOS.funnel.tapMove);
    el.pause();
    const saved = el.saveGame();
    for (const change of [() => el.newGame(5), () => el.restart(), () => el.restore(saved), () => (el.seed = 11)]) {
      change();
      await settle(el);
      expect(el.paused).to.equal(true);
      expect(root(el).querySelector('.veil')).to.not.equal(null);
    }
    expect(el.play(games.funnel.legalMoves(el.state!)[0]!)).to.equal(false);
    expect(resumes).to.have.length(0);
    expect(el.resume()).to.equal(true);
    expect([pauses.length, resumes.length]).to.deep.equal([1, 1]);
  });

  it('takes no key but the veil\'s Resume: no hint, no reading of the hidden table, no new deal, no draw, no undo', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    el.play(SCENARIOS.funnel.tapMove);
    await settle(el);
    el.pause();
    await settle(el);
    const resume = root(el).querySelector<HTMLElement>('.veil button')!;
    resume.focus();
    expect(root(el).activeElement === resume, 'focus on Resume').to.equal(true);
    const [before, said] = [el.state, liveText(el)];
    const hints = record('patience-winnability');
    for (const press of ['h', '?', 'n', 'n', 'd']) await sendKeys({ press });
    await chord(['Control'], 'z');
    await wait(50);
    await settle(el);
    expect(el.state).to.equal(before);
    expect(liveText(el)).to.equal(said);
    expect(hints).to.have.length(0);
    expect(root(el).querySelectorAll('[data-hint]')).to.have.length(0);
    await sendKeys({ press: 'Enter' });
    expect(el.paused).to.equal(false);
  });

  it('the player pauses with the clock button or P, and P or Resume goes on: the veil, the clock and the events follow', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    const [pauses, resumes] = [record('patience-pause'), record('patience-resume')];
    const clock = () => root(el).querySelector<HTMLButtonElement>('patience-toolbar button.clock')!;
    expect(clock().getAttribute('aria-disabled'), 'before the first move the clock stands: nothing to pause').to.equal('true');
    expect(clock().querySelector('.icon'), 'no pause sign on a clock that stands').to.equal(null);
    clock().click();
    expect(el.paused).to.equal(false);
    el.play(SCENARIOS.funnel.tapMove);
    await settle(el);
    expect(clock().textContent).to.contain(MESSAGES.en.pause);
    expect(clock().querySelector('.icon') !== null, 'a pause sign once the clock runs').to.equal(true);
    clock().focus();
    clock().click();
    await settle(el);
    expect([el.paused, root(el).querySelector('.veil') !== null]).to.deep.equal([true, true]);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(root(el).activeElement?.closest('.veil') != null, 'focus on the veil').to.equal(true);
    await sendKeys({ press: 'p' });
    await settle(el);
    expect(el.paused, 'P on the veil goes on').to.equal(false);
    pileEl(el, 'T0').focus();
    await sendKeys({ press: 'p' });
    await settle(el);
    expect(el.paused, 'P pauses').to.equal(true);
    await sendKeys({ press: 'Enter' });
    expect(el.paused, 'Enter on Resume').to.equal(false);
    expect([pauses.length, resumes.length]).to.deep.equal([2, 2]);
    expect(pauses.every((e) => e.detail.reason === 'host')).to.equal(true);
  });

  it('the time shown turns over with the game\'s own second, whenever in the page\'s second the clock was set', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    el.play(SCENARIOS.funnel.tapMove);
    await settle(el);
    const shown = () => root(el).querySelector('[part~="toolbar"] .time')!.textContent;
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // Three restores about 0.8 s apart, each looked at 0.1–0.2 s past its second: a tick once a
    // second from whenever would come in that window for one of them at most.
    for (const wait of [0, 333, 333]) {
      await sleep(wait);
      el.restore(serialize(el.state!, { elapsedMs: 1_700 }));
      await settle(el);
      expect(shown()).to.equal('0:01');
      await sleep(400);
      await settle(el);
      expect(el.elapsedMs, 'looked at past the second').to.be.within(2_000, 2_900);
      expect(shown(), `${wait} ms on`).to.equal('0:02');
    }
  });

  it('a game restored while the page is hidden waits for the page to show', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    const saved = serialize(games.funnel.apply(games.funnel.deal(2), SCENARIOS.funnel.tapMove), { elapsedMs: 5000 });
    let hidden = true;
    const page = fakeHidden(() => hidden);
    try {
      const pauses = record('patience-pause');
      el.restore(saved);
      expect(el.paused).to.equal(true);
      expect(pauses.map((e) => e.detail.reason)).to.deep.equal(['hidden']);
      expect(el.elapsedMs).to.be.closeTo(5000, 5);
      await expectClockStands(el);
      hidden = false;
      document.dispatchEvent(new Event('visibilitychange'));
      expect(el.paused).to.equal(false);
    } finally {
      page.restore();
    }
  });

  it('a game under way pauses while its element is off the page, and goes on when it is back; the page hears pairs', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    // On the page and on the element: off the page an event reaches no one above it, so neither hears one there.
    const heard = (target: EventTarget) => [record('patience-pause', target), record('patience-resume', target)] as const;
    const [page, own] = [heard(document), heard(el)];
    const told = (events: readonly (readonly { detail: { reason: string } }[])[]) => events.map((list) => list.map((e) => e.detail.reason));
    el.play(SCENARIOS.funnel.tapMove);
    const parent = el.parentElement!;
    el.remove();
    await Promise.resolve();
    expect(el.paused).to.equal(true);
    await expectClockStands(el);
    parent.append(el);
    expect(el.paused).to.equal(false);
    expect([told(page), told(own)], 'back on a page that shows: nothing was missed').to.deep.equal([[[], []], [[], []]]);
    // Put back while the page is hidden: the pause is told on its return, and its resume when the page shows.
    let hidden = false;
    const visibility = fakeHidden(() => hidden);
    try {
      el.remove();
      await Promise.resolve();
      hidden = true;
      parent.append(el);
      expect(el.paused).to.equal(true);
      expect([told(page), told(own)]).to.deep.equal([[['hidden'], []], [['hidden'], []]]);
      hidden = false;
      document.dispatchEvent(new Event('visibilitychange'));
    } finally {
      visibility.restore();
    }
    expect(el.paused).to.equal(false);
    expect([told(page), told(own)]).to.deep.equal([[['hidden'], ['hidden']], [['hidden'], ['hidden']]]);
  });

  it('pause() before there is a game: the first deal comes in paused, its pause told after its patience-new-game', async () => {
    const el = document.createElement('patience-funnel') as PatienceFunnel;
    const order: string[] = [];
    for (const type of ['patience-new-game', 'patience-pause', 'patience-resume'] as const) document.addEventListener(type, (e) => e.target === el && order.push(type));
    el.seed = 2;
    expect(el.pause()).to.equal(true);
    expect(el.paused).to.equal(true);
    document.body.append(el);
    try {
      await settle(el);
      await wait(20);
      expect(order).to.deep.equal(['patience-new-game', 'patience-pause']);
      expect(root(el).querySelector('.veil')).to.not.equal(null);
      expect(el.play(SCENARIOS.funnel.tapMove)).to.equal(false);
      expect(el.resume()).to.equal(true);
      expect(el.play(SCENARIOS.funnel.tapMove)).to.equal(true);
      expect(order).to.deep.equal(['patience-new-game', 'patience-pause', 'patience-resume']);
    } finally {
      el.remove();
    }
  });
});

describe('pausing, and what outranks what', () => {
  it('moving the element elsewhere in one task (a framework reordering) pauses nothing', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    const events = [record('patience-pause'), record('patience-resume')];
    el.play(SCENARIOS.funnel.tapMove);
    const other = document.createElement('div');
    el.parentElement!.append(other);
    other.append(el);
    await wait(0);
    expect(el.paused).to.equal(false);
    expect(events.map((list) => list.length)).to.deep.equal([0, 0]);
    other.remove();
  });

  it('the host\'s pause while the element is off the page or the page hidden holds when it shows again', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    el.play(SCENARIOS.funnel.tapMove);
    const parent = el.parentElement!;
    const pauses = record('patience-pause');
    const resumes = record('patience-resume');
    el.remove();
    await Promise.resolve();
    expect(el.pause()).to.equal(true);
    expect(pauses, 'off the page: told when it is back').to.have.length(0);
    parent.append(el);
    expect(el.paused).to.equal(true);
    expect(pauses.map((e) => e.detail.reason), 'the host\'s pause, told on its return').to.deep.equal(['host']);
    let hidden = true;
    const page = fakeHidden(() => hidden);
    try {
      el.resume();
      document.dispatchEvent(new Event('visibilitychange'));
      expect(el.pause()).to.equal(true);
      hidden = false;
      document.dispatchEvent(new Event('visibilitychange'));
      expect(el.paused).to.equal(true);
    } finally {
      page.restore();
    }
    expect(el.resume()).to.equal(true);
    expect(pauses.map((e) => e.detail.reason), 'a pause and a resume each time').to.deep.equal(['host', 'hidden']);
    expect(resumes.map((e) => e.detail.reason), 'the host\'s pause ended by resume()').to.deep.equal(['host', 'host']);
  });

  it('a finished game restored while paused is not left under the veil', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    let state = games.funnel.deal(2);
    while (games.funnel.status(state) === 'playing') state = games.funnel.apply(state, games.funnel.legalMoves(state)[0]!);
    el.play(SCENARIOS.funnel.tapMove);
    el.pause();
    const told: string[] = [];
    const hear = (event: Event) => told.push(event.type);
    for (const type of ['patience-new-game', 'patience-resume']) document.addEventListener(type, hear);
    try {
      el.restore(serialize(state));
      await settle(el);
    } finally {
      for (const type of ['patience-new-game', 'patience-resume']) document.removeEventListener(type, hear);
    }
    expect([el.status, el.paused]).to.deep.equal([games.funnel.status(state), false]);
    expect(told, 'the restored game, then the end of its pause').to.deep.equal(['patience-new-game', 'patience-resume']);
    expect(root(el).querySelector('.veil')).to.equal(null);
  });

  for (const made of ['dealt', 'played'] as const) {
    it(`a game ${made} off the page and put back on a hidden page in the same task is paused`, async () => {
      const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
      el.play(SCENARIOS.funnel.tapMove);
      const parent = el.parentElement!;
      el.remove();
      await Promise.resolve();
      let hidden = false;
      const page = fakeHidden(() => hidden);
      try {
        // Off the page it paused; the host plays on there.
        expect(el.resume()).to.equal(true);
        if (made === 'dealt') el.newGame(3);
        expect(el.play(games.funnel.legalMoves(el.state!)[0]!)).to.equal(true);
        hidden = true;
        document.dispatchEvent(new Event('visibilitychange'));
        parent.append(el);
        await wait(0);
        expect(el.paused).to.equal(true);
        hidden = false;
        document.dispatchEvent(new Event('visibilitychange'));
        expect(el.paused).to.equal(false);
      } finally {
        page.restore();
      }
    });
  }
});

describe('a real tap while paused does nothing', () => {
  it('the veil takes the pointer', async () => {
    const el = await gameFixture('funnel', { seed: '2' });
    el.pause();
    await settle(el);
    await sendMouse({ type: 'click', position: centre(pileEl(el, 'T0')) });
    await settle(el);
    expect(el.moves).to.deep.equal([]);
  });
});
