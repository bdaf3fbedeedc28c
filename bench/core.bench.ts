/**
 * Rules-core benchmarks: random-playout throughput (legal-move listing plus apply, per move)
 * and the time `status` takes on stuck positions, per game and deck option. Prints figures;
 * nothing here passes or fails.
 */
import { games, moveCount, type DeckSize, type GameId, type State } from '../src/core/index.js';
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
