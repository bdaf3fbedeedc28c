/** What a language pack says: the words of the table, its toolbar and its announcements. */
import type { GradeLevel } from '../../core/index.js';
import type { Winnability } from '../table/events.js';
import type { CardWords } from './card-names.js';

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
  /** The line under the table when a pile's action is the only move: "Tap the well to turn the corner piles over". */
  readonly tapTo: (pile: string, what: string) => string;
  /** A saved game that arrived (slow storage) after the player moved on: continue it? */
  readonly savedArrived: string;
  /** A newer save of this game made in another tab or window: continue from there? */
  readonly savedElsewhere: string;
  readonly savedTake: string;
  readonly savedKeep: string;
}
