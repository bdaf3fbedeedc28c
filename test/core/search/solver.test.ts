import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  games, GAME_IDS, movesOf, positionKey, replay, solve, verifyWin, type DeckSize, type GameId, type Pile, type State,
} from '../../../src/core/index.js';
import { mulberry32 } from '../../../src/core/model/random.js';
import { moveName, type Model } from '../../../src/core/search/model.js';
import { searchBeam, searchWin } from '../../../src/core/search/search.js';
import { modelOf as maybeModelOf } from '../../../src/core/search/by-id.js';
import { position } from '../helpers.js';

/** Every game here declares a search model. */
function modelOf(state: State, pruning?: boolean): Model {
  const model = maybeModelOf(state, pruning);
  assert.ok(model, `${state.game} has a search model`);
  return model;
}

const variants = GAME_IDS.flatMap((game) =>
  games[game].decks.flatMap((deck) =>
    games[game].hasFreeDraw ? [{ game, deck, freeDraw: false }, { game, deck, freeDraw: true }] : [{ game, deck, freeDraw: false }],
  ),
) as { game: GameId; deck: DeckSize; freeDraw: boolean }[];
const label = (v: { game: GameId; deck: DeckSize; freeDraw: boolean }) => `${v.game}, deck ${v.deck}${v.freeDraw ? ', free draw' : ''}`;

/** Exhaustive search on the public rules: every legal move, the full position key, no pruning. */
function bruteForce(start: State, cap: number): 'win' | 'lost' | 'unknown' {
  const rules = games[start.game];
  const seen = new Set([positionKey(start)]);
  const stack = [start];
  while (stack.length > 0) {
    const state = stack.pop()!;
    const moves = rules.legalMoves(state);
    if (moves.length === 0 && rules.status(state) === 'won') return 'win';
    for (const move of moves) {
      const next = rules.apply(state, move);
      const key = positionKey(next);
      if (seen.has(key)) continue;
      if (seen.size >= cap) return 'unknown';
      seen.add(key);
      stack.push(next);
    }
  }
  return 'lost';
}

/** Plays from the deal, a foundation move when there is one (half the time), else a random move, for at most `length` moves. */
function playout(game: GameId, seed: number, options: { deck: DeckSize; freeDraw: boolean }, length: number, pick: () => number): State[] {
  const rules = games[game];
  const states = [rules.deal(seed, options)];
  for (let i = 0; i < length; i++) {
    const legal = rules.legalMoves(states.at(-1)!);
    if (legal.length === 0) break;
    const home = legal.find((m) => m.includes('>F'));
    states.push(rules.apply(states.at(-1)!, home && pick() < 0.5 ? home : legal[Math.floor(pick() * legal.length)]!));
  }
  return states;
}

/**
 * The canonical keys of a position's successors, by the public rules, less its own key: a move
 * that only exchanges interchangeable piles (a lone card to an empty place) leads nowhere new.
 */
function successorKeys(state: State): Set<number | string> {
  const keys = new Set(games[state.game].legalMoves(state).map((move) => modelOf(games[state.game].apply(state, move)).key()));
  keys.delete(modelOf(state).key());
  return keys;
}

/** The canonical keys of a position's successors, by the search model's own moves, checking that unmake restores the key. */
function modelSuccessorKeys(state: State, pruning: boolean): Set<number | string> {
  const model = modelOf(state, pruning);
  const before = model.key();
  const out = new Int32Array(model.maxMoves);
  const keys = new Set<number | string>();
  const n = model.moves(out, 0);
  for (let i = 0; i < n; i++) {
    model.make(out[i]!);
    keys.add(model.key());
    model.unmake(out[i]!);
    assert.equal(model.key(), before, 'unmake restores the position');
  }
  keys.delete(before);
  return keys;
}

