/** The hint's fallback when the solver cannot decide, and the piles a hint lights up: pure functions of positions. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { games, type State } from '../../../src/core/index.js';
import { pilesOfMove, suggestion } from '../../../src/ui/solver/hints.js';

const position = (state: State) => ({ rules: games[state.game], state, legal: games[state.game].legalMoves(state) });
const play = (state: State, moves: readonly string[]) => moves.reduce((s, m) => games[s.game].apply(s, m), state);

describe('suggestion', () => {
  it('prefers a card to a foundation', () => {
    // The Indian, deal 1 (36): after these moves an ace can go to a foundation among other moves.
    let state = games.indian.deal(1, { deck: 36 });
    const rules = games.indian;
    for (let i = 0; i < 200 && !rules.legalMoves(state).some((m) => /^[^F]+>F\d$/.test(m)); i++) state = rules.apply(state, rules.legalMoves(state).at(-1)!);
    const legal = rules.legalMoves(state);
    const toFoundation = legal.find((m) => /^[^F]+>F\d$/.test(m));
    assert.ok(toFoundation && legal.length > 1, `${legal}`);
    assert.equal(suggestion(position(state)), toFoundation);
  });

  it('else a move that turns up a face-down card', () => {
    // A hand-made variant of the Funnel's deal: column T3's top card is its only face-up one.
    const dealt = games.funnel.deal(2, { deck: 36 });
    const index = games.funnel.piles(dealt.options).findIndex((s) => s.id === 'T3');
    const piles = dealt.piles.map((p, i) => (i === index ? { ...p, down: p.cards.length - 1 } : p));
    const state = { ...dealt, piles };
    assert.equal(suggestion({ rules: games.funnel, state, legal: ['T0>W', 'T3>W', 'draw'] }), 'T3>W');
    assert.equal(suggestion({ rules: games.funnel, state: dealt, legal: ['T0>W', 'T3>W', 'draw'] }), 'T0>W');
  });

  it('else the first move between piles, else the action', () => {
    const funnel = games.funnel.deal(2, { deck: 36 });
    // In the Funnel no card is face down but the stock, and no pile is a foundation: the first move between piles.
    const legal = games.funnel.legalMoves(funnel);
    assert.equal(suggestion(position(funnel)), legal.find((m) => m.includes('>')));
    const stuck = play(funnel, ['T0>W', 'T0>W']);
    assert.deepEqual(games.funnel.legalMoves(stuck), ['draw']);
    assert.equal(suggestion(position(stuck)), 'draw');
  });
});

describe('pilesOfMove', () => {
  it("is the card's pile then its destination, or an action's pile", () => {
    const state = games.funnel.deal(2, { deck: 36 });
    assert.deepEqual(pilesOfMove(games.funnel, state, 'T5>W'), ['T5', 'W']);
    assert.deepEqual(pilesOfMove(games.funnel, state, 'draw'), [games.funnel.actions(state.options).find((a) => a.name === 'draw')!.pile]);
  });
});
