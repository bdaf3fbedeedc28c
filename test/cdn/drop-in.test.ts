/**
 * The drop-in (`npm run build:cdn`) on a host's page served with `default-src 'self'`: it defines
 * each element when its tag is used, loading that game's files from its own folder, and core.js
 * beside it is the rules core the elements share.
 */
import { expect } from '@open-wc/testing';
import type { load as Load, PatienceElements } from '../../src/drop-in.js';

// load's types: a game or a tag gives its element's class; another name does not compile.
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const byGameTyped: Exactly<Awaited<ReturnType<typeof Load<'funnel'>>>, PatienceElements['patience-funnel']> = true;
const byTagTyped: Exactly<Awaited<ReturnType<typeof Load<'patience-indian'>>>, PatienceElements['patience-indian']> = true;
// @ts-expect-error not an element of the drop-in
const unknownTyped: Parameters<typeof Load>[0] = 'patience-solitaire';
void [byGameTyped, byTagTyped, unknownTyped];

type Table = HTMLElement & {
  updateComplete: Promise<boolean>; state?: { seed: number; options: { deck: number } }; seed?: number; deck?: number;
  theme?: string; noToolbar?: boolean; storage?: unknown; restore(saved: string): void;
};
interface DropIn {
  load(name: unknown): Promise<CustomElementConstructor>;
  core(): Promise<Record<string, unknown>>;
  PatienceWinEvent: unknown;
  registerLanguage: unknown;
}
type PageWindow = Window & typeof globalThis & { violations: string[]; dropIn: DropIn; importCore(): Promise<Record<string, unknown>> };

const TAGS = ['patience-well', 'patience-funnel', 'patience-well-of-truth', 'patience-indian'];
const frames: HTMLIFrameElement[] = [];
afterEach(() => {
  for (const frame of frames.splice(0)) frame.remove();
});

async function openPage(): Promise<PageWindow> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'border: 0; width: 800px; height: 700px';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = '/test/cdn/drop-in.html';
  document.body.append(frame);
  frames.push(frame);
  await loaded;
  const win = frame.contentWindow as PageWindow;
  await win.customElements.whenDefined('patience-funnel');
  return win;
}

/** The files of the drop-in's folder the page has loaded, by name. */
const loadedFiles = (win: PageWindow) =>
  win.performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((path) => path.startsWith('/dist/cdn/')).map((path) => path.slice('/dist/cdn/'.length));

async function upgraded(win: PageWindow, el: Table): Promise<Table> {
  await win.customElements.whenDefined(el.localName);
  await el.updateComplete;
  return el;
}

describe('the drop-in loads each game\'s files when its tag is used', () => {
  it('defines the element on the page and loads no other game\'s files, nor the rules core', async () => {
    const win = await openPage();
    expect(TAGS.filter((tag) => win.customElements.get(tag))).to.deep.equal(['patience-funnel']);
    const files = loadedFiles(win);
    expect(files).to.include('patience-funnel.js');
    expect(files.filter((file) => /^(patience-(well|well-of-truth|indian)|well|well-of-truth|indian|registry|core)[.-]/.test(file)), files.join(', ')).to.deep.equal([]);
    expect(win.violations).to.deep.equal([]);
  });

  it('upgrades a tag made with createElement once appended, with the properties set before', async () => {
    const win = await openPage();
    const storage = { get: () => null, set: () => undefined, remove: () => undefined };
    const el = win.document.createElement('patience-well') as Table;
    Object.assign(el, { seed: 7, deck: 52, theme: 'dark', noToolbar: true, storage });
    win.document.body.append(el);
    await upgraded(win, el);
    expect(el).to.be.instanceOf(win.customElements.get('patience-well')!);
    expect([el.state!.seed, el.state!.options.deck]).to.deep.equal([7, 52]);
    expect([el.getAttribute('theme'), el.hasAttribute('no-toolbar'), el.storage === storage]).to.deep.equal(['dark', true, true]);
    expect(win.violations).to.deep.equal([]);
  });

  it('upgrades a tag set through innerHTML, deep in the page', async () => {
    const win = await openPage();
    const box = win.document.createElement('div');
    box.innerHTML = '<section><p><patience-indian seed="3"></patience-indian></p></section>';
    win.document.body.append(box);
    const el = await upgraded(win, box.querySelector('patience-indian') as Table);
    expect(el.state!.seed).to.equal(3);
  });

  it('load() defines an element by its game or its tag and resolves its class; an unknown name is a RangeError', async () => {
    const win = await openPage();
    const byGame = await win.dropIn.load('well-of-truth');
    expect(byGame).to.equal(win.customElements.get('patience-well-of-truth'));
    expect(await win.dropIn.load('patience-well-of-truth')).to.equal(byGame);
    // A tag's name is the same in any case, in HTML and here.
    expect(await win.dropIn.load('Patience-Well-Of-Truth')).to.equal(byGame);
    const hostile = { toString: () => { throw new Error('read'); } };
    for (const name of ['nope', 'patience-', undefined, 7, hostile]) {
      const error = await win.dropIn.load(name).then(() => null, (e: unknown) => e);
      expect(error, typeof name).to.be.instanceOf(win.RangeError);
      expect((error as Error).message).to.contain('patience-well, patience-funnel, patience-well-of-truth, patience-indian');
    }
  });

  it('does not look into shadow roots: a host that puts a tag in one calls load()', async () => {
    const win = await openPage();
    const host = win.document.createElement('div');
    host.attachShadow({ mode: 'open' }).innerHTML = '<patience-well seed="4"></patience-well>';
    win.document.body.append(host);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(win.customElements.get('patience-well')).to.equal(undefined);
    await win.dropIn.load('well');
    const el = await upgraded(win, host.shadowRoot!.querySelector('patience-well') as Table);
    expect(el.state!.seed).to.equal(4);
  });
});

describe('core.js, the rules core beside the drop-in', () => {
  it('is the module core() loads, and its classes are the elements\' own (an element\'s SavedGameError is core.js\'s)', async () => {
    const win = await openPage();
    const core = await win.importCore();
    expect(await win.dropIn.core()).to.equal(core);
    expect((core['verifyWin'] as (...args: unknown[]) => boolean)('funnel', 2, {}, [])).to.equal(false);
    expect(Object.keys(core['games'] as object)).to.deep.equal(['well', 'funnel', 'well-of-truth', 'indian']);
    const el = win.document.querySelector('patience-funnel') as Table;
    let thrown: unknown = null;
    try {
      el.restore('not a saved game');
    } catch (error) {
      thrown = error;
    }
    // instanceof in the page's own realm (chai's `throw(Class)` compares against this frame's Error).
    expect(thrown instanceof (core['SavedGameError'] as new () => Error), String(thrown)).to.equal(true);
    // Events and languages stay in the drop-in, which exports no rules any more.
    expect(win.dropIn).to.include.keys('PatienceWinEvent', 'registerLanguage', 'load', 'core');
    expect(win.dropIn).to.not.have.any.keys('verifyWin', 'games', 'PatienceFunnel');
    expect(win.violations).to.deep.equal([]);
  });
});
