/**
 * The events an element announces (docs/rules.md, "For hosts"). Each is a small Event subclass that fixes
 * its name and flags: it bubbles and is composed, so a host page hears it from outside the
 * shadow root, and its `detail` is typed through `GlobalEventHandlersEventMap`.
 */
import type { SettingName, Settings } from '../settings/settings.js';
import type { DealDetail, EndDetail, GradeLevel, Move, Status } from '../../core/index.js';

// Pure data, so in the rules core, where a server without the DOM finds them.
export type { DealDetail, EndDetail };

export interface MoveDetail extends DealDetail {
  readonly move: Move;
  /** Moves made so far, this one included. */
  readonly moveCount: number;
  readonly status: Status;
}

/**
 * The deal's difficulty, `grade`'s level: easy, medium or hard by the solver's effort to find a
 * win (docs/rules.md). Worked out in the solver's worker once per deal, when its first move is
 * made (a deal the `difficulty` search chose is known at once); `null` while not known: on a new
 * deal not chosen by `difficulty`, at its first move before the worker has answered (about a
 * tenth of a second), and where no worker can start.
 */
export type DealGrade = GradeLevel | null;

export interface NewGameDetail extends DealDetail {
  /** True when a saved game was restored (with its moves), not dealt afresh. */
  readonly restored: boolean;
  /** The deal's grade, if known yet (see `DealGrade`). */
  readonly grade: DealGrade;
}

export interface StartDetail extends DealDetail {
  /** The deal's first move. */
  readonly move: Move;
  /** The deal's grade, if known yet (see `DealGrade`). */
  readonly grade: DealGrade;
}

/**
 * `host`: `pause()` was called (also while already paused as `hidden`: the host's pause then holds
 * when the page shows again); `hidden`: the page was hidden, or the element taken off the page
 * (the game resumes when it shows again).
 */
export type PauseReason = 'host' | 'hidden';

export interface PauseDetail extends DealDetail {
  readonly reason: PauseReason;
  /** Milliseconds on the clock. */
  readonly elapsedMs: number;
}

export interface UndoDetail extends DealDetail {
  /** The move taken back. */
  readonly move: Move;
  readonly moveCount: number;
}

/** A game's end, or a game given up: what `verifyWin` checks, and how much help the player took. */
export interface OutcomeDetail extends EndDetail {
  /** Hints answered since the deal (or since a saved game was put back). */
  readonly hints: number;
  /** Moves taken back since then. */
  readonly undos: number;
  /** The deal's grade, if known yet (see `DealGrade`; by a game's end it is, where a worker runs). */
  readonly grade: DealGrade;
}

export interface HintDetail extends DealDetail {
  /** The move suggested; `null` when the position is proven lost (that is said instead). */
  readonly move: Move | null;
  /** Whether `move` starts a proven win. */
  readonly winning: boolean;
  readonly moveCount: number;
  /** Hints answered in this deal so far, this one included. */
  readonly hints: number;
}

/** Whether the position in play can still be won: proven either way, or not known (yet). */
export type Winnability = 'winnable' | 'lost' | 'unknown';

export interface WinnabilityDetail extends DealDetail {
  readonly winnability: Winnability;
  /** The moves made to reach the position analysed. */
  readonly moveCount: number;
  /** Positions the solver searched (0 when the answer was already known). */
  readonly positions: number;
  /** Milliseconds from the request to the answer. */
  readonly ms: number;
  /** Where the answer came from: the solver's worker, its main-thread fallback, or an earlier proof (a line being followed, a position seen before). */
  readonly where: 'worker' | 'main thread' | 'known';
}

/** A setting the player changed in the settings menu, and every setting now in effect. */
export interface SettingsChangeDetail {
  readonly name: SettingName;
  readonly value: Settings[SettingName];
  readonly settings: Settings;
}

abstract class PatienceEvent<D> extends Event {
  constructor(
    type: string,
    readonly detail: D,
    cancelable = false,
  ) {
    super(type, { bubbles: true, composed: true, cancelable });
  }
}

