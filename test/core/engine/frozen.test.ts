/** freezeState, and the one object every deal shares: a caller's write must not change a game behind the rules' back. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { freezeState, games, GAME_IDS, movesOf } from '../../../src/core/index.js';

describe('freezeState', () => {
  // First: freezeState below freezes the shared empty pile too, as part of the states it freezes.
  it('a write into a dealt state\'s empty pile throws, and never reaches the next deal', () => {
    const first = games.indian.deal(1);
    const waste = games.indian.piles().findIndex((spec) => spec.id === 'W');
    assert.throws(() => (first.piles[waste]!.cards as string[]).push('AS'), TypeError);
    assert.deepEqual(games.indian.deal(2).piles[waste]!.cards, []);
  });

  for (const game of GAME_IDS) {
    it(`${game}: freezes a played state at every level, and the core plays on from it`, () => {
      const rules = games[game];
      let state = rules.deal(5);
      for (let i = 0; i < 6 && rules.legalMoves(state).length > 0; i++) state = rules.apply(state, rules.legalMoves(state)[0]!);
      assert.equal(freezeState(state), state);
      const parts: object[] = [state, state.options, state.piles, ...state.piles, ...state.piles.map((pile) => pile.cards)];
      for (let link = state.history; link !== null; link = link.before) parts.push(link);
      assert.deepEqual(parts.filter((part) => !Object.isFrozen(part)), []);
      assert.throws(() => (state.piles[0]!.cards as string[]).push('AS'), TypeError);
      assert.throws(() => ((state as { phase: number }).phase = 9), TypeError);
      // Frozen, it is still a position like any other: it plays, and what follows plays on.
      const move = rules.legalMoves(state)[0];
      if (move) assert.deepEqual(movesOf(rules.apply(state, move)), [...movesOf(state), move]);
      assert.deepEqual(structuredClone(state), state);
    });
  }

});
