/**
 * `difficulty`: the first deal at or after the seed asked for whose grade (the core's `grade`,
 * computed here) is the level asked for; the grade in the events' detail; and the page's pool
 * of solver workers those searches run on (its cap, and its end when the elements leave).
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { games, grade, solve, type GameId, type GradeLevel } from '../../src/core/index.js';
import { parallelJobs } from '../../src/core/search/parallel.js';
import { MESSAGES } from '../words.js';
import { poolCap } from '../../src/ui/solver/solver-thread.js';
import { countingWorkers, gameFixture, record, root, settle, solvedWin, stopRecording, stubWarn, type PatienceTable } from './helpers.js';

afterEach(() => stopRecording());

/** Each deal's grade, worked out once for the file: a hard deal's takes seconds. */
const grades = new Map<string, GradeLevel>();
const gradeOf = (game: GameId, deck: 36 | 52, seed: number): GradeLevel => {
  const key = `${game} ${deck} ${seed}`;
  if (!grades.has(key)) grades.set(key, grade(games[game].deal(seed, { deck })).level);
  return grades.get(key)!;
};

/**
 * The first seed at or after `from` whose deal `grade` puts at `level` (and, with `winnable`, that
 * the grading search proves won). A test works it out while its element searches in a worker.
 */
function firstGraded(game: GameId, deck: 36 | 52, from: number, level: GradeLevel, winnable = false): number {
  for (let seed = from; ; seed++) {
    if (gradeOf(game, deck, seed) !== level) continue;
    if (!winnable || solve(games[game].deal(seed, { deck }), { maxPositions: 100_000 }).result === 'win') return seed;
  }
}

/** The element's first deal, once its search has found it. */
async function dealt(el: PatienceTable): Promise<number> {
  await waitUntil(() => el.state !== undefined, 'dealt', { timeout: 60_000 });
  await settle(el);
  return el.state!.seed;
}

describe('difficulty', () => {
  const cases: readonly [GameId, 36 | 52, number, GradeLevel][] = [
    ['funnel', 36, 3, 'easy'],
    ['well', 36, 1, 'medium'],
    ['well-of-truth', 52, 1, 'easy'],
    ['indian', 36, 1, 'medium'],
    ['well', 52, 3, 'hard'],
  ];
  for (const [game, deck, from, level] of cases) {
    it(`${game} ${deck}, difficulty="${level}" from ${from}: the first deal graded ${level}, its grade in patience-new-game`, async function () {
      this.timeout(60_000);
      const heard = record('patience-new-game');
      const el = await gameFixture(game, { seed: String(from), deck: String(deck), difficulty: level });
      const expected = firstGraded(game, deck, from, level);
      expect(expected, 'a deal before it is graded otherwise, so the search is seen to skip').to.be.above(from);
      expect(await dealt(el)).to.equal(expected);
      expect(el.getAttribute('seed'), 'the seed dealt is shown').to.equal(String(expected));
      await waitUntil(() => heard.length > 0, 'patience-new-game');
      expect(heard[0]!.detail).to.include({ seed: expected, grade: level });
    });
  }

  it('the seed asked for itself, when its grade is the level asked for', async () => {
    expect(grade(games.funnel.deal(10, { deck: 36 })).level).to.equal('easy');
    const el = await gameFixture('funnel', { seed: '10', deck: '36', difficulty: 'easy' });
    expect(await dealt(el)).to.equal(10);
  });

  it('with winnable, both must hold: the first hard deal the grading search proves won', async function () {
    this.timeout(90_000);
    // Indian 36: deal 7 is hard but not proven won within the search; 17 is both.
    const el = await gameFixture('indian', { seed: '7', deck: '36', difficulty: 'hard', winnable: true });
    const expected = firstGraded('indian', 36, 7, 'hard', true);
    expect(expected).to.be.above(firstGraded('indian', 36, 7, 'hard'));
    expect(await dealt(el)).to.equal(expected);
  });

  it('a bad value warns once and deals without a difficulty', async () => {
    const warnings = stubWarn();
    try {
      const el = await gameFixture('funnel', { seed: '3', deck: '36', difficulty: 'extreme' });
      expect(await dealt(el)).to.equal(3);
      el.newGame(4);
      await settle(el);
      expect(el.state!.seed).to.equal(4);
    } finally {
      warnings.restore();
    }
    expect(warnings.calls.filter((args) => /difficulty="extreme"/.test(String(args[0])))).to.have.length(1);
  });

  it('a New deal press during a slow search is not lost: it starts a new search, and the first is dropped', async function () {
    this.timeout(90_000);
    const first = firstGraded('indian', 36, 2, 'hard');
    const second = firstGraded('indian', 36, first + 1, 'hard');
    const el = await gameFixture('indian', { seed: '1', deck: '36', lang: 'en' });
    el.difficulty = 'hard';
    const heard = record('patience-new-game', el);
    const random = crypto.getRandomValues;
    let next = 2;
    crypto.getRandomValues = (<T extends ArrayBufferView | null>(array: T): T => {
      (array as unknown as Uint32Array)[0] = next;
      return array;
    }) as typeof crypto.getRandomValues;
    try {
      root(el).querySelector<HTMLElement>('.table')?.focus();
      el.focus();
      await sendKeys({ press: 'n' });
      const searching = () => root(el).querySelector('.searching')?.textContent ?? '';
      // The line names the seed being tried; with several workers that may be a later one than the first hard deal.
      const [searchingHard] = MESSAGES.en.searchingGraded('hard', 987654321).split('987654321');
      await waitUntil(() => searching().includes(searchingHard!), 'searching, slowly, for a hard deal', { timeout: 30_000 });
      expect(heard, 'nothing dealt yet').to.deep.equal([]);
      next = first + 1;
      await sendKeys({ press: 'n' });
      await waitUntil(() => heard.length > 0, 'dealt', { timeout: 60_000 });
    } finally {
      crypto.getRandomValues = random;
    }
    expect(heard.map((event) => event.detail.seed)).to.deep.equal([second]);
    expect(heard[0]!.detail.grade).to.equal('hard');
  });
});

