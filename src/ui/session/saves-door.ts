/**
 * A table's saved games and statistics as it holds them before their code is in. Without
 * `persist` a table needs only the statistics it counts in memory, so the storage's code
 * (game-persistence.ts, saved-games.ts) is loaded only when `persist` asks for it (the first deal
 * waits for it then, as it waits for its language's words) or when every game's statistics are
 * read; what was counted, saved or restored meanwhile is handed to it, in order.
 */
import { nothing, type TemplateResult } from 'lit';
import { moveCount, type AnyGameId, type DeckSize, type Rules } from '../../core/index.js';
import type { Lang } from '../i18n/i18n.js';
import type { TableShared } from '../table/table-shared.js';
import type { GamePersistence, PutBack } from './saves/game-persistence.js';
import type { SessionChange } from './game-session.js';
import { withRecord, type StatsByDeck, type StatsRecord } from './game-stats.js';
import type { SavedGames } from './saves/saved-games.js';
import { isStorage, saveKey, type GameStorage } from './storage-key.js';

/** A record counted before the code was in; `kept`: under `persist` (to be written), else in memory only. */
type Counted = readonly [game: AnyGameId, deck: DeckSize, what: StatsRecord, kept: boolean];

const fold = (counted: readonly Counted[]) => counted.reduce((stats, [, deck, what]) => withRecord(stats, deck, what), {});

export class SavesDoor {
  /** The storage's code, once in. */
  kept: GamePersistence | null = null;
  private loading?: Promise<GamePersistence>;
  private store: GameStorage | null = null;
  /** Counted before the code was in, oldest first. */
  private readonly counted: Counted[] = [];
  private following = false;
  /** The host restored a game before the code was in: it goes over the saved one once in. */
  private overruled: AnyGameId | null = null;

  constructor(
    private readonly shared: TableShared,
    private readonly rules: () => Rules,
    private readonly putBack: PutBack,
  ) {}

  /** The host's storage (`null`: `localStorage`). */
  get storage(): GameStorage | null {
    return this.store;
  }

  /** The storage key of `game`'s saved game, or `null` without `persist`. */
  key(game: AnyGameId): string | null {
    return saveKey(this.shared.host.persist, game);
  }

  /** Runs `then` with the storage's code: now if it is in, else once loaded; `failed` if it cannot be (asked again next time). */
  whenKept(then: (kept: GamePersistence) => void, failed?: () => void): void {
    if (this.kept) return then(this.kept);
    // An update pending meanwhile waits for the code (see the table's scheduleUpdate): a deal it replaces is never told first.
    // After the update under way, if any (asked for during one, an update is not asked again).
    if (!this.loading) queueMicrotask(() => this.shared.host.requestUpdate());
    this.loading ??= import('./saves/game-persistence.js').then(({ GamePersistence }) => {
      const kept = new GamePersistence(this.shared, this.rules, this.putBack);
      kept.saves.storage = this.store;
      const counted = this.counted.splice(0);
      kept.saves.counted(fold(counted.filter(([, , , persisted]) => !persisted)));
      for (const [game, deck, what, persisted] of counted) if (persisted) kept.saves.record(game, deck, what);
      kept.saves.follow(this.following);
      this.kept = kept;
      if (this.overruled !== null) this.overrule(this.overruled);
      return kept;
    });
    this.loading.then(then, (error: unknown) => {
      this.loading = undefined;
      this.shared.warn(`persist: the saved games could not be loaded (${String(error)}); the game goes on in memory`);
      failed?.();
    });
  }

  /** The code's load, while it is not in. */
  get pending(): Promise<unknown> | undefined {
    return this.kept ? undefined : this.loading?.catch(() => undefined);
  }

  /** The saved games, loaded if need be (the statistics screen reads every game's). */
  loaded(): Promise<SavedGames> {
    return new Promise((resolve, reject) => this.whenKept((kept) => resolve(kept.saves), reject));
  }

  /** Follows other tabs' writes while `on` (see SavedGames.follow). */
  follow(on: boolean): void {
    this.following = on;
    this.kept?.saves.follow(on);
  }

  /** The host's `storage`; anything but `{ get, set, remove }` warns, and localStorage is used. */
  useStorage(value: GameStorage | null): void {
    const usable = value === null || value === undefined || isStorage(value);
    if (!usable) this.shared.warn('storage: not an object with get, set and remove functions; using localStorage');
    this.store = usable ? value ?? null : null;
    if (this.kept) this.kept.saves.storage = this.store;
    this.savesChanged();
  }

  /** `persist` or `storage` set after the first deal (see GamePersistence.savesChanged); before it, the first deal reads them. */
  savesChanged(): void {
    const state = this.shared.position?.state;
    if (this.kept) this.kept.savesChanged();
    else if (state && this.key(state.game) !== null) this.whenKept((kept) => kept.savesChanged());
  }

  /** The host's `restore()`: its game is saved over the one being read or kept (see SavedGames.overrule). */
  overrule(game: AnyGameId): void {
    this.overruled = this.kept ? null : game;
    if (!this.kept) return;
    this.kept.reading = false;
    this.kept.saves.overrule(game);
  }

  /** Saves every change and counts the statistics, not of a watched game (even played on after Stop). */
  saveChange(change: SessionChange): void {
    const { session } = this.shared;
    if (session.silent) return;
    const { kind, before, after, first } = change;
    const { game, options } = after.state;
    if (this.kept) this.kept.saveChange(change);
    else if (this.key(game) !== null) this.whenKept((kept) => kept.saveChange(change));
    if (before && kind !== 'deal') {
      if (first) this.record(game, options.deck, 'started');
      if (after.status !== before.status && kind !== 'undo') {
        if (after.status === 'won') this.record(game, options.deck, { won: { ms: session.elapsedMs, moves: moveCount(after.state) }, daily: session.daily });
        else if (after.status === 'lost') this.record(game, options.deck, 'lost');
      }
    }
  }

  record(game: AnyGameId, deck: DeckSize, what: StatsRecord): void {
    if (this.kept) this.kept.saves.record(game, deck, what);
    else this.counted.push([game, deck, what, this.key(game) !== null]);
  }

  statsOf(): StatsByDeck {
    return this.kept ? this.kept.saves.statsOf() : fold(this.counted);
  }

  /** The game in play saved now (the page is being hidden). */
  saveNow(): void {
    this.kept?.saveNow();
  }

  /** The offer of a saved game the table did not put in play itself, if any. */
  renderOffer(lang: Lang): TemplateResult | typeof nothing {
    return this.kept?.offer.render(lang) ?? nothing;
  }
}
