/**
 * Every string the elements show or announce that belongs to no one game, one catalogue per
 * language. What a game calls its piles, phases and actions is in its rules module (`Rules.text`).
 */
import { fillRefusal, type GameText, type GradeLevel, type MoveRefusal, type PileId, type Rules } from '../../core/index.js';
import type { Winnability } from '../table/events.js';
import { cardWords, FACE_DOWN_NAME, type CardWords, type Lang } from './card-names.js';

export type { Lang };
export const LANGS: readonly Lang[] = ['ru', 'en'];

/**
 * A pile after the common noun «стопка» declined as `noun`: its name stays in the nominative, in
 * quotes («на стопку «Колонка 3»»), except a name that is itself «Стопка …», whose noun is the
 * one declined («на стопку В», not «на стопку «Стопка В»»).
 */
function ruPile(name: string, noun: string): string {
  const own = /^Стопка (.+)$/.exec(name);
  return own ? `${noun} ${own[1]}` : `${noun} «${name}»`;
}

/** Russian plural form: 1 карта, 2 карты, 5 карт. */
function ruPlural(n: number, one: string, few: string, many: string): string {
  const tens = n % 100;
  const units = n % 10;
  if (units === 1 && tens !== 11) return one;
  if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return few;
  return many;
}

/** A name inside a sentence: "from the well to base 8", not "from The well to Base 8"; "not next to three of clubs". */
const inSentence = (name: string): string => name.charAt(0).toLowerCase() + name.slice(1);

export interface Messages {
  readonly newDeal: string;
  readonly restart: string;
  readonly undo: string;
  readonly redo: string;
  readonly toolbar: string;
  readonly dealNumber: (seed: number) => string;
  /** `dealNumber` where the toolbar is narrow. */
  readonly dealShort: (seed: number) => string;
  readonly dealLabel: string;
  readonly moveCount: (n: number) => string;
  readonly elapsed: string;
  readonly cards: (n: number) => string;
  readonly empty: string;
  readonly drawHint: string;
  readonly faceDownCards: (n: number) => string;
  /** A card moved face up; `card` is `null` when it went face down (into the Well of Truth's well). */
  readonly moved: (card: CardWords | null, from: string, to: string) => string;
  readonly drew: (card: CardWords) => string;
  /** A face-down card became a pile's top and was turned up. */
  readonly turnedUp: (card: CardWords, pile: string) => string;
  /** An emptied pile was refilled from the stock; `card` is its new top. */
  readonly refilled: (pile: string, card: CardWords) => string;
  /** Undone: a refill went back into the stock; a card the move turned up is face down again. */
  readonly refillReturned: (pile: string) => string;
  readonly turnedDown: (pile: string) => string;
  readonly phase: (name: string) => string;
  readonly redone: (what: string) => string;
  /** A card that went to a foundation by itself (`auto-home`). */
  readonly wentHome: (what: string) => string;
  readonly dealt: (seed: number) => string;
  /** The same deal again from its start. */
  readonly restarted: (seed: number) => string;
  /** A saved game put back by `restore()`, so it is not taken for a new deal. */
  readonly restoredGame: (seed: number, moves: number) => string;
  /** An undone draw: the card is back in the stock. */
  readonly drawUndone: (card: CardWords) => string;
  readonly won: string;
  readonly wonDetail: (moves: number, time: string) => string;
  readonly lost: string;
  readonly lostNoWay: string;
  readonly lostDetail: string;
  readonly close: string;
  /** A move taken back (`moved`'s words, or an action's), and the moves left. */
  readonly undone: (what: string, n: number) => string;
  readonly table: string;
  readonly noMove: string;
  /** A card picked up by keyboard, and the piles it may go to (the first has the focus). */
  readonly held: (card: CardWords, targets: readonly string[]) => string;
  readonly nothingToPickUp: string;
  /** A card picked up by the keyboard, put back (Escape, or Tab out of the table). */
  readonly putBack: string;
  /** The keys, for a screen reader entering the table. */
  readonly keysHelp: string;
  /** Added to the name of a pile the card being moved may go to. */
  readonly legalTarget: string;
  readonly confirmNewDeal: string;
  /** The Restart and New deal buttons' words while they wait for a confirming click. */
  readonly confirmRestart: string;
  readonly confirmNewDealClick: string;
  readonly played: string;
  readonly wins: string;
  readonly streak: string;
  readonly bestTime: string;
  readonly fewestMoves: string;
  readonly pausedTitle: string;
  /** The clock as a button (and the P key): pauses the game. */
  readonly pause: string;
  readonly resume: string;
  /** Said when a paused game goes on. */
  readonly resumed: string;
  readonly nothingToUndo: string;
  /** Before the cards that can be seen of a squared stack, after its count: "52 cards, in sight: …". */
  readonly inSight: string;
  readonly nothingToRedo: string;
  /** A card under another was dragged or tapped: the rules move only a pile's top card. */
  readonly onlyTopMoves: string;
  readonly watching: string;
  /** `watching` in a phone's toolbar. */
  readonly watchingShort: string;
  readonly stopWatching: string;
  /** `stopWatching` in a phone's toolbar, where the bar has only the icons' room. */
  readonly stopShort: string;
  readonly hint: string;
  readonly finish: string;
  /** Said as a finish starts: its moves are not read out one by one, only its end. Also the bar's word while it plays. */
  readonly finishing: string;
  /** `finishing` in a phone's toolbar. */
  readonly finishingShort: string;
  /** A hint's move (`moved`'s words) that starts a proven winning line. */
  readonly winningMove: (what: string) => string;
  /** A hint's move when the solver could not decide in its budget. */
  readonly suggestedMove: (what: string) => string;
  readonly noWinningMove: string;
  /** A hint's move in a position proven lost: the try that keeps the most cards in play. */
  readonly bestTry: (what: string) => string;
  readonly winnability: Readonly<Record<Winnability, string>>;
  readonly backToWinnable: (moves: number) => string;
  /** `backToWinnable` where the line is narrow: the status above it says why. */
  readonly undoMoves: (moves: number) => string;
  readonly searchingDeal: (seed: number) => string;
  /** A slow search for a deal of a grade (`difficulty`): the grade and the seed being tried. */
  readonly searchingGraded: (level: GradeLevel, seed: number) => string;
}

