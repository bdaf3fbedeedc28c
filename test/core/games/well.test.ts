/**
 * Колодец — the Well (RULES.md §1 and §2), one hand-built position per rule.
 * Piles: S, W, the cross T0…T4, the corners F0…F3.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  games, movesOf, replay, type DeckSize, type Move, type State,
} from '../../../src/core/index.js';
import { freshCards } from '../../../src/core/model/cards.js';
import { shuffle } from '../../../src/core/model/random.js';
import { assertLegal, assertMoves, assertRefused, pileText, position, sorted } from '../helpers.js';

const rules = games.well;
type Piles = Record<string, string>;

/** F0 holds the dealt base card and never empties; positions that do not name it hold 9S there. */
const withBase = (piles: Piles): Piles => ({ F0: '9S', ...piles });
const at = (piles: Piles, deck: DeckSize = 36): State => position('well', withBase(piles), { deck });

const expectedOf = (state: State, expected: Piles): State => position('well', withBase(expected), { deck: state.options.deck });
const legal = (state: State, move: Move, expected: Piles): State => assertLegal(state, move, expectedOf(state, expected));
const refused = assertRefused;
const movesAre = assertMoves;

/** One suit's cards in the given rank order, e.g. run('9TJQKA678', 'S'). */
const run = (ranks: string, suit: string): string => [...ranks].map((r) => r + suit).join(' ');

describe('the Well: deal', () => {
  for (const [deck, stock] of [[36, 30], [52, 46]] as const) {
    it(`deal (${deck}): five cards face up to T0…T4, the sixth face up to F0, the rest face down in S (${stock}), W empty`, () => {
      const state = rules.deal(12345, { deck });
      const layout = rules.layout(state);
      for (const t of ['T0', 'T1', 'T2', 'T3', 'T4']) {
        assert.equal(layout[t]!.up.length, 1, t);
        assert.equal(layout[t]!.down.length, 0, t);
      }
      assert.equal(layout.F0!.up.length, 1);
      assert.equal(layout.F0!.down.length, 0);
      for (const f of ['F1', 'F2', 'F3']) assert.equal(layout[f]!.up.length + layout[f]!.down.length, 0, f);
      assert.equal(layout.S!.down.length, stock);
      assert.equal(layout.S!.up.length, 0, 'the stock is face down');
      assert.equal(layout.W!.up.length + layout.W!.down.length, 0, 'W starts empty');
      const all = Object.values(layout).flatMap((p) => [...p.down, ...p.up]);
      assert.deepEqual(sorted(all), sorted(freshCards(deck, 1)), `one deck of ${deck}, every card once`);
      if (deck === 36) assert.ok(all.every((c) => 'A6789TJQK'.includes(c[0]!)), 'a 36-card deck has ranks 6–A only');
    });

    it(`deal (${deck}): the first five shuffled cards go to T0…T4 in order, the sixth to F0, the rest to S`, () => {
      const cards = shuffle(freshCards(deck, 1), 777);
      const state = rules.deal(777, { deck });
      ['T0', 'T1', 'T2', 'T3', 'T4'].forEach((t, i) => assert.equal(pileText(state, t), cards[i]));
      assert.equal(pileText(state, 'F0'), cards[5]);
      assert.deepEqual(sorted(rules.layout(state).S!.down), sorted(cards.slice(6)));
      assert.equal(pileText(rules.apply(state, 'draw'), 'W'), cards[6], 'the stock goes on dealing: the seventh card is drawn first');
    });
  }

  it('deal: a seed is any unsigned 32-bit integer, 0 and 4294967295 included', () => {
    for (const seed of [0, 1, 4294967295]) {
      const state = rules.deal(seed, { deck: 52 });
      assert.equal(state.seed, seed);
      assert.equal(rules.layout(state).S!.down.length, 46);
    }
    assert.notDeepEqual(rules.layout(rules.deal(0)), rules.layout(rules.deal(4294967295)));
  });

  it('deal: the default deck is 36 cards', () => {
    assert.equal(rules.deal(5).options.deck, 36);
    assert.deepEqual(rules.deal(5), rules.deal(5, { deck: 36 }));
  });

  it('deal: the piles are S, W, T0…T4 and F0…F3', () => {
    assert.deepEqual(sorted(rules.piles({ deck: 36 }).map((p) => p.id)), sorted(['S', 'W', 'T0', 'T1', 'T2', 'T3', 'T4', 'F0', 'F1', 'F2', 'F3']));
    assert.deepEqual(sorted(rules.piles({ deck: 52 }).map((p) => p.id)), sorted(['S', 'W', 'T0', 'T1', 'T2', 'T3', 'T4', 'F0', 'F1', 'F2', 'F3']));
  });

  it('deal: the same seed and deck give the same layout; another seed another layout', () => {
    assert.deepEqual(rules.layout(rules.deal(42, { deck: 52 })), rules.layout(rules.deal(42, { deck: 52 })));
    assert.notDeepEqual(rules.layout(rules.deal(42, { deck: 52 })), rules.layout(rules.deal(43, { deck: 52 })));
  });

  it('a move list replays the game exactly: deal(seed, options) plus the list', () => {
    let state = rules.deal(2024, { deck: 52 });
    let pick = 7;
    for (let i = 0; i < 60; i++) {
      const moves = rules.legalMoves(state);
      if (moves.length === 0) break;
      pick = (pick * 1103515245 + 12345) >>> 0;
      state = rules.apply(state, moves[pick % moves.length]!);
    }
    const again = replay('well', 2024, { deck: 52 }, movesOf(state));
    assert.deepEqual(rules.layout(again), rules.layout(state));
    assert.deepEqual(movesOf(again), movesOf(state));
  });
});

