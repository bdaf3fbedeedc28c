/**
 * Shared helpers for the element tests: fixtures at a fixed width, real pointer input with
 * `sendMouse`, reading piles back from the DOM contract, and recording events on `document`.
 */
import { expect, fixture, nextFrame } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import { games, solve, type Card, type DeckSize, type GameId, type Move, type PileId, type State } from '../../src/core/index.js';
import { cardName, type Lang } from '../../src/ui/i18n/card-names.js';
import { describeRefusal } from '../../src/ui/i18n/i18n.js';
import type { PatiencePile } from '../../src/ui/cards/patience-pile.js';
import type { PatienceFunnel } from '../../src/index.js';
import type { PatienceTable } from '../../src/ui/table/patience-table.js';
import type { GameStorage } from '../../src/ui/session/saves/saved-games.js';
import type { AfterPaint } from '../../src/ui/late/after-paint.js';

export type { PatienceTable };

export const GAMES: readonly GameId[] = ['well', 'funnel', 'well-of-truth', 'indian'];

export const TAGS: Readonly<Record<GameId, string>> = {
  well: 'patience-well',
  funnel: 'patience-funnel',
  'well-of-truth': 'patience-well-of-truth',
  indian: 'patience-indian',
};

/** Width every single-game fixture is rendered at, in CSS pixels. */
export const WIDTH = 640;
const VIEWPORT = { width: 1024, height: 1000 };

/**
 * A deal and moves chosen from the rules core for each game (checked by the tests before use):
 * `drag` is a legal move at the deal whose source has no other destination; `tap` is then a
 * pile whose tap must make `tapMove` (its best destination, foundation first); `illegal` is a
 * drop that is refused at the deal (its source has no legal move at all, so no legal target
 * can win the drop).
 */
export interface Scenario {
  readonly seed: number;
  readonly drag: readonly [PileId, PileId];
  readonly tap: PileId;
  readonly tapMove: Move;
  readonly illegal: readonly [PileId, PileId];
}

export const SCENARIOS: Readonly<Record<GameId, Scenario>> = {
  // QH from place Д onto JH in corner 1; then JS (place Б) could go to the cross or start a corner: a corner.
  well: { seed: 1, drag: ['T4', 'F0'], tap: 'T1', tapMove: 'T1>F1', illegal: ['T2', 'T0'] },
  // JS onto TS; then QD onto JS; 7S does not neighbour TS.
  funnel: { seed: 2, drag: ['T0', 'W'], tap: 'T0', tapMove: 'T0>W', illegal: ['T2', 'W'] },
  // KD onto the QD base; then 4S onto the 3C base; 2S does not follow 3C.
  'well-of-truth': { seed: 1, drag: ['T3', 'F7'], tap: 'T3', tapMove: 'T3>F0', illegal: ['T0', 'F0'] },
  // TS onto JH; then JS onto QD; JS does not go on JH.
  indian: { seed: 1, drag: ['T0', 'T1'], tap: 'T5', tapMove: 'T5>T0', illegal: ['T5', 'T1'] },
};

let viewportSet = false;

/** A fresh element to fixture: `<tag attrs style="width: …">`, optionally inside a wrapper (e.g. `<div lang="en">`). */
export function markup(game: GameId, attrs: Record<string, string | boolean> = {}, width = WIDTH): string {
  const text = Object.entries(attrs)
    .filter(([, value]) => value !== false)
    .map(([name, value]) => (value === true ? name : `${name}="${String(value).replace(/"/g, '&quot;')}"`))
    .join(' ');
  return `<${TAGS[game]} ${text} style="display: block; width: ${width}px"></${TAGS[game]}>`;
}

/** Fixtures one game element at a fixed width, rendered and laid out. */
export async function gameFixture(
  game: GameId,
  attrs: Record<string, string | boolean> = {},
  { width = WIDTH, wrapperLang }: { width?: number; wrapperLang?: string } = {},
): Promise<PatienceTable> {
  if (!viewportSet) {
    await setViewport(VIEWPORT);
    viewportSet = true;
  }
  let el: PatienceTable;
  if (wrapperLang !== undefined) {
    const wrapper = await fixture<HTMLElement>(`<div lang="${wrapperLang}">${markup(game, attrs, width)}</div>`);
    el = wrapper.firstElementChild as PatienceTable;
  } else {
    el = await fixture<PatienceTable>(markup(game, attrs, width));
  }
  await settle(el);
  await lateParts(el);
  // The first deal's patience-new-game is in a task after the first render: let it go first, so
  // a test that records events from here hears only its own.
  await new Promise((resolve) => setTimeout(resolve));
  return el;
}

