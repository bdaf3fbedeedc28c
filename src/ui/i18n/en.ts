/**
 * English: the table's own words in the language every table can fall back on, so they come with
 * the elements (the other languages are loaded when a table speaks them). The games' English
 * words are the rules core's (`Rules.text.en`), the shared refusals' the core's `SHARED_REFUSALS`.
 */
import { SHARED_REFUSALS, type Rank, type Suit } from '../../core/index.js';
import type { CardNames } from './card-names.js';
import { inSentence } from './sentence.js';
import type { Messages } from './messages.js';
import type { PanelWords } from './panel-words.js';

const FACE_DOWN = 'Face-down card';

const messages: Messages = {
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
  moved: (card, from, to) => `${card ? card.name : FACE_DOWN} from ${inSentence(from)} to ${inSentence(to)}`,
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
  tapTo: (pile, what) => `Tap ${/^the /i.test(pile) ? '' : 'the '}${inSentence(pile)} to ${what}`,
  savedArrived: 'Your saved game has arrived: continue it?',
  savedElsewhere: 'This game was saved later in another tab or window: continue from there?',
  savedTake: 'Continue it',
  savedKeep: 'Keep this game',
};

const panel: PanelWords = {
  settings: 'Settings',
  rules: 'Rules',
  statistics: 'Statistics',
  close: 'Close',
  setting: {
    cardBack: 'Card back', felt: 'Table colour', fourColour: 'Four-colour deck', cardSize: 'Card size',
    theme: 'Theme', sound: 'Sound', autoHome: 'Cards go home by themselves',
  },
  choice: {
    cardBack: { lattice: 'Lattice', waves: 'Waves', dots: 'Dots', cross: 'Saltire' },
    felt: { green: 'Green', blue: 'Blue', red: 'Burgundy', grey: 'Grey' },
    cardSize: { auto: 'Automatic', larger: 'Larger' },
    theme: { system: 'System', light: 'Light', dark: 'Dark', 'high-contrast': 'High contrast' },
  },
  loading: 'Loading…',
  rulesCommon: 'What every game shares',
  options: (deck, copies, freeDraw) => `This game: ${copies === 2 ? `two ${deck}-card decks` : `a ${deck}-card deck`}${freeDraw === null ? '' : freeDraw ? ', free draw' : ', no free draw'}.`,
  game: 'Game',
  deck: 'Deck',
  played: 'Played',
  won: 'Won',
  winRate: 'Win rate',
  streak: 'Streak',
  bestStreak: 'Best streak',
  bestTime: 'Best time',
  fewestMoves: 'Fewest moves',
  noStats: 'No games played yet.',
  cards: (n) => `${n} cards`,
  reset: 'Reset statistics',
  resetAsk: 'Reset the statistics of every game? This cannot be undone.',
  resetYes: 'Reset',
  resetNo: 'Cancel',
  resetDone: 'Statistics reset',
};

const RANKS: Readonly<Record<Rank, string>> = {
  A: 'Ace', 2: 'Two', 3: 'Three', 4: 'Four', 5: 'Five', 6: 'Six', 7: 'Seven',
  8: 'Eight', 9: 'Nine', T: 'Ten', J: 'Jack', Q: 'Queen', K: 'King',
};
const SUITS: Readonly<Record<Suit, string>> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };

// English has one form for every sentence.
const cards: CardNames = {
  card: (rank, suit) => {
    const name = `${RANKS[rank]} of ${SUITS[suit]}`;
    return { name, nom: name, gen: name, acc: name, ins: name, feminine: false };
  },
  faceDown: FACE_DOWN,
};

/** The English words of the table; a game's words are its rules' `text.en`. */
export const ENGLISH = { messages, panel, cards, refusals: SHARED_REFUSALS } as const;
