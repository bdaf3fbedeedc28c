/**
 * What the table says about piles and moves, in the game's own words: pure functions of
 * positions, so they can be tested on any position.
 */
import { moveCount, type Move, type PileId, type Rules, type State } from '../core/index.js';
import type { SessionChange } from './game-session.js';
import { cardName } from './card-names.js';
import { formatTime, MESSAGES, pileName, type Lang } from './i18n.js';
import type { Position } from './tap.js';

const pileOf = (rules: Rules, state: State, id: PileId) => state.piles[rules.piles(state.options).findIndex((s) => s.id === id)];

/** A pile's accessible label: its name, top card, note and size ("Column 4: Eight of diamonds (enchanted)"). */
export function describePile(rules: Rules, state: State, lang: Lang, id: PileId, note: string | undefined): string {
  const m = MESSAGES[lang];
  const name = pileName(rules.text[lang], id);
  const pile = pileOf(rules, state, id);
  if (!pile) return name;
  const n = pile.cards.length;
  const top = n === 0 ? m.empty : pile.down === n ? m.faceDown : cardName(pile.cards[n - 1]!, lang);
  const noteWord = note ? (rules.text[lang].notes?.[note] ?? note) : '';
  return `${name}: ${top}${noteWord ? ` (${noteWord})` : ''}${n > 1 ? `, ${m.cards(n)}` : ''}`;
}

/** What a move did, for the live region: the card and where it went, or what an action did. */
export function describeMove(rules: Rules, before: State, after: State, move: Move, lang: Lang): string {
  const m = MESSAGES[lang];
  const arrow = move.indexOf('>');
  if (arrow < 0) {
    const said = rules.text[lang].actions?.[move];
    if (said) return said;
    // An action that turned up one card (a draw) names it.
    const grown = after.piles.findIndex((p, i) => p.cards.length === before.piles[i]!.cards.length + 1 && p.down < p.cards.length);
    return grown < 0 ? move : m.drew(cardName(after.piles[grown]!.cards.at(-1)!, lang));
  }
  const to = move.slice(arrow + 1);
  const pile = pileOf(rules, after, to)!;
  // A card put face down (into the Well of Truth's well) must not be named.
  const faceUp = pile.cards.length > pile.down;
  return m.moved(faceUp ? cardName(pile.cards.at(-1)!, lang) : m.faceDown, pileName(rules.text[lang], to));
}

/** "No more moves" when none is left; otherwise (Well, Indian) no card can reach a foundation again. */
export function lostTitle(position: Position, lang: Lang): string {
  return position.legal.length === 0 ? MESSAGES[lang].lost : MESSAGES[lang].lostNoWay;
}

/** The text on an empty pile's outline: the rank it waits for ("10" for a ten), if exactly one. */
export function startHint(rules: Rules, state: State, id: PileId): string {
  const rank = rules.startRank(state, id);
  return rank === 'T' ? '10' : (rank ?? '');
}

/** What the live region says after a change: the move (or undo), and the end of the game as it comes. */
export function describeChange({ kind, before, after, move }: SessionChange, lang: Lang, elapsedMs: number): string {
  const m = MESSAGES[lang];
  const { rules, state, status } = after;
  if (kind === 'undo') return m.undone(moveCount(state));
  const said = describeMove(rules, before!.state, state, move!, lang);
  if (status === before!.status) return said;
  if (status === 'won') return `${said}. ${m.won} ${m.wonDetail(moveCount(state), formatTime(elapsedMs))}`;
  return status === 'lost' ? `${said}. ${lostTitle(after, lang)}` : said;
}
