/**
 * What a table does on each change of position, before the host renders it (the old layout is
 * still on screen): input and hints let go of the old position, the move glides, the live region
 * says what happened; and whether the player has closed the end-of-game message.
 */
import type { ReactiveControllerHost } from 'lit';
import type { Announcer } from './announcer.js';
import type { SessionChange } from './game-session.js';
import type { HintsController } from './hints.js';
import { formatTime, MESSAGES, type Lang } from './i18n.js';
import type { MotionController } from './motion.js';
import type { TableInput } from './table-input.js';
import type { WinCascade } from './win-cascade.js';
import { describeChange, describeEnd } from './table-words.js';

export interface ChangeParts {
  readonly input: TableInput;
  readonly hints: HintsController;
  readonly motion: MotionController;
  readonly announcer: Announcer;
  readonly cascade: WinCascade;
  /** Whether the game in play is a recorded one being watched. */
  readonly watched: () => boolean;
}

/** The table, as seen from here. */
export interface ChangesHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly language: Lang;
  readonly elapsedMs: number;
}

export class TableChanges {
  /** The player closed this game's end-of-game message. */
  endDismissed = false;

  constructor(
    private readonly host: ChangesHost,
    private readonly parts: ChangeParts,
  ) {}

  changed(change: SessionChange): void {
    const { input, hints, motion, announcer, cascade } = this.parts;
    input.positionChanged();
    hints.positionChanged(change);
    const { kind, before, after } = change;
    // A notice (a refused move's reason) is about the position before: it goes with it.
    announcer.clearNotice();
    if (kind === 'deal') {
      this.endDismissed = false;
      cascade.stop();
      if (before && !change.restored) motion.dealt(after.rules, after.state);
    } else if (before) motion.capture(after.rules, before.state, after.state);
    if (kind === 'move' && before?.status === 'playing' && after.status === 'won') cascade.won(after.rules, after.state);
    // A finish (the hints' playback) plays many moves a second: it said it is finishing, and now says only its end.
    if (kind === 'move' && before && hints.playback.watching) {
      const end = describeEnd(before, after, this.host.language, formatTime(this.host.elapsedMs));
      if (end) announcer.announce(end);
      return;
    }
    // A watched game's deal is the recording starting, not a restart or a deal of the player's.
    const said = kind === 'deal' && this.parts.watched() ? MESSAGES[this.host.language].watching : describeChange(change, this.host.language, formatTime(this.host.elapsedMs));
    if (said) announcer.announce(said);
  }

  /** Closes the end-of-game message of a game that has ended; false when none is open. */
  dismissEnd(ended: boolean): boolean {
    if (!ended || this.endDismissed) return false;
    this.endDismissed = true;
    this.host.requestUpdate();
    return true;
  }
}