describe('the Well: corners', () => {
  it('corners: an empty corner takes a card of the base rank whose suit is on no other corner (each empty corner its own move)', () => {
    const state = at({ S: '7C', F0: '9S', T0: '9H', T1: 'KD' });
    const moves = rules.legalMoves(state);
    for (const m of ['T0>F1', 'T0>F2', 'T0>F3']) assert.ok(moves.includes(m), m);
    assert.equal(moves.filter((m) => m.startsWith('T0>F')).length, 3, 'three empty corners, three moves; F0 does not take 9H');
    legal(state, 'T0>F2', { S: '7C', F0: '9S', F2: '9H', T1: 'KD' });
  });

  it('corners: the base rank is the rank of the card dealt to F0', () => {
    const state = at({ S: '7C', F0: 'QD', T0: '9H', T1: 'QC' });
    refused(state, 'T0>F1');
    legal(state, 'T1>F1', { S: '7C', F0: 'QD', F1: 'QC', T0: '9H' });
  });

  it('corners: an empty corner refuses a card that is not of the base rank', () => {
    const state = at({ F0: '9S', T0: 'TH', W: '8D' });
    refused(state, 'T0>F1');
    refused(state, 'W>F3');
  });

  it('corners: an empty corner refuses a base-rank card whose suit is already on another corner', () => {
    // Two copies of 9H cannot meet in one deck; the position only isolates the suit check.
    const state = at({ F0: '9S', F1: '9H TH', T0: '9H', T1: '9D' });
    refused(state, 'T0>F2');
    refused(state, 'T0>F3');
    legal(state, 'T1>F3', { F0: '9S', F1: '9H TH', F3: '9D', T0: '9H' });
  });

  it("corners: a corner whose top is t takes the card of t's suit and rank next(t)", () => {
    const state = at({ F0: '9S', F1: '9H', T0: 'TS', T1: 'TD', T2: 'JS', W: 'TH' });
    legal(state, 'T0>F0', { F0: '9S TS', F1: '9H', T1: 'TD', T2: 'JS', W: 'TH' });
    legal(state, 'W>F1', { F0: '9S', F1: '9H TH', T0: 'TS', T1: 'TD', T2: 'JS' });
    refused(state, 'T1>F0'); // right rank, wrong suit
    refused(state, 'T2>F0'); // right suit, two ranks up
  });

  it('corners: cyclic-36 — on a king an ace, on an ace a six', () => {
    legal(at({ F0: run('9TJQK', 'S'), W: 'AS' }), 'W>F0', { F0: run('9TJQKA', 'S') });
    legal(at({ F0: run('9TJQKA', 'S'), T3: '6S' }), 'T3>F0', { F0: run('9TJQKA6', 'S') });
    refused(at({ F0: run('9TJQK', 'S'), W: '6S' }), 'W>F0');
  });

  it('corners: cyclic-52 — on a king an ace, on an ace a two (not a six)', () => {
    legal(at({ F0: 'QS KS', T0: 'AS' }, 52), 'T0>F0', { F0: 'QS KS AS' });
    legal(at({ F0: 'QS KS AS', T0: '2S' }, 52), 'T0>F0', { F0: 'QS KS AS 2S' });
    refused(at({ F0: 'QS KS AS', T0: '6S' }, 52), 'T0>F0');
  });

  it('corners: corner cards never move', () => {
    const state = at({ F0: '9S TS', F1: '9H', T0: 'JC', T1: '' });
    refused(state, 'F0>T0');
    refused(state, 'F0>T1');
    refused(state, 'F0>F2');
    refused(state, 'F1>W');
  });
});

