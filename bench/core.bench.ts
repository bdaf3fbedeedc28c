/**
 * Rules-core benchmarks: random-playout throughput (legal-move listing plus apply, per move)
 * and the time `status` takes on stuck positions, per game and deck option. Prints figures;
 * nothing here passes or fails.
 */
import { DEFAULT_MAX_MOVES, games, moveCount, movesOf, verifyWin, type DeckSize, type GameId, type State } from '../src/core/index.js';
import { mulberry32 } from '../src/core/random.js';

const MOVES_PER_RUN = 300_000;

function playouts(game: GameId, deck: DeckSize, moveBudget: number) {
  const rules = games[game];
  const pick = mulberry32(12345);
  let moves = 0;
  let deals = 0;
  let elapsed = 0;
  const stuck: State[] = [];
  while (moves < moveBudget) {
    let state = rules.deal(deals++, { deck });
    // Only the play is timed: dealing is not part of move throughput.
    const start = performance.now();
    for (;;) {
      const legal = rules.legalMoves(state);
      if (legal.length === 0) break;
      state = rules.apply(state, legal[Math.floor(pick() * legal.length)]!);
      moves++;
      if (moveCount(state) > 2000) break;
    }
    elapsed += performance.now() - start;
    if (stuck.length < 200) stuck.push(state);
  }
  return { movesPerSecond: moves / (elapsed / 1000), deals, stuck };
}

function timeStatus(game: GameId, positions: State[]) {
  const rules = games[game];
  const times: number[] = [];
  const outcome: Record<string, number> = {};
  for (const state of positions) {
    const t = performance.now();
    const status = rules.status(state);
    times.push(performance.now() - t);
    outcome[status] = (outcome[status] ?? 0) + 1;
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  return { mean, p50: times[Math.floor(times.length / 2)]!, max: times[times.length - 1]!, outcome };
}

const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });
console.log('game            deck  moves/s (playout)   status on end positions: mean / median / max ms  (outcomes)');
for (const game of Object.keys(games) as GameId[]) {
  for (const deck of games[game].decks) {
    playouts(game, deck, 20_000); // warm up the JIT
    const { movesPerSecond, stuck } = playouts(game, deck, MOVES_PER_RUN);
    const s = timeStatus(game, stuck);
    console.log(
      `${game.padEnd(15)} ${String(deck).padEnd(5)} ${fmt(movesPerSecond).padStart(12)}        ` +
        `${s.mean.toFixed(3)} / ${s.p50.toFixed(3)} / ${s.max.toFixed(3)}  ${JSON.stringify(s.outcome)}`,
    );
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
