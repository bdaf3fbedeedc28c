/**
 * What the solver tells the player: a hint, whether the position can still be won (and the
 * way back to the last one that could), a deal the solver proves winnable, and finishing a won
 * game. The searches run in the Analyst's worker; every answer is kept per position (positions
 * are immutable, so undo and redo find their answers again), and a proven line is carried
 * along when the player follows it, so playing a hint or finishing costs no new search.
 */
import type { ReactiveController } from 'lit';
import { moveCount, type GameOptions, type Move, type PileId, type Rules, type SolveResult, type State } from '../../core/index.js';
import { Analyst, type Analysis, type Budget } from './analyst.js';
import { DealFinder, type Searching } from './deal-finder.js';
import { DealGrades } from './deal-grades.js';
import { SolverThread, WIDE_POSITIONS, type SolverWorkerSource } from './solver-thread.js';
import { PatienceWinnabilityEvent, type Winnability } from '../table/events.js';
import type { SeedFinder } from '../session/game-lifecycle.js';
import type { GameSession, Played, SessionChange } from '../session/game-session.js';
import { messagesOf } from '../i18n/i18n.js';
import type { TableHost, TableShared } from '../table/table-shared.js';
import { pileOf, roleOf, splitMove, type Position } from '../input/tap.js';
import { describeBestTry, describeHint } from '../i18n/table-words.js';

export type { Winnability };

/** A hint: the move, and whether it starts a proven winning line (else it is only a suggestion). */
export interface Hint {
  readonly move: Move;
  readonly winning: boolean;
}

/**
 * One analysis of a position in play: small enough that a 2-core machine running a page with
 * several tables is not swamped, large enough to decide most positions once a game is under way.
 */
const ANALYSIS: Budget = { maxPositions: 300_000, timeLimitMs: 400 };
/**
 * A hint in a position that analysis left undecided looks deeper before it only suggests: a
 * parallel solve (`solveParallel`), one job per worker of the pool, each probing in its own order
 * from seed 1 on (seed 0's were the analysis's), each within the pool's memory bound.
 */
const DEEP: Budget & { readonly seed: number } = { maxPositions: WIDE_POSITIONS, timeLimitMs: 1_500, seed: 1 };
/** A best try is searched on the main thread, only when the player asks: a budget of a frame or two. */
const BEST_TRY_POSITIONS = 2_000;
/**
 * Milliseconds between two moves of a finish, at most; and a whole finish's steps, at most: under
 * the 6 s the README promises, since each step's timer may run late.
 */
const FINISH_MS = 250;
const FINISH_TOTAL_MS = 5_000;

const hasFaceDown = (state: State) => state.piles.some((pile) => pile.down > 0);

/**
 * Whether a proven winning line may be played out for the player: every card is face up (they
 * can see the win for themselves) and the line is no longer than the game played so far, so a
 * finish plays the ending, never most of the game (the Well of Truth deals every card face up).
 */
const finishable = (state: State, line: SolveResult | null | undefined): line is SolveResult & { result: 'win' } =>
  !hasFaceDown(state) && line?.result === 'win' && line.moves.length <= moveCount(state);

/** The piles a move's highlight covers: the card's pile, then its destination (an action: its pile). */
export function pilesOfMove(rules: Rules, state: State, move: Move): PileId[] {
  const ends = splitMove(move);
  if (ends) return [...ends];
  const action = rules.actions(state.options).find((a) => a.name === move);
  return action ? [action.pile] : [];
}

/**
 * A suggestion when the solver could not decide: a card to a foundation, else a move that
 * turns up a face-down card, else any move between piles, else the stock's action.
 */
export function suggestion({ rules, state, legal }: Position): Move | null {
  const moves = legal.map((move) => ({ move, ends: splitMove(move) }));
  const between = moves.filter((m) => m.ends !== null);
  const toFoundation = between.find((m) => roleOf(rules, state.options, m.ends![1]) === 'foundation');
  const turnsUp = between.find((m) => {
    const from = pileOf(rules, state, m.ends![0]);
    return from !== undefined && from.down > 0 && from.down === from.cards.length - 1;
  });
  return (toFoundation ?? turnsUp ?? between[0] ?? moves[0])?.move ?? null;
}

