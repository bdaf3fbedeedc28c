/**
 * A host server runs `verifyWin` and `deserialize` on whatever a client sends: bounded cost,
 * no holes, only `SavedGameError` out of `deserialize`, and messages that never echo the input.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  DEFAULT_MAX_MOVES, deserialize, GAME_IDS, games, movesOf, SavedGameError, serialize, solve, verifyWin, type GameId, type Move,
} from '../../src/core/index.js';

/** A real win of the Funnel with free draw, found by the solver. */
function funnelWin(): { seed: number; moves: Move[] } {
  for (let seed = 1; ; seed++) {
    const found = solve(games.funnel.deal(seed, { freeDraw: true }), { maxPositions: 20_000 });
    if (found.result === 'win') return { seed, moves: found.moves };
  }
}
const options = { freeDraw: true };
const win = funnelWin();
const saved = serialize(win.moves.slice(0, 3).reduce((state, move) => games.funnel.apply(state, move), games.funnel.deal(win.seed, options)));

/** A value nested `depth` deep, built without recursion. */
function nested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { a: value };
  return value;
}
const nestedText = (depth: number, kind: 'array' | 'object') =>
  kind === 'array' ? `${'['.repeat(depth)}"x"${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}`;

/** Messages may name a value, but only a short prefix of it. */
const MESSAGE_LIMIT = 200;

function assertSavedGameError(run: () => unknown, what: string) {
  assert.throws(run, (e: unknown) => {
    assert.ok(e instanceof SavedGameError, `${what}: threw ${String(e)}`);
    assert.ok(e.message.length <= MESSAGE_LIMIT, `${what}: a ${e.message.length}-character message`);
    return true;
  });
}

