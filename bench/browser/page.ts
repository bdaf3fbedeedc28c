/**
 * The page `npm run bench:browser` drives (scripts/bench-browser.mjs). It builds with Vite
 * like a host's page would, and exposes `window.bench`: helpers that place elements, plan
 * long games with the rules core, and time what the driver's real input (sent through the
 * DevTools protocol) costs. Every time is taken in the page, against `performance.now()`.
 */
import '../../src/elements/patience-well.js';
import '../../src/elements/patience-funnel.js';
import '../../src/elements/patience-well-of-truth.js';
import '../../src/elements/patience-indian.js';
import { games, moveCount, positionKey, type GameId, type Move, type PileId, type Rules, type State } from '../../src/core/index.js';
import { mulberry32 } from '../../src/core/model/random.js';
import type { PatienceTable } from '../../src/ui/table/patience-table.js';
import { tapMove } from '../../src/ui/input/tap.js';

const stage = document.getElementById('stage')!;

/** Time spent waiting for the next vsync is not work: a frame's cost is the work before it plus its own rendering. */
interface Timing {
  /** Main-thread time the change cost: its script, then the frame's style, layout and paint. */
  readonly busy: number;
  /** The input's time stamp (or the creation) and the end of the frame that showed it (`performance.now()`), to find them in a trace. */
  readonly start: number;
  readonly end: number;
}

/** The next frame: when its callbacks ran, and when its rendering (style, layout, paint) was done. */
function nextFrame(): Promise<{ start: number; end: number }> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const start = performance.now();
      // A message posted in a frame callback runs after that frame's rendering steps.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve({ start, end: performance.now() });
      channel.port2.postMessage(null);
    }),
  );
}

/** The element and every pile have rendered what they hold. */
async function settled(el: PatienceTable): Promise<void> {
  await el.updateComplete;
  const piles = [...el.renderRoot.querySelectorAll('patience-pile')];
  await Promise.all(piles.map((p) => p.updateComplete));
}

let current: PatienceTable | null = null;

const macrotask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Glides from earlier samples end, so a sample never pays for the one before. */
async function quiet(): Promise<void> {
  // document.getAnimations() leaves out animations inside shadow roots.
  // A prompted pile's pulse repeats for ever: it cannot finish, nor does it need to.
  for (const a of current?.shadowRoot?.getAnimations() ?? []) if (a.effect?.getComputedTiming().endTime !== Infinity) a.finish();
  await nextFrame();
  await nextFrame();
}

function place(tag: string, deck: number, seed: number): PatienceTable {
  const el = document.createElement(tag) as PatienceTable;
  el.setAttribute('deck', String(deck));
  el.setAttribute('seed', String(seed));
  el.setAttribute('lang', 'en');
  stage.append(el);
  return el;
}

/** Creation → the first frame with the deal painted (the width observer's re-render included). */
async function firstRender(tag: string, deck: number, seed: number): Promise<Timing> {
  stage.replaceChildren();
  current = null;
  await quiet();
  const t0 = performance.now();
  const el = place(tag, deck, seed);
  await settled(el);
  const work = performance.now() - t0;
  const frame = await nextFrame();
  // A second frame only when the width observer asked for a render in the first one.
  let extra = 0;
  if (el.isUpdatePending) {
    await settled(el);
    const again = await nextFrame();
    extra = again.end - again.start;
  }
  current = el;
  const end = performance.now();
  performance.mark('bench-align');
  return { busy: work + (frame.end - frame.start) + extra, start: t0, end };
}

type Op = { play: Move } | 'undo' | 'redo';

/**
 * A fixed-seed plan that takes the game `length` operations deep and leaves it playing: random
 * legal moves, and as soon as a card can go back and forth (the same position after two moves),
 * back and forth. Games that cannot cycle (the Funnel, the Well of Truth) are played as deep as
 * they go and then undone and redone, so the session still does `length` operations.
 */
