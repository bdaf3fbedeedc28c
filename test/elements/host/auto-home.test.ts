/** auto-home: cards go home by themselves as their own moves; the list verifies; one Undo takes them back with the player's move. */
import { expect } from '@open-wc/testing';
import { games, replay, safeHomeMove, safeHomeMoves, serialize, solve, verifyWin, type GameId, type Move } from '../../../src/core/index.js';
import { gameFixture, record, settle, type PatienceTable } from '../helpers.js';
import { cleanUp, wait } from './host-helpers.js';

afterEach(cleanUp);

/** Waits while cards go home by themselves: until none is left to go, or none went for 400 ms (the deal's own are not made). */
async function homed(el: PatienceTable): Promise<void> {
  let count = el.moves.length;
  for (let quiet = 0; quiet < 8 && el.status === 'playing' && safeHomeMove(el.state!) !== null; ) {
    await wait(50);
    quiet = el.moves.length === count ? quiet + 1 : 0;
    count = el.moves.length;
  }
}

/** A solver's win of `game` from the first seed it wins within a small budget. */
function winOf(game: GameId): { seed: number; line: Move[] } {
  for (let seed = 1; ; seed++) {
    const found = solve(games[game].deal(seed), { maxPositions: 20_000 });
    if (found.result === 'win') return { seed, line: found.moves };
  }
}

/** The first move of a solver's win after which some card goes home by itself, and the position before it. */
function movePrompting(game: GameId): { seed: number; before: Move[]; move: Move } {
  const { seed, line } = winOf(game);
  for (let k = 1; k < line.length; k++) {
    const after = replay(game, seed, {}, line.slice(0, k + 1));
    if (safeHomeMoves(after).length > 0) return { seed, before: line.slice(0, k), move: line[k]! };
  }
  throw new Error('no move prompts a card home');
}

describe('auto-home', () => {
  // Indian's wins are long: its automatic moves are tested by the undo below.
  for (const game of ['well', 'well-of-truth'] as GameId[]) {
    it(`${game}: a won game with cards going home by themselves; the solver's moves are the ones they make, and the list verifies`, async function () {
      this.timeout(90_000);
      const { seed, line } = winOf(game);
      const el = await gameFixture(game, { seed: String(seed), 'auto-home': true });
      const wins = record('patience-win', el);
      let automatic = 0;
      while (el.status === 'playing') {
        await homed(el);
        const made = el.moves.length;
        // What went home by itself is what the solver played next.
        expect(el.moves).to.deep.equal(line.slice(0, made));
        if (el.status !== 'playing') break;
        expect(el.play(line[made]!)).to.equal(true);
        await homed(el);
        automatic += el.moves.length - made - 1;
      }
      await settle(el, { finish: true });
      expect(el.status).to.equal('won');
      expect(automatic).to.be.greaterThan(0);
      expect(el.moves).to.deep.equal(line);
      const { detail } = wins[0]!;
      expect(verifyWin(game, seed, { deck: detail.deck, freeDraw: detail.freeDraw }, detail.moves)).to.equal(true);
    });
  }

  it('one Undo takes back the player\'s move with the cards that went home after it; one Redo makes them all again', async () => {
    const { seed, before, move } = movePrompting('indian');
    const el = await gameFixture('indian', { seed: String(seed), 'auto-home': true });
    el.restore(serialize(replay('indian', seed, {}, before)));
    await settle(el);
    const undos = record('patience-undo', el);
    expect(el.play(move)).to.equal(true);
    await homed(el);
    const all = el.moves;
    expect(all.length).to.be.greaterThan(before.length + 1);
    expect(el.undo()).to.equal(true);
    expect(el.moves).to.deep.equal(before);
    expect(undos.length).to.equal(all.length - before.length);
    expect(el.redo()).to.equal(true);
    expect(el.moves).to.deep.equal(all);
  });

  it('off (the default), nothing moves by itself', async () => {
    const { seed, before, move } = movePrompting('indian');
    const el = await gameFixture('indian', { seed: String(seed) });
    el.restore(serialize(replay('indian', seed, {}, before)));
    el.play(move);
    await wait(600);
    expect(el.moves).to.deep.equal([...before, move]);
  });

  it('the Funnel, without foundations, ignores it', async () => {
    const el = await gameFixture('funnel', { seed: '2', 'auto-home': true });
    const first = games.funnel.legalMoves(el.state!)[0]!;
    el.play(first);
    await wait(600);
    expect(el.moves).to.deep.equal([first]);
  });
});

describe('auto-home and a new deal', () => {
  it('a deal made while a card was about to go home stops it: nothing moves by itself on the fresh deal', async () => {
    const { seed, before, move } = movePrompting('indian');
    const el = await gameFixture('indian', { seed: String(seed), 'auto-home': true });
    el.restore(serialize(replay('indian', seed, {}, before)));
    el.play(move);
    // Deal 2 has a card that could go home at once: it is the player's to move.
    expect(safeHomeMove(games.indian.deal(2))).to.not.equal(null);
    el.newGame(2);
    await wait(600);
    expect(el.moves).to.deep.equal([]);
  });
});