describe('the Well: cross', () => {
  it('cross: a place takes any card of the next lower rank, suit ignored', () => {
    const state = at({ T0: 'JH', T1: 'KS TH', T2: 'TC', W: '8D TS' });
    const moves = rules.legalMoves(state);
    for (const m of ['T1>T0', 'T2>T0', 'W>T0']) assert.ok(moves.includes(m), m);
    legal(state, 'T2>T0', { T0: 'JH TC', T1: 'KS TH', W: '8D TS' });
    legal(state, 'T1>T0', { T0: 'JH TH', T1: 'KS', T2: 'TC', W: '8D TS' });
    legal(state, 'W>T0', { T0: 'JH TS', T1: 'KS TH', T2: 'TC', W: '8D' });
  });

  it('cross: a place refuses a higher card, the same rank, or two ranks lower', () => {
    const state = at({ T0: 'JH', T1: 'QC', T2: 'JD', T3: '9S', T4: 'KD' });
    refused(state, 'T1>T0');
    refused(state, 'T2>T0');
    refused(state, 'T3>T0');
  });

  for (const deck of [36, 52] as const) {
    it(`cross: on an ace a king (${deck} cards)`, () => {
      legal(at({ T0: 'AH', T1: 'KS', T2: 'QD' }, deck), 'T1>T0', { T0: 'AH KS', T2: 'QD' });
      refused(at({ T0: 'AH', T1: 'KS', T2: 'QD' }, deck), 'T2>T0');
    });
  }

  it('cross: on a six an ace again (36 cards)', () => {
    legal(at({ T0: '6H', T1: 'AS' }), 'T1>T0', { T0: '6H AS' });
  });

  it('cross: in 52 cards on a two an ace, and an ace does not go on a six', () => {
    legal(at({ T0: '2H', T1: 'AS' }, 52), 'T1>T0', { T0: '2H AS' });
    legal(at({ T0: '6H', T1: '5S' }, 52), 'T1>T0', { T0: '6H 5S' });
    refused(at({ T0: '6H', T1: 'AS' }, 52), 'T1>T0');
  });

  it('cross [interpretation]: an empty place takes any card — each empty place its own move', () => {
    const state = at({ S: '8C', F0: '9S', T1: 'QS', T3: 'KD', T4: 'AH', W: '7D' });
    movesAre(state, [
      'W>T0', 'W>T2', 'T1>T0', 'T1>T2', 'T1>T3', 'T3>T0', 'T3>T2', 'T4>T0', 'T4>T2', 'T3>T4', 'draw',
    ]);
    legal(state, 'W>T2', { S: '8C', F0: '9S', T1: 'QS', T2: '7D', T3: 'KD', T4: 'AH' });
    legal(state, 'T3>T0', { S: '8C', F0: '9S', T0: 'KD', T1: 'QS', T4: 'AH', W: '7D' });
  });

  it('playable cards: the top of W and the top of a place only; a covered card does not play', () => {
    const state = at({ F0: '9S', T0: 'AH', T1: 'TS QS', W: 'KC 8D' });
    refused(state, 'T1>F0'); // TS lies under QS
    refused(state, 'T1>T0'); // QS is not a king
    refused(state, 'W>T0'); // KC lies under 8D
  });

  it('the stock gives cards only by draw; nothing is put on W or S', () => {
    const state = at({ S: '7C TS', F0: '9S', T0: '8H', W: 'KD' });
    refused(state, 'S>T0');
    refused(state, 'S>F0');
    refused(state, 'T0>W');
    refused(state, 'W>S');
    refused(state, 'T0>S');
  });

  it('moves: exactly Tn>Fm, W>Fm, Tn>Tm, W>Tm and draw, every fitting destination listed once', () => {
    const state = at({ S: '8D', W: 'TC', F0: '9S', T0: 'TS', T1: '9H', T2: 'JD', T4: '6C' });
    movesAre(state, [
      'W>T2', 'W>T3', 'T0>T2', 'T0>T3', 'T0>F0', 'T1>T0', 'T1>T3', 'T1>F1', 'T1>F2', 'T1>F3', 'T2>T3', 'T4>T3', 'draw',
    ]);
  });
});

