/**
 * The games kept under `persist`: the saved game read at the first deal (sync or async, within
 * a time), a newer save (another tab's) taken or offered, every change saved and counted in the
 * player's statistics.
 */
import { moveCount, type Rules, type State } from '../../../core/index.js';
import type { DealOptions } from '../deal-options.js';
import type { GameSession, SessionChange } from '../game-session.js';
import type { Playback } from '../../motion/playback.js';
import { SaveOffer } from './save-offer.js';
import type { Found } from './save-revision.js';
import { SavedGames } from './saved-games.js';
import type { TableHost, TableShared } from '../../table/table-shared.js';

/** How long the first deal waits for a host's storage to answer before dealing afresh. */
export const STORAGE_WAIT_MS = 3000;

/** What the table's lifecycle does when a saved game comes into play. */
export interface PutBack {
  /** The game in play gives way (`saved`: it lives on in its save, so it is not abandoned). */
  resetFor(saved?: boolean): void;
  /** Puts `state` in play with `elapsedMs` on the clock. */
  restoreNow(rules: Rules, state: State, elapsedMs: number): void;
  /** The storage was slow and the table has left the page: it deals when it is back. */
  dealWhenBack(): void;
}

export class GamePersistence {
  readonly saves: SavedGames;
  readonly offer: SaveOffer;
  /** The first read of a saved game is under way: a fresh deal is not saved over it meanwhile. */
  reading = false;
  private readonly host: TableHost;
  private readonly options: DealOptions;
  private readonly session: GameSession;
  private readonly playback: Playback;

  constructor(
    shared: TableShared,
    private readonly rules: () => Rules,
    private readonly putBack: PutBack,
  ) {
    this.host = shared.host;
    this.options = shared.options;
    this.session = shared.session;
    this.playback = shared.watching;
    this.saves = new SavedGames(this.host, shared.warn, rules);
    this.saves.onNewer = (found) => this.newerSaved(found);
    this.offer = new SaveOffer(this.host, (found, take) => (take ? this.takeSaved(found) : this.saveNow(found)));
  }

  private get state(): State | undefined {
    return this.session.position?.state;
  }

  /** A recorded game played back (`watch`) is neither saved nor counted. */
  private get watched(): boolean {
    return this.session.silent;
  }

  /**
   * `persist` or `storage` set after the first deal: while that deal is untouched (no move, not
   * watched), the saved game there, if any, takes its place, and the statistics are read from it.
   */
  savesChanged(): void {
    const untouched = this.state;
    if (!untouched || moveCount(untouched) > 0 || this.playback.watching || !this.saves.changedSinceRead(untouched.game)) return;
    this.load(() => this.state === untouched);
  }

  /**
   * Reads the statistics and the game saved under `persist`, and puts that game in play if the
   * table still wants it once the storage has answered (sync or async); `none` runs when there is none.
   */
  load(stillWanted: () => boolean, none?: () => void): void {
    const rules = this.rules();
    void this.saves.loadStats(rules.id);
    const saved = this.saves.load(rules);
    const go = (found: Awaited<typeof saved>) => {
      if (!stillWanted()) return;
      if (!found) return none?.();
      this.putBack.resetFor();
      this.saves.take(found);
      this.putBack.restoreNow(rules, found.state, found.elapsedMs);
    };
    if (!(saved instanceof Promise)) return go(saved);
    this.reading ||= none !== undefined;
    const waiting = none && setTimeout(() => {
      if (!stillWanted()) return;
      // Taken off the page meanwhile: it deals (and reads again) when it is back.
      if (!this.host.isConnected) return this.putBack.dealWhenBack();
      this.options.warn(`persist: the storage has not answered in ${STORAGE_WAIT_MS / 1000} s; dealing a new game (the saved one takes its place if it comes before the first move)`);
      none();
    }, STORAGE_WAIT_MS);
    void saved.then((found) => {
      clearTimeout(waiting);
      if (none) this.reading = false;
      go(found);
    });
  }

  /** A save the table has not seen (another tab's, or a late first read's): taken while the game in play has no move or is saved as it is, else offered. */
  private newerSaved(found: Found): void {
    const state = this.state;
    if (!state || (!this.watched && (moveCount(state) === 0 || this.saves.isSaved(state)))) return this.takeSaved(found);
    this.offer.show(found, !this.saves.knows(found.key));
  }

  /** Continues `found`; the game in play is not abandoned: it lives on in the save `found` replaced. */
  private takeSaved(found: Found): void {
    this.offer.close();
    this.putBack.resetFor(true);
    this.saves.take(found);
    this.putBack.restoreNow(this.rules(), found.state, found.elapsedMs);
  }

  /** Saves the game in play; over `found`, a newer save the player chose not to continue. */
  saveNow(over?: Found): void {
    if (over) this.saves.keepOwn(over);
    if (this.state && !this.watched) this.saves.save(this.state, this.session.elapsedMs, this.session.position!.status === 'won');
  }

  /** Saves every change, not of a watched game (even played on after Stop); the statistics are counted in saves-door.ts. */
  saveChange({ after }: SessionChange): void {
    if (this.watched) return;
    // Not a fresh deal over the saved game still being read (a slow storage): that would lose it.
    if (!this.reading || moveCount(after.state) > 0) this.saves.save(after.state, this.session.elapsedMs, after.status === 'won');
  }
}
