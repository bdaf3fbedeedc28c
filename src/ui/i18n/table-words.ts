/**
 * What the table says about piles and moves, in the game's own words: pure functions of
 * positions, so they can be tested on any position.
 */
import { moveCount, type Card, type Move, type PileId, type Rules, type State } from '../../core/index.js';
import type { Played, SessionChange } from '../session/game-session.js';
import { cardName, cardWords } from './card-names.js';
import { gameText, messagesOf, pileName, type Lang } from './i18n.js';
import { pileOf, splitMove, type Position } from '../input/tap.js';


/** A pile's note in the game's words, if any ("enchanted"). */
const noteWord = (rules: Rules, lang: Lang, note: string | undefined) => (note ? (gameText(rules, lang).notes?.[note] ?? note) : '');

/**
 * A pile's accessible label: its name, top card, note and size ("Column 4: Eight of diamonds
 * (enchanted), 3 cards, 1 face-down card"). Face-down cards are one count, never one item each.
 */
export function describePile(rules: Rules, state: State, lang: Lang, id: PileId, note: string | undefined): string {
  const m = messagesOf(lang);
  const name = pileName(gameText(rules, lang), id);
  const pile = pileOf(rules, state, id);
  if (!pile) return name;
  const n = pile.cards.length;
  if (n === 0) return `${name}: ${m.empty}`;
  if (pile.down === n) return `${name}: ${m.faceDownCards(n)}`;
  const said = noteWord(rules, lang, note);
  const size = n > 1 ? `, ${m.cards(n)}` : '';
  return `${name}: ${cardName(pile.cards[n - 1]!, lang)}${said ? ` (${said})` : ''}${size}${pile.down > 0 ? `, ${m.faceDownCards(pile.down)}` : ''}`;
}

/** A draw that is neither a pile-to-pile move nor one of the game's named actions (turn, deal). */
const isPlainDraw = (rules: Rules, move: Move, lang: Lang): boolean => !splitMove(move) && !gameText(rules, lang).actions?.[move];

/** Whether `after` is `before`'s deal again from its start (Restart), not another deal. */
function sameDeal(before: State, after: State): boolean {
  return moveCount(after) === 0 && after.seed === before.seed && after.options.deck === before.options.deck && after.options.freeDraw === before.options.freeDraw;
}

/** The card a draw turned up: the face-up top that the position after the draw has and the one before lacks. */
function drawnCard(drawn: State, before: State): Card | undefined {
  const gained = drawn.piles.find((pile, i) => pile.cards.length > before.piles[i]!.cards.length && pile.cards.length > pile.down);
  return gained?.cards.at(-1);
}

/**
 * Every pile's visible cards, bottom to top, for "describe the table" (`?`). `shown` tells how
 * many face-up cards of a pile can be seen (a squared stack shows its top only); the others are
 * counted, not named, as they are hidden from the eye.
 */
export function describeTable(rules: Rules, state: State, lang: Lang, notes: Readonly<Record<PileId, string>>, shown: (id: PileId) => number = () => Infinity): string {
  const m = messagesOf(lang);
  const text = gameText(rules, lang);
  const phase = text.phases?.[state.phase];
  const lines = rules.piles(state.options).map(({ id }, i) => {
    const pile = state.piles[i]!;
    const said = noteWord(rules, lang, notes[id]);
    const up = pile.cards.slice(pile.down);
    const seen = Math.min(up.length, shown(id));
    const cards = up.slice(up.length - seen).map((c) => cardName(c, lang));
    const all = pile.cards.length === 0 ? [m.empty] : seen < up.length ? [m.cards(pile.cards.length), `${m.inSight}: ${cards.join(', ')}`] : pile.down > 0 ? [m.faceDownCards(pile.down), ...cards] : cards;
    return `${pileName(text, id)}${said ? ` (${said})` : ''}: ${all.join(', ')}`;
  });
  return `${[phase ? m.phase(phase) : '', ...lines].filter(Boolean).join('. ')}.`;
}

/**
 * What a move did, for the live region: the card, where it came from and where it went (or
 * what an action did), then what it set off: cards turned up, a pile refilled, a note gained or
 * lost (an enchanted card), a new phase.
 */
export function describeMove(rules: Rules, before: State, after: State, move: Move, lang: Lang): string {
  const m = messagesOf(lang);
  const text = gameText(rules, lang);
  const ends = splitMove(move);
  const said: string[] = [];
  if (ends) {
    const pile = pileOf(rules, after, ends[1])!;
    // A card put face down (into the Well of Truth's well) must not be named.
    const faceUp = pile.cards.length > pile.down;
    said.push(m.moved(faceUp ? cardWords(pile.cards.at(-1)!, lang) : null, pileName(text, ends[0]), pileName(text, ends[1])));
  } else if (text.actions?.[move]) said.push(text.actions[move]);
  const plainDraw = isPlainDraw(rules, move, lang);
  rules.piles(after.options).forEach(({ id }, i) => {
    const was = before.piles[i]!;
    const now = after.piles[i]!;
    const top = now.cards.length - 1;
    if (now === was || top < now.down || id === ends?.[1]) return;
    const card = cardWords(now.cards[top]!, lang);
    const name = pileName(text, id);
    if (id === ends?.[0] && now.cards.length >= was.cards.length) said.push(m.refilled(name, card));
    else if (top >= was.cards.length) said.push(plainDraw ? m.drew(card) : m.turnedUp(card, name));
    else if (top < was.down || was.cards[top] !== now.cards[top]) said.push(m.turnedUp(card, name));
  });
  // A note a pile gained or lost (Indian: a lone card enchanted, or the spells lifted as the stock runs out).
  const [notedBefore, notedAfter] = [rules.notes(before), rules.notes(after)];
  for (const { id } of rules.piles(after.options)) {
    const [was, now] = [notedBefore[id], notedAfter[id]];
    if (now === was) continue;
    const words = now !== undefined ? text.notes?.[now] : text.notesGone?.[was!];
    if (words) said.push(`${pileName(text, id)}: ${words}`);
  }
  const phase = before.phase !== after.phase ? text.phases?.[after.phase] : undefined;
  if (phase) said.push(m.phase(phase));
  return said.length > 0 ? said.join('. ') : move;
}

