/** Indian's words for players. */
import type { GameText, TextLang } from '../../model/types.js';

export const text: Readonly<Record<TextLang, GameText>> = {
  ru: {
    name: 'Индийский пасьянс', subtitle: 'две колоды',
    piles: { S: 'Колода', W: 'Открытые карты', 'F{n}': 'База {n}', 'T{n}': 'Колонка {n}' },
    // «Карта» agrees with every card, whatever the gender of its name (король, дама).
    notes: { enchanted: 'карта заколдована' },
    notesGone: { enchanted: 'чары сняты' },
    refusals: {
      'only-ace-starts': '{card} не может начать базу: базу начинает туз',
      'foundation-not-next': '{card} не идёт на {top.acc}: база собирается по масти по возрастанию',
      'enchanted-source': '{card} {card?заколдована|заколдован}: пока в колоде есть карты, {card?она идёт|он идёт} только в базу',
      'enchanted-target': '{top} {top?заколдована: на неё|заколдован: на него} ничего нельзя класть, пока в колоде есть карты',
      'same-suit-on-column': '{card} не идёт на {top.acc}: масти должны различаться',
      'column-not-prev': '{card} не идёт на {top.acc}: нужна карта на одну ниже другой масти',
    },
  },
  en: {
    name: 'Индийский пасьянс', subtitle: 'Indian patience',
    piles: { S: 'Stock', W: 'Waste', 'F{n}': 'Foundation {n}', 'T{n}': 'Column {n}' },
    notes: { enchanted: 'enchanted' },
    notesGone: { enchanted: 'no longer enchanted' },
    refusals: {
      'only-ace-starts': '{card} cannot start a foundation: an ace does',
      'foundation-not-next': '{card} does not follow {top}: foundations build up in suit',
      'enchanted-source': '{card} is enchanted: while the stock lasts it may only go to a foundation',
      'enchanted-target': '{top} is enchanted: nothing goes on it while the stock lasts',
      'same-suit-on-column': '{card} cannot go on {top}: the suits must differ',
      'column-not-prev': '{card} does not go on {top}: a column takes the next lower rank in another suit',
    },
  },
};
