/**
 * Saved games and statistics for a table with `persist`: the game in play is written to the
 * storage after every change and read back when the element is created; statistics per game
 * and deck are kept beside it. The storage is `localStorage` unless the host sets its own,
 * sync or async. Nothing here ever throws at the player: unreadable data is dropped with one
 * warning and a fresh deal, a storage that fails (or answers anything but text) leaves the game
 * in memory with one warning, and a newer save made elsewhere is never written over (see
 * save-revision.ts): the table is told of it instead.
 */
import { serialize, type DeckSize, type AnyGameId, type Rules, type State } from '../../../core/index.js';
import { foundIn, newerSave, positionOf, type Found, type Known } from './save-revision.js';
import { statsFrom, withRecord, type GameStats, type StatsByDeck, type StatsRecord } from '../game-stats.js';
import { enqueue, isLater, isQueued, reasonOf, STORAGE_CALL_MS, whenAnswered, type Write } from './storage-guard.js';
import { localStore, saveKey, statsKey, type GameStorage } from '../storage-key.js';

export { STORAGE_CALL_MS } from './storage-guard.js';
export { isStorage, localStore, persistAttribute, statsKey, type GameStorage } from '../storage-key.js';
export { bestStreakOf, NO_STATS, recordFrom, type GameStats, type StatsByDeck } from '../game-stats.js';

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
  /** What this table last read (and put in play) or wrote, per key: a save it has not seen is not written over. */
  private readonly known = new Map<string, Known>();
  /** Newer saves found under a key, offered to the player: the key is not written until the player chooses. */
  private readonly held = new Map<string, Found>();
  /** First reads under way, per key: the key's writes wait for them (one now could go over a saved game not yet seen). */
  private readonly reading = new Map<string, Promise<unknown>>();
  /** Keys whose next write is the host's `restore()`: it goes over whatever the key holds, at once. */
  private readonly overruled = new Set<string>();
  /** Hears of a newer save of the game found under the key (another tab's, or the first read's arriving late). */
  onNewer?: (found: Found) => void;

  constructor(
    private readonly host: SavesHost,
    private readonly warn: (message: string) => void,
    private readonly rules: () => Rules,
  ) {}

  /** Follows other tabs' and windows' writes to `localStorage` (the `storage` event) while `on`. */
  follow(on: boolean): void {
    if (typeof addEventListener !== 'function') return;
    if (on) addEventListener('storage', this.onStorage);
    else removeEventListener('storage', this.onStorage);
  }

  private readonly onStorage = (event: StorageEvent): void => {
    const key = this.key(this.rules().id);
    if (this.storage !== null || key === null || event.key !== key || event.storageArea !== globalThis.localStorage) return;
    this.foundNewer(newerSave(this.rules(), key, event.newValue, this.known.get(key)));
  };

  private foundNewer(found: Found | null): found is Found {
    if (!found) return false;
    this.held.set(found.key, found);
    this.onNewer?.(found);
    return true;
  }

  /** `found` is in play now: it is what the key holds, written over from now on. */
  take(found: Found): void {
    this.known.set(found.key, found);
    this.held.delete(found.key);
    // A write waiting for the first read was of the game `found` replaces.
    this.newest.delete(found.key);
  }

  /** The host restored a game: its save goes over whatever the key holds, without waiting for a read under way. */
  overrule(game: AnyGameId): void {
    const key = this.key(game);
    if (key === null) return;
    this.reading.delete(key);
    this.held.delete(key);
    this.overruled.add(key);
  }

  /** The player keeps the game in play over `found`: the next save goes over it. */
  keepOwn(found: Found): void {
    this.known.set(found.key, { ...found, position: '' });
    this.held.delete(found.key);
  }

  /** Whether this table read (and put in play) or wrote `key`'s save: else a save found there is the first read's. */
  knows(key: string): boolean {
    return this.known.has(key);
  }

  /** Whether `state` is the game last read or written under its key: nothing of it is lost if another takes its place. */
  isSaved(state: State): boolean {
    const key = this.key(state.game);
    return key !== null && this.known.get(key)?.position === positionOf(state);
  }

  private get store(): GameStorage {
    return this.storage ?? localStore;
  }

  /** The storage key of the game in play (`persist="key"`, or one per game), or `null` without `persist`. */
  key(game: AnyGameId): string | null {
    return saveKey(this.host.persist, game);
  }

  /** Whether the storage or the key differs from those `load` last read from. */
  changedSinceRead(game: AnyGameId): boolean {
    return this.lastRead?.store !== this.store || this.lastRead.key !== this.key(game);
  }

  /**
   * The saved game to go on with, if any: read, checked (foreign, corrupt or tampered data is
   * dropped with a warning) and replayed. Sync storage answers at once, async later.
   */
  load(rules: Rules): Found | null | Promise<Found | null> {
    const key = this.key(rules.id);
    const lastRead: ReadFrom = { store: this.store, key, failed: false };
    this.lastRead = lastRead;
    if (key === null) return null;
    const unreadable = (error: unknown) => {
      lastRead.failed = true;
      this.failed(error);
      return null;
    };
    const read = (text: unknown) => {
      if (text === null || text === undefined) return null;
      // What the key holds is unknown: it is never written over.
      if (typeof text !== 'string') return unreadable(new Error('it answered something that is not text'));
      try {
        return foundIn(rules, key, text);
      } catch (error) {
        this.warn(`persist: the game saved under "${key}" cannot be read (${(error as Error).message}); dealing a new game`);
      }
      return null;
    };
    let answer: unknown;
    try {
      answer = this.read(key);
    } catch (error) {
      return unreadable(error);
    }
    if (!isLater(answer)) return read(answer);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer in ${STORAGE_CALL_MS / 1000} s`)), STORAGE_CALL_MS)));
    const found = Promise.race([answer, late]).then(read, unreadable).finally(() => clearTimeout(timer));
    this.reading.set(key, found);
    // Before the caller hears the answer: a write it makes then is not held back.
    void found.then(() => this.reading.get(key) === found && this.reading.delete(key));
    return found;
  }

  /** Reads `key`, after any call still waiting on it (at once when there is none, so a sync storage answers at once). */
  private read(key: string): unknown {
    const store = this.store;
    if (!isQueued(store, key)) return store.get(key);
    return new Promise((resolve, reject) => enqueue(store, key, { owner: {}, failed: reject, run: () => whenAnswered(store.get(key), resolve) }));
  }

  private unreadAt(store: GameStorage, key: string): boolean {
    return this.lastRead?.failed === true && this.lastRead.store === store && this.lastRead.key === key;
  }

  /**
   * Writes the game in play (or removes it once won: the next visit deals afresh); not when the
   * key holds it already, nor over a saved game that could not be read or a newer one made
   * elsewhere (the game stays in memory; a newer one is offered, see `onNewer`).
   */
  save(state: State, elapsedMs: number, won: boolean): void {
    const key = this.key(state.game);
    const store = this.store;
    if (key === null || this.unreadAt(store, key) || this.held.has(key)) return;
    const position = positionOf(state);
    const known = this.known.get(key);
    if (!won && known?.position === position && known.elapsedMs === Math.round(elapsedMs)) return;
    const rules = this.rules();
    const forced = this.overruled.delete(key);
    const write: Write = {
      owner: this,
      failed: this.failed,
      landedLate: () => {
        const newest = this.newest.get(key);
        if (newest) enqueue(store, key, { run: newest, owner: this, failed: this.failed });
      },
      run: () => whenAnswered(forced ? null : store.get(key), (stored: unknown) => {
      if (write.abandoned || this.unreadAt(store, key) || this.held.has(key)) return;
      if (stored !== null && stored !== undefined && typeof stored !== 'string') return this.failed(new Error('it answered something that is not text'));
      if (this.foundNewer(newerSave(rules, key, stored, this.known.get(key)))) return;
      if (won) return store.remove(key);
      const revision = (this.known.get(key)?.revision ?? -1) + 1;
      const text = serialize(state, { elapsedMs, revision });
      this.known.set(key, { text, revision, position, elapsedMs: Math.round(elapsedMs) });
      return store.set(key, text);
    }) };
    this.newest.set(key, write.run);
    const reading = this.reading.get(key);
    if (!reading) return enqueue(store, key, write);
    void reading.then(() => this.newest.get(key) === write.run && enqueue(store, key, write));
  }

  /** The statistics of `game`, read from the storage when `persist` is on. */
  async loadStats(game: AnyGameId): Promise<void> {
    if (this.key(game) === null) return;
    let text: unknown;
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

  /** Statistics counted in memory before this was loaded (without `persist`: see saves-door.ts). */
  counted(stats: Partial<Record<DeckSize, GameStats>>): void {
    this.stats = stats;
  }

  statsOf(): StatsByDeck {
    return this.unwritten.reduce((stats, update) => update(stats), this.stats);
  }

  /** Counts a deal's first move, its end, or its abandonment (a new deal while it was in progress). */
  record(game: AnyGameId, deck: DeckSize, what: StatsRecord): void {
    this.unwritten.push((stats) => withRecord(stats, deck, what));
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
    this.warn(`persist: the storage failed (${reasonOf(error)}); the game goes on in memory`);
  };
}
