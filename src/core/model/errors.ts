import type { Move } from './types.js';

/**
 * How much of a caller's value an error message quotes: enough to recognise it, never the whole
 * input, so a host server that logs or returns a message never echoes a client's megabytes.
 */
export const QUOTE_LIMIT = 40;

/** `text` cut to its first `QUOTE_LIMIT` characters, `…` marking the cut. */
export const shorten = (text: string): string => (text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT)}…` : text);

/**
 * A short, safe description of any value for an error message: a string as JSON, at most
 * `QUOTE_LIMIT` characters of it and never more than twice that once escaped; a number, boolean,
 * null or undefined as itself; anything else by its kind. Never recurses nor calls into the
 * value (no `toString`), so no input can make it long, slow or throw.
 */
export function quote(value: unknown): string {
  if (typeof value === 'string') {
    let end = Math.min(value.length, QUOTE_LIMIT);
    let shown = JSON.stringify(value.slice(0, end));
    // Control characters escape to six characters each.
    while (shown.length > 2 * QUOTE_LIMIT) shown = JSON.stringify(value.slice(0, (end >>= 1)));
    return end < value.length ? `${shown}…` : shown;
  }
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** An illegal or malformed move. The message names the move (at most a short prefix of it) and says why. */
export class IllegalMoveError extends Error {
  override readonly name = 'IllegalMoveError';
  /** The move, cut to a short prefix if it was longer (no real move is). */
  readonly move: Move;
  constructor(
    move: Move,
    readonly reason: string,
    /** Position of the move in a replayed list, when it came from one. */
    readonly index?: number,
    /** The refusal's stable code (see `Rules.explain`). */
    readonly code?: string,
  ) {
    const shown = shorten(move);
    // Named as it is when printable, as every real move is; else quoted, so no control character reaches a log.
    const named = /^[\x21-\x7e]*$/.test(shown) ? shown : quote(move);
    super(index === undefined ? `${named}: ${reason}` : `move ${index + 1} (${named}): ${reason}`);
    this.move = shown;
  }
}

/** A saved game that cannot be restored: not ours, corrupt or tampered with. */
export class SavedGameError extends Error {
  override readonly name = 'SavedGameError';
}