const shuffled = <T>(items: readonly T[], pick: () => number): T[] => {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(pick() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

/**
 * The same position with its interchangeable parts exchanged, which its canonical key must not
 * see: piles of one kind in another order, and for the Funnel another order of the waste's
 * buried cards (only its top is ever read).
 */
function twin(state: State, pick: () => number): State {
  const specs = games[state.game].piles(state.options);
  const piles = state.piles.slice();
  const permute = (indices: number[]) => {
    const order = shuffled(indices, pick);
    const moved = order.map((i) => state.piles[i]!);
    indices.forEach((i, k) => (piles[i] = moved[k]!));
  };
  const ids = (prefix: string) => specs.flatMap((s, i) => (s.id.startsWith(prefix) && s.id.length > 1 && /\d/.test(s.id[1]!) ? [i] : []));
  if (state.game === 'funnel') {
    const waste = state.piles[1]!.cards;
    piles[1] = { cards: [...shuffled(waste.slice(0, -1), pick), ...waste.slice(-1)], down: 0 };
  } else if (state.game === 'well') {
    permute(ids('T'));
    // The Well reads its base rank from F0's first card: F0 keeps a card.
    const corners = ids('F').filter((i) => state.piles[i]!.cards.length > 0);
    const order = shuffled(corners, pick);
    const moved = order.map((i) => state.piles[i]!);
    corners.forEach((i, k) => (piles[i] = moved[k]!));
  } else {
    permute(ids('T'));
    permute(ids('F'));
  }
  return { ...state, piles: piles as Pile[] };
}

describe('solve: the outside oracle', () => {
  it('agrees with black-hole-solver on seeds 1-100 of Funnel 52 free draw, and every win replays', () => {
    // A copy of ../shared/golf-verdicts.txt, so the suite never depends on a folder beside the repo.
    const text = readFileSync(new URL('../fixtures/golf-verdicts.txt', import.meta.url), 'utf8');
    const verdicts = text.split('\n').filter((line) => /^\d/.test(line)).map((line) => line.split(/\s+/) as [string, string]);
    assert.equal(verdicts.length, 100);
    const options = { deck: 52 as const, freeDraw: true };
    let wins = 0;
    for (const [seed, verdict] of verdicts) {
      const found = solve(games.funnel.deal(Number(seed), options), { maxPositions: 50_000_000 });
      assert.equal(found.result, verdict, `seed ${seed}`);
      if (found.result === 'win') {
        wins++;
        assert.equal(verifyWin('funnel', Number(seed), options, found.moves), true, `seed ${seed}`);
      }
    }
    assert.ok(wins > 10 && wins < 50, `${wins} wins`);
  });
});

for (const variant of variants) {
  const { game, deck, freeDraw } = variant;
  const options = { deck, freeDraw };
  const rules = games[game];

  describe(`solve: ${label(variant)}`, () => {
    it('every win it finds, from a deal or from a position along the way, replays with verifyWin; the state is left alone', () => {
      const pick = mulberry32(deck);
      let wins = 0;
      for (let seed = 1; seed <= 60 && wins < 3; seed++) {
        const state = rules.deal(seed, options);
        const before = structuredClone(state);
        const found = solve(state, { maxPositions: 20_000 });
        assert.deepEqual(state, before);
        if (found.result !== 'win') continue;
        wins++;
        assert.equal(verifyWin(game, seed, options, found.moves), true, `seed ${seed}`);
        // Halfway along the win, step aside with a random legal move and solve again.
        let later = replay(game, seed, options, found.moves.slice(0, found.moves.length >> 1));
        const legal = rules.legalMoves(later);
        later = rules.apply(later, legal[Math.floor(pick() * legal.length)]!);
        const again = solve(later, { maxPositions: 20_000 });
        if (again.result === 'win') assert.equal(verifyWin(game, seed, options, [...movesOf(later), ...again.moves]), true, `seed ${seed}, later`);
      }
      assert.ok(wins > 0, 'some deal is won within the budget');
    });

    it('its verdicts on late-game positions agree with an exhaustive search of the rules', () => {
      const pick = mulberry32(deck + (freeDraw ? 1 : 0));
      const tally = { win: 0, lost: 0 };
      for (let seed = 1; seed <= 200 && (tally.win < 4 || tally.lost < 4); seed++) {
        const states = playout(game, seed, options, 400, pick);
        // Late positions: the stock nearly spent (the Well of Truth: its last phase), a few moves before the end.
        const late = states.filter((s) => (game === 'well-of-truth' ? s.phase === 3 : s.piles[0]!.cards.length <= 3));
        if (late.length === 0) continue;
        const from = late[Math.floor(pick() * late.length)]!;
        const truth = bruteForce(from, 5_000);
        if (truth === 'unknown') continue;
        const found = solve(from, { maxPositions: 5_000_000 });
        assert.equal(found.result, truth, `seed ${seed}, after ${movesOf(from).join(' ')}`);
        if (found.result === 'win') assert.equal(rules.status(replay(game, seed, options, [...movesOf(from), ...found.moves])), 'won');
        tally[truth]++;
      }
      assert.ok(tally.win + tally.lost >= 4, JSON.stringify(tally));
    });

    it('the search model lists the moves the rules allow (up to interchangeable piles), and unmake undoes make', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 300 }), (seed, length) => {
          const pick = mulberry32(seed);
          for (const state of playout(game, seed, options, length, pick).filter((_, i) => i % 5 === 0)) {
            const all = successorKeys(state);
            assert.deepEqual(modelSuccessorKeys(state, false), all);
            // With its pruning on, the model searches some of those moves (all, or one proven safe).
            const searched = modelSuccessorKeys(state, true);
            for (const key of searched) assert.ok(all.has(key));
            assert.ok(searched.size === all.size || searched.size === 1);
            assert.equal(modelOf(state).won(), rules.status(state) === 'won');
          }
        }),
        { numRuns: 15 },
      );
    });

    it('the canonical key never merges positions with different futures', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 300 }), (seed, length) => {
          const pick = mulberry32(seed);
          const byKey = new Map<number | string, State>();
          for (const state of playout(game, seed, options, length, pick)) {
            const other = twin(state, pick);
            assert.equal(modelOf(other).key(), modelOf(state).key(), 'exchanging interchangeable parts keeps the key');
            for (const position of [state, other]) {
              const key = modelOf(position).key();
              const seen = byKey.get(key);
              if (seen === undefined) {
                byKey.set(key, position);
                continue;
              }
              // Equal keys: the same end, and moves to the same set of keys (by the public rules).
              assert.equal(rules.status(position) === 'won', rules.status(seen) === 'won');
              assert.deepEqual(successorKeys(position), successorKeys(seen));
            }
          }
        }),
        { numRuns: 15 },
      );
    });
  });
}

