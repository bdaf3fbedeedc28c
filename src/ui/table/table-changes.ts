/**
 * What a table does on each change of position, before the host renders it (the old layout is
 * still on screen): input and hints let go of the old position, the move glides, the live region
 * says what happened; and whether the player has closed the end-of-game message.
 */
import type { Status } from '../../core/index.js';
import type { SessionChange } from '../session/game-session.js';
import type { HintsController } from '../solver/hints.js';
import { formatTime, messagesOf } from '../i18n/i18n.js';
import type { TableHost, TableShared } from './table-shared.js';
import type { MotionController } from '../motion/motion.js';
import type { WinCascade } from '../motion/win-cascade.js';
import type { TableInput } from '../input/table-input.js';
import { describeChange, describeEnd } from '../i18n/table-words.js';

export class TableChanges {
  /** The player closed this game's end-of-game message. */
  endDismissed = false;

  private readonly host: TableHost;

  constructor(
    private readonly shared: TableShared,
    private readonly input: TableInput,
    private readonly hints: HintsController,
    private readonly motion: MotionController,
    private readonly cascade: WinCascade,
  ) {
    this.host = shared.host;
  }

  changed(change: SessionChange): void {
    const { input, hints, motion, cascade } = this;
    const announcer = this.shared.announcer;
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
    if (kind === 'move' && before && this.shared.finishing.watching) {
      const end = describeEnd(before, after, this.host.language, formatTime(this.host.elapsedMs));
      if (end) announcer.announce(end);
      return;
    }
    // A watched game's deal is the recording starting, not a restart or a deal of the player's.
    const said = kind === 'deal' && this.shared.session.silent ? messagesOf(this.host.language).watching : describeChange(change, this.host.language, formatTime(this.host.elapsedMs));
    if (said) announcer.announce(said);
  }

  /** Whether the end-of-game message shows: the game is over, and neither the player nor the host (`no-end-dialog`, a cancelled end event) put it away. */
  endOpen(status: Status, noEndDialog: boolean): boolean {
    return status !== 'playing' && !noEndDialog && !this.endDismissed && !this.shared.session.endCancelled && !this.cascade.running;
  }

  /** Closes the end-of-game message of a game that has ended; false when none is open. */
  dismissEnd(ended: boolean): boolean {
    if (!ended || this.endDismissed) return false;
    this.endDismissed = true;
    this.host.requestUpdate();
    return true;
  }
}