function plan(rules: Rules, start: State, length: number, spendStock: boolean): { ops: Op[]; depth: number } {
  const pick = mulberry32(7);
  const ops: Op[] = [];
  let state = start;
  // The stock drawn to the end first, where a game's status has to search for a way out.
  const actions = rules.actions(start.options).map((a) => a.name);
  for (let draw: Move | undefined; spendStock && ops.length < length && (draw = actions.find((a) => rules.legalMoves(state).includes(a))); ) {
    ops.push({ play: draw });
    state = rules.apply(state, draw);
  }
  while (ops.length < length) {
    const legal = rules.legalMoves(state);
    const pair = legal.find((m) => {
      const [from, to] = m.split('>');
      if (!to) return false;
      const after = rules.apply(state, m);
      const back = `${to}>${from}`;
      return rules.legalMoves(after).includes(back) && positionKey(rules.apply(after, back)) === positionKey(state);
    });
    if (pair) {
      const [from, to] = pair.split('>');
      while (ops.length < length) ops.push({ play: ops.length % 2 === 0 ? pair : `${to}>${from}` });
      const depth = moveCount(state) + (length % 2 === 0 ? 0 : 1);
      return { ops, depth };
    }
    const onward = legal.filter((m) => {
      const after = rules.apply(state, m);
      return rules.status(after) === 'playing' && rules.legalMoves(after).length > 0;
    });
    if (onward.length === 0) break;
    const move = onward[Math.floor(pick() * onward.length)]!;
    ops.push({ play: move });
    state = rules.apply(state, move);
  }
  const depth = moveCount(state);
  const swing = Math.min(depth, 10);
  for (let i = 0; ops.length < length; i++) ops.push(Math.floor(i / swing) % 2 === 0 ? 'undo' : 'redo');
  return { ops, depth };
}

/**
 * Runs `length` operations on the current element, rendering each as a player's move would;
 * with `spendStock`, the first ones draw the stock to the end; `paced`, one operation a frame,
 * each in a task of its own as a player's would be (else fifty share a task).
 */
async function goDeep(length: number, spendStock = false, paced = false): Promise<{ depth: number; moves: number; stock: number }> {
  const el = current!;
  const rules = games[el.localName.replace('patience-', '') as GameId];
  const { ops } = plan(rules, el.state!, length, spendStock);
  // Play starts here: the plan above is the bench's own work, not the element's.
  await macrotask();
  performance.mark('bench-play');
  for (const [i, op] of ops.entries()) {
    const ok = op === 'undo' ? el.undo() : op === 'redo' ? el.redo() : el.play(op.play);
    if (!ok) throw new Error(`bench plan: operation ${i} (${JSON.stringify(op)}) refused`);
    await settled(el);
    if (paced) await nextFrame();
    else if (i % 50 === 49) await macrotask();
  }
  await quiet();
  const stock = rules.piles(el.state!.options).findIndex((p) => p.role === 'stock');
  return { depth: moveCount(el.state!), moves: ops.length, stock: stock < 0 ? 0 : el.state!.piles[stock]!.cards.length };
}

/** A pile whose tap makes a legal move (a card move first), and where to press it. */
function tapTarget(): { pile: PileId; x: number; y: number } {
  const el = current!;
  const rules = games[el.localName.replace('patience-', '') as GameId];
  const position = { rules, state: el.state!, legal: rules.legalMoves(el.state!) };
  const ids = rules.piles(el.state!.options).map((s) => s.id);
  const tappable = ids.filter((id) => {
    const move = tapMove(position, id);
    return move !== null && position.legal.includes(move);
  });
  const pile = tappable.find((id) => tapMove(position, id)!.includes('>')) ?? tappable[0];
  if (pile === undefined) throw new Error('bench: no pile to tap');
  return { pile, ...centreOf(pile) };
}

function pileElement(pile: PileId): HTMLElement {
  return current!.renderRoot.querySelector<HTMLElement>(`patience-pile[data-pile="${pile}"]`)!;
}

/** The centre of a pile's top card (or of the pile when empty), in viewport pixels. */
function centreOf(pile: PileId): { x: number; y: number } {
  const el = pileElement(pile);
  const box = (el.querySelector('.card[data-top]') ?? el).getBoundingClientRect();
  return { x: Math.round(box.left + box.width / 2), y: Math.round(box.top + box.height / 2) };
}

