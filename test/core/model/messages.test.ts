/**
 * Error messages quote at most a short prefix of a caller's value (README, issue 8): a host
 * server logs or returns them, and a client's 50 KB string must not come back as a 50 KB message.
 * Every public function that can throw or refuse is given huge values in each argument.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  GAME_IDS, games, IllegalMoveError, readSavedGameOf, replay, rulesOf, serialize, solve, verifyWin, type GameId, type State,
} from '../../../src/core/index.js';

const LIMIT = 300;
const HUGE = 'x'.repeat(50_000);

/** Huge values of every kind a JavaScript caller could pass where a string, number or object is expected. */
const hugeValues: [string, unknown][] = [
  ['a 50,000-character string', HUGE],
  ['50,000 control characters', '\u0001'.repeat(50_000)],
  ['50,000 astral characters', '😀'.repeat(50_000)],
  ['an array holding one', [HUGE]],
  ['an object whose toString is one', { toString: () => HUGE }],
  ['a huge bigint', 10n ** 50_000n],
];

/** The message of what `run` throws: it must throw an Error whose message is short. */
function assertShortThrow(run: () => unknown, what: string): void {
  let thrown: unknown = undefined;
  try {
    run();
  } catch (e) {
    thrown = e;
  }
  assert.ok(thrown instanceof Error, `${what}: threw ${thrown === undefined ? 'nothing' : typeof thrown}`);
  assert.ok(thrown.message.length < LIMIT, `${what}: a ${thrown.message.length}-character message`);
}

const state = (game: GameId): State => games[game].deal(1);
const any = <T>(value: unknown) => value as T;

