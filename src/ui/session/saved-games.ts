/**
 * Saved games and statistics for a table with `persist`: the game in play is written to the
 * storage after every change and read back when the element is created; statistics per game
 * and deck are kept beside it. The storage is `localStorage` unless the host sets its own,
 * sync or async. Nothing here ever throws at the player: unreadable data is dropped with one
 * warning and a fresh deal, a storage that fails leaves the game in memory with one warning.
 */
import { readSavedGameOf, serialize, type AnyGameId, type DeckSize, type Rules, type State } from '../../core/index.js';

/** Where saved games live: `localStorage`, or a host's own (e.g. cloud) store; sync or async. */
export interface GameStorage {
  get(key: string): string | null | undefined | Promise<string | null | undefined>;
  /** What it returns is not read; a promise is awaited, and its rejection is a failed write. */
  set(key: string, value: string): unknown;
  remove(key: string): unknown;
}

/** A player's record in one game and deck. */
export interface GameStats {
  /** Deals that got at least one move. */
  readonly played: number;
  readonly won: number;
  /** Wins in a row, up to now; a loss or an abandoned game ends it. */
  readonly streak: number;
  /** The longest streak, kept only while it is longer than `streak` (see `bestStreakOf`). */
  readonly bestStreak?: number;
  readonly bestTimeMs: number | null;
  readonly fewestMoves: number | null;
}

/** The longest streak so far: the current one unless an earlier one was longer. */
export const bestStreakOf = (stats: GameStats): number => Math.max(stats.streak, stats.bestStreak ?? 0);

export const NO_STATS: GameStats = { played: 0, won: 0, streak: 0, bestTimeMs: null, fewestMoves: null };

/** Statistics by deck size. */
export type StatsByDeck = Readonly<Partial<Record<DeckSize, GameStats>>>;

/** `persist` as a property: `true` is the attribute with no value (one key per game), `false` no attribute. */
export const persistAttribute = {
  fromAttribute: (value: string | null): string | null => value,
  toAttribute: (value: unknown): unknown => (value === true ? '' : value === false ? null : value),
};

const KEY_PREFIX = 'patience-elements';
export const statsKey = (game: AnyGameId) => `${KEY_PREFIX}/stats/${game}`;

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isBest = (value: unknown): boolean => value === null || (typeof value === 'number' && Number.isFinite(value) && value >= 0);

/** A stored JSON object (statistics, settings), or `null` for anything else. */
export function recordFrom(text: string): Record<string, unknown> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  return parsed === null || typeof parsed !== 'object' || Array.isArray(parsed) ? null : (parsed as Record<string, unknown>);
}

/** Statistics read back from storage, or `null` when anything in them is not what `record` writes. */
function statsFrom(text: string): Partial<Record<DeckSize, GameStats>> | null {
  const parsed = recordFrom(text);
  if (!parsed) return null;
  const out: Partial<Record<DeckSize, GameStats>> = {};
  for (const [deck, value] of Object.entries(parsed)) {
    const s = value as Partial<Record<keyof GameStats, unknown>> | null;
    if ((deck !== '36' && deck !== '52') || s === null || typeof s !== 'object') return null;
    if (![s.played, s.won, s.streak].every(isCount) || !isBest(s.bestTimeMs) || !isBest(s.fewestMoves) || !(s.bestStreak === undefined || isCount(s.bestStreak))) return null;
    out[Number(deck) as DeckSize] = { played: s.played as number, won: s.won as number, streak: s.streak as number,
      ...(s.bestStreak === undefined ? {} : { bestStreak: s.bestStreak as number }),
      bestTimeMs: s.bestTimeMs as number | null, fewestMoves: s.fewestMoves as number | null };
  }
  return out;
}

/** `localStorage` as a storage (read only when called: a page without it fails a call, not the import). */
export const localStore: GameStorage = {
  get: (key) => globalThis.localStorage.getItem(key),
  set: (key, value) => globalThis.localStorage.setItem(key, value),
  remove: (key) => globalThis.localStorage.removeItem(key),
};

