/**
 * Индийский пасьянс — Indian (RULES.md §1 and §5), one hand-built position per rule.
 * Piles: S, W, foundations F0…F7, columns T0…T6 (72 cards) or T0…T9 (104).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { games, movesOf, replay, type DeckSize, type Move, type State } from '../../../src/core/index.js';
import { freshCards } from '../../../src/core/model/cards.js';
import { shuffle } from '../../../src/core/model/random.js';
import { assertLegal, assertMoves, assertRefused, pileText, position, sorted } from '../helpers.js';

const rules = games.indian;
type Piles = Record<string, string>;

const at = (piles: Piles, deck: DeckSize = 36): State => position('indian', piles, { deck });

const columnIds = (deck: DeckSize) => Array.from({ length: deck === 36 ? 7 : 10 }, (_, i) => `T${i}`);
const FOUNDATIONS = ['F0', 'F1', 'F2', 'F3', 'F4', 'F5', 'F6', 'F7'];

/**
 * While the stock lasts no column is ever empty (it is refilled at once), so positions with a
 * stock fill the columns they do not name with an inert `9C | KD` (a king takes only a queen,
 * and no queen of another suit than diamonds is about where this is used).
 */
const filled = (piles: Piles, deck: DeckSize = 36): Piles => {
  const out: Piles = {};
  for (const t of columnIds(deck)) out[t] = '9C | KD';
  return { ...out, ...piles };
};

const legal = (state: State, move: Move, expected: Piles): State => assertLegal(state, move, position('indian', expected, { deck: state.options.deck }));
const refused = assertRefused;
const movesAre = assertMoves;
const run = (ranks: string, suit: string): string => [...ranks].map((r) => r + suit).join(' ');

describe('Indian: deal', () => {
  for (const [deck, columns, stock] of [[36, 7, 51], [52, 10, 74]] as const) {
    it(`deal (${deck * 2} cards): ${columns} columns of three — the first face down, two face up — S ${stock} face down, W and F0…F7 empty`, () => {
      const state = rules.deal(2718, { deck });
      const layout = rules.layout(state);
      assert.deepEqual(sorted(Object.keys(layout)), sorted(['S', 'W', ...FOUNDATIONS, ...columnIds(deck)]));
      for (const t of columnIds(deck)) {
        assert.equal(layout[t]!.down.length, 1, `${t} face down`);
        assert.equal(layout[t]!.up.length, 2, `${t} face up`);
      }
      assert.equal(layout.S!.down.length, stock);
      assert.equal(layout.S!.up.length, 0);
      assert.equal(layout.W!.up.length + layout.W!.down.length, 0);
      for (const f of FOUNDATIONS) assert.equal(layout[f]!.up.length + layout[f]!.down.length, 0, f);
      const all = Object.values(layout).flatMap((p) => [...p.down, ...p.up]);
      assert.deepEqual(sorted(all), sorted(freshCards(deck, 2)), 'two decks, every card twice');
    });

    it(`deal (${deck * 2} cards): the columns take the first ${columns * 3} cards, S the rest`, () => {
      const cards = shuffle(freshCards(deck, 2), 161);
      const layout = rules.layout(rules.deal(161, { deck }));
      const table = columnIds(deck).flatMap((t) => [...layout[t]!.down, ...layout[t]!.up]);
      assert.deepEqual(sorted(table), sorted(cards.slice(0, columns * 3)));
      assert.deepEqual(sorted(layout.S!.down), sorted(cards.slice(columns * 3)));
      assert.equal(pileText(rules.apply(rules.deal(161, { deck }), 'draw'), 'W'), cards[columns * 3], 'the stock goes on dealing');
    });
  }

  it('deal: the default is two decks of 36', () => {
    assert.equal(rules.deal(1).options.deck, 36);
  });

  it('deal: the same seed and deck give the same layout', () => {
    assert.deepEqual(rules.layout(rules.deal(10, { deck: 52 })), rules.layout(rules.deal(10, { deck: 52 })));
    assert.notDeepEqual(rules.layout(rules.deal(10, { deck: 52 })), rules.layout(rules.deal(11, { deck: 52 })));
  });

  it('a move list replays the game exactly: deal(seed, options) plus the list', () => {
    let state = rules.deal(4040, { deck: 36 });
    let pick = 5;
    for (let i = 0; i < 150; i++) {
      const moves = rules.legalMoves(state);
      if (moves.length === 0) break;
      pick = (pick * 1103515245 + 12345) >>> 0;
      state = rules.apply(state, moves[pick % moves.length]!);
    }
    const again = replay('indian', 4040, { deck: 36 }, movesOf(state));
    assert.deepEqual(rules.layout(again), rules.layout(state));
  });
});

