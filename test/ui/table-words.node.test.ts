/** What the table says (src/ui/table-words.ts), in the games' own words, in both languages. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { games } from '../../src/core/index.js';
import { pileName } from '../../src/ui/i18n.js';
import { describeMove, describePile, startHint } from '../../src/ui/table-words.js';
import { position } from '../core/helpers.js';

describe('pile names come from the game', () => {
  it('by exact id, then by letter with the number from 1', () => {
    assert.equal(pileName(games.well.text.ru, 'T1'), 'Место Б');
    assert.equal(pileName(games.well.text.en, 'T4'), 'Bottom place');
    assert.equal(pileName(games.indian.text.en, 'F7'), 'Foundation 8');
    assert.equal(pileName(games['well-of-truth'].text.ru, 'W'), 'W', 'no W pile in that game');
    assert.equal(pileName(games['well-of-truth'].text.ru, 'W2'), 'Открытое место 3');
    assert.equal(pileName(games.funnel.text.ru, 'W'), 'Стопка В');
  });

  it('every pile of every game and deck has a name in both languages', () => {
    for (const rules of Object.values(games)) {
      for (const deck of rules.decks) {
        for (const { id } of rules.piles({ deck })) {
          for (const lang of ['ru', 'en'] as const) assert.notEqual(pileName(rules.text[lang], id), id, `${rules.id} ${id} ${lang}`);
        }
      }
    }
  });
});

describe('describePile and describeMove', () => {
  it('an enchanted Indian column says so, in its game’s words', () => {
    const state = position('indian', { S: '8C', T3: '8D' }, { deck: 52 });
    const notes = games.indian.notes(state);
    assert.deepEqual(notes, { T3: 'enchanted' });
    assert.equal(describePile(games.indian, state, 'en', 'T3', notes['T3']), 'Column 4: Eight of diamonds (enchanted)');
    assert.equal(describePile(games.indian, state, 'ru', 'T3', notes['T3']), 'Колонка 4: Восьмёрка бубен (заколдована)');
  });

  it('a draw names the card turned up; a game action says what it did', () => {
    const funnel = position('funnel', { S: '2C 3C', W: '5H', T0: '9D' }, { deck: 52 });
    assert.equal(describeMove(games.funnel, funnel, games.funnel.apply(funnel, 'draw'), 'draw', 'en'), 'Turned up: Three of clubs');
    const bases = { F0: 'KS', F1: 'KS', F2: 'KH', F3: 'KH', F4: 'KD', F5: 'KD', F6: 'KC', F7: 'KC' };
    const wot = position('well-of-truth', { T0: '5C', ...bases }, { phase: 1 });
    assert.equal(describeMove(games['well-of-truth'], wot, games['well-of-truth'].apply(wot, 'turn'), 'turn', 'ru'), 'Угловые стопки перевёрнуты');
  });

  it('an empty pile shows the one rank it waits for', () => {
    const well = position('well', { S: '7C', T0: '6D', F0: 'TS' });
    assert.equal(startHint(games.well, well, 'F1'), '10');
    assert.equal(startHint(games.well, well, 'T1'), '');
    const indian = position('indian', { T0: '9D' }, { deck: 52 });
    assert.equal(startHint(games.indian, indian, 'F3'), 'A');
    assert.equal(startHint(games.indian, indian, 'T1'), '');
  });
});
