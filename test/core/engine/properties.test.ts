import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  deserialize, games, GAME_IDS, movesOf, replay, serialize, type DeckSize, type GameId, type Move, type State,
} from '../../../src/core/index.js';

const variants = GAME_IDS.flatMap((game) =>
  games[game].decks.flatMap((deck) =>
    games[game].hasFreeDraw ? [{ game, deck, freeDraw: false }, { game, deck, freeDraw: true }] : [{ game, deck, freeDraw: false }],
  ),
) as { game: GameId; deck: DeckSize; freeDraw: boolean }[];

const RUNS = 40;
const seedArb = fc.integer({ min: 0, max: 0xffffffff });
const choicesArb = fc.array(fc.nat(), { minLength: 1, maxLength: 150 });

/** Plays the deal, choosing each move by index from `choices`; returns every state passed. */
function playout(game: GameId, seed: number, options: { deck: DeckSize; freeDraw: boolean }, choices: number[]): State[] {
  const rules = games[game];
  const states = [rules.deal(seed, options)];
  for (const choice of choices) {
    const legal = rules.legalMoves(states.at(-1)!);
    if (legal.length === 0) break;
    states.push(rules.apply(states.at(-1)!, legal[choice % legal.length]!));
  }
  return states;
}

const cardsOf = (state: State) => state.piles.flatMap((p) => p.cards).sort();

/** Every string that could name a move in this game: all pile pairs and the action words. */
function candidateMoves(state: State): Move[] {
  const ids = games[state.game].piles(state.options).map((s) => s.id);
  return [...ids.flatMap((a) => ids.map((b) => `${a}>${b}`)), 'draw', 'turn', 'deal'];
}

for (const { game, deck, freeDraw } of variants) {
  const options = { deck, freeDraw };
  const rules = games[game];
  describe(`${game}, deck ${deck}${freeDraw ? ', free draw' : ''}: random legal playouts`, () => {
    it(`the multiset of cards never changes (${deck * rules.copies} cards)`, () => {
      fc.assert(
        fc.property(seedArb, choicesArb, (seed, choices) => {
          const states = playout(game, seed, options, choices);
          const start = cardsOf(states[0]!);
          assert.equal(start.length, deck * rules.copies);
          for (const state of states) assert.deepEqual(cardsOf(state), start);
        }),
        { numRuns: RUNS },
      );
    });

    it('apply never mutates its input, and every listed move applies', () => {
      fc.assert(
        fc.property(seedArb, choicesArb, (seed, choices) => {
          for (const state of playout(game, seed, options, choices)) {
            const before = structuredClone(state);
            for (const move of rules.legalMoves(state)) {
              assert.equal(rules.explain(state, move), null, move);
              rules.apply(state, move);
            }
            assert.deepEqual(state, before);
          }
        }),
        { numRuns: RUNS },
      );
    });

    it('legalMoves lists exactly the moves that apply accepts', () => {
      fc.assert(
        fc.property(seedArb, choicesArb, (seed, choices) => {
          const states = playout(game, seed, options, choices);
          for (const state of states.filter((_, i) => i % 7 === 0 || i === states.length - 1)) {
            const listed = rules.legalMoves(state);
            const legal = new Set(listed);
            assert.equal(legal.size, listed.length, 'no move listed twice');
            for (const move of candidateMoves(state)) {
              let applied = true;
              try {
                rules.apply(state, move);
              } catch {
                applied = false;
              }
              assert.equal(applied, legal.has(move), `${move} in ${JSON.stringify(rules.layout(state))}`);
              assert.equal(rules.explain(state, move) === null, applied, move);
            }
          }
        }),
        { numRuns: RUNS / 2 },
      );
    });

    it('the array legalMoves returns is the caller\'s: writing into it makes no move legal', () => {
      fc.assert(
        fc.property(seedArb, choicesArb, (seed, choices) => {
          const state = playout(game, seed, options, choices).at(-1)!;
          const listed = rules.legalMoves(state);
          const illegal = candidateMoves(state).filter((move) => !listed.includes(move));
          const handed = rules.legalMoves(state);
          handed.push(...illegal);
          handed.fill(illegal[0]!, 0, listed.length);
          for (const move of illegal) {
            assert.throws(() => rules.apply(state, move), (e: unknown) => (e as { code?: string }).code === rules.explain(state, move)!.code, move);
          }
          assert.deepEqual(rules.legalMoves(state), listed);
        }),
        { numRuns: RUNS / 2 },
      );
    });

    it('replay of the move list reproduces the final layout, and a saved game round-trips', () => {
      fc.assert(
        fc.property(seedArb, choicesArb, (seed, choices) => {
          const final = playout(game, seed, options, choices).at(-1)!;
          const moves = movesOf(final);
          const replayed = replay(game, seed, options, moves);
          assert.deepEqual(rules.layout(replayed), rules.layout(final));
          assert.equal(replayed.phase, final.phase);
          const restored = deserialize(serialize(final));
          assert.deepEqual(restored, final);
          assert.equal(rules.status(restored), rules.status(final));
        }),
        { numRuns: RUNS },
      );
    });

    it('a won or lost game has a final status and no move is legal once won', () => {
      fc.assert(
        fc.property(seedArb, fc.array(fc.nat(), { minLength: 400, maxLength: 400 }), (seed, choices) => {
          const final = playout(game, seed, options, choices).at(-1)!;
          const status = rules.status(final);
          if (rules.legalMoves(final).length === 0) assert.notEqual(status, 'playing');
          if (status === 'won') assert.deepEqual(rules.legalMoves(final), []);
        }),
        { numRuns: RUNS / 2 },
      );
    });
  });
}