describe('Indian: foundations', () => {
  it('foundations: an empty one takes any ace — every empty foundation is its own move', () => {
    const state = at(filled({ S: 'KC', W: 'AH' }));
    const moves = rules.legalMoves(state);
    assert.deepEqual(moves.filter((m) => m.startsWith('W>F')).sort(), FOUNDATIONS.map((f) => `W>${f}`).sort());
    legal(state, 'W>F3', filled({ S: 'KC', F3: 'AH' }));
  });

  it('foundations: an empty one refuses a card that is not an ace', () => {
    const state = at(filled({ S: 'KC', W: '6H' }));
    refused(state, 'W>F0');
    refused(state, 'W>F7');
  });

  it("foundations: on an ace the six of its suit (36 cards), then up by suit", () => {
    const state = at(filled({ S: 'KC', F0: 'AH', F1: 'AS 6S 7S', W: '6H', T0: '9C | KD 8S' }));
    legal(state, 'W>F0', filled({ S: 'KC', F0: 'AH 6H', F1: 'AS 6S 7S', T0: '9C | KD 8S' }));
    legal(state, 'T0>F1', filled({ S: 'KC', F0: 'AH', F1: 'AS 6S 7S 8S', W: '6H', T0: '9C | KD' }));
  });

  it("foundations: refuse another suit, or a rank other than next(t)", () => {
    const state = at(filled({ S: 'KC', F0: 'AH', W: '6D', T0: '9C | KD 7H' }));
    refused(state, 'W>F0');
    refused(state, 'T0>F0');
  });

  it('foundations (52): on an ace the two of its suit, not the six', () => {
    legal(at(filled({ S: 'KC', F0: 'AH', W: '2H' }, 52), 52), 'W>F0', filled({ S: 'KC', F0: 'AH 2H' }, 52));
    refused(at(filled({ S: 'KC', F0: 'AH', W: '6H' }, 52), 52), 'W>F0');
  });

  it('foundations: no wrap — nothing goes on a king (36 and 52)', () => {
    const k36 = at(filled({ S: 'KC', F0: run('A6789TJQK', 'H'), W: 'AH' }));
    refused(k36, 'W>F0');
    assert.ok(rules.legalMoves(k36).includes('W>F1'), 'the ace still starts an empty foundation');
    const k52 = at(filled({ S: 'KC', F0: run('A23456789TJQK', 'H'), W: 'AH' }, 52), 52);
    refused(k52, 'W>F0');
  });

  it('foundation cards never move', () => {
    const state = at(filled({ S: 'KC', F0: 'AH 6H', F1: 'AS', T0: '9C | 8D 7S' }));
    refused(state, 'F0>T0');
    refused(state, 'F0>F2');
    refused(state, 'F1>W');
  });
});

