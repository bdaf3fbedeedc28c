import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { games, GAME_IDS, type Card, type DeckSize, type GameId } from '../../../src/core/index.js';
import { freshCards } from '../../../src/core/model/cards.js';
import { mulberry32, shuffle } from '../../../src/core/model/random.js';

const golden: Record<string, Record<string, string>> = JSON.parse(
  readFileSync(new URL('./golden-deals.json', import.meta.url), 'utf8'),
);

const variants: [GameId, DeckSize][] = GAME_IDS.flatMap((id) => games[id].decks.map((deck) => [id, deck] as [GameId, DeckSize]));

describe('the deal specification', () => {
  it('mulberry32 gives the reference generator outputs', () => {
    // Values of the published mulberry32 for seed 1: a changed generator changes every deal.
    const draw = mulberry32(1);
    assert.deepEqual([draw(), draw(), draw()], [0.6270739405881613, 0.002735721180215478, 0.5274470399599522]);
  });

  it('the fresh deck is suits S H D C, each ace first then ascending', () => {
    assert.deepEqual(freshCards(36, 1).slice(0, 10), ['AS', '6S', '7S', '8S', '9S', 'TS', 'JS', 'QS', 'KS', 'AH']);
    assert.equal(freshCards(52, 2).length, 104);
    assert.deepEqual(freshCards(52, 2).slice(52, 54), ['AS', '2S']);
  });

  it('shuffle is Fisher–Yates from the end with floor(draw * (i + 1))', () => {
    const items = [0, 1, 2, 3];
    const draw = mulberry32(7);
    const expected = items.slice();
    for (let i = expected.length - 1; i > 0; i--) {
      const j = Math.floor(draw() * (i + 1));
      [expected[i], expected[j]] = [expected[j]!, expected[i]!];
    }
    assert.deepEqual(shuffle(items, 7), expected);
    assert.deepEqual(items, [0, 1, 2, 3], 'shuffle copies its input');
  });

  for (const [game, deck] of variants) {
    for (const seed of [1, 2, 3]) {
      it(`golden: ${game}, deck ${deck}, seed ${seed} deals the pinned layout`, () => {
        const layout = games[game].layout(games[game].deal(seed, { deck }));
        const text = Object.fromEntries(
          Object.entries(layout).map(([id, p]) => [id, (p.down.length ? p.down.join(' ') + ' | ' : '') + p.up.join(' ')]),
        );
        assert.deepEqual(text, golden[`${game}/${deck}/${seed}`]);
      });
    }

    it(`${game}, deck ${deck}: a deal holds each card of the deck exactly as often as the game has decks`, () => {
      const rules = games[game];
      const layout = rules.layout(rules.deal(4_000_000_000, { deck }));
      const dealt = Object.values(layout).flatMap((p) => [...p.down, ...p.up]).sort();
      assert.deepEqual(dealt, freshCards(deck, rules.copies).sort());
    });
  }

  it('the Well of Truth as the deal numbers of docs/server.md say: corners round-robin, then the bases, then the well with the last card on top', () => {
    const seed = 31;
    const cards = shuffle(freshCards(52, 2), seed);
    const expected: Record<string, Card[]> = { T0: [], T1: [], T2: [], T3: [] };
    cards.slice(0, 44).forEach((card, i) => expected[`T${i % 4}`]!.push(card));
    cards.slice(44, 52).forEach((card, k) => (expected[`F${k}`] = [card]));
    expected.C = cards.slice(52);
    const rules = games['well-of-truth'];
    const state = rules.deal(seed);
    const dealt = Object.fromEntries(rules.piles().map(({ id }, i) => [id, [...state.piles[i]!.cards]]));
    for (const [id, pile] of Object.entries(expected)) assert.deepEqual(dealt[id], pile, id);
    assert.equal(dealt.C!.at(-1), cards.at(-1));
  });

  it('the same triple deals the same layout; another seed another one', () => {
    const a = games.indian.layout(games.indian.deal(99, { deck: 52 }));
    assert.deepEqual(games.indian.layout(games.indian.deal(99, { deck: 52 })), a);
    assert.notDeepEqual(games.indian.layout(games.indian.deal(100, { deck: 52 })), a);
  });
});

describe('deal options', () => {
  it('defaults: Well, Funnel and Indian 36; Well of Truth 52; freeDraw off', () => {
    assert.equal(games.well.deal(1).options.deck, 36);
    assert.equal(games.funnel.deal(1).options.deck, 36);
    assert.equal(games.indian.deal(1).options.deck, 36);
    assert.equal(games['well-of-truth'].deal(1).options.deck, 52);
    assert.equal(games.funnel.deal(1).options.freeDraw, false);
  });

  it('a deck a game does not have is a RangeError that says which decks it has', () => {
    assert.throws(() => games['well-of-truth'].deal(1, { deck: 36 }), (e: unknown) => e instanceof RangeError && /52/.test(e.message));
    assert.throws(() => games.well.deal(1, { deck: 40 as DeckSize }), RangeError);
  });

  it('freeDraw is the Funnel’s option only', () => {
    assert.equal(games.funnel.deal(1, { freeDraw: true }).options.freeDraw, true);
    assert.throws(() => games.indian.deal(1, { freeDraw: true }), RangeError);
  });

  it('a seed must be an unsigned 32-bit integer', () => {
    for (const bad of [-1, 1.5, 2 ** 32, Number.NaN, '7' as unknown as number]) {
      assert.throws(() => games.well.deal(bad), RangeError, String(bad));
    }
    assert.doesNotThrow(() => games.well.deal(2 ** 32 - 1));
  });
});

describe('layout', () => {
  it('lists every pile of the game, empty ones too, with face-down cards apart', () => {
    const layout = games['well-of-truth'].layout(games['well-of-truth'].deal(5));
    assert.deepEqual(Object.keys(layout), ['T0', 'T1', 'T2', 'T3', 'F0', 'F1', 'F2', 'F3', 'F4', 'F5', 'F6', 'F7', 'C', 'W0', 'W1', 'W2']);
    assert.deepEqual(layout.W0, { down: [], up: [] });
    const indian = games.indian.layout(games.indian.deal(5));
    assert.equal(indian.T0!.down.length, 1);
    assert.equal(indian.T0!.up.length, 2);
    assert.equal(indian.S!.up.length, 0);
  });

  it('the stock’s next card is last', () => {
    const rules = games.well;
    const state = rules.deal(8);
    const next = rules.layout(state).S!.down.at(-1) as Card;
    assert.deepEqual(rules.layout(rules.apply(state, 'draw')).W!.up, [next]);
  });
});