describe('solve: the search model at a won Funnel with stock left', () => {
  it('offers no draw, as the rules allow no move (fast-check once found this with seed 92152)', () => {
    const won = position('funnel', { S: '3C', W: '4C' }, { deck: 52 });
    assert.equal(games.funnel.status(won), 'won');
    assert.deepEqual(games.funnel.legalMoves(won), []);
    assert.deepEqual(modelSuccessorKeys(won, false), new Set());
  });
});

describe('solve: each pruning rule fires where it should, and agrees with an exhaustive search', () => {
  const searched = (state: State) => {
    const model = modelOf(state);
    const out = new Int32Array(model.maxMoves);
    return model.moves(out, 0);
  };

  it('Funnel: a column card that nothing left can host proves the deal lost at once', () => {
    // 7C needs a 6 or an 8 on the waste; none is left anywhere, so T0 can never be cleared.
    const stuck = position('funnel', { S: 'KS', W: 'JD', T0: '9H 7C', T1: 'QH' }, { deck: 36, freeDraw: true });
    assert.equal(modelOf(stuck).dead(), true);
    assert.deepEqual(solve(stuck), { result: 'lost', positions: 0 });
    assert.equal(bruteForce(stuck, 10_000), 'lost');
    // With an 8 still in the stock the rule must not fire.
    const open = position('funnel', { S: '8S', W: 'JD', T0: '9H 7C', T1: 'QH' }, { deck: 36, freeDraw: true });
    assert.equal(modelOf(open).dead(), false);
    assert.equal(solve(open).result, bruteForce(open, 10_000));
  });

  it('Well: a card whose lower neighbours are all home goes to its corner alone', () => {
    const piles = { F0: '6S 7S', F1: '6H 7H', F2: '6D 7D', F3: '6C', T0: '7C', T1: 'TD', W: '8C' };
    const safe = position('well', piles);
    assert.deepEqual(games.well.legalMoves(safe).sort(), ['T0>F3', 'T0>T2', 'T0>T3', 'T0>T4', 'T1>T2', 'T1>T3', 'T1>T4', 'W>T2', 'W>T3', 'W>T4'].sort());
    assert.equal(searched(safe), 1);
    assert.equal(solve(safe).result, bruteForce(safe, 50_000));
    // Found by search (seed 555, late): AS to the empty corner is legal, yet after it the game is lost.
    const keepBack = position('well', {
      S: 'JH 9S QH', W: '6C 8S 9H 8H 8D KH 7S KD AS', T0: 'TH', T1: 'KS QC JC TS', T2: 'QS JD TC 9D 8C 7C 6S',
      T3: 'JS TD 9C', T4: 'KC QD', F0: 'AH 6H 7H', F1: 'AC', F2: 'AD 6D 7D',
    });
    assert.equal(bruteForce(keepBack, 20_000), 'win');
    assert.equal(bruteForce(games.well.apply(keepBack, 'W>F3'), 20_000), 'lost');
    assert.ok(searched(keepBack) > 1);
    assert.equal(solve(keepBack).result, 'win');
    // With 6D not yet home, the 7 is not safe: 6D might still need it.
    const unsafe = position('well', { ...piles, F2: '', T2: '7D 6D' });
    assert.ok(searched(unsafe) > 1);
  });

  it('Well: a card goes home alone once every corner holds the rank two below it (Solvitaire\'s rule)', () => {
    // 8C: every corner holds a 6, the rank two below; 7D is still out, and could go home instead of onto 8C.
    const piles = { F0: '6S 7S', F1: '6H 7H', F2: '6D', F3: '6C 7C', T0: '8C', T1: '7D 9H', T2: 'TS', W: 'TD 8D' };
    const safe = position('well', piles);
    assert.ok(games.well.legalMoves(safe).includes('T0>F3'));
    assert.ok(games.well.legalMoves(safe).length > 1);
    assert.equal(searched(safe), 1);
    assert.equal(solve(safe).result, bruteForce(safe, 50_000));
    // With 6D out (under 7D), a 7 could land on 8C while the 6 below it still waits: not safe.
    const unsafe = position('well', { ...piles, F2: '', T1: '9H 7D 6D' });
    assert.ok(searched(unsafe) > 1);
    assert.equal(solve(unsafe).result, bruteForce(unsafe, 50_000));
    // Found by search: with a corner only at the rank three below, 9C home at once loses; 8S must wait on it.
    const early = position('well', {
      F0: '6S', F1: '6H 7H 8H 9H TH JH QH KH AH', F2: '6D 7D 8D 9D TD JD QD KD AD', F3: '6C 7C 8C',
      T0: 'TS TC 9C', T1: 'JS 9S KS 7S 8S', T2: 'KC QS JC AS', T3: 'AC', T4: 'QC',
    });
    assert.equal(bruteForce(early, 100_000), 'win');
    assert.equal(bruteForce(games.well.apply(early, 'T0>F3'), 100_000), 'lost');
    assert.ok(searched(early) > 1);
    assert.equal(solve(early).result, 'win');
  });

  it('Well: on late positions of 36-card deals where a safe move prunes the rest, the verdict matches an exhaustive search', () => {
    let compared = 0;
    for (let seed = 1; seed <= 600 && compared < 12; seed++) {
      const pick = mulberry32(seed);
      const late = playout('well', seed, { deck: 36, freeDraw: false }, 300, pick).filter(
        (s) => s.piles[0]!.cards.length <= 4 && searched(s) === 1 && games.well.legalMoves(s).length > 1,
      );
      if (late.length === 0) continue;
      const from = late[Math.floor(pick() * late.length)]!;
      const truth = bruteForce(from, 20_000);
      if (truth === 'unknown') continue;
      assert.equal(solve(from, { maxPositions: 2_000_000 }).result, truth, `seed ${seed}, after ${movesOf(from).join(' ')}`);
      compared++;
    }
    assert.ok(compared >= 12, `${compared} positions compared`);
  });

  it('Indian: an ace, or a card nothing can be built on whose twin is home, goes to a foundation alone', () => {
    const ace = position('indian', { T0: '9S AH', T1: 'KD', T2: 'QC', W: 'JH' });
    assert.equal(searched(ace), 1);
    assert.equal(solve(ace).result, bruteForce(ace, 50_000));
    // 7H must stay: 6S has to be built on it to free AS. A search that sent it home would lose.
    const needed = position('indian', {
      F0: 'AH 6H', F1: 'AH 6H 7H 8H 9H TH JH QH KH', F2: 'AS 6S 7S 8S 9S TS JS QS KS',
      F4: 'AD 6D 7D 8D 9D TD JD QD KD', F5: 'AD 6D 7D 8D 9D TD JD QD KD',
      F6: 'AC 6C 7C 8C 9C TC JC QC KC', F7: 'AC 6C 7C 8C 9C TC JC QC KC',
      W: 'AS 6S', T0: '8S 7H', T1: '8H 7S', T2: 'TH 9S', T3: 'JH TS', T4: 'QH JS', T5: 'KH QS', T6: '9H KS',
    });
    assert.ok(searched(needed) > 1);
    assert.equal(bruteForce(needed, 50_000), 'win');
    assert.equal(solve(needed).result, 'win');
    // Solvitaire's rule for two decks: KH may go home while queens are out, as both jacks of every other suit are home.
    const early = position('indian', {
      F0: 'AH 6H 7H 8H 9H TH JH QH KH', F1: 'AH 6H 7H 8H 9H TH JH QH', F2: 'AS 6S 7S 8S 9S TS JS', F3: 'AS 6S 7S 8S 9S TS JS',
      F4: 'AD 6D 7D 8D 9D TD JD', F5: 'AD 6D 7D 8D 9D TD JD', F6: 'AC 6C 7C 8C 9C TC JC', F7: 'AC 6C 7C 8C 9C TC JC',
      T0: 'QD KH', T1: 'KS QC', T2: 'KD QS', T3: 'KC', T4: 'QD', T5: 'KS', T6: 'QS', W: 'KC KD QC',
    });
    assert.ok(games.indian.legalMoves(early).length > 1);
    assert.equal(searched(early), 1);
    assert.equal(solve(early).result, bruteForce(early, 200_000));
    // A lone ace while the stock lasts would make its column refill now: not safe.
    const refill = position('indian', { S: '7S 8S 9S', T0: 'AH', T1: 'KD', T2: 'QC', W: 'JH' });
    assert.ok(searched(refill) > 1);
  });
});

