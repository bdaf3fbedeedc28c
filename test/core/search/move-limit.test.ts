import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_MAX_MOVES, games, movesOf, solve, verifyWin, type State } from '../../../src/core/index.js';
import type { Model } from '../../../src/core/search/model.js';
import { searchWin } from '../../../src/core/search/search.js';

/** A path of `length` steps, won at its end: one move from each position, the step forward. */
function path(length: number): Model {
  let at = 0;
  return {
    maxMoves: 1,
    keySpace: length + 1,
    moves: (out, from) => (at < length ? ((out[from] = 1), 1) : 0),
    make: () => void at++,
    unmake: () => void at--,
    key: () => at,
    won: () => at === length,
    dead: () => false,
    toFoundation: () => false,
    stockEmpty: () => true,
  };
}

describe('searchWin: the longest line', () => {
  it('finds a win exactly maxLine moves long', () => {
    const found = searchWin(path(40), 1_000, Infinity, undefined, 40);
    assert.equal(found.result, 'win');
    assert.equal(found.result === 'win' && found.line.length, 40);
  });

  it('says unknown, not win nor lost, when the only win is longer than maxLine', () => {
    assert.equal(searchWin(path(41), 1_000, Infinity, undefined, 40).result, 'unknown');
    assert.equal(searchWin(path(41), 1_000, Infinity, undefined, 0).result, 'unknown');
  });
});

describe('solve: no win longer than verifyWin replays', () => {
  // Indian 2×36 seed 13: T4>T6 and T6>T4 undo each other; from the deal, solve finds a win of 312 moves.
  const rules = games.indian;
  const options = { deck: 36 } as const;
  const shuffled = (moves: number): State => {
    let state = rules.deal(13, options);
    for (let k = 0; k < moves / 2; k++) state = rules.apply(rules.apply(state, 'T4>T6'), 'T6>T4');
    return state;
  };

  it('returns only wins whose whole game verifies, when the game has used most of the move limit', () => {
    const state = shuffled(DEFAULT_MAX_MOVES - 200);
    const found = solve(state, { maxPositions: 20_000 });
    assert.notEqual(found.result, 'lost', 'the deal is won in 312 moves; the limit proves nothing lost');
    if (found.result === 'win') assert.ok(verifyWin('indian', 13, options, [...movesOf(state), ...found.moves]));
  });

  it('still finds the win when the moves left allow it', () => {
    const state = shuffled(DEFAULT_MAX_MOVES - 400);
    const found = solve(state, { maxPositions: 20_000 });
    assert.equal(found.result, 'win');
    assert.ok(found.result === 'win' && verifyWin('indian', 13, options, [...movesOf(state), ...found.moves]));
  });
});