describe('Indian: columns', () => {
  it("columns: a column takes the top of W or of another column at rank prev(t) in another suit, colour ignored", () => {
    const state = at(filled({ S: 'KC', W: '8D', T0: '6C | KD 9H', T1: '6S | 7C 8C' }));
    legal(state, 'W>T0', filled({ S: 'KC', T0: '6C | KD 9H 8D', T1: '6S | 7C 8C' }));
    legal(state, 'T1>T0', filled({ S: 'KC', W: '8D', T0: '6C | KD 9H 8C', T1: '6S | 7C' }));
  });

  it('columns: refuse a card of the same suit', () => {
    const state = at(filled({ S: 'KC', W: '8H', T0: '6C | KD 9H' }));
    refused(state, 'W>T0', /suit/i);
  });

  it('columns: refuse any rank other than prev(t) (two lower, same, higher)', () => {
    const state = at(filled({ S: 'KC', W: '7S', T0: '6C | KD 9H', T1: '6S | 7C 9C', T2: '6D | 8H TS' }));
    refused(state, 'W>T0');
    refused(state, 'T1>T0');
    refused(state, 'T2>T0');
  });

  it('columns: an ace may go on a six (36 cards)', () => {
    legal(at(filled({ S: 'KC', W: 'AS', T0: '7C | 9D 6H' })), 'W>T0', filled({ S: 'KC', T0: '7C | 9D 6H AS' }));
  });

  it('columns: an ace may go on a two (52 cards), not on a six', () => {
    legal(at(filled({ S: 'KC', W: 'AS', T0: '7C | 3D 2H' }, 52), 52), 'W>T0', filled({ S: 'KC', T0: '7C | 3D 2H AS' }, 52));
    refused(at(filled({ S: 'KC', W: 'AS', T0: '7C | 9D 6H' }, 52), 52), 'W>T0');
    legal(at(filled({ S: 'KC', W: '5S', T0: '7C | 9D 6H' }, 52), 52), 'W>T0', filled({ S: 'KC', T0: '7C | 9D 6H 5S' }, 52));
  });

  it('columns: nothing goes on an ace (no wrap; a king does not go on it)', () => {
    for (const deck of [36, 52] as const) {
      const state = at(filled({ S: 'KC', W: 'KS', T0: '7C | 9D AH', T1: '7D | 8S QD' }, deck), deck);
      refused(state, 'W>T0');
      refused(state, 'T1>T0');
    }
  });

  it('columns: only the top card moves; W and the stock take no cards from the columns', () => {
    const state = at(filled({ S: 'KC', W: 'TD', T0: '6C | 9S KH', T1: '6S | 7C QC' }));
    refused(state, 'T0>T1'); // 9S lies under KH; KH does not go on QC
    refused(state, 'T1>W');
    refused(state, 'T1>S');
    refused(state, 'S>T0');
  });

  it('moves: exactly W>Fm, Tn>Fm, W>Tn, Tn>Tm and draw, every fitting destination listed once', () => {
    const state = at({
      S: 'KC', W: 'TD', F0: 'AS',
      T0: '7H | 6S', T1: '8C | JH', T2: 'QS', T3: '9D | QC', T4: '6D | AH', T5: 'KD | KH', T6: '8D | 8S',
    });
    movesAre(state, [
      'W>T1', 'T0>F0', 'T1>T3', 'T3>T5', 'T4>T0',
      'T4>F1', 'T4>F2', 'T4>F3', 'T4>F4', 'T4>F5', 'T4>F6', 'T4>F7',
      'draw',
    ]);
  });
});

describe('Indian: enchanted cards', () => {
  it('enchanted: while S is not empty a one-card column takes nothing (from W or a column)', () => {
    const state = at(filled({ S: 'KC', W: '8S', T0: '9H', T1: '6C | 7D 8C' }));
    refused(state, 'W>T0', /enchant/i);
    refused(state, 'T1>T0', /enchant/i);
  });

  it('enchanted: while S is not empty a one-card column moves only to a foundation', () => {
    const state = at(filled({ S: 'KC', F0: 'AS 6S 7S', T0: '8S', T1: '6C | KD 9H' }));
    refused(state, 'T0>T1', /enchant/i);
    legal(state, 'T0>F0', filled({ F0: 'AS 6S 7S 8S', T0: 'KC', T1: '6C | KD 9H' }));
  });

  it('enchanted: a one-card column cannot move even onto a fitting column top', () => {
    const state = at(filled({ S: 'KC 7D', T2: 'QS', T5: 'KD | KH' }));
    refused(state, 'T2>T5', /enchant/i);
  });

  it('enchanted: once S is empty no card is enchanted — a one-card column takes and gives', () => {
    const state = at({ W: '8S', T0: '9H', T1: '6C | 7D 8C', T2: 'TS' });
    legal(state, 'W>T0', { T0: '9H 8S', T1: '6C | 7D 8C', T2: 'TS' });
    legal(state, 'T1>T0', { W: '8S', T0: '9H 8C', T1: '6C | 7D', T2: 'TS' });
    legal(state, 'T0>T2', { W: '8S', T1: '6C | 7D 8C', T2: 'TS 9H' });
  });

  it('enchanted: drawing the last card of S lifts the enchantment', () => {
    const state = at(filled({ S: 'KC', T0: '9H', T1: '6D | JS 8S' }));
    refused(state, 'T1>T0', /enchant/i);
    const drawn = legal(state, 'draw', filled({ W: 'KC', T0: '9H', T1: '6D | JS 8S' }));
    legal(drawn, 'T1>T0', filled({ W: 'KC', T0: '9H 8S', T1: '6D | JS' }));
  });

  it('a lone face-down card is turned up at once (and is then enchanted while S lasts)', () => {
    const state = at(filled({ S: 'KC', W: '7D', T0: '8C | 9H', T1: '7S | QD TC' }));
    const after = legal(state, 'T0>T1', filled({ S: 'KC', W: '7D', T0: '8C', T1: '7S | QD TC 9H' }));
    assert.deepEqual(movesOf(after), ['T0>T1'], 'turning up is not a move of its own');
    refused(after, 'T0>T1', /enchant/i); // 8C would fit on 9H
    refused(after, 'W>T0', /enchant/i); // 7D would fit on 8C
  });

  it('turning up: a face-down card that becomes a column top is turned up', () => {
    legal(at(filled({ S: 'KC', T0: '6C 7D | 9H', T1: '7S | QD TC' })), 'T0>T1', filled({ S: 'KC', T0: '6C | 7D', T1: '7S | QD TC 9H' }));
  });
});