/** How long one storage call may take before it counts as failed and the next one goes. */
export const STORAGE_CALL_MS = 10_000;

/** Whether a storage answered later (a promise of any realm, or a thenable). */
const isLater = (value: unknown): value is PromiseLike<unknown> =>
  value !== null && (typeof value === 'object' || typeof value === 'function') && typeof (value as PromiseLike<unknown>).then === 'function';

/** A storage answer, sync or async, handed to `then` as it comes: at once when sync. */
function whenAnswered<T, R>(answer: T | PromiseLike<T>, then: (value: T) => R): R | Promise<R> {
  return isLater(answer) ? Promise.resolve(answer).then(then) : then(answer as T);
}

interface Write {
  readonly run: () => unknown;
  /** Whose write it is: a newer write of the same table to the same key takes its waiting one's place. */
  readonly owner: object;
  readonly failed: (error: unknown) => void;
  /** A call given up on (STORAGE_CALL_MS) that lands after all may have undone newer ones: this writes them again. */
  readonly landedLate?: () => void;
  /** Given up on: whatever it answers later is not taken for the answer. */
  abandoned?: boolean;
}

/**
 * Storage calls waiting per storage and key, run one at a time in order, so an async storage
 * never lands an older save after a newer one (or after a won game's removal), a read never
 * misses a write still under way, and two tables adding to one game's statistics never write
 * over each other. Tables share this only as they share the storage itself (a host's object,
 * or localStorage). The first call of a key's list is under way.
 */
const queues = new WeakMap<GameStorage, Map<string, Write[]>>();

function enqueue(store: GameStorage, key: string, write: Write): void {
  let byKey = queues.get(store);
  if (!byKey) queues.set(store, (byKey = new Map()));
  const queue = byKey.get(key);
  if (!queue) {
    byKey.set(key, [write]);
    return drain(byKey, key);
  }
  // In the waiting one's place: a read queued after it still comes after the newer write.
  const waiting = queue.findIndex((other, i) => i > 0 && other.owner === write.owner);
  if (waiting > 0) queue[waiting] = write;
  else queue.push(write);
}

/**
 * Runs a key's calls: a sync storage's at once, an async one's each after the last has settled
 * (or failed for taking over STORAGE_CALL_MS: a call that never answers must not stop the rest).
 */
function drain(byKey: Map<string, Write[]>, key: string): void {
  const queue = byKey.get(key)!;
  while (queue.length > 0) {
    const write = queue[0]!;
    let done: unknown;
    try {
      done = write.run();
    } catch (error) {
      write.failed(error);
    }
    if (isLater(done)) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise((_, reject) => (timer = setTimeout(() => {
        write.abandoned = true;
        reject(new Error(`no answer in ${STORAGE_CALL_MS / 1000} s`));
      }, STORAGE_CALL_MS)));
      void Promise.resolve(done).then(() => write.abandoned && write.landedLate?.(), () => undefined);
      void Promise.race([done, late]).then(undefined, write.failed).then(() => {
        clearTimeout(timer);
        queue.shift();
        drain(byKey, key);
      });
      return;
    }
    queue.shift();
  }
  byKey.delete(key);
}

type StatsUpdate = (stats: Partial<Record<DeckSize, GameStats>>) => Partial<Record<DeckSize, GameStats>>;

/** The table, as its saved games see it: `persist` as a property, set at once, before Lit reflects it. */
export interface SavesHost {
  readonly persist: string | boolean | null;
}

/** Where a saved game was read from, and whether the read failed. */
interface ReadFrom {
  readonly store: GameStorage;
  readonly key: string | null;
  failed: boolean;
}

