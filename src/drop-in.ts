/**
 * The drop-in, dist/cdn/patience-elements.js: Lit and the table every game shares, and the four
 * tags, each game's own code (its element and rules) loaded from files beside it the first time
 * its tag is in the document — found at load and by a MutationObserver, so a tag written in the
 * page, set through innerHTML or made by `document.createElement` and appended all upgrade. Tags
 * inside a shadow root are not watched (a page's shadow roots are its own): a host that puts one
 * there, or needs a class or its methods before a tag is in the document, calls `load`. The
 * rules core is dist/cdn/core.js, so that a page's first paint does not carry all four games.
 */
import type { PatienceFunnel } from './elements/patience-funnel.js';
import type { PatienceIndian } from './elements/patience-indian.js';
import type { PatienceWellOfTruth } from './elements/patience-well-of-truth.js';
import type { PatienceWell } from './elements/patience-well.js';
import { offerShippedLanguages } from './languages/shipped.js';

/**
 * Each tag's files, beside the drop-in: its element and its game's rules, asked for at once (the
 * element's file imports the rules' file too: asked for only then, they would come a round trip
 * later). The engine's pieces the rules are built from are in the drop-in already; asking for
 * them as a module puts the bundler's helper for a module's exports in the drop-in too, where
 * each game's rules file finds it, rather than in a file of its own, another round trip.
 */
const gameFiles = (...files: Promise<unknown>[]) => Promise.all([import('./core/engine/pieces.js'), ...files]);
const ELEMENTS = {
  'patience-well': () => gameFiles(import('./core/games/well/index.js'), import('./elements/patience-well.js')),
  'patience-funnel': () => gameFiles(import('./core/games/funnel/index.js'), import('./elements/patience-funnel.js')),
  'patience-well-of-truth': () => gameFiles(import('./core/games/well-of-truth/index.js'), import('./elements/patience-well-of-truth.js')),
  'patience-indian': () => gameFiles(import('./core/games/indian/index.js'), import('./elements/patience-indian.js')),
};

/** The element classes by tag, as `load` resolves them. */
export interface PatienceElements {
  'patience-well': typeof PatienceWell;
  'patience-funnel': typeof PatienceFunnel;
  'patience-well-of-truth': typeof PatienceWellOfTruth;
  'patience-indian': typeof PatienceIndian;
}
export type PatienceTag = keyof PatienceElements;
type GameOf<Tag> = Tag extends `patience-${infer Game}` ? Game : never;
/** What `load` takes: a tag, or its game's id (`'funnel'`). */
export type PatienceName = PatienceTag | GameOf<PatienceTag>;
type ClassOf<Name> = PatienceElements[(Name extends PatienceTag ? Name : `patience-${Name & string}`) & PatienceTag];

const TAGS = Object.keys(ELEMENTS) as PatienceTag[];
const loading = new Map<PatienceTag, Promise<CustomElementConstructor>>();

/**
 * Defines the element of `name` (`'funnel'` or `'patience-funnel'`, in any case, as a tag's name
 * is in HTML), loading its files if need be, and resolves to its class once defined. A name that
 * is not one of the four rejects with a RangeError; so do its files when they cannot load, and
 * a later call (or tag) asks for them again (Chromium fetches a module whose fetch failed anew;
 * a browser that keeps it failed rejects at once).
 */
export function load<Name extends PatienceName>(name: Name): Promise<ClassOf<Name>>;
export function load(name: unknown): Promise<CustomElementConstructor> {
  // Nothing but a string is read: a hostile object's toString is never called.
  const tag = (typeof name === 'string' ? `patience-${name.toLowerCase().replace(/^patience-/, '')}` : '') as PatienceTag;
  if (!Object.hasOwn(ELEMENTS, tag)) {
    const named = typeof name === 'string' ? JSON.stringify(name).slice(0, 60) : `of type ${typeof name}`;
    return Promise.reject(new RangeError(`patience-elements: no element ${named}; the elements are ${TAGS.join(', ')}`));
  }
  let pending = loading.get(tag);
  if (!pending) {
    pending = ELEMENTS[tag]().then(() => customElements.whenDefined(tag));
    loading.set(tag, pending);
    pending.catch(() => {
      loading.delete(tag);
      watch();
    });
  }
  return pending;
}

/** Loads the element of each tag in or at `root` whose file is not asked for yet. */
function discover(root: Element): void {
  const waiting = TAGS.filter((tag) => !loading.has(tag)).join(',');
  if (!waiting) return watcher.disconnect();
  const found = new Set([...root.querySelectorAll(waiting)].map((element) => element.localName as PatienceTag));
  if (root.matches(waiting)) found.add(root.localName as PatienceTag);
  for (const tag of found) load(tag).catch((error: unknown) => console.error(`patience-elements: <${tag}> could not load its files.`, error));
}

const watcher = new MutationObserver((records) => {
  for (const record of records) for (const node of record.addedNodes) if (node.nodeType === Node.ELEMENT_NODE) discover(node as Element);
});
// What each element's module does too; here, so that it is in the drop-in rather than a file of its own.
offerShippedLanguages();

// Again after a failed load: the watcher stops once every tag's files are asked for.
function watch(): void {
  watcher.observe(document, { childList: true, subtree: true });
}
watch();
discover(document.documentElement);

export * from './host-exports.js';
export type { PatienceFunnel, PatienceIndian, PatienceWell, PatienceWellOfTruth };
export { PatienceTable } from './ui/table/patience-table.js';
export * from './ui/table/events.js';

/**
 * The rules core (`verifyWin`, `games`, …), loaded when asked: the module dist/cdn/core.js, which
 * a page may as well import itself (`import { verifyWin } from './core.js'`).
 */
export const core = (): Promise<typeof import('./core/index.js')> => import('./core/index.js');