describe('Indian: refill and free places', () => {
  it('refill: an emptied column is refilled at once from S — three cards, the first face down, the rest face up', () => {
    const state = at(filled({ S: 'KS QS JS TS 9S', T0: 'AH' }));
    const after = legal(state, 'T0>F0', filled({ S: 'KS QS', F0: 'AH', T0: '9S | TS JS' }));
    assert.deepEqual(movesOf(after), ['T0>F0'], 'the refill is not a move of its own');
  });

  it('refill: with two cards left in S, the first face down and the second face up', () => {
    legal(at(filled({ S: 'QS JS', T0: 'AH' })), 'T0>F0', filled({ F0: 'AH', T0: 'JS | QS' }));
  });

  it('refill: with one card left in S, that lone card lies face up', () => {
    legal(at(filled({ S: 'QS', T0: 'AH' })), 'T0>F0', filled({ F0: 'AH', T0: 'QS' }));
  });

  it('refill: a refill that spends S lifts the enchantment at once', () => {
    const state = at(filled({ S: 'QS', W: 'JH', T0: 'AH' }));
    refused(state, 'W>T0');
    const after = legal(state, 'T0>F0', filled({ W: 'JH', F0: 'AH', T0: 'QS' }));
    legal(after, 'W>T0', filled({ F0: 'AH', T0: 'QS JH' }));
  });

  it('free place: a column emptied with S empty is not refilled and takes any one card, from W or a column', () => {
    const rest = { T1: '8C | JC', T2: '8D | JD', T3: '6S | KS', T4: '8H | 9S', T5: '8S | 9D', T6: '7D | 9C' };
    const state = at({ W: 'QD', T0: 'AH', ...rest });
    const emptied = legal(state, 'T0>F0', { W: 'QD', F0: 'AH', ...rest });
    movesAre(emptied, ['W>T0', 'W>T3', 'T1>T0', 'T2>T0', 'T3>T0', 'T4>T0', 'T5>T0', 'T6>T0']);
    legal(emptied, 'T3>T0', { W: 'QD', F0: 'AH', ...rest, T0: 'KS', T3: '6S' });
    const placed = legal(emptied, 'W>T0', { F0: 'AH', T0: 'QD', ...rest });
    // … and is then built on as usual: the next lower rank in another suit.
    legal(placed, 'T1>T0', { F0: 'AH', T0: 'QD JC', ...rest, T1: '8C' });
    refused(placed, 'T2>T0', /suit/i);
  });

  it('free place: each empty column is its own destination', () => {
    const state = at({ W: '9H', T1: 'TC | 8S' });
    movesAre(state, ['W>T0', 'W>T2', 'W>T3', 'W>T4', 'W>T5', 'W>T6', 'T1>T0', 'T1>T2', 'T1>T3', 'T1>T4', 'T1>T5', 'T1>T6']);
  });
});

describe('Indian: draw', () => {
  it('draw: legal whenever S is not empty — the top of S goes face up onto W, even when other moves exist', () => {
    const state = at(filled({ S: '7C 8D', W: 'KS', T0: 'AH' }));
    assert.ok(rules.legalMoves(state).includes('T0>F0'));
    legal(state, 'draw', filled({ S: '7C', W: 'KS 8D', T0: 'AH' }));
  });

  it('draw: there is no redeal — refused once S is empty; W is never turned back', () => {
    const state = at({ W: 'KS 8D', T0: '9C | 9D' });
    refused(state, 'draw');
    refused(state, 'W>S');
  });
});

