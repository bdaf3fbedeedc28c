/**
 * Ukrainian: the table's words, the cards' names in every case the messages use, and every game's
 * words. Loaded only when a table speaks Ukrainian.
 */
import type { GamesWords, Rank, SharedRefusalWords, Suit } from '../core/index.js';
import type { CardCase } from '../ui/i18n/card-names.js';
import type { LanguagePack } from '../ui/i18n/languages.js';
import type { Messages } from '../ui/i18n/messages.js';
import type { PanelWords } from '../ui/i18n/panel-words.js';
import { declinedPile, plural, rankThenSuit } from '../ui/i18n/i18n.js';

const FACE_DOWN = 'Карта сорочкою догори';

const moves = (n: number) => `${n} ${plural(n, 'хід', 'ходи', 'ходів')}`;
const cardCount = (n: number) => `${n} ${plural(n, 'карта', 'карти', 'карт')}`;

/** A pile's name after «стос» declined as `noun`. */
const named = (name: string, noun: string) => declinedPile(name, noun, /^Стос (.+)$/);

const messages: Messages = {
  newDeal: 'Нова роздача',
  restart: 'Спочатку',
  undo: 'Скасувати',
  redo: 'Повторити',
  toolbar: 'Керування грою',
  dealNumber: (seed) => `Роздача № ${seed}`,
  dealShort: (seed) => `№ ${seed}`,
  dealLabel: 'Роздача',
  moveCount: moves,
  elapsed: 'Час',
  cards: cardCount,
  empty: 'порожньо',
  drawHint: 'відкрити карту',
  faceDownCards: (n) => `${cardCount(n)} сорочкою догори`,
  moved: (card, from, to) => `${card ? card.name : FACE_DOWN} — зі ${named(from, 'стосу')} на ${named(to, 'стос')}`,
  drew: (card) => `Відкрито карту: ${card.nom}`,
  turnedUp: (card, pile) => `У ${named(pile, 'стосі')} відкрито карту: ${card.nom}`,
  refilled: (pile, card) => `${named(pile, 'Стос')} поповнено з колоди, зверху ${card.nom}`,
  refillReturned: (pile) => `Поповнення ${named(pile, 'стосу')} повернулося в колоду`,
  turnedDown: (pile) => `У ${named(pile, 'стосі')} відкриту ходом карту знову закрито`,
  phase: (name) => `Етап: ${name}`,
  redone: (what) => `Хід повторено. ${what}`,
  wentHome: (what) => `Сама: ${what}`,
  dealt: (seed) => `Нова роздача, № ${seed}`,
  restarted: (seed) => `Роздача № ${seed} спочатку`,
  restoredGame: (seed, n) => `Збережена гра: роздача № ${seed}, ${moves(n)}`,
  drawUndone: (card) => `${card.name} знову в колоді`,
  won: 'Пасьянс зійшовся!',
  wonDetail: (n, time) => `${moves(n)}, час ${time}`,
  lost: 'Ходів більше немає',
  lostNoWay: 'Пасьянс уже не зійдеться',
  lostDetail: 'Пасьянс не зійшовся. Можна скасувати ходи, почати спочатку або взяти нову роздачу.',
  close: 'Закрити',
  undone: (what, n) => `Хід скасовано: ${what}. Ходів: ${n}`,
  table: 'Ігровий стіл',
  noMove: 'Цією картою зараз не походити',
  held: (card, targets) => `Взято карту: ${card.nom}. Її можна покласти: ${targets.join(', ')}. Стрілки обирають стос, Enter кладе, Esc повертає`,
  nothingToPickUp: 'Тут нічого взяти',
  putBack: 'Карту повернуто на місце',
  legalTarget: 'сюди можна покласти',
  keysHelp: 'Стрілки — перехід між стосами, Home і End — перший і останній стос, цифри — стос за номером, Enter або пробіл — хід, Shift+Enter або крапка — взяти карту, D — відкрити карту з колоди, Ctrl+Z — скасувати хід, Ctrl+Y — повторити, H — підказка, N — нова роздача, P — пауза, знак питання — опис столу',
  confirmNewDeal: 'Натисніть N ще раз, щоб почати нову роздачу; будь-яка інша клавіша — продовжити цю',
  confirmRestart: 'Спочатку? Натисніть ще раз',
  confirmNewDealClick: 'Нова роздача? Натисніть ще раз',
  played: 'Зіграно',
  wins: 'Перемог',
  streak: 'Поспіль',
  bestTime: 'Найкращий час',
  fewestMoves: 'Найменше ходів',
  pausedTitle: 'Пауза',
  pause: 'Поставити на паузу',
  resume: 'Продовжити',
  resumed: 'Гра триває',
  nothingToUndo: 'Нічого скасовувати',
  inSight: 'видно',
  nothingToRedo: 'Нічого повторювати',
  onlyTopMoves: 'Ходить лише верхня карта стосу',
  watching: 'Перегляд записаної гри',
  watchingShort: 'Перегляд',
  stopWatching: 'Зупинити',
  stopShort: 'Стоп',
  hint: 'Підказка',
  finish: 'Дограти',
  finishing: 'Догравую партію',
  finishingShort: 'Догравую',
  winningMove: (what) => `Виграшний хід: ${what}`,
  suggestedMove: (what) => `Порада навмання (розв’язувач не встиг): ${what}`,
  noWinningMove: 'Жоден хід не веде до перемоги',
  bestTry: (what) => `Виграшного ходу немає; найкраща спроба: ${what}`,
  winnability: { winnable: 'Можна виграти', lost: 'Уже не виграти', unknown: 'Поки невідомо' },
  backToWinnable: (n) => `Скасувати ${moves(n)}, до виграшної позиції`,
  undoMoves: (n) => `Скасувати ${moves(n)}`,
  searchingDeal: (seed) => `Шукаємо роздачу, яка сходиться: № ${seed}…`,
  searchingGraded: (level, seed) => `Шукаємо ${{ easy: 'легку роздачу', medium: 'роздачу середньої складності', hard: 'складну роздачу' }[level]}: № ${seed}…`,
  tapTo: (pile, what) => `${pile}: натисніть, щоб ${what}`,
  savedArrived: 'Збережена партія завантажилася: продовжити її?',
  savedElsewhere: 'Цю партію збережено пізніше в іншій вкладці чи вікні: продовжити звідти?',
  savedTake: 'Продовжити',
  savedKeep: 'Залишити цю',
};

