/** What a host may do at any moment: pause over a watch or a new deal, detach, restore while hidden, slow storages. */
import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { games, movesOf, readSavedGame, serialize } from '../../src/core/index.js';
import type { PatienceFunnel } from '../../src/index.js';
import { STORAGE_WAIT_MS } from '../../src/ui/game-lifecycle.js';
import { MESSAGES } from '../../src/ui/i18n.js';
import type { GameStorage } from '../../src/ui/saved-games.js';
import { chord, finishDrag, firstLegalMoves, funnelOn, gameFixture, liveText, pileEl, record, root, SCENARIOS, settle, startDrag, stopRecording, stubWarn, topCard, type PatienceTable } from './helpers.js';

/** Removes the listeners `story` added. */
const storyEnds: (() => void)[] = [];

afterEach(() => {
  stopRecording();
  for (const end of storyEnds.splice(0)) end();
  localStorage.clear();
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const SCENARIO_FIRST = SCENARIOS.funnel.tapMove;

/** Makes `document.hidden` answer `hidden()` until `restore`. */
function fakeHidden(hidden: () => boolean): { restore: () => void } {
  Object.defineProperty(document, 'hidden', { configurable: true, get: hidden });
  return { restore: () => void delete (document as unknown as Record<string, unknown>)['hidden'] };
}

/** The clock stands still over `ms`. */
async function expectClockStands(el: PatienceTable, ms = 60): Promise<void> {
  const clock = el.elapsedMs;
  await wait(ms);
  expect(el.elapsedMs).to.equal(clock);
}

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

describe('a winnable search and a slow storage', () => {
  it('a saved game read after the wait replaces the winnable deal made meanwhile, and stays saved', async () => {
    const saved = serialize(games.funnel.apply(games.funnel.deal(7), games.funnel.legalMoves(games.funnel.deal(7))[0]!));
    const store = new Map<string, string>([['late', saved]]);
    const storage: GameStorage = {
      get: (key) => (key === 'late' ? wait(STORAGE_WAIT_MS + 300).then(() => store.get(key) ?? null) : null),
      set: (key, value) => void store.set(key, value),
      remove: (key) => void store.delete(key),
    };
    const warn = stubWarn();
    const el = funnelOn(storage, { persist: 'late', winnable: '', seed: '2' });
    try {
      await wait(STORAGE_WAIT_MS + 700);
      expect([el.state?.seed, el.moves.length]).to.deep.equal([7, 1]);
      expect(movesOf(readSavedGame(store.get('late')!).state)).to.have.length(1);
    } finally {
      warn.restore();
      el.remove();
    }
  }).timeout(STORAGE_WAIT_MS + 3000);
});

describe('setting several attributes at once', () => {
  it('seed then deck deals the new seed once (deck already as in play)', async () => {
    const el = await gameFixture('well', { seed: '1' });
    const deals = record('patience-new-game');
    el.seed = 5;
    el.deck = 36;
    await settle(el);
    await wait(0);
    expect(el.state!.seed).to.equal(5);
    expect(deals.map((e) => e.detail.seed)).to.deep.equal([5]);
  });

  it('a watch waits while the element is off the page, and goes on to the end when it is back', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    const line = firstLegalMoves(games.funnel.deal(2), 6);
    let ended: boolean | undefined;
    const watching = el.watch(line, { speed: 30 }).then((completed) => (ended = completed));
    await wait(60);
    const parent = el.parentElement!;
    el.remove();
    await wait(0);
    const played = el.moves.length;
    expect(played).to.be.below(line.length);
    await wait(200);
    expect([el.moves.length, ended], 'off the page: nothing played, not stopped').to.deep.equal([played, undefined]);
    parent.append(el);
    expect(await watching).to.equal(true);
    expect(el.moves).to.deep.equal(line);
  });

  it('watch() of something that is not a list of moves throws a TypeError that says so, and changes nothing', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    el.play(SCENARIOS.funnel.tapMove);
    for (const [bad, got] of [['draw', 'string'], [null, 'null'], [undefined, 'undefined'], [{ length: 1 }, 'object'], [[1], 'an array holding something else']] as const) {
      expect(() => el.watch(bad as never), String(bad)).to.throw(TypeError, new RegExp(`^watch: moves must be an array of move strings, .*; got ${got}$`));
    }
    expect(el.moves).to.deep.equal([SCENARIOS.funnel.tapMove]);
  });

  it('a watch goes on when the element is only moved in the page', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    const line = firstLegalMoves(games.funnel.deal(2), 3);
    const watching = el.watch(line, { speed: 20 });
    const other = document.createElement('div');
    el.parentElement!.append(other);
    other.append(el);
    expect(await watching).to.equal(true);
    expect(el.moves).to.deep.equal(line);
    other.remove();
  });
});

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

