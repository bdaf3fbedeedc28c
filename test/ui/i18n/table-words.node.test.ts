/** What the table says (src/ui/i18n/table-words.ts), in the games' own words, in both languages. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { games, type State } from '../../../src/core/index.js';
import { gameText, pileName } from '../../../src/ui/i18n/i18n.js';
import { LANGS, MESSAGES, registerShipped } from '../../words.js';
import { describeChange, describeHint, describeMove, describePile, describeTable, startHint } from '../../../src/ui/i18n/table-words.js';
import { position } from '../../core/helpers.js';

registerShipped();

describe('pile names come from the game', () => {
  it('by exact id, then by letter with the number from 1', () => {
    assert.equal(pileName(gameText(games.well, 'ru'), 'T1'), 'Место Б');
    assert.equal(pileName(gameText(games.well, 'en'), 'T4'), 'Bottom place');
    assert.equal(pileName(gameText(games.indian, 'en'), 'F7'), 'Foundation 8');
    assert.equal(pileName(gameText(games['well-of-truth'], 'ru'), 'W'), 'W', 'no W pile in that game');
    assert.equal(pileName(gameText(games['well-of-truth'], 'ru'), 'W2'), 'Открытое место 3');
    assert.equal(pileName(gameText(games.funnel, 'ru'), 'W'), 'Стопка В');
  });

  it('every pile of every game and deck has a name in both languages', () => {
    for (const rules of Object.values(games)) {
      for (const deck of rules.decks) {
        for (const { id } of rules.piles({ deck })) {
          for (const lang of LANGS) assert.notEqual(pileName(gameText(rules, lang), id), id, `${rules.id} ${id} ${lang}`);
          // An English screen reader spells Cyrillic letters out: English names use Latin ones.
          assert.doesNotMatch(pileName(gameText(rules, 'en'), id), /[\u0400-\u04ff]/, `${rules.id} ${id} in English`);
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
    assert.equal(describePile(games.indian, state, 'ru', 'T3', notes['T3']), 'Колонка 4: Восьмёрка бубен (карта заколдована)');
    const king = position('indian', { S: '8C', T3: 'KD' }, { deck: 52 });
    assert.equal(describePile(games.indian, king, 'ru', 'T3', notes['T3']), 'Колонка 4: Король бубен (карта заколдована)');
  });

  it('a draw names the card turned up; a game action says what it did', () => {
    const funnel = position('funnel', { S: '2C 3C', W: '5H', T0: '9D' }, { deck: 52 });
    assert.equal(describeMove(games.funnel, funnel, games.funnel.apply(funnel, 'draw'), 'draw', 'en'), 'Turned up: Three of clubs');
    const bases = { F0: 'KS', F1: 'KS', F2: 'KH', F3: 'KH', F4: 'KD', F5: 'KD', F6: 'KC', F7: 'KC' };
    const wot = position('well-of-truth', { T0: '5C', ...bases }, { phase: 1 });
    assert.equal(describeMove(games['well-of-truth'], wot, games['well-of-truth'].apply(wot, 'turn'), 'turn', 'ru'), 'Угловые стопки перевёрнуты. Этап: Колодец наполняется');
  });

  it('a move names its card, where it came from and where it went, and the card it turned up', () => {
    const state = position('indian', { S: '8C 9C', T0: 'KH | 7D', T2: '8S 8H' });
    const after = games.indian.apply(state, 'T0>T2');
    assert.equal(describeMove(games.indian, state, after, 'T0>T2', 'en'), 'Seven of diamonds from column 1 to column 3. Turned up on column 1: King of hearts. Column 1: enchanted');
    assert.equal(describeMove(games.indian, state, after, 'T0>T2', 'ru'),
      'Семёрка бубен — со стопки «Колонка 1» на стопку «Колонка 3». В стопке «Колонка 1» открыта карта: король червей. Колонка 1: карта заколдована');
  });

  it('an Indian column emptied while the stock lasts says it was refilled, and with what on top', () => {
    const state = position('indian', { S: '6C 7C 8C 9C', T0: 'AH' });
    const after = games.indian.apply(state, 'T0>F0');
    assert.equal(describeMove(games.indian, state, after, 'T0>F0', 'en'), 'Ace of hearts from column 1 to foundation 1. Column 1 refilled from the stock, Seven of clubs on top. Column 1: no longer enchanted');
    assert.equal(describeMove(games.indian, state, after, 'T0>F0', 'ru'),
      'Туз червей — со стопки «Колонка 1» на стопку «База 1». Стопка «Колонка 1» пополнена из колоды, сверху семёрка треф. Колонка 1: чары сняты');
  });

  it('a card put face down into the well is not named', () => {
    const bases = { F0: 'KS', F1: 'KS', F2: 'KH', F3: 'KH', F4: 'KD', F5: 'KD', F6: 'KC', F7: 'KC' };
    const wot = position('well-of-truth', { T0: '5C 6C | 9H', ...bases }, { phase: 2 });
    const after = games['well-of-truth'].apply(wot, 'T0>C');
    assert.equal(describeMove(games['well-of-truth'], wot, after, 'T0>C', 'en'), 'Face-down card from corner pile 1 to the well. Turned up on corner pile 1: Six of clubs');
  });

  it('the Funnel names its stock and open pile by their letters in both languages, as its rules do (А and В)', () => {
    const funnel = games.funnel.deal(2, { deck: 36 });
    assert.equal(describePile(games.funnel, funnel, 'ru', 'S', undefined), 'Колода А: 11 карт рубашкой вверх');
    assert.equal(describePile(games.funnel, funnel, 'en', 'S', undefined), 'Stock A: 11 face-down cards');
  });

  it('a pile of face-down cards is one count; describing the table reads every visible card in order', () => {
    const state = position('indian', { S: '8C 9C', W: '7H 5S', T0: 'KH | 7D 6S' }, { deck: 36 });
    assert.equal(describePile(games.indian, state, 'en', 'S', undefined), 'Stock: 2 face-down cards');
    assert.equal(describePile(games.indian, state, 'ru', 'S', undefined), 'Колода: 2 карты рубашкой вверх');
    assert.equal(describePile(games.indian, state, 'en', 'T0', undefined), 'Column 1: Six of spades, 3 cards, 1 face-down card');
    const table = describeTable(games.indian, state, 'en', games.indian.notes(state));
    assert.equal(table.split('. ').length, 17, 'one sentence a pile');
    assert.ok(table.startsWith('Stock: 2 face-down cards. Waste: Seven of hearts, Five of spades. Foundation 1: empty.'), table);
    assert.ok(table.endsWith('Column 1: 1 face-down card, Seven of diamonds, Six of spades. Column 2: empty. Column 3: empty. Column 4: empty. Column 5: empty. Column 6: empty. Column 7: empty.'), table);
    const wot = position('well-of-truth', { T0: '5C' }, { phase: 2 });
    assert.ok(describeTable(games['well-of-truth'], wot, 'ru', {}).startsWith('Этап: Колодец наполняется. Угловая стопка 1: Пятёрка треф. Угловая стопка 2: пусто.'));
  });

  it('the winning move and the win are said in one message; a new deal is said, the first one not', () => {
    const played = (state: State) => ({ rules: games.funnel, state, legal: games.funnel.legalMoves(state), status: games.funnel.status(state) });
    const before = played(position('funnel', { S: '2C', W: '5H', T0: '6D' }, { deck: 52 }));
    const after = played(games.funnel.apply(before.state, 'T0>W'));
    assert.equal(after.status, 'won');
    assert.equal(describeChange({ kind: 'move', before, after, move: 'T0>W' }, 'en', '0:42'), 'Six of diamonds from column 1 to pile B. Solved! 1 move in 0:42');
    assert.equal(describeChange({ kind: 'redo', before, after, move: 'T0>W' }, 'ru', '0:42'),
      'Ход повторён. Шестёрка бубен — со стопки «Колонка 1» на стопку В. Пасьянс сошёлся! 1 ход, время 0:42');
    assert.equal(describeChange({ kind: 'undo', before: after, after: before, move: 'T0>W' }, 'en', '0:42'), 'Undone: Six of diamonds from column 1 to pile B. 0 moves');
    assert.equal(describeChange({ kind: 'undo', before: after, after: before, move: 'T0>W' }, 'ru', '0:42'), 'Ход отменён: Шестёрка бубен — со стопки «Колонка 1» на стопку В. Ходов: 0');
    assert.equal(describeChange({ kind: 'deal', before: null, after: before }, 'en', '0:00'), null);
    assert.equal(describeChange({ kind: 'deal', before, after: played(games.funnel.deal(9)) }, 'ru', '0:00'), 'Новая раздача, № 9');
  });

  it('an undo says what it took back besides the move: a refill, a card turned up, a phase', () => {
    const played = (rules: (typeof games)[keyof typeof games], state: State) => ({ rules, state, legal: rules.legalMoves(state), status: rules.status(state) });
    const undo = (rules: (typeof games)[keyof typeof games], state: State, move: string, lang: 'en' | 'ru') =>
      describeChange({ kind: 'undo', before: played(rules, rules.apply(state, move)), after: played(rules, state), move }, lang, '0:00');
    const refill = position('indian', { S: '6C 7C 8C 9C', T0: 'AH' });
    assert.equal(undo(games.indian, refill, 'T0>F0', 'en'), "Undone: Ace of hearts from column 1 to foundation 1. Column 1's refill went back to the stock. 0 moves");
    assert.equal(undo(games.indian, refill, 'T0>F0', 'ru'),
      'Ход отменён: Туз червей — со стопки «Колонка 1» на стопку «База 1». Пополнение стопки «Колонка 1» вернулось в колоду. Ходов: 0');
    const turned = position('indian', { S: '8C 9C', T0: 'KH | 7D', T2: '8S 8H' });
    assert.equal(undo(games.indian, turned, 'T0>T2', 'en'), 'Undone: Seven of diamonds from column 1 to column 3. Column 1: the card turned up is face down again. 0 moves');
    const redone = describeChange({ kind: 'redo', before: played(games.indian, turned), after: played(games.indian, games.indian.apply(turned, 'T0>T2')), move: 'T0>T2' }, 'en', '0:00');
    assert.equal(redone, 'Redone. Seven of diamonds from column 1 to column 3. Turned up on column 1: King of hearts. Column 1: enchanted', 'one colon a sentence');
    const bases = { F0: 'KS', F1: 'KS', F2: 'KH', F3: 'KH', F4: 'KD', F5: 'KD', F6: 'KC', F7: 'KC' };
    const wot = position('well-of-truth', { T0: '5C', ...bases }, { phase: 1 });
    assert.equal(undo(games['well-of-truth'], wot, 'turn', 'en'), 'Undone: The corner piles are turned over. Now: The well empties. 0 moves');
    // Three cards dealt from the well go back into it face down: none of them had been turned up there.
    const threes = position('well-of-truth', { C: '5C 6C 7C 8C |', ...bases }, { phase: 3 });
    assert.equal(undo(games['well-of-truth'], threes, 'deal', 'en'), `Undone: ${gameText(games['well-of-truth'], 'en').actions!['deal']}. 0 moves`);
    const plain = position('funnel', { S: '2C', W: '5H', T0: '7D 6D' }, { deck: 52 });
    assert.equal(undo(games.funnel, plain, 'T0>W', 'en'), 'Undone: Six of diamonds from column 1 to pile B. 0 moves', 'nothing else to say');
  });

  it('a deal of the well\'s last two cards names two, and counts none in its words', () => {
    const bases = { F0: 'KS', F1: 'KS', F2: 'KH', F3: 'KH', F4: 'KD', F5: 'KD', F6: 'KC', F7: 'QC' };
    const rules = games['well-of-truth'];
    const two = position('well-of-truth', { C: '5C 6C |', ...bases }, { phase: 3 });
    const en = describeMove(rules, two, rules.apply(two, 'deal'), 'deal', 'en');
    assert.equal(en, 'Cards dealt from the well. Turned up on open slot 1: Six of clubs. Turned up on open slot 2: Five of clubs');
    const ru = describeMove(rules, two, rules.apply(two, 'deal'), 'deal', 'ru');
    assert.match(ru, /^Из колодца выложены карты\. /);
    assert.doesNotMatch(ru, /тр[иё]/);
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

describe('a hint tells a game action as what to do', () => {
  it('the Well of Truth\'s turn: asked as a hint, told as done once played', () => {
    const rules = games['well-of-truth'];
    let state = rules.deal(1);
    while (!rules.legalMoves(state).includes('turn')) state = rules.apply(state, rules.legalMoves(state)[0]!);
    const asked = { rules, state, legal: rules.legalMoves(state) };
    assert.equal(describeHint(asked, 'turn', true, 'en'), 'Winning move: turn the corner piles over');
    assert.equal(describeHint(asked, 'turn', false, 'ru'), MESSAGES.ru.suggestedMove('перевернуть угловые стопки'));
    assert.match(describeMove(rules, state, rules.apply(state, 'turn'), 'turn', 'en'), /^The corner piles are turned over/);
  });
});

describe('a move tells the notes it put on piles or took off them', () => {
  it('Indian: a lone card left in a column is said to be enchanted, and the spells lifting when the stock runs out', () => {
    const rules = games.indian;
    let state = rules.deal(1);
    const said: string[] = [];
    // A fixed walk through deal 1 that enchants columns and then empties the stock.
    for (let i = 0; i < 300; i++) {
      const legal = rules.legalMoves(state);
      if (legal.length === 0) break;
      const move = legal[(i * 7) % legal.length]!;
      const after = rules.apply(state, move);
      said.push(describeMove(rules, state, after, move, 'en'));
      state = after;
    }
    assert.ok(said.some((line) => line.endsWith('. Column 5: enchanted')), 'an enchantment said');
    assert.ok(said.some((line) => line.includes('Column 5: no longer enchanted. Column 6: no longer enchanted')), 'the spells lifting said');
  });
});
