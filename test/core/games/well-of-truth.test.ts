/**
 * Колодец истины — the Well of Truth (RULES.md §1 and §4), one hand-built position per rule.
 * Piles: corners T0…T3, bases F0…F7, the centre C, and in phase 3 the slots W0…W2.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { games, movesOf, replay, type Move, type State } from '../../../src/core/index.js';
import { freshCards } from '../../../src/core/model/cards.js';
import { shuffle } from '../../../src/core/model/random.js';
import { assertLegal, assertMoves, assertRefused, position, sorted } from '../helpers.js';

const rules = games['well-of-truth'];
type Piles = Record<string, string>;
type Phase = 1 | 2 | 3;

/**
 * Bases are dealt and never empty. Positions that do not name a base give it a two, so every
 * base takes a three and nothing else: 3s are used only where a base move is wanted.
 */
const BASES: Piles = { F0: '2S', F1: '2H', F2: '2D', F3: '2C', F4: '2S', F5: '2H', F6: '2D', F7: '2C' };
const ALL_BASES = ['F0', 'F1', 'F2', 'F3', 'F4', 'F5', 'F6', 'F7'];

const at = (phase: Phase, piles: Piles): State => position('well-of-truth', { ...BASES, ...piles }, { phase });

const legal = (state: State, move: Move, phase: Phase, expected: Piles): State => assertLegal(state, move, at(phase, expected));
const refused = assertRefused;
const movesAre = assertMoves;
/** One base of 13 cards, one of each rank, starting at `from` in cyclic-52 order (suits mixed). */
function fullBase(from: number): string {
  const ranks = 'A23456789TJQK';
  const suits = 'SHDC';
  return Array.from({ length: 13 }, (_, i) => ranks[(from + i) % 13]! + suits[i % 4]!).join(' ');
}

describe('the Well of Truth: deal', () => {
  it('deal: 104 cards — 11 face up on each corner, 8 face up bases F0…F7, the last 52 face up in C, W0…W2 empty, phase 1', () => {
    const state = rules.deal(31337);
    assert.equal(state.phase, 1);
    const layout = rules.layout(state);
    for (const t of ['T0', 'T1', 'T2', 'T3']) {
      assert.equal(layout[t]!.up.length, 11, t);
      assert.equal(layout[t]!.down.length, 0, t);
    }
    for (const f of ALL_BASES) {
      assert.equal(layout[f]!.up.length, 1, f);
      assert.equal(layout[f]!.down.length, 0, f);
    }
    assert.equal(layout.C!.up.length, 52);
    assert.equal(layout.C!.down.length, 0);
    for (const w of ['W0', 'W1', 'W2']) assert.equal(layout[w]!.up.length + layout[w]!.down.length, 0, w);
    const all = Object.values(layout).flatMap((p) => [...p.down, ...p.up]);
    assert.deepEqual(sorted(all), sorted(freshCards(52, 2)), 'two decks of 52, every card twice');
  });

  it('deal: the first 44 cards go to the corners, the next 8 to F0…F7 in order, the last 52 to C', () => {
    const cards = shuffle(freshCards(52, 2), 555);
    const layout = rules.layout(rules.deal(555));
    const corners = ['T0', 'T1', 'T2', 'T3'].flatMap((t) => layout[t]!.up);
    assert.deepEqual(sorted(corners), sorted(cards.slice(0, 44)));
    assert.deepEqual(ALL_BASES.map((f) => layout[f]!.up[0]), cards.slice(44, 52));
    assert.deepEqual(sorted(layout.C!.up), sorted(cards.slice(52)));
  });

  it('deal: the piles are T0…T3, F0…F7, C and W0…W2; the deck is two decks of 52', () => {
    assert.deepEqual(
      sorted(rules.piles({}).map((p) => p.id)),
      sorted(['T0', 'T1', 'T2', 'T3', ...ALL_BASES, 'C', 'W0', 'W1', 'W2']),
    );
    assert.equal(rules.deal(1).options.deck, 52);
  });

  it('deal: the same seed gives the same layout', () => {
    assert.deepEqual(rules.layout(rules.deal(2)), rules.layout(rules.deal(2)));
    assert.notDeepEqual(rules.layout(rules.deal(2)), rules.layout(rules.deal(3)));
  });

  it('a move list replays the game exactly, across the phases', () => {
    let state = rules.deal(606);
    let pick = 11;
    for (let i = 0; i < 400; i++) {
      const moves = rules.legalMoves(state);
      if (moves.length === 0) break;
      pick = (pick * 1103515245 + 12345) >>> 0;
      state = rules.apply(state, moves[pick % moves.length]!);
    }
    const again = replay('well-of-truth', 606, {}, movesOf(state));
    assert.deepEqual(rules.layout(again), rules.layout(state));
    assert.equal(again.phase, state.phase);
  });
});