describe('solve: probes', () => {
  const state = games.well.deal(11, { deck: 52 });
  it('a Well probe is a run of short dives: it wins where one search of the same size does not', () => {
    const dives = searchWin(modelOf(state), 3_000, Infinity, mulberry32(0));
    assert.equal(dives.result, 'win');
    const once = modelOf(state);
    Object.assign(once, { probeDive: 0 });
    assert.equal(searchWin(once, 3_000, Infinity, mulberry32(0)).result, 'unknown');
    const moves = (dives as { line: number[] }).line.map((move) => moveName(move, games.well.piles({ deck: 52 }).map((spec) => spec.id)));
    assert.ok(verifyWin('well', 11, { deck: 52 }, moves));
  });

  it('a search that runs out leaves its model at the start, so the next dive starts there', () => {
    for (const random of [undefined, mulberry32(1)]) {
      const model = modelOf(state);
      const before = model.key();
      assert.equal(searchWin(model, 1_000, Infinity, random).result, 'unknown');
      assert.equal(model.key(), before);
    }
  });
});

describe('solve: beam probes', () => {
  const options = { deck: 52 as const };
  const state = games.well.deal(48, options);
  const ids = games.well.piles(options).map((spec) => spec.id);

  it('a Well beam over the stock wins where dives of the same size do not', () => {
    const beam = searchBeam(modelOf(state), 64, 50, 100_000, Infinity, mulberry32(~0));
    assert.equal(beam.result, 'win');
    assert.ok(verifyWin('well', 48, options, (beam as { line: number[] }).line.map((move) => moveName(move, ids))));
    assert.equal(searchWin(modelOf(state), 100_000, Infinity, mulberry32(0)).result, 'unknown');
  });

  it('solve runs beams between its dives: a deal the dives miss at 1,500,000 positions is won within 200,000', () => {
    const found = solve(state, { maxPositions: 200_000 });
    assert.equal(found.result, 'win');
    assert.ok(found.result === 'win' && verifyWin('well', 48, options, found.moves));
  });

  it('a beam that runs out says unknown and leaves its model at the start', () => {
    const model = modelOf(state);
    const before = model.key();
    assert.equal(searchBeam(model, 64, 50, 1_000, Infinity, mulberry32(1)).result, 'unknown');
    assert.equal(model.key(), before);
  });

  it('a saved Well position restores to the same key and the same moves in a model of its deal at the start (the stock order is not saved)', () => {
    const pick = mulberry32(5);
    for (const deck of [36, 52] as const) {
      for (let seed = 1; seed <= 20; seed++) {
        for (const position of playout('well', seed, { deck, freeDraw: false }, 200, pick).filter((_, i) => i % 17 === 0)) {
          const saved = modelOf(position);
          const bytes = new Uint8Array(saved.snapshotBytes! + 3);
          saved.save!(bytes, 3);
          const other = modelOf(games.well.deal(seed, { deck }));
          other.restore!(bytes, 3);
          assert.equal(other.key(), saved.key());
          const movesOf = (model: typeof saved) => {
            const out = new Int32Array(model.maxMoves);
            return Array.from(out.subarray(0, model.moves(out, 0)));
          };
          assert.deepEqual(movesOf(other), movesOf(saved));
          assert.equal(other.won(), saved.won());
          assert.equal(other.stockEmpty(), saved.stockEmpty());
        }
      }
    }
  });
});

