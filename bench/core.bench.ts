/**
 * Rules-core benchmarks: random-playout throughput (legal-move listing plus apply, per move)
 * and the time `status` takes, per game and deck option: on every end position of those
 * playouts and on a sample of the positions along them (the stuck-search only runs once the
 * stock is spent, so those are where it is slowest). Prints figures; nothing here passes or fails.
 */
import { DEFAULT_MAX_MOVES, games, moveCount, movesOf, verifyWin, type DeckSize, type GameId, type State } from '../src/core/index.js';
import { mulberry32 } from '../src/core/model/random.js';

const MOVES_PER_RUN = 300_000;
/** A frame at 60 Hz: `status` runs after every move in the elements, so no call may take longer. */
const FRAME_MS = 16;

function playouts(game: GameId, deck: DeckSize, freeDraw: boolean, moveBudget: number) {
  const rules = games[game];
  const pick = mulberry32(12345);
  let moves = 0;
  let deals = 0;
  let elapsed = 0;
  // The positions `status` is timed on are kept as move lists and rebuilt after the timing: kept
  // as states, each would hold its whole history alive, and the collector's work on thousands of
  // live chains would be charged to the playouts (a player's game keeps one chain, not thousands).
  const ends: { seed: number; moves: string[] }[] = [];
  const along: { seed: number; moves: string[]; at: number[] }[] = [];
  let samples = 0;
  const cpu = process.cpuUsage();
  while (moves < moveBudget) {
    const seed = deals++;
    let state = rules.deal(seed, { deck, freeDraw });
    const at: number[] = [];
    // Only the play is timed: dealing is not part of move throughput.
    const start = performance.now();
    for (;;) {
      const legal = rules.legalMoves(state);
      if (legal.length === 0) break;
      state = rules.apply(state, legal[Math.floor(pick() * legal.length)]!);
      moves++;
      if (moves % 97 === 0 && samples < 2000) {
        at.push(moveCount(state));
        samples++;
      }
      if (moveCount(state) > 2000) break;
    }
    elapsed += performance.now() - start;
    if (ends.length < 500 || at.length > 0) {
      const record = movesOf(state);
      if (ends.length < 500) ends.push({ seed, moves: record });
      if (at.length > 0) along.push({ seed, moves: record, at });
    }
  }
  const used = process.cpuUsage(cpu);
  // The CPU time of the same deals, dealt again, comes off: a CPU clock read per deal would cost
  // as much as a short game's moves (the Well of Truth's 143 on average).
  const dealt = process.cpuUsage();
  for (let seed = 0; seed < deals; seed++) rules.deal(seed, { deck, freeDraw });
  const dealing = process.cpuUsage(dealt);
  const cpuSeconds = (used.user + used.system - dealing.user - dealing.system) / 1e6;
  /** The states after the first `counts[i]` moves of `record`, in one replay. */
  const rebuilt = (seed: number, record: string[], counts: number[]) => {
    const out: State[] = [];
    let state = rules.deal(seed, { deck, freeDraw });
    for (let k = 0, next = 0; next < counts.length; k++) {
      while (next < counts.length && counts[next] === k) (out.push(state), next++);
      if (k < record.length) state = rules.apply(state, record[k]!);
    }
    return out;
  };
  const positions = [
    ...ends.flatMap(({ seed, moves: record }) => rebuilt(seed, record, [record.length])),
    ...along.flatMap(({ seed, moves: record, at }) => rebuilt(seed, record, at)),
  ];
  return { movesPerSecond: moves / (elapsed / 1000), cpuMovesPerSecond: moves / cpuSeconds, deals, positions };
}

function timeStatus(game: GameId, positions: State[]) {
  const rules = games[game];
  for (const state of positions.slice(0, 200)) rules.status(state); // warm up the JIT
  const timed: { ms: number; state: State }[] = [];
  const outcome: Record<string, number> = {};
  for (const state of positions) {
    const t = performance.now();
    const status = rules.status(state);
    timed.push({ ms: performance.now() - t, state });
    outcome[status] = (outcome[status] ?? 0) + 1;
  }
  timed.sort((a, b) => a.ms - b.ms);
  const times = timed.map((x) => x.ms);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  // On a shared machine one slow call mostly measures who else was running: the ten slowest
  // positions are timed again, best of five each, and the worst of those is what status costs.
  let worst = 0;
  for (const { state } of timed.slice(-10)) {
    let best = Infinity;
    for (let k = 0; k < 5; k++) {
      const t = performance.now();
      rules.status(state);
      best = Math.min(best, performance.now() - t);
    }
    worst = Math.max(worst, best);
  }
  return {
    mean, p99: times[Math.floor(times.length * 0.99)]!, max: times[times.length - 1]!, worst, outcome,
    overFrame: times.filter((t) => t > FRAME_MS).length,
  };
}

const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });
// Both figures count only the play (no dealing): the wall clock's and this process's CPU time
// (every thread), which a busy machine moves far less.
console.log(`game            deck free  moves/s (playout, wall / CPU)   status: positions  mean / p99 / max ms (worst, best of 5)  over ${FRAME_MS} ms  (outcomes)`);
for (const game of Object.keys(games) as GameId[]) {
  for (const deck of games[game].decks) {
    for (const freeDraw of games[game].hasFreeDraw ? [false, true] : [false]) {
      playouts(game, deck, freeDraw, 20_000); // warm up the JIT
      const { movesPerSecond, cpuMovesPerSecond, positions } = playouts(game, deck, freeDraw, MOVES_PER_RUN);
      const s = timeStatus(game, positions);
      console.log(
        `${game.padEnd(15)} ${String(deck).padEnd(4)} ${(freeDraw ? 'yes' : 'no').padEnd(5)} ${fmt(movesPerSecond).padStart(12)} / ${fmt(cpuMovesPerSecond).padStart(9)}        ` +
          `${String(positions.length).padStart(5)}  ${s.mean.toFixed(3)} / ${s.p99.toFixed(3)} / ${s.max.toFixed(3)} (${s.worst.toFixed(1)})  ${String(s.overFrame).padStart(4)}  ${JSON.stringify(s.outcome)}`,
      );
    }
  }
}

/** The worst a client can make a server replay: a legal log exactly `DEFAULT_MAX_MOVES` long. */
function longestLegalLog(game: GameId, deck: DeckSize) {
  const rules = games[game];
  const pick = mulberry32(7);
  for (let seed = 0; seed < 50; seed++) {
    let state = rules.deal(seed, { deck });
    for (let legal = rules.legalMoves(state); legal.length > 0 && moveCount(state) < DEFAULT_MAX_MOVES; legal = rules.legalMoves(state)) {
      state = rules.apply(state, legal[Math.floor(pick() * legal.length)]!);
    }
    if (moveCount(state) === DEFAULT_MAX_MOVES) return { seed, moves: movesOf(state) };
  }
  return null;
}

console.log(`\nverifyWin on a legal ${fmt(DEFAULT_MAX_MOVES)}-move log (the default bound): median of 9 runs`);
for (const game of Object.keys(games) as GameId[]) {
  const deck = games[game].decks.at(-1)!;
  const log = longestLegalLog(game, deck);
  if (!log) {
    console.log(`${game.padEnd(15)} ${String(deck).padEnd(5)} no game this long`);
    continue;
  }
  const times = Array.from({ length: 9 }, () => {
    const t = performance.now();
    verifyWin(game, log.seed, { deck }, log.moves);
    return performance.now() - t;
  }).sort((a, b) => a - b);
  console.log(`${game.padEnd(15)} ${String(deck).padEnd(5)} ${times[4]!.toFixed(1).padStart(8)} ms`);
}