export class SavedGames {
  /** The host's storage; `localStorage` when unset. */
  storage: GameStorage | null = null;
  /** The statistics as last read from or written to the storage (or only in memory, without `persist`). */
  private stats: Partial<Record<DeckSize, GameStats>> = {};
  /** Records not yet written: they are applied to what the storage holds then, which another table may have changed. */
  private unwritten: StatsUpdate[] = [];
  /** The newest save per key, written again should an older one, given up on, land after it. */
  private readonly newest = new Map<string, () => unknown>();
  /** Statistics writes of this table that have landed: one landing late after another is stale. */
  private landed = 0;
  /**
   * Where the saved game and statistics were last read from, and whether that read failed (the
   * storage threw or rejected): a key that could not be read is never written over, since what
   * it holds is unknown.
   */
  private lastRead?: ReadFrom;

  constructor(
    private readonly host: SavesHost,
    private readonly warn: (message: string) => void,
  ) {}

  private get store(): GameStorage {
    return this.storage ?? localStore;
  }

  /** The storage key of the game in play (`persist="key"`, or one per game), or `null` without `persist`. */
  key(game: AnyGameId): string | null {
    const persist = this.host.persist;
    if (persist == null || persist === false) return null;
    return (persist === true ? '' : String(persist).trim()) || `${KEY_PREFIX}/${game}`;
  }

  /** Whether the storage or the key differs from those `load` last read from. */
  changedSinceRead(game: AnyGameId): boolean {
    return this.lastRead?.store !== this.store || this.lastRead.key !== this.key(game);
  }

  /**
   * The saved game to go on with, if any: read, checked (foreign, corrupt or tampered data is
   * dropped with a warning) and replayed. Sync storage answers at once, async later.
   */
  load(rules: Rules): { state: State; elapsedMs: number } | null | Promise<{ state: State; elapsedMs: number } | null> {
    const key = this.key(rules.id);
    const lastRead: ReadFrom = { store: this.store, key, failed: false };
    this.lastRead = lastRead;
    if (key === null) return null;
    const read = (text: string | null | undefined) => {
      if (text === null || text === undefined) return null;
      try {
        return readSavedGameOf(rules, text);
      } catch (error) {
        this.warn(`persist: the game saved under "${key}" cannot be read (${(error as Error).message}); dealing a new game`);
      }
      return null;
    };
    const unreadable = (error: unknown) => {
      lastRead.failed = true;
      this.failed(error);
      return null;
    };
    let answer: ReturnType<GameStorage['get']>;
    try {
      answer = this.read(key);
    } catch (error) {
      return unreadable(error);
    }
    return isLater(answer) ? Promise.resolve(answer).then(read, unreadable) : read(answer);
  }

  /** Reads `key`, after any call still waiting on it (at once when there is none, so a sync storage answers at once). */
  private read(key: string): ReturnType<GameStorage['get']> {
    const store = this.store;
    if (!queues.get(store)?.has(key)) return store.get(key);
    return new Promise((resolve, reject) => enqueue(store, key, { owner: {}, failed: reject, run: () => whenAnswered(store.get(key), resolve) }));
  }

  /** Writes the game in play (or removes it once won: the next visit deals afresh); not over a saved game that could not be read, so the game stays in memory. */
  save(state: State, elapsedMs: number, won: boolean): void {
    const key = this.key(state.game);
    const store = this.store;
    if (key === null || (this.lastRead?.failed && this.lastRead.store === store && this.lastRead.key === key)) return;
    const text = won ? null : serialize(state, { elapsedMs });
    const run = () => (text === null ? store.remove(key) : store.set(key, text));
    this.newest.set(key, run);
    enqueue(store, key, { run, owner: this, failed: this.failed, landedLate: () => enqueue(store, key, { run: this.newest.get(key)!, owner: this, failed: this.failed }) });
  }

  /** The statistics of `game`, read from the storage when `persist` is on. */
  async loadStats(game: AnyGameId): Promise<void> {
    if (this.key(game) === null) return;
    let text: string | null | undefined;
    try {
      text = await this.read(statsKey(game));
    } catch (error) {
      return this.failed(error);
    }
    if (typeof text !== 'string') return;
    const stats = statsFrom(text);
    if (stats) this.stats = stats;
    else this.warn(`persist: the statistics of ${game} cannot be read; starting them afresh`);
  }