const ru: Messages = {
  newDeal: 'Новая раздача',
  restart: 'Сначала',
  undo: 'Отменить',
  redo: 'Повторить',
  toolbar: 'Управление игрой',
  dealNumber: (seed) => `Раздача № ${seed}`,
  dealShort: (seed) => `№ ${seed}`,
  dealLabel: 'Раздача',
  moveCount: (n) => `${n} ${ruPlural(n, 'ход', 'хода', 'ходов')}`,
  elapsed: 'Время',
  cards: (n) => `${n} ${ruPlural(n, 'карта', 'карты', 'карт')}`,
  empty: 'пусто',
  drawHint: 'открыть карту',
  faceDownCards: (n) => `${n} ${ruPlural(n, 'карта', 'карты', 'карт')} рубашкой вверх`,
  moved: (card, from, to) => `${card ? card.name : FACE_DOWN_NAME.ru} — со ${ruPile(from, 'стопки')} на ${ruPile(to, 'стопку')}`,
  drew: (card) => `Открыта карта: ${card.nom}`,
  turnedUp: (card, pile) => `В ${ruPile(pile, 'стопке')} открыта карта: ${card.nom}`,
  refilled: (pile, card) => `${ruPile(pile, 'Стопка')} пополнена из колоды, сверху ${card.nom}`,
  refillReturned: (pile) => `Пополнение ${ruPile(pile, 'стопки')} вернулось в колоду`,
  turnedDown: (pile) => `В ${ruPile(pile, 'стопке')} открытая ходом карта снова закрыта`,
  phase: (name) => `Этап: ${name}`,
  redone: (what) => `Ход повторён. ${what}`,
  wentHome: (what) => `Сама: ${what}`,
  dealt: (seed) => `Новая раздача, № ${seed}`,
  restarted: (seed) => `Раздача № ${seed} сначала`,
  restoredGame: (seed, n) => `Сохранённая игра: раздача № ${seed}, ${n} ${ruPlural(n, 'ход', 'хода', 'ходов')}`,
  drawUndone: (card) => `${card.name} снова в колоде`,
  won: 'Пасьянс сошёлся!',
  wonDetail: (moves, time) => `${moves} ${ruPlural(moves, 'ход', 'хода', 'ходов')}, время ${time}`,
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
  backToWinnable: (n) => `Отменить ${n} ${ruPlural(n, 'ход', 'хода', 'ходов')}, до выигрышной позиции`,
  undoMoves: (n) => `Отменить ${n} ${ruPlural(n, 'ход', 'хода', 'ходов')}`,
  searchingDeal: (seed) => `Ищем раздачу, которая сходится: № ${seed}…`,
  searchingGraded: (level, seed) => `Ищем ${{ easy: 'лёгкую раздачу', medium: 'раздачу средней сложности', hard: 'трудную раздачу' }[level]}: № ${seed}…`,
};

