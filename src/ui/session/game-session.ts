/**
 * A game session: the deal, the position with its legal moves and status (each worked out
 * once per position), undo and redo, the clock, and the events a host hears. It knows no
 * game: everything comes from the rules it is given. It tells its owner of every change
 * before the host renders it, so the old layout can still be measured (see MotionController).
 */
import type { ReactiveControllerHost } from 'lit';
import { DEFAULT_MAX_MOVES, moveCount, movesOf, type GameOptions, type GradeLevel, type Move, type MoveRefusal, type Rules, type State, type Status } from '../../core/index.js';
import { Clock } from './clock.js';
import { Lookahead } from './lookahead.js';
import {
  PatienceAbandonEvent, PatienceHintEvent, PatienceLoseEvent, PatienceMoveEvent, PatienceNewGameEvent, PatiencePauseEvent, PatienceRestartEvent,
  PatienceResumeEvent, PatienceStartEvent, PatienceUndoEvent, PatienceWinEvent, type DealDetail, type OutcomeDetail, type PauseReason,
} from '../table/events.js';
import type { Position } from '../input/tap.js';

export type { PauseReason };

/** A position with what the table needs of it, worked out once. */
export interface Played extends Position {
  readonly status: Status;
}

/** What changed: the table animates from `before` to `after` and says what happened. */
export interface SessionChange {
  readonly kind: 'deal' | 'move' | 'undo' | 'redo';
  readonly before: Played | null;
  readonly after: Played;
  /** The move made, undone or redone. */
  readonly move?: Move;
  /** The deal's first move (its clock started). */
  readonly first?: boolean;
  /** A 'deal' that put a saved game back (`restore`). */
  readonly restored?: boolean;
}

/**
 * Earlier positions as a persistent list, so a move never copies the history. A restored
 * game's earlier positions are worked out only when undo reaches them.
 */
interface Past {
  readonly state: State;
  position?: Played;
  readonly before: Past | null;
}

/**
 * One bound for every side: a game longer than the saved-game reader and the server's default
 * `verifyWin` take could be played but never restored nor verified, so its next move is refused.
 */
const tooManyMoves = (move: Move): MoveRefusal => ({
  code: 'too-many-moves', message: `This game has ${DEFAULT_MAX_MOVES} moves, the most a saved game holds: undo or deal again`,
  move, from: '', to: '', card: undefined, top: undefined,
});

const isPauseOrResume = (event: Event): boolean => event instanceof PatiencePauseEvent || event instanceof PatienceResumeEvent;

export class GameSession {
  private current?: Played;
  private past: Past | null = null;
  /** Undone positions, the next redo last. */
  private future: Played[] = [];
  private readonly clock = new Clock();
  private readonly lookahead = new Lookahead((rules, state) => this.positionOf(rules, state));
  /** Whether the deal has had its first move (the clock has started). */
  private started = false;
  /** Whether the deal's loss was told: once a deal, though undo and redo may come back to it. */
  private loseTold = false;
  private pausedBy: PauseReason | null = null;
  /** Hints answered and moves taken back in this deal, for the end's detail (a leaderboard "without hints"). */
  private help = { hints: 0, undos: 0 };
  /** The host cancelled this deal's `patience-win` or `patience-lose`: it shows its own end, not the dialog. */
  endCancelled = false;
  /**
   * Events reach the page only while the element is on it (off it they bubble nowhere), and
   * not before the first deal's `patience-new-game`, which waits for the first render. Until
   * then they wait here, and are told in order; a deal the page never heard of is dropped with
   * its moves when another replaces it, and a pause with its resume when both wait. Listeners
   * on the element and on the page so hear the same story, pauses and resumes in pairs.
   */
  private untold: Event[] = [];
  /** Whether the last pause or resume the page heard was a pause. */
  private toldPaused = false;
  /** Whose pause the last resume ended. */
  private endedBy: PauseReason = 'host';
  /** The first render a deal's `patience-new-game` waits for: nothing is told before it. */
  private announcing?: Promise<unknown>;
  /** Events are being told, or held till the step under way ends (see `hold`): a listener's own act is told after them. */
  private telling = false;
  private holding = 0;
  /**
   * A recorded game played back, and played on after its Stop: the page hears none of its
   * moves, undos or end, which are not the player's (a page's win handler never sees them).
   */
  silent = false;
  /** The grade of the deal `state` comes from, as far as known (the solver's controller answers). */
  gradeOf: (state: State) => GradeLevel | null = () => null;
  /** The UTC date whose daily deal is in play (`seed="daily"`), told in every event's detail. */
  daily: string | undefined;