  /**
   * Every game's statistics kept in the storage (whatever `persist` says: they are the player's on
   * this site), this table's own game's as it knows them; a record that cannot be read is left out.
   */
  async allStats(games: readonly AnyGameId[], own: AnyGameId): Promise<Partial<Record<AnyGameId, StatsByDeck>>> {
    const out: Partial<Record<AnyGameId, StatsByDeck>> = {};
    for (const game of games) {
      if (game === own) out[game] = this.statsOf();
      else out[game] = await Promise.resolve().then(() => this.read(statsKey(game))).then((text) => (typeof text === 'string' ? statsFrom(text) ?? {} : {}), () => ({}));
    }
    return out;
  }

  /** Forgets every game's statistics, in the storage and here. */
  resetStats(games: readonly AnyGameId[]): void {
    this.stats = {};
    this.unwritten = [];
    for (const game of games) enqueue(this.store, statsKey(game), { owner: {}, failed: this.failed, run: () => this.store.remove(statsKey(game)) });
  }

  statsOf(): StatsByDeck {
    return this.unwritten.reduce((stats, update) => update(stats), this.stats);
  }

  /** Counts a deal's first move, its end, or its abandonment (a new deal while it was in progress). */
  record(game: AnyGameId, deck: DeckSize, what: 'started' | 'abandoned' | 'lost' | { won: { ms: number; moves: number } }): void {
    const min = (a: number | null, b: number) => (a === null ? b : Math.min(a, b));
    this.unwritten.push((stats) => {
      const was = { ...NO_STATS, ...stats[deck] };
      const now: GameStats =
        what === 'started' ? { ...was, played: was.played + 1 }
        // A streak that ends keeps its length if it was the longest.
        : what === 'abandoned' || what === 'lost' ? { ...was, streak: 0, ...(was.streak > 0 ? { bestStreak: bestStreakOf(was) } : {}) }
        : { ...was, won: was.won + 1, streak: was.streak + 1, bestTimeMs: min(was.bestTimeMs, Math.round(what.won.ms)), fewestMoves: min(was.fewestMoves, what.won.moves) };
      // The best streak is written only while the current one is shorter: records stay as they were until a streak ends.
      const { bestStreak, ...current } = now;
      return { ...stats, [deck]: bestStreak !== undefined && bestStreak > now.streak ? now : current };
    });
    if (this.key(game) === null) {
      this.stats = this.statsOf();
      this.unwritten = [];
      return;
    }
    // Another table of this game may have counted since this one read them: add to what is stored now.
    const key = statsKey(game);
    const store = this.store;
    // The records stay unwritten until the write has landed: one that fails is added again next time.
    const write: Write = {
      owner: this,
      failed: this.failed,
      run: () => whenAnswered(store.get(key), (text) => {
        if (write.abandoned) return;
        const base = (typeof text === 'string' ? statsFrom(text) : null) ?? this.stats;
        // A copy: records made while this write is under way are not in it, and stay unwritten.
        const adding = [...this.unwritten];
        const next = adding.reduce((stats, update) => update(stats), base);
        const landedBefore = this.landed;
        return whenAnswered(store.set(key, JSON.stringify(next)), () => {
          // Given up on, it landed after all: over a newer write of this table, which goes back
          // over it; else it is this table's newest, and its records are stored.
          if (write.abandoned && this.landed !== landedBefore) {
            return enqueue(store, key, { owner: {}, failed: this.failed, run: () => store.set(key, JSON.stringify(this.stats)) });
          }
          this.landed++;
          this.stats = next;
          this.unwritten = this.unwritten.filter((update) => !adding.includes(update));
        });
      }),
    };
    enqueue(store, key, write);
  }

  private failedOnce = false;

  private readonly failed = (error: unknown): void => {
    if (this.failedOnce) return;
    this.failedOnce = true;
    this.warn(`persist: the storage failed (${(error as Error)?.message ?? String(error)}); the game goes on in memory`);
  };
}
