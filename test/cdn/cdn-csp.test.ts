/**
 * The drop-in file dist/cdn/patience-elements.js (built by `npm run build:cdn`) alone in a
 * blank page served with `Content-Security-Policy: default-src 'self'` (web-test-runner.config.mjs
 * adds the header), in an iframe so that this test page's own scripts play no part.
 */
import { expect } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';

const PAGE = '/test/cdn/blank.html';

type PageWindow = Window & typeof globalThis & { violations: string[] };
type Element2 = HTMLElement & { updateComplete: Promise<boolean> };

async function openPage(): Promise<{ frame: HTMLIFrameElement; win: PageWindow; el: Element2 }> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'border: 0; width: 800px; height: 700px';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = PAGE;
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as PageWindow;
  await win.customElements.whenDefined('patience-funnel');
  const el = win.document.querySelector('patience-funnel') as Element2;
  await el.updateComplete;
  return { frame, win, el };
}

describe('the CDN bundle under a strict CSP header', () => {
  it('is served with the policy, and the policy is enforced (no eval)', async () => {
    const response = await fetch(PAGE);
    expect(response.headers.get('content-security-policy')).to.equal("default-src 'self'");
    const { frame, win } = await openPage();
    expect(() => win.eval('1')).to.throw();
    frame.remove();
  });

  it('defines the element on the page (each other one when its tag is used: drop-in.test.ts), plays a tapped card and breaks no rule of the policy', async () => {
    const { frame, win, el } = await openPage();
    expect(['patience-well', 'patience-funnel', 'patience-well-of-truth', 'patience-indian'].filter((tag) => win.customElements.get(tag))).to.deep.equal(['patience-funnel']);
    // Seed 2: the top card of column T0 (JS) goes onto the open pile (TS).
    const pile = el.shadowRoot!.querySelector('[data-pile="T0"]')!;
    const target = pile.querySelector(':scope > .card:last-of-type') ?? pile;
    const moved = new Promise<{ move: string }>((resolve) => el.addEventListener('patience-move', (e) => resolve((e as CustomEvent).detail), { once: true }));
    const box = target.getBoundingClientRect();
    const offset = frame.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(offset.left + box.left + box.width / 2), Math.round(offset.top + box.top + box.height / 2)] });
    expect((await moved).move).to.equal('T0>W');
    await el.updateComplete;
    expect(win.violations).to.deep.equal([]);
    // Everything it loaded came from its own folder (besides the page's recorder and the dev server's reload socket).
    const loaded = win.performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
    const foreign = loaded.filter((path) => !path.startsWith('/dist/cdn/') && path !== '/test/cdn/violations.js' && !path.startsWith('/__web-dev-server'));
    expect(foreign).to.deep.equal([]);
    expect(loaded).to.include.members(['/dist/cdn/patience-elements.js', '/dist/cdn/patience-funnel.js']);
    frame.remove();
  });

  it('runs the solver in its game\'s module worker, dist/cdn/solver-funnel.js, within the policy', async () => {
    const { frame, win, el } = await openPage();
    const answered = new Promise<{ where: string; winnability: string }>((resolve) =>
      el.addEventListener('patience-winnability', (e) => resolve((e as CustomEvent).detail), { once: true }));
    (el as Element2 & { showWinnable: boolean; play(move: string): boolean }).showWinnable = true;
    (el as Element2 & { play(move: string): boolean }).play('T0>W');
    const detail = await answered;
    // 'main thread' would mean the worker was refused or not found, and the fallback answered.
    expect(detail.where).to.equal('worker');
    expect(detail.winnability).to.be.oneOf(['winnable', 'lost', 'unknown']);
    expect(win.violations).to.deep.equal([]);
    frame.remove();
  });

  it('without workers, loads the solver from a file beside the bundle, within the policy', async () => {
    const { frame, win, el } = await openPage();
    (win as { Worker: unknown }).Worker = undefined;
    const answered = new Promise<{ where: string }>((resolve) =>
      el.addEventListener('patience-winnability', (e) => resolve((e as CustomEvent).detail), { once: true }));
    (el as Element2 & { showWinnable: boolean }).showWinnable = true;
    (el as Element2 & { play(move: string): boolean }).play('T0>W');
    expect((await answered).where).to.equal('main thread');
    const loaded = win.performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
    expect(loaded.some((path) => /^\/dist\/cdn\/solve-or-unknown-[\w-]+\.js$/.test(path)), loaded.join(', ')).to.equal(true);
    expect(win.violations).to.deep.equal([]);
    frame.remove();
  });
});

describe('the first patience-new-game on a host\'s page', () => {
  /** The seeds of the deals a listener in the page's own script heard, once the page has loaded and settled. */
  async function heardIn(page: string): Promise<number[]> {
    const frame = document.createElement('iframe');
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    frame.src = page;
    document.body.append(frame);
    await loaded;
    const win = frame.contentWindow as Window & typeof globalThis & { heard: number[] };
    await win.customElements.whenDefined('patience-funnel');
    await new Promise((resolve) => setTimeout(resolve, 100));
    frame.remove();
    return win.heard;
  }

  it('a listener added right after `await import(…)` hears it', async () => {
    expect(await heardIn('/test/cdn/dynamic-import.html')).to.deep.equal([2]);
  });

  it('a listener in the page\'s next module script, however late it arrives, hears it', async () => {
    expect(await heardIn('/test/cdn/second-script.html')).to.deep.equal([2]);
  });
});
