/**
 * What a table's controllers share, built before any of them: the session, the announcer, the
 * playbacks and what the player can ask. Each controller reads it when it acts, so none depends
 * on another having been built first.
 */
import type { ReactiveControllerHost } from 'lit';
import type { Move, PileId } from '../../core/index.js';
import { Announcer } from '../chrome/announcer.js';
import { movePile } from '../input/tap.js';
import { messagesOf, type Lang } from '../i18n/i18n.js';
import { AfterPaint } from '../late/after-paint.js';
import type { CascadeHost } from '../motion/win-cascade.js';
import type { SoundHost } from '../sound/volume.js';
import { Playback } from '../motion/playback.js';
import { DealOptions } from '../session/deal-options.js';
import { GameSession, type Played, type SessionChange } from '../session/game-session.js';
import type { SavesHost } from '../session/saves/saved-games.js';
import type { Hint } from '../solver/hints.js';

/** What a player can ask of a table, by pointer, key, toolbar or end dialog. */
export interface PlayerIntents {
  /** Plays `move`, or says why not; true when it was made. */
  play(move: Move): boolean;
  /** False when there was nothing to take back (or make again), or input is off. */
  undo(): boolean;
  redo(): boolean;
  restart(): void;
  newGame(): void;
  /** Shows and says a hint; `null` when there is none. */
  hint(): Promise<Hint | null>;
  finish(): Promise<boolean>;
  pause(): boolean;
  resume(): boolean;
  /** Closes the end-of-game message; false when none is open. */
  closeEnd(): boolean;
  /** Stops the game being played back (watched, else finished). */
  stopPlayback(): void;
}

/** The table element as its controllers see it. */
export interface TableHost extends ReactiveControllerHost, HTMLElement, SavesHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly hasUpdated: boolean;
  readonly language: Lang;
  readonly elapsedMs: number;
  readonly freeDraw: boolean;
  readonly fourColour: boolean;
  /** Whether the winnability of every position is wanted (`show-winnable`). */
  readonly showWinnable: boolean;
  /** Whether new deals must be proven winnable (`winnable`). */
  readonly winnable: boolean;
  /** The grade new deals must have (`difficulty`), as the host set it: DealOptions checks it. */
  readonly difficulty: string | null;
}

/** The table as the parts loaded after its first paint see it. */
export type LateHost = TableHost & CascadeHost & SoundHost;

export class TableShared {
  /** The deal the attributes ask for, and the one warning per problem every controller uses. */
  readonly options: DealOptions;
  readonly announcer: Announcer;
  readonly session: GameSession;
  /** A recorded game played back (`watch`). */
  readonly watching: Playback;
  /** A proven win played out for the player (`finish`). */
  readonly finishing: Playback;
  /** The hint shown: its card's pile, then where it goes (none shown: empty). */
  hinted: readonly PileId[] = [];
  /** What the table loads after its first paint: input, motion, sound, the end's message, the panels… */
  readonly late: AfterPaint;

  constructor(
    readonly host: LateHost,
    readonly intents: PlayerIntents,
    onChange: (change: SessionChange) => void,
  ) {
    this.options = new DealOptions(host);
    this.announcer = new Announcer(host, {
      paused: () => this.paused,
      pauseWords: (paused) => (paused ? messagesOf(host.language).pausedTitle : messagesOf(host.language).resumed),
      wantBubble: () => void this.late.load().catch(() => undefined),
    });
    this.session = new GameSession(host, onChange);
    this.watching = new Playback(host);
    this.finishing = new Playback(host);
    this.late = new AfterPaint(host, this);
  }

  get position(): Played | undefined {
    return this.session.position;
  }

  get paused(): boolean {
    return this.session.paused !== null;
  }

  /** Paused, or a game is being played back (watched or finished): the game takes no moves from outside. */
  get busy(): boolean {
    return this.paused || this.watching.watching || this.finishing.watching;
  }

  /** The pile a notice about `move` shows beside (null: none). */
  pileOf(move: Move): PileId | null {
    const position = this.position;
    return position ? movePile(position.rules, position.state.options, move) : null;
  }

  readonly warn = (message: string): void => this.options.warn(message);
}
