import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  deserialize, games, IllegalMoveError, readSavedGameOf, moveCount, movesOf, replay, SavedGameError, serialize, solve, verifyWin,
  type DeckSize, type GameId, type Move, type SolveResult,
} from '../../src/core/index.js';
import { mulberry32 } from '../../src/core/model/random.js';

/**
 * Real wins, found by the solver. Each search starts at a seed known to be won quickly, so
 * the suite stays fast; it moves on to later seeds if that ever changes.
 */
const WIN_SEARCHES: { game: GameId; deck: DeckSize; freeDraw?: boolean; firstSeed: number; byPlayouts?: boolean }[] = [
  { game: 'well', deck: 36, firstSeed: 11 },
  { game: 'well', deck: 52, firstSeed: 11 },
  { game: 'funnel', deck: 36, firstSeed: 17 },
  { game: 'funnel', deck: 36, freeDraw: true, firstSeed: 1 },
  { game: 'funnel', deck: 52, firstSeed: 11 },
  { game: 'well-of-truth', deck: 52, firstSeed: 17 },
  { game: 'indian', deck: 36, firstSeed: 2 },
  // Depth-first search drowns in two 52-card decks; greedy playouts find wins there.
  { game: 'indian', deck: 52, firstSeed: 1, byPlayouts: true },
];

function findWin(game: GameId, options: { deck: DeckSize; freeDraw?: boolean }, firstSeed: number, byPlayouts = false) {
  for (let seed = firstSeed; seed < firstSeed + 20; seed++) {
    const moves = byPlayouts ? playoutWin(game, seed, options) : winOf(solve(games[game].deal(seed, options), { maxPositions: 20_000 }));
    if (moves) return { seed, moves };
  }
  throw new Error(`no win found for ${game} from seed ${firstSeed}`);
}

const winOf = (found: SolveResult): Move[] | null => (found.result === 'win' ? found.moves : null);

/** Up to 40 playouts that take a foundation move whenever there is one, else a random move. */
function playoutWin(game: GameId, seed: number, options: { deck: DeckSize; freeDraw?: boolean }): Move[] | null {
  const rules = games[game];
  const pick = mulberry32(seed);
  for (let attempt = 0; attempt < 40; attempt++) {
    let state = rules.deal(seed, options);
    for (let legal = rules.legalMoves(state); legal.length > 0 && moveCount(state) < 3000; legal = rules.legalMoves(state)) {
      state = rules.apply(state, legal.find((m) => m.includes('>F')) ?? legal[Math.floor(pick() * legal.length)]!);
    }
    if (rules.status(state) === 'won') return movesOf(state);
  }
  return null;
}

/** Evenly spread positions in a list, first and last included. */
const sample = (length: number, count: number) =>
  [...new Set(Array.from({ length: count }, (_, k) => Math.round((k * (length - 1)) / (count - 1))))];

for (const { game, deck, freeDraw = false, firstSeed, byPlayouts } of WIN_SEARCHES) {
  describe(`verifyWin: ${game}, deck ${deck}${freeDraw ? ', free draw' : ''}`, () => {
    const options = { deck, freeDraw };
    const { seed, moves } = findWin(game, options, firstSeed, byPlayouts);

    it('accepts a real win', () => {
      assert.equal(verifyWin(game, seed, options, moves), true);
      assert.equal(games[game].status(replay(game, seed, options, moves)), 'won');
    });

    it('rejects the win with one move altered', () => {
      for (const i of sample(moves.length, 8)) {
        const before = replay(game, seed, options, moves.slice(0, i));
        const other = games[game].legalMoves(before).find((m) => m !== moves[i]) ?? 'T0>T0';
        for (const altered of [other, 'T0>T0', 'draw>F0']) {
          const log = moves.with(i, altered);
          assert.equal(verifyWin(game, seed, options, log), false, `move ${i} ${moves[i]} → ${altered}`);
        }
      }
    });

    it('rejects the win with one move dropped', () => {
      for (const i of sample(moves.length, 8)) {
        assert.equal(verifyWin(game, seed, options, moves.toSpliced(i, 1)), false, `without move ${i}`);
      }
    });

    it('rejects the win with a move appended', () => {
      for (const extra of ['draw', moves.at(-1)!, 'T0>F0']) {
        assert.equal(verifyWin(game, seed, options, [...moves, extra]), false, extra);
      }
    });

    it('rejects the win claimed for another seed or deck', () => {
      assert.equal(verifyWin(game, seed + 1, options, moves), false);
      const otherDeck = games[game].decks.find((d) => d !== deck);
      if (otherDeck) assert.equal(verifyWin(game, seed, { ...options, deck: otherDeck }, moves), false);
    });
  });
}

