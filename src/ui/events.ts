/**
 * The events an element announces (RULES.md §6). Each is a small Event subclass that fixes
 * its name and flags: it bubbles and is composed, so a host page hears it from outside the
 * shadow root, and its `detail` is typed through `GlobalEventHandlersEventMap`.
 */
import type { DeckSize, GameId, Move, Status } from '../core/index.js';

/** What identifies a deal: enough, with the moves, to replay it with the rules core. */
export interface DealDetail {
  readonly game: GameId;
  readonly deck: DeckSize;
  readonly freeDraw: boolean;
  readonly seed: number;
}

export interface MoveDetail extends DealDetail {
  readonly move: Move;
  /** Moves made so far, this one included. */
  readonly moveCount: number;
  readonly status: Status;
}

export interface EndDetail extends DealDetail {
  /** The whole move list from the deal: `verifyWin(game, seed, { deck, freeDraw }, moves)`. */
  readonly moves: readonly Move[];
  readonly moveCount: number;
  /** Milliseconds from the first move to the last. */
  readonly elapsedMs: number;
}

export interface UndoDetail extends DealDetail {
  /** The move taken back. */
  readonly move: Move;
  readonly moveCount: number;
}

abstract class PatienceEvent<D> extends Event {
  constructor(
    type: string,
    readonly detail: D,
  ) {
    super(type, { bubbles: true, composed: true });
  }
}

/** After every move a player makes (and every redo). */
export class PatienceMoveEvent extends PatienceEvent<MoveDetail> {
  constructor(detail: MoveDetail) {
    super('patience-move', detail);
  }
}

/** Once, when the game is won. */
export class PatienceWinEvent extends PatienceEvent<EndDetail> {
  constructor(detail: EndDetail) {
    super('patience-win', detail);
  }
}

/** When the game is lost: no card can reach a foundation any more. */
export class PatienceLoseEvent extends PatienceEvent<EndDetail> {
  constructor(detail: EndDetail) {
    super('patience-lose', detail);
  }
}

/** When a deal starts (new deal, restart, or a changed seed or deck). */
export class PatienceNewGameEvent extends PatienceEvent<DealDetail> {
  constructor(detail: DealDetail) {
    super('patience-new-game', detail);
  }
}

/** When a move is taken back. */
export class PatienceUndoEvent extends PatienceEvent<UndoDetail> {
  constructor(detail: UndoDetail) {
    super('patience-undo', detail);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'patience-move': PatienceMoveEvent;
    'patience-win': PatienceWinEvent;
    'patience-lose': PatienceLoseEvent;
    'patience-new-game': PatienceNewGameEvent;
    'patience-undo': PatienceUndoEvent;
  }
}