const en: Messages = {
  newDeal: 'New deal',
  restart: 'Restart',
  undo: 'Undo',
  redo: 'Redo',
  toolbar: 'Game controls',
  dealNumber: (seed) => `Deal #${seed}`,
  dealShort: (seed) => `#${seed}`,
  dealLabel: 'Deal',
  moveCount: (n) => `${n} ${n === 1 ? 'move' : 'moves'}`,
  elapsed: 'Time',
  cards: (n) => `${n} ${n === 1 ? 'card' : 'cards'}`,
  empty: 'empty',
  drawHint: 'turn a card',
  faceDownCards: (n) => `${n} face-down ${n === 1 ? 'card' : 'cards'}`,
  moved: (card, from, to) => `${card ? card.name : FACE_DOWN_NAME.en} from ${inSentence(from)} to ${inSentence(to)}`,
  drew: (card) => `Turned up: ${card.name}`,
  turnedUp: (card, pile) => `Turned up on ${inSentence(pile)}: ${card.name}`,
  refilled: (pile, card) => `${pile} refilled from the stock, ${card.name} on top`,
  refillReturned: (pile) => `${pile}'s refill went back to the stock`,
  turnedDown: (pile) => `${pile}: the card turned up is face down again`,
  phase: (name) => `Now: ${name}`,
  redone: (what) => `Redone. ${what}`,
  wentHome: (what) => `By itself: ${what}`,
  dealt: (seed) => `New deal, #${seed}`,
  restarted: (seed) => `Deal #${seed} from the start`,
  restoredGame: (seed, n) => `Saved game: deal #${seed}, ${n} ${n === 1 ? 'move' : 'moves'}`,
  drawUndone: (card) => `${card.name} back in the stock`,
  won: 'Solved!',
  wonDetail: (moves, time) => `${moves} ${moves === 1 ? 'move' : 'moves'} in ${time}`,
  lost: 'No more moves',
  lostNoWay: 'No card can reach a foundation any more',
  lostDetail: 'This game cannot be won from here. Undo some moves, restart, or take a new deal.',
  close: 'Close',
  undone: (what, n) => `Undone: ${what}. ${n} ${n === 1 ? 'move' : 'moves'}`,
  table: 'Card table',
  noMove: 'That card has no move now',
  held: (card, targets) => `Picked up ${card.name}. It can go to ${targets.map(inSentence).join(', ')}. Arrow keys choose, Enter puts it down, Escape puts it back`,
  nothingToPickUp: 'No card to pick up here',
  putBack: 'Card put back',
  legalTarget: 'the card can go here',
  keysHelp: 'Arrow keys move between piles, Home and End go to the first and last, digits to a numbered pile, Enter or Space plays, Shift+Enter or full stop picks a card up, D draws, Ctrl+Z undoes, Ctrl+Y redoes, H gives a hint, N deals anew, P pauses, question mark describes the table',
  confirmNewDeal: 'Press N again for a new deal; any other key keeps this one',
  confirmRestart: 'Restart? Press again',
  confirmNewDealClick: 'New deal? Press again',
  played: 'Played',
  wins: 'Won',
  streak: 'Streak',
  bestTime: 'Best time',
  fewestMoves: 'Fewest moves',
  pausedTitle: 'Paused',
  pause: 'Pause',
  resume: 'Resume',
  resumed: 'Resumed',
  nothingToUndo: 'Nothing to undo',
  inSight: 'in sight',
  nothingToRedo: 'Nothing to redo',
  onlyTopMoves: 'Only the top card of a pile moves',
  watching: 'Watching a recorded game',
  watchingShort: 'Watching',
  stopWatching: 'Stop',
  stopShort: 'Stop',
  hint: 'Hint',
  finish: 'Finish',
  finishing: 'Finishing the game',
  finishingShort: 'Finishing',
  winningMove: (what) => `Winning move: ${what}`,
  suggestedMove: (what) => `Suggestion (the solver could not decide): ${what}`,
  noWinningMove: 'No moves lead to a win',
  bestTry: (what) => `No winning move; best try: ${what}`,
  winnability: { winnable: 'Winnable', lost: 'Cannot be won', unknown: 'Not known yet' },
  backToWinnable: (n) => `Undo ${n} ${n === 1 ? 'move' : 'moves'}, back to a winnable position`,
  undoMoves: (n) => `Undo ${n} ${n === 1 ? 'move' : 'moves'}`,
  searchingDeal: (seed) => `Looking for a winnable deal: #${seed}…`,
  searchingGraded: (level, seed) => `Looking for ${{ easy: 'an easy', medium: 'a medium', hard: 'a hard' }[level]} deal: #${seed}…`,
};