describe('replay', () => {
  it('throws an IllegalMoveError that names the index of the first illegal move', () => {
    const state = games.funnel.deal(5);
    const legal = games.funnel.legalMoves(state)[0]!;
    assert.throws(
      () => replay('funnel', 5, {}, [legal, 'T9>W']),
      (e: unknown) => e instanceof IllegalMoveError && e.index === 1 && e.message.startsWith('move 2 (T9>W): '),
    );
  });

  it('rejects an unknown game with a RangeError', () => {
    assert.throws(() => replay('klondike' as GameId, 1, {}, []), RangeError);
  });

  it('verifyWin says false (never throws) for junk', () => {
    assert.equal(verifyWin('klondike' as GameId, 1, {}, []), false);
    assert.equal(verifyWin('well', -3, {}, []), false);
    assert.equal(verifyWin('well', 1, {}, 'draw' as unknown as Move[]), false);
    assert.equal(verifyWin('well', 1, {}, []), false);
  });
});

describe('serialize / deserialize', () => {
  const state = replay('indian', 7, { deck: 52 }, []);
  const played = games.indian.legalMoves(state).slice(0, 1).reduce((s, m) => games.indian.apply(s, m), state);
  const text = serialize(played);

  it('writes a versioned, self-describing JSON form', () => {
    assert.deepEqual(JSON.parse(text), {
      format: 'patience-elements/game',
      version: 1,
      game: 'indian',
      options: { deck: 52, freeDraw: false },
      seed: 7,
      moves: movesOf(played),
    });
  });

  it('round-trips', () => {
    assert.deepEqual(deserialize(text), played);
  });

  const corrupt: [string, string, RegExp][] = [
    ['not JSON', '{"format": ', /not valid JSON/],
    ['not an object', '[1,2]', /not a JSON object/],
    ['a foreign format', JSON.stringify({ ...JSON.parse(text), format: 'other-app' }), /not a patience-elements saved game/],
    ['a future version', JSON.stringify({ ...JSON.parse(text), version: 2 }), /version 2/],
    ['an unknown game', JSON.stringify({ ...JSON.parse(text), game: 'klondike' }), /unknown game "klondike"/],
    ['a bad seed', JSON.stringify({ ...JSON.parse(text), seed: -1 }), /bad seed/],
    ['a clock beyond 1,000 hours', JSON.stringify({ ...JSON.parse(text), elapsedMs: 1e300 }), /bad elapsedMs 1e\+300/],
    ['a negative clock', JSON.stringify({ ...JSON.parse(text), elapsedMs: -1 }), /bad elapsedMs -1/],
    ['a deck the game lacks', JSON.stringify({ ...JSON.parse(text), game: 'well-of-truth', options: { deck: 36, freeDraw: false } }), /does not replay.*52/],
    ['a missing option', JSON.stringify({ ...JSON.parse(text), options: { deck: 52 } }), /freeDraw/],
    ['an extra field', JSON.stringify({ ...JSON.parse(text), cheat: true }), /unexpected field "cheat"/],
    ['moves that are not strings', JSON.stringify({ ...JSON.parse(text), moves: [1] }), /array of move strings/],
    ['a tampered move', JSON.stringify({ ...JSON.parse(text), moves: ['T0>F0'] }), /does not replay: move 1 \(T0>F0\)/],
  ];
  for (const [what, input, message] of corrupt) {
    it(`rejects ${what} with a SavedGameError`, () => {
      assert.throws(() => deserialize(input), (e: unknown) => e instanceof SavedGameError && message.test(e.message));
    });
  }

  it('writes a clock beyond the bound as the bound, so the save reads back', () => {
    assert.equal(readSavedGameOf(games.indian, serialize(played, { elapsedMs: 1e12 })).elapsedMs, 1_000 * 3_600_000);
  });

  it("readSavedGameOf reads its own game's save, with the clock, and refuses another game's", () => {
    const timed = serialize(played, { elapsedMs: 1234 });
    assert.deepEqual(readSavedGameOf(games.indian, timed), { state: played, elapsedMs: 1234 });
    assert.throws(() => readSavedGameOf(games.well, timed), (e: unknown) => e instanceof SavedGameError && /a saved game of "indian", not of well/.test(e.message));
    assert.throws(() => readSavedGameOf(games.indian, '{'), SavedGameError);
  });
});