/**
 * Until the parts a table loads after its first paint are in (input, motion, the cascade): a
 * test's first moves come at once, where a page's come after an idle moment. Loading them late
 * is tested in table/after-paint.test.ts.
 */
export async function lateParts(el: PatienceTable): Promise<void> {
  await (el as unknown as { late: AfterPaint }).late.load();
  await el.updateComplete;
}

export function root(el: PatienceTable): ShadowRoot {
  const shadow = el.shadowRoot;
  if (!shadow) throw new Error(`${el.localName} has no open shadow root`);
  return shadow;
}

export function piles(el: PatienceTable): PatiencePile[] {
  return [...root(el).querySelectorAll<PatiencePile>('patience-pile')];
}

/** Card animations running in the element: glides, and a win's cascade (its flying clones and its hidden piles). */
function cardAnimations(el: PatienceTable): Animation[] {
  return root(el)
    .getAnimations()
    .filter((a) => ((a.effect as KeyframeEffect | null)?.target as Element | null)?.classList.contains('card'));
}

/**
 * Waits until the element and its piles have rendered, the layout has settled and card animations
 * have ended (a win's cascade too, and the message after it); `finish` ends them at once, for a
 * test about what comes after a win's cascade rather than its course (win-cascade.test.ts).
 */
export async function settle(el: PatienceTable, { finish = false } = {}): Promise<void> {
  for (let round = 0; round < 2; round++) {
    for (let i = 0; i < 10; i++) {
      await el.updateComplete;
      await Promise.all(piles(el).map((p) => p.updateComplete));
      await nextFrame();
      if (!el.isUpdatePending && piles(el).every((p) => !p.isUpdatePending)) break;
    }
    // A cascade's end brings the message: once more round to render it.
    const cascading = root(el).querySelector('.cascade') !== null;
    if (finish) cardAnimations(el).forEach((a) => a.finish());
    await Promise.all(cardAnimations(el).map((a) => a.finished.catch(() => undefined)));
    if (!cascading) return;
  }
}

/** The one `patience-pile` with `data-pile=id` (fails the test if there is not exactly one). */
export function pileEl(el: PatienceTable, id: PileId): PatiencePile {
  const found = root(el).querySelectorAll<PatiencePile>(`[data-pile="${id}"]`);
  expect(found.length, `piles with data-pile="${id}"`).to.equal(1);
  return found[0]!;
}

/** Every card element of a pile, bottom to top. */
export function cardEls(el: PatienceTable, id: PileId): HTMLElement[] {
  return [...pileEl(el, id).querySelectorAll<HTMLElement>(':scope > .card')];
}

/** The face-up card codes of a pile, bottom to top, as `data-card` says. */
export function pileCards(el: PatienceTable, id: PileId): string[] {
  return [...pileEl(el, id).querySelectorAll<HTMLElement>(':scope > .card[data-card]')].map((c) => c.dataset['card']!);
}

export function faceDownCount(el: PatienceTable, id: PileId): number {
  return pileEl(el, id).querySelectorAll(':scope > .card.back').length;
}

/** The top card element of a pile, if any. */
export function topCard(el: PatienceTable, id: PileId): HTMLElement | undefined {
  return cardEls(el, id).at(-1);
}

export type Point = [number, number];

/** The centre of an element's box in viewport CSS pixels, rounded for `sendMouse`. */
export function centre(element: Element): Point {
  const r = element.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
}

/** A finger's pointer event on `target` at `at` (its centre): pointer 1, the mouse's id, since capture needs a pointer the browser knows. */
export function fingerEvent(type: string, target: Element, at: Point = centre(target), init: PointerEventInit = {}): boolean {
  return target.dispatchEvent(new PointerEvent(type, { pointerId: 1, pointerType: 'touch', isPrimary: true, clientX: at[0], clientY: at[1], bubbles: true, composed: true, ...init }));
}

/** A finger's tap on `target` at `at` (its centre): pressed and lifted, with no click after it (as after a quick drag). */
export function fingerTap(target: Element, at?: Point): void {
  fingerEvent('pointerdown', target, at);
  fingerEvent('pointerup', target, at);
}

/** Where a pile is best pointed at: its top card, else its empty outline. */
export function pileTarget(el: PatienceTable, id: PileId): Element {
  return topCard(el, id) ?? pileEl(el, id);
}

