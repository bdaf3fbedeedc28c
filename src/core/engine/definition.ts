/** What a game declares for `defineGame`: its piles, deal, checks, actions and effects, over a variant's pile table. */
import type { Card, DeckSize, Rank } from '../model/cards.js';
import type { AnyGameId, GameText, Move, Pile, PileId, PileRole, PileSpec, ResolvedOptions, State } from '../model/types.js';
import type { ModelClass } from '../search/model.js';
import type { Refusal } from './refusals.js';

/** One game variant (game + options) with its pile table, shared by all its states. */
export interface Variant {
  readonly options: ResolvedOptions;
  readonly specs: readonly PileSpec[];
  readonly index: Readonly<Record<PileId, number>>;
  /** Pile numbers by role. */
  readonly byRole: Readonly<Record<PileRole, readonly number[]>>;
  /** Total number of cards. */
  readonly size: number;
  /** Piles whose top may ever move, and piles that may ever receive a card (by the game's roles). */
  readonly sources: readonly number[];
  readonly targets: readonly number[];
  readonly isSource: readonly boolean[];
  readonly isTarget: readonly boolean[];
  /** Move names by pile numbers: `names[from][to]` is `"T3>F1"`. */
  readonly names: readonly (readonly Move[])[];
}

/** A mutable copy of a position's piles, used only inside `apply`. */
export class Draft {
  readonly piles: Pile[];
  phase: number;
  constructor(state: State, readonly variant: Variant) {
    this.piles = state.piles.slice();
    this.phase = state.phase;
  }
  /** Removes and returns the top card of pile `i` (face-down cards stay face down). */
  take(i: number): Card {
    const pile = this.piles[i]!;
    const cards = pile.cards.slice(0, -1);
    this.piles[i] = { cards, down: Math.min(pile.down, cards.length) };
    return pile.cards[pile.cards.length - 1]!;
  }
  /** Puts `card` on top of pile `i`, face up unless `faceDown` (a face-down card goes under no face-up one). */
  put(i: number, card: Card, faceDown = false): void {
    const pile = this.piles[i]!;
    this.piles[i] = { cards: [...pile.cards, card], down: faceDown ? pile.down + 1 : pile.down };
  }
  /** Turns up the top card of pile `i` if it is face down (an automatic effect). */
  revealTop(i: number): void {
    const pile = this.piles[i]!;
    if (pile.cards.length > 0 && pile.down === pile.cards.length) this.piles[i] = { cards: pile.cards, down: pile.down - 1 };
  }
  set(i: number, pile: Pile): void {
    this.piles[i] = pile;
  }
}

export interface ActionDefinition {
  readonly name: Move;
  /** The role of the pile a tap on which performs the action. */
  readonly pile: PileRole;
  /** The phase it belongs to, in a game with phases; absent: any time. */
  readonly phase?: number;
  check(state: State, variant: Variant): Refusal | null;
  apply(draft: Draft): void;
}

export interface GameDefinition {
  readonly id: AnyGameId;
  readonly decks: readonly DeckSize[];
  readonly copies: 1 | 2;
  readonly hasFreeDraw: boolean;
  piles(deck: DeckSize): readonly PileSpec[];
  /** Lays out `cards` (the shuffled deck, dealt from index 0) into piles. */
  deal(cards: Card[], variant: Variant): { piles: Pile[]; phase: number };
  /** Roles whose top card may ever move, and roles that may ever receive a card. */
  readonly sourceRoles: readonly PileRole[];
  readonly targetRoles: readonly PileRole[];
  /**
   * The game's own check of a card move from a source pile (face-up top `card`) to another
   * target pile. Generic checks (roles, empty source, face-down top, same pile) are done.
   */
  checkMove(state: State, variant: Variant, from: number, to: number, card: Card): Refusal | null;
  /**
   * For listing moves: writes into `out[t]` the cards (a set, see `rankBit`) that target
   * `variant.targets[t]` could take now; `checkMove` decides each move in it, unless the set also
   * holds `EXACT`: then every card in it may move there from any other source `restricted` does
   * not name. Without it every target is tried with every source. A game builds both from the
   * same card-set functions (its piles.ts), so each rule is written once.
   */
  accepts?(state: State, variant: Variant, out: Int32Array): void;
  /** Sources whose moves `checkMove` must always decide, whatever `accepts` says (Indian's enchanted cards). */
  restricted?(state: State, variant: Variant, from: number): boolean;
  /** Automatic effects after a card move (turning up, refilling, phase changes). */
  afterMove?(draft: Draft, from: number, to: number): void;
  /** Face-down destination: whether a card put on `to` lies face down (the Well of Truth's centre in phase 2). */
  putsFaceDown?(draft: Draft, to: number): boolean;
  readonly actions: readonly ActionDefinition[];
  isWon(state: State, variant: Variant): boolean;
  /**
   * Well and Indian: once the stock is spent, a game with moves left can still be lost —
   * when no sequence of moves reaches a foundation move (docs/rules.md, "Common ground").
   */
  readonly searchWhenStockSpent: boolean;
  /**
   * The game's compact search model (its search.ts), for the solver and the stuck-search; declared
   * here so an element bundles only its own. Without one the solver answers 'unknown' (a game with
   * `searchWhenStockSpent` needs one).
   */
  readonly searchModel?: ModelClass;
  /** The game's words for players in English: its names, piles, phases, notes, actions, and the words of every refusal its checks return. */
  readonly text: { readonly en: GameText };
  /** Notes on piles (pile number → note word), for the player; see `Rules.notes`. */
  notes?(state: State, variant: Variant): ReadonlyMap<number, string>;
  /** The rank an empty pile `pile` waits for, where exactly one rank can start it. */
  startRank?(state: State, variant: Variant, pile: number): Rank | undefined;
}

/**
 * Positions the stuck-search visits at most before it gives up and says `playing`: a count, not
 * a clock, so the same position gets the same status on every machine. `npm run bench` checks
 * that the worst case stays well inside a 16 ms frame.
 */
export const STUCK_SEARCH_BOUND = 1_500;

/** In a card set from `accepts`: the set is exact (see `GameDefinition.accepts`). Above the 17 bits of a card set. */
export const EXACT = 1 << 17;

