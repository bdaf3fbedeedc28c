/**
 * Whole games won by keys alone, counting the keys: the fewest presses the keyboard model
 * allows for each move of a solver-found win (arrows, Home/End and digits to reach the card,
 * Enter when a tap makes the move, else `.` and the arrows among the accepting piles, `D` to
 * draw), pressed for real with `sendKeys`. Prints the average and the worst move.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { games, positionKey, type Move, type PileId, type Rules, type State } from '../../src/core/index.js';
import { cycle, neighbour, readingOrder, spotOf, type Spot } from '../../src/ui/input/focus-geometry.js';
import { splitMove, tapMove } from '../../src/ui/input/tap.js';
import { gameFixture, piles, root, settle, solvedWin, type PatienceTable } from './helpers.js';

/**
 * The solver's depth-first wins wander; this drops the detours: from each position of the
 * win it jumps to the latest later position that up to `depth` legal moves reach.
 */
function shorten(rules: Rules, start: State, moves: readonly Move[], depth: number): Move[] {
  const states = [start];
  for (const m of moves) states.push(rules.apply(states.at(-1)!, m));
  const at = new Map(states.map((s, i) => [positionKey(s), i]));
  const out: Move[] = [];
  for (let i = 0; i < moves.length; ) {
    let best = i + 1;
    let path = [moves[i]!];
    let frontier: [State, Move[]][] = [[states[i]!, []]];
    for (let d = 1; d <= depth; d++) {
      const next: [State, Move[]][] = [];
      for (const [s, p] of frontier) {
        for (const m of rules.legalMoves(s)) {
          const n = rules.apply(s, m);
          const j = at.get(positionKey(n)) ?? -1;
          if (j - best > d - path.length) [best, path] = [j, [...p, m]];
          next.push([n, [...p, m]]);
        }
      }
      frontier = next;
    }
    out.push(...path);
    i = best;
  }
  return out;
}

function spots(el: PatienceTable): Spot[] {
  return piles(el).map((p) => spotOf(p.dataset['pile']!, p.getBoundingClientRect(), p.querySelector('.card')?.getBoundingClientRect().height ?? p.getBoundingClientRect().width * 1.4));
}

/** The fewest keys from pile `from` to pile `to`: a search over arrows, Home/End and digits. */
function path(el: PatienceTable, from: PileId, to: PileId): string[] {
  const all = spots(el);
  const order = readingOrder(all);
  const tableau = games[el.state!.game].piles(el.state!.options).filter((s) => s.role === 'tableau').map((s) => s.id);
  const steps = (id: PileId): [string, PileId | null][] => [
    ...(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'] as const).map((k): [string, PileId | null] => [k, neighbour(all, id, k.slice(5).toLowerCase() as 'left')]),
    ['Home', order[0]!], ['End', order.at(-1)!],
    ...tableau.slice(0, 10).map((t, i): [string, PileId] => [String((i + 1) % 10), t]),
  ];
  const via = new Map<PileId, [PileId, string] | null>([[from, null]]);
  const queue = [from];
  while (queue.length > 0 && !via.has(to)) {
    const id = queue.shift()!;
    for (const [key, next] of steps(id)) {
      if (next !== null && !via.has(next)) {
        via.set(next, [id, key]);
        queue.push(next);
      }
    }
  }
  const keys: string[] = [];
  for (let at = via.get(to); at; at = via.get(at[0])) keys.unshift(at[1]);
  return keys;
}

/** The keys that make `move` with focus on `focus`, and where focus ends. */
function keysFor(el: PatienceTable, focus: PileId, move: Move): { keys: string[]; focus: PileId } {
  const ends = splitMove(move);
  if (!ends) return { keys: ['d'], focus: move === 'draw' ? 'W' : focus };
  const [from, to] = ends;
  const position = { rules: games[el.state!.game], state: el.state!, legal: games[el.state!.game].legalMoves(el.state!) };
  const keys = path(el, focus, from);
  if (tapMove(position, from) === move) return { keys: [...keys, 'Enter'], focus: from };
  // Picked up, focus is on the tap's choice; then the shorter way round to `to`.
  const targets = new Set(position.legal.map(splitMove).filter((e) => e?.[0] === from).map((e) => e![1]));
  const first = splitMove(tapMove(position, from)!)![1];
  let right = 0;
  for (let at = first; at !== to; at = cycle(spots(el), targets, at, 1)!) right++;
  const around = right <= targets.size - right ? Array(right).fill('ArrowRight') : Array(targets.size - right).fill('ArrowLeft');
  return { keys: [...keys, '.', ...around, 'Enter'], focus: to };
}

async function playByKeys(el: PatienceTable, win: readonly Move[]): Promise<{ average: number; worst: number; worstMove: Move }> {
  piles(el)[0]!.focus();
  let focus = piles(el)[0]!.dataset['pile']!;
  let total = 0;
  let worst = 0;
  let worstMove = '';
  for (const [i, move] of win.entries()) {
    const plan = keysFor(el, focus, move);
    for (const key of plan.keys) await sendKeys({ press: key });
    await el.updateComplete;
    expect(el.moves.length, `after ${move} (keys ${plan.keys.join(' ')})`).to.equal(i + 1);
    expect(el.moves.at(-1)).to.equal(move);
    // The end-of-game message takes the focus after the last move.
    if (el.status === 'playing') expect(root(el).activeElement?.getAttribute('data-pile'), `focus after ${move}`).to.equal(plan.focus);
    focus = plan.focus;
    total += plan.keys.length;
    if (plan.keys.length > worst) [worst, worstMove] = [plan.keys.length, move];
  }
  return { average: total / win.length, worst, worstMove };
}

describe('a whole game by keys alone', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('wins the Funnel at no more than 2.5 keys a move', async () => {
    const seed = 2;
    const win = solvedWin(games.funnel.deal(seed));
    const el = await gameFixture('funnel', { seed: String(seed), lang: 'en' });
    const { average, worst, worstMove } = await playByKeys(el, win);
    await settle(el);
    expect(el.status).to.equal('won');
    console.log(`Funnel deal ${seed}: ${win.length} moves, ${average.toFixed(2)} keys a move, worst ${worst} (${worstMove})`);
    expect(average).to.be.at.most(2.5);
  });

  it('wins Indian at no more than 4 keys a move', async () => {
    const seed = 2;
    const start = games.indian.deal(seed);
    let win = solvedWin(start);
    for (const depth of [1, 1, 3, 3]) win = shorten(games.indian, start, win, depth);
    const el = await gameFixture('indian', { seed: String(seed), lang: 'en' });
    const { average, worst, worstMove } = await playByKeys(el, win);
    await settle(el);
    expect(el.status).to.equal('won');
    console.log(`Indian deal ${seed}: ${win.length} moves, ${average.toFixed(2)} keys a move, worst ${worst} (${worstMove})`);
    expect(average).to.be.at.most(4);
  });
});
