/**
 * What a game element shares with its primitives through @lit/context: an immutable
 * snapshot, replaced (never mutated) on every change so consumers see a new identity.
 */
import { createContext } from '@lit/context';
import type { Move, PileId, Rules, State, Status } from '../../core/index.js';
import type { Played } from '../session/game-session.js';
import { messagesOf, type Lang, type Messages } from '../i18n/i18n.js';
import { describePile, startHint } from '../i18n/table-words.js';

export interface TableView {
  readonly rules: Rules;
  readonly state: State;
  readonly status: Status;
  /** Pile id → index into `state.piles`. */
  readonly index: Readonly<Record<PileId, number>>;
  readonly legal: readonly Move[];
  readonly lang: Lang;
  readonly messages: Messages;
  readonly fourColour: boolean;
  /** Card width in CSS pixels; heights and fan offsets follow from it. */
  readonly cardWidth: number;
  /** Piles a card being dragged may legally go to. */
  readonly targets: ReadonlySet<PileId>;
  /** The pile whose top card is being dragged, if any. */
  readonly dragging: PileId | null;
  /** A hint's piles: the one whose top card moves, then its destination. */
  readonly hinted: readonly PileId[];
  /** Notes on piles by id (e.g. `enchanted`), from the rules; `data-note` shows them. */
  readonly notes: Readonly<Record<PileId, string>>;
  /** Accessible label of a pile: its name, its top card and its size. */
  readonly describePile: (id: PileId) => string;
  /** Text shown on an empty pile (the rank it waits for), if any. */
  readonly hintFor: (id: PileId) => string;
  /** The pile whose action is the only legal move now (the Well of Truth's turn, a lone draw), if any. */
  readonly prompt: PileId | null;
  /** Foundations holding a whole suit's run (a quarter of the deck). */
  readonly complete: ReadonlySet<PileId>;
}

export const tableContext = createContext<TableView | undefined>(Symbol('patience-table-view'));

/** What a snapshot is made from besides the position. */
export type ViewInputs = Pick<TableView, 'lang' | 'cardWidth' | 'fourColour' | 'targets' | 'dragging' | 'hinted'>;

/** A snapshot of `position` as the table shows it; `previous` itself when nothing it shows changed. */
export function tableView(position: Played, inputs: ViewInputs, previous?: TableView): TableView {
  const { rules, state } = position;
  const { lang, cardWidth, fourColour, targets, dragging, hinted } = inputs;
  if (previous && previous.state === state && previous.lang === lang && previous.messages === messagesOf(lang) && previous.cardWidth === cardWidth
    && previous.fourColour === fourColour && previous.targets === targets && previous.dragging === dragging && previous.hinted === hinted) return previous;
  const index: Record<PileId, number> = {};
  rules.piles(state.options).forEach((spec, i) => (index[spec.id] = i));
  const notes = rules.notes(state);
  const specs = rules.piles(state.options);
  const complete = new Set(specs.filter((spec, i) => spec.role === 'foundation' && state.piles[i]!.cards.length >= state.options.deck / 4).map((spec) => spec.id));
  return {
    rules, state, status: position.status, legal: position.legal, index, lang, messages: messagesOf(lang),
    fourColour, cardWidth, targets, dragging, hinted, notes,
    // A destination of the card being moved says so in its own name, as it lights up on screen.
    describePile: (id) => `${describePile(rules, state, lang, id, notes[id])}${targets.has(id) ? ` (${messagesOf(lang).legalTarget})` : ''}`,
    hintFor: (id) => startHint(rules, state, id),
    prompt: position.status === 'playing' ? promptPile(rules, state, position.legal) : null,
    complete,
  };
}

/** The pile every legal move is the action of, if they all are one pile's actions. */
function promptPile(rules: Rules, state: State, legal: readonly Move[]): PileId | null {
  const actions = rules.actions(state.options);
  const piles = new Set(legal.map((move) => actions.find((action) => action.name === move)?.pile ?? null));
  const [pile] = piles;
  return piles.size === 1 && pile !== undefined ? pile : null;
}