const panel: PanelWords = {
  settings: 'Налаштування',
  rules: 'Правила',
  statistics: 'Статистика',
  close: 'Закрити',
  setting: {
    cardBack: 'Сорочка карт', felt: 'Колір столу', fourColour: 'Чотириколірна колода', cardSize: 'Розмір карт',
    theme: 'Оформлення', sound: 'Звук', autoHome: 'Карти самі йдуть у бази',
  },
  choice: {
    cardBack: { lattice: 'Сітка', waves: 'Хвилі', dots: 'Горошок', cross: 'Косий хрест' },
    felt: { green: 'Зелений', blue: 'Синій', red: 'Бордовий', grey: 'Сірий' },
    cardSize: { auto: 'Автоматично', larger: 'Більші' },
    theme: { system: 'Як у системі', light: 'Світле', dark: 'Темне', 'high-contrast': 'Високий контраст' },
  },
  loading: 'Завантаження…',
  rulesCommon: 'Спільне для всіх пасьянсів',
  options: (deck, copies, freeDraw) => `Ця гра: ${copies === 2 ? `дві колоди по ${deck} карт` : `колода з ${deck} карт`}${freeDraw === null ? '' : freeDraw ? ', вільна здача' : ', без вільної здачі'}.`,
  game: 'Гра',
  deck: 'Колода',
  played: 'Зіграно',
  won: 'Зійшлося',
  winRate: 'Частка перемог',
  streak: 'Серія',
  bestStreak: 'Найкраща серія',
  bestTime: 'Найкращий час',
  fewestMoves: 'Найменше ходів',
  noStats: 'Зіграних партій поки немає.',
  cards: (n) => `${n} карт`,
  reset: 'Скинути статистику',
  resetAsk: 'Скинути статистику всіх ігор? Це не скасувати.',
  resetYes: 'Скинути',
  resetNo: 'Скасувати',
  resetDone: 'Статистику скинуто',
};

const RANKS: Readonly<Record<Rank, string>> = {
  A: 'Туз', 2: 'Двійка', 3: 'Трійка', 4: 'Четвірка', 5: 'П’ятірка', 6: 'Шістка', 7: 'Сімка',
  8: 'Вісімка', 9: 'Дев’ятка', T: 'Десятка', J: 'Валет', Q: 'Дама', K: 'Король',
};

// The suit follows the rank in the genitive plural, as in Russian: «дама чирв» is "queen of hearts".
const SUITS: Readonly<Record<Suit, string>> = { S: 'пік', H: 'чирв', D: 'бубон', C: 'треф' };

/** Rank nouns by case, in lower case; туз, король and валет are animate in card play («покласти на валета»). */
const CASES: Record<Rank, Record<CardCase, string>> = (() => {
  const ka = (nom: string) => {
    const stem = nom.toLowerCase().slice(0, -1);
    return { nom: `${stem}а`, gen: `${stem}и`, acc: `${stem}у`, ins: `${stem}ою` };
  };
  const animate = (nom: string, ins: string) => ({ nom, gen: `${nom}а`, acc: `${nom}а`, ins });
  return {
    A: animate('туз', 'тузом'), K: { nom: 'король', gen: 'короля', acc: 'короля', ins: 'королем' },
    J: animate('валет', 'валетом'), Q: ka('Дама'),
    2: ka(RANKS[2]), 3: ka(RANKS[3]), 4: ka(RANKS[4]), 5: ka(RANKS[5]), 6: ka(RANKS[6]), 7: ka(RANKS[7]),
    8: ka(RANKS[8]), 9: ka(RANKS[9]), T: ka(RANKS.T),
  };
})();

