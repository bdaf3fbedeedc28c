/**
 * The solver in the elements: hints, "can it still be won?", winnable deals and finishing,
 * with the solver in its module worker (and, where workers are unavailable, on the main thread
 * in short slices). Positions come from the rules core, chosen so the answers are proofs.
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { bestTry, games, moveCount, serialize, solve, verifyWin, type Move, type State } from '../../src/core/index.js';
import { type Lang } from '../../src/ui/i18n/i18n.js';
import { MESSAGES } from '../words.js';
import { describeBestTry, describeHint } from '../../src/ui/i18n/table-words.js';
import { tapMove } from '../../src/ui/input/tap.js';
import { countingWorkers, gameFixture, liveText, pileEl, record, refusalText, root, settle, stopRecording, stubWarn, toastText, toolbarButton, type PatienceTable } from './helpers.js';
import { mulberry32 } from '../../src/core/model/random.js';

const LANGS: readonly Lang[] = ['ru', 'en'];

/** Funnel 36, deal 2, after these moves: of T3>W and T5>W only T5>W leads to a win (both proven). */
const ONE_WAY = ['T0>W', 'T0>W', 'draw', 'T3>W', 'T0>W', 'T4>W', 'T1>W', 'draw', 'T2>W', 'T1>W', 'T3>W', 'draw'];
const oneWay = (): State => ONE_WAY.reduce((s, m) => games.funnel.apply(s, m), games.funnel.deal(2, { deck: 36 }));

/** The first position of a proven win of the Well 36, deal 1, with no card face down. */
function allFaceUp(): State {
  let state = games.well.deal(1, { deck: 36 });
  const found = solve(state, { maxPositions: 200_000 });
  if (found.result !== 'win') throw new Error('the Well 36, deal 1, is a proven win');
  for (const move of found.moves) {
    if (state.piles.every((p) => p.down === 0)) return state;
    state = games.well.apply(state, move);
  }
  throw new Error('no position with every card face up');
}

async function restored(game: 'funnel' | 'well', state: State, attrs: Record<string, string | boolean>): Promise<PatienceTable> {
  const el = await gameFixture(game, attrs);
  el.restore(serialize(state));
  await settle(el);
  return el;
}

const answer = (el: PatienceTable) => oneEvent(el, 'patience-winnability');

afterEach(() => stopRecording());

