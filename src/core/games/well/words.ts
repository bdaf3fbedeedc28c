/** The Well's words for players. */
import type { GameText, TextLang } from '../../model/types.js';

export const text: Readonly<Record<TextLang, GameText>> = {
  ru: {
    name: 'Колодец', subtitle: 'пасьянс',
    piles: { S: 'Колода', W: 'Резерв', T0: 'Место А', T1: 'Место Б', T2: 'Место В', T3: 'Место Г', T4: 'Место Д', 'F{n}': 'Угол {n}' },
    refusals: {
      'corner-wrong-start': '{card} не может начать угол: нужна карта базового достоинства в масти, которой ещё нет в углах',
      'corner-suit-taken': '{card}: эта масть уже собирается в другом углу',
      'corner-not-next': '{card} не идёт на {top.acc}: в углу масть собирается по возрастанию',
      'cross-not-prev': '{card} не идёт на {top.acc}: на место кладётся карта на одну ниже, масть любая',
    },
  },
  en: {
    name: 'Колодец', subtitle: 'the Well',
    piles: { S: 'Stock', W: 'Reserve', T0: 'Top place', T1: 'Left place', T2: 'Centre place', T3: 'Right place', T4: 'Bottom place', 'F{n}': 'Corner {n}' },
    refusals: {
      'corner-wrong-start': '{card} cannot start a corner: it takes the base rank in a suit not yet on a corner',
      'corner-suit-taken': '{card}: that suit is already on another corner',
      'corner-not-next': '{card} does not follow {top}: corners build up in suit',
      'cross-not-prev': '{card} does not go on {top}: a place takes the next lower rank, any suit',
    },
  },
};
