/**
 * `npm run stats`: the solver on seeds 1–1000 of every game, deck and option, each deal under the
 * same budget, as a Markdown table: the share proven won, proven lost and unknown, the CPU time
 * per deal, the peak memory and the difficulty grades (`gradeOf`). The budget is a number of
 * positions, not a clock, so the verdicts are the same on every machine and under any load.
 * Every core works: each variant's seeds are dealt out to as many child processes as there are
 * cores (`--jobs`), each timing its deals by its own CPU time; a variant's peak memory is the
 * largest of its processes'.
 *
 *   npm run stats -- [--seeds 1000] [--first 1] [--positions 3000000] [--jobs <cores>] [--only funnel/52/free]
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { games, GAME_IDS, gradeOf, solve, verifyWin, type DeckSize, type GameId, type GradeLevel } from '../src/core/index.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : fallback;
};
const FIRST = Number(option('first', '1'));
const SEEDS = Number(option('seeds', '1000'));
const BUDGET = Number(option('positions', '3000000'));
const QUICK_MS = 2000;

/** One deal's outcome, as a child process reports it. */
interface Deal {
  seed: number;
  result: 'win' | 'lost' | 'unknown';
  ms: number;
  level: GradeLevel;
}

interface Shard {
  deals: Deal[];
  peakMB: number;
}

/** In a child: the deals of `variant` whose seeds are `shard` modulo `shards`. */
function runShard(variant: string, shard: number, shards: number): Shard {
  const [game, deck, free] = variant.split('/') as [GameId, string, string | undefined];
  const options = { deck: Number(deck) as DeckSize, freeDraw: free === 'free' };
  const deals: Deal[] = [];
  for (let seed = FIRST + shard; seed < FIRST + SEEDS; seed += shards) {
    const state = games[game].deal(seed, options);
    const start = process.cpuUsage();
    const found = solve(state, { maxPositions: BUDGET });
    const used = process.cpuUsage(start);
    if (found.result === 'win' && !verifyWin(game, seed, options, found.moves)) throw new Error(`${variant} seed ${seed}: a win that does not verify`);
    deals.push({ seed, result: found.result, ms: (used.user + used.system) / 1000, level: gradeOf(found).level });
  }
  return { deals, peakMB: process.resourceUsage().maxRSS / 1024 };
}

const allVariants = GAME_IDS.flatMap((game) =>
  games[game].decks.flatMap((deck) => (games[game].hasFreeDraw ? [`${game}/${deck}`, `${game}/${deck}/free`] : [`${game}/${deck}`])),
);

function child(variant: string, shard: number, shards: number): Promise<Shard> {
  const self = fileURLToPath(import.meta.url);
  const flags = ['--child', '--only', variant, '--shard', String(shard), '--jobs', String(shards), '--first', String(FIRST), '--seeds', String(SEEDS), '--positions', String(BUDGET)];
  const process_ = spawn(process.execPath, ['--import', 'tsx', self, ...flags], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  process_.stdout.on('data', (chunk) => (out += chunk));
  return new Promise((resolve, reject) =>
    process_.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as Shard) : reject(new Error(`${variant} shard ${shard}: exit ${code}`)))),
  );
}

async function main() {
  const only = option('only', '');
  const jobs = Number(option('jobs', String(availableParallelism())));
  if (args.includes('--child')) {
    process.stdout.write(JSON.stringify(runShard(only, Number(option('shard', '0')), jobs)) + '\n');
    return;
  }
  const variants = only ? only.split(',') : allVariants;
  // Every (variant, shard) is a task; `jobs` children run at once, so every core stays busy to the end.
  const tasks = variants.flatMap((variant) => Array.from({ length: jobs }, (_, shard) => ({ variant, shard })));
  const shards = new Map<string, Shard[]>(variants.map((v) => [v, []]));
  const started = Date.now();
  const worker = async () => {
    for (let task = tasks.shift(); task; task = tasks.shift()) {
      shards.get(task.variant)!.push(await child(task.variant, task.shard, jobs));
      console.error(`done ${task.variant} shard ${task.shard + 1}/${jobs} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
  };
  await Promise.all(Array.from({ length: jobs }, worker));
  const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;
  const ms = (n: number) => (n < 10 ? n.toFixed(1) : n.toFixed(0));
  console.log(`Seeds ${FIRST}–${FIRST + SEEDS - 1}, at most ${BUDGET.toLocaleString('en-US')} positions per deal; CPU time per deal; peak resident memory of one process; grades easy / medium / hard (\`grade\`).\n`);
  console.log(`| game | deck | option | won | lost | unknown | decided ≤ ${QUICK_MS / 1000} s | mean ms | p95 ms | max ms | peak MB | easy / medium / hard |`);
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const variant of variants) {
    const deals = shards.get(variant)!.flatMap((s) => s.deals);
    const count = (test: (d: Deal) => boolean) => deals.filter(test).length;
    const times = deals.map((d) => d.ms).sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    const peakMB = Math.max(...shards.get(variant)!.map((s) => s.peakMB));
    const grades = (['easy', 'medium', 'hard'] as const).map((level) => pct(count((d) => d.level === level), deals.length)).join(' / ');
    const [game, deck, free] = variant.split('/');
    const n = deals.length;
    console.log(
      `| ${game} | ${deck} | ${free ? 'freeDraw' : ''} | ${pct(count((d) => d.result === 'win'), n)} | ${pct(count((d) => d.result === 'lost'), n)} | ${pct(count((d) => d.result === 'unknown'), n)} | ${pct(count((d) => d.result !== 'unknown' && d.ms <= QUICK_MS), n)} | ${ms(mean)} | ${ms(at(0.95))} | ${ms(times.at(-1)!)} | ${peakMB.toFixed(0)} | ${grades} |`,
    );
    const unknown = deals.filter((d) => d.result === 'unknown').map((d) => d.seed).sort((a, b) => a - b);
    if (unknown.length > 0) console.error(`${variant} unknown: ${unknown.join(' ')}`);
  }
  console.error(`${((Date.now() - started) / 1000).toFixed(0)} s on ${jobs} processes`);
}

await main();