describe('hints', () => {
  it('the two proofs behind these positions hold', () => {
    const s = oneWay();
    expect(games.funnel.legalMoves(s)).to.deep.equal(['T3>W', 'T5>W']);
    expect(solve(games.funnel.apply(s, 'T3>W')).result).to.equal('lost');
    expect(solve(games.funnel.apply(s, 'T5>W')).result).to.equal('win');
    expect(solve(games.funnel.deal(1, { deck: 36 })).result).to.equal('lost');
  });

  for (const lang of LANGS) {
    it(`${lang}: hint() gives the one winning move, lights up its card and destination, and says so`, async () => {
      const el = await restored('funnel', oneWay(), { lang });
      expect(await el.hint()).to.deep.equal({ move: 'T5>W', winning: true });
      await settle(el);
      expect(pileEl(el, 'T5').dataset.hint).to.equal('card');
      expect(pileEl(el, 'W').dataset.hint).to.equal('to');
      expect(pileEl(el, 'T3').dataset.hint).to.equal(undefined);
      const position = { rules: games.funnel, state: el.state!, legal: games.funnel.legalMoves(el.state!) };
      expect(toastText(el)).to.equal(describeHint(position, 'T5>W', true, lang));
      expect(toastText(el)).to.contain(MESSAGES[lang].winningMove(''));
      // A move clears the highlight.
      el.play('T5>W');
      await settle(el);
      expect(pileEl(el, 'T5').dataset.hint).to.equal(undefined);
    });

    it(`${lang}: on a proven lost position hint() offers the best try and says no move wins`, async () => {
      const el = await gameFixture('funnel', { lang, seed: '1', deck: '36' });
      const best = bestTry(el.state!, { maxPositions: 2_000 })!;
      expect(await el.hint()).to.deep.equal({ move: best.move, winning: false });
      await settle(el);
      const position = { rules: games.funnel, state: el.state!, legal: games.funnel.legalMoves(el.state!) };
      expect(toastText(el)).to.equal(describeBestTry(position, best.move, lang));
      expect(toastText(el)).to.contain(MESSAGES[lang].bestTry(''));
      expect(root(el).querySelector('[data-hint]'), 'the try is shown on the table').to.not.equal(null);
    });
  }

  it('the H key and the toolbar button ask for the hint', async () => {
    const el = await restored('funnel', oneWay(), { lang: 'en' });
    pileEl(el, 'T0').focus();
    await sendKeys({ press: 'h' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await settle(el);
    expect(pileEl(el, 'T5').dataset.hint).to.equal('card');
    el.undo();
    el.redo();
    await settle(el);
    expect(root(el).querySelector('[data-hint]')).to.equal(null);
    toolbarButton(el, MESSAGES.en.hint).click();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await settle(el);
    expect(pileEl(el, 'W').dataset.hint).to.equal('to');
  });

  it('H puts focus on the hinted card, and picking it up offers the hint\'s destination first, not the one a tap would choose', async () => {
    // Along a proven win of the Well 36, deal 1: the first position whose winning move (as the
    // table's analysis finds it) goes elsewhere than a tap on its card would send it.
    const rules = games.well;
    let state = rules.deal(1, { deck: 36 });
    const line = solve(state, { maxPositions: 200_000 });
    expect(line.result).to.equal('win');
    let hinted: Move | null = null;
    for (const move of line.result === 'win' ? line.moves : []) {
      const found = solve({ ...state, history: null }, { maxPositions: 300_000 });
      const first = found.result === 'win' ? found.moves[0]! : null;
      const tap = first?.includes('>') ? tapMove({ rules, state, legal: rules.legalMoves(state) }, first.split('>')[0]!) : null;
      if (tap !== null && tap !== first) {
        hinted = first;
        break;
      }
      state = rules.apply(state, move);
    }
    expect(hinted, 'such a position on the line').to.be.a('string');
    const [from, to] = hinted!.split('>') as [string, string];
    const el = await restored('well', state, { lang: 'en' });
    root(el).querySelector<HTMLElement>('patience-pile[tabindex="0"]')!.focus();
    await sendKeys({ press: 'h' });
    await waitUntil(() => pileEl(el, to).dataset.hint === 'to', 'the hint shows');
    await settle(el);
    expect(root(el).activeElement?.getAttribute('data-pile')).to.equal(from);
    await sendKeys({ press: '.' });
    expect(root(el).activeElement?.getAttribute('data-pile')).to.equal(to);
    await sendKeys({ press: 'Enter' });
    expect(el.moves.at(-1)).to.equal(hinted);
  });
});

describe('show-winnable', () => {
  it('tells the page once per position: a hint on a position already answered fires no second patience-winnability', async () => {
    const el = await restored('funnel', oneWay(), { lang: 'en', 'show-winnable': true });
    if (el.winnability !== 'winnable') await answer(el);
    const heard = record('patience-winnability');
    expect(await el.hint()).to.not.equal(null);
    await settle(el);
    expect(heard).to.have.length(0);
    el.play('T3>W');
    await answer(el);
    expect(heard).to.have.length(1);
  });

  it('the first deal\'s verdict is shown, not said: a page loading is not news', async () => {
    const el = await gameFixture('funnel', { seed: '2', deck: '36', lang: 'en', 'show-winnable': true });
    if (el.winnability === 'unknown') await answer(el);
    await settle(el);
    expect(el.winnability).to.not.equal('unknown');
    expect(root(el).querySelector('.winnability')!.textContent).to.contain(MESSAGES.en.winnability[el.winnability]);
    expect(liveText(el)).to.equal('');
  });

  it('switched on during the first deal, its verdict is said: that is news', async () => {
    const el = await gameFixture('funnel', { seed: '3', lang: 'en' });
    const heard = answer(el);
    el.showWinnable = true;
    await heard;
    await settle(el);
    expect(el.winnability).to.not.equal('unknown');
    expect(liveText(el)).to.contain(MESSAGES.en.winnability[el.winnability]);
  });

  for (const lang of LANGS) {
    it(`${lang}: says winnable, then lost after the losing move, and undoes back to the winnable position`, async () => {
      const el = await restored('funnel', oneWay(), { lang, 'show-winnable': true });
      await settle(el);
      const status = () => root(el).querySelector<HTMLElement>('.winnability')!;
      if (el.winnability !== 'winnable') await answer(el);
      await settle(el);
      expect(el.winnability).to.equal('winnable');
      expect(status().textContent).to.contain(MESSAGES[lang].winnability.winnable);
      expect(liveText(el), 'the verdict is said too').to.contain(MESSAGES[lang].winnability.winnable);
      const heard = answer(el);
      el.play('T3>W');
      const { detail } = await heard;
      expect(detail).to.include({ winnability: 'lost', moveCount: ONE_WAY.length + 1, game: 'funnel', seed: 2 });
      expect(detail.where).to.be.oneOf(['worker', 'known']);
      await settle(el);
      expect(el.winnability).to.equal('lost');
      expect(status().textContent).to.contain(MESSAGES[lang].winnability.lost);
      expect(liveText(el), 'the loss is said with its way back').to.contain(`${MESSAGES[lang].winnability.lost}. ${MESSAGES[lang].backToWinnable(1)}`);
      const back = answer(el);
      status().querySelector('button')!.click();
      // Back where the answer is known: it is told again, with no search.
      expect((await back).detail).to.include({ where: 'known', positions: 0, winnability: 'winnable' });
      await settle(el);
      expect(moveCount(el.state!)).to.equal(ONE_WAY.length);
      expect(el.winnability).to.equal('winnable');
      expect(liveText(el), 'back where it can be won, that is said').to.contain(MESSAGES[lang].winnability.winnable);
    });
  }
});

describe('show-winnable in the status line', () => {
  /** A box's edges, rounded to the pixel for comparison. */
  const edges = (node: Element) => {
    const r = node.getBoundingClientRect();
    return { left: Math.round(r.left), right: Math.round(r.right), top: Math.round(r.top), bottom: Math.round(r.bottom), width: Math.round(r.width) };
  };

  /** The Funnel `width` px wide, one move past oneWay() into a position proven lost, and so shown. */
  const lostAt = async (lang: Lang, width: number): Promise<PatienceTable> => {
    const el = await restored('funnel', oneWay(), { lang, 'show-winnable': true });
    el.style.width = `${width}px`;
    if (el.winnability !== 'winnable') await answer(el);
    const lost = answer(el);
    el.play('T3>W');
    await lost;
    await settle(el);
    return el;
  };

  for (const [lang, width] of [['ru', 320], ['en', 320], ['ru', 390], ['ru', 640], ['en', 1000]] as const) {
    it(`${lang}, ${width} px: the lost status and its way back fit the line, and a notice takes the line from them where both do not fit`, async () => {
      const el = await lostAt(lang, width);
      const line = edges(root(el).querySelector('.status-line')!);
      const status = root(el).querySelector('.winnability')!;
      for (const part of [status.querySelector('span')!, status.querySelector('button')!]) {
        const box = edges(part);
        expect([box.left >= line.left, box.right <= line.right, box.top >= line.top, box.bottom <= line.bottom], `${part.localName} inside the line`).to.deep.equal([true, true, true, true]);
      }
      const back = status.querySelector('button')!;
      expect(back.scrollWidth - back.clientWidth, 'the way back readable').to.be.at.most(0);
      expect(back.innerText, 'on a phone, only how far back').to.equal(width <= 420 ? MESSAGES[lang].undoMoves(1) : MESSAGES[lang].backToWinnable(1));
      expect(back.getAttribute('aria-label'), 'its name says it all').to.equal(MESSAGES[lang].backToWinnable(1));
      const best = bestTry(el.state!, { maxPositions: 2_000 })!;
      expect(await el.hint()).to.deep.equal({ move: best.move, winning: false });
      await settle(el);
      const toast = edges(root(el).querySelector('.toast')!);
      const position = { rules: games.funnel, state: el.state!, legal: games.funnel.legalMoves(el.state!) };
      expect(toastText(el)).to.equal(describeBestTry(position, best.move, lang));
      const words = root(el).querySelector<HTMLElement>('.toast > .words')!;
      expect(words.scrollWidth, 'the notice whole').to.be.at.most(words.clientWidth);
      const beside = status.getClientRects().length > 0 ? edges(status) : null;
      if (width >= 768) expect(beside, 'room for both on a wide table').to.not.equal(null);
      if (beside) expect(toast.right <= beside.left || toast.left >= beside.right, 'no overlap').to.equal(true);
    });
  }

  it('the way back is not offered while paused or while a recorded game plays back', async () => {
    const el = await lostAt('en', 640);
    // Whether the way back is offered (compared as a boolean: a failing element would be printed whole).
    const offered = () => root(el).querySelector('.winnability button') !== null;
    expect(offered()).to.equal(true);
    el.pause();
    await settle(el);
    expect(offered(), 'paused').to.equal(false);
    el.resume();
    await settle(el);
    expect(offered()).to.equal(true);
    // Played back from the deal into the same loss, and on.
    const lost = games.funnel.apply(oneWay(), 'T3>W');
    const line = [...ONE_WAY, 'T3>W', ...games.funnel.legalMoves(lost).slice(0, 1)];
    const watching = el.watch(line, { speed: 3 });
    await waitUntil(() => el.moves.length === ONE_WAY.length + 1 && el.winnability === 'lost', 'the loss reached in the playback', { timeout: 10_000 });
    await el.updateComplete;
    expect([el.moves.length < line.length, offered()], 'watching').to.deep.equal([true, false]);
    expect(await watching).to.equal(true);
  });

  /** The longest refusal of a move between two piles of `state`: the longest notice the player can cause. */
  const longestRefusal = (state: State, lang: Lang): Move => {
    const ids = games.funnel.piles(state.options).map((spec) => spec.id);
    const illegal = ids.flatMap((from) => ids.filter((to) => to !== from).map((to) => `${from}>${to}`)).filter((move) => games.funnel.explain(state, move));
    return illegal.reduce((a, b) => (refusalText(state, b, lang).length > refusalText(state, a, lang).length ? b : a));
  };

  for (const [lang, width, focused] of [['en', 600, true], ['ru', 700, true], ['ru', 780, false], ['ru', 800, true], ['en', 780, false]] as const) {
    it(`${lang}, ${width} px${focused ? ', the way back focused' : ''}: a long notice beside the lost status keeps both inside the line`, async () => {
      const el = await lostAt(lang, width);
      const button = root(el).querySelector<HTMLButtonElement>('.winnability button')!;
      if (focused) button.focus();
      expect(el.play(longestRefusal(el.state!, lang))).to.equal(false);
      await settle(el);
      const line = edges(root(el).querySelector('.status-line')!);
      const toast = root(el).querySelector<HTMLElement>('.toast')!;
      expect(toast.hidden).to.equal(false);
      const shown = [toast, ...root(el).querySelectorAll<HTMLElement>('.winnability > *')].filter((node) => node.getClientRects().length > 0);
      if (focused) expect(shown, 'the focused way back stays').to.include(button);
      for (const node of shown) {
        const box = edges(node);
        expect([box.left >= line.left, box.right <= line.right], `${node.localName}.${node.className} inside the line`).to.deep.equal([true, true]);
      }
      for (const [a, b] of shown.flatMap((a, i) => shown.slice(i + 1).map((b) => [edges(a), edges(b)]))) {
        expect(a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top, 'no overlap').to.equal(true);
      }
    });
  }
});

describe('the solver worker', () => {
  it('a request dropped when the position changes is never heard, and the worker lives on', () =>
    countingWorkers(async ({ started, ended }) => {
      // The Well 52, deal 1: no proof within the budget, so its analysis runs its whole 400 ms.
      const el = await gameFixture('well', { seed: '1', deck: '52', 'show-winnable': true });
      const heard = record('patience-winnability', el);
      await new Promise((resolve) => setTimeout(resolve, 50));
      el.play(games.well.legalMoves(el.state!)[0]!);
      await answer(el);
      expect(heard.map((e) => e.detail.moveCount)).to.deep.equal([1]);
      // Without show-winnable too: a hint's search still running ends when the player moves on.
      el.showWinnable = false;
      el.play(games.well.legalMoves(el.state!)[0]!);
      const hint = el.hint();
      await new Promise((resolve) => setTimeout(resolve, 50));
      el.play(games.well.legalMoves(el.state!)[0]!);
      expect(await hint).to.equal(null);
      expect(started, 'one worker').to.have.length(1);
      expect(ended.size, 'never ended while on the page').to.equal(0);
    }));

  it('300 moves and undos with show-winnable start one worker, and the last position is answered', function () {
    this.timeout(60_000);
    return countingWorkers(async ({ started, ended }) => {
      const el = await gameFixture('funnel', { seed: '2', 'show-winnable': true });
      const random = mulberry32(7);
      for (let i = 0; i < 300; i++) {
        const legal = games.funnel.legalMoves(el.state!);
        if (el.state!.history && (legal.length === 0 || random() < 0.3)) el.undo();
        else el.play(legal[Math.floor(random() * legal.length)]!);
        if (i % 7 === 0) await settle(el);
      }
      // The last position is answered: stale requests were dropped, not left to block it.
      const last = el.state;
      await waitUntil(() => el.winnability !== 'unknown' || el.status !== 'playing', 'the last position answered', { timeout: 15_000 });
      expect(el.state).to.equal(last);
      expect(started, 'one worker').to.have.length(1);
      expect(ended.size).to.equal(0);
    });
  });

  it('is loaded when first needed: not for the first paint, but for the deal\'s first move (its grade)', async () => {
    // The Well deals cards face down: with no show-winnable, nothing is analysed at the deal.
    const el = await gameFixture('well', { seed: '1' });
    const loader = (el as unknown as { hints: { loaded: object | null } }).hints;
    await new Promise((resolve) => setTimeout(resolve, 50));
    // A boolean: a failure message does not print the whole controller.
    expect(loader.loaded === null, 'not loaded for the first paint').to.equal(true);
    el.play(games.well.legalMoves(el.state!)[0]!);
    await waitUntil(() => loader.loaded !== null, 'loaded after the first move');
  });

  it('each game on the page has its own worker file, shared by that game\'s elements', async () => {
    const urls: string[] = [];
    const Original = window.Worker;
    window.Worker = class extends Original {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        urls.push(String(url));
      }
    };
    try {
      const tables = [await gameFixture('funnel', { seed: '2' }), await gameFixture('funnel', { seed: '3' }), await gameFixture('well', { seed: '1' })];
      for (const el of tables) {
        const heard = answer(el);
        el.showWinnable = true;
        // In the game's worker: the Trusted Types policy vouches for every game's file, not only the first one started.
        expect((await heard).detail.where).to.equal('worker');
      }
      expect(urls.map((url) => url.split('/').pop())).to.deep.equal(['solver-funnel.ts', 'solver-well.ts']);
    } finally {
      window.Worker = Original;
    }
  });

  it('ends when its element leaves the page, idle or not, and starts again when it is back', async () => {
    const terminate = Worker.prototype.terminate;
    const ended = new Set<Worker>();
    Worker.prototype.terminate = function (this: Worker) {
      ended.add(this);
      terminate.call(this);
    };
    const started: Worker[] = [];
    const Original = window.Worker;
    window.Worker = class extends Original {
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args);
        started.push(this);
      }
    };
    try {
      const el = await gameFixture('funnel', { seed: '2', 'show-winnable': true });
      await answer(el);
      expect(started, 'one worker').to.have.length(1);
      expect(ended.has(started[0]!), 'idle, not ended').to.equal(false);
      const box = el.parentElement!;
      el.remove();
      expect(ended.has(started[0]!), 'ended once off the page').to.equal(true);
      box.append(el);
      el.restore(serialize(games.funnel.deal(3)));
      await answer(el);
      expect(started, 'a new worker for the next analysis').to.have.length(2);
    } finally {
      Worker.prototype.terminate = terminate;
      window.Worker = Original;
    }
  });

  it('switched on mid-game, it analyses the position in play at once', async () => {
    const el = await restored('funnel', oneWay(), { lang: 'en' });
    const heard = record('patience-winnability', el);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).to.have.length(0);
    el.showWinnable = true;
    const { detail } = await answer(el);
    expect(detail).to.include({ winnability: 'winnable', moveCount: ONE_WAY.length });
    await el.updateComplete;
    expect(root(el).querySelector('.winnability')!.textContent).to.contain(MESSAGES.en.winnability.winnable);
  });

  it('a search cut short by taking the element off the page is asked again when it comes back', async () => {
    const el = await gameFixture('funnel', { lang: 'en', 'show-winnable': true });
    const parent = el.parentElement!;
    el.restore(serialize(oneWay()));
    el.remove();
    const heard = record('patience-winnability');
    await new Promise((resolve) => setTimeout(resolve, 50));
    parent.append(el);
    const { detail } = await answer(el);
    expect(detail).to.include({ winnability: 'winnable', moveCount: ONE_WAY.length });
    expect(el.winnability).to.equal('winnable');
    expect(heard).to.have.length(1);
  });

  it('a worker whose file is missing: one warning, and the main thread answers', async () => {
    const original = window.Worker;
    window.Worker = class extends original {
      constructor(_url: string | URL, options?: WorkerOptions) {
        super(new URL('./no-such-solver-worker.js', location.href), options);
      }
    };
    const warnings = stubWarn();
    try {
      const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
      el.showWinnable = true;
      el.play(games.funnel.legalMoves(el.state!)[0]!);
      expect((await answer(el)).detail.where).to.equal('main thread');
      expect(await el.hint()).to.not.equal(null);
      expect(warnings.calls.filter((args) => /solver-funnel\.js/.test(String(args[0])))).to.have.length(1);
    } finally {
      warnings.restore();
      window.Worker = original;
    }
  });

  for (const where of ['worker', 'main thread'] as const) {
    // Up to three tries: a long task in every one is the analysis; one clean try shows it has none
    // (another process taking the shared core can stretch any single task past 50 ms).
    it(`no task over 50 ms while analysing (${where})`, async () => {
      const original = window.Worker;
      if (where === 'main thread') (window as { Worker: unknown }).Worker = undefined;
      const tries: number[][] = [];
      try {
        for (let attempt = 0; attempt < 3 && tries.at(-1)?.length !== 0; attempt++) {
          const el = await gameFixture('well', { seed: '1', deck: '52' });
          const tasks: number[] = [];
          const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => e.duration > 50 && tasks.push(e.duration)));
          observer.observe({ type: 'longtask' });
          el.showWinnable = true;
          el.play(games.well.legalMoves(el.state!)[0]!);
          const { detail } = await answer(el);
          await new Promise((resolve) => setTimeout(resolve, 60));
          observer.disconnect();
          expect(detail.where).to.equal(where);
          tries.push(tasks);
        }
      } finally {
        window.Worker = original;
      }
      expect(tries.at(-1), `tasks over 50 ms in each try: ${JSON.stringify(tries)}`).to.deep.equal([]);
    });
  }
});

