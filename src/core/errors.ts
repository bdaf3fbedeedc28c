import type { Move } from './types.js';

/** An illegal or malformed move. The message names the move and says why. */
export class IllegalMoveError extends Error {
  override readonly name = 'IllegalMoveError';
  constructor(
    readonly move: Move,
    readonly reason: string,
    /** Position of the move in a replayed list, when it came from one. */
    readonly index?: number,
    /** The refusal's stable code (see `Rules.explain`). */
    readonly code?: string,
  ) {
    super(index === undefined ? `${move}: ${reason}` : `move ${index + 1} (${move}): ${reason}`);
  }
}

/** A saved game that cannot be restored: not ours, corrupt or tampered with. */
export class SavedGameError extends Error {
  override readonly name = 'SavedGameError';
}