/** After every move a player makes (and every redo). */
export class PatienceMoveEvent extends PatienceEvent<MoveDetail> {
  constructor(detail: MoveDetail) {
    super('patience-move', detail);
  }
}

/** Once, when the game is won. Cancelable: `preventDefault()` shows no end dialog (the line under the table still says it). */
export class PatienceWinEvent extends PatienceEvent<OutcomeDetail> {
  constructor(detail: OutcomeDetail) {
    super('patience-win', detail, true);
  }
}

/** When the game is lost: no card can reach a foundation any more (the Funnel, which has none: no move is left). Cancelable, as `patience-win`. */
export class PatienceLoseEvent extends PatienceEvent<OutcomeDetail> {
  constructor(detail: OutcomeDetail) {
    super('patience-lose', detail, true);
  }
}

/** When a hint is answered (by the toolbar, the H key or `hint()`). */
export class PatienceHintEvent extends PatienceEvent<HintDetail> {
  constructor(detail: HintDetail) {
    super('patience-hint', detail);
  }
}

/** When the deal is started again from its beginning; the detail is the game as it was. */
export class PatienceRestartEvent extends PatienceEvent<OutcomeDetail> {
  constructor(detail: OutcomeDetail) {
    super('patience-restart', detail);
  }
}

/** When a new deal replaces a game under way (moves made, not over); the detail is the game given up. */
export class PatienceAbandonEvent extends PatienceEvent<OutcomeDetail> {
  constructor(detail: OutcomeDetail) {
    super('patience-abandon', detail);
  }
}

/** When a deal starts (new deal, restart, a changed seed or deck, or a restored game). */
export class PatienceNewGameEvent extends PatienceEvent<NewGameDetail> {
  constructor(detail: NewGameDetail) {
    super('patience-new-game', detail);
  }
}

/** At the first move of a deal: the player has started (and the clock with them). */
export class PatienceStartEvent extends PatienceEvent<StartDetail> {
  constructor(detail: StartDetail) {
    super('patience-start', detail);
  }
}

/** When the game is paused: the clock stops and input is ignored. */
export class PatiencePauseEvent extends PatienceEvent<PauseDetail> {
  constructor(detail: PauseDetail) {
    super('patience-pause', detail);
  }
}

/** When a paused game goes on. */
export class PatienceResumeEvent extends PatienceEvent<PauseDetail> {
  constructor(detail: PauseDetail) {
    super('patience-resume', detail);
  }
}

/** When a move is taken back. */
export class PatienceUndoEvent extends PatienceEvent<UndoDetail> {
  constructor(detail: UndoDetail) {
    super('patience-undo', detail);
  }
}

/** When the solver has answered whether the position in play can still be won. */
export class PatienceWinnabilityEvent extends PatienceEvent<WinnabilityDetail> {
  constructor(detail: WinnabilityDetail) {
    super('patience-winnability', detail);
  }
}

/** When the player changes a setting in the menu (not when the host sets a property). */
export class PatienceSettingsChangeEvent extends PatienceEvent<SettingsChangeDetail> {
  constructor(detail: SettingsChangeDetail) {
    super('patience-settings-change', detail);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'patience-settings-change': PatienceSettingsChangeEvent;
    'patience-move': PatienceMoveEvent;
    'patience-win': PatienceWinEvent;
    'patience-lose': PatienceLoseEvent;
    'patience-new-game': PatienceNewGameEvent;
    'patience-undo': PatienceUndoEvent;
    'patience-start': PatienceStartEvent;
    'patience-pause': PatiencePauseEvent;
    'patience-resume': PatienceResumeEvent;
    'patience-winnability': PatienceWinnabilityEvent;
    'patience-hint': PatienceHintEvent;
    'patience-restart': PatienceRestartEvent;
    'patience-abandon': PatienceAbandonEvent;
  }
}
