/**
 * `npm run stats`: the solver on seeds 1–1000 of every game, deck and option, each deal under the
 * same budget, as a Markdown table: the share proven won, proven lost and unknown, and the CPU
 * time per deal. The budget is a number of positions, not a clock, so the verdicts are the same
 * on every machine and under any load (3,000,000 positions take about 4 s on the Well 52 here), with
 * a column for the deals decided within 2 s of CPU time.
 * Each variant runs in a child process of its own, so its peak memory is its own.
 *
 *   npm run stats -- [--seeds 1000] [--positions 3000000] [--jobs 1] [--only funnel/52/free]
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { games, GAME_IDS, solve, verifyWin, type DeckSize, type GameId } from '../src/core/index.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : fallback;
};
const SEEDS = Number(option('seeds', '1000'));
const BUDGET = Number(option('positions', '3000000'));
const QUICK_MS = 2000;

interface Row {
  variant: string;
  win: number;
  lost: number;
  unknown: number;
  /** Deals decided (won or lost) within QUICK_MS of CPU time. */
  quick: number;
  median: number;
  p95: number;
  max: number;
  mean: number;
  peakMB: number;
}

function runVariant(variant: string): Row {
  const [game, deck, free] = variant.split('/') as [GameId, string, string | undefined];
  const options = { deck: Number(deck) as DeckSize, freeDraw: free === 'free' };
  const tally = { win: 0, lost: 0, unknown: 0, quick: 0 };
  const times: number[] = [];
  for (let seed = 1; seed <= SEEDS; seed++) {
    const state = games[game].deal(seed, options);
    const start = process.cpuUsage();
    const found = solve(state, { maxPositions: BUDGET });
    const used = process.cpuUsage(start);
    const ms = (used.user + used.system) / 1000;
    times.push(ms);
    tally[found.result]++;
    if (found.result !== 'unknown' && ms <= QUICK_MS) tally.quick++;
    if (found.result === 'win' && !verifyWin(game, seed, options, found.moves)) throw new Error(`${variant} seed ${seed}: a win that does not verify`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return {
    variant, ...tally,
    median: at(0.5), p95: at(0.95), max: times[times.length - 1]!, mean: times.reduce((a, b) => a + b, 0) / times.length,
    peakMB: process.resourceUsage().maxRSS / 1024,
  };
}

const allVariants = GAME_IDS.flatMap((game) =>
  games[game].decks.flatMap((deck) => (games[game].hasFreeDraw ? [`${game}/${deck}`, `${game}/${deck}/free`] : [`${game}/${deck}`])),
);

async function main() {
  const only = option('only', '');
  if (args.includes('--child')) {
    process.stdout.write(JSON.stringify(runVariant(only)) + '\n');
    return;
  }
  const variants = only ? only.split(',') : allVariants;
  const jobs = Number(option('jobs', '1'));
  const rows = new Map<string, Row>();
  const queue = [...variants];
  const self = fileURLToPath(import.meta.url);
  const worker = async () => {
    for (let variant = queue.shift(); variant; variant = queue.shift()) {
      const child = spawn(process.execPath, ['--import', 'tsx', self, '--child', '--only', variant, '--seeds', String(SEEDS), '--positions', String(BUDGET)], { stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      child.stdout.on('data', (chunk) => (out += chunk));
      await new Promise((resolve) => child.on('close', resolve));
      const row = JSON.parse(out) as Row;
      rows.set(variant, row);
      console.error(`done ${variant}: ${JSON.stringify(row)}`);
    }
  };
  await Promise.all(Array.from({ length: jobs }, worker));
  const pct = (n: number) => `${((100 * n) / SEEDS).toFixed(1)} %`;
  const ms = (n: number) => (n < 10 ? n.toFixed(1) : n.toFixed(0));
  console.log(`Seeds 1–${SEEDS}, at most ${BUDGET.toLocaleString('en-US')} positions per deal; CPU time per deal; peak resident memory of the process.\n`);
  console.log(`| game | deck | option | won | lost | unknown | decided ≤ ${QUICK_MS / 1000} s | mean ms | median ms | p95 ms | max ms | peak MB |`);
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const variant of variants) {
    const r = rows.get(variant)!;
    const [game, deck, free] = variant.split('/');
    console.log(`| ${game} | ${deck} | ${free ? 'freeDraw' : ''} | ${pct(r.win)} | ${pct(r.lost)} | ${pct(r.unknown)} | ${pct(r.quick)} | ${ms(r.mean)} | ${ms(r.median)} | ${ms(r.p95)} | ${ms(r.max)} | ${r.peakMB.toFixed(0)} |`);
  }
}

await main();
