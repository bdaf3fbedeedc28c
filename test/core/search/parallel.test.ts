import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { solvePool } from '../../../bench/solve-pool.js';
import { games, solve, type DeckSize, type GameId } from '../../../src/core/index.js';
import { firstAccepted, parallelJobs, solveInPlace, solveParallel } from '../../../src/core/search/parallel.js';

describe('solveParallel: the solver on several worker threads', () => {
  const pool = solvePool(2);
  after(() => pool.close());
  const deals: [GameId, DeckSize, boolean, number][] = [
    ['funnel', 36, true, 1], ['funnel', 36, true, 2], ['funnel', 52, true, 7], ['well', 36, false, 1], ['well', 52, false, 3],
    ['well', 52, false, 9], ['indian', 52, false, 2], ['well-of-truth', 52, false, 1],
  ];

  it('gives the verdict of the sequential solve on every deal it decides, and every win replays', async () => {
    let decided = 0;
    for (const [game, deck, freeDraw, seed] of deals) {
      const state = games[game].deal(seed, { deck, freeDraw });
      const alone = solve(state, { maxPositions: 60_000 });
      const found = await solveParallel(games[game], state, pool.run, { workers: 2, maxPositions: 60_000 });
      if (alone.result !== 'unknown') {
        decided++;
        assert.equal(found.result, alone.result, `${game} ${deck} seed ${seed}`);
      } else assert.notEqual(found.result, 'lost', 'every job ends in the same complete search, which ran out');
      assert.ok(found.positions > 0);
      if (found.result === 'win') assert.equal(games[game].status(replayed(game, seed, { deck, freeDraw }, found.moves)), 'won');
    }
    assert.ok(decided >= 5, `${decided} decided`);
  });

  it('gives each job its own probe order, and Golf, which runs no probes, one job', () => {
    const well = games.well.deal(3, { deck: 52 });
    const seeds = parallelJobs(games.well, well, { workers: 3, seed: 5 }).map((job) => job.seed);
    assert.equal(new Set(seeds).size, 3);
    assert.equal(seeds[0], 5);
    assert.equal(parallelJobs(games.funnel, games.funnel.deal(3, { deck: 52, freeDraw: true }), { workers: 3 }).length, 1);
  });

  it('in place, one job after another, says what solve says', async () => {
    const state = games.well.deal(1, { deck: 36 });
    assert.deepEqual(await solveParallel(games.well, state, solveInPlace(games.well), { workers: 1, maxPositions: 50_000 }), solve(state, { maxPositions: 50_000 }));
  });
});

function replayed(game: GameId, seed: number, options: { deck: DeckSize; freeDraw: boolean }, moves: readonly string[]) {
  let state = games[game].deal(seed, options);
  for (const move of moves) state = games[game].apply(state, move);
  return state;
}

describe('firstAccepted: the winnable-deal finder, several candidates at once', () => {
  it('answers the first accepted candidate in order, as one by one would, however the answers interleave', async () => {
    const accepted = new Set([7, 9, 12]);
    const slow = (n: number) => new Promise<boolean>((resolve) => setTimeout(() => resolve(accepted.has(n)), (n * 37) % 11));
    const candidates = Array.from({ length: 20 }, (_, i) => i + 1);
    for (const width of [1, 2, 4, 8]) assert.equal(await firstAccepted(candidates, slow, width), 7);
    assert.equal(await firstAccepted([1, 2, 3], slow, 2), null);
  });

  it('never has more than `width` tests running, and aborts the ones still running once it has its answer', async () => {
    let running = 0;
    let most = 0;
    const aborted: number[] = [];
    const test = (n: number, signal: AbortSignal) => {
      running++;
      most = Math.max(most, running);
      signal.addEventListener('abort', () => aborted.push(n));
      return new Promise<boolean>((resolve) => setTimeout(() => {
        running--;
        resolve(n === 3);
      }, n === 3 ? 1 : 20));
    };
    assert.equal(await firstAccepted([1, 2, 3, 4, 5, 6], test, 3), 3);
    assert.ok(most <= 3, `${most} at once`);
    assert.ok(aborted.length > 0);
  });
});
