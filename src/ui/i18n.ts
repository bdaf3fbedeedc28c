/**
 * Every string the elements show or announce, one catalogue per language. The game names
 * stay Russian in both languages: they are the games' names.
 */
import type { Card, GameId, MoveRefusal, PileId, PileRole } from '../core/index.js';
import { cardName, FACE_DOWN_NAME, type Lang } from './card-names.js';

export type { Lang };
export const LANGS: readonly Lang[] = ['ru', 'en'];

/** Russian plural form: 1 карта, 2 карты, 5 карт. */
function ruPlural(n: number, one: string, few: string, many: string): string {
  const tens = n % 100;
  const units = n % 10;
  if (units === 1 && tens !== 11) return one;
  if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return few;
  return many;
}

export interface RefusalWords {
  card: string;
  top: string;
  from: string;
  to: string;
}

export interface Messages {
  readonly gameName: Record<GameId, string>;
  readonly gameSubtitle: Record<GameId, string>;
  readonly newDeal: string;
  readonly restart: string;
  readonly undo: string;
  readonly redo: string;
  readonly toolbar: string;
  readonly dealNumber: (seed: number) => string;
  readonly dealLabel: string;
  readonly moveCount: (n: number) => string;
  readonly elapsed: string;
  readonly cards: (n: number) => string;
  readonly empty: string;
  readonly faceDown: string;
  readonly pileName: (game: GameId, id: PileId, role: PileRole) => string;
  readonly drawHint: string;
  readonly moved: (card: string, to: string) => string;
  readonly drew: (card: string) => string;
  readonly action: Record<'turn' | 'deal', string>;
  readonly won: string;
  readonly wonDetail: (moves: number, time: string) => string;
  readonly lost: string;
  readonly lostNoWay: string;
  readonly lostDetail: string;
  readonly close: string;
  readonly undone: (n: number) => string;
  readonly refusal: (code: string, words: RefusalWords, fallback: string) => string;
  readonly phase: (phase: number) => string;
  readonly enchanted: string;
  readonly table: string;
  readonly noMove: string;
  readonly held: (card: string) => string;
}

const WELL_PLACES_RU = ['А', 'Б', 'В', 'Г', 'Д'];

