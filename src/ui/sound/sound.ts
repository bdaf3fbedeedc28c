/**
 * The table's sound (`sound`, off by default): a card picked up and put down, a deal, a refused
 * move, a win. The AudioContext is made only when sound is on and a player has pressed a key or
 * the pointer on the table (browsers start audio only after a gesture, and a page that never wants
 * sound never makes one). Silent while the game is paused and while the page is hidden.
 */
import type { ReactiveController } from 'lit';
import { playCue, type Cue } from './cues.js';
import type { TableShared } from '../table/table-shared.js';
import { pathOf } from '../input/event-path.js';
import { DEFAULT_VOLUME, isVolume, type SoundHost } from './volume.js';

export class SoundController implements ReactiveController {
  private context: AudioContext | undefined;
  /** A player has pressed a key or the pointer on this table. */
  private gestured = false;

  constructor(private readonly shared: TableShared, private readonly table: SoundHost) {
    shared.host.addController(this);
  }

  hostConnected(): void {
    for (const [type, listener] of this.listeners()) this.shared.host.addEventListener(type, listener);
  }

  hostDisconnected(): void {
    for (const [type, listener] of this.listeners()) this.shared.host.removeEventListener(type, listener);
  }

  private listeners(): [string, (event: Event) => void][] {
    return [['pointerdown', this.onGesture], ['keydown', this.onGesture], ['patience-new-game', this.onDeal], ['patience-move', this.onMove], ['patience-win', this.onWin]];
  }

  /** Plays `cue` if sound is on and may be heard. */
  play(cue: Cue): void {
    if (!this.table.sound || !this.gestured || this.shared.paused || document.hidden) return;
    const context = this.context ??= this.create();
    if (!context) return;
    if (context.state === 'suspended') void context.resume();
    playCue(context, cue, isVolume(this.table.volume) ? this.table.volume : DEFAULT_VOLUME);
  }

  private create(): AudioContext | undefined {
    const Context = globalThis.AudioContext as typeof AudioContext | undefined;
    return Context ? new Context() : undefined;
  }

  /** A press or key heard before this was loaded (see late/after-paint.ts), handed over in order. */
  replay(event: Event): void {
    if (event.type === 'pointerdown' || event.type === 'keydown') this.onGesture(event);
  }

  private readonly onGesture = (event: Event): void => {
    this.gestured = true;
    // A press on a card picks it up (a drag, or a tap that moves it).
    if (event.type === 'pointerdown' && pathOf(event).some((target) => (target as Element).part?.contains('card'))) this.play('pick-up');
  };

  private readonly onDeal = (): void => this.play('deal');
  private readonly onMove = (event: Event): void => {
    const move = (event as CustomEvent<{ move: string }>).detail.move;
    this.play(move.includes('>') ? 'put-down' : 'deal');
  };

  private readonly onWin = (): void => this.play('win');
}