export class HintsController implements ReactiveController, SeedFinder {
  /** The current position's winnability ('unknown' while it is being worked out). */
  winnability: Winnability = 'unknown';
  /** The grades of the deals played, for the events. */
  readonly grades: DealGrades;
  private readonly analyst: Analyst;
  private readonly finder: DealFinder;
  private readonly thread: SolverThread;
  /** Ends the deep look of a hint (`DEEP`) when the position changes. */
  private deepStop = new AbortController();
  private readonly known = new WeakMap<State, SolveResult>();
  private inFlight: { state: State; answer: Promise<SolveResult | null> } | null = null;
  /** The latest position proven winnable in this deal. */
  private lastWinnable: State | null = null;
  /** The position whose winnability the page was last told: a hint asking again tells it nothing new. */
  private announced: State | null = null;
  /** The last verdict said to screen readers in this deal: only a change is said. */
  private spokenVerdict: Winnability | null = null;
  /** The first deal's first verdict, under `show-winnable` from the start, is kept, not said: a page loading is not news (switched on later, it is). */
  private quietVerdict = false;

  private readonly host: TableHost;
  private readonly session: GameSession;

  /** `source` is the element's game's worker (none: the main thread answers). */
  constructor(private readonly shared: TableShared, source: SolverWorkerSource | undefined) {
    this.host = shared.host;
    this.session = shared.session;
    const thread = (this.thread = new SolverThread(this.host, source, shared.warn));
    this.analyst = new Analyst(this.host, thread, shared.warn);
    this.grades = new DealGrades(thread);
    this.finder = new DealFinder(shared, thread, this.grades);
    this.session.gradeOf = (state) => this.grades.of(state);
    // Last: added to a table on the page (loaded when first needed), it is connected at once.
    this.host.addController(this);
  }

  /** What a slow `winnable` or `difficulty` deal search is trying, else `null`. */
  get searching(): Searching | null {
    return this.finder.searching;
  }

  /** Back on the page: a search cut short when it left is asked again, as the move itself would have. */
  hostConnected(): void {
    this.analyseInPlay();
  }

  /** `show-winnable` changed: switched on, the position in play is analysed now, not after the next move. */
  showWinnableChanged(): void {
    this.analyseInPlay();
  }

  private analyseInPlay(): void {
    const position = this.session.position;
    if (position?.status === 'playing' && !this.known.has(position.state) && this.wanted(position.state)) void this.analysis(position);
  }

  hostDisconnected(): void {
    this.finder.cancel();
    this.grades.forgetAsked();
    this.inFlight = null;
  }

  /** Whether `finish()` would play the game out now (see `finishable`). */
  get canFinish(): boolean {
    const position = this.session.position;
    return !!position && position.status === 'playing' && !this.shared.finishing.watching && finishable(position.state, this.known.get(position.state));
  }

  /** Moves to undo back to the last position proven winnable, when the current one is proven lost and in play (else 0). */
  get backToWinnable(): number {
    const state = this.session.position?.state;
    const last = this.lastWinnable;
    // Paused or played back, the game takes no moves from the player.
    if (!state || !last || this.winnability !== 'lost' || this.shared.busy) return 0;
    const n = moveCount(state) - moveCount(last);
    // Only an earlier position of this very line of play: its history is a link of ours.
    let link = state.history;
    for (let i = 0; i < n; i++) link = link?.before ?? null;
    return n > 0 && link === last.history ? n : 0;
  }

