/**
 * The drop-in (`npm run build:cdn`) served by a host that fails the table's late parts (input,
 * panels, end dialog) until told otherwise (the flaky folder of web-test-runner.config.mjs): a
 * press heard while they were loading, and lost when they failed, is not played once they come.
 */
import { expect } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';

type Table = HTMLElement & { updateComplete: Promise<boolean>; moves: readonly string[]; seed?: number };
interface DropIn {
  load(name: string): Promise<CustomElementConstructor>;
}

const token = `t${Date.now()}${Math.floor(Math.random() * 1e6)}`;
const dropIn = (await import(/* @vite-ignore */ `/test/cdn/flaky/${token}/patience-elements.js`)) as DropIn;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a table whose late parts failed to load', () => {
  it('does not play a press lost to the failure once they are in', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      // Each game's element file fails once here too.
      await dropIn.load('funnel').catch(() => dropIn.load('funnel'));
      const el = document.createElement('patience-funnel') as Table;
      el.seed = 2;
      document.body.append(el);
      await el.updateComplete;
      // Seed 2: a tap on the top card of column T0 plays T0>W.
      const card = el.shadowRoot!.querySelector('[data-pile="T0"] > .card:last-of-type')!.getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(card.left + card.width / 2), Math.round(card.top + card.height / 2)] });
      for (let i = 0; i < 50 && !warnings.some((w) => w.includes('could not be loaded')); i++) await sleep(20);
      expect(warnings.some((w) => w.includes('could not be loaded'))).to.equal(true);
      expect(el.moves).to.deep.equal([]);
      await fetch(`/test/cdn/flaky/${token}/open`);
      // The next event asks for the parts again; they come, and the table takes presses.
      await sendMouse({ type: 'move', position: [5, 5] });
      const partsIn = () => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/late-parts-') && (entry as PerformanceResourceTiming).responseStatus === 200);
      for (let i = 0; i < 100 && !partsIn(); i++) await sleep(20);
      expect(partsIn()).to.equal(true);
      await sleep(300);
      expect(el.moves).to.deep.equal([]);
      await sendMouse({ type: 'click', position: [Math.round(card.left + card.width / 2), Math.round(card.top + card.height / 2)] });
      await sleep(300);
      expect(el.moves).to.deep.equal(['T0>W']);
    } finally {
      console.warn = warn;
    }
  });
});