describe('el.focus() from the host page', () => {
  it('puts focus where the keys act: the piles\' stop, the veil\'s Resume while paused', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    el.focus();
    expect(root(el).activeElement?.localName).to.equal('patience-pile');
    await sendKeys({ press: '?' });
    await settle(el);
    expect(liveText(el), 'its keys are heard').to.contain('Pile B');
    el.pause();
    await settle(el);
    el.focus();
    expect(root(el).activeElement === root(el).querySelector('.veil button')).to.equal(true);
    el.resume();
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

describe('the window resized mid-drag', () => {
  it('ends the drag: the card goes home, and letting go over a legal pile plays nothing', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    const [from, to] = SCENARIOS.funnel.drag;
    const card = topCard(el, from)!;
    const at = await startDrag(card);
    await settle(el);
    expect(card.style.transform, 'dragged').to.not.equal('');
    try {
      await setViewport({ width: 900, height: 700 });
      await settle(el);
      expect(card.style.transform).to.equal('');
      await finishDrag(at, pileEl(el, to));
      await settle(el);
      expect(el.moves).to.deep.equal([]);
    } finally {
      await setViewport({ width: 1024, height: 1000 });
    }
  });
});

const TYPES = ['patience-new-game', 'patience-start', 'patience-move', 'patience-pause', 'patience-resume', 'patience-winnability'] as const;
/** What `target` hears from `el`, as "type seed/move". */
function story(target: EventTarget, el: Element): string[] {
  const told: string[] = [];
  const listener = (event: Event) => {
    if (event.target !== el) return;
    const detail = (event as CustomEvent<{ seed: number; move?: string; reason?: string; winnability?: string }>).detail;
    told.push(`${event.type.slice(9)} ${detail.move ?? detail.reason ?? detail.winnability ?? detail.seed}`);
  };
  for (const type of TYPES) target.addEventListener(type, listener);
  storyEnds.push(() => TYPES.forEach((type) => target.removeEventListener(type, listener)));
  return told;
}

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

describe('an element not yet on the page', () => {
  it('takes play() and undo() without throwing', () => {
    const el = document.createElement('patience-funnel') as PatienceFunnel;
    el.newGame(2);
    expect(el.play(SCENARIOS.funnel.tapMove)).to.equal(true);
    expect(el.undo()).to.equal(true);
    expect(el.moves).to.deep.equal([]);
  });
});

describe('attributes that show the game in play', () => {
  it('persist = false is off and removes the attribute; true is one key per game', async () => {
    const el = await gameFixture('funnel', { seed: '2', persist: 'k' });
    const saved = localStorage.getItem('k');
    el.persist = false;
    await settle(el);
    expect(el.hasAttribute('persist')).to.equal(false);
    el.play(SCENARIOS.funnel.tapMove);
    expect([localStorage.getItem('false'), localStorage.getItem('k')]).to.deep.equal([null, saved]);
    el.persist = true;
    await settle(el);
    expect(el.getAttribute('persist')).to.equal('');
    el.undo();
    expect(localStorage.getItem('patience-elements/funnel')).to.not.equal(null);
  });

  it('a restored game\'s deck and free-draw show on the attributes, and restart deals that game again', async () => {
    const el = await gameFixture('funnel', { seed: '4', deck: '36' });
    const saved = games.funnel.apply(games.funnel.deal(2, { deck: 52, freeDraw: true }), 'draw');
    el.restore(serialize(saved));
    await settle(el);
    expect([el.getAttribute('deck'), el.freeDraw, el.hasAttribute('free-draw')]).to.deep.equal(['52', true, true]);
    const deals = record('patience-new-game');
    el.restart();
    await settle(el);
    expect(el.state!.options).to.deep.equal({ deck: 52, freeDraw: true });
    expect(el.state!.seed).to.equal(2);
    expect(deals).to.have.length(1, 'one deal, not a second one for the attributes');
  });

  it('a bad deck set during a game is put back to the deck in play, as a bad seed is', async () => {
    const el = await gameFixture('funnel', { seed: '2', deck: '52' });
    const warn = stubWarn();
    try {
      el.setAttribute('deck', '40');
      await settle(el);
    } finally {
      warn.restore();
    }
    expect(warn.calls).to.have.length(1);
    expect(el.getAttribute('deck')).to.equal('52');
    expect(el.state!.options.deck).to.equal(52);
  });
});

describe('a slow host storage', () => {
  it('one that does not answer: after a wait, one warning and a deal; its late saved game replaces that deal while untouched', async () => {
    let answer!: (text: string | null) => void;
    const written: string[] = [];
    const storage: GameStorage = {
      get: (key) => (key === 'slow' ? new Promise((resolve) => (answer = resolve)) : null),
      set: (key) => void written.push(key),
      remove: (key) => void written.push(key),
    };
    const warn = stubWarn();
    const el = funnelOn(storage, { persist: 'slow', seed: '2' });
    const twin = funnelOn({ ...storage, get: (key) => (key === 'slow' ? new Promise(() => undefined) : null) }, { persist: 'slow', seed: '2' });
    try {
      // Taken off the page while it waits: it neither warns nor deals off the page.
      twin.remove();
      await wait(STORAGE_WAIT_MS + 100);
      expect(el.state?.seed).to.equal(2);
      expect(twin.state).to.equal(undefined);
      expect(warn.calls).to.have.length(1);
      expect(String(warn.calls[0]![0])).to.contain('has not answered');
      expect(written.filter((key) => key === 'slow'), 'the fresh deal is not saved over the game still being read').to.deep.equal([]);
      answer(serialize(games.funnel.apply(games.funnel.deal(7), games.funnel.legalMoves(games.funnel.deal(7))[0]!)));
      await wait(0);
      expect([el.state!.seed, el.moves.length]).to.deep.equal([7, 1]);
    } finally {
      warn.restore();
      el.remove();
    }
  }).timeout(STORAGE_WAIT_MS + 3000);

  for (const way of ['throws', 'rejects'] as const) {
    it(`one whose first read ${way}: one warning, a deal in memory, and the saved game it could not read is never written over`, async () => {
      const written: string[] = [];
      const failure = new DOMException('denied', 'SecurityError');
      const storage: GameStorage = {
        get: (key) => {
          if (key !== 'mine') return null;
          if (way === 'throws') throw failure;
          return Promise.reject(failure);
        },
        set: (key) => void written.push(key),
        remove: (key) => void written.push(key),
      };
      const warn = stubWarn();
      const el = funnelOn(storage, { persist: 'mine', seed: '2' });
      try {
        await settle(el);
        await wait(20);
        el.play(SCENARIOS.funnel.tapMove);
        await wait(20);
        expect(el.moves).to.deep.equal([SCENARIOS.funnel.tapMove]);
        expect(written.filter((key) => key === 'mine')).to.deep.equal([]);
        expect(warn.calls.map((call) => String(call[0]))).to.have.length(1);
        expect(String(warn.calls[0]![0])).to.contain('the game goes on in memory');
      } finally {
        warn.restore();
        el.remove();
      }
    });
  }

  it('restore() while the saved game is still being read: the restored game is saved, and the late answer does not replace it', async () => {
    let answer!: (text: string | null) => void;
    const saved = new Map<string, string>();
    const storage: GameStorage = {
      get: (key) => (key === 'slow' ? new Promise((resolve) => (answer = resolve)) : null),
      set: (key, value) => void saved.set(key, value),
      remove: (key) => void saved.delete(key),
    };
    const el = funnelOn(storage, { persist: 'slow' });
    try {
      await wait(20);
      el.restore(serialize(games.funnel.deal(9)));
      await wait(20);
      expect(JSON.parse(saved.get('slow') ?? '{}').seed, 'the restored game saved').to.equal(9);
      answer(serialize(games.funnel.deal(7)));
      await wait(20);
      expect(el.state!.seed).to.equal(9);
    } finally {
      el.remove();
    }
  });

  it('watch() right after creation plays the seed asked for while the saved game is still being read', async () => {
    const storage: GameStorage = { get: () => wait(50).then(() => null), set: () => undefined, remove: () => undefined };
    const el = funnelOn(storage, { persist: 'later' });
    el.seed = 2;
    const line = firstLegalMoves(games.funnel.deal(2), 3);
    try {
      expect(await el.watch(line, { speed: 100 })).to.equal(true);
      expect(el.moves).to.deep.equal(line);
    } finally {
      el.remove();
    }
  });
});
