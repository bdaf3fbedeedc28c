/**
 * What a table does on each change of position, before the host renders it (the old layout is
 * still on screen): input and hints let go of the old position, the move glides, the live region
 * says what happened; and whether the player has closed the end-of-game message.
 */
import type { ReactiveControllerHost } from 'lit';
import type { Announcer } from '../chrome/announcer.js';
import type { SessionChange } from '../session/game-session.js';
import type { HintsController } from '../solver/hints.js';
import { formatTime, MESSAGES, type Lang } from '../i18n/i18n.js';
import type { MotionController } from '../motion/motion.js';
import type { TableInput } from '../input/table-input.js';
import { describeChange, describeEnd } from '../i18n/table-words.js';

export interface ChangeParts {
  readonly input: TableInput;
  readonly hints: HintsController;
  readonly motion: MotionController;
  readonly announcer: Announcer;
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
    const { input, hints, motion, announcer } = this.parts;
    input.positionChanged();
    hints.positionChanged(change);
    const { kind, before, after } = change;
    // A notice (a refused move's reason) is about the position before: it goes with it.
    announcer.clearNotice();
    if (kind === 'deal') {
      this.endDismissed = false;
      if (before && !change.restored) motion.dealt(after.rules, after.state);
    } else if (before) motion.capture(after.rules, before.state, after.state);
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
    this.host.renderRoot.querySelector('patience-end-dialog')?.finishCelebration();
    return true;
  }
}