describe('the Well: draw', () => {
  it('draw: legal whenever S is not empty — its top goes face up onto W, even when other moves are possible', () => {
    const state = at({ S: 'AS KD 7C', W: '9H', F0: '9S', T0: 'TS' });
    assert.ok(rules.legalMoves(state).includes('T0>F0'));
    legal(state, 'draw', { S: 'AS KD', W: '9H 7C', F0: '9S', T0: 'TS' });
  });

  it('draw [interpretation]: a drawn card plays from W', () => {
    const drawn = legal(at({ S: 'TS', F0: '9S', T0: 'KD' }), 'draw', { W: 'TS', F0: '9S', T0: 'KD' });
    legal(drawn, 'W>F0', { F0: '9S TS', T0: 'KD' });
  });

  it('draw: there is no redeal — refused once S is empty', () => {
    const state = at({ W: '7C 8D', F0: '9S', T0: 'KD' });
    refused(state, 'draw', /stock|S\b|empty/i);
    refused(state, 'W>S');
  });
});

describe('the Well: status', () => {
  const fullCorners36 = { F0: run('9TJQKA678', 'S'), F1: run('9TJQKA678', 'H'), F2: run('9TJQKA678', 'D'), F3: run('9TJQKA678', 'C') };
  const fullCorners52 = {
    F0: run('QKA23456789TJ', 'S'), F1: run('QKA23456789TJ', 'H'), F2: run('QKA23456789TJ', 'D'), F3: run('QKA23456789TJ', 'C'),
  };

  it('won: 36 cards on the corners (each corner 9 cards of one suit); once won no move is legal', () => {
    const state = at(fullCorners36);
    assert.equal(rules.status(state), 'won');
    assert.deepEqual(rules.legalMoves(state), []);
    refused(state, 'draw');
    refused(state, 'F0>T0');
  });

  it('won: 52 cards on the corners (each corner 13 cards of one suit)', () => {
    const state = at(fullCorners52, 52);
    assert.equal(rules.status(state), 'won');
    assert.deepEqual(rules.legalMoves(state), []);
  });

  it('won: the move that puts the 36th card on a corner ends the game', () => {
    const state = at({ ...fullCorners36, F3: run('9TJQKA67', 'C'), T2: '8C' });
    assert.equal(rules.status(state), 'playing');
    const after = legal(state, 'T2>F3', fullCorners36);
    assert.equal(rules.status(after), 'won');
    assert.deepEqual(rules.legalMoves(after), []);
    assert.deepEqual(movesOf(after), ['T2>F3'], 'the game end is not a move of its own');
  });

  it('playing: not won while a card is off the corners, even with 35 on them', () => {
    const state = at({ ...fullCorners36, F3: run('9TJQKA67', 'C'), W: '8C' });
    assert.equal(rules.status(state), 'playing');
    movesAre(state, ['W>F3', 'W>T0', 'W>T1', 'W>T2', 'W>T3', 'W>T4']);
  });

  it('lost: not won and no legal move is left', () => {
    const state = at({ F0: '9S', F1: '9H', F2: '9D', F3: '9C', T0: 'TS 8H', T1: 'KH', T2: 'KD', T3: 'KS', T4: 'KC' });
    assert.deepEqual(rules.legalMoves(state), []);
    assert.equal(rules.status(state), 'lost');
  });

  it('playing: while the stock lasts the game goes on, even with no card move', () => {
    const state = at({ S: '6D', F0: '9S', F1: '9H', F2: '9D', F3: '9C', T0: 'TS 8H', T1: 'KH', T2: 'KD', T3: 'KS', T4: 'KC' });
    movesAre(state, ['draw']);
    assert.equal(rules.status(state), 'playing');
  });

  it('lost: the stock is spent and no sequence of legal moves reaches a position with a foundation move', () => {
    // 7C can shuttle between 8H and an empty place, and kings can fill that place, but 8H
    // never leaves T0 (no nine, and no second empty place), so TS never reaches F0.
    const state = at({ F0: '9S', F1: '9H', F2: '9D', F3: '9C', T0: 'TS 8H', T1: '7C', T2: 'KH', T3: 'KD', T4: 'KS' });
    assert.ok(rules.legalMoves(state).length > 0, 'there are moves left');
    assert.deepEqual(rules.legalMoves(state), ['T1>T0']);
    assert.equal(rules.status(state), 'lost');
  });

  it('playing: the stock is spent but a sequence of legal moves reaches a foundation move', () => {
    // T0>T4 (8H to the empty place) uncovers TS, which goes on 9S.
    const state = at({ F0: '9S', F1: '9H', F2: '9D', F3: '9C', T0: 'TS 8H', T1: '7C', T2: 'KH', T3: 'KD' });
    assert.ok(!rules.legalMoves(state).some((m) => m.includes('>F')), 'no foundation move right now');
    assert.equal(rules.status(state), 'playing');
  });

  it('lost (W): the stock is spent; the reserve can still move, but nothing it uncovers reaches a corner', () => {
    // QH goes on a king, then JS on QH: no ten ever shows, so no corner grows.
    const state = at({ W: 'JS QH', F0: '9S', F1: '9H', F2: '9D', F3: '9C', T0: 'KC', T1: 'KH', T2: 'KD', T3: 'KS', T4: '7H' });
    assert.ok(rules.legalMoves(state).length > 0);
    assert.equal(rules.status(state), 'lost');
  });

  it('playing (W): moving the reserve top away uncovers a card for a corner', () => {
    const state = at({ W: 'TH QH', F0: '9S', F1: '9H', F2: '9D', F3: '9C', T0: 'KC', T1: 'KH', T2: 'KD', T3: 'KS', T4: '7H' });
    assert.ok(!rules.legalMoves(state).some((m) => m.includes('>F')));
    assert.equal(rules.status(state), 'playing');
  });
});

describe('the Well: malformed moves', () => {
  const state = at({ S: '7C', F0: '9S', T0: 'TS', T1: 'JD', W: '8H' });
  it('malformed: "X>Y" (no such piles) is refused, naming the pile', () => {
    assert.match(refused(state, 'X>Y'), /X/);
  });
  it('malformed: "T5>F0" (the cross is T0…T4) and "T0>F4" are refused', () => {
    assert.match(refused(state, 'T5>F0'), /T5/);
    assert.match(refused(state, 'T0>F4'), /F4/);
  });
  it('malformed: "turn" and "deal" are not moves of the Well', () => {
    assert.match(refused(state, 'turn'), /turn/);
    refused(state, 'deal');
  });
  it('malformed: the empty string is refused', () => {
    refused(state, '');
  });
  it('malformed: "T0>T0" (a card onto its own pile) is refused', () => {
    refused(state, 'T0>T0');
    refused(state, 'W>W');
  });
  it('malformed: words and shapes that are not moves ("Draw", "T0-F0", "T0>F0>F1") are refused', () => {
    refused(state, 'Draw');
    refused(state, 'T0-F0');
    refused(state, 'T0>F0>F1');
  });
});
