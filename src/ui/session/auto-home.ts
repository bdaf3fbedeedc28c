/**
 * Cards that go home by themselves (`auto-home`): after each of the player's moves, every move
 * `safeHomeMove` proves can never be worse than keeping the card is made, one at a time so each
 * glides, each its own move in the move list (so `verifyWin` takes the list as it is). One Undo
 * takes back the player's move with the automatic moves it caused, and one Redo makes them again.
 * A game without foundations never has such a move.
 */
import type { ReactiveController } from 'lit';
import { safeHomeMoveOf, type State } from '../../core/index.js';
import { messagesOf } from '../i18n/i18n.js';
import { describeMove } from '../i18n/table-words.js';
import { GLIDE_MS } from '../motion/timing.js';
import type { TableShared } from '../table/table-shared.js';

export class AutoHome implements ReactiveController {
  /** Positions an automatic move made: undo and redo pass over them. Kept by identity, so a new deal or a restore needs no clearing. */
  private readonly made = new WeakSet<State>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The position the next automatic move goes from: any other (a new deal, a restore, a move of the host's) stops them. */
  private from: State | undefined;

  constructor(private readonly shared: TableShared, private readonly enabled: () => boolean) {
    shared.host.addController(this);
  }

  hostDisconnected(): void {
    this.cancel();
  }

  /** After a move of the player's: the first automatic move once the player's has glided. */
  follow(): void {
    this.cancel();
    this.from = this.shared.session.position?.state;
    if (this.enabled()) this.timer = setTimeout(() => this.step(), GLIDE_MS);
  }

  private step(): void {
    this.timer = undefined;
    const { session, announcer, host } = this.shared;
    const before = session.position;
    // Paused or played back meanwhile: nothing moves by itself.
    if (!before || before.state !== this.from || this.shared.busy || before.status !== 'playing' || !this.enabled()) return;
    const move = safeHomeMoveOf(before.rules, before.state);
    if (move === null || session.play(move) !== null) return;
    const after = session.position!.state;
    this.made.add(after);
    this.from = after;
    // Said after the move's own words, which it replaces: short, and marked as the table's.
    announcer.announce(messagesOf(host.language).wentHome(describeMove(before.rules, before.state, after, move, host.language)));
    this.timer = setTimeout(() => this.step(), GLIDE_MS);
  }

  private cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Takes back the last move of the player's, and the automatic moves after it. */
  undo(): boolean {
    this.cancel();
    const session = this.shared.session;
    let left = session.position?.state;
    if (!session.undo()) return false;
    while (left && this.made.has(left)) {
      left = session.position!.state;
      if (!session.undo()) break;
    }
    return true;
  }

  /** Makes the last undone move of the player's again, and the automatic moves that followed it. */
  redo(): boolean {
    this.cancel();
    const session = this.shared.session;
    if (!session.redo()) return false;
    for (let next = session.nextRedo; next && this.made.has(next); next = session.nextRedo) session.redo();
    return true;
  }
}