export const MESSAGES: Readonly<Record<Lang, Messages>> = { ru, en };

export const isLang = (value: unknown): value is Lang => value === 'ru' || value === 'en';

/** A language from a `lang` value like "ru-RU" or "en-GB"; anything not Russian reads as English. */
export const langFrom = (value: string): Lang => (value.toLowerCase().startsWith('ru') ? 'ru' : 'en');

/**
 * The refusal of a move in the player's language, with cards and piles named in the game's words
 * (`text[lang].refusals`, which hold the shared refusals' too); the rules' English message for a
 * code they lack. A card named inside the sentence is in lower case.
 */
export function describeRefusal(refusal: MoveRefusal, lang: Lang, rules: Rules): string {
  const text = rules.text[lang];
  const template = text.refusals?.[refusal.code];
  if (template === undefined) return refusal.message;
  const card = (slot: 'card' | 'top') => refusal[slot];
  return fillRefusal(template, {
    text: (slot, form, atStart) => {
      if (slot === 'move') return refusal.move;
      if (slot === 'from' || slot === 'to' || slot === 'pile') {
        const id = slot === 'pile' ? refusal.from || refusal.to : refusal[slot];
        return id ? pileName(text, id) : '';
      }
      const named = card(slot);
      if (!named) return '';
      const name = cardWords(named, lang)[form ?? 'name'];
      return atStart ? name : inSentence(name);
    },
    feminine: (slot) => {
      const named = slot === 'card' || slot === 'top' ? card(slot) : undefined;
      return named !== undefined && cardWords(named, lang).feminine;
    },
  });
}

/** A pile's name in a game's words: by exact id (`W`), else by pattern (`T{n}`, `{n}` its number from 1). */
export function pileName(text: GameText, id: PileId): string {
  const exact = text.piles[id];
  if (exact !== undefined) return exact;
  const pattern = /^[A-Z]\d+$/.test(id) ? text.piles[`${id[0]}{n}`] : undefined;
  return pattern === undefined ? id : pattern.replace('{n}', String(Number(id.slice(1)) + 1));
}

/** "4:05", "1:02:03". */
export function formatTime(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const mm = String(Math.floor((seconds % 3600) / 60)).padStart(h ? 2 : 1, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
