/**
 * What a game element shares with its primitives through @lit/context: an immutable
 * snapshot, replaced (never mutated) on every change so consumers see a new identity.
 */
import { createContext } from '@lit/context';
import type { Move, PileId, Rules, State, Status } from '../core/index.js';
import type { Lang, Messages } from './i18n.js';

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
  /** Notes on piles by id (e.g. `enchanted`), from the rules; `data-note` shows them. */
  readonly notes: Readonly<Record<PileId, string>>;
  /** Accessible label of a pile: its name, its top card and its size. */
  readonly describePile: (id: PileId) => string;
  /** Text shown on an empty pile (the rank it waits for), if any. */
  readonly hintFor: (id: PileId) => string;
}

export const tableContext = createContext<TableView | undefined>(Symbol('patience-table-view'));