describe('the grade in the events', () => {
  it('a deal played is graded once its first move is made: patience-lose and patience-win say the grade', async function () {
    this.timeout(30_000);
    // The Funnel 36, deal 1, is lost whatever is played: play the first legal move till the end.
    const el = await gameFixture('funnel', { seed: '1', deck: '36' });
    const lost = record('patience-lose', el);
    const started = record('patience-start', el);
    el.play(games.funnel.legalMoves(el.state!)[0]!);
    await waitUntil(() => started.length > 0, 'patience-start');
    expect(started[0]!.detail.grade, 'not known at the first move').to.equal(null);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    while (el.status === 'playing') el.play(games.funnel.legalMoves(el.state!)[0]!);
    expect(lost).to.have.length(1);
    expect(lost[0]!.detail.grade).to.equal(grade(games.funnel.deal(1, { deck: 36 })).level);

    const dealtAgain = record('patience-new-game', el);
    el.newGame(1);
    await waitUntil(() => dealtAgain.length > 0, 'patience-new-game');
    expect(dealtAgain[0]!.detail.grade, 'known for a deal graded before').to.equal('hard');
  });

  it('patience-win says the grade of the deal won', async function () {
    this.timeout(30_000);
    const el = await gameFixture('well', { seed: '1', deck: '36' });
    const won = record('patience-win', el);
    const moves = solvedWin(el.state!);
    el.play(moves[0]!);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    for (const move of moves.slice(1)) el.play(move);
    expect(won).to.have.length(1);
    expect(won[0]!.detail.grade).to.equal(grade(games.well.deal(1, { deck: 36 })).level);
  });
});

describe('the page\'s solver pool', () => {
  const onCores = (cores: number, body: Parameters<typeof countingWorkers>[0]) => countingWorkers(body, cores);

  it('its cap: one core left to the page, at least 1, at most 4', () => {
    expect([1, 2, 3, 4, 5, 8, 64].map((cores) => poolCap(cores))).to.deep.equal([1, 1, 2, 3, 4, 4, 4]);
  });

  it('three elements searching at once share the pool and never pass its cap; it ends with the last element off the page', function () {
    this.timeout(90_000);
    return onCores(8, async ({ started, ended }) => {
      const els = await Promise.all([1, 100, 200].map((seed) => gameFixture('well', { seed: String(seed), deck: '52', difficulty: 'medium' })));
      await Promise.all(els.map((el) => dealt(el)));
      expect(started, 'the cap, reached by the searches in parallel').to.have.length(poolCap(8));
      els[0]!.remove();
      els[1]!.remove();
      expect(ended.size, 'an element still on the page keeps them').to.equal(0);
      els[2]!.remove();
      expect(ended.size, 'the last one off the page ends them all').to.equal(started.length);
    });
  });

  it('a hint in a position the analysis left undecided looks deeper: solveParallel, one job per worker, each in its own probe order', function () {
    this.timeout(60_000);
    return onCores(4, async ({ started }) => {
      const post = Worker.prototype.postMessage;
      const sent: { seed?: number; maxPositions?: number }[] = [];
      Worker.prototype.postMessage = function (this: Worker, message: unknown) {
        sent.push(message as { seed?: number });
        post.call(this, message);
      } as typeof post;
      try {
        // The Well 52, deal 1: no proof within an analysis's budget.
        const el = await gameFixture('well', { seed: '1', deck: '52', 'show-winnable': true });
        const { detail } = await oneEvent(el, 'patience-winnability');
        expect(detail.winnability).to.equal('unknown');
        expect(await el.hint()).to.not.equal(null);
        const deep = sent.filter((message) => message.maxPositions === 300_000 && message.seed !== undefined && message.seed > 0);
        expect(deep.map((message) => message.seed)).to.deep.equal(parallelJobs(games[el.state!.game as GameId], el.state!, { workers: poolCap(4), seed: 1 }).map((job) => job.seed));
        expect(started.length).to.be.at.most(poolCap(4));
      } finally {
        Worker.prototype.postMessage = post;
      }
    });
  });

  it('a search dropped by a disconnect ends its workers; back on the page, the search runs again', function () {
    this.timeout(90_000);
    return onCores(4, async ({ started, ended }) => {
      const el = await gameFixture('well', { seed: '1', deck: '52', difficulty: 'medium' });
      await waitUntil(() => started.length > 1, 'the search runs on more than one worker', { timeout: 30_000 });
      const box = el.parentElement!;
      el.remove();
      expect(ended.size).to.equal(started.length);
      box.append(el);
      const expected = firstGraded('well', 52, 1, 'medium');
      expect(await dealt(el)).to.equal(expected);
    });
  });
});
