/** Reading and freezing positions. */
import type { Card } from '../model/cards.js';
import type { Move, Pile, State } from '../model/types.js';

export const moveCount = (state: State): number => state.history?.count ?? 0;

/**
 * Freezes `state` in place at every level (the state, its options, piles and their cards, and its
 * history links down to the first frozen one) and returns it. The core never writes to a state,
 * and freezes none as it plays (frozen arrays are slower to copy); this is for a state handed to
 * code that might write to it (an element's `state`), so that a slip throws instead of changing
 * the game in play behind the rules' back.
 */
export function freezeState(state: State): State {
  if (Object.isFrozen(state)) return state;
  for (const pile of state.piles) {
    Object.freeze(pile.cards);
    Object.freeze(pile);
  }
  Object.freeze(state.piles);
  Object.freeze(state.options);
  for (let link = state.history; link !== null && !Object.isFrozen(link); link = link.before) Object.freeze(link);
  return Object.freeze(state);
}

/** The moves made since the deal, oldest first. */
export function movesOf(state: State): Move[] {
  const moves: Move[] = new Array(moveCount(state));
  for (let link = state.history; link; link = link.before) moves[link.count - 1] = link.move;
  return moves;
}

export const top = (pile: Pile): Card | undefined => pile.cards[pile.cards.length - 1];
export const isEmpty = (pile: Pile): boolean => pile.cards.length === 0;

/** A key that is equal for equal positions (two copies of a card are interchangeable). */
export function positionKey(state: State): string {
  let key = String(state.phase);
  for (const pile of state.piles) key += '|' + pile.down + pile.cards.join('');
  return key;
}


/** Whether piles `first` … `first + count - 1` hold every card of the game: won, where those are its foundations. */
export function allCardsOn(state: State, first: number, count: number, size: number): boolean {
  let cards = 0;
  for (let p = first; p < first + count; p++) cards += state.piles[p]!.cards.length;
  return cards === size;
}
