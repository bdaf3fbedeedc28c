/**
 * What a tap on a pile plays: pure, with no DOM, so Node tests can try it on any position.
 * The best destination of the pile's top card wins (foundation first, an occupied pile before
 * an empty one); a pile with no card move performs its action (the stock draws).
 */
import type { Move, Pile, PileId, PileRole, Rules, State } from '../core/index.js';

/** Which destinations a tap prefers, best first. */
const TAP_PREFERENCE: readonly PileRole[] = ['foundation', 'waste', 'tableau', 'centre', 'slot', 'stock'];

/** A position as the table holds it: the legal moves are listed once per position. */
export interface Position {
  readonly rules: Rules;
  readonly state: State;
  readonly legal: readonly Move[];
}

/** The number of pile `id` in `state.piles` (-1 when the game has no such pile). */
export const pileIndex = (rules: Rules, state: State, id: PileId): number => rules.piles(state.options).findIndex((s) => s.id === id);

/** Pile `id` of `state`, if the game has it. */
export const pileOf = (rules: Rules, state: State, id: PileId): Pile | undefined => state.piles[pileIndex(rules, state, id)];

/** A card move's two pile ids. */
export function splitMove(move: Move): [from: PileId, to: PileId] | null {
  const arrow = move.indexOf('>');
  return arrow < 0 ? null : [move.slice(0, arrow), move.slice(arrow + 1)];
}

/** The legal destinations of `pile`'s top card. */
export function destinations(position: Position, pile: PileId): PileId[] {
  const out: PileId[] = [];
  for (const move of position.legal) {
    const ends = splitMove(move);
    if (ends && ends[0] === pile) out.push(ends[1]);
  }
  return out;
}

/**
 * The move a single tap on `pile` makes: its top card's best legal destination; else the
 * pile's action (legal, or else illegal, so that its refusal says why); else `null`.
 */
export function tapMove(position: Position, pile: PileId): Move | null {
  const { rules, state } = position;
  const specs = rules.piles(state.options);
  const rank = (to: PileId) => {
    const i = pileIndex(rules, state, to);
    return TAP_PREFERENCE.indexOf(specs[i]!.role) * 2 + (state.piles[i]!.cards.length === 0 ? 1 : 0);
  };
  const best = destinations(position, pile).sort((a, b) => rank(a) - rank(b))[0];
  if (best !== undefined) return `${pile}>${best}`;
  const actions = rules.actions(state.options).filter((a) => a.pile === pile).map((a) => a.name);
  return actions.find((a) => position.legal.includes(a)) ?? actions[0] ?? null;
}

/** Whether `move` sends a card to a foundation. */
export function isFoundationMove(position: Position, move: Move): boolean {
  const ends = splitMove(move);
  return ends !== null && position.rules.piles(position.state.options).find((s) => s.id === ends[1])?.role === 'foundation';
}

/**
 * What the second click of a double click plays: only a move to a foundation, and nothing
 * when the first click already moved a card from this pile (`firstMoved`). Where a quick
 * second tap can mean nothing else — the stock, a game without foundations — it plays again.
 */
export function doubleTapMove(position: Position, pile: PileId, firstMoved: boolean): Move | null {
  const specs = position.rules.piles(position.state.options);
  const hasFoundations = specs.some((s) => s.role === 'foundation');
  const role = specs.find((s) => s.id === pile)?.role;
  if (!hasFoundations || role === 'stock') return tapMove(position, pile);
  if (firstMoved) return null;
  const tap = tapMove(position, pile);
  return tap !== null && isFoundationMove(position, tap) ? tap : null;
}