/**
 * What the live region says after a change of position: the move (or the undo, the redo, the
 * new deal) and the end of the game it brought, in one message so that neither drowns the
 * other. `null` for the first deal: a page loading is not news.
 */
export function describeChange({ kind, before, after, move, restored }: SessionChange, lang: Lang, elapsed: string): string | null {
  const m = messagesOf(lang);
  if (!before) return null;
  if (restored) return m.restoredGame(after.state.seed, moveCount(after.state));
  if (kind === 'deal') return sameDeal(before.state, after.state) ? m.restarted(after.state.seed) : m.dealt(after.state.seed);
  if (kind === 'undo') {
    const drawn = isPlainDraw(after.rules, move!, lang) ? drawnCard(before.state, after.state) : undefined;
    const what = drawn ? m.drawUndone(cardWords(drawn, lang)) : moveWords(after.rules, before.state, move!, lang);
    return m.undone([what, ...undoneEffects(after.rules, before.state, after.state, move!, lang)].join('. '), moveCount(after.state));
  }
  const said = describeMove(after.rules, before.state, after.state, move!, lang);
  return [kind === 'redo' ? m.redone(said) : said, describeEnd(before, after, lang, elapsed)].filter(Boolean).join('. ');
}

/** How a move ended the game ("Solved! 96 moves in 0:01", or why it is lost); '' when it did not. */
export function describeEnd(before: Played, after: Played, lang: Lang, elapsed: string): string {
  const m = messagesOf(lang);
  if (after.status === before.status) return '';
  return after.status === 'won' ? `${m.won} ${m.wonDetail(moveCount(after.state), elapsed)}` : after.status === 'lost' ? lostTitle(after, lang) : '';
}

/**
 * What an undo took back besides the move itself, from the position it left (`undone`) to the
 * one it restored: a refill back into the stock, a card turned up that is face down again, and
 * the phase the game is back in.
 */
function undoneEffects(rules: Rules, undone: State, restored: State, move: Move, lang: Lang): string[] {
  const m = messagesOf(lang);
  const text = gameText(rules, lang);
  const from = splitMove(move)?.[0];
  const said: string[] = [];
  rules.piles(restored.options).forEach(({ id, role }, i) => {
    const was = undone.piles[i]!;
    const now = restored.piles[i]!;
    if (was === now || role === 'stock') return;
    // The move's own card comes back onto its source: a source that had been refilled lost those cards.
    if (id === from && now.cards.length <= was.cards.length) said.push(m.refillReturned(pileName(text, id)));
    // A card that lay face up there is face down again (not cards put back face down, as a deal's three into the well).
    else if (Math.min(now.down, was.cards.length) > was.down) said.push(m.turnedDown(pileName(text, id)));
  });
  const phase = undone.phase !== restored.phase ? text.phases?.[restored.phase] : undefined;
  if (phase) said.push(m.phase(phase));
  return said;
}

/** "No more moves" when none is left; otherwise (Well, Indian) no card can reach a foundation again. */
export function lostTitle(position: Position, lang: Lang): string {
  return position.legal.length === 0 ? messagesOf(lang).lost : messagesOf(lang).lostNoWay;
}

/** The text on an empty pile's outline: the rank it waits for ("10" for a ten), if exactly one. */
export function startHint(rules: Rules, state: State, id: PileId): string {
  const rank = rules.startRank(state, id);
  return rank === 'T' ? '10' : (rank ?? '');
}

/** What a hint says: the move in words, as a proven winning move or as a suggestion. */
export function describeHint({ rules, state }: Position, move: Move, winning: boolean, lang: Lang): string {
  const what = moveWords(rules, state, move, lang, true);
  return winning ? messagesOf(lang).winningMove(what) : messagesOf(lang).suggestedMove(what);
}

/** A hint in a position proven lost: no move wins, and this one keeps the most cards in play. */
export function describeBestTry({ rules, state }: Position, move: Move, lang: Lang): string {
  return messagesOf(lang).bestTry(moveWords(rules, state, move, lang, true));
}

/**
 * A move in short words: its card from where to where, or the action. Told as done, `state` is
 * the position after it: the card is the top of its `to` pile. Asked (a hint), `state` is the
 * position before it: the card is the top of its `from` pile, and an action is what to do. A
 * card that lies face down there is named as one.
 */
function moveWords(rules: Rules, state: State, move: Move, lang: Lang, asked = false): string {
  const m = messagesOf(lang);
  const text = gameText(rules, lang);
  const ends = splitMove(move);
  if (!ends) return (asked ? text.actionHints?.[move] : undefined) ?? text.actions?.[move] ?? m.drawHint;
  const pile = pileOf(rules, state, ends[asked ? 0 : 1]);
  const card = pile && pile.cards.length > pile.down ? pile.cards.at(-1) : undefined;
  return m.moved(card ? cardWords(card, lang) : null, pileName(text, ends[0]), pileName(text, ends[1]));
}
