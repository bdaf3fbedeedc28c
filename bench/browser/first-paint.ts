/**
 * A page with one element, as a host's would be (`npm run bench:browser -- --throttle N`): the
 * game is `?game=`; its element's module is the only one loaded. Marks `bench-first-paint` at
 * the end of the first frame that shows the cards, and sets `window.firstPaint`.
 */
import type { PatienceTable } from '../../src/ui/table/patience-table.js';

const ELEMENTS: Record<string, () => Promise<unknown>> = {
  well: () => import('../../src/elements/patience-well.js'),
  funnel: () => import('../../src/elements/patience-funnel.js'),
  'well-of-truth': () => import('../../src/elements/patience-well-of-truth.js'),
  indian: () => import('../../src/elements/patience-indian.js'),
};

declare global {
  interface Window {
    firstPaint?: number;
  }
}

const game = new URL(location.href).searchParams.get('game') ?? 'funnel';
await ELEMENTS[game]!();
const el = document.createElement(`patience-${game}`) as PatienceTable;
el.setAttribute('lang', 'en');
el.setAttribute('seed', '1');
document.body.append(el);
await el.updateComplete;
await Promise.all([...el.renderRoot.querySelectorAll('patience-pile')].map((pile) => pile.updateComplete));
if (!el.renderRoot.querySelector('.card[data-card]')) throw new Error('first paint: no card rendered');
// A message posted in a frame callback runs after that frame's rendering steps.
requestAnimationFrame(() => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    performance.mark('bench-first-paint');
    window.firstPaint = performance.now();
  };
  channel.port2.postMessage(null);
});