/** Presses on `from` and moves past the drag threshold: a drag is under way. */
export async function startDrag(from: Element | Point): Promise<Point> {
  const [x0, y0] = Array.isArray(from) ? from : centre(from);
  await sendMouse({ type: 'move', position: [x0, y0] });
  await sendMouse({ type: 'down' });
  await sendMouse({ type: 'move', position: [x0 + 4, y0 + 4] });
  await sendMouse({ type: 'move', position: [x0 + 10, y0 + 10] });
  return [x0 + 10, y0 + 10];
}

/** Travels from `at` to `to` and releases the button. */
export async function finishDrag(at: Point, to: Element | Point): Promise<void> {
  const [x1, y1] = Array.isArray(to) ? to : centre(to);
  await sendMouse({ type: 'move', position: [Math.round((at[0] + x1) / 2), Math.round((at[1] + y1) / 2)] });
  await sendMouse({ type: 'move', position: [x1, y1] });
  await sendMouse({ type: 'up' });
}

/** A real mouse drag: press on `from`, move past the drag threshold, travel to `to`, release. */
export async function drag(from: Element | Point, to: Element | Point): Promise<void> {
  await finishDrag(await startDrag(from), to);
}

/** Drags the top card of pile `from` onto pile `to` and waits for the table to settle. */
export async function dragPile(el: PatienceTable, from: PileId, to: PileId): Promise<void> {
  const card = topCard(el, from);
  if (!card) throw new Error(`pile ${from} is empty`);
  await drag(card, pileTarget(el, to));
  await settle(el);
}

/** Clicks a pile's top card (or its empty outline) with the real mouse and waits for the table to settle. */
export async function tapPile(el: PatienceTable, id: PileId): Promise<void> {
  const target = pileTarget(el, id);
  target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  await sendMouse({ type: 'click', position: centre(target) });
  await settle(el);
}

/** Clicks an element (a toolbar button) with the real mouse. */
export async function click(element: Element): Promise<void> {
  await sendMouse({ type: 'click', position: centre(element) });
}

/** A key chord from the real keyboard, e.g. `chord(['Control', 'Shift'], 'Z')`. */
export async function chord(modifiers: readonly string[], key: string): Promise<void> {
  for (const m of modifiers) await sendKeys({ down: m });
  await sendKeys({ press: key });
  for (const m of [...modifiers].reverse()) await sendKeys({ up: m });
}

// ——— events ———

type EventName = keyof GlobalEventHandlersEventMap;
const stops: (() => void)[] = [];

/** Records every `type` event heard on `target` (default: `document`) until `stopRecording()`. */
export function record<K extends EventName>(type: K, target: EventTarget = document): GlobalEventHandlersEventMap[K][] {
  const events: GlobalEventHandlersEventMap[K][] = [];
  const listener = (event: Event) => events.push(event as GlobalEventHandlersEventMap[K]);
  target.addEventListener(type, listener);
  stops.push(() => target.removeEventListener(type, listener));
  return events;
}

export function stopRecording(): void {
  while (stops.length) stops.pop()!();
}

/** Replaces `console.warn` with a recorder; `restore()` puts it back. */
export function stubWarn(): { calls: unknown[][]; restore: () => void } {
  const original = console.warn;
  const calls: unknown[][] = [];
  console.warn = (...args: unknown[]) => void calls.push(args);
  return { calls, restore: () => (console.warn = original) };
}

/** Counts the solver's workers started and ended while `body` runs; with `cores`, on a machine of that many (`navigator.hardwareConcurrency`). */
export async function countingWorkers(body: (counts: { started: Worker[]; ended: Set<Worker> }) => Promise<void>, cores?: number): Promise<void> {
  const terminate = Worker.prototype.terminate;
  const counts = { started: [] as Worker[], ended: new Set<Worker>() };
  Worker.prototype.terminate = function (this: Worker) {
    counts.ended.add(this);
    terminate.call(this);
  };
  const Original = window.Worker;
  window.Worker = class extends Original {
    constructor(...args: ConstructorParameters<typeof Worker>) {
      super(...args);
      counts.started.push(this);
    }
  };
  if (cores !== undefined) Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => cores, configurable: true });
  try {
    await body(counts);
  } finally {
    Worker.prototype.terminate = terminate;
    window.Worker = Original;
    delete (navigator as { hardwareConcurrency?: number }).hardwareConcurrency;
  }
}

// ——— expectations on the DOM contract ———

