/**
 * Russian: the table's words, the cards' names in every case the messages use, and every game's
 * words. Loaded only when a table speaks Russian.
 */
import type { GamesWords, Rank, SharedRefusalWords, Suit } from '../core/index.js';
import type { CardCase } from '../ui/i18n/card-names.js';
import type { LanguagePack } from '../ui/i18n/languages.js';
import type { Messages } from '../ui/i18n/messages.js';
import type { PanelWords } from '../ui/i18n/panel-words.js';
import { declinedPile, plural, rankThenSuit } from '../ui/i18n/i18n.js';

const FACE_DOWN = 'Карта рубашкой вверх';

/** A pile's name after «стопка» declined as `noun`. */
const named = (name: string, noun: string) => declinedPile(name, noun, /^Стопка (.+)$/);

const messages: Messages = {
  newDeal: 'Новая раздача',
  restart: 'Сначала',
  undo: 'Отменить',
  redo: 'Повторить',
  toolbar: 'Управление игрой',
  dealNumber: (seed) => `Раздача № ${seed}`,
  dealShort: (seed) => `№ ${seed}`,
  dealLabel: 'Раздача',
  moveCount: (n) => `${n} ${plural(n, 'ход', 'хода', 'ходов')}`,
  elapsed: 'Время',
  cards: (n) => `${n} ${plural(n, 'карта', 'карты', 'карт')}`,
  empty: 'пусто',
  drawHint: 'открыть карту',
  faceDownCards: (n) => `${n} ${plural(n, 'карта', 'карты', 'карт')} рубашкой вверх`,
  moved: (card, from, to) => `${card ? card.name : FACE_DOWN} — со ${named(from, 'стопки')} на ${named(to, 'стопку')}`,
  drew: (card) => `Открыта карта: ${card.nom}`,
  turnedUp: (card, pile) => `В ${named(pile, 'стопке')} открыта карта: ${card.nom}`,
  refilled: (pile, card) => `${named(pile, 'Стопка')} пополнена из колоды, сверху ${card.nom}`,
  refillReturned: (pile) => `Пополнение ${named(pile, 'стопки')} вернулось в колоду`,
  turnedDown: (pile) => `В ${named(pile, 'стопке')} открытая ходом карта снова закрыта`,
  phase: (name) => `Этап: ${name}`,
  redone: (what) => `Ход повторён. ${what}`,
  wentHome: (what) => `Сама: ${what}`,
  dealt: (seed) => `Новая раздача, № ${seed}`,
  restarted: (seed) => `Раздача № ${seed} сначала`,
  restoredGame: (seed, n) => `Сохранённая игра: раздача № ${seed}, ${n} ${plural(n, 'ход', 'хода', 'ходов')}`,
  drawUndone: (card) => `${card.name} снова в колоде`,
  won: 'Пасьянс сошёлся!',
  wonDetail: (moves, time) => `${moves} ${plural(moves, 'ход', 'хода', 'ходов')}, время ${time}`,
  lost: 'Ходов больше нет',
  lostNoWay: 'Пасьянс уже не сойдётся',
  lostDetail: 'Пасьянс не сошёлся. Можно отменить ходы, начать сначала или взять новую раздачу.',
  close: 'Закрыть',
  undone: (what, n) => `Ход отменён: ${what}. Ходов: ${n}`,
  table: 'Игровой стол',
  noMove: 'Этой картой сейчас не походить',
  held: (card, targets) => `Взята карта: ${card.nom}. Её можно положить: ${targets.join(', ')}. Стрелки выбирают стопку, Enter кладёт, Esc возвращает`,
  nothingToPickUp: 'Здесь нечего взять',
  putBack: 'Карта возвращена на место',
  legalTarget: 'сюда можно положить',
  keysHelp: 'Стрелки — переход между стопками, Home и End — первая и последняя стопка, цифры — стопка по номеру, Enter или пробел — ход, Shift+Enter или точка — взять карту, D — открыть карту из колоды, Ctrl+Z — отменить ход, Ctrl+Y — повторить, H — подсказка, N — новая раздача, P — пауза, знак вопроса — описание стола',
  confirmNewDeal: 'Нажмите N ещё раз, чтобы начать новую раздачу; любая другая клавиша — продолжить эту',
  confirmRestart: 'Сначала? Нажмите ещё раз',
  confirmNewDealClick: 'Новая раздача? Нажмите ещё раз',
  played: 'Сыграно',
  wins: 'Побед',
  streak: 'Подряд',
  bestTime: 'Лучшее время',
  fewestMoves: 'Меньше всего ходов',
  pausedTitle: 'Пауза',
  pause: 'Поставить на паузу',
  resume: 'Продолжить',
  resumed: 'Игра продолжается',
  nothingToUndo: 'Нечего отменять',
  inSight: 'видны',
  nothingToRedo: 'Нечего повторять',
  onlyTopMoves: 'Ходит только верхняя карта стопки',
  watching: 'Просмотр записанной игры',
  watchingShort: 'Просмотр',
  stopWatching: 'Остановить',
  stopShort: 'Стоп',
  hint: 'Подсказка',
  finish: 'Доиграть',
  finishing: 'Доигрываю партию',
  finishingShort: 'Доигрываю',
  winningMove: (what) => `Выигрышный ход: ${what}`,
  suggestedMove: (what) => `Совет наугад (решатель не успел): ${what}`,
  noWinningMove: 'Ни один ход не ведёт к победе',
  bestTry: (what) => `Выигрышного хода нет; лучшая попытка: ${what}`,
  winnability: { winnable: 'Можно выиграть', lost: 'Уже не выиграть', unknown: 'Пока неизвестно' },
  backToWinnable: (n) => `Отменить ${n} ${plural(n, 'ход', 'хода', 'ходов')}, до выигрышной позиции`,
  undoMoves: (n) => `Отменить ${n} ${plural(n, 'ход', 'хода', 'ходов')}`,
  searchingDeal: (seed) => `Ищем раздачу, которая сходится: № ${seed}…`,
  searchingGraded: (level, seed) => `Ищем ${{ easy: 'лёгкую раздачу', medium: 'раздачу средней сложности', hard: 'трудную раздачу' }[level]}: № ${seed}…`,
  tapTo: (pile, what) => `${pile}: нажмите, чтобы ${what}`,
  savedArrived: 'Сохранённая партия загрузилась: продолжить её?',
  savedElsewhere: 'Эта партия сохранена позже в другой вкладке или окне: продолжить оттуда?',
  savedTake: 'Продолжить',
  savedKeep: 'Оставить эту',
};

