/**
 * What a table does on each change of position, before the host renders it (the old layout is
 * still on screen): input and hints let go of the old position, the move glides, the live region
 * says what happened; and whether the player has closed the end-of-game message.
 */
import type { Rules, State, Status } from '../../core/index.js';
import type { SessionChange } from '../session/game-session.js';
import type { SolverLoader } from '../solver/solver-loader.js';
import { formatTime, messagesOf } from '../i18n/i18n.js';
import type { TableHost, TableShared } from './table-shared.js';
import type { AfterPaint } from '../late/after-paint.js';
import { reducedMotion } from '../motion/timing.js';
import { describeChange, describeEnd } from '../i18n/table-words.js';

export class TableChanges {
  /** The player closed this game's end-of-game message. */
  endDismissed = false;

  private readonly host: TableHost;

  /** A game won before the cascade was loaded: the message waits for it to load and play. */
  private cascadeDue = false;

  constructor(
    private readonly shared: TableShared,
    private readonly hints: SolverLoader,
    private readonly late: AfterPaint,
  ) {
    this.host = shared.host;
  }

  changed(change: SessionChange): void {
    const { hints } = this;
    const late = this.late.parts;
    const announcer = this.shared.announcer;
    late?.input.positionChanged();
    hints.positionChanged(change);
    const { kind, before, after } = change;
    // A move before the parts are in (the host's, before the page was idle): they are wanted now.
    if (!late && kind !== 'deal') this.late.load().catch(() => undefined);
    // A notice (a refused move's reason) is about the position before: it goes with it.
    announcer.clearNotice();
    // Before the motion is loaded (a host's moves before the first idle moment), cards jump.
    if (kind === 'deal') {
      this.endDismissed = false;
      this.cascadeDue = false;
      late?.cascade.stop();
      if (before && !change.restored) late?.motion.dealt(after.rules, after.state);
    } else if (before) late?.motion.capture(after.rules, before.state, after.state);
    if (kind === 'move' && before?.status === 'playing' && after.status === 'won') this.cascade(after.rules, after.state);
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

  /** The game was just won in `won`: the cascade plays after the coming render, once loaded (the message waits for it). */
  private cascade(rules: Rules, won: State): void {
    const late = this.late.parts;
    if (late) return late.cascade.won(rules, won);
    if (reducedMotion()) return;
    this.cascadeDue = true;
    this.late.whenLoaded(({ cascade }) => {
      // A new deal since then has no cascade to wait for.
      if (!this.cascadeDue) return;
      this.cascadeDue = false;
      if (won === this.shared.position?.state) cascade.won(rules, won);
      this.host.requestUpdate();
    });
  }

  /** Whether the end-of-game message shows: the game is over, and neither the player nor the host (`no-end-dialog`, a cancelled end event) put it away. */
  endOpen(status: Status, noEndDialog: boolean): boolean {
    // The message's code comes with the late parts: a game over before they are in waits for them (see AfterPaint.hostUpdated).
    return status !== 'playing' && !noEndDialog && !this.endDismissed && !this.shared.session.endCancelled && !this.cascadeDue && this.late.parts !== null && !this.late.parts.cascade.running;
  }

  /** Closes the end-of-game message of a game that has ended; false when none is open. */
  dismissEnd(ended: boolean): boolean {
    if (!ended || this.endDismissed) return false;
    this.endDismissed = true;
    this.host.requestUpdate();
    return true;
  }
}