describe('solve: budgets', () => {
  it('says unknown when maxPositions runs out, and lost only when the search completed', () => {
    const state = games.indian.deal(1, { deck: 52 });
    const found = solve(state, { maxPositions: 100 });
    assert.equal(found.result, 'unknown');
    assert.ok(found.positions <= 100);
  });

  it('honours timeLimitMs within a few milliseconds', () => {
    const state = games.well.deal(2, { deck: 52 });
    const start = Date.now();
    const found = solve(state, { maxPositions: Infinity, timeLimitMs: 50 });
    const took = Date.now() - start;
    if (found.result === 'unknown') assert.ok(took < 50 + 40, `${took} ms`);
    assert.notEqual(found.result, 'lost');
  });

  it('seed changes the probes\' order, so short searches of one position in turn do not repeat one another', () => {
    // Well 52, deal 8, one probe's worth of dives: those from seed 0 find nothing, those from seed 6 a win.
    const state = games.well.deal(8, { deck: 52 });
    assert.deepEqual(solve(state, { maxPositions: 6_000, seed: 0 }), solve(state, { maxPositions: 6_000 }));
    assert.equal(solve(state, { maxPositions: 6_000 }).result, 'unknown');
    const found = solve(state, { maxPositions: 6_000, seed: 6 });
    assert.equal(found.result, 'win');
    assert.ok(found.result === 'win' && verifyWin('well', 8, { deck: 52 }, found.moves));
  });

  it('a won position is a win with no moves', () => {
    const won = replay('funnel', 11, { deck: 52, freeDraw: true }, (solve(games.funnel.deal(11, { deck: 52, freeDraw: true })) as { moves: string[] }).moves);
    assert.deepEqual(solve(won), { result: 'win', moves: [], positions: 0 });
  });
});

describe('solve: the default budget of Golf', () => {
  it('decides Funnel 52 free-draw seed 41, the deal of seeds 1–1000 that needs the most positions (over 1,000,000)', () => {
    const found = solve(games.funnel.deal(41, { deck: 52, freeDraw: true }));
    assert.equal(found.result, 'lost');
    assert.ok(found.positions > 1_000_000);
  });
});