const panel: PanelWords = {
  settings: 'Настройки',
  rules: 'Правила',
  statistics: 'Статистика',
  close: 'Закрыть',
  setting: {
    cardBack: 'Рубашка карт', felt: 'Цвет стола', fourColour: 'Четырёхцветная колода', cardSize: 'Размер карт',
    theme: 'Оформление', sound: 'Звук', autoHome: 'Карты сами идут в базы',
  },
  choice: {
    cardBack: { lattice: 'Сетка', waves: 'Волны', dots: 'Горошек', cross: 'Косой крест' },
    felt: { green: 'Зелёный', blue: 'Синий', red: 'Бордовый', grey: 'Серый' },
    cardSize: { auto: 'Автоматически', larger: 'Крупнее' },
    theme: { system: 'Как в системе', light: 'Светлое', dark: 'Тёмное', 'high-contrast': 'Высокий контраст' },
  },
  loading: 'Загрузка…',
  rulesCommon: 'Общее для всех пасьянсов',
  options: (deck, copies, freeDraw) => `Эта игра: ${copies === 2 ? `две колоды по ${deck} карт` : `колода ${deck} карт`}${freeDraw === null ? '' : freeDraw ? ', свободная сдача' : ', без свободной сдачи'}.`,
  game: 'Игра',
  deck: 'Колода',
  played: 'Сыграно',
  won: 'Сошлось',
  winRate: 'Доля побед',
  streak: 'Серия',
  bestStreak: 'Лучшая серия',
  bestTime: 'Лучшее время',
  fewestMoves: 'Меньше всего ходов',
  noStats: 'Сыгранных партий пока нет.',
  cards: (n) => `${n} карт`,
  reset: 'Сбросить статистику',
  resetAsk: 'Сбросить статистику всех игр? Это не отменить.',
  resetYes: 'Сбросить',
  resetNo: 'Отмена',
  resetDone: 'Статистика сброшена',
};

