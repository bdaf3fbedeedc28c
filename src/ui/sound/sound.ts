/**
 * The table's sound (`sound`, off by default): a card picked up and put down, a deal, a refused
 * move, a win. The AudioContext is made only when sound is on and a player has pressed a key or
 * the pointer on the table (browsers start audio only after a gesture, and a page that never wants
 * sound never makes one). Silent while the game is paused and while the page is hidden.
 */
import type { ReactiveController } from 'lit';
import { playCue, type Cue } from './cues.js';
import type { TableShared } from '../table/table-shared.js';

/** The volume a table starts at, and falls back to from a bad value. */
export const DEFAULT_VOLUME = 0.5;

/** What the sound reads of its table. */
export interface SoundHost {
  readonly sound: boolean;
  volume: number;
}

const isVolume = (value: unknown): value is number => typeof value === 'number' && value >= 0 && value <= 1;

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

  /** A bad `volume` (not a number from 0 to 1) falls back to the default, with one warning; `null` or `undefined` silently. */
  hostUpdate(): void {
    const volume = this.table.volume as number | null | undefined;
    if (isVolume(volume)) return;
    // Unset (a framework removing the prop) is the default, as for the attributes: no warning.
    if (volume !== null && volume !== undefined) this.shared.warn(`volume: ${String(volume)} is not a number from 0 to 1; using ${DEFAULT_VOLUME}`);
    this.table.volume = DEFAULT_VOLUME;
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

  private readonly onGesture = (event: Event): void => {
    this.gestured = true;
    // A press on a card picks it up (a drag, or a tap that moves it).
    if (event.type === 'pointerdown' && event.composedPath().some((target) => (target as Element).part?.contains('card'))) this.play('pick-up');
  };

  private readonly onDeal = (): void => this.play('deal');
  private readonly onMove = (event: Event): void => {
    const move = (event as CustomEvent<{ move: string }>).detail.move;
    this.play(move.includes('>') ? 'put-down' : 'deal');
  };

  private readonly onWin = (): void => this.play('win');
}
