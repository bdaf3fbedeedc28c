/**
 * The table's solver at its first paint: hints.ts (hints, winnability, finishing, the `winnable`
 * and `difficulty` deal searches, deal grades, the worker pool) is loaded when first needed: a
 * hint or a finish asked for, a position to analyse (`show-winnable`, or every card face up), a
 * deal search (the first deal waits for it, as it waits for the search), or a deal's first move
 * (its grade). Until then it answers from the position alone: what its end says, else 'unknown'.
 */
import { moveCount, type GameOptions, type Rules } from '../../core/index.js';
import type { Searching } from './deal-finder.js';
import type { Hint, HintsController, Winnability } from './hints.js';
import type { SolverWorkerSource } from './solver-thread.js';
import { difficultyOf } from '../session/deal-options.js';
import type { SeedFinder } from '../session/game-lifecycle.js';
import type { Played, SessionChange } from '../session/game-session.js';
import type { TableShared } from '../table/table-shared.js';

export type { Hint, SolverWorkerSource, Winnability };

const allFaceUp = ({ state }: Played): boolean => state.piles.every((pile) => pile.down === 0);

export class SolverLoader implements SeedFinder {
  private loaded: HintsController | null = null;
  private loading: Promise<HintsController | null> | null = null;
  /** The latest change of position, and `show-winnable` then: the loaded controller takes it as its own. */
  private last: { readonly change: SessionChange; readonly showWinnable: boolean } | null = null;

  /** `source` is the element's game's worker, read when the solver loads (a subclass's fields are set after the base's). */
  constructor(private readonly shared: TableShared, private readonly source: () => SolverWorkerSource | undefined) {}

  private load(): Promise<HintsController | null> {
    this.loading ??= import('./hints.js').then(
      ({ HintsController }) => {
        const hints = (this.loaded = new HintsController(this.shared, this.source()));
        // The position in play as if the controller had seen it come (a first deal under `show-winnable` stays quiet).
        const last = this.last;
        if (last && last.change.after === this.shared.session.position) hints.positionChanged(last.change, last.showWinnable);
        this.shared.host.requestUpdate();
        return hints;
      },
      () => {
        this.shared.warn('the solver (a file beside the module that defines the elements) could not be loaded; no hints, winnability or deal search');
        return null;
      },
    );
    return this.loading;
  }

  get winnability(): Winnability {
    if (this.loaded) return this.loaded.winnability;
    const status = this.shared.session.position?.status;
    return status === 'won' ? 'winnable' : status === 'lost' ? 'lost' : 'unknown';
  }

  get searching(): Searching | null {
    return this.loaded?.searching ?? null;
  }

  get canFinish(): boolean {
    return this.loaded?.canFinish ?? false;
  }

  get backToWinnable(): number {
    return this.loaded?.backToWinnable ?? 0;
  }

  undoToWinnable(): boolean {
    return this.loaded?.undoToWinnable() ?? false;
  }

  hint(): Promise<Hint | null> {
    return this.loaded ? this.loaded.hint() : this.load().then((hints) => hints?.hint() ?? null);
  }

  finish(): Promise<boolean> {
    return this.loaded ? this.loaded.finish() : this.load().then((hints) => hints?.finish() ?? false);
  }

  showWinnableChanged(): void {
    if (this.loaded) this.loaded.showWinnableChanged();
    else if (this.shared.host.showWinnable) void this.load();
  }

  positionChanged(change: SessionChange): void {
    const { showWinnable } = this.shared.host;
    this.last = { change, showWinnable };
    if (this.loaded) return this.loaded.positionChanged(change);
    const { after } = change;
    const analysed = after.status === 'playing' && (showWinnable || allFaceUp(after));
    if (analysed || moveCount(after.state) > 0) void this.load();
  }

  dealFrom(rules: Rules, seed: number, options: GameOptions): Promise<number | null> | null {
    if (this.loaded) return this.loaded.dealFrom(rules, seed, options);
    const { host, warn } = this.shared;
    if (!host.winnable && difficultyOf(host.difficulty, warn) === null) return null;
    // The controller's `null` (no search after all) is the seed itself; its promise's `null` an overtaken search.
    return this.load().then((hints) => (hints ? (hints.dealFrom(rules, seed, options) ?? seed) : seed));
  }
}
