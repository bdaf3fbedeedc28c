import type { Card, DeckSize, Rank } from './cards.js';

/** A game's id. Any string to the engine, so a host can define a game of its own; the registry's `GameId` narrows it to the shipped games. */
export type AnyGameId = string;
/** A pile id as in docs/rules.md: `S`, `W`, `C`, `T0…`, `F0…`, `W0…W2`. */
export type PileId = string;
/** A move in docs/rules.md's notation: `FROM>TO` (`T3>F1`) or an action word (`draw`, `turn`, `deal`). */
export type Move = string;
export type Status = 'playing' | 'won' | 'lost';
export type PileRole = 'stock' | 'waste' | 'tableau' | 'foundation' | 'centre' | 'slot';

/** Deal options as a host passes them; every field is optional. */
export interface GameOptions {
  /** Size of one deck (36 or 52); two-deck games hold each card twice. */
  deck?: DeckSize;
  /** The Funnel only: `draw` is legal at any time (Dead King Golf: nothing on a king). */
  freeDraw?: boolean;
}

/** Deal options with every default filled in. */
export interface ResolvedOptions {
  readonly deck: DeckSize;
  readonly freeDraw: boolean;
}

/** A pile: its cards bottom→top, the lowest `down` of them face down. */
export interface Pile {
  readonly cards: readonly Card[];
  readonly down: number;
}

export interface PileSpec {
  readonly id: PileId;
  readonly role: PileRole;
}

/**
 * A game position. Immutable and plain data (structured-cloneable, so it can cross to a Web
 * Worker). `piles` follow the order of `rules.piles(options)`.
 */
export interface State {
  readonly game: AnyGameId;
  readonly seed: number;
  readonly options: ResolvedOptions;
  /** The Well of Truth's phase (1, 2 or 3); 0 in the other games. */
  readonly phase: number;
  readonly piles: readonly Pile[];
  /** The moves made since the deal, newest first as a shared chain; read them with `movesOf`. */
  readonly history: MoveHistory | null;
}

/**
 * The move record as a persistent list: each state adds one link to its parent's, so a
 * move costs the same at move 1 and move 1000 and no state is ever copied or mutated.
 */
export interface MoveHistory {
  readonly move: Move;
  readonly count: number;
  readonly before: MoveHistory | null;
}

export interface PileLayout {
  readonly down: readonly Card[];
  readonly up: readonly Card[];
}

export type Layout = Record<PileId, PileLayout>;

/** Why a move was refused. `code` is stable (for translations); `message` is the game's English words for it (`text.en.refusals`), cards and piles named by code. */
export interface MoveRefusal {
  readonly code: string;
  readonly message: string;
  readonly move: Move;
  /** Source and destination pile ids ('' where the move names none or an unknown one). */
  readonly from: PileId;
  readonly to: PileId;
  /** The card that would move and the card it would land on, where they exist. */
  readonly card: Card | undefined;
  readonly top: Card | undefined;
}

/** The language the core writes a game's words in; the elements' other languages are language packs. */
export type TextLang = 'en';

/**
 * What a game calls things, for the player: plain data in one language, which the elements
 * show and announce. Pile names are looked up by exact id (`W`), then by pattern, `{n}`
 * standing for the pile's number from 1 (`'T{n}': 'Column {n}'` names `T0` "Column 1").
 */
export interface GameText {
  readonly name: string;
  readonly subtitle: string;
  readonly piles: Readonly<Record<string, string>>;
  /** Names of the phases, by phase number (Well of Truth). */
  readonly phases?: readonly string[];
  /** Words for the notes `Rules.notes` puts on piles (e.g. `enchanted`). */
  readonly notes?: Readonly<Record<string, string>>;
  /** Words for a note a move took off a pile ("no longer enchanted"), said after the move. */
  readonly notesGone?: Readonly<Record<string, string>>;
  /** What a game-specific action word did, announced after it (e.g. `turn`). */
  readonly actions?: Readonly<Record<string, string>>;
  /** The same actions asked of the player, as a hint offers them ("turn the corner piles over"). */
  readonly actionHints?: Readonly<Record<string, string>>;
  /** Words for every refusal the game can give, by refusal code (`MoveRefusal.code`), with placeholders as `fillRefusal` documents. */
  readonly refusals?: Readonly<Record<string, string>>;
}

/** An action word and the pile a tap on which performs it. */
export interface ActionSpec {
  readonly name: Move;
  readonly pile: PileId;
  /** The phase it belongs to, in a game with phases (the Well of Truth); absent: any time. */
  readonly phase?: number;
}

/** The rules of one game: everything a host or an element needs, as pure functions. */
export interface Rules {
  readonly id: AnyGameId;
  /** Deck sizes this game can be dealt with; the first is the default. */
  readonly decks: readonly DeckSize[];
  /** Number of copies of the deck (2 for the Well of Truth and Indian). */
  readonly copies: 1 | 2;
  /** Whether the game has the `freeDraw` option. */
  readonly hasFreeDraw: boolean;
  /** The roles of the piles whose top card moves (elsewhere cards stay once there, or leave only by an action word). */
  readonly sourceRoles: readonly PileRole[];
  /** Fills in defaults and checks options; throws `RangeError` on an option the game lacks. Other keys are ignored (a win event's detail may be passed as the options). */
  resolveOptions(options?: GameOptions): ResolvedOptions;
  /** The piles of the game, in the order of `State.piles`. */
  piles(options?: GameOptions): readonly PileSpec[];
  deal(seed: number, options?: GameOptions): State;
  legalMoves(state: State): Move[];
  /** Why `move` is illegal in `state` — a stable code, a message and what it concerns — or `null` when legal. */
  explain(state: State, move: Move): MoveRefusal | null;
  /** The position after `move`; throws `IllegalMoveError` (state untouched) when illegal. */
  apply(state: State, move: Move): State;
  status(state: State): Status;
  layout(state: State): Layout;
  /** The game's words for players in English (the elements take other languages from language packs). */
  readonly text: { readonly en: GameText };
  /** The action words and the piles they belong to (a tap on `S` draws). */
  actions(options?: GameOptions): readonly ActionSpec[];
  /** Notes on piles that a player must know of (Indian: `enchanted`), keyed by pile id; English words in `text.en.notes`. */
  notes(state: State): Readonly<Record<PileId, string>>;
  /** The rank an empty pile waits for, where exactly one rank can start it (Indian foundations: `A`). */
  startRank(state: State, pile: PileId): Rank | undefined;
}

/** What identifies a deal: enough, with the moves, to replay it with the rules core. */
export interface DealDetail {
  readonly game: AnyGameId;
  readonly deck: DeckSize;
  readonly freeDraw: boolean;
  readonly seed: number;
  /** With `seed="daily"`: the UTC date (`YYYY-MM-DD`) whose deal this is (`dailySeed`; with `winnable`, the first winnable seed from it). */
  readonly daily?: string;
}

/** A game won or lost, as the elements tell it (`patience-win`, `patience-lose`): what a server checks with `verifyWin`. */
export interface EndDetail extends DealDetail {
  /** The whole move list from the deal: `verifyWin(game, seed, { deck, freeDraw }, moves)`. */
  readonly moves: readonly Move[];
  readonly moveCount: number;
  /** Milliseconds from the first move to the last. */
  readonly elapsedMs: number;
}
