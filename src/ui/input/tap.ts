/**
 * What a tap on a pile plays: pure, with no DOM, so Node tests can try it on any position.
 * The best destination of the pile's top card wins (foundation first, an occupied pile before
 * an empty one); a pile with no card move performs its action (the stock draws).
 */
import type { ActionSpec, GameOptions, Move, Pile, PileId, PileRole, Rules, State } from '../../core/index.js';

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

/** The role of pile `id` in a game laid out for `options` (`undefined`: the game has no such pile). */
export const roleOf = (rules: Rules, options: GameOptions | undefined, id: PileId): PileRole | undefined => rules.piles(options).find((s) => s.id === id)?.role;

/** Pile `id` of `state`, if the game has it. */
export const pileOf = (rules: Rules, state: State, id: PileId): Pile | undefined => state.piles[pileIndex(rules, state, id)];

/** A card move's two pile ids. */
export function splitMove(move: Move): [from: PileId, to: PileId] | null {
  const arrow = move.indexOf('>');
  return arrow < 0 ? null : [move.slice(0, arrow), move.slice(arrow + 1)];
}

/** The pile a move is about, for a notice: a card move's destination, an action's pile (null: neither). */
export function movePile(rules: Rules, options: GameOptions | undefined, move: Move): PileId | null {
  return splitMove(move)?.[1] ?? rules.actions(options).find((a) => a.name === move)?.pile ?? null;
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
 * Of `actions`, the one a tap or `D` plays: a legal one; else, so that its refusal says why,
 * the one of this phase or else of the next to come (the Well of Truth's well fills, then
 * deals), else the first; `null` when there are none.
 */
export function actionToTry({ state, legal }: Position, actions: readonly ActionSpec[]): Move | null {
  const now = state.phase;
  const phaseOf = (action: ActionSpec) => action.phase ?? now;
  const coming = actions.filter((a) => phaseOf(a) >= now).sort((a, b) => phaseOf(a) - phaseOf(b));
  return (actions.find((a) => legal.includes(a.name)) ?? coming[0] ?? actions[0])?.name ?? null;
}

/**
 * The move a single tap on `pile` makes: its top card's best legal destination; else the
 * pile's legal action; else, where no face-up card was tapped, its action that is illegal,
 * so that its refusal says why; else `null` (a face-up card with no move: the caller says so,
 * rather than why an action it was not meant for cannot be taken).
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
  const actions = rules.actions(state.options).filter((a) => a.pile === pile);
  const action = actionToTry(position, actions);
  const tapped = pileOf(rules, state, pile)!;
  const faceUpCard = tapped.cards.length > tapped.down;
  return action !== null && (position.legal.includes(action) || !faceUpCard) ? action : null;
}

/** Whether `move` sends a card to a foundation. */
export function isFoundationMove(position: Position, move: Move): boolean {
  const ends = splitMove(move);
  return ends !== null && roleOf(position.rules, position.state.options, ends[1]) === 'foundation';
}

/**
 * What the second click of a double click plays: only a move to a foundation, and nothing
 * when the first click already moved a card from this pile (`firstMoved`). Where a quick
 * second tap can mean nothing else — the stock, a pile whose tap is an action (the Well of
 * Truth's well dealing), a game without foundations — it plays again.
 */
export function doubleTapMove(position: Position, pile: PileId, firstMoved: boolean): Move | null {
  const specs = position.rules.piles(position.state.options);
  const hasFoundations = specs.some((s) => s.role === 'foundation');
  const role = roleOf(position.rules, position.state.options, pile);
  const tap = tapMove(position, pile);
  if (!hasFoundations || role === 'stock' || (tap !== null && splitMove(tap) === null)) return tap;
  if (firstMoved) return null;
  return tap !== null && isFoundationMove(position, tap) ? tap : null;
}
