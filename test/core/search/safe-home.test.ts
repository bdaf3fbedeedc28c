/**
 * Cards that go home by themselves (safeHomeMove): each game's rule on hand-built positions, one
 * where it applies and one a single card short of it; and, on real games, a move it makes never
 * turns a position the solver wins into one it proves lost.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { games, replay, safeHomeMove, safeHomeMoves, solve, type GameId } from '../../../src/core/index.js';
import { clears } from '../../../src/core/search/model.js';
import { modelOf } from '../../../src/core/search/by-id.js';
import { position } from '../helpers.js';

type Piles = Record<string, string>;

describe('safeHomeMove: the Well (every corner holds the rank two below)', () => {
  const at = (piles: Piles) => position('well', { S: '6S 7S', ...piles });
  const corners = { F0: '9S TS', F1: '9H TH', F2: '9D TD', F3: '9C TC' };

  it('a jack goes home once every corner holds a nine, two below it', () => {
    assert.equal(safeHomeMove(at({ ...corners, T0: 'JS', T1: 'KH' })), 'T0>F0');
  });

  it('also with a ten still out: every corner holds the nine, so the ten can go home instead of onto the jack', () => {
    assert.equal(safeHomeMove(at({ ...corners, F3: '9C', T0: 'JS', T1: 'KH' })), 'T0>F0');
  });

  it('not while a corner lacks the nine: a ten could still need the jack to hold it', () => {
    assert.equal(safeHomeMove(at({ ...corners, F3: '', T0: 'JS', T1: 'KH' })), null);
  });

  it('the base rank never goes by itself: its corner choice matters', () => {
    assert.equal(safeHomeMove(at({ F0: '9S', T0: '9H' })), null);
  });

  it('one move brings the next: three jacks, the queen on the waste (every corner holds a ten), the last jack', () => {
    const state = at({ ...corners, T0: 'JS', T1: 'JH', T2: 'JD', T3: 'JC', W: 'QD' });
    assert.deepEqual(safeHomeMoves(state), ['T0>F0', 'T1>F1', 'T2>F2', 'W>F2', 'T3>F3']);
  });
});

describe('safeHomeMove: Indian (nothing can go on it, its twin is home, no column emptied early)', () => {
  const columns: Piles = {};
  for (let t = 0; t < 7; t++) columns[`T${t}`] = '9C | KD';
  const at = (piles: Piles) => position('indian', { S: '7H 7D', ...columns, ...piles });
  const aces = { F0: 'AS 6S', F1: 'AS', F2: 'AH', F3: 'AH', F4: 'AD', F5: 'AD', F6: 'AC', F7: 'AC' };

  it('an ace from the waste goes home', () => {
    assert.equal(safeHomeMove(at({ W: 'AS' })), 'W>F0');
  });

  it('not a lone column ace while the stock lasts: the column would be refilled now rather than later', () => {
    assert.equal(safeHomeMove(at({ T0: 'AS' })), null);
  });

  it('a six goes home when its twin is and both aces of every other suit are', () => {
    assert.equal(safeHomeMove(at({ ...aces, W: '6S' })), 'W>F1');
  });

  it('also with an ace of clubs out: an ace that could go on the six always finds a foundation free', () => {
    assert.equal(safeHomeMove(at({ ...aces, F7: '', W: '6S' })), 'W>F1');
  });

  it('not before its twin is home: the twin could want that foundation', () => {
    assert.equal(safeHomeMove(at({ ...aces, F0: 'AS', W: '6S' })), null);
  });
});

describe('safeHomeMove: the Well of Truth (the one move there is)', () => {
  const BASES: Piles = { F0: '2S', F1: '2H', F2: '2D', F3: '2C', F4: '2S', F5: '2H', F6: '2D', F7: '2C' };
  const at = (piles: Piles, phase = 1) => position('well-of-truth', { ...BASES, ...piles }, { phase });

  it('one three and eight bases alike: it goes (every winning line makes that move next)', () => {
    assert.equal(safeHomeMove(at({ T0: '5C 3S', T1: '9H', C: 'KD' })), 'T0>F0');
  });

  it('not with two threes to choose from', () => {
    assert.equal(safeHomeMove(at({ T0: '5C 3S', T1: '3H', C: 'KD' })), null);
  });

  it('not with one three and two kinds of base', () => {
    assert.equal(safeHomeMove(at({ F1: 'AH 2H', T0: '5C 3S', T1: '9H', C: 'KD' })), null);
  });

  it('in the last phase too', () => {
    assert.equal(safeHomeMove(at({ W0: '3S', W1: '9H', W2: 'TD', C: 'KD QD' }, 3)), 'W0>F0');
  });
});

describe('safeHomeMove: the Funnel', () => {
  it('has no foundations: nothing goes by itself, in any deal', () => {
    for (let seed = 1; seed <= 20; seed++) assert.deepEqual(safeHomeMoves(games.funnel.deal(seed)), []);
  });

  it('a column card onto the waste clears it but is no foundation move, even as the only move', () => {
    // Play each deal's first listed move until a column card onto the waste is the only move there is.
    let only = 0;
    for (let seed = 1; seed <= 20; seed++) {
      let state = games.funnel.deal(seed);
      for (let moves = games.funnel.legalMoves(state); moves.length > 0; moves = games.funnel.legalMoves(state)) {
        const model = modelOf(state)!;
        const out = new Int32Array(model.maxMoves);
        if (model.moves(out, 0) === 1 && moves[0] !== 'draw') {
          only++;
          assert.equal(model.toFoundation(out[0]!), false);
          assert.equal(clears(model, out[0]!), true);
          assert.equal(safeHomeMove(state), null);
        }
        state = games.funnel.apply(state, moves[0]!);
      }
    }
    assert.ok(only > 0, 'some position has a column move as its only move');
  });
});

describe('safeHomeMove never loses a won game', () => {
  for (const game of ['well', 'indian', 'well-of-truth'] as GameId[]) {
    it(`${game}: along the solver's wins, the position after each safe move is still not lost`, () => {
      let checked = 0;
      for (let seed = 1; seed <= 30 && checked < 6; seed++) {
        const found = solve(games[game].deal(seed), { maxPositions: 20_000 });
        if (found.result !== 'win') continue;
        for (let k = 0; k < found.moves.length && checked < 6; k += 7) {
          const state = replay(game, seed, {}, found.moves.slice(0, k));
          const move = safeHomeMove(state);
          if (move === null) continue;
          checked++;
          assert.notEqual(solve(games[game].apply(state, move), { maxPositions: 20_000 }).result, 'lost', `${game} ${seed} after ${k} moves: ${move}`);
        }
      }
      assert.ok(checked > 0, 'some safe move was checked');
    });
  }
});
