/**
 * The cross-engine suite's own helpers (it runs in Chromium, Firefox and WebKit). It reaches the
 * product only through its public entries and the DOM contract (`data-pile`, `.card`), so it
 * outlives any reshuffle of src/ui and test/elements.
 */
import { fixture, nextFrame } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../src/index.js';
import { games, solve, type GameId, type Move, type PatienceTable, type PileId, type State } from '../../src/index.js';

export type { PatienceTable };
export type Point = [number, number];

export const TAGS: Readonly<Record<GameId, string>> = {
  well: 'patience-well',
  funnel: 'patience-funnel',
  'well-of-truth': 'patience-well-of-truth',
  indian: 'patience-indian',
};

/** One element (640 px wide unless told), dealt and laid out. */
export async function dealt(game: GameId, attrs = '', width = 640): Promise<PatienceTable> {
  const el = await fixture<PatienceTable>(`<${TAGS[game]} lang="en" ${attrs} style="display: block; width: ${width}px"></${TAGS[game]}>`);
  await settle(el);
  // The input and the glides load after the first paint (test/elements/table/after-paint.test.ts
  // covers presses that come before); these tests are about the engine's input, so they start once it is in.
  await (el as unknown as { late: { load(): Promise<unknown> } }).late.load();
  // The first deal's patience-new-game comes in a task after the first render.
  await new Promise((resolve) => setTimeout(resolve));
  return el;
}

function pileEls(el: PatienceTable): HTMLElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>('[data-pile]')];
}

/**
 * Waits for the element and its piles to render and every glide to end; `finish` ends the
 * glides (and a win's cascade) at once, for a test about the moves rather than their motion.
 */
export async function settle(el: PatienceTable, { finish = false } = {}): Promise<void> {
  for (let i = 0; i < 10; i++) {
    await el.updateComplete;
    await Promise.all(pileEls(el).map((p) => (p as HTMLElement & { updateComplete?: Promise<boolean> }).updateComplete));
    await nextFrame();
    if (!el.isUpdatePending) break;
  }
  if (finish) glides(el).forEach((a) => a.finish());
  await Promise.all(glides(el).map((a) => a.finished.catch(() => undefined)));
}

/** The card animations running in the element. */
export function glides(el: PatienceTable): Animation[] {
  return el.shadowRoot!.getAnimations().filter((a) => ((a.effect as KeyframeEffect | null)?.target as Element | null)?.classList.contains('card'));
}

export function pileEl(el: PatienceTable, id: PileId): HTMLElement {
  const found = el.shadowRoot!.querySelector<HTMLElement>(`[data-pile="${id}"]`);
  if (!found) throw new Error(`no pile ${id} in ${el.localName}`);
  return found;
}

/** Where a pile is pointed at: its top card, else its outline. */
export function pileTarget(el: PatienceTable, id: PileId): HTMLElement {
  return [...pileEl(el, id).querySelectorAll<HTMLElement>(':scope > .card')].at(-1) ?? pileEl(el, id);
}

export function centre(element: Element): Point {
  const r = element.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
}

/**
 * WebKitGTK's WebDriver takes touch actions but delivers them as the mouse (pinned by
 * touch.test.ts), so there a finger's gesture is dispatched as touch pointer events instead.
 */
export const automationHasTouch = !/ Version\/[\d.]+ Safari\//.test(navigator.userAgent) || /Chrome|Firefox/.test(navigator.userAgent);

/** What the page hears of a finger where the automation has none: pointer 1 (capture needs a pointer the engine knows), touch. */
function dispatchFinger(type: string, [x, y]: Point): void {
  let target: Element | null = document.elementFromPoint(x, y);
  while (target?.shadowRoot?.elementFromPoint(x, y) && target.shadowRoot.elementFromPoint(x, y) !== target) target = target.shadowRoot.elementFromPoint(x, y);
  (target ?? document.body).dispatchEvent(new PointerEvent(type, { pointerId: 1, pointerType: 'touch', isPrimary: true, clientX: x, clientY: y, bubbles: true, composed: true, cancelable: true }));
}

/**
 * A press at the first point, moves through the rest, a lift at the last: the engine's own
 * input from its automation. `press: false` goes on with a pointer held, `release: false` holds it.
 */
export async function gesture(pointer: 'mouse' | 'touch', path: readonly Point[], { press = true, release = true } = {}): Promise<void> {
  if (pointer === 'touch' && !automationHasTouch) {
    const [first, ...rest] = path;
    if (press) dispatchFinger('pointerdown', first!);
    for (const point of press ? rest : path) dispatchFinger('pointermove', point);
    if (release) dispatchFinger('pointerup', path.at(-1)!);
    return;
  }
  await executeServerCommand('engine-pointer', { pointer, path, press, release });
}

/** A drag from `from` to `to`, past the drag threshold and through the middle. */
export function dragPath(from: Point, to: Point): Point[] {
  const [x0, y0] = from;
  const [x1, y1] = to;
  return [from, [x0 + 4, y0 + 4], [x0 + 12, y0 + 12], [Math.round((x0 + x1) / 2), Math.round((y0 + y1) / 2)], to];
}

export async function keys(...names: string[]): Promise<void> {
  await executeServerCommand('engine-keys', { keys: names });
}

/** Emulates `prefers-reduced-motion`; false where the engine's automation cannot. */
export async function reduceMotion(reduce: boolean): Promise<boolean> {
  return (await executeServerCommand<boolean, { reduce: boolean }>('engine-reduced-motion', { reduce })) === true;
}

/** A win from the deal `seed`, found by the rules core's solver. */
export function winOf(game: GameId, seed: number, deck?: 36 | 52): { start: State; moves: Move[] } {
  const start = games[game].deal(seed, deck === undefined ? {} : { deck });
  const found = solve(start);
  if (found.result !== 'win') throw new Error(`${game} seed ${seed}: the solver found no win (${found.result})`);
  return { start, moves: found.moves };
}

/** Records the named events as the page hears them, on document. */
export function listen(names: readonly string[]): { heard: string[]; stop(): void } {
  const heard: string[] = [];
  const record = (e: Event): void => void heard.push(e.type);
  for (const n of names) document.addEventListener(n, record);
  return { heard, stop: () => names.forEach((n) => document.removeEventListener(n, record)) };
}

/** The focused pile's id, inside the element. */
export function focusedPile(el: PatienceTable): string | undefined {
  return (el.shadowRoot!.activeElement as HTMLElement | null)?.dataset['pile'];
}
