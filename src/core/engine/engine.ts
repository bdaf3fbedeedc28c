/**
 * The shared move engine. A game is declared as a `GameDefinition` — its piles with their
 * roles, a deal, a card-move check, its actions and automatic effects — and `defineGame`
 * turns that into the public `Rules`: move parsing, legality, pure `apply`, status with
 * the bounded stuck-search, and layout. Only what is special about a game lives in its module.
 */
import { ALL_CARDS, ALL_RANKS, freshCards, rankOf, suitBit, suitOf, type Card, type DeckSize, type Rank } from '../model/cards.js';
import { IllegalMoveError, quote } from '../model/errors.js';
import { isSeed, MAX_SEED, shuffle } from '../model/random.js';
import type { Model, ModelClass } from '../search/model.js';
import { reachesFoundationMove } from '../search/stuck.js';
import type {
  ActionSpec, GameId, GameOptions, GameText, Layout, Move, MoveRefusal, Pile, PileId, PileRole, PileSpec, ResolvedOptions, Rules,
  State, Status, TextLang,
} from '../model/types.js';

/** What a refusal message may mention. */
export interface RefusalContext {
  readonly state: State;
  readonly move: Move;
  readonly from: PileId;
  readonly to: PileId;
  /** The card that would move (top of `from`), if any. */
  readonly card: Card | undefined;
  /** The card it would land on (top of `to`), if any. */
  readonly top: Card | undefined;
  readonly fromRole: PileRole | undefined;
  readonly toRole: PileRole | undefined;
}

/**
 * Why a move is refused: a stable `code` (for translations) and the English message. Checks
 * return one of a few module-level constants (or `null`), so listing legal moves allocates
 * nothing; the message is only written when a move is refused.
 */
export interface Refusal {
  (context: RefusalContext): string;
  readonly code: string;
}

export const refuse = (code: string, text: (context: RefusalContext) => string): Refusal => Object.assign(text, { code });

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
  readonly id: GameId;
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
   * For listing moves: writes into `out[t]` the set of cards (a mask, see `rankBit` in cards.ts)
   * that target `variant.targets[t]` could take now, a necessary condition only — `checkMove`
   * still decides each move. One call for all targets, so what they share is read once.
   * Without it every target is tried with every source. A set that also holds `EXACT` is the
   * whole truth for that target: every card in it may move there from every source pile other
   * than itself that `restricted` does not name, so the listing skips `checkMove` for those.
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
   * when no sequence of moves reaches a foundation move (RULES.md §1).
   */
  readonly searchWhenStockSpent: boolean;
  /**
   * The game's compact search model (src/core/search/), for the solver and the stuck-search.
   * Declared by the game, so an element bundles only its own. Without one the solver answers
   * 'unknown' (a game with `searchWhenStockSpent` needs one).
   */
  readonly searchModel?: ModelClass;
  /** The game's words for players (names of the game, its piles, phases, notes and actions). */
  readonly text: Readonly<Record<TextLang, GameText>>;
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

const ROLE_WORDS: Record<PileRole, string> = {
  stock: 'the stock',
  waste: 'the waste',
  tableau: 'the tableau',
  foundation: 'the foundations',
  centre: 'the centre',
  slot: 'the slots',
};

const emptySource = refuse('empty-source', (c) => `${c.from} is empty`);
const faceDownSource = refuse('face-down-source', (c) => `the top card of ${c.from} is face down`);
const samePile = refuse('same-pile', () => "a card cannot move onto its own pile");
const alreadyWon = refuse('already-won', () => 'the game is already won');
const neverMoves = refuse('never-moves', (c) => `cards on ${ROLE_WORDS[c.fromRole!]} never move${c.fromRole === 'stock' ? ' (use draw)' : ''}`);
const neverReceives = refuse('never-receives', (c) => `nothing is ever put on ${ROLE_WORDS[c.toRole!]}`);
const notAMove = refuse('not-a-move', () => 'not a move: expected FROM>TO or an action word');
const noSuchPile = refuse('no-such-pile', (c) => `no pile ${quote(c.from || c.to)} in this game`);
const noSuchAction = refuse('no-such-action', (c) => `this game has no ${c.move}`);