const ru: Messages = {
  gameName: { well: 'Колодец', funnel: 'Воронка', 'well-of-truth': 'Колодец истины', indian: 'Индийский пасьянс' },
  gameSubtitle: { well: 'пасьянс', funnel: 'пасьянс', 'well-of-truth': 'пасьянс', indian: 'две колоды' },
  newDeal: 'Новая раздача',
  restart: 'Сначала',
  undo: 'Отменить',
  redo: 'Повторить',
  toolbar: 'Управление игрой',
  dealNumber: (seed) => `Раздача № ${seed}`,
  dealLabel: 'Раздача',
  moveCount: (n) => `${n} ${ruPlural(n, 'ход', 'хода', 'ходов')}`,
  elapsed: 'Время',
  cards: (n) => `${n} ${ruPlural(n, 'карта', 'карты', 'карт')}`,
  empty: 'пусто',
  faceDown: FACE_DOWN_NAME.ru,
  pileName: (game, id, role) => {
    const n = Number(id.slice(1)) + 1;
    switch (role) {
      case 'stock': return 'Колода';
      case 'waste': return game === 'well' ? 'Резерв' : game === 'funnel' ? 'Стопка В' : 'Открытые карты';
      case 'centre': return 'Колодец';
      case 'slot': return `Открытое место ${n}`;
      case 'foundation': return game === 'well' ? `Угол ${n}` : game === 'well-of-truth' ? `База ${n}` : `База ${n}`;
      case 'tableau':
        if (game === 'well') return `Место ${WELL_PLACES_RU[n - 1]}`;
        if (game === 'well-of-truth') return `Угловая стопка ${n}`;
        return `Колонка ${n}`;
    }
  },
  drawHint: 'открыть карту',
  moved: (card, to) => `${card} — ${to}`,
  drew: (card) => `Открыта: ${card}`,
  action: { turn: 'Угловые стопки перевёрнуты', deal: 'Выложены три карты' },
  won: 'Пасьянс сошёлся!',
  wonDetail: (moves, time) => `${moves} ${ruPlural(moves, 'ход', 'хода', 'ходов')}, время ${time}`,
  lost: 'Ходов больше нет',
  lostNoWay: 'Пасьянс уже не сойдётся',
  lostDetail: 'Пасьянс не сошёлся. Можно отменить ходы, начать сначала или взять новую раздачу.',
  close: 'Закрыть',
  undone: (n) => `Ход отменён, ходов: ${n}`,
  refusal: (code, w, fallback) => {
    switch (code) {
      case 'not-a-move': return 'Это не ход';
      case 'no-such-pile': return 'В этой игре нет такой стопки';
      case 'no-such-action': return 'В этой игре нет такого действия';
      case 'empty-source': return `${w.from}: пусто`;
      case 'face-down-source': return `Верхняя карта (${w.from}) закрыта`;
      case 'same-pile': return 'Карта уже здесь';
      case 'already-won': return 'Пасьянс уже сошёлся';
      case 'never-moves': return `Карты отсюда (${w.from}) не перекладываются`;
      case 'never-receives': return `Сюда (${w.to}) карты не кладутся`;
      case 'stock-empty': return 'Колода кончилась';
      case 'corner-wrong-start': return `${w.card} не может начать угол: нужна карта базового достоинства в масти, которой ещё нет в углах`;
      case 'corner-suit-taken': return `${w.card}: эта масть уже собирается в другом углу`;
      case 'corner-not-next': return `${w.card} не идёт на ${w.top}: в углу масть собирается по возрастанию`;
      case 'cross-not-prev': return `${w.card} не идёт на ${w.top}: на место кладётся карта на одну ниже, масть любая`;
      case 'nothing-on-king': return 'На короля ничего не кладут';
      case 'not-neighbour': return `${w.card} не соседствует с ${w.top}: нужна карта на одну выше или ниже`;
      case 'column-still-plays': return 'Ещё можно переложить карту из таблицы: новую цепочку начинают, только когда ходов нет';
      case 'base-full': return `${w.to}: база собрана, в ней 13 карт`;
      case 'base-not-next': return `${w.card} не идёт на ${w.top}: на базу кладётся карта на одну выше, масть любая`;
      case 'no-open-piles': return 'Открытые стопки нельзя перекладывать друг на друга';
      case 'base-move-first': return 'Сначала переложите карту на базу';
      case 'phase-one-only': return 'Только пока колодец пустеет';
      case 'phase-two-only': return 'Только пока колодец наполняется';
      case 'phase-three-only': return 'Только когда угловые стопки опустели';
      case 'well-not-empty': return 'В колодце ещё есть карты';
      case 'well-empty': return 'Колодец пуст';
      case 'only-ace-starts': return `${w.card} не может начать базу: базу начинает туз`;
      case 'foundation-not-next': return `${w.card} не идёт на ${w.top}: база собирается по масти по возрастанию`;
      case 'enchanted-source': return `${w.card} заколдована: пока в колоде есть карты, она идёт только в базу`;
      case 'enchanted-target': return `${w.top} заколдована: на неё ничего нельзя класть, пока в колоде есть карты`;
      case 'same-suit-on-column': return `${w.card} не идёт на ${w.top}: масти должны различаться`;
      case 'column-not-prev': return `${w.card} не идёт на ${w.top}: нужна карта на одну ниже другой масти`;
      default: return fallback;
    }
  },
  phase: (phase) => ['', 'Колодец пустеет', 'Колодец наполняется', 'Тройки'][phase] ?? '',
  enchanted: 'заколдована',
  table: 'Игровой стол',
  noMove: 'Этой картой сейчас не походить',
  held: (card) => `Взята карта: ${card}. Выберите стопку и нажмите Enter; Esc — отмена`,
};