const RANKS: Readonly<Record<Rank, string>> = {
  A: 'Туз', 2: 'Двойка', 3: 'Тройка', 4: 'Четвёрка', 5: 'Пятёрка', 6: 'Шестёрка', 7: 'Семёрка',
  8: 'Восьмёрка', 9: 'Девятка', T: 'Десятка', J: 'Валет', Q: 'Дама', K: 'Король',
};

// Russian names the suit in the genitive plural: "Дама червей" is literally "queen of hearts".
const SUITS: Readonly<Record<Suit, string>> = { S: 'пик', H: 'червей', D: 'бубен', C: 'треф' };

/**
 * Russian rank nouns by case, in lower case (they stand inside sentences). Туз, король and
 * валет are animate in card play ("положить на валета"), so their accusative is the genitive.
 */
const CASES: Record<Rank, Record<CardCase, string>> = (() => {
  const ka = (stem: string) => ({ nom: `${stem}ка`, gen: `${stem}ки`, acc: `${stem}ку`, ins: `${stem}кой` });
  const animate = (nom: string, stem: string, ins: string) => ({ nom, gen: `${stem}а`, acc: `${stem}а`, ins });
  return {
    A: animate('туз', 'туз', 'тузом'), K: { nom: 'король', gen: 'короля', acc: 'короля', ins: 'королём' },
    J: animate('валет', 'валет', 'валетом'), Q: { nom: 'дама', gen: 'дамы', acc: 'даму', ins: 'дамой' },
    2: ka('двой'), 3: ka('трой'), 4: ka('четвёр'), 5: ka('пятёр'), 6: ka('шестёр'), 7: ka('семёр'),
    8: ka('восьмёр'), 9: ka('девят'), T: ka('десят'),
  };
})();

const cards = rankThenSuit(RANKS, SUITS, CASES, FACE_DOWN);

const refusals: SharedRefusalWords = {
  'not-a-move': 'Это не ход',
  'no-such-pile': 'В этой игре нет такой стопки',
  'no-such-action': 'В этой игре нет такого действия',
  'empty-source': '{from}: пусто',
  'face-down-source': 'Верхняя карта ({from}) закрыта',
  'same-pile': 'Карта уже здесь',
  'already-won': 'Пасьянс уже сошёлся',
  'stock-draws': 'Карты из колоды ({from}) не перекладываются, а открываются: D или касание',
  'never-moves': 'Карты отсюда ({from}) не перекладываются',
  'never-receives': 'Сюда ({to}) карты не кладутся',
  'stock-empty': 'Колода кончилась',
  // The elements refuse the move past DEFAULT_MAX_MOVES (see replay.ts), which a saved game could not hold.
  'too-many-moves': 'В партии уже 10 000 ходов, больше сохранить нельзя: отмените ход или начните новую раздачу',
};

const games: GamesWords = {
  well: {
    subtitle: 'пасьянс',
    piles: { S: 'Колода', W: 'Резерв', T0: 'Место А', T1: 'Место Б', T2: 'Место В', T3: 'Место Г', T4: 'Место Д', 'F{n}': 'Угол {n}' },
    refusals: {
      'corner-wrong-start': '{card} не может начать угол: нужна карта базового достоинства в масти, которой ещё нет в углах',
      'corner-suit-taken': '{card}: эта масть уже собирается в другом углу',
      'corner-not-next': '{card} не идёт на {top.acc}: в углу масть собирается по возрастанию',
      'cross-not-prev': '{card} не идёт на {top.acc}: на место кладётся карта на одну ниже, масть любая',
    },
  },
  funnel: {
    subtitle: 'пасьянс',
    piles: { S: 'Колода А', W: 'Стопка В', 'T{n}': 'Колонка {n}' },
    refusals: {
      'nothing-on-king': 'На короля ничего не кладут',
      'not-neighbour': '{card} не соседствует с {top.ins}: нужна карта на одну выше или ниже',
      'column-still-plays': 'Ещё можно переложить карту из таблицы: новую цепочку начинают, только когда ходов нет',
    },
  },
  'well-of-truth': {
    subtitle: 'пасьянс',
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
  indian: {
    subtitle: 'две колоды',
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
};

export default { messages, panel, cards, refusals, games } satisfies LanguagePack;