  constructor(
    private readonly host: ReactiveControllerHost & EventTarget & { readonly isConnected: boolean },
    private readonly onChange: (change: SessionChange) => void,
  ) {}

  /** The position in play, once dealt. */
  get position(): Played | undefined {
    return this.current;
  }

  get canUndo(): boolean {
    return this.past !== null && this.current?.status !== 'won';
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  /** The position the next redo makes, if any. */
  get nextRedo(): State | undefined {
    return this.future.at(-1)?.state;
  }

  /** Milliseconds played: the clock runs from the first move to the end of the game, except while paused. */
  get elapsedMs(): number {
    return this.clock.elapsedMs;
  }

  /** Whether the clock is running now. */
  get running(): boolean {
    return this.clock.running;
  }

  /** Why the game is paused, or `null`. */
  get paused(): PauseReason | null {
    return this.pausedBy;
  }

  /**
   * Deals `seed` of `rules` and announces the new game, at once or when `announce` settles
   * (the first deal waits for the element's first render, so a host's listener hears it).
   */
  deal(rules: Rules, seed: number, options: GameOptions, announce?: Promise<unknown>, daily?: string): void {
    this.daily = daily;
    this.begin(this.positionOf(rules, rules.deal(seed, options)), null, 0, false, announce);
  }

  /**
   * Puts the game into `state` (a replayed saved game) with its moves as undo history and
   * `elapsedMs` on the clock; one `patience-new-game` with `restored: true`, no move events.
   */
  restore(rules: Rules, state: State, elapsedMs: number, announce?: Promise<unknown>, daily?: string): void {
    this.daily = daily;
    let past: Past | null = null;
    const moves = movesOf(state);
    if (moves.length > 0) {
      let at = rules.deal(state.seed, state.options);
      for (const move of moves.slice(0, -1)) {
        past = { state: at, before: past };
        at = rules.apply(at, move);
      }
      past = { state: at, before: past };
    }
    this.begin(this.positionOf(rules, state), past, elapsedMs, true, announce);
  }

  private begin(position: Played, past: Past | null, elapsedMs: number, restored: boolean, announce?: Promise<unknown>): void {
    const before = this.current ?? null;
    this.current = position;
    this.past = past;
    this.future = [];
    this.clock.reset(elapsedMs);
    this.started = moveCount(position.state) > 0;
    this.loseTold = false;
    this.help = { hints: 0, undos: 0 };
    this.endCancelled = false;
    // A pause outlasts the game: the page is still hidden, or the host has not said resume.
    if (this.started && position.status === 'playing' && this.pausedBy === null) this.clock.start();
    this.changed({ kind: 'deal', before, after: position, restored });
    const unheard = this.untold.findIndex((event) => event instanceof PatienceNewGameEvent);
    if (unheard >= 0) this.untold.length = unheard;
    this.untold.push(new PatienceNewGameEvent({ ...this.dealDetail(), restored, grade: this.gradeOf(position.state) }));
    // A finished game restored has nothing to pause: no veil over its end, which is told after it.
    if (position.status !== 'playing') this.resume();
    // A pause outlasting the deal is told after it (before the first deal: `pause()` came first).
    this.queuePause();
    this.announcing = announce;
    void announce?.then(() => {
      if (this.announcing !== announce) return;
      this.announcing = undefined;
      this.catchUp();
    });
    this.catchUp();
  }

  /**
   * Stops the clock; the table ignores input meanwhile. False when already paused or when the
   * game is over; before the first deal, that deal comes in paused. The host's pause outranks
   * the page's: paused while hidden (or off the page), the game then stays paused when it shows
   * again, until `resume()`. It was paused already, so no second event: the resume's reason
   * says whose pause ended.
   */
  pause(reason: PauseReason): boolean {
    if (reason === 'host' && this.pausedBy === 'hidden') {
      this.pausedBy = 'host';
      // A pause the page has still to hear is told as the host's, whose it now is.
      const waiting = this.waitingPauseOrResume();
      const event = this.untold[waiting];
      if (event instanceof PatiencePauseEvent) this.untold[waiting] = new PatiencePauseEvent({ ...event.detail, reason: 'host' });
      return true;
    }
    if (this.pausedBy !== null || (this.current && this.current.status !== 'playing')) return false;
    this.pausedBy = reason;
    this.clock.stop();
    this.queuePause();
    this.host.requestUpdate();
    return true;
  }

  /** Starts the clock again (if the game had started). False when not paused. */
  resume(): boolean {
    if (this.pausedBy === null) return false;
    this.endedBy = this.pausedBy;
    this.pausedBy = null;
    if (this.started && this.current?.status === 'playing') this.clock.start();
    this.queuePause();
    this.host.requestUpdate();
    return true;
  }

  /** A pause or resume for the page, unless it cancels one still waiting (see `untold`); none before the first deal. */
  private queuePause(): void {
    const paused = this.pausedBy !== null;
    if (!this.current || this.pausedInStory() === paused) return;
    const waiting = this.waitingPauseOrResume();
    // A waiting pause ends unheard (nothing is played while paused, though a new deal may come);
    // a waiting resume only if nothing came after it.
    if (waiting >= 0 && (!paused || waiting === this.untold.length - 1)) this.untold.splice(waiting, 1);
    else {
      const detail = { ...this.dealDetail(), reason: this.pausedBy ?? this.endedBy, elapsedMs: this.elapsedMs };
      this.untold.push(paused ? new PatiencePauseEvent(detail) : new PatienceResumeEvent(detail));
    }
    this.catchUp();
  }

  /** Where the last pause or resume waiting to be told is, or -1. */
  private waitingPauseOrResume(): number {
    for (let i = this.untold.length - 1; i >= 0; i--) {
      if (isPauseOrResume(this.untold[i]!)) return i;
    }
    return -1;
  }

  /** Paused or not, as the page will have heard once told all that waits. */
  private pausedInStory(): boolean {
    const waiting = this.waitingPauseOrResume();
    return waiting < 0 ? this.toldPaused : this.untold[waiting] instanceof PatiencePauseEvent;
  }

  /** Tells the page what waits (see `untold`), once it can hear, one event at a time. */
  catchUp(): void {
    if (this.telling || this.holding > 0) return;
    this.telling = true;
    try {
      // Looked at again after each event: a listener may take the element off the page.
      while (this.untold.length > 0 && this.host.isConnected && !this.announcing) {
        const event = this.untold.shift()!;
        if (isPauseOrResume(event)) this.toldPaused = event instanceof PatiencePauseEvent;
        if (!this.host.dispatchEvent(event) && (event instanceof PatienceWinEvent || event instanceof PatienceLoseEvent)) {
          this.endCancelled = true;
          this.host.requestUpdate();
        }
      }
    } finally {
      this.telling = false;
    }
  }

  /** Runs `step` (a deal and what the table does with it), telling its events once it is done. */
  hold<T>(step: () => T): T {
    this.holding++;
    try {
      return step();
    } finally {
      this.holding--;
      this.catchUp();
    }
  }

  /** Makes `move`; returns why not (and changes nothing) when it is illegal. */
  play(move: Move): MoveRefusal | null {
    const current = this.current;
    if (!current) return null;
    const refusal = moveCount(current.state) >= DEFAULT_MAX_MOVES ? tooManyMoves(move) : current.rules.explain(current.state, move);
    if (refusal) return refusal;
    this.past = { state: current.state, position: current, before: this.past };
    this.future = [];
    const first = !this.started;
    this.started = true;
    if (this.pausedBy === null) this.clock.start();
    const next = this.lookahead.take(current, move) ?? this.positionOf(current.rules, current.rules.apply(current.state, move));
    this.advance(next, 'move', move, first);
    return null;
  }

  /** Takes back the last move; false when there is none or the game is won. */
  undo(): boolean {
    const current = this.current;
    if (!current || !this.past || current.status === 'won') return false;
    const move = movesOf(current.state).at(-1)!;
    this.future.push(current);
    this.current = this.past.position ??= this.positionOf(current.rules, this.past.state);
    this.past = this.past.before;
    if (this.current.status === 'playing' && this.pausedBy === null) this.clock.start();
    this.changed({ kind: 'undo', before: current, after: this.current, move });
    if (!this.silent) this.help.undos++;
    if (!this.silent) this.tell(new PatienceUndoEvent({ ...this.dealDetail(), move, moveCount: moveCount(this.current.state) }));
    return true;
  }

  /** Makes the last undone move again; false when there is none. */
  redo(): boolean {
    const next = this.future.pop();
    if (!next || !this.current) return false;
    this.past = { state: this.current.state, position: this.current, before: this.past };
    this.advance(next, 'redo', movesOf(next.state).at(-1)!);
    return true;
  }

  dealDetail(): DealDetail {
    const { state, rules } = this.current!;
    const deal = { game: rules.id, deck: state.options.deck, freeDraw: state.options.freeDraw, seed: state.seed };
    return this.daily === undefined ? deal : { ...deal, daily: this.daily };
  }

  private endDetail(): OutcomeDetail {
    const moves = movesOf(this.current!.state);
    return { ...this.dealDetail(), moves, moveCount: moves.length, elapsedMs: this.elapsedMs, ...this.help, grade: this.gradeOf(this.current!.state) };
  }

  /** A hint answered for the position in play (`null`: it is proven lost). */
  hinted(move: Move | null, winning: boolean): void {
    if (!this.current || this.silent) return;
    this.help.hints++;
    this.tell(new PatienceHintEvent({ ...this.dealDetail(), move, winning, moveCount: moveCount(this.current.state), hints: this.help.hints }));
  }

  /** The game in play gives way to a restart, or to a new deal (told only over a game under way). */
  givingWay(restart: boolean): void {
    const current = this.current;
    if (!current || this.silent) return;
    if (restart) this.tell(new PatienceRestartEvent(this.endDetail()));
    else if (current.status === 'playing' && moveCount(current.state) > 0) this.tell(new PatienceAbandonEvent(this.endDetail()));
  }

  private positionOf(rules: Rules, state: State): Played {
    const legal = rules.legalMoves(state);
    return { rules, state, legal, status: rules.status(state) };
  }

  /** A move or redo: the change, its event, and the end of the game once as the status turns. */
  private advance(next: Played, kind: 'move' | 'redo', move: Move, first = false): void {
    const before = this.current!;
    this.current = next;
    const { status } = next;
    if (status !== 'playing') this.clock.stop();
    this.changed({ kind, before, after: next, move, first });
    if (this.silent) return;
    // All made before any is told: a listener may deal anew.
    const events: Event[] = [];
    if (first) events.push(new PatienceStartEvent({ ...this.dealDetail(), move, grade: this.gradeOf(next.state) }));
    events.push(new PatienceMoveEvent({ ...this.dealDetail(), move, moveCount: moveCount(next.state), status }));
    if (status === 'won' && before.status !== 'won') events.push(new PatienceWinEvent(this.endDetail()));
    else if (status === 'lost' && before.status !== 'lost' && !this.loseTold) {
      this.loseTold = true;
      events.push(new PatienceLoseEvent(this.endDetail()));
    }
    this.tell(...events);
  }

  /** Tells the page `events` now, or as soon as it can hear (see `untold`). */
  tell(...events: Event[]): void {
    this.untold.push(...events);
    this.catchUp();
  }

  private changed(change: SessionChange): void {
    this.lookahead.watch(change.after);
    this.onChange(change);
    this.host.requestUpdate();
  }
}