/** The first `count` moves from `state`, each the first legal one. */
export function firstLegalMoves(state: State, count: number): Move[] {
  const rules = games[state.game];
  const line: Move[] = [];
  for (let at = state; line.length < count; ) {
    const move = rules.legalMoves(at)[0]!;
    line.push(move);
    at = rules.apply(at, move);
  }
  return line;
}

export function playAll(state: State, moves: readonly Move[]): State {
  const rules = games[state.game];
  return moves.reduce((s, m) => rules.apply(s, m), state);
}

/**
 * The DOM shows `state` exactly: one `[data-pile]` per pile of the game, face-up codes equal
 * to `layout().up` in order, as many face-down cards as `layout().down`, face-down cards
 * below face-up ones, and every card named in `lang`.
 */
export function expectLayout(el: PatienceTable, state: State, lang: Lang): void {
  const rules = games[state.game];
  const layout = rules.layout(state);
  const specs = rules.piles(state.options);
  expect(root(el).querySelectorAll('[data-pile]').length, 'number of piles').to.equal(specs.length);
  for (const { id } of specs) {
    const pile = layout[id]!;
    expect(pileCards(el, id), `face-up cards of ${id}`).to.deep.equal(pile.up);
    expect(faceDownCount(el, id), `face-down cards of ${id}`).to.equal(pile.down.length);
    const cards = cardEls(el, id);
    expect(cards.length, `cards of ${id}`).to.equal(pile.down.length + pile.up.length);
    cards.forEach((card, i) => {
      if (i < pile.down.length) {
        expect(card.classList.contains('back'), `${id}#${i} is face down`).to.equal(true);
        expect(card.getAttribute('part'), `${id}#${i} part`).to.equal('card-back');
        // Face-down cards are one count in the pile's name, never one item each.
        expect(card.getAttribute('aria-hidden'), `${id}#${i} hidden`).to.equal('true');
        expect(card.hasAttribute('aria-label') || card.hasAttribute('role'), `${id}#${i} unnamed`).to.equal(false);
      } else {
        const code = pile.up[i - pile.down.length]!;
        expect(card.classList.contains('back'), `${id}#${i} is face up`).to.equal(false);
        expect(card.getAttribute('part'), `${id}#${i} part`).to.equal('card');
        expect(card.dataset['card'], `${id}#${i} card`).to.equal(code);
        // A covered card is hidden from screen readers as from the eye; every card in sight is named.
        const box = card.getBoundingClientRect();
        const under = [...cards.slice(i + 1)].some((over) => {
          const r = over.getBoundingClientRect();
          return r.left <= box.left + 0.5 && r.top <= box.top + 0.5 && r.right >= box.right - 0.5 && r.bottom >= box.bottom - 0.5;
        });
        const covered = card.classList.contains('covered') || under;
        expect(card.getAttribute('aria-hidden'), `${id}#${i} hidden when covered`).to.equal(covered ? 'true' : null);
        expect(card.getAttribute('aria-label'), `${id}#${i} name`).to.equal(covered ? null : cardName(code, lang));
      }
    });
  }
}

const codeToken = (code: string) => new RegExp(`(?<![A-Za-z0-9.#-])${code}(?![A-Za-z0-9])`, 'm');

/**
 * No face-down card's identity is anywhere in the shadow DOM. For every code with a face-down
 * copy: no more `[data-card]` elements and no more cards named after it (either language)
 * than it has face-up copies. For codes with no face-up copy at all (two-deck games hold each
 * card twice): not as a code or a name (either language) in the serialized markup of the
 * shadow root or of any pile, in any attribute (aria-label included) or in any text.
 * Returns how many face-down cards and how many wholly hidden codes were checked, so a caller
 * can make sure the check was not vacuous.
 */
