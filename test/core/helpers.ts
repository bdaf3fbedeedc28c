/**
 * Hand-built positions for rule tests. A pile is written as card codes bottom→top separated
 * by spaces, with `|` after the face-down ones: `'9D 8C | QS KH'`. Without `|` the whole
 * pile is face up, except the stock, which is always face down. Piles not named are empty.
 */
import assert from 'node:assert/strict';
import { games, IllegalMoveError, type Card, type GameId, type GameOptions, type Move, type PileId, type State } from '../../src/core/index.js';

export function position(game: GameId, piles: Record<PileId, string>, options: GameOptions & { phase?: number } = {}): State {
  const rules = games[game];
  const { phase, ...dealOptions } = options;
  const resolved = rules.resolveOptions(dealOptions);
  const specs = rules.piles(resolved);
  for (const id of Object.keys(piles)) {
    if (!specs.some((s) => s.id === id)) throw new Error(`position: no pile ${id} in ${game}`);
  }
  return {
    game,
    seed: 0,
    options: resolved,
    phase: phase ?? (game === 'well-of-truth' ? 1 : 0),
    history: null,
    piles: specs.map((spec) => {
      const text = piles[spec.id] ?? '';
      const [downText, upText] = text.includes('|') ? text.split('|') : ['', text];
      const split = (t: string) => t.trim().split(/\s+/).filter(Boolean) as Card[];
      const down = split(downText!);
      const up = split(upText!);
      if (spec.role === 'stock') return { cards: [...down, ...up], down: down.length + up.length };
      return { cards: [...down, ...up], down: down.length };
    }),
  };
}

/** The layout of one pile as `position` writes it, for compact assertions. */
export function pileText(state: State, id: PileId): string {
  const pile = games[state.game].layout(state)[id];
  if (!pile) throw new Error(`no pile ${id}`);
  const down = pile.down.join(' ');
  const up = pile.up.join(' ');
  return down ? `${down} | ${up}`.trim() : up;
}

/** Every pile of `state` is exactly as in `want`, and so is the phase. */
export function assertSameLayout(state: State, want: State): void {
  for (const { id } of games[state.game].piles(state.options)) assert.equal(pileText(state, id), pileText(want, id), `pile ${id}`);
  assert.equal(state.phase, want.phase, 'phase');
}

/** `move` is listed, `explain` finds nothing against it, `apply` gives exactly `want`'s layout and leaves its input alone. */
export function assertLegal(state: State, move: Move, want: State): State {
  const rules = games[state.game];
  const before = structuredClone(state);
  const moves = rules.legalMoves(state);
  assert.ok(moves.includes(move), `${move} should be legal; legal: ${moves.join(' ')}`);
  assert.equal(rules.explain(state, move), null);
  const after = rules.apply(state, move);
  assertSameLayout(after, want);
  assert.deepEqual(state, before, 'apply must not change its input');
  return after;
}

/** `move` is not listed, `explain` says why, `apply` throws `IllegalMoveError` naming it, input unchanged. */
export function assertRefused(state: State, move: Move, why?: RegExp): string {
  const rules = games[state.game];
  const before = structuredClone(state);
  const moves = rules.legalMoves(state);
  assert.ok(!moves.includes(move), `${move} should be refused; legal: ${moves.join(' ')}`);
  const reason = rules.explain(state, move)?.message ?? null;
  assert.equal(typeof reason, 'string', `explain(${move}) should give a reason`);
  assert.ok(reason!.trim().length > 0, 'the reason is not empty');
  if (why) assert.match(reason!, why);
  assert.throws(
    () => rules.apply(state, move),
    (error: unknown) => {
      assert.ok(error instanceof IllegalMoveError, 'apply throws IllegalMoveError');
      assert.ok(error.message.startsWith(move), `message "${error.message}" starts with the move`);
      assert.ok(error.message.includes(reason!), `message "${error.message}" says why`);
      assert.ok(error.message.length > move.length + 2);
      return true;
    },
  );
  assert.deepEqual(state, before, 'a refused move leaves the position unchanged');
  return reason!;
}

/** The legal moves of `state` are exactly `expected`, in any order. */
export const assertMoves = (state: State, expected: Move[]): void =>
  assert.deepEqual(games[state.game].legalMoves(state).slice().sort(), expected.slice().sort());

export const sorted = (cards: readonly string[]): string[] => cards.slice().sort();
