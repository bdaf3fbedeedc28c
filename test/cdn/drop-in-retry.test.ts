/**
 * The drop-in (`npm run build:cdn`) served by a host whose first answer for each game's element
 * file fails (the flaky folder of web-test-runner.config.mjs): the load rejects, and a later
 * `load` or a tag added later asks for the files again, as Chromium fetches a failed module anew.
 */
import { expect } from '@open-wc/testing';

type Table = HTMLElement & { updateComplete: Promise<boolean>; state?: { seed: number } };
interface DropIn {
  load(name: string): Promise<CustomElementConstructor>;
}

const token = `t${Date.now()}${Math.floor(Math.random() * 1e6)}`;
const dropIn = (await import(/* @vite-ignore */ `/test/cdn/flaky/${token}/patience-elements.js`)) as DropIn;
// The tables' late parts are not what this file is about: served at once.
await fetch(`/test/cdn/flaky/${token}/open`);

const rejection = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);
const upgraded = async (el: Table) => {
  await customElements.whenDefined(el.localName);
  await el.updateComplete;
  return el;
};

describe('the drop-in after a game\'s files failed to load', () => {
  it('load() asks for them again, and the tag on the page upgrades', async () => {
    document.body.insertAdjacentHTML('beforeend', '<patience-well seed="3"></patience-well>');
    expect(await rejection(dropIn.load('well'))).to.be.instanceOf(TypeError);
    expect(customElements.get('patience-well')).to.equal(undefined);
    const PatienceWell = await dropIn.load('well');
    expect(customElements.get('patience-well')).to.equal(PatienceWell);
    expect((await upgraded(document.querySelector<Table>('patience-well')!)).state?.seed).to.equal(3);
  });

  it('a tag added after the failure asks for them again, though every other tag\'s files are in', async () => {
    // The other three asked for (and failed once, then loaded): the watcher had nothing left to watch for.
    for (const game of ['funnel', 'well-of-truth']) {
      await rejection(dropIn.load(game));
      await dropIn.load(game);
    }
    document.body.insertAdjacentHTML('beforeend', '<patience-indian seed="5"></patience-indian>');
    // Anything else added while its files load: with every tag's files asked for, the watcher stops.
    await new Promise((resolve) => setTimeout(resolve));
    document.body.append(document.createElement('p'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(customElements.get('patience-indian')).to.equal(undefined);
    document.body.insertAdjacentHTML('beforeend', '<div><patience-indian seed="6"></patience-indian></div>');
    const [first, second] = [...document.querySelectorAll<Table>('patience-indian')];
    expect((await upgraded(second!)).state?.seed).to.equal(6);
    expect((await upgraded(first!)).state?.seed).to.equal(5);
  });
});
