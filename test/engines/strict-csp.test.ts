/**
 * The drop-in bundle on the strict-CSP page of test/cdn/ (served with `Content-Security-Policy:
 * default-src 'self'`), in each engine: a real click plays, the solver's worker answers, and
 * nothing breaks the policy. Needs `npm run build:cdn` (npm test builds it).
 */
import { expect, waitUntil } from '@open-wc/testing';
import { centre, gesture, type PatienceTable } from './helpers.js';

type PageWindow = Window & typeof globalThis & { violations: string[] };

describe('the drop-in bundle under a strict CSP in this engine', () => {
  it('plays a clicked card and hears the worker, within the policy', async () => {
    const frame = document.createElement('iframe');
    frame.style.cssText = 'border: 0; width: 800px; height: 700px';
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    frame.src = '/test/cdn/blank.html';
    document.body.append(frame);
    try {
      await loaded;
      const win = frame.contentWindow as PageWindow;
      await win.customElements.whenDefined('patience-funnel');
      const el = win.document.querySelector('patience-funnel') as PatienceTable;
      await el.updateComplete;
      el.showWinnable = true;
      const answered = new Promise<{ where: string }>((resolve) => el.addEventListener('patience-winnability', (e) => resolve(e.detail), { once: true }));
      const pile = el.shadowRoot!.querySelector('[data-pile="T0"]')!;
      const [x, y] = centre(pile.querySelector(':scope > .card:last-of-type')!);
      const offset = frame.getBoundingClientRect();
      await gesture('mouse', [[Math.round(offset.left + x), Math.round(offset.top + y)]]);
      expect((await answered).where).to.equal('worker');
      // A click that comes before the input has loaded (it loads after the first paint) is played once it is in.
      await waitUntil(() => el.moves.length > 0, 'the click played', { timeout: 10_000 });
      expect(el.moves).to.deep.equal(['T0>W']);
      expect(win.violations).to.deep.equal([]);
      // Last: the refused eval is itself reported as a violation.
      expect(() => win.eval('1'), 'eval refused').to.throw();
    } finally {
      frame.remove();
    }
  });
});