describe('verifyWin on hostile move lists', () => {
  it('accepts the real win (the fixture itself is sound)', () => {
    assert.equal(verifyWin('funnel', win.seed, options, win.moves), true);
  });

  it('rejects a win with holes after it (length += 5)', () => {
    const moves = [...win.moves];
    moves.length += 5;
    assert.equal(verifyWin('funnel', win.seed, options, moves), false);
  });

  it('rejects a win with a hole inside it', () => {
    const moves: Move[] = [...win.moves, 'draw'];
    delete moves[moves.length - 1];
    assert.equal(verifyWin('funnel', win.seed, options, moves), false);
  });

  it('rejects entries that are not strings, wherever they are', () => {
    fc.assert(
      fc.property(fc.nat(win.moves.length), fc.oneof(fc.integer(), fc.constant(null), fc.constant(undefined), fc.object(), fc.array(fc.string())), (at, junk) => {
        const moves = [...win.moves] as unknown[];
        moves.splice(at, 0, junk);
        return verifyWin('funnel', win.seed, options, moves as Move[]) === false;
      }),
    );
  });

  it('rejects a list longer than maxMoves before reading a single move', () => {
    let reads = 0;
    const watched = new Proxy([...win.moves, ...Array<Move>(DEFAULT_MAX_MOVES).fill('draw')], {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver);
      },
    });
    assert.equal(verifyWin('funnel', win.seed, options, watched), false);
    assert.equal(reads, 0);
  });

  it('applies the bound it is given, in both directions', () => {
    assert.equal(verifyWin('funnel', win.seed, options, win.moves, { maxMoves: win.moves.length }), true);
    assert.equal(verifyWin('funnel', win.seed, options, win.moves, { maxMoves: win.moves.length - 1 }), false);
  });

  it('refuses a bound that is not a non-negative integer (the host\'s mistake); undefined or null is the default', () => {
    for (const maxMoves of [-1, 1.5, Number.NaN, Infinity]) {
      assert.throws(() => verifyWin('funnel', win.seed, options, win.moves, { maxMoves }), RangeError);
    }
    for (const maxMoves of [undefined, null]) {
      assert.equal(verifyWin('funnel', win.seed, options, win.moves, { maxMoves: maxMoves as unknown as number }), true, String(maxMoves));
    }
  });

  it('takes options left undefined as the defaults; null or a non-object is no options, so no win', () => {
    assert.equal(verifyWin('funnel', win.seed, undefined, win.moves), verifyWin('funnel', win.seed, {}, win.moves));
    for (const bad of [null, 'x', 36]) assert.equal(verifyWin('funnel', win.seed, bad as unknown as undefined, win.moves), false, String(bad));
  });

  it('answers false for options that are an array, a class instance or a Proxy over one, not a plain object', () => {
    for (const bad of [[], [true], new Date(), new Proxy([], {}), Object.assign(Object.create(Map.prototype), { freeDraw: true })]) {
      assert.equal(verifyWin('funnel', win.seed, bad as never, win.moves), false, Object.prototype.toString.call(bad));
    }
    assert.equal(verifyWin('funnel', win.seed, Object.assign(Object.create(null), options), win.moves), true);
  });

  it('reads the list once: a Proxy whose length grows after the bound was checked is held to its first answer', () => {
    let lengthReads = 0;
    const growing = new Proxy(win.moves, {
      get: (target, key) => (key === 'length' ? (lengthReads++ === 0 ? 1 : DEFAULT_MAX_MOVES * 100) : Reflect.get(target, key)),
    });
    // Its first answer, 1 move, is no win; had the replay read the length again it would have gone on past the bound.
    assert.equal(verifyWin('funnel', win.seed, options, growing), false);
    assert.equal(lengthReads, 1);
  });

  it('never throws and is true only for the real win (fuzzed)', () => {
    const anyMove = fc.oneof(fc.constantFrom(...win.moves, 'draw', 'T0>W', 'W>T0', 'T0>F0'), fc.string(), fc.anything());
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom<unknown>(...GAME_IDS, 'klondike'), fc.anything()),
        fc.oneof(fc.constant(win.seed), fc.anything()),
        fc.oneof(fc.constant(options), fc.anything()),
        fc.oneof(fc.array(anyMove, { maxLength: 60 }), fc.sparseArray(anyMove, { maxLength: 60 }), fc.anything()),
        (game, seed, opts, moves) => {
          const result = verifyWin(game as GameId, seed as number, opts as object, moves as Move[]);
          const isTheWin = game === 'funnel' && seed === win.seed && opts === options && JSON.stringify(moves) === JSON.stringify(win.moves);
          return result === isTheWin;
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('deserialize on hostile input', () => {
  it('restores the real save (the fixture itself is sound)', () => {
    assert.equal(deserialize(saved).seed, win.seed);
    assert.equal(deserialize(JSON.parse(saved)).seed, win.seed);
  });

  for (const depth of [5_000, 100_000]) {
    for (const kind of ['array', 'object'] as const) {
      it(`throws only SavedGameError for a ${depth}-deep ${kind} in every place`, () => {
        const deep = nestedText(depth, kind);
        const base = JSON.parse(saved) as Record<string, unknown>;
        assertSavedGameError(() => deserialize(deep), 'top level');
        for (const field of ['format', 'version', 'game', 'seed', 'options', 'moves', 'extra']) {
          const text = JSON.stringify({ ...base, [field]: '@' }).replace('"@"', deep);
          assertSavedGameError(() => deserialize(text), field);
          assertSavedGameError(() => deserialize({ ...base, [field]: nested(depth, kind) } as never), `${field} as an object`);
        }
        const inOptions = JSON.stringify({ ...base, options: { deck: 36, freeDraw: '@' } }).replace('"@"', deep);
        assertSavedGameError(() => deserialize(inOptions), 'options.freeDraw');
        const inMoves = JSON.stringify({ ...base, moves: ['@'] }).replace('"@"', deep);
        assertSavedGameError(() => deserialize(inMoves), 'a move');
      });
    }
  }

  it('quotes at most a short prefix of a huge value', () => {
    const huge = 'x'.repeat(1_000_000);
    const base = JSON.parse(saved) as Record<string, unknown>;
    assertSavedGameError(() => deserialize(huge), 'the text');
    for (const field of ['format', 'version', 'game', 'seed', 'options', 'moves']) {
      assertSavedGameError(() => deserialize(JSON.stringify({ ...base, [field]: huge })), field);
    }
    assertSavedGameError(() => deserialize(JSON.stringify({ ...base, [huge]: 1 })), 'a field name');
    assertSavedGameError(() => deserialize(JSON.stringify({ ...base, options: { ...(base.options as object), [huge]: 1 } })), 'an option name');
    assertSavedGameError(() => deserialize(JSON.stringify({ ...base, moves: [huge] })), 'a move');
    assertSavedGameError(() => deserialize(JSON.stringify({ ...base, moves: [`T0>${huge}`] })), 'a pile name');
  });

  it('rejects more than maxMoves moves before replaying', () => {
    const many = JSON.stringify({ ...JSON.parse(saved), moves: Array<Move>(DEFAULT_MAX_MOVES + 1).fill('draw') });
    assertSavedGameError(() => deserialize(many), 'too many moves');
    const full = serialize(games.funnel.apply(games.funnel.deal(win.seed, options), win.moves[0]!));
    assert.equal(movesOf(deserialize(full, { maxMoves: 1 })).length, 1);
    assertSavedGameError(() => deserialize(full, { maxMoves: 0 }), 'over a given bound');
  });

  it('refuses a text too long for maxMoves moves before parsing it, and a million option keys in well under a second', () => {
    const keys = Object.fromEntries(Array.from({ length: 1_000_000 }, (_, i) => [`k${i}`, 1]));
    const text = JSON.stringify({ ...JSON.parse(saved), options: { ...keys, ...options } });
    assertSavedGameError(() => deserialize(text), 'a 1e6-key save');
    assert.throws(() => deserialize(text), /characters long/);
    assert.throws(() => deserialize(saved, { maxMoves: 0 }), /has 3 moves; the limit is 0/);
  });

  it('accepts a revision (the elements\' count of writes) only as a non-negative integer', () => {
    assert.equal(deserialize(JSON.stringify({ ...JSON.parse(saved), revision: 7 })).seed, win.seed);
    assertSavedGameError(() => deserialize(JSON.stringify({ ...JSON.parse(saved), revision: -1 })), 'revision -1');
    assertSavedGameError(() => deserialize(JSON.stringify({ ...JSON.parse(saved), revision: '7' })), 'revision "7"');
  });

  it('reads a save\'s move list once, as verifyWin does', () => {
    let lengthReads = 0;
    const moves = JSON.parse(saved).moves as Move[];
    const growing = new Proxy(moves, { get: (target, key) => (key === 'length' ? (lengthReads++ === 0 ? moves.length : 1e9) : Reflect.get(target, key)) });
    assert.equal(movesOf(deserialize({ ...JSON.parse(saved), moves: growing })).length, 3);
    assert.equal(lengthReads, 1);
  });

  it('rejects a save whose moves have holes', () => {
    const holed = { ...JSON.parse(saved), moves: [...win.moves.slice(0, 2)] };
    holed.moves.length += 1;
    assertSavedGameError(() => deserialize(holed), 'holes');
  });

  it('turns anything a getter throws into a SavedGameError', () => {
    const trap = { ...JSON.parse(saved), get moves(): never { throw new RangeError('trap'); } };
    assertSavedGameError(() => deserialize(trap), 'a throwing getter');
  });

  it('throws only SavedGameError for any JSON value or text (fuzzed)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((v) => JSON.stringify(v))), (text) => {
        assertSavedGameError(() => deserialize(text), text.slice(0, 40));
      }),
      { numRuns: 500 },
    );
  });

  it('throws only SavedGameError for any field of a real save replaced (fuzzed)', () => {
    const base = JSON.parse(saved) as Record<string, unknown>;
    fc.assert(
      fc.property(fc.constantFrom('format', 'version', 'game', 'seed', 'options', 'moves', 'extra'), fc.anything(), (field, value) => {
        const changed = { ...base, [field]: value };
        let restored;
        try {
          restored = deserialize(changed as never);
        } catch (e) {
          assert.ok(e instanceof SavedGameError, String(e));
          assert.ok(e.message.length <= MESSAGE_LIMIT);
          return;
        }
        // Some changes are still a valid save (another seed on which the moves are legal): it must then be that save.
        assert.deepEqual(JSON.parse(serialize(restored)), JSON.parse(JSON.stringify(changed)));
      }),
      { numRuns: 500 },
    );
  });

  it('throws only SavedGameError for a real save with a stretch of its text replaced (fuzzed)', () => {
    fc.assert(
      fc.property(fc.nat(saved.length), fc.nat(12), fc.string({ maxLength: 12 }), (at, cut, insert) => {
        const text = saved.slice(0, at) + insert + saved.slice(at + cut);
        try {
          deserialize(text);
        } catch (e) {
          assert.ok(e instanceof SavedGameError, String(e));
          assert.ok(e.message.length <= MESSAGE_LIMIT);
        }
      }),
      { numRuns: 500 },
    );
  });
});