const ACTION_WORDS: readonly unknown[] = ['draw', 'turn', 'deal'];

/** A move as a refusal names it: a string as given (messages shorten it), anything else a JavaScript caller passes by its kind. */
const moveText = (move: unknown): Move => (typeof move === 'string' ? move : quote(move));

export function defineGame(def: GameDefinition): Rules {
  const variants = new Map<string, Variant>();

  function resolveOptions(options: GameOptions = {}): ResolvedOptions {
    if (options === null || typeof options !== 'object') throw new TypeError(`${def.id}: options must be an object`);
    const deck = options.deck ?? def.decks[0]!;
    if (!def.decks.includes(deck)) {
      throw new RangeError(`${def.id}: deck must be ${def.decks.join(' or ')} (cards per deck), not ${quote(deck)}`);
    }
    const freeDraw = options.freeDraw ?? false;
    if (typeof freeDraw !== 'boolean') throw new RangeError(`${def.id}: freeDraw must be true or false`);
    if (freeDraw && !def.hasFreeDraw) throw new RangeError(`${def.id}: this game has no freeDraw option`);
    return { deck, freeDraw };
  }

  function variantOf(options: ResolvedOptions): Variant {
    const key = `${options.deck}/${options.freeDraw}`;
    let variant = variants.get(key);
    if (!variant) {
      const specs = def.piles(options.deck);
      const index: Record<PileId, number> = Object.create(null);
      const byRole: Record<PileRole, number[]> = { stock: [], waste: [], tableau: [], foundation: [], centre: [], slot: [] };
      specs.forEach((spec, i) => {
        index[spec.id] = i;
        byRole[spec.role].push(i);
      });
      const isSource = specs.map((spec) => def.sourceRoles.includes(spec.role));
      const isTarget = specs.map((spec) => def.targetRoles.includes(spec.role));
      variant = {
        options, specs, index, byRole,
        size: options.deck * def.copies,
        sources: specs.flatMap((_, i) => (isSource[i] ? [i] : [])),
        targets: specs.flatMap((_, i) => (isTarget[i] ? [i] : [])),
        isSource,
        isTarget,
        names: specs.map((a) => specs.map((b) => `${a.id}>${b.id}`)),
      };
      variants.set(key, variant);
    }
    return variant;
  }

  // States of one deal share their options object, so one remembered answer saves a map look-up per call.
  let lastOptions: ResolvedOptions | null = null;
  let lastVariant: Variant | null = null;
  const variantOfState = (state: State): Variant => {
    if (state.options !== lastOptions) {
      lastVariant = variantOf(state.options);
      lastOptions = state.options;
    }
    return lastVariant!;
  };

  function deal(seed: number, options?: GameOptions): State {
    if (!isSeed(seed)) throw new RangeError(`${def.id}: seed must be an integer from 0 to ${MAX_SEED}, not ${quote(seed)}`);
    const resolved = resolveOptions(options);
    const variant = variantOf(resolved);
    const cards = shuffle(freshCards(resolved.deck, def.copies), seed);
    const { piles, phase } = def.deal(cards, variant);
    return { game: def.id, seed, options: resolved, phase, piles, history: null };
  }

  /** Checks a card move between pile numbers; `null` when legal. */
  function checkCardMove(state: State, variant: Variant, from: number, to: number): Refusal | null {
    if (from === to) return samePile;
    const source = state.piles[from]!;
    const { isSource, isTarget } = variant;
    if (!isSource[from]) return neverMoves;
    if (!isTarget[to]) return neverReceives;
    if (isEmpty(source)) return emptySource;
    if (source.down === source.cards.length) return faceDownSource;
    return def.checkMove(state, variant, from, to, top(source)!);
  }

  type Parsed =
    | { action: ActionDefinition }
    | { from: number; to: number }
    | { malformed: Refusal; fromId: PileId; toId: PileId };

  // Well-formed moves are few (piles² + actions), so their parses are kept; malformed ones are not.
  const parses = new Map<Variant, Map<Move, Parsed>>();
  function parse(variant: Variant, move: Move): Parsed {
    let known = parses.get(variant);
    if (!known) parses.set(variant, (known = new Map()));
    const hit = known.get(move);
    if (hit) return hit;
    const parsed = parseMove(variant, move);
    if (!('malformed' in parsed)) known.set(move, parsed);
    return parsed;
  }

  function parseMove(variant: Variant, move: Move): Parsed {
    const action = def.actions.find((a) => a.name === move);
    if (action) return { action };
    const arrow = typeof move === 'string' ? move.indexOf('>') : -1;
    if (arrow < 0) {
      return { malformed: ACTION_WORDS.includes(move) ? noSuchAction : notAMove, fromId: '', toId: '' };
    }
    const fromId = move.slice(0, arrow);
    const toId = move.slice(arrow + 1);
    const from = variant.index[fromId];
    const to = variant.index[toId];
    if (from === undefined || to === undefined) return { malformed: noSuchPile, fromId: from === undefined ? fromId : '', toId };
    return { from, to };
  }

  /** The refusal of `move` in `state` with what it concerns, or `null` when the move is legal. */
  function explain(state: State, move: Move): MoveRefusal | null {
    const variant = variantOfState(state);
    const parsed = parse(variant, move);
    let found: Refusal | null;
    if ('malformed' in parsed) found = parsed.malformed;
    else if (def.isWon(state, variant)) found = alreadyWon;
    else if ('action' in parsed) found = parsed.action.check(state, variant);
    else found = checkCardMove(state, variant, parsed.from, parsed.to);
    if (found === null) return null;
    let context: RefusalContext;
    if ('from' in parsed) {
      const from = state.piles[parsed.from]!;
      context = {
        state, move,
        from: variant.specs[parsed.from]!.id,
        to: variant.specs[parsed.to]!.id,
        card: from.down < from.cards.length ? top(from) : undefined,
        top: top(state.piles[parsed.to]!),
        fromRole: variant.specs[parsed.from]!.role,
        toRole: variant.specs[parsed.to]!.role,
      };
    } else {
      const ids = 'fromId' in parsed ? parsed : { fromId: '', toId: '' };
      context = { state, move: moveText(move), from: ids.fromId, to: ids.toId, card: undefined, top: undefined, fromRole: undefined, toRole: undefined };
    }
    return { code: found.code, message: found(context), move: moveText(move), from: context.from, to: context.to, card: context.card, top: context.top };
  }

  const refusal = (state: State, move: Move): string | null => explain(state, move)?.message ?? null;

  // A state is immutable, so the moves listed for the last state asked about stay its moves:
  // `apply` of one of them needs no second check nor parse, and the UI's `legalMoves` then
  // `status` list once. The list is written over in place (entries past `listedCount` are stale),
  // so listing allocates nothing; callers get a copy, so nothing they do to their array can make
  // `apply` accept a move. `listedCodes[i]` is `listed[i]` as `from * 64 + to`, or -1 - its
  // action's index.
  let listedState: State | null = null;
  const listed: Move[] = [];
  const listedCodes: number[] = [];
  let listedCount = 0;

  function listFor(state: State): number {
    if (state !== listedState) {
      listedCount = listMoves(state);
      listedState = state;
    }
    return listedCount;
  }

  const legalMoves = (state: State): Move[] => listed.slice(0, listFor(state));

  /** Scratch for `listMoves` (it never re-enters itself): targets by rank, and each target's card set. */
  const scratch = { byRank: new Int32Array(13), accepted: new Int32Array(32) };

  /** Writes `state`'s legal moves into `listed` and `listedCodes`; returns how many. */
  function listMoves(state: State): number {
    const variant = variantOfState(state);
    if (def.isWon(state, variant)) return 0;
    const { sources, targets, names } = variant;
    let count = 0;
    // Which targets could take each rank, as bit sets over target positions, and the suits each
    // target could take: each source card then meets only its real candidates, not every target.
    const { byRank, accepted } = scratch;
    let anyRank = 0;
    for (let r = 0; r < 13; r++) byRank[r] = 0;
    if (def.accepts) def.accepts(state, variant, accepted);
    else accepted.fill(ALL_CARDS, 0, targets.length);
    for (let t = 0; t < targets.length; t++) {
      const ranks = accepted[t]! & ALL_RANKS;
      if (ranks === ALL_RANKS) anyRank |= 1 << t;
      else for (let r = ranks; r !== 0; r &= r - 1) byRank[31 - Math.clz32(r & -r)]! |= 1 << t;
    }
    for (let i = 0; i < sources.length; i++) {
      const from = sources[i]!;
      const source = state.piles[from]!;
      const n = source.cards.length;
      if (n === 0 || source.down === n) continue;
      const card = source.cards[n - 1]!;
      const suit = suitBit(suitOf(card));
      // From a source not restricted, a card in a set with the EXACT bit moves without asking checkMove.
      const exact = def.restricted?.(state, variant, from) ? 0 : EXACT;
      const row = names[from]!;
      for (let candidates = byRank[rankOf(card)]! | anyRank; candidates !== 0; candidates &= candidates - 1) {
        const t = 31 - Math.clz32(candidates & -candidates);
        const to = targets[t]!;
        const set = accepted[t]!;
        if ((set & suit) !== 0 && to !== from && ((set & exact) !== 0 || def.checkMove(state, variant, from, to, card) === null)) {
          listedCodes[count] = from * 64 + to;
          listed[count++] = row[to]!;
        }
      }
    }
    for (let a = 0; a < def.actions.length; a++) {
      const action = def.actions[a]!;
      if (action.check(state, variant) === null) {
        listedCodes[count] = -1 - a;
        listed[count++] = action.name;
      }
    }
    return count;
  }

  function apply(state: State, move: Move): State {
    let listedAt = -1;
    if (state === listedState) for (let i = 0; i < listedCount && listedAt < 0; i++) if (listed[i] === move) listedAt = i;
    let code: number;
    if (listedAt >= 0) code = listedCodes[listedAt]!;
    else {
      const refused = explain(state, move);
      if (refused) throw new IllegalMoveError(refused.move, refused.message, undefined, refused.code);
      const parsed = parse(variantOfState(state), move) as Exclude<Parsed, { malformed: Refusal }>;
      code = 'action' in parsed ? -1 - def.actions.indexOf(parsed.action) : parsed.from * 64 + parsed.to;
    }
    const draft = new Draft(state, variantOfState(state));
    if (code < 0) def.actions[-1 - code]!.apply(draft);
    else {
      const from = code >> 6;
      const to = code & 63;
      const card = draft.take(from);
      draft.put(to, card, def.putsFaceDown?.(draft, to) ?? false);
      def.afterMove?.(draft, from, to);
    }
    return {
      game: state.game,
      seed: state.seed,
      options: state.options,
      phase: draft.phase,
      piles: draft.piles,
      history: { move, count: moveCount(state) + 1, before: state.history },
    };
  }

  function status(state: State): Status {
    const variant = variantOfState(state);
    if (def.isWon(state, variant)) return 'won';
    if (listFor(state) === 0) return 'lost';
    if (def.searchWhenStockSpent) {
      const stock = variant.byRole.stock[0];
      if (stock !== undefined && isEmpty(state.piles[stock]!) && reachesFoundationMove(new def.searchModel!(state), STUCK_SEARCH_BOUND) === false) return 'lost';
    }
    return 'playing';
  }

  function layout(state: State): Layout {
    const variant = variantOfState(state);
    const out: Layout = {};
    variant.specs.forEach((spec, i) => {
      const pile = state.piles[i]!;
      out[spec.id] = { down: pile.cards.slice(0, pile.down), up: pile.cards.slice(pile.down) };
    });
    return out;
  }

  const actionsOf = (options?: GameOptions): readonly ActionSpec[] => {
    const variant = variantOf(resolveOptions(options));
    return def.actions.map(({ name, pile, phase }) => ({ name, pile: variant.specs[variant.byRole[pile][0]!]!.id, ...(phase === undefined ? {} : { phase }) }));
  };

  function notes(state: State): Readonly<Record<PileId, string>> {
    const variant = variantOfState(state);
    const out: Record<PileId, string> = {};
    for (const [pile, note] of def.notes?.(state, variant) ?? []) out[variant.specs[pile]!.id] = note;
    return out;
  }

  function startRank(state: State, pile: PileId): Rank | undefined {
    const variant = variantOfState(state);
    const i = variant.index[pile];
    return i === undefined || !isEmpty(state.piles[i]!) ? undefined : def.startRank?.(state, variant, i);
  }

  const rules: Rules = {
    id: def.id,
    decks: def.decks,
    copies: def.copies,
    hasFreeDraw: def.hasFreeDraw,
    sourceRoles: def.sourceRoles,
    resolveOptions,
    piles: (options) => variantOf(resolveOptions(options)).specs,
    deal,
    legalMoves,
    explain,
    refusal,
    apply,
    status,
    layout,
    text: def.text,
    actions: actionsOf,
    notes,
    startRank,
  };
  if (def.searchModel) SEARCH_MODELS.set(rules, def.searchModel);
  return rules;
}

