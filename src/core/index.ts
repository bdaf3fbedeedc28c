/**
 * The rules core of patience-elements: pure TypeScript with no DOM, so the same code runs in
 * Node (a host verifying a win), in the browser and in a Web Worker.
 */
export { games, GAME_IDS, isGameId, rulesOf, type GameId } from './registry.js';
export { replay, verifyWin, deserialize, readSavedGame, dailySeed, safeHomeMove, safeHomeMoves } from './by-id.js';
export { serialize, readSavedGameOf, DEFAULT_MAX_MOVES, SAVE_FORMAT, SAVE_VERSION, type SavedGame, type VerifyOptions } from './replay.js';
export { dailySeedOf, dailyDate, FALLBACK_DAY } from './daily.js';
export { safeHomeMoveOf } from './search/safe-home.js';
export { solveWith, type SolveOptions, type SolveResult } from './search/solver.js';
export { bestTryWith, gradeOf, type BestTry, type Grade, type GradeLevel } from './search/assess.js';
export { bestTry, grade, solve } from './search/by-id.js';
export { freezeState, movesOf, moveCount, positionKey } from './engine/state.js';
export { fillRefusal, SHARED_REFUSALS, type CardCase, type RefusalFiller, type RefusalSlot, type SharedRefusalCode } from './engine/refusals.js';
export type { GameWords, GamesWords, SharedRefusalWords } from './games/words.js';
export { IllegalMoveError, SavedGameError } from './model/errors.js';
export { isSeed, MAX_SEED } from './model/random.js';
export { isCard, rankOf, suitOf, SUITS, RANKS, type Card, type Rank, type Suit, type DeckSize } from './model/cards.js';
export type {
  ActionSpec, AnyGameId, DealDetail, EndDetail, GameOptions, GameText, TextLang, Layout, Move, MoveHistory, MoveRefusal, Pile, PileId, PileLayout, PileRole, PileSpec, ResolvedOptions, Rules, State, Status,
} from './model/types.js';
