/** The Funnel's words for players. */
import type { GameText, TextLang } from '../../model/types.js';

export const text: Readonly<Record<TextLang, GameText>> = {
  ru: {
    name: 'Воронка', subtitle: 'пасьянс',
    piles: { S: 'Колода А', W: 'Стопка В', 'T{n}': 'Колонка {n}' },
    refusals: {
      'nothing-on-king': 'На короля ничего не кладут',
      'not-neighbour': '{card} не соседствует с {top.ins}: нужна карта на одну выше или ниже',
      'column-still-plays': 'Ещё можно переложить карту из таблицы: новую цепочку начинают, только когда ходов нет',
    },
  },
  en: {
    name: 'Воронка', subtitle: 'the Funnel',
    piles: { S: 'Stock A', W: 'Pile B', 'T{n}': 'Column {n}' },
    refusals: {
      'nothing-on-king': 'Nothing goes on a king',
      'not-neighbour': '{card} is not next to {top}: it must be one rank up or down',
      'column-still-plays': 'A card can still go onto the pile: a new chain starts only when nothing moves',
    },
  },
};
