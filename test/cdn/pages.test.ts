/**
 * Host pages in iframes (the Trusted Types one with the drop-in bundle, `npm run build:cdn`): two tabs of one
 * saved game (two same-origin frames share localStorage and hear each other's `storage` events),
 * and a page that requires Trusted Types (its header from web-test-runner.config.mjs).
 */
import { expect } from '@open-wc/testing';
import { games, movesOf, readSavedGame, serialize, type Move, type State } from '../../src/core/index.js';

type PageWindow = Window & typeof globalThis & { violations?: string[] };
type Funnel = HTMLElement & { updateComplete: Promise<boolean>; moves: Move[]; state?: State; showWinnable: boolean; play(move: Move): boolean };

const frames: HTMLIFrameElement[] = [];
afterEach(() => {
  for (const frame of frames.splice(0)) frame.remove();
  localStorage.clear();
});

async function openPage(page: string): Promise<{ win: PageWindow; el: Funnel }> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'border: 0; width: 800px; height: 700px';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = page;
  document.body.append(frame);
  frames.push(frame);
  await loaded;
  const win = frame.contentWindow as PageWindow;
  await win.customElements.whenDefined('patience-funnel');
  const el = win.document.querySelector('patience-funnel') as Funnel;
  await el.updateComplete;
  return { win, el };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `done()`, for at most 5 s: the browser hands another frame's storage event over in its own time. */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done() && waited < 5000; waited += 20) await wait(20);
}
const KEY = 'two-tabs';
const stored = () => movesOf(readSavedGame(localStorage.getItem(KEY)!).state).length;

/** `n` legal moves on from the position of `el`, played as the player would. */
function playOn(el: Funnel, n: number): void {
  for (let i = 0; i < n; i++) expect(el.play(games.funnel.legalMoves(el.state!)[0]!)).to.equal(true);
}

describe('two tabs of one saved game', () => {
  it('a tab behind the other takes its newer game before moving, so neither tab\'s work is written over', async () => {
    const deal = games.funnel.deal(2);
    let three = deal;
    for (let i = 0; i < 3; i++) three = games.funnel.apply(three, games.funnel.legalMoves(three)[0]!);
    localStorage.setItem(KEY, serialize(three));
    const a = await openPage('/test/cdn/two-tabs.html');
    const b = await openPage('/test/cdn/two-tabs.html');
    expect([a.el.moves.length, b.el.moves.length]).to.deep.equal([3, 3]);
    playOn(a.el, 4); // A reaches 7 moves
    expect(stored()).to.equal(7);
    await until(() => b.el.moves.length === 7);
    expect(b.el.moves.length, 'B, whose own game was saved as it is, took A\'s newer one').to.equal(7);
    playOn(b.el, 1);
    expect(stored(), 'B played on from A\'s 7 moves').to.equal(8);
    await until(() => a.el.moves.length === 8);
    expect(a.el.moves.length).to.equal(8);
  });

  it('statistics keep adding up across the tabs', async () => {
    const a = await openPage('/test/cdn/two-tabs.html');
    const b = await openPage('/test/cdn/two-tabs.html');
    playOn(a.el, 1); // A's deal gets its first move: played 1
    await wait(50);
    (b.el as Funnel & { newGame(seed?: number): void }).newGame(5);
    playOn(b.el, 1); // another deal in B: played 2
    await wait(50);
    const byDeck = JSON.parse(localStorage.getItem('patience-elements/stats/funnel')!) as Record<string, { played: number }>;
    expect(Object.values(byDeck).reduce((sum, stats) => sum + stats.played, 0)).to.equal(2);
  });
});

describe('a page that requires Trusted Types for scripts', () => {
  it('runs the solver in its worker through the policy \'patience-elements\', with no violation', async () => {
    const response = await fetch('/test/cdn/trusted-types.html');
    expect(response.headers.get('content-security-policy')).to.contain("require-trusted-types-for 'script'");
    const { win, el } = await openPage('/test/cdn/trusted-types.html');
    // Enforced: a string is no longer taken where a script URL goes.
    expect(() => new win.Worker('data:text/javascript,1')).to.throw();
    await wait(100); // its report, which is not the element's
    win.violations!.length = 0;
    const answered = new Promise<{ where: string }>((resolve) => el.addEventListener('patience-winnability', (e) => resolve((e as CustomEvent).detail), { once: true }));
    el.showWinnable = true;
    el.play('T0>W');
    expect((await answered).where).to.equal('worker');
    expect(win.violations).to.deep.equal([]);
  });
});
