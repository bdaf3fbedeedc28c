import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bestTryWith, games, solve, solveWith } from '../../../src/core/index.js';
import { bestTry, grade } from '../../../src/core/search/by-id.js';
import { position } from '../helpers.js';

describe('bestTry: a hint in a lost position', () => {
  it('offers a move where the solver proves the deal lost (Funnel deal 7 after T3>W, where T1>W is legal)', () => {
    const lost = games.funnel.apply(games.funnel.deal(7, { deck: 36, freeDraw: false }), 'T3>W');
    assert.equal(solve(lost).result, 'lost');
    const legal = games.funnel.legalMoves(lost);
    assert.ok(legal.includes('T1>W'));
    const best = bestTry(lost);
    assert.ok(best !== null && legal.includes(best.move), JSON.stringify(best));
    assert.deepEqual(bestTry(lost), best, 'the same answer every call');
  });

  it('picks the move after which the most cards can still go home', () => {
    // Waste 5: either the 4 or the 6 can go. After the 6, the 7 follows (two cards home); after the 4, nothing (one).
    const fork = position('funnel', { W: '5C', T0: 'KD 4H', T1: 'KS 7D 6S' }, { deck: 52, freeDraw: true });
    assert.deepEqual(bestTry(fork), { move: 'T1>W', home: 2 });
  });

  it('answers null only when no move is legal', () => {
    const stuck = position('funnel', { W: '5C', T0: 'KD 9H' }, { deck: 52, freeDraw: true });
    assert.deepEqual(games.funnel.legalMoves(stuck), []);
    assert.equal(bestTry(stuck), null);
  });
});

describe('grade: a deal\'s difficulty from the solver\'s effort', () => {
  it('is the same on every call and follows the positions the solver searched', () => {
    const levels = new Set<string>();
    for (const seed of [2, 4, 6, 7]) {
      const deal = games.funnel.deal(seed, { deck: 36, freeDraw: true });
      const first = grade(deal);
      assert.deepEqual(grade(deal), first);
      const positions = solve(deal).positions;
      assert.equal(first.effort, Math.log10(1 + positions));
      const expected = first.result !== 'win' || positions > 30_000 ? 'hard' : positions > 1_000 ? 'medium' : 'easy';
      assert.equal(first.level, expected, `seed ${seed}`);
      levels.add(first.level);
    }
    assert.ok(levels.size >= 2, [...levels].join());
  });

  it('calls a lost deal hard', () => {
    const lost = games.funnel.apply(games.funnel.deal(7, { deck: 36, freeDraw: false }), 'T3>W');
    assert.deepEqual({ ...grade(lost), effort: 0 }, { level: 'hard', effort: 0, result: 'lost' });
  });
});

describe('solveWith and bestTryWith: the rules given, no registry', () => {
  it('search with the rules passed, whatever game id the state names (a worker bundles its one game)', () => {
    const state = games.well.deal(3, { deck: 36 });
    // An id the registry does not know: only the rules passed can answer.
    const renamed = { ...state, game: 'my-well' };
    assert.throws(() => solve(renamed), /no game "my-well"/);
    assert.deepEqual(solveWith(games.well, renamed, { maxPositions: 50_000 }), solve(state, { maxPositions: 50_000 }));
    assert.deepEqual(bestTryWith(games.well, renamed, { maxPositions: 2_000 }), bestTry(state, { maxPositions: 2_000 }));
  });
});
