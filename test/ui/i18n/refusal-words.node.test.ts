/**
 * Every refusal a game's rules can give has words for players in both languages: the game's
 * catalogue (`GameText.refusals`, the shared refusals included), with every placeholder filled.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { games, GAME_IDS, type Move, type Rules, type State } from '../../../src/core/index.js';
import { packOf } from '../../../src/ui/i18n/languages.js';
import { mulberry32 } from '../../../src/core/model/random.js';
import { describeRefusal, gameText } from '../../../src/ui/i18n/i18n.js';
import { LANGS, registerShipped } from '../../words.js';
import { position } from '../../core/helpers.js';

/** Every pile-to-pile move and action word in `state`'s game, legal or not. */
function everyMove(state: State): Move[] {
  const rules = games[state.game];
  const ids = rules.piles(state.options).map((spec) => spec.id);
  return [...ids.flatMap((from) => ids.map((to) => `${from}>${to}`)), 'draw', 'turn', 'deal', 'X>Y', 'nonsense'];
}

registerShipped();

/** The refusal codes `lang` has words for in `rules`' game: the game's own and the shared ones. */
const wordsOf = (rules: Rules, lang: string) => new Set([...Object.keys(gameText(rules, lang).refusals ?? {}), ...Object.keys(packOf(lang).refusals)]);

describe('refusals in the players\' words', () => {
  for (const game of GAME_IDS) {
    it(`${game}: each refusal met along random games reads in every language`, () => {
      const rules = games[game];
      for (const lang of LANGS) assert.deepEqual([...wordsOf(rules, lang)].sort(), [...wordsOf(rules, 'en')].sort(), `the same codes in ${lang} as in English`);
      const met = new Set<string>();
      const random = mulberry32(7);
      for (const deck of rules.decks) {
        for (let seed = 1; seed <= 6; seed++) {
          let state = rules.deal(seed, { deck });
          for (let step = 0; step < 400 && rules.status(state) === 'playing'; step++) {
            for (const move of everyMove(state)) {
              const refusal = rules.explain(state, move);
              if (!refusal || met.has(refusal.code)) continue;
              met.add(refusal.code);
              for (const lang of LANGS) {
                const words = describeRefusal(refusal, lang, rules);
                assert.ok(wordsOf(rules, lang).has(refusal.code), `${game} ${refusal.code} in ${lang} has its own words`);
                assert.doesNotMatch(words, /[{}]/, `${game} ${refusal.code} in ${lang}: every placeholder filled`);
              }
            }
            const legal = rules.legalMoves(state);
            state = rules.apply(state, legal[Math.floor(random() * legal.length)]!);
          }
        }
      }
      // The game's own refusals are reached, not only the shared ones.
      const own = Object.keys(gameText(rules, 'ru').refusals ?? {});
      assert.ok(own.filter((code) => met.has(code)).length >= Math.ceil(own.length / 2), `${game}: met ${[...met].join(', ')}`);
    });
  }
});

describe('cards named in a refusal', () => {
  it('start the sentence in capitals and are in lower case inside it', () => {
    const state = position('funnel', { S: '5C', W: '3C', T0: '7S' });
    assert.equal(describeRefusal(games.funnel.explain(state, 'T0>W')!, 'en', games.funnel), 'Seven of spades is not next to three of clubs: it must be one rank up or down');
    assert.match(describeRefusal(games.funnel.explain(state, 'T0>W')!, 'ru', games.funnel), /^Семёрка пик [^А-ЯЁ]*$/);
  });
});

describe('a stock\'s cards', () => {
  it('are said to be drawn, not to never move; other piles\' cards never move', () => {
    const state = games.funnel.deal(2);
    const said = (move: Move, lang: 'ru' | 'en') => describeRefusal(games.funnel.explain(state, move)!, lang, games.funnel);
    assert.equal(said('S>T0', 'en'), 'Stock A: its cards are drawn (D or a tap), not moved');
    assert.equal(said('W>T0', 'en'), 'Pile B: its cards never move');
    const indian = games.indian.deal(2);
    assert.equal(describeRefusal(games.indian.explain(indian, 'T0>W')!, 'en', games.indian), 'Waste: nothing goes here', 'no article wanted');
    assert.match(said('S>T0', 'ru'), /открываются/);
    assert.doesNotMatch(said('W>T0', 'ru'), /открываются/);
  });
});