describe('the Well of Truth: bases', () => {
  it('bases: a base whose top is t takes any card of rank next(t), suit ignored', () => {
    const state = at(1, { F0: '7S', T0: '8H', T1: '8S', C: 'KD 8C' });
    legal(state, 'T0>F0', 1, { F0: '7S 8H', T1: '8S', C: 'KD 8C' });
    legal(state, 'T1>F0', 1, { F0: '7S 8S', T0: '8H', C: 'KD 8C' });
    legal(state, 'C>F0', 1, { F0: '7S 8C', T0: '8H', T1: '8S', C: 'KD' });
  });

  it('bases: a base refuses any other rank (lower, same, two up)', () => {
    const state = at(1, { F0: '7S', T0: '6H', T1: '7D', T2: '9C', C: 'KD' });
    refused(state, 'T0>F0');
    refused(state, 'T1>F0');
    refused(state, 'T2>F0');
  });

  it('bases: cyclic-52 — on a king an ace, on an ace a two', () => {
    legal(at(1, { F0: 'KS', T0: 'AH', C: 'QD' }), 'T0>F0', 1, { F0: 'KS AH', C: 'QD' });
    legal(at(1, { F0: 'AS', T0: '2D', C: 'QD' }), 'T0>F0', 1, { F0: 'AS 2D', C: 'QD' });
  });

  it('bases: a full base is 13 cards and takes nothing more, even the next rank', () => {
    const full = fullBase(0); // A … K
    const state = at(1, { F0: full, T0: 'AH', C: 'QD' });
    refused(state, 'T0>F0');
    // One card short, the king still goes on.
    const twelve = full.split(' ').slice(0, 12).join(' ');
    legal(at(1, { F0: twelve, T0: 'KH', C: 'QD' }), 'T0>F0', 1, { F0: `${twelve} KH`, C: 'QD' });
  });

  it('every accepting destination is its own legal move: a three fits all eight bases', () => {
    const state = at(1, { T0: '3H', C: 'KD' });
    movesAre(state, ALL_BASES.map((f) => `T0>${f}`));
    legal(state, 'T0>F5', 1, { F5: '2H 3H', C: 'KD' });
  });

  it('base cards never move', () => {
    const state = at(1, { F0: '7S 8H', T0: '9C', C: 'KD' });
    refused(state, 'F0>T0');
    refused(state, 'F0>F1');
    refused(state, 'F0>C');
  });

  it('only top cards are playable', () => {
    const state = at(1, { T0: '3H 9C', C: '3D KD' });
    refused(state, 'T0>F0');
    refused(state, 'C>F0');
  });
});

describe('the Well of Truth: phase 1 — the well empties', () => {
  it('phase 1: Tn>Fm and C>Fm are the base moves', () => {
    const state = at(1, { F0: '4S', F1: '9H', T0: '5H', T3: 'TD', C: 'QC 5C' });
    movesAre(state, ['T0>F0', 'T3>F1', 'C>F0']);
  });

  it('phase 1: corner and centre tops never go onto each other while a base move is legal', () => {
    const state = at(1, { F0: '4S', T0: '5H', T1: 'KS', C: 'QC JD' });
    refused(state, 'T0>T1');
    refused(state, 'T1>T0');
    refused(state, 'T0>C');
    refused(state, 'C>T0');
    refused(state, 'C>T1');
    refused(state, 'C>T2');
  });

  it('phase 1 [interpretation]: C>Tn only when no base move is legal — onto a corner of the player\'s choice, empty or not', () => {
    const state = at(1, { T0: 'QS', T2: 'JD', T3: '9C', C: 'KD 5H' });
    movesAre(state, ['C>T0', 'C>T1', 'C>T2', 'C>T3']);
    legal(state, 'C>T1', 1, { T0: 'QS', T1: '5H', T2: 'JD', T3: '9C', C: 'KD' });
    legal(state, 'C>T0', 1, { T0: 'QS 5H', T2: 'JD', T3: '9C', C: 'KD' });
  });

  it('phase 1: corner tops never go onto each other or into the well, even when nothing goes to a base', () => {
    const state = at(1, { T0: 'QS', T1: 'JD', C: 'KD 5H' });
    refused(state, 'T0>T1');
    refused(state, 'T1>T0');
    refused(state, 'T0>C');
    refused(state, 'T0>W0');
    refused(state, 'C>W0');
  });

  it('phase 1: turn is refused while C holds cards', () => {
    refused(at(1, { T0: 'QS', C: 'KD' }), 'turn');
  });

  it('phase 1: turn is refused while a move onto a base is legal', () => {
    const state = at(1, { T0: 'QS', T1: '3H' });
    refused(state, 'turn');
    movesAre(state, ALL_BASES.map((f) => `T1>${f}`));
  });

  it('turn: every corner is reversed face down with its new top face up, and phase 2 begins', () => {
    const state = at(1, { T0: 'AS 9D KH', T1: '5C', T3: 'QH JH' });
    movesAre(state, ['turn']);
    const after = legal(state, 'turn', 2, { T0: 'KH 9D | AS', T1: '5C', T3: 'JH | QH' });
    assert.deepEqual(movesOf(after), ['turn'], 'the phase change is not a move of its own');
  });

  it('phase 1: deal is refused (phase 3 only)', () => {
    refused(at(1, { T0: 'QS', C: 'KD' }), 'deal');
    refused(at(1, { T0: 'QS' }), 'deal');
  });
});