describe('error messages quote a short prefix of the input', () => {
  for (const [kind, value] of hugeValues) {
    it(`rulesOf, deal, resolveOptions, piles, actions, replay, apply: ${kind}`, () => {
      assertShortThrow(() => rulesOf(any(value)), 'rulesOf(game)');
      assertShortThrow(() => replay(any(value), 1, undefined, []), 'replay(game)');
      assertShortThrow(() => verifyWin('well', 1, undefined, [], { maxMoves: any(value) }), 'verifyWin(maxMoves)');
      for (const game of GAME_IDS) {
        const rules = games[game];
        assertShortThrow(() => rules.deal(any(value)), `${game} deal(seed)`);
        assertShortThrow(() => rules.deal(1, { deck: any(value) }), `${game} deal(deck)`);
        assertShortThrow(() => rules.deal(1, { freeDraw: any(value) }), `${game} deal(freeDraw)`);
        assertShortThrow(() => rules.resolveOptions({ deck: any(value) }), `${game} resolveOptions(deck)`);
        assertShortThrow(() => rules.piles({ deck: any(value) }), `${game} piles(deck)`);
        assertShortThrow(() => rules.actions({ deck: any(value) }), `${game} actions(deck)`);
        assertShortThrow(() => replay(game, any(value), undefined, []), `replay ${game} seed`);
        assertShortThrow(() => replay(game, 1, { deck: any(value) }, []), `replay ${game} deck`);
        assertShortThrow(() => replay(game, 1, undefined, [any(value)]), `replay ${game} move`);
        const start = state(game);
        assertShortThrow(() => rules.apply(start, any(value)), `${game} apply(move)`);
        if (typeof value === 'string') {
          for (const move of [value, `${value}>W`, `W>${value}`, `${value}>${value}`, `T0>${value}`]) {
            assertShortThrow(() => rules.apply(start, move), `${game} apply(${move.slice(0, 6)}…)`);
            assertShortThrow(() => replay(game, 1, undefined, [move]), `${game} replay([${move.slice(0, 6)}…])`);
            assert.ok(rules.explain(start, move)!.message.length < LIMIT, `${game} explain(${move.slice(0, 6)}…)`);
          }
        }
        assert.ok(rules.explain(start, any(value))!.message.length < LIMIT, `${game} explain(${kind})`);
        // A refusal's `move` is the caller's own string as given (data, not a message); anything else is named by its kind.
        if (typeof value !== 'string') assert.ok(rules.explain(start, any(value))!.move.length < LIMIT, `${game} explain(${kind}).move`);
      }
    });
  }

  it('solve of a state naming no game', () => {
    assertShortThrow(() => solve({ ...state('well'), game: any(HUGE) }), 'solve');
  });

  it('IllegalMoveError keeps only a short prefix of the move, in its message and its move', () => {
    assert.throws(
      () => games.well.apply(state('well'), `${HUGE}>W`),
      (e: unknown) => e instanceof IllegalMoveError && e.move.length <= 41 && e.move.endsWith('…') && e.message.length < LIMIT && e.code === 'no-such-pile',
    );
  });

  it('a move with control characters is quoted in a message, so none reaches a log raw; a real move is named as it is', () => {
    assert.throws(() => replay('well', 1, {}, ['T0>F0\n\u0007forged log line']), (e: unknown) => e instanceof Error && !/[\u0000-\u001f]/.test(e.message) && e.message.includes('\\n'));
    assert.equal(new IllegalMoveError('T3>F1', 'why', 0).message, 'move 1 (T3>F1): why');
  });

  it('short values are still quoted whole', () => {
    assert.throws(() => rulesOf(any('solitaire')), /no game "solitaire"; the games are well, funnel, well-of-truth, indian/);
    assert.throws(() => games.well.deal(-1), /not -1$/);
    assert.throws(() => games.well.deal(1, { deck: any(40) }), /deck must be 36 or 52 \(cards per deck\), not 40/);
    assert.throws(() => games.well.deal(1, { deck: any(36n) }), /deck must be 36 or 52 \(cards per deck\), not a bigint/);
    assert.equal(games.well.explain(state('well'), 'X9>W')?.message, 'This game has no pile "X9"');
    assert.throws(() => games.well.apply(state('well'), 'X9>W'), (e: unknown) => e instanceof IllegalMoveError && e.move === 'X9>W' && e.message === 'X9>W: This game has no pile "X9"');
  });

  it('any string in any argument gives a short message (fuzzed)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GAME_IDS), fc.string({ minLength: 0, maxLength: 3_000, unit: 'binary' }), fc.nat(4), (game, text, where) => {
        const rules = games[game];
        const calls = [
          () => rulesOf(any(text)),
          () => rules.deal(any(text)),
          () => rules.deal(1, { deck: any(text) }),
          () => rules.apply(state(game), text),
          () => replay(game, 1, any({ [text]: 1 }), []),
        ];
        try {
          calls[where]!();
        } catch (e) {
          assert.ok(e instanceof Error && e.message.length < LIMIT, String((e as Error).message?.length));
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('option keys', () => {
  it('other keys than deck and freeDraw are ignored: a win event\'s detail passes as the options', () => {
    const dealt = games.well.deal(1, { deck: 36 });
    const line = solve(dealt, { maxPositions: 200_000 });
    assert.equal(line.result, 'win');
    const detail = { game: 'well' as const, deck: 36 as const, freeDraw: false, seed: 1, moves: line.result === 'win' ? line.moves : [], moveCount: 0, elapsedMs: 0 };
    assert.equal(verifyWin(detail.game, detail.seed, detail, detail.moves), true);
    assert.deepEqual(replay('well', 1, detail, detail.moves.slice(0, 3)), replay('well', 1, { deck: 36 }, detail.moves.slice(0, 3)));
  });

  it('the known keys, even undefined, and a state\'s own options are accepted', () => {
    for (const game of GAME_IDS) {
      const rules = games[game];
      assert.doesNotThrow(() => rules.deal(1, { deck: undefined, freeDraw: undefined }));
      assert.doesNotThrow(() => rules.deal(1, {}));
      assert.doesNotThrow(() => rules.deal(1));
      const dealt = rules.deal(1);
      assert.deepEqual(rules.deal(1, dealt.options), dealt);
      assert.doesNotThrow(() => rules.piles(dealt.options));
    }
    // A saved game's options pass through unchanged.
    const state = games.funnel.deal(4, { freeDraw: true });
    assert.deepEqual(readSavedGameOf(games.funnel, serialize(state)).state, state);
  });
});