  /** Called on every change of position, before the table renders it; `showWinnable` as it was then (the loader hands over a change it kept). */
  positionChanged({ kind, before, after, move }: SessionChange, showWinnable = this.host.showWinnable): void {
    this.shared.hinted = [];
    this.deepStop.abort();
    if (kind === 'deal') {
      this.lastWinnable = this.spokenVerdict = null;
      this.quietVerdict = before === null && showWinnable;
    }
    // Following a proven line: the rest of it is the proof for the new position.
    const line = before ? this.known.get(before.state) : undefined;
    if ((kind === 'move' || kind === 'redo') && line?.result === 'win' && line.moves[0] === move && !this.known.has(after.state)) {
      this.known.set(after.state, { result: 'win', moves: line.moves.slice(1), positions: 0 });
    }
    this.winnability = this.settled(after) ?? 'unknown';
    // A deal being played is graded for its events, in a task of its own: the move is not held up.
    if (moveCount(after.state) > 0) setTimeout(() => this.host.isConnected && this.grades.want(after.rules, after.state));
    // A game that ended is answered by its end, with no search (and no event after it).
    if (after.status === 'playing' && this.wanted(after.state)) void this.analysis(after);
    else {
      // Nobody needs this position analysed (yet): a search still running for an earlier one ends.
      this.analyst.cancel();
      this.inFlight = null;
    }
  }

  /** The hint for the position in play (shown and said): in a proven lost one, the best try; `null` when no move is legal. */
  async hint(): Promise<Hint | null> {
    const position = this.session.position;
    if (!position || position.status !== 'playing') return null;
    const analysed = await this.analysis(position);
    const result = analysed?.result === 'unknown' ? await this.deeper(position, analysed) : analysed;
    if (!result || this.session.position !== position) return null;
    const lang = this.host.language;
    const lost = result.result === 'lost';
    const move = result.result === 'win' ? result.moves[0] : lost ? await this.bestTry(position.rules, position.state) : suggestion(position);
    if (this.session.position !== position) return null;
    if (move === undefined || move === null) {
      if (lost) {
        this.shared.announcer.notify(messagesOf(lang).noWinningMove);
        this.session.hinted(null, false);
      }
      return null;
    }
    const winning = result.result === 'win';
    this.session.hinted(move, winning);
    this.shared.hinted = pilesOfMove(position.rules, position.state, move);
    this.shared.announcer.notify(lost ? describeBestTry(position, move, lang) : describeHint(position, move, winning, lang));
    this.host.requestUpdate();
    return { move, winning };
  }

  /**
   * `position` looked at deeper (DEEP) on the pool's workers; `known` (the analysis's 'unknown')
   * where no worker runs or none decides; `null` once the position changed. A proof found becomes
   * the position's answer (its winnability, with no new event: the analysis's was told).
   */
  private async deeper(position: Played, known: SolveResult): Promise<SolveResult | null> {
    if (!this.thread.available || this.known.get(position.state)?.result !== 'unknown') return known;
    this.deepStop = new AbortController();
    const stop = this.deepStop.signal;
    const started = performance.now();
    // The solver's models come with it: loaded at the first deep look, not at the first paint.
    const { solveParallel } = await import('../../core/search/parallel.js');
    const found = await solveParallel(position.rules, { ...position.state, history: null }, async (state, options, signal) => {
      const answer = await this.thread.ask({ state, maxPositions: options.maxPositions!, timeLimitMs: options.timeLimitMs!, seed: options.seed }, [signal, stop]);
      return answer === null || answer === 'failed' ? { result: 'unknown', positions: 0 } : answer.result;
    }, { ...DEEP, workers: this.thread.width });
    if (stop.aborted || this.session.position !== position) return null;
    if (found.result === 'unknown') return known;
    this.known.set(position.state, found);
    this.answered(position, found, { result: found, ms: performance.now() - started, where: 'worker' });
    return found;
  }

  /** The best try in a lost position; the solver is loaded for it only now (most hints never need it). */
  private async bestTry(rules: Rules, state: State): Promise<Move | null> {
    try {
      const { bestTryOrNone } = await import('./solve-or-unknown.js');
      return bestTryOrNone(rules, state, BEST_TRY_POSITIONS);
    } catch {
      return null;
    }
  }