describe('the Well of Truth: phase 2 — the well fills', () => {
  it('phase 2: Tn>Fm, and when a corner top leaves the next one turns up', () => {
    const state = at(2, { F0: '4S', T0: 'KH 9D | 5C', T1: 'QS | JD', C: '8C |' });
    legal(state, 'T0>F0', 2, { F0: '4S 5C', T0: 'KH | 9D', T1: 'QS | JD', C: '8C |' });
  });

  it('phase 2: Tn>C puts the corner top into the well face down, only while no base move is legal', () => {
    const state = at(2, { T0: 'KH | 9D', T1: '5C', C: 'QS |' });
    movesAre(state, ['T0>C', 'T1>C']);
    legal(state, 'T0>C', 2, { T0: 'KH', T1: '5C', C: 'QS 9D |' });
    legal(state, 'T1>C', 2, { T0: 'KH | 9D', C: 'QS 5C |' });
  });

  it('phase 2: Tn>C is refused while a move onto a base is legal', () => {
    const state = at(2, { F0: '4S', F1: 'QD', F2: 'QD', F3: 'QD', F4: 'QD', F5: 'QD', F6: 'QD', F7: 'QD', T0: 'KH | 9D', T1: 'JC | 5C', C: 'QS |' });
    refused(state, 'T0>C');
    refused(state, 'T1>C');
    movesAre(state, ['T1>F0']);
  });

  it('phase 2: cards in C are not playable', () => {
    const state = at(2, { T0: 'KH | 9D', C: 'QS 3D |' });
    refused(state, 'C>F0');
    refused(state, 'C>T0');
    refused(state, 'C>T1');
  });

  it('phase 2: corner tops never go onto each other; turn and deal are refused', () => {
    const state = at(2, { T0: 'KH | 9D', T1: '8C', C: 'QS |' });
    refused(state, 'T0>T1');
    refused(state, 'T1>T2');
    refused(state, 'turn');
    refused(state, 'deal');
  });

  it('phase 2: a corner emptied while others hold cards keeps phase 2', () => {
    legal(at(2, { T0: '7H', T1: 'KH | 9D', C: 'QS |' }), 'T0>C', 2, { T1: 'KH | 9D', C: 'QS 7H |' });
  });

  it('phase 3 begins as soon as the last corner empties in phase 2 (into the well)', () => {
    const after = legal(at(2, { T2: '7H', C: 'QS |' }), 'T2>C', 3, { C: 'QS 7H |' });
    assert.deepEqual(movesOf(after), ['T2>C']);
    movesAre(after, ['deal']);
  });

  it('phase 3 begins as soon as the last corner empties in phase 2 (onto a base)', () => {
    legal(at(2, { F0: '2S', F1: 'QD', F2: 'QD', F3: 'QD', F4: 'QD', F5: 'QD', F6: 'QD', F7: 'QD', T3: '3H', C: 'QS JS |' }), 'T3>F0', 3, {
      F0: '2S 3H', F1: 'QD', F2: 'QD', F3: 'QD', F4: 'QD', F5: 'QD', F6: 'QD', F7: 'QD', C: 'QS JS |',
    });
  });
});

