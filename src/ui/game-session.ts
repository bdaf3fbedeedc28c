/**
 * A game session: the deal, the position with its legal moves and status (each worked out
 * once per position), undo and redo, the clock, and the events a host hears. It knows no
 * game: everything comes from the rules it is given. It tells its owner of every change
 * before the host renders it, so the old layout can still be measured (see MotionController).
 */
import type { ReactiveControllerHost } from 'lit';
import { moveCount, movesOf, type GameOptions, type Move, type MoveRefusal, type Rules, type State, type Status } from '../core/index.js';
import {
  PatienceLoseEvent, PatienceMoveEvent, PatienceNewGameEvent, PatienceUndoEvent, PatienceWinEvent, type DealDetail, type EndDetail,
} from './events.js';
import type { Position } from './tap.js';

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
}

/** Earlier positions as a persistent list, so a move never copies the history. */
interface Past {
  readonly position: Played;
  readonly before: Past | null;
}

export class GameSession {
  private current?: Played;
  private past: Past | null = null;
  /** Undone positions, the next redo last. */
  private future: Played[] = [];
  private startedAt: number | null = null;
  private endedAt: number | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & EventTarget,
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

  /** When the first move was made and when the game ended (ms since the epoch), for the clock. */
  get clock(): { readonly startedAt: number | null; readonly endedAt: number | null } {
    return { startedAt: this.startedAt, endedAt: this.endedAt };
  }

  /** Milliseconds played: from the first move to now, or to the end of the game. */
  get elapsedMs(): number {
    return this.startedAt === null ? 0 : (this.endedAt ?? Date.now()) - this.startedAt;
  }

  /** Deals `seed` of `rules` and announces the new game. */
  deal(rules: Rules, seed: number, options: GameOptions): void {
    const before = this.current ?? null;
    this.current = this.positionOf(rules, rules.deal(seed, options));
    this.past = null;
    this.future = [];
    this.startedAt = this.endedAt = null;
    this.changed({ kind: 'deal', before, after: this.current });
    this.host.dispatchEvent(new PatienceNewGameEvent(this.dealDetail()));
  }

  /** Makes `move`; returns why not (and changes nothing) when it is illegal. */
  play(move: Move): MoveRefusal | null {
    const current = this.current;
    if (!current) return null;
    const refusal = current.rules.explain(current.state, move);
    if (refusal) return refusal;
    this.past = { position: current, before: this.past };
    this.future = [];
    this.startedAt ??= Date.now();
    this.advance(this.positionOf(current.rules, current.rules.apply(current.state, move)), 'move', move);
    return null;
  }

  /** Takes back the last move; false when there is none or the game is won. */
  undo(): boolean {
    const current = this.current;
    if (!current || !this.past || current.status === 'won') return false;
    const move = movesOf(current.state).at(-1)!;
    this.future.push(current);
    this.current = this.past.position;
    this.past = this.past.before;
    this.endedAt = null;
    this.changed({ kind: 'undo', before: current, after: this.current, move });
    this.host.dispatchEvent(new PatienceUndoEvent({ ...this.dealDetail(), move, moveCount: moveCount(this.current.state) }));
    return true;
  }

  /** Makes the last undone move again; false when there is none. */
  redo(): boolean {
    const next = this.future.pop();
    if (!next || !this.current) return false;
    this.past = { position: this.current, before: this.past };
    this.advance(next, 'redo', movesOf(next.state).at(-1)!);
    return true;
  }

  dealDetail(): DealDetail {
    const { state, rules } = this.current!;
    return { game: rules.id, deck: state.options.deck, freeDraw: state.options.freeDraw, seed: state.seed };
  }

  private endDetail(): EndDetail {
    const moves = movesOf(this.current!.state);
    return { ...this.dealDetail(), moves, moveCount: moves.length, elapsedMs: this.elapsedMs };
  }

  private positionOf(rules: Rules, state: State): Played {
    const legal = rules.legalMoves(state);
    return { rules, state, legal, status: rules.status(state) };
  }

  /** A move or redo: the change, its event, and the end of the game once as the status turns. */
  private advance(next: Played, kind: 'move' | 'redo', move: Move): void {
    const before = this.current!;
    this.current = next;
    const { status } = next;
    if (status !== before.status && status !== 'playing') this.endedAt = Date.now();
    this.changed({ kind, before, after: next, move });
    this.host.dispatchEvent(new PatienceMoveEvent({ ...this.dealDetail(), move, moveCount: moveCount(next.state), status }));
    if (status === before.status) return;
    if (status === 'won') this.host.dispatchEvent(new PatienceWinEvent(this.endDetail()));
    else if (status === 'lost') this.host.dispatchEvent(new PatienceLoseEvent(this.endDetail()));
  }

  private changed(change: SessionChange): void {
    this.onChange(change);
    this.host.requestUpdate();
  }
}