/** Kept beside `Rules` rather than on it: the model is the solver's internal, not public API. */
const SEARCH_MODELS = new WeakMap<Rules, ModelClass>();

/** The search model of a position of `rules`' game (`pruning: false` for tests), or null where the game has none. */
export function searchModelOf(rules: Rules, state: State, pruning = true): Model | null {
  const Model = SEARCH_MODELS.get(rules);
  return Model ? new Model(state, pruning) : null;
}

/** Piles dealt in rows, as cards are laid on a table: row by row, left to right. */
export function dealRows(cards: Card[], columns: number, rows: number, faceDownRows = 0): Pile[] {
  const piles: Card[][] = Array.from({ length: columns }, () => []);
  for (let row = 0; row < rows; row++) for (let col = 0; col < columns; col++) piles[col]!.push(cards.shift()!);
  return piles.map((cards) => ({ cards, down: Math.min(faceDownRows, cards.length) }));
}

/** The stock: the remaining cards face down, the next one to come (lowest index) on top. */
export function stockOf(cards: readonly Card[]): Pile {
  const reversed = cards.slice().reverse();
  return { cards: reversed, down: reversed.length };
}

export const faceUp = (cards: Card[]): Pile => ({ cards, down: 0 });
/** Shared by every deal's empty piles, so frozen: a caller's write to one must not reach every later deal. */
export const emptyPile: Pile = Object.freeze({ cards: Object.freeze([]) as readonly Card[], down: 0 });

/** The `draw` action: top of the stock onto the waste, face up. */
export function drawAction(check: (state: State, variant: Variant) => Refusal | null): ActionDefinition {
  return {
    name: 'draw',
    pile: 'stock',
    check,
    apply(draft) {
      const { stock, waste } = draft.variant.byRole;
      draft.put(waste[0]!, draft.take(stock[0]!));
    },
  };
}

export const stockEmpty = refuse('stock-empty', () => 'the stock is empty');

export const pileIds = (prefix: string, count: number, role: PileRole): PileSpec[] =>
  Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i}`, role }));