const en: Messages = {
  gameName: ru.gameName,
  gameSubtitle: { well: 'the Well', funnel: 'the Funnel', 'well-of-truth': 'the Well of Truth', indian: 'Indian patience' },
  newDeal: 'New deal',
  restart: 'Restart',
  undo: 'Undo',
  redo: 'Redo',
  toolbar: 'Game controls',
  dealNumber: (seed) => `Deal #${seed}`,
  dealLabel: 'Deal',
  moveCount: (n) => `${n} ${n === 1 ? 'move' : 'moves'}`,
  elapsed: 'Time',
  cards: (n) => `${n} ${n === 1 ? 'card' : 'cards'}`,
  empty: 'empty',
  faceDown: FACE_DOWN_NAME.en,
  pileName: (game, id, role) => {
    const n = Number(id.slice(1)) + 1;
    switch (role) {
      case 'stock': return 'Stock';
      case 'waste': return game === 'well' ? 'Reserve' : 'Waste';
      case 'centre': return 'The well';
      case 'slot': return `Open slot ${n}`;
      case 'foundation': return game === 'well' ? `Corner ${n}` : game === 'well-of-truth' ? `Base ${n}` : `Foundation ${n}`;
      case 'tableau':
        if (game === 'well') return `Place ${WELL_PLACES_RU[n - 1]}`;
        if (game === 'well-of-truth') return `Corner pile ${n}`;
        return `Column ${n}`;
    }
  },
  drawHint: 'turn a card',
  moved: (card, to) => `${card} to ${to}`,
  drew: (card) => `Turned up: ${card}`,
  action: { turn: 'The corner piles are turned over', deal: 'Three cards dealt' },
  won: 'Solved!',
  wonDetail: (moves, time) => `${moves} ${moves === 1 ? 'move' : 'moves'} in ${time}`,
  lost: 'No more moves',
  lostNoWay: 'No card can reach a foundation any more',
  lostDetail: 'This game cannot be won from here. Undo some moves, restart, or take a new deal.',
  close: 'Close',
  undone: (n) => `Move undone, ${n} ${n === 1 ? 'move' : 'moves'}`,
  refusal: (code, w, fallback) => {
    switch (code) {
      case 'not-a-move': return 'That is not a move';
      case 'no-such-pile': return 'This game has no such pile';
      case 'no-such-action': return 'This game has no such action';
      case 'empty-source': return `${w.from} is empty`;
      case 'face-down-source': return `The top card of ${w.from} is face down`;
      case 'same-pile': return 'The card is already there';
      case 'already-won': return 'The game is already won';
      case 'never-moves': return `Cards on ${w.from} never move`;
      case 'never-receives': return `Nothing goes on ${w.to}`;
      case 'stock-empty': return 'The stock is empty';
      case 'corner-wrong-start': return `${w.card} cannot start a corner: it takes the base rank in a suit not yet on a corner`;
      case 'corner-suit-taken': return `${w.card}: that suit is already on another corner`;
      case 'corner-not-next': return `${w.card} does not follow ${w.top}: corners build up in suit`;
      case 'cross-not-prev': return `${w.card} does not go on ${w.top}: a place takes the next lower rank, any suit`;
      case 'nothing-on-king': return 'Nothing goes on a king';
      case 'not-neighbour': return `${w.card} is not next to ${w.top}: it must be one rank up or down`;
      case 'column-still-plays': return 'A card can still go onto the pile: a new chain starts only when nothing moves';
      case 'base-full': return `${w.to} is complete: 13 cards`;
      case 'base-not-next': return `${w.card} does not follow ${w.top}: a base takes the next rank up, any suit`;
      case 'no-open-piles': return 'Open piles never go onto each other';
      case 'base-move-first': return 'A card can still go onto a base';
      case 'phase-one-only': return 'Only while the well empties';
      case 'phase-two-only': return 'Only while the well fills';
      case 'phase-three-only': return 'Only once every corner pile is empty';
      case 'well-not-empty': return 'The well still holds cards';
      case 'well-empty': return 'The well is empty';
      case 'only-ace-starts': return `${w.card} cannot start a foundation: an ace does`;
      case 'foundation-not-next': return `${w.card} does not follow ${w.top}: foundations build up in suit`;
      case 'enchanted-source': return `${w.card} is enchanted: while the stock lasts it may only go to a foundation`;
      case 'enchanted-target': return `${w.top} is enchanted: nothing goes on it while the stock lasts`;
      case 'same-suit-on-column': return `${w.card} cannot go on ${w.top}: the suits must differ`;
      case 'column-not-prev': return `${w.card} does not go on ${w.top}: a column takes the next lower rank in another suit`;
      default: return fallback;
    }
  },
  phase: (phase) => ['', 'The well empties', 'The well fills', 'Threes'][phase] ?? '',
  enchanted: 'enchanted',
  table: 'Card table',
  noMove: 'That card has no move now',
  held: (card) => `Picked up ${card}. Choose a pile and press Enter; Escape puts it back`,
};

export const MESSAGES: Readonly<Record<Lang, Messages>> = { ru, en };

export const isLang = (value: unknown): value is Lang => value === 'ru' || value === 'en';

/** A language from a `lang` value like "ru-RU" or "en-GB"; anything not Russian reads as English. */
export const langFrom = (value: string): Lang => (value.toLowerCase().startsWith('ru') ? 'ru' : 'en');

/** The refusal of a move in the player's language, with cards and piles named. */
export function describeRefusal(
  refusal: MoveRefusal,
  lang: Lang,
  pileName: (id: PileId) => string,
): string {
  const name = (card: Card | undefined) => (card ? cardName(card, lang) : '');
  const words: RefusalWords = {
    card: name(refusal.card),
    top: name(refusal.top),
    from: refusal.from ? pileName(refusal.from) : '',
    to: refusal.to ? pileName(refusal.to) : '',
  };
  return MESSAGES[lang].refusal(refusal.code, words, refusal.message);
}