describe('Indian: status', () => {
  const full36 = Object.fromEntries(FOUNDATIONS.map((f, i) => [f, run('A6789TJQK', 'SHDC'[i % 4]!)]));
  const full52 = Object.fromEntries(FOUNDATIONS.map((f, i) => [f, run('A23456789TJQK', 'SHDC'[i % 4]!)]));

  it('won: every card (72) on the foundations; once won no move is legal', () => {
    const state = at(full36);
    assert.equal(rules.status(state), 'won');
    assert.deepEqual(rules.legalMoves(state), []);
    refused(state, 'draw');
  });

  it('won: every card (104) on the foundations', () => {
    const state = at(full52, 52);
    assert.equal(rules.status(state), 'won');
    assert.deepEqual(rules.legalMoves(state), []);
  });

  it('won: the move that puts the last card on a foundation ends the game', () => {
    const state = at({ ...full36, F7: run('A6789TJQ', 'C'), W: 'KC' });
    assert.equal(rules.status(state), 'playing');
    const after = legal(state, 'W>F7', full36);
    assert.equal(rules.status(after), 'won');
  });

  it('playing: while S is not empty the game goes on (draw)', () => {
    const state = at(filled({ S: '7C', T0: '9S | 9D' }));
    movesAre(state, ['draw']);
    assert.equal(rules.status(state), 'playing');
  });

  it('lost: not won and no legal move left', () => {
    const state = at({
      W: '7H', T0: '9C | 9D', T1: '9S | 9H', T2: '9D | 9C', T3: '9H | 9S', T4: '8C | KC', T5: '8S | KD', T6: '8D | KS',
    });
    assert.deepEqual(rules.legalMoves(state), []);
    assert.equal(rules.status(state), 'lost');
  });

  it('lost: S is spent and no sequence of legal moves reaches a position with a foundation move', () => {
    // JC goes on QH and uncovers KD; nothing else ever moves and there is no ace anywhere.
    const state = at({
      T0: 'KS | QH', T1: 'KD | JC', T2: '9C | 7C', T3: '9S | 7H', T4: '9D | 7S', T5: '9H | 7D', T6: '8C | 7C',
    });
    assert.deepEqual(rules.legalMoves(state), ['T1>T0']);
    assert.equal(rules.status(state), 'lost');
  });

  it('playing: S is spent but a sequence of legal moves reaches a foundation move', () => {
    // QH goes on KC; AS under it turns up and can go to a foundation.
    const state = at({
      T0: 'AS | QH', T1: 'KD | JC', T2: '9C | KC', T3: '9S | 7H', T4: '9D | 7S', T5: '9H | 7D', T6: '8C | 7C',
    });
    assert.ok(!rules.legalMoves(state).some((m) => m.includes('>F')), 'no foundation move right now');
    assert.equal(rules.status(state), 'playing');
  });

  it('playing: S is spent, a free place lets a buried ace come out', () => {
    const state = at({ W: 'AD 9H', T0: '8C | 8D', T1: '7S | 7H', T2: '9S | 9C', T3: '9D | TH', T4: '6S | 6H', T5: 'KS | KH' });
    assert.ok(!rules.legalMoves(state).some((m) => m.includes('>F')));
    assert.equal(rules.status(state), 'playing');
  });
});

describe('Indian: malformed moves', () => {
  const state = at(filled({ S: 'KC', W: '8D' }));
  it('malformed: "X>Y" is refused, naming the pile', () => {
    assert.match(refused(state, 'X>Y'), /X/);
  });
  it('malformed: "T9>F0" in the 7-column game, "T0>F8" and "T10>F0" in the 10-column game', () => {
    assert.match(refused(state, 'T9>F0'), /T9/);
    const wide = at(filled({ S: 'KC', W: '8D' }, 52), 52);
    assert.match(refused(wide, 'T0>F8'), /F8/);
    assert.match(refused(wide, 'T10>F0'), /T10/);
  });
  it('malformed: "turn" and "deal" are not Indian moves', () => {
    assert.match(refused(state, 'turn'), /turn/);
    refused(state, 'deal');
  });
  it('malformed: the empty string is refused', () => {
    refused(state, '');
  });
  it('malformed: "T0>T0" is refused', () => {
    refused(state, 'T0>T0');
    refused(state, 'W>W');
  });
});
