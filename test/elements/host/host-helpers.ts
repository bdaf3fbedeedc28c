/** What the host tests share: their clean-up, fake page states, and event stories. */
import { expect } from '@open-wc/testing';
import { resetMouse } from '@web/test-runner-commands';
import { games, type Move } from '../../../src/core/index.js';
import { mulberry32 } from '../../../src/core/model/random.js';
import { SCENARIOS, stopRecording, type PatienceTable } from '../helpers.js';

/** Removes the listeners `story` added. */
const storyEnds: (() => void)[] = [];

export async function cleanUp(): Promise<void> {
  stopRecording();
  for (const end of storyEnds.splice(0)) end();
  localStorage.clear();
  await resetMouse();
}

/** A legal random line of `moves` moves of a deal, card moves first. */
export function randomLine(el: PatienceTable, count: number, seed = 1): Move[] {
  const rules = games[el.state!.game];
  const pick = mulberry32(seed);
  let state = el.state!;
  const line: Move[] = [];
  while (line.length < count) {
    const legal = rules.legalMoves(state);
    if (legal.length === 0) break;
    const move = legal[Math.floor(pick() * legal.length)]!;
    line.push(move);
    state = rules.apply(state, move);
  }
  return line;
}

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const SCENARIO_FIRST = SCENARIOS.funnel.tapMove;

/** Makes `document.hidden` answer `hidden()` until `restore`. */
export function fakeHidden(hidden: () => boolean): { restore: () => void } {
  Object.defineProperty(document, 'hidden', { configurable: true, get: hidden });
  return { restore: () => void delete (document as unknown as Record<string, unknown>)['hidden'] };
}

/** The clock stands still over `ms`. */
export async function expectClockStands(el: PatienceTable, ms = 60): Promise<void> {
  const clock = el.elapsedMs;
  await wait(ms);
  expect(el.elapsedMs).to.equal(clock);
}


const TYPES = ['patience-new-game', 'patience-start', 'patience-move', 'patience-pause', 'patience-resume', 'patience-winnability'] as const;
/** What `target` hears from `el`, as "type seed/move". */
export function story(target: EventTarget, el: Element): string[] {
  const told: string[] = [];
  const listener = (event: Event) => {
    if (event.target !== el) return;
    const detail = (event as CustomEvent<{ seed: number; move?: string; reason?: string; winnability?: string }>).detail;
    told.push(`${event.type.slice(9)} ${detail.move ?? detail.reason ?? detail.winnability ?? detail.seed}`);
  };
  for (const type of TYPES) target.addEventListener(type, listener);
  storyEnds.push(() => TYPES.forEach((type) => target.removeEventListener(type, listener)));
  return told;
}

