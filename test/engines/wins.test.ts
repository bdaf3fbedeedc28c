/**
 * Every element dealt and played to a win with real input, its moves taken in turn by the
 * mouse, a finger and the keys. Only the Funnel's whole game is short enough for every engine's
 * automation: the other three play the solver's win up to its last 24 moves through `play()`.
 * Each move's glide is ended at once (play.test.ts watches a glide run its course).
 */
import { expect } from '@open-wc/testing';
import { games, type GameId, type Move, type PileId } from '../../src/index.js';
import { centre, dealt, dragPath, focusedPile, gesture, keys, pileEl, pileTarget, settle, winOf, type PatienceTable } from './helpers.js';

const BY_INPUT = 24;
const WINS: readonly [GameId, number][] = [['funnel', 2], ['well', 1], ['well-of-truth', 1], ['indian', 1]];
type Input = 'mouse' | 'touch' | 'keys';

/** The keys from the focused pile to `id`: a digit for one of the first ten columns, else arrows to its row and along it. */
async function focusPile(el: PatienceTable, id: PileId): Promise<void> {
  const tableau = games[el.state!.game].piles(el.state!.options).filter((p) => p.role === 'tableau').map((p) => p.id);
  const column = tableau.indexOf(id);
  if (column >= 0 && column < 10) return keys(String((column + 1) % 10));
  for (let step = 0; step < 12 && focusedPile(el) !== id; step++) {
    // Top-left corners: a column's fan makes its centre a poor guide.
    const { left: x0, top: y0 } = pileEl(el, focusedPile(el)!).getBoundingClientRect();
    const { left: x1, top: y1 } = pileEl(el, id).getBoundingClientRect();
    // The row first, then along it.
    const across = Math.abs(y1 - y0) < 8;
    await keys(across ? (x1 > x0 ? 'ArrowRight' : 'ArrowLeft') : y1 > y0 ? 'ArrowDown' : 'ArrowUp');
  }
}

async function playByKeys(el: PatienceTable, move: Move): Promise<void> {
  const [from, to] = move.split('>') as [PileId, PileId | undefined];
  if (to === undefined) return keys('d');
  await focusPile(el, from);
  await keys('.');
  for (let step = 0; step < 16 && focusedPile(el) !== to; step++) await keys('ArrowRight');
  await keys('Enter');
}

async function playBy(el: PatienceTable, input: Input, move: Move): Promise<void> {
  if (input === 'keys') return playByKeys(el, move);
  const [from, to] = move.split('>') as [PileId, PileId | undefined];
  if (to === undefined) {
    const pile = games[el.state!.game].actions(el.state!.options).find((a) => a.name === move)!.pile;
    return gesture(input, [centre(pileTarget(el, pile))]);
  }
  return gesture(input, dragPath(centre(pileTarget(el, from)), centre(pileTarget(el, to))));
}

describe('every element won by mouse, finger and keys', () => {
  for (const [game, seed] of WINS) {
    it(`wins ${game} (seed ${seed})`, async () => {
      const { moves } = winOf(game, seed);
      const el = await dealt(game, `seed="${seed}"`);
      const first = Math.max(0, moves.length - BY_INPUT);
      for (const move of moves.slice(0, first)) expect(el.play(move), move).to.equal(true);
      await settle(el, { finish: true });
      el.focus();
      const inputs: Input[] = ['mouse', 'touch', 'keys'];
      for (const [i, move] of moves.slice(first).entries()) {
        const input = inputs[i % 3]!;
        await playBy(el, input, move);
        await settle(el, { finish: true });
        expect(el.moves.at(-1), `${move} by ${input}`).to.equal(move);
        expect(el.moves.length).to.equal(first + i + 1);
      }
      expect(el.status).to.equal('won');
    });
  }
});
