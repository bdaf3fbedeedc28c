/**
 * The positions one move ahead of the one in play, worked out while the page is idle. A game's
 * status can cost a search once its stock is spent (docs/rules.md, "Common ground"); a move
 * whose next position is ready spends none of it before its frame. The positions are the rules'
 * own (`apply`, `legalMoves`, `status`), so nothing a move tells changes, only when the work is
 * done; a move made before its position is ready works it out then, as without a lookahead.
 */
import type { Move, Rules, State } from '../../core/index.js';
import { later } from '../late/idle.js';
import type { Played } from './game-session.js';

export class Lookahead {
  private from: Played | null = null;
  private ready = new Map<Move, Played>();
  private stop?: () => void;

  constructor(private readonly positionOf: (rules: Rules, state: State) => Played) {}

  /** `position` came into play: its next positions are worked out, one a task, while idle. */
  watch(position: Played): void {
    this.stop?.();
    this.from = position;
    this.ready = new Map();
    if (position.status !== 'playing') return;
    const moves = [...position.legal];
    const step = () => {
      const move = moves.shift();
      if (move === undefined || this.from !== position) return;
      this.ready.set(move, this.positionOf(position.rules, position.rules.apply(position.state, move)));
      this.stop = later(step);
    };
    this.stop = later(step);
  }

  /** The position `move` leads to from `position`, if it is ready. */
  take(position: Played, move: Move): Played | undefined {
    return this.from === position ? this.ready.get(move) : undefined;
  }
}