describe('winnable deals', () => {
  it('deals the first seed at or after the one asked for that solve proves winnable, and shows it', async () => {
    // Funnel 36, deal 1 is proven lost: the deal must move on.
    const el = await gameFixture('funnel', { deck: '36', winnable: true, seed: '1' });
    await oneEvent(el, 'patience-new-game');
    const seed = el.seed!;
    expect(seed).to.be.greaterThan(1);
    expect(el.getAttribute('seed')).to.equal(String(seed));
    expect(solve(games.funnel.deal(seed, { deck: 36 }), { maxPositions: 60_000 }).result).to.equal('win');
    for (let s = 1; s < seed; s++) expect(solve(games.funnel.deal(s, { deck: 36 }), { maxPositions: 60_000 }).result).to.not.equal('win');
  });

  it('shows its progress once the search is slow, then deals the seed it found', async () => {
    // The Well 52 from deal 5: the first proven win is deal 8, three searches on. Each search is
    // held back 150 ms, so the search is slow on any machine.
    const original = window.Worker;
    window.Worker = class extends original {
      override postMessage(message: unknown): void {
        setTimeout(() => super.postMessage(message), 150);
      }
    };
    const el = document.createElement('patience-well') as PatienceTable;
    el.setAttribute('lang', 'en');
    Object.assign(el, { winnable: true });
    el.setAttribute('deck', '52');
    el.setAttribute('seed', '5');
    const dealt = oneEvent(el, 'patience-new-game');
    document.body.append(el);
    try {
      await new Promise((resolve) => setTimeout(resolve, 350));
      await el.updateComplete;
      const progress = root(el).querySelector('.searching');
      expect(progress?.textContent).to.match(/^Looking for a winnable deal: #[5-7]…$/);
      await dealt;
      expect(el.seed).to.equal(8);
      await el.updateComplete;
      expect(root(el).querySelector('.searching')).to.equal(null);
    } finally {
      el.remove();
      window.Worker = original;
    }
  });

  /** The first Funnel 36 deal from 1 on that the candidate search proves winnable. */
  const firstWinnable = () => {
    let seed = 1;
    while (solve(games.funnel.deal(seed, { deck: 36 }), { maxPositions: 60_000 }).result !== 'win') seed++;
    return seed;
  };

  it('a search cut short by moving the element in the page (a framework reordering) still deals', async () => {
    const el = document.createElement('patience-funnel') as PatienceTable;
    Object.assign(el, { winnable: true });
    el.setAttribute('seed', '1');
    const box = document.createElement('div');
    document.body.append(box);
    const first = oneEvent(el, 'patience-new-game');
    document.body.append(el);
    box.append(el);
    try {
      expect((await first).detail.seed).to.equal(firstWinnable());
      const again = oneEvent(el, 'patience-new-game');
      el.newGame(1);
      document.body.append(el);
      expect((await again).detail.seed).to.equal(firstWinnable());
    } finally {
      el.remove();
      box.remove();
    }
  });

  for (const how of ['newGame(1)', 'the seed attribute'] as const) {
    it(`a search for ${how} cut short by taking the element off the page deals when it is back`, async () => {
      const el = await gameFixture('funnel', { deck: '36', winnable: true, seed: String(firstWinnable()) });
      // Its first deal heard, so a deal heard from here is the one searched for.
      if (el.state === undefined) await oneEvent(el, 'patience-new-game');
      el.play(games.funnel.legalMoves(el.state!)[0]!);
      const parent = el.parentElement!;
      // Taken off once the search has asked the solver's worker.
      const post = Worker.prototype.postMessage;
      const asked = new Promise<void>((resolve) => {
        Worker.prototype.postMessage = function (this: Worker, message: unknown) {
          Worker.prototype.postMessage = post;
          post.call(this, message);
          resolve();
        };
      });
      if (how === 'newGame(1)') el.newGame(1);
      else el.setAttribute('seed', '1');
      await asked;
      el.remove();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const dealt = oneEvent(el, 'patience-new-game');
      parent.append(el);
      expect((await dealt).detail.seed).to.equal(firstWinnable());
      expect(el.getAttribute('seed')).to.equal(String(firstWinnable()));
      expect(el.moves, 'a new deal').to.deep.equal([]);
    });
  }

  it('without winnable, the seed asked for is dealt', async () => {
    const el = await gameFixture('funnel', { deck: '36', seed: '1' });
    expect(el.seed).to.equal(1);
  });
});

/** The toolbar's Finish button; it keeps its room, out of sight, until it is offered. */
const finishButton = (el: PatienceTable, lang: Lang) => root(el).querySelector<HTMLButtonElement>(`[part~="toolbar"] button[title="${MESSAGES[lang].finish}"]`);
const finishOffered = (el: PatienceTable, lang: Lang) => finishButton(el, lang)?.checkVisibility({ visibilityProperty: true }) ?? false;

describe('finish', () => {
  for (const lang of LANGS) {
    it(`${lang}: once every card is face up and the win is proven, Finish plays it out to patience-win`, async () => {
      const start = allFaceUp();
      const el = await restored('well', start, { lang });
      if (!finishOffered(el, lang)) await answer(el);
      await settle(el);
      expect(finishOffered(el, lang)).to.equal(true);
      const won = oneEvent(el, 'patience-win');
      // What the live region says through the finish, each text once.
      const said: string[] = [];
      const live = root(el).querySelector('[role="status"]')!;
      const listen = new MutationObserver(() => {
        const text = live.textContent!.trim();
        if (text && text !== said.at(-1)) said.push(text);
      });
      listen.observe(live, { childList: true, characterData: true, subtree: true });
      const answers = record('patience-winnability');
      finishButton(el, lang)!.click();
      // The bar says what is going on, beside its Stop; not the button's word "Finish".
      const bar = () => [...root(el).querySelectorAll<HTMLElement>('.playback > span')].filter((span) => span.getClientRects().length > 0);
      await waitUntil(() => bar().length > 0, 'the finish bar');
      expect(bar().map((span) => span.textContent)).to.deep.equal([el.getBoundingClientRect().width <= 640 ? MESSAGES[lang].finishingShort : MESSAGES[lang].finishing]);
      expect(bar()[0]!.scrollWidth, 'the words whole').to.be.at.most(bar()[0]!.clientWidth);
      const { detail } = await won;
      await settle(el, { finish: true });
      await new Promise((resolve) => setTimeout(resolve, 300));
      listen.disconnect();
      expect(answers.filter((event) => event.detail.moveCount === detail.moveCount).length, 'no search of the won position, whose end is its answer').to.equal(0);
      expect(verifyWin('well', 1, { deck: 36 }, detail.moves)).to.equal(true);
      expect(el.status).to.equal('won');
      expect(detail.moves.length - moveCount(start), 'a finish of many moves').to.be.above(5);
      // Not every move read out one by one: that it finishes, then the win.
      expect(said.length, said.join(' | ')).to.equal(2);
      expect(said[0]).to.equal(MESSAGES[lang].finishing);
      expect(said[1], 'the win alone, not the last move').to.match(new RegExp(`^${MESSAGES[lang].won.replace(/[!?.]/g, '\\$&')} `));
    });
  }

  it('is not offered from the deal of the Well of Truth, whose cards are all face up: it would play the whole game', async () => {
    const el = await gameFixture('well-of-truth', { seed: '1', lang: 'en', 'show-winnable': true });
    if (el.winnability !== 'winnable') await answer(el);
    expect(el.winnability).to.equal('winnable');
    await settle(el);
    expect(finishOffered(el, 'en')).to.equal(false);
    expect(await el.finish()).to.equal(false);
    expect(el.moves).to.deep.equal([]);
  });

  it('is not offered, and finish() refuses, while a card is face down', async () => {
    const el = await gameFixture('well', { seed: '1', deck: '36', lang: 'en' });
    expect(await el.finish()).to.equal(false);
    expect(finishOffered(el, 'en')).to.equal(false);
  });

  for (const [width, lang] of [[540, 'en'], [700, 'ru'], [1100, 'ru']] as const) {
    it(`${width} px, ${lang}: Finish coming does not rewrap the toolbar, so the table stays where it was`, async () => {
      const el = await gameFixture('well', { seed: '1', deck: '36', lang }, { width });
      const top = () => root(el).querySelector('.table')!.getBoundingClientRect().top;
      const before = top();
      el.restore(serialize(allFaceUp()));
      if (!finishOffered(el, lang)) await answer(el);
      await settle(el);
      expect([finishOffered(el, lang), top()]).to.deep.equal([true, before]);
    });
  }
});

describe('every game', () => {
  for (const game of ['well', 'funnel', 'well-of-truth', 'indian'] as const) {
    it(`${game}: show-winnable answers with a proof on a deal the solver proves winnable, and hint() names a winning move`, async () => {
      // A deal the core proves winnable in a small fraction of the elements' budget, so the worker's clock never decides the test.
      const seed = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find((s) => solve(games[game].deal(s), { maxPositions: 20_000 }).result === 'win')!;
      const el = await gameFixture(game, { seed: String(seed), lang: 'en', 'show-winnable': true });
      if (el.winnability !== 'winnable') await answer(el);
      expect(el.winnability).to.equal('winnable');
      const hint = await el.hint();
      expect(hint!.winning).to.equal(true);
      expect(el.play(hint!.move)).to.equal(true);
    });
  }
});
