/**
 * No main-thread task over 50 ms while playing: every game and deck, a whole seeded random
 * game move by move through the element, to its end with the stock spent. A move's task is
 * timed from `play()` until the table and its piles have rendered; a move over 50 ms is
 * timed twice more (undone and played again) and counts only if it is slow every time, so
 * another process taking the core cannot fail the test. The longest move of each game and
 * the browser's own long-task entries are printed for the record.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { games, type DeckSize, type GameId, type Move } from '../../src/core/index.js';
import { mulberry32 } from '../../src/core/model/random.js';
import { gameFixture, piles, settle, type PatienceTable } from './helpers.js';

/** Milliseconds from `play(move)` until the table and every pile have rendered it. */
async function timedMove(el: PatienceTable, move: Move): Promise<number> {
  const start = performance.now();
  expect(el.play(move), move).to.equal(true);
  await el.updateComplete;
  await Promise.all(piles(el).map((p) => p.updateComplete));
  return performance.now() - start;
}

const CASES: [GameId, DeckSize, number][] = [
  ['well', 36, 3], ['well', 52, 3], ['funnel', 36, 3], ['funnel', 52, 3], ['well-of-truth', 52, 3], ['indian', 36, 3], ['indian', 52, 5],
];

describe('no long task while playing', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));

  for (const [game, deck, seed] of CASES) {
    it(`${game} ${deck}: a whole game, stock spent, with no task over 50 ms`, async () => {
      const el = await gameFixture(game, { seed: String(seed), deck: String(deck) });
      const tasks: number[] = [];
      const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push(e.duration)));
      observer.observe({ type: 'longtask' });
      const pick = mulberry32(seed);
      const rules = games[game];
      let moves = 0;
      let longest = 0;
      const slow: string[] = [];
      try {
        // Mostly card moves, so the game runs long; after 150 moves the stock goes whenever it can.
        for (let legal = rules.legalMoves(el.state!); legal.length > 0 && el.status === 'playing' && moves < 300; legal = rules.legalMoves(el.state!)) {
          const cardMoves = legal.filter((m) => m.includes('>') && !el.moves.slice(-4).includes(m.split('>').reverse().join('>')));
          const actions = legal.filter((m) => !m.includes('>'));
          const choice = moves > 150 && actions.length > 0 ? actions : cardMoves.length > 0 && pick() < 0.8 ? cardMoves : legal;
          const move = choice[Math.floor(pick() * choice.length)]!;
          let ms = await timedMove(el, move);
          for (let again = 0; again < 2 && ms > 50; again++) {
            el.undo();
            await settle(el);
            ms = Math.min(ms, await timedMove(el, move));
          }
          longest = Math.max(longest, ms);
          if (ms > 50) slow.push(`${move} ${ms.toFixed(0)} ms`);
          moves++;
          await settle(el);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      } finally {
        observer.disconnect();
      }
      const stock = el.state!.piles[rules.piles(el.state!.options).findIndex((s) => s.role === 'stock')];
      console.log(`${game} ${deck}: ${moves} moves, stock left ${stock?.cards.length ?? '-'}, ${el.status}; longest move ${longest.toFixed(0)} ms; long tasks seen ${tasks.map((d) => d.toFixed(0)).join(', ') || 'none'}`);
      expect(moves).to.be.above(20);
      expect(stock?.cards.length ?? 0, 'stock spent').to.equal(0);
      expect(slow, 'moves over 50 ms, three times each').to.deep.equal([]);
    });
  }
});