describe('the Well of Truth: phase 3 — threes', () => {
  it('deal: the next three cards of C face up — the top one on W0, the next on W1, the next on W2', () => {
    const state = at(3, { C: 'AD 4C 6H 9S KD |' });
    movesAre(state, ['deal']);
    legal(state, 'deal', 3, { C: 'AD 4C |', W0: 'KD', W1: '9S', W2: '6H' });
  });

  it('deal: the three go over what lies on W0…W2', () => {
    legal(at(3, { C: '5S 6S 7S |', W0: 'QD', W1: 'JD', W2: 'TC' }), 'deal', 3, {
      W0: 'QD 7S', W1: 'JD 6S', W2: 'TC 5S',
    });
  });

  it('deal: with two left in C, W0 first then W1', () => {
    legal(at(3, { C: '8S 9S |', W0: 'QD', W1: 'JD', W2: 'TC' }), 'deal', 3, { W0: 'QD 9S', W1: 'JD 8S', W2: 'TC' });
  });

  it('deal: with one left in C, only W0', () => {
    legal(at(3, { C: '8S |', W2: 'TC' }), 'deal', 3, { W0: '8S', W2: 'TC' });
  });

  it('deal: refused while a move onto a base is legal', () => {
    const state = at(3, { C: '8S 9S |', W1: 'QD 3H' });
    refused(state, 'deal');
    movesAre(state, ALL_BASES.map((f) => `W1>${f}`));
  });

  it('[interpretation] any of the three may be played to a base: W0, W1 and W2 are all open', () => {
    const bases = { F0: '2S', F1: '9D', F2: '9D', F3: '9D', F4: '9D', F5: '9D', F6: '9D', F7: '9D' };
    const state = at(3, { ...bases, C: '8S |', W0: '3H', W1: '3D', W2: 'QD 3C' });
    movesAre(state, ['W0>F0', 'W1>F0', 'W2>F0']);
    legal(state, 'W2>F0', 3, { ...bases, F0: '2S 3C', C: '8S |', W0: '3H', W1: '3D', W2: 'QD' });
    legal(state, 'W0>F0', 3, { ...bases, F0: '2S 3H', C: '8S |', W1: '3D', W2: 'QD 3C' });
  });

  it('phase 3: slot cards go only to bases — not to corners, the well or another slot; turn is refused', () => {
    const state = at(3, { C: '8S |', W0: 'QD', W1: 'JD' });
    refused(state, 'W0>T0');
    refused(state, 'W0>C');
    refused(state, 'W1>W0');
    refused(state, 'W0>W2');
    refused(state, 'turn');
    refused(state, 'C>F0');
  });

  it('deal: refused when C is empty', () => {
    refused(at(3, { W0: 'QD' }), 'deal');
  });
});

describe('the Well of Truth: status', () => {
  const full: Piles = Object.fromEntries(ALL_BASES.map((f, i) => [f, fullBase(i)]));

  it('won: 104 cards on the bases; once won no move is legal', () => {
    for (const phase of [1, 2, 3] as const) {
      const state = at(phase, full);
      assert.equal(rules.status(state), 'won', `phase ${phase}`);
      assert.deepEqual(rules.legalMoves(state), []);
    }
    refused(at(3, full), 'deal');
    refused(at(1, full), 'turn');
  });

  it('won: the move that puts the 104th card on a base ends the game', () => {
    const almost = { ...full, F7: fullBase(7).split(' ').slice(0, 12).join(' ') };
    const last = fullBase(7).split(' ')[12]!;
    const state = at(3, { ...almost, W1: last });
    assert.equal(rules.status(state), 'playing');
    const after = legal(state, 'W1>F7', 3, full);
    assert.equal(rules.status(after), 'won');
    assert.deepEqual(rules.legalMoves(after), []);
  });

  it('lost: not won and no legal move (phase 3, C empty, nothing goes to a base)', () => {
    const state = at(3, { W0: 'QD', W1: 'KS 5H' });
    assert.deepEqual(rules.legalMoves(state), []);
    assert.equal(rules.status(state), 'lost');
  });

  it('playing: deal is still possible in phase 3', () => {
    assert.equal(rules.status(at(3, { W0: 'QD', C: 'KS |' })), 'playing');
  });

  it('playing: in phase 1 a centre-to-corner move is left, so the game goes on', () => {
    assert.equal(rules.status(at(1, { T0: 'QS', C: 'KD' })), 'playing');
  });
});

describe('the Well of Truth: malformed moves', () => {
  const state = at(1, { T0: 'QS', C: 'KD 3H' });
  it('malformed: "X>Y" is refused, naming the pile', () => {
    assert.match(refused(state, 'X>Y'), /X/);
  });
  it('malformed: "T4>F0" and "T0>F8" and "T0>W3" are refused', () => {
    assert.match(refused(state, 'T4>F0'), /T4/);
    assert.match(refused(state, 'T0>F8'), /F8/);
    assert.match(refused(state, 'T0>W3'), /W3/);
  });
  it('malformed: "draw" is not a Well of Truth move; neither is "S>T0"', () => {
    assert.match(refused(state, 'draw'), /draw/);
    refused(state, 'S>T0');
  });
  it('malformed: the empty string is refused', () => {
    refused(state, '');
  });
  it('malformed: "T0>T0" and "C>C" are refused', () => {
    refused(state, 'T0>T0');
    refused(state, 'C>C');
  });
});