const cards = rankThenSuit(RANKS, SUITS, CASES, FACE_DOWN);

const refusals: SharedRefusalWords = {
  'not-a-move': 'Це не хід',
  'no-such-pile': 'У цій грі немає такого стосу',
  'no-such-action': 'У цій грі немає такої дії',
  'empty-source': '{from}: порожньо',
  'face-down-source': 'Верхня карта ({from}) закрита',
  'same-pile': 'Карта вже тут',
  'already-won': 'Пасьянс уже зійшовся',
  'stock-draws': 'Карти з колоди ({from}) не перекладають, а відкривають: D або дотик',
  'never-moves': 'Карти звідси ({from}) не перекладають',
  'never-receives': 'Сюди ({to}) карти не кладуть',
  'stock-empty': 'Колода скінчилася',
  'too-many-moves': 'У партії вже 10 000 ходів, більше зберегти не можна: скасуйте хід або почніть нову роздачу',
};

const games: GamesWords = {
  well: {
    subtitle: 'пасьянс',
    piles: { S: 'Колода', W: 'Резерв', T0: 'Місце А', T1: 'Місце Б', T2: 'Місце В', T3: 'Місце Г', T4: 'Місце Д', 'F{n}': 'Кут {n}' },
    refusals: {
      'corner-wrong-start': '{card} не може почати кут: потрібна карта базової вартості в масті, якої ще немає в кутах',
      'corner-suit-taken': '{card}: ця масть уже збирається в іншому куті',
      'corner-not-next': '{card} не йде на {top.acc}: у куті масть збирається за зростанням',
      'cross-not-prev': '{card} не йде на {top.acc}: на місце кладуть карту на одну нижче, масть будь-яка',
    },
  },
  funnel: {
    subtitle: 'пасьянс',
    piles: { S: 'Колода А', W: 'Стос В', 'T{n}': 'Колонка {n}' },
    refusals: {
      'nothing-on-king': 'На короля нічого не кладуть',
      'not-neighbour': '{card} не сусідить із {top.ins}: потрібна карта на одну вище або нижче',
      'column-still-plays': 'Ще можна перекласти карту з таблиці: новий ланцюжок починають, лише коли ходів немає',
    },
  },
  'well-of-truth': {
    subtitle: 'пасьянс',
    piles: { C: 'Колодязь', 'T{n}': 'Кутовий стос {n}', 'F{n}': 'База {n}', 'W{n}': 'Відкрите місце {n}' },
    phases: ['', 'Колодязь порожніє', 'Колодязь наповнюється', 'Трійки'],
    actions: { turn: 'Кутові стоси перевернуто', deal: 'З колодязя викладено карти' },
    actionHints: { turn: 'перевернути кутові стоси', deal: 'викласти карти з колодязя' },
    refusals: {
      'base-full': '{to}: базу зібрано, у ній 13 карт',
      'base-not-next': '{card} не йде на {top.acc}: на базу кладуть карту на одну вище, масть будь-яка',
      'no-open-piles': 'Відкриті стоси не можна перекладати один на одний',
      'base-move-first': 'Спершу перекладіть карту на базу',
      'phase-one-only': 'Лише поки колодязь порожніє',
      'phase-two-only': 'Лише поки колодязь наповнюється',
      'phase-three-only': 'Лише коли кутові стоси спорожніли',
      'well-not-empty': 'У колодязі ще є карти',
      'well-empty': 'Колодязь порожній',
    },
  },
  indian: {
    subtitle: 'дві колоди',
    piles: { S: 'Колода', W: 'Відкриті карти', 'F{n}': 'База {n}', 'T{n}': 'Колонка {n}' },
    // «Карта» agrees with every card, whatever the gender of its name (король, дама).
    notes: { enchanted: 'карта зачарована' },
    notesGone: { enchanted: 'чари знято' },
    refusals: {
      'only-ace-starts': '{card} не може почати базу: базу починає туз',
      'foundation-not-next': '{card} не йде на {top.acc}: база збирається за мастю за зростанням',
      'enchanted-source': '{card} {card?зачарована|зачарований}: поки в колоді є карти, {card?вона йде|він іде} лише в базу',
      'enchanted-target': '{top} {top?зачарована: на неї|зачарований: на нього} нічого не можна класти, поки в колоді є карти',
      'same-suit-on-column': '{card} не йде на {top.acc}: масті мають відрізнятися',
      'column-not-prev': '{card} не йде на {top.acc}: потрібна карта на одну нижче іншої масті',
    },
  },
};

export default { messages, panel, cards, refusals, games } satisfies LanguagePack;