export function expectNoFaceDownLeak(el: PatienceTable): { faceDown: number; hiddenCodes: number; hidden: Card[] } {
  const state = el.state!;
  const layout = games[state.game].layout(state);
  const upCount = new Map<Card, number>();
  for (const pile of Object.values(layout)) for (const c of pile.up) upCount.set(c, (upCount.get(c) ?? 0) + 1);
  const down = Object.values(layout).flatMap((p) => p.down);
  const shadow = root(el);
  const cards = [...shadow.querySelectorAll<HTMLElement>('.card')];
  expect(shadow.querySelectorAll('.card.back').length, 'face-down cards in the DOM').to.equal(down.length);
  for (const code of new Set(down)) {
    const n = upCount.get(code) ?? 0;
    expect(shadow.querySelectorAll(`[data-card="${code}"]`).length, `data-card="${code}" (face-up copies: ${n})`).to.equal(n);
    const names = [cardName(code, 'en'), cardName(code, 'ru')];
    const named = cards.filter((c) => names.includes(c.getAttribute('aria-label') ?? '')).length;
    expect(named, `cards named "${names[0]}" (face-up copies: ${n}, some may be covered)`).to.be.at.most(n);
  }
  const hidden = [...new Set(down)].filter((c) => !upCount.has(c));
  const serialized = [shadow.innerHTML, ...piles(el).map((p) => p.innerHTML)];
  const attributes: string[] = [];
  for (const node of shadow.querySelectorAll('*')) {
    for (const attr of node.attributes) {
      // Geometry of the artwork is numbers and path commands, not words.
      if (['d', 'viewBox', 'points', 'transform', 'style'].includes(attr.name)) continue;
      attributes.push(`${node.localName}[${attr.name}]=${attr.value}`);
    }
  }
  const attributeText = attributes.join('\n');
  const text = shadow.textContent ?? '';
  for (const code of hidden) {
    const names = [cardName(code, 'en'), cardName(code, 'ru')];
    for (const name of names) {
      for (const html of serialized) expect(html.includes(name), `"${name}" in markup`).to.equal(false);
      expect(attributeText.includes(name), `"${name}" in attributes: ${attributes.find((a) => a.includes(name))}`).to.equal(false);
      expect(text.includes(name), `"${name}" in text`).to.equal(false);
    }
    const token = codeToken(code);
    expect(token.test(attributeText), `${code} in attributes: ${attributes.find((a) => token.test(a))}`).to.equal(false);
    expect(token.test(text), `${code} in text`).to.equal(false);
  }
  // A face-down card carries nothing but its look: no data, no id, no title.
  for (const back of shadow.querySelectorAll<HTMLElement>('.card.back')) {
    const names = [...back.attributes].map((a) => a.name).filter((n) => !['class', 'part', 'aria-hidden', 'style', 'data-top'].includes(n));
    expect(names, 'extra attributes on a face-down card').to.deep.equal([]);
    expect(back.textContent?.trim(), 'text in a face-down card').to.equal('');
  }
  return { faceDown: down.length, hiddenCodes: hidden.length, hidden };
}

/** The text the element must show for the refused move `from>to` in `state`. */
export function refusalText(state: State, move: Move, lang: Lang): string {
  const rules = games[state.game];
  const refusal = rules.explain(state, move);
  if (!refusal) throw new Error(`${move} is legal`);
  return describeRefusal(refusal, lang, rules);
}

/** The visible notice's text, in the line under the table or in the bubble beside its pile ('' when hidden). */
export function toastText(el: PatienceTable): string {
  const toasts = [...root(el).querySelectorAll<HTMLElement>('.toast')];
  const toast = toasts.find((t) => !t.hidden) ?? toasts[0];
  expect(toast, '.toast').to.not.equal(null);
  expect(toast!.getAttribute('part')).to.equal('status');
  return toast!.hidden ? '' : (toast!.textContent ?? '').trim();
}

export function liveText(el: PatienceTable): string {
  const live = root(el).querySelectorAll<HTMLElement>('[role="status"]');
  expect(live.length, 'role=status live regions').to.equal(1);
  return (live[0]!.textContent ?? '').trim();
}

export function toolbarButton(el: PatienceTable, label: string): HTMLButtonElement {
  const button = root(el).querySelector<HTMLButtonElement>(`[part~="toolbar"] button[title="${label}"]`);
  expect(button, `toolbar button "${label}"`).to.not.equal(null);
  return button!;
}

export function decksOf(game: GameId): readonly DeckSize[] {
  return games[game].decks;
}

/** A winning line from `state` found by the solver; fails the test when none is proven within the budget. */
export function solvedWin(state: State, maxPositions = 200_000): Move[] {
  const found = solve(state, { maxPositions });
  if (found.result !== 'win') throw new Error(`no proven win from this position within ${maxPositions} positions (${found.result})`);
  return found.moves;
}

/** A Funnel put on the page as a host's page would: `storage` for its saved games and `attributes` set before it connects. */
export function funnelOn(storage: GameStorage, attributes: Record<string, string>): PatienceFunnel {
  const el = document.createElement('patience-funnel') as PatienceFunnel;
  el.storage = storage;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.append(el);
  return el;
}
