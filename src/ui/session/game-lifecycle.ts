/**
 * A table's games from deal to end: the deal its attributes ask for (once, however many of
 * them change together), restoring and saving under `persist`, the player's statistics,
 * watching a recorded game, and pausing while the page is hidden.
 */
import type { ReactiveController } from 'lit';
import {
  isSeed, MAX_SEED, moveCount, readSavedGameOf, serialize, type GameOptions, type Move, type Rules, type SavedGame, type State,
} from '../../core/index.js';
import { isDaily, type DealOptions } from './deal-options.js';
import type { GameSession, SessionChange } from './game-session.js';
import type { Playback } from '../motion/playback.js';
import type { PutBack } from './saves/game-persistence.js';
import { SavesDoor } from './saves-door.js';
import type { GameStorage } from './storage-key.js';
import type { TableHost, TableShared } from '../table/table-shared.js';

/** Milliseconds between two moves of a watched game at speed 1. */
const WATCH_MS = 600;

/** A deal asked for, before a `winnable` search. */
interface DealAsked {
  readonly seed: number;
  readonly options: GameOptions;
  /** The UTC date of a daily deal. */
  readonly daily?: string;
}

const randomSeed = (): number => crypto.getRandomValues(new Uint32Array(1))[0]!;

/** Where the table deals another seed than the one asked for (`winnable`). */
export interface SeedFinder {
  /** The seed to deal, or `null` when that search was overtaken by another deal; `null` instead of a promise: `seed` itself. */
  dealFrom(rules: Rules, seed: number, options: GameOptions): Promise<number | null> | null;
}

/**
 * Resolves once the page's parser-inserted scripts have run: DOMContentLoaded comes after the
 * last deferred and module script. At once when it has come (a page still parsing has not).
 */