  /** Plays a proven win out with animation; true once won, false when there is none to play or it was stopped. */
  async finish(): Promise<boolean> {
    const position = this.session.position;
    if (!position || position.status !== 'playing' || hasFaceDown(position.state)) return false;
    const result = await this.analysis(position);
    if (!finishable(position.state, result) || this.session.position !== position) return false;
    const pace = Math.min(FINISH_MS, FINISH_TOTAL_MS / result.moves.length);
    this.shared.announcer.announce(messagesOf(this.host.language).finishing);
    return this.shared.finishing.run(result.moves, pace, (move) => this.session.play(move) === null, () => this.session.paused !== null);
  }

  /** Undoes back to the last position proven winnable; false when there is none to go back to. */
  undoToWinnable(): boolean {
    const n = this.backToWinnable;
    for (let i = 0; i < n; i++) this.session.undo();
    return n > 0;
  }

  /** Under `winnable` or `difficulty`, the seed to deal instead of `seed` (DealFinder); else `null`: `seed` itself. */
  dealFrom(rules: Rules, seed: number, options: GameOptions): Promise<number | null> | null {
    return this.finder.dealFrom(rules, seed, options);
  }

  /** Whether a position is analysed unasked: for `show-winnable`, or to offer finishing once every card is face up. */
  private wanted(state: State): boolean {
    return this.host.showWinnable || !hasFaceDown(state);
  }

  /** What the end of a game or an earlier answer already says, without a search. */
  private settled({ state, status }: Played): Winnability | null {
    if (status === 'won') return 'winnable';
    if (status === 'lost') return 'lost';
    const result = this.known.get(state)?.result;
    return result === 'win' ? 'winnable' : result ?? null;
  }

  /** The solver's answer for `position` (one search per position, shared by every asker); `null` when cancelled. */
  private analysis(position: Played): Promise<SolveResult | null> {
    const { state } = position;
    const known = this.known.get(state);
    // Answered after the change's own events, as a search's answer would be.
    if (known) return Promise.resolve(known).then((result) => (this.answered(position, result, null), result));
    if (this.inFlight?.state === state) return this.inFlight.answer;
    // The worker needs no move record: it only slows the copy into the worker.
    const answer = this.analyst.analyse(position.rules, { ...state, history: null }, ANALYSIS).then((analysis) => {
      if (this.inFlight?.state === state) this.inFlight = null;
      if (!analysis) return null;
      // 'unknown' is kept too: the same search again would end the same way.
      this.known.set(state, analysis.result);
      this.answered(position, analysis.result, analysis);
      return analysis.result;
    });
    this.inFlight = { state, answer };
    return answer;
  }

  /**
   * The `show-winnable` status, said as it changes to a verdict ("Not known yet" is no news), with
   * the way back that a loss offers; alongside the move's words, which it must not cut off.
   */
  private sayVerdict(position: Played, winnability: Winnability): void {
    if (!this.host.showWinnable || position.status !== 'playing' || winnability === 'unknown' || winnability === this.spokenVerdict) return;
    this.spokenVerdict = winnability;
    if (this.quietVerdict) return void (this.quietVerdict = false);
    const m = messagesOf(this.host.language);
    const back = this.backToWinnable;
    this.shared.announcer.announce(back > 0 ? `${m.winnability[winnability]}. ${m.backToWinnable(back)}` : m.winnability[winnability], true);
  }

  /** An answer for `position`: if it is still in play, it becomes the table's winnability and its event. */
  private answered(position: Played, result: SolveResult, analysis: Analysis | null): void {
    if (this.session.position !== position) return;
    const winnability: Winnability = result.result === 'win' ? 'winnable' : result.result;
    if (winnability === 'winnable') this.lastWinnable = position.state;
    this.winnability = winnability;
    this.host.requestUpdate();
    this.sayVerdict(position, winnability);
    if (this.announced === position.state) return;
    this.announced = position.state;
    this.session.tell(new PatienceWinnabilityEvent({
      ...this.session.dealDetail(), winnability, moveCount: moveCount(position.state), positions: analysis ? result.positions : 0,
      ms: analysis?.ms ?? 0, where: analysis?.where ?? 'known',
    }));
  }
}
