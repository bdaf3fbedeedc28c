/** The Well of Truth's words for players. */
import type { GameText, TextLang } from '../../model/types.js';

export const text: Readonly<Record<TextLang, GameText>> = {
  ru: {
    name: 'Колодец истины', subtitle: 'пасьянс',
    piles: { C: 'Колодец', 'T{n}': 'Угловая стопка {n}', 'F{n}': 'База {n}', 'W{n}': 'Открытое место {n}' },
    phases: ['', 'Колодец пустеет', 'Колодец наполняется', 'Тройки'],
    actions: { turn: 'Угловые стопки перевёрнуты', deal: 'Из колодца выложены карты' },
    actionHints: { turn: 'перевернуть угловые стопки', deal: 'выложить карты из колодца' },
    refusals: {
      'base-full': '{to}: база собрана, в ней 13 карт',
      'base-not-next': '{card} не идёт на {top.acc}: на базу кладётся карта на одну выше, масть любая',
      'no-open-piles': 'Открытые стопки нельзя перекладывать друг на друга',
      'base-move-first': 'Сначала переложите карту на базу',
      'phase-one-only': 'Только пока колодец пустеет',
      'phase-two-only': 'Только пока колодец наполняется',
      'phase-three-only': 'Только когда угловые стопки опустели',
      'well-not-empty': 'В колодце ещё есть карты',
      'well-empty': 'Колодец пуст',
    },
  },
  en: {
    name: 'Колодец истины', subtitle: 'the Well of Truth',
    piles: { C: 'The well', 'T{n}': 'Corner pile {n}', 'F{n}': 'Base {n}', 'W{n}': 'Open slot {n}' },
    phases: ['', 'The well empties', 'The well fills', 'Threes'],
    actions: { turn: 'The corner piles are turned over', deal: 'Cards dealt from the well' },
    actionHints: { turn: 'turn the corner piles over', deal: 'deal cards from the well' },
    refusals: {
      'base-full': '{to} is complete: 13 cards',
      'base-not-next': '{card} does not follow {top}: a base takes the next rank up, any suit',
      'no-open-piles': 'Open piles never go onto each other',
      'base-move-first': 'A card can still go onto a base',
      'phase-one-only': 'Only while the well empties',
      'phase-two-only': 'Only while the well fills',
      'phase-three-only': 'Only once every corner pile is empty',
      'well-not-empty': 'The well still holds cards',
      'well-empty': 'The well is empty',
    },
  },
};