function pageScriptsRun(): Promise<void> | void {
  // Optional: DOM shims a host may test with (jsdom) lack Navigation Timing.
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  const done = navigation ? navigation.domContentLoadedEventStart > 0 : document.readyState !== 'loading';
  if (done || document.readyState === 'complete') return;
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

export class GameLifecycle implements ReactiveController, PutBack {
  /** The games kept under `persist`, and the statistics. */
  readonly saves: SavesDoor;
  private readonly options: DealOptions;
  private readonly playback: Playback;
  private readonly session: GameSession;
  private readonly host: TableHost;
  private dealPending = true;
  /** Counts the games put in play (deals, restores, watches): a `winnable` search for an earlier one is dropped. */
  private games = 0;
  /** A `winnable` search dropped because the element left the page: searched again when it is back. */
  private dropped: DealAsked | undefined;

  constructor(
    shared: TableShared,
    private readonly rules: () => Rules,
    private readonly findSeed: SeedFinder,
  ) {
    this.host = shared.host;
    this.host.addController(this);
    this.options = shared.options;
    this.saves = new SavesDoor(shared, rules, this);
    this.playback = shared.watching;
    this.session = shared.session;
  }

  /** The saved games' code while it loads: for the first deal, or a `persist` set later, whose saved game may take the deal's place. */
  loading(): Promise<unknown> | undefined {
    return this.saves.pending;
  }

  /** Whether the game in play is a recorded one played back by `watch` (its end shows no statistics). */
  get watched(): boolean {
    return this.session.silent;
  }

  private get state(): State | undefined {
    return this.session.position?.state;
  }

  /**
   * When the first deal is announced: in a task after the first render, so a listener added
   * right after the import hears it, a static import's or an awaited `import()`'s (whose
   * continuation runs after the render's microtasks); and not before the page's own module
   * scripts have run, however late the one after the elements' tag arrives.
   */
  private get firstRender(): Promise<unknown> | undefined {
    // And not before the saved games' code, if `persist` (set on an element not yet defined, read at its first update) asked for it then.
    return this.host.hasUpdated ? undefined : this.host.updateComplete.then(pageScriptsRun).then(() => this.saves.pending).then(() => new Promise((resolve) => setTimeout(resolve)));
  }

  hostConnected(): void {
    document.addEventListener('visibilitychange', this.onVisibility);
    this.saves.follow(true);
    // A deal asked for while detached happens now, a `winnable` search dropped there goes on;
    // the very first deal may be a saved game.
    const dropped = this.dropped;
    this.dropped = undefined;
    if (dropped) this.dealFrom(dropped);
    else if (this.dealPending) this.state ? this.deal() : this.begin();
    if (this.session.paused === 'hidden' && !document.hidden) this.session.resume();
    // A game running here (put back in the task it left in, or resumed by the host off the page) on a page hidden meanwhile.
    this.holdIfHidden();
    // Back on the page: what it did not hear while the element was off it (see GameSession.untold).
    this.session.catchUp();
  }

  /**
   * Time off the page is not played: a game under way pauses while its element is detached.
   * Not when it is only moved (put back in the same task, as a framework reordering does).
   */
  hostDisconnected(): void {
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.saves.follow(false);
    queueMicrotask(() => !this.host.isConnected && this.session.running && this.session.pause('hidden'));
  }

  /**
   * A game restored or put back while the page is hidden, or restored while the element is off
   * the page, waits, as one in play would have paused. Not one never yet on the page (created,
   * restored, then added: the host's usual order), which would only hear a pause and a resume.
   */
  private holdIfHidden(): void {
    const offPage = this.host.hasUpdated && !this.host.isConnected;
    if ((document.hidden || offPage) && this.session.running) this.session.pause('hidden');
  }

  /** A `seed` or `deck` attribute changed: deal anew unless it asks for the game in play (or is bad). */
  attributeChanged(name: string, value: string | null): void {
    const state = this.state;
    if (!state) return;
    // Setting seed and deck together deals once; that deal reads both and shows what it dealt.
    if (this.dealPending) return;
    if (name === 'seed' && value !== null && Number(value) === state.seed) return;
    if (name === 'seed' && isDaily(value) && this.session.daily === this.options.daily(this.rules(), state.options.deck)?.date) return;
    // A bad seed (it warns) leaves the game in play, whose seed goes back on the attribute.
    if (name === 'seed' && value !== null && !isDaily(value) && this.options.seed(true) === undefined) return this.showDeal();
    if (name === 'deck' && this.options.deck(this.rules(), state) === state.options.deck) return this.showDeal();
    this.dealPending = true;
    this.dropped = undefined;
    queueMicrotask(() => this.dealPending && this.host.isConnected && this.deal());
  }

  /** The `free-draw` property changed: a game in play with the other option is dealt anew; true when it was. */
  freeDrawChanged(): boolean {
    const state = this.state;
    if (!state || state.options.freeDraw === this.options.freeDraw(this.rules(), this.host.freeDraw)) return false;
    this.deal();
    return true;
  }

  /**
   * A deal the host asked for in this task (`seed`, `deck`, `free-draw`, which wait for each
   * other till the task ends, so that setting two deals once) is made now, before an action: the
   * host plays the game it asked for, never the one it is about to replace. True when it dealt.
   */
  dealAsked(): boolean {
    if (!this.dealPending || !this.state || !this.host.isConnected) return this.freeDrawChanged();
    this.deal();
    return true;
  }

  /** Deals `seed`, or a random deal. */
  newGame(seed?: number): void {
    if (seed !== undefined && !isSeed(seed)) throw new RangeError(`newGame: seed must be an integer from 0 to ${MAX_SEED}`);
    this.deal(seed ?? randomSeed());
  }

  /** Deals `seed`, else the `seed` attribute's deal, else a random one; or what `findSeed` finds from there. */
  deal(seed?: number): void {
    const rules = this.rules();
    const options = this.dealOptions(rules);
    const daily = seed === undefined ? this.options.daily(rules, options.deck) : undefined;
    const chosen = seed ?? daily?.seed ?? this.options.seed() ?? randomSeed();
    this.session.givingWay(false);
    this.resetFor();
    this.dealFrom({ seed: chosen, options, daily: daily?.date });
  }

  /** Deals `asked`, or what `findSeed` finds from there; the game in play gave way already (`resetFor`). */
  private dealFrom(asked: DealAsked): void {
    const rules = this.rules();
    const found = this.findSeed.dealFrom(rules, asked.seed, asked.options);
    if (!found) return this.dealNow(rules, asked.seed, asked.options, asked.daily);
    const game = this.games;
    void found.then((seed) => {
      // Another game was put in play meanwhile (a restore, a saved game read late, a watch).
      if (game !== this.games) return;
      if (seed !== null) return this.dealNow(rules, seed, asked.options, asked.daily);
      // Dropped as the element left the page: searched again at once if it is already back (only
      // moved), else when it is.
      if (this.host.isConnected) this.dealFrom(asked);
      else this.dropped = asked;
    });
  }

  private dealOptions(rules: Rules): GameOptions {
    return { deck: this.options.deck(rules, this.state), freeDraw: this.options.freeDraw(rules, this.host.freeDraw) };
  }

  /** The same deal again from its start, exactly (not another `winnable` search), with the options it was dealt with. */
  restart(): void {
    const state = this.state;
    if (!state) return;
    const daily = this.session.daily;
    this.session.givingWay(true);
    this.resetFor();
    this.dealNow(this.rules(), state.seed, state.options, daily);
  }

  private dealNow(rules: Rules, seed: number, options: GameOptions, daily?: string): void {
    this.session.hold(() => {
      this.session.deal(rules, seed, options, this.firstRender, daily);
      this.showDeal();
    });
  }

  /** A saved game back in play; throws `SavedGameError` (another game's save too) and changes nothing. */
  restore(saved: string | SavedGame): void {
    const rules = this.rules();
    const { state, elapsedMs } = readSavedGameOf(rules, saved);
    this.resetFor();
    // The host's game replaces the one still being read, which is no longer wanted: this one is saved, over it.
    this.saves.overrule(rules.id);
    this.restoreNow(rules, state, elapsedMs);
  }

  /** Puts `state` in play with `elapsedMs` on the clock, its events told once the attributes show it. */
  restoreNow(rules: Rules, state: State, elapsedMs: number): void {
    // Under `seed="daily"`, a saved game of today's deal is still the daily one.
    const daily = this.options.daily(rules, state.options.deck);
    this.session.hold(() => {
      this.session.restore(rules, state, elapsedMs, this.firstRender, daily?.seed === state.seed ? daily.date : undefined);
      this.showDeal();
      this.holdIfHidden();
    });
  }

  saveGame(): string {
    if (!this.state) throw new Error(`<${this.host.localName}> has no game yet`);
    return serialize(this.state, { elapsedMs: this.session.elapsedMs });
  }

  /**
   * Plays `moves` back from the start of the deal the attributes ask for (a `seed` or `deck` set
   * just before, whose own deal waits for a microtask, included); throws at once when they do
   * not replay. The game in play gives way, but a saved one stays saved: a watched game is never
   * saved over it, so there it is not abandoned either.
   */
  watch(moves: readonly Move[], speed: number): Promise<boolean> {
    if (!(speed > 0)) throw new RangeError(`watch: speed must be above 0, not ${speed}`);
    if (!Array.isArray(moves) || !moves.every((move) => typeof move === 'string')) {
      const got = Array.isArray(moves) ? 'an array holding something else' : moves === null ? 'null' : typeof moves;
      throw new TypeError(`watch: moves must be an array of move strings, such as ['T0>W', 'draw']; got ${got}`);
    }
    const rules = this.rules();
    // Before the first deal (a saved game still being read) the seed must be asked for.
    const seed = this.options.seed(true) ?? this.state?.seed;
    if (seed === undefined) throw new RangeError('watch: no deal to watch: set seed first');
    const options = this.dealOptions(rules);
    moves.reduce((s, move) => rules.apply(s, move), rules.deal(seed, options));
    this.resetFor(this.saves.key(rules.id) !== null);
    this.session.silent = true;
    this.dealNow(rules, seed, options);
    return this.playback.run(moves, WATCH_MS / speed, (move) => this.session.play(move) === null, () => this.session.paused !== null);
  }

  /** The first deal: the saved game under `persist` if there is one, else the attributes' deal. */
  private begin(): void {
    this.dealPending = false;
    // A deal made because the storage was slow (maybe still searching, under `winnable`) gives
    // way to the saved game while nothing else was put in play and no move was made.
    let fallback: number | undefined;
    const untouched = () => fallback === undefined ? !this.state
      : fallback === this.games && (!this.state || (moveCount(this.state) === 0 && !this.playback.watching));
    const none = () => {
      if (!this.state) this.deal();
      fallback = this.games;
    };
    if (this.saves.key(this.rules().id) === null && !this.saves.kept) return none();
    // The saved game's code first: the first deal waits for it (taken off the page meanwhile, it deals when back).
    this.saves.whenKept((kept) => (this.host.isConnected ? kept.load(untouched, none) : this.dealWhenBack()), none);
  }

  /** Before a new game: a watched one stops, and one in progress counts as abandoned unless it stays `saved`. */
  resetFor(saved = false): void {
    this.dealPending = false;
    this.dropped = undefined;
    this.games++;
    const state = this.state;
    if (!saved && !this.watched && state && moveCount(state) > 0 && this.session.position!.status === 'playing') {
      this.saves.record(state.game, state.options.deck, 'abandoned');
    }
    this.session.silent = false;
    this.playback.stop();
  }

  /** The attributes show the deal in play (see DealOptions.show). */
  private showDeal(): void {
    if (this.state) this.options.show(this.rules(), this.state, this.session.daily !== undefined);
  }

  private onVisibility = (): void => {
    if (document.hidden) this.session.pause('hidden');
    else if (this.session.paused === 'hidden') this.session.resume();
    if (document.hidden) this.saves.saveNow();
  };

  dealWhenBack(): void {
    this.dealPending = true;
  }

  /** The host's `storage`; anything but `{ get, set, remove }` warns, and localStorage is used. */
  useStorage(value: GameStorage | null): void {
    this.saves.useStorage(value);
  }

  /** `persist` or `storage` set after the first deal (see GamePersistence.savesChanged). */
  savesChanged(): void {
    this.saves.savesChanged();
  }

  /** Saves every change and counts the statistics. */
  saveChange(change: SessionChange): void {
    this.saves.saveChange(change);
  }
}