let armed: Promise<Timing> | null = null;

/**
 * Waits for the driver's input: from the input event's own time stamp (the release of a tap,
 * which is when it plays; the key press), through the move and its render, to the next frame.
 */
function arm(kind: 'pointer' | 'key'): void {
  const el = current!;
  const before = moveCount(el.state!);
  armed = new Promise<Timing>((resolve, reject) => {
    let t0 = 0;
    const start = (event: Event) => (t0 = event.timeStamp);
    el.addEventListener(kind === 'pointer' ? 'pointerup' : 'keydown', start, { capture: true, once: true });
    el.addEventListener('patience-move', async () => {
      await settled(el);
      // The glides start once the piles have rendered (MotionController): a microtask later.
      await Promise.resolve();
      const work = performance.now() - t0;
      const frame = await nextFrame();
      // Ties this page's clock to the trace's: the mark is in both.
      performance.mark('bench-align');
      resolve({ busy: work + (frame.end - frame.start), start: t0, end: frame.end });
    }, { once: true });
    setTimeout(() => reject(new Error(`bench: no move after ${kind} input at move ${before} (input seen: ${t0 > 0}, moves now ${moveCount(el.state!)})`)), 3000);
  });
}

async function measured(): Promise<Timing> {
  const timing = await armed!;
  armed = null;
  return timing;
}

/**
 * `restore()` of the current game, saved as `saveGame()` writes it: from the call (the saved
 * text parsed and checked, every move replayed) through the render to the frame that shows it.
 * `call` is the synchronous call alone.
 */
async function restoreSample(): Promise<Timing & { call: number; moves: number }> {
  const el = current!;
  const saved = el.saveGame();
  await quiet();
  const t0 = performance.now();
  el.restore(saved);
  const call = performance.now() - t0;
  await settled(el);
  const work = performance.now() - t0;
  const frame = await nextFrame();
  performance.mark('bench-align');
  return { busy: work + (frame.end - frame.start), call, start: t0, end: frame.end, moves: moveCount(el.state!) };
}

/** Takes the measured move back, so every sample plays from the same position. */
async function reset(): Promise<void> {
  current!.undo();
  await settled(current!);
  await quiet();
}

function focusPile(pile: PileId): void {
  pileElement(pile).focus();
}

/** A card to drag: the top face-up card of the first pile that has one. */
function dragSource(): { pile: PileId; x: number; y: number } {
  const el = current!;
  for (const pile of el.renderRoot.querySelectorAll<HTMLElement>('patience-pile')) {
    if (pile.querySelector('.card[data-top][data-card]')) return { pile: pile.dataset.pile!, ...centreOf(pile.dataset.pile!) };
  }
  throw new Error('bench: nothing to drag');
}

/** Records every frame from now until `stopFrames()`: its start and its rendering cost. */
let frames: { start: number; end: number }[] = [];
let recording = false;
function startFrames(): void {
  frames = [];
  recording = true;
  const loop = () => {
    if (!recording) return;
    void nextFrame().then((f) => {
      frames.push(f);
      loop();
    });
  };
  loop();
}

function stopFrames(): { intervals: number[]; render: number[] } {
  recording = false;
  const intervals = frames.slice(1).map((f, i) => f.start - frames[i]!.start);
  return { intervals, render: frames.map((f) => f.end - f.start) };
}

function clear(): void {
  stage.replaceChildren();
  current = null;
}

/** Creates and removes an element `count` times, each rendered to completion while attached. */
async function cycles(tag: string, deck: number, count: number): Promise<void> {
  clear();
  for (let i = 0; i < count; i++) {
    const el = place(tag, deck, i + 1);
    await settled(el);
    await macrotask();
    el.remove();
  }
  await quiet();
}

declare global {
  interface Window {
    bench: typeof bench;
  }
}

const bench = { firstRender, goDeep, restoreSample, tapTarget, arm, measured, reset, focusPile, dragSource, startFrames, stopFrames, clear, cycles, quiet };
window.bench = bench;
