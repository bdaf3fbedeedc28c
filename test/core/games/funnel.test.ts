/**
 * Воронка — the Funnel (RULES.md §1 and §3), one hand-built position per rule.
 * Piles: S (the stock "А"), W (the open pile "В"), columns T0…T5 (36) or T0…T6 (52).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { games, movesOf, replay, type DeckSize, type Move, type State } from '../../../src/core/index.js';
import { freshCards } from '../../../src/core/model/cards.js';
import { shuffle } from '../../../src/core/model/random.js';
import { assertLegal, assertMoves, assertRefused, position, sorted } from '../helpers.js';

const rules = games.funnel;
type Piles = Record<string, string>;

const at = (piles: Piles, deck: DeckSize = 36, freeDraw = false): State => position('funnel', piles, { deck, freeDraw });

const expectedOf = (state: State, expected: Piles): State => position('funnel', expected, { deck: state.options.deck, freeDraw: state.options.freeDraw });
const legal = (state: State, move: Move, expected: Piles): State => assertLegal(state, move, expectedOf(state, expected));
const refused = assertRefused;
const movesAre = assertMoves;

describe('the Funnel: deal', () => {
  for (const [deck, columns, height, stock] of [[36, 6, 4, 11], [52, 7, 5, 16]] as const) {
    it(`deal (${deck}): columns T0…T${columns - 1} of ${height} cards all face up, one card face up on W, S keeps ${stock} face down`, () => {
      const state = rules.deal(99, { deck });
      const layout = rules.layout(state);
      const ids = rules.piles({ deck }).map((p) => p.id);
      assert.deepEqual(sorted(ids), sorted(['S', 'W', ...Array.from({ length: columns }, (_, i) => `T${i}`)]));
      for (let i = 0; i < columns; i++) {
        assert.equal(layout[`T${i}`]!.up.length, height, `T${i}`);
        assert.equal(layout[`T${i}`]!.down.length, 0, `T${i} is all face up`);
      }
      assert.equal(layout.W!.up.length, 1);
      assert.equal(layout.W!.down.length, 0);
      assert.equal(layout.S!.down.length, stock);
      assert.equal(layout.S!.up.length, 0);
      const all = Object.values(layout).flatMap((p) => [...p.down, ...p.up]);
      assert.deepEqual(sorted(all), sorted(freshCards(deck, 1)));
    });

    it(`deal (${deck}): the columns take the first ${columns * height} cards, W the next one, S the rest`, () => {
      const cards = shuffle(freshCards(deck, 1), 4242);
      const layout = rules.layout(rules.deal(4242, { deck }));
      const table = Array.from({ length: columns }, (_, i) => layout[`T${i}`]!.up).flat();
      assert.deepEqual(sorted(table), sorted(cards.slice(0, columns * height)));
      assert.deepEqual(layout.W!.up, [cards[columns * height]]);
      assert.deepEqual(sorted(layout.S!.down), sorted(cards.slice(columns * height + 1)));
      const drawn = rules.apply(rules.deal(4242, { deck, freeDraw: true }), 'draw');
      assert.equal(rules.layout(drawn).W!.up.at(-1), cards[columns * height + 1], 'the stock goes on dealing');
    });
  }

  it('deal: the default is 36 cards without free draw', () => {
    const state = rules.deal(3);
    assert.equal(state.options.deck, 36);
    assert.equal(state.options.freeDraw, false);
  });

  it('deal: the same seed, deck and option give the same layout', () => {
    assert.deepEqual(rules.layout(rules.deal(8, { deck: 52, freeDraw: true })), rules.layout(rules.deal(8, { deck: 52, freeDraw: true })));
    assert.notDeepEqual(rules.layout(rules.deal(8, { deck: 52 })), rules.layout(rules.deal(9, { deck: 52 })));
  });

  it('a move list replays the game exactly: deal(seed, options) plus the list', () => {
    let state = rules.deal(77, { deck: 36, freeDraw: true });
    let pick = 3;
    for (let i = 0; i < 40; i++) {
      const moves = rules.legalMoves(state);
      if (moves.length === 0) break;
      pick = (pick * 1103515245 + 12345) >>> 0;
      state = rules.apply(state, moves[pick % moves.length]!);
    }
    const again = replay('funnel', 77, { deck: 36, freeDraw: true }, movesOf(state));
    assert.deepEqual(rules.layout(again), rules.layout(state));
  });
});

describe('the Funnel: column cards onto W', () => {
  it("Tn>W: a column's last card one rank above W's top goes on, suit ignored", () => {
    const state = at({ S: '6D', W: '8H', T0: 'KD 9H', T1: 'QS 9C' });
    legal(state, 'T0>W', { S: '6D', W: '8H 9H', T0: 'KD', T1: 'QS 9C' });
    legal(state, 'T1>W', { S: '6D', W: '8H 9C', T0: 'KD 9H', T1: 'QS' });
  });

  it("Tn>W: a column's last card one rank below W's top goes on, suit ignored", () => {
    legal(at({ W: '8H', T2: 'AS 7S' }), 'T2>W', { W: '8H 7S', T2: 'AS' });
  });

  it('Tn>W: a card not next in rank is refused (two apart, or the same rank)', () => {
    const state = at({ S: '6D', W: '8H', T0: 'TH', T1: '8S', T2: '6C' });
    refused(state, 'T0>W');
    refused(state, 'T1>W');
    refused(state, 'T2>W');
  });

  it('only the last card of a column moves: a neighbour under it does not play', () => {
    refused(at({ S: '6D', W: '8H', T0: '9S KD' }), 'T0>W');
  });

  it('column cards move only onto W: not onto another column or the stock, and W cards never go back', () => {
    const state = at({ S: '6D', W: '8H', T0: '9S', T1: 'TD' });
    refused(state, 'T0>T1');
    refused(state, 'T0>S');
    refused(state, 'W>T0');
    refused(state, 'S>W');
  });

  it('each playable column is its own move', () => {
    movesAre(at({ S: '6D', W: '8H', T0: '9C', T1: '7D', T2: '9S', T3: 'QH', T5: '8S' }), ['T0>W', 'T1>W', 'T2>W']);
  });

  it('nothing goes on a king: not a queen, not an ace (36)', () => {
    const state = at({ S: '6D', W: 'KH', T0: 'QS', T1: 'AS' });
    refused(state, 'T0>W', /king/i);
    refused(state, 'T1>W');
    movesAre(state, ['draw']);
  });

  it('nothing goes on a king (52): not a queen, not an ace', () => {
    const state = at({ S: '6D', W: 'KH', T0: 'QS', T1: 'AS' }, 52);
    refused(state, 'T0>W');
    refused(state, 'T1>W');
  });

  it('a king goes on a queen', () => {
    legal(at({ W: 'QH', T0: 'KS' }), 'T0>W', { W: 'QH KS' });
  });

  it('ace-low-36: an ace plays only with a six — an ace on a six and a six on an ace', () => {
    legal(at({ W: '6H', T0: 'AS' }), 'T0>W', { W: '6H AS' });
    legal(at({ W: 'AS', T0: '6H' }), 'T0>W', { W: 'AS 6H' });
  });

  it('ace-low-36: an ace does not play with a seven, a king or a two-less neighbour (no wrap)', () => {
    const onAce = at({ S: '6D', W: 'AS', T0: '7D', T1: 'KC', T2: 'AH' });
    refused(onAce, 'T0>W');
    refused(onAce, 'T1>W');
    refused(onAce, 'T2>W');
    const aceOnSeven = at({ S: '6D', W: '7S', T0: 'AD' });
    refused(aceOnSeven, 'T0>W');
  });

  it('ace-low-52: an ace plays only with a two — an ace on a two and a two on an ace', () => {
    legal(at({ W: '2H', T0: 'AS' }, 52), 'T0>W', { W: '2H AS' });
    legal(at({ W: 'AS', T0: '2H' }, 52), 'T0>W', { W: 'AS 2H' });
  });

  it('ace-low-52: an ace does not play with a six or a king (no wrap)', () => {
    const state = at({ S: '6D', W: 'AS', T0: '6D', T1: 'KC' }, 52);
    refused(state, 'T0>W');
    refused(state, 'T1>W');
    refused(at({ S: '5D', W: '6S', T0: 'AD' }, 52), 'T0>W');
    legal(at({ W: '6S', T0: '5D' }, 52), 'T0>W', { W: '6S 5D' });
  });
});

describe('the Funnel: draw', () => {
  it('draw: legal only when no Tn>W move is legal — refused while a column card still plays', () => {
    const state = at({ S: '6D JC', W: '8H', T0: '9C', T1: 'KS' });
    movesAre(state, ['T0>W']);
    refused(state, 'draw');
  });

  it('draw: when nothing can be moved, the top of S goes face up onto W (a new chain)', () => {
    const state = at({ S: '6D JC', W: '8H', T0: 'KC', T1: 'AS' });
    movesAre(state, ['draw']);
    legal(state, 'draw', { S: '6D', W: '8H JC', T0: 'KC', T1: 'AS' });
  });

  it('draw: a king on W ends the chain, so draw is legal even with a queen in the columns', () => {
    legal(at({ S: '6D JC', W: 'KH', T0: 'QC' }), 'draw', { S: '6D', W: 'KH JC', T0: 'QC' });
  });

  it('draw: refused when S is empty', () => {
    const state = at({ W: '8H', T0: 'KC' });
    refused(state, 'draw');
    assert.deepEqual(rules.legalMoves(state), []);
  });

  it('[option] freeDraw: draw is legal at any time, even while a column card plays (classic Golf)', () => {
    const state = at({ S: '6D JC', W: '8H', T0: '9C', T1: 'KS' }, 36, true);
    movesAre(state, ['T0>W', 'draw']);
    legal(state, 'draw', { S: '6D', W: '8H JC', T0: '9C', T1: 'KS' });
    legal(state, 'T0>W', { S: '6D JC', W: '8H 9C', T1: 'KS' });
  });

  it('[option] freeDraw (52): draw is legal at any time', () => {
    movesAre(at({ S: '2D', W: '8H', T0: '9C' }, 52, true), ['T0>W', 'draw']);
  });

  it('[option] freeDraw: draw is still refused on an empty stock', () => {
    const state = at({ W: '8H', T0: '9C' }, 36, true);
    refused(state, 'draw');
    movesAre(state, ['T0>W']);
  });

  it('[option] freeDraw: the column rules are unchanged (nothing on a king)', () => {
    const state = at({ S: '6D', W: 'KH', T0: 'QC' }, 36, true);
    refused(state, 'T0>W');
  });
});

describe('the Funnel: status', () => {
  it("won: every column empty — cards left in S don't matter — and once won no move is legal", () => {
    const state = at({ S: '6D JC 7H', W: '8H 9C' });
    assert.equal(rules.status(state), 'won');
    assert.deepEqual(rules.legalMoves(state), []);
    refused(state, 'draw');
  });

  it('won: with free draw too, a won game allows no draw', () => {
    const state = at({ S: '6D JC', W: '8H' }, 36, true);
    assert.equal(rules.status(state), 'won');
    assert.deepEqual(rules.legalMoves(state), []);
    refused(state, 'draw');
  });

  it('won: the move that empties the last column ends the game', () => {
    const state = at({ S: '6D', W: '8H', T3: '9C' });
    assert.equal(rules.status(state), 'playing');
    const after = legal(state, 'T3>W', { S: '6D', W: '8H 9C' });
    assert.equal(rules.status(after), 'won');
    assert.deepEqual(rules.legalMoves(after), []);
    assert.deepEqual(movesOf(after), ['T3>W']);
  });

  it('lost: not won and no legal move (S empty, nothing fits W)', () => {
    const state = at({ W: 'KH', T0: 'QS', T4: 'AD' });
    assert.deepEqual(rules.legalMoves(state), []);
    assert.equal(rules.status(state), 'lost');
  });

  it('playing: a column card still plays with S empty', () => {
    assert.equal(rules.status(at({ W: 'JH', T0: 'QS', T4: '8D' })), 'playing');
  });

  it('playing: no column move but S not empty (draw)', () => {
    assert.equal(rules.status(at({ S: '7C', W: 'KH', T0: 'QS' })), 'playing');
  });
});

describe('the Funnel: malformed moves', () => {
  const state = at({ S: '7C', W: '8H', T0: '9S', T1: 'JD' });
  it('malformed: "X>Y" is refused, naming the pile', () => {
    assert.match(refused(state, 'X>Y'), /X/);
  });
  it('malformed: "T6>W" in the 6-column game, "T9>F0" in the 7-column game', () => {
    assert.match(refused(state, 'T6>W'), /T6/);
    assert.match(refused(at({ S: '7C', W: '8H', T0: '9S' }, 52), 'T9>F0'), /T9|F0/);
    assert.match(refused(at({ S: '7C', W: '8H', T0: '9S' }, 52), 'T0>F0'), /F0/);
  });
  it('malformed: "turn" and "deal" are not Funnel moves', () => {
    assert.match(refused(state, 'turn'), /turn/);
    refused(state, 'deal');
  });
  it('malformed: the empty string is refused', () => {
    refused(state, '');
  });
  it('malformed: "T0>T0" is refused', () => {
    refused(state, 'T0>T0');
  });
});
