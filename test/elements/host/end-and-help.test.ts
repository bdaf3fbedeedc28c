/** A host that owns the end of a game (`no-end-dialog`, cancelled end events), and the events for its analytics. */
import { expect } from '@open-wc/testing';
import { games, solve } from '../../../src/core/index.js';
import { gameFixture, record, root, settle, type PatienceTable } from '../helpers.js';
import { cleanUp } from './host-helpers.js';

afterEach(cleanUp);

const SEED = 17;
/** A solver win of the Funnel's deal 17. */
function funnelWin(): string[] {
  const found = solve(games.funnel.deal(SEED), { maxPositions: 20000 });
  if (found.result !== 'win') throw new Error('deal 17 has a win');
  return found.moves;
}

async function playOut(el: PatienceTable, moves: readonly string[]): Promise<void> {
  for (const move of moves) expect(el.play(move), move).to.equal(true);
  await settle(el);
}

const dialog = (el: PatienceTable) => root(el).querySelector('patience-end-dialog') !== null;
const statusLine = (el: PatienceTable) => root(el).querySelector('.status-line')!.textContent!;

describe('the host owns the end of a game', () => {
  it('shows the end dialog by default, and the win event can be cancelled', async () => {
    const el = await gameFixture('funnel', { seed: String(SEED), lang: 'en' });
    const wins = record('patience-win');
    await playOut(el, funnelWin());
    expect(wins).to.have.length(1);
    expect(wins[0]!.cancelable).to.equal(true);
    expect(dialog(el)).to.equal(true);
  });

  it('preventDefault() on patience-win shows no dialog; the line under the table says it', async () => {
    const el = await gameFixture('funnel', { seed: String(SEED), lang: 'en' });
    el.addEventListener('patience-win', (event) => event.preventDefault());
    await playOut(el, funnelWin());
    expect(el.status).to.equal('won');
    expect(dialog(el)).to.equal(false);
    expect(statusLine(el)).to.contain('Solved!');
    expect(root(el).querySelector('.table')!.hasAttribute('inert')).to.equal(false);
    // The next deal's end is the dialog's again.
    el.newGame(SEED);
    await settle(el);
    expect(el.moves).to.deep.equal([]);
  });

  it('no-end-dialog shows no dialog on a win, and the line says it', async () => {
    const el = await gameFixture('funnel', { seed: String(SEED), lang: 'en', 'no-end-dialog': true });
    expect(el.noEndDialog).to.equal(true);
    await playOut(el, funnelWin());
    expect(el.status).to.equal('won');
    expect(dialog(el)).to.equal(false);
    expect(statusLine(el)).to.contain('Solved!');
    await expect(el).to.be.accessible();
  });

  it('preventDefault() on patience-lose shows no dialog', async () => {
    const rules = games.funnel;
    // Always the first legal move: deal 1 is then lost.
    const line: string[] = [];
    for (let s = rules.deal(1); rules.status(s) === 'playing'; s = rules.apply(s, line.at(-1)!)) line.push(rules.legalMoves(s)[0]!);
    const el = await gameFixture('funnel', { seed: '1', lang: 'en' });
    const losses = record('patience-lose');
    el.addEventListener('patience-lose', (event) => event.preventDefault());
    await playOut(el, line);
    expect([el.status, losses.length, losses[0]!.defaultPrevented]).to.deep.equal(['lost', 1, true]);
    expect(dialog(el)).to.equal(false);
  });
});

describe('events for analytics and leaderboards', () => {
  it('the win detail counts the hints answered and the moves taken back', async () => {
    const el = await gameFixture('funnel', { seed: String(SEED), lang: 'en' });
    const wins = record('patience-win');
    const hints = record('patience-hint');
    const win = funnelWin();
    el.play(win[0]!);
    expect(el.undo()).to.equal(true);
    const hint = await el.hint();
    expect(hint === null).to.equal(false);
    expect(hints).to.have.length(1);
    expect(hints[0]!.detail).to.deep.include({ game: 'funnel', seed: SEED, move: hint!.move, winning: hint!.winning, moveCount: 0, hints: 1 });
    await playOut(el, win);
    expect(wins[0]!.detail).to.deep.include({ hints: 1, undos: 1, moveCount: win.length });
  });

  it('patience-restart tells the game as it was; a new deal over a game under way is patience-abandon', async () => {
    const el = await gameFixture('funnel', { seed: String(SEED), lang: 'en' });
    const restarts = record('patience-restart');
    const abandons = record('patience-abandon');
    const [first, second] = funnelWin();
    el.play(first!);
    el.play(second!);
    el.undo();
    el.restart();
    expect(restarts).to.have.length(1);
    expect(restarts[0]!.detail).to.deep.include({ game: 'funnel', seed: SEED, moveCount: 1, moves: [first], undos: 1, hints: 0 });
    expect(abandons).to.have.length(0);
    // Nothing under way after a restart: a new deal abandons nothing.
    el.newGame(3);
    expect(abandons).to.have.length(0);
    el.play(games.funnel.legalMoves(el.state!)[0]!);
    el.newGame(4);
    expect(abandons).to.have.length(1);
    expect(abandons[0]!.detail).to.deep.include({ seed: 3, moveCount: 1, hints: 0, undos: 0 });
    // A changed seed attribute deals anew as well.
    el.play(games.funnel.legalMoves(el.state!)[0]!);
    el.setAttribute('seed', '5');
    await settle(el);
    expect(abandons.map((e) => e.detail.seed)).to.deep.equal([3, 4]);
  });
});
