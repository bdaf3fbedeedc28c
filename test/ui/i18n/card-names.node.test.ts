/**
 * Russian card names declined in every message form (src/ui/i18n/card-names.ts, src/ui/i18n/i18n.ts):
 * each form with a feminine card (дама, девятка), a masculine one (валет, туз, король) and
 * a plural count.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { games, GAME_IDS, type Card } from '../../../src/core/index.js';
import { cardWords } from '../../../src/ui/i18n/card-names.js';
import { describeRefusal, gameText } from '../../../src/ui/i18n/i18n.js';
import { MESSAGES, registerShipped } from '../../words.js';

registerShipped();

const ru = MESSAGES.ru;
/** The Russian refusal `code` of the one game that has it, for `card` onto `top`. */
function refusal(code: string, card: Card, top: Card): string {
  const owners = GAME_IDS.filter((id) => gameText(games[id], 'ru').refusals?.[code] !== undefined);
  assert.equal(owners.length, 1, `one game refuses with ${code}`);
  return describeRefusal({ code, message: 'the rules\' words', move: 'T0>F0', from: '', to: '', card, top }, 'ru', games[owners[0]!]);
}

describe('Russian card names by case', () => {
  it('every rank in the nominative, genitive, accusative and instrumental; туз, король, валет animate', () => {
    assert.deepEqual(cardWords('QH', 'ru'), { name: 'Дама червей', nom: 'дама червей', gen: 'дамы червей', acc: 'даму червей', ins: 'дамой червей', feminine: true });
    assert.deepEqual(cardWords('9C', 'ru'), { name: 'Девятка треф', nom: 'девятка треф', gen: 'девятки треф', acc: 'девятку треф', ins: 'девяткой треф', feminine: true });
    assert.deepEqual(cardWords('JS', 'ru'), { name: 'Валет пик', nom: 'валет пик', gen: 'валета пик', acc: 'валета пик', ins: 'валетом пик', feminine: false });
    assert.deepEqual(cardWords('AD', 'ru'), { name: 'Туз бубен', nom: 'туз бубен', gen: 'туза бубен', acc: 'туза бубен', ins: 'тузом бубен', feminine: false });
    assert.deepEqual(cardWords('KC', 'ru'), { name: 'Король треф', nom: 'король треф', gen: 'короля треф', acc: 'короля треф', ins: 'королём треф', feminine: false });
    assert.equal(cardWords('TD', 'ru').acc, 'десятку бубен');
    assert.equal(cardWords('2S', 'ru').ins, 'двойкой пик');
    assert.equal(cardWords('QH', 'en').acc, 'Queen of hearts', 'English has one form');
  });
});

describe('every Russian message form with a card', () => {
  it('the accusative after "на": feminine and masculine', () => {
    for (const code of ['corner-not-next', 'cross-not-prev', 'base-not-next', 'foundation-not-next', 'same-suit-on-column', 'column-not-prev']) {
      assert.match(refusal(code, 'JS', 'QH'), /^Валет пик не идёт на даму червей: /, code);
      assert.match(refusal(code, '8D', 'KC'), /^Восьмёрка бубен не идёт на короля треф: /, code);
    }
  });

  it('the instrumental after "с": feminine and masculine', () => {
    assert.match(refusal('not-neighbour', 'TS', '9C'), /^Десятка пик не соседствует с девяткой треф: /);
    assert.match(refusal('not-neighbour', 'QS', 'JC'), /^Дама пик не соседствует с валетом треф: /);
  });

  it('the nominative with words that agree with it', () => {
    assert.match(refusal('enchanted-source', '8D', '9C'), /^Восьмёрка бубен заколдована: .* она идёт только в базу$/);
    assert.match(refusal('enchanted-source', 'KD', '9C'), /^Король бубен заколдован: .* он идёт только в базу$/);
    assert.match(refusal('enchanted-target', '8D', 'QC'), /^Дама треф заколдована: на неё ничего /);
    assert.match(refusal('enchanted-target', '8D', 'AC'), /^Туз треф заколдован: на него ничего /);
    assert.equal(refusal('only-ace-starts', '7H', '7H'), 'Семёрка червей не может начать базу: базу начинает туз');
    assert.equal(refusal('nothing-on-king', 'QH', 'KC'), 'На короля ничего не кладут');
  });

  it('announcements: the card after "карта", in the nominative, whatever its gender', () => {
    assert.equal(ru.drew(cardWords('QH', 'ru')), 'Открыта карта: дама червей');
    assert.equal(ru.drew(cardWords('JH', 'ru')), 'Открыта карта: валет червей');
    assert.equal(ru.turnedUp(cardWords('AS', 'ru'), 'Колонка 2'), 'В стопке «Колонка 2» открыта карта: туз пик');
    assert.equal(ru.turnedUp(cardWords('6S', 'ru'), 'Колонка 2'), 'В стопке «Колонка 2» открыта карта: шестёрка пик');
    assert.equal(ru.refilled('Колонка 2', cardWords('KS', 'ru')), 'Стопка «Колонка 2» пополнена из колоды, сверху король пик');
    assert.equal(ru.refilled('Колонка 2', cardWords('7S', 'ru')), 'Стопка «Колонка 2» пополнена из колоды, сверху семёрка пик');
    assert.equal(ru.moved(cardWords('JD', 'ru'), 'Место А', 'Угол 1'), 'Валет бубен — со стопки «Место А» на стопку «Угол 1»');
    assert.equal(ru.moved(cardWords('QD', 'ru'), 'Место А', 'Угол 1'), 'Дама бубен — со стопки «Место А» на стопку «Угол 1»');
    // A pile called «Стопка …» (the Funnel's В) is not named twice: «на стопку В», not «на стопку «Стопка В»».
    assert.equal(ru.moved(cardWords('6D', 'ru'), 'Колонка 1', 'Стопка В'), 'Шестёрка бубен — со стопки «Колонка 1» на стопку В');
    assert.equal(ru.turnedUp(cardWords('6D', 'ru'), 'Стопка В'), 'В стопке В открыта карта: шестёрка бубен');
    assert.equal(ru.refilled('Стопка В', cardWords('6D', 'ru')), 'Стопка В пополнена из колоды, сверху шестёрка бубен');
    assert.match(ru.held(cardWords('QD', 'ru'), ['База 1', 'Колонка 3']), /^Взята карта: дама бубен\. Её можно положить: База 1, Колонка 3\./);
    assert.match(ru.held(cardWords('KD', 'ru'), ['База 1']), /^Взята карта: король бубен\. Её можно положить: База 1\./);
  });

  it('plural counts: one, a few and many, with "рубашкой вверх" after the noun', () => {
    assert.deepEqual([1, 3, 5, 21, 51].map(ru.faceDownCards), [
      '1 карта рубашкой вверх', '3 карты рубашкой вверх', '5 карт рубашкой вверх', '21 карта рубашкой вверх', '51 карта рубашкой вверх',
    ]);
    assert.deepEqual([1, 2, 11, 74].map(ru.cards), ['1 карта', '2 карты', '11 карт', '74 карты']);
    assert.deepEqual([1, 4, 12].map(ru.moveCount), ['1 ход', '4 хода', '12 ходов']);
  });
});
