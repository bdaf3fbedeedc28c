/**
 * The shared move engine: `defineGame` turns a game's declaration (`GameDefinition`) into the
 * public `Rules`: move parsing, legality, pure `apply`, status with the bounded stuck-search, and
 * layout. Only what is special about a game lives in its folder.
 */
import { ALL_CARDS, ALL_RANKS, freshCards, rankOf, suitBit, suitOf, type Rank } from '../model/cards.js';
import { IllegalMoveError, quote } from '../model/errors.js';
import { isSeed, MAX_SEED, shuffle } from '../model/random.js';
import type { Model, ModelClass } from '../search/model.js';
import { reachesFoundationMove } from '../search/stuck.js';
import type { ActionSpec, GameOptions, Layout, Move, MoveRefusal, PileId, PileRole, ResolvedOptions, Rules, State, Status } from '../model/types.js';
import { Draft, EXACT, STUCK_SEARCH_BOUND, type ActionDefinition, type GameDefinition, type Variant } from './definition.js';
import {
  alreadyWon, emptySource, englishMessage, faceDownSource, neverMoves, neverReceives, noSuchAction, noSuchPile, notAMove, samePile, SHARED_REFUSALS, stockDraws,
  type Refusal, type RefusalContext,
} from './refusals.js';
import { isEmpty, moveCount, top } from './state.js';

export * from './definition.js';
export * from './pieces.js';
export { refuse, stockEmpty, type Refusal } from './refusals.js';
export * from './state.js';

const ACTION_WORDS: readonly unknown[] = ['draw', 'turn', 'deal'];

/** A game's words with the shared refusals' words beside its own. */
const withSharedRefusals = (text: GameDefinition['text']): Rules['text'] => ({
  en: { ...text.en, refusals: { ...SHARED_REFUSALS, ...text.en.refusals } },
});

/** A move as a refusal names it: a string as given (messages shorten it), anything else a JavaScript caller passes by its kind. */
const moveText = (move: unknown): Move => (typeof move === 'string' ? move : quote(move));

export function defineGame(def: GameDefinition): Rules {
  const variants = new Map<string, Variant>();
  const text = withSharedRefusals(def.text);

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
    if (!isSource[from]) return variant.specs[from]!.role === 'stock' ? stockDraws : neverMoves;
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
    return { code: found.code, message: englishMessage(found, text.en.refusals!, context), move: moveText(move), from: context.from, to: context.to, card: context.card, top: context.top };
  }

  // The last state's moves, kept (states are immutable): `apply` of one needs no second check, and
  // `legalMoves` then `status` list once. Written over in place, so listing allocates nothing;
  // callers get a copy. `listedCodes[i]` is `listed[i]` as `from * 64 + to`, or -1 - its action's index.
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
    apply,
    status,
    layout,
    text,
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

