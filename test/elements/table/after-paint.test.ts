/**
 * What a table loads after its first paint (input, motion, the cascade): a press, key or focus
 * that comes before it is in is not lost, but handled once it is; the piles hold their Tab stop
 * meanwhile. The presses are dispatched in the same task as the fixture's end, so the parts
 * cannot be in yet (a module's import takes a task at least).
 */
import { expect, fixture, nextFrame } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { games, solve } from '../../../src/core/index.js';
import { lateParts, markup, pileEl, piles, root, SCENARIOS, topCard, type PatienceTable } from '../helpers.js';

const { seed, tap, tapMove } = SCENARIOS.funnel;

/** Whether the table's late parts are in yet (private: read only to prove a press came first). */
const partsIn = (el: PatienceTable): boolean => (el as unknown as { late: { parts: unknown } }).late.parts !== null;

async function fresh(): Promise<PatienceTable> {
  return fixture<PatienceTable>(markup('funnel', { seed: String(seed), lang: 'en' }));
}

function press(target: Element, type: string, init: PointerEventInit = {}): void {
  const box = target.getBoundingClientRect();
  const at = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2, bubbles: true, composed: true, cancelable: true };
  const options = { ...at, pointerId: 1, isPrimary: true, button: 0, pointerType: 'mouse', ...init };
  target.dispatchEvent(type === 'click' ? new MouseEvent(type, { ...options, detail: 1 }) : new PointerEvent(type, options));
}

describe('the parts a table loads after its first paint', () => {
  it('plays a click that came before they were in, once they are', async () => {
    const el = await fresh();
    const card = topCard(el, tap)!;
    for (const type of ['pointerdown', 'pointerup', 'click']) press(card, type);
    expect(partsIn(el), 'the click came first').to.equal(false);
    expect(el.moves).to.deep.equal([]);
    await lateParts(el);
    expect(el.moves).to.deep.equal([tapMove]);
  });

  it('plays a drag that came before they were in, once they are', async () => {
    const el = await fresh();
    const [from, to] = SCENARIOS.funnel.drag;
    const card = topCard(el, from)!;
    const target = pileEl(el, to).getBoundingClientRect();
    press(card, 'pointerdown');
    press(card, 'pointermove', { clientX: target.left + target.width / 2, clientY: target.top + target.height / 2 });
    card.dispatchEvent(new PointerEvent('pointerup', { clientX: target.left + target.width / 2, clientY: target.top + target.height / 2, pointerId: 1, isPrimary: true, pointerType: 'mouse', bubbles: true, composed: true }));
    expect(partsIn(el), 'the drag came first').to.equal(false);
    await lateParts(el);
    expect(el.moves).to.deep.equal([`${from}>${to}`]);
  });

  it('holds the Tab stop on the first pile meanwhile, and hears a key and a focus that came first', async () => {
    const el = await fresh();
    expect(piles(el).map((pile) => pile.tabIndex)).to.deep.equal(piles(el).map((_, i) => (i === 0 ? 0 : -1)));
    const pile = pileEl(el, tap);
    pile.focus();
    pile.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true, cancelable: true }));
    expect(partsIn(el), 'the key came first').to.equal(false);
    expect(el.moves).to.deep.equal([]);
    await lateParts(el);
    expect(el.moves).to.deep.equal([tapMove]);
    expect(pileEl(el, tap).tabIndex, 'the focused pile holds the Tab stop').to.equal(0);
  });

  it('hands over keys in order, each to the pile focused by then: "1" then Enter plays column 1', async () => {
    // The Funnel, seed 2: the top card of column T0 goes onto W, and no other move takes it.
    const el = await fixture<PatienceTable>(markup('funnel', { seed: '2', lang: 'en' }));
    const first = piles(el)[0]!;
    first.focus();
    for (const key of ['1', 'Enter']) first.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));
    expect(partsIn(el), 'the keys came first').to.equal(false);
    await lateParts(el);
    expect(el.moves).to.deep.equal(['T0>W']);
  });

  it('keeps a game won before they are in for its cascade, then its message', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const found = solve(games.funnel.deal(17), { maxPositions: 20000 });
    if (found.result !== 'win') throw new Error('a proven win');
    const el = await fixture<PatienceTable>(markup('funnel', { seed: '17', lang: 'en' }));
    for (const move of found.moves) expect(el.play(move), move).to.equal(true);
    expect(partsIn(el), 'won first').to.equal(false);
    await el.updateComplete;
    expect(root(el).querySelector('.end.won') === null, 'no message before the cascade').to.equal(true);
    await lateParts(el);
    await nextFrame();
    expect(root(el).querySelectorAll('.cascade > .card').length, 'the cascade plays once in').to.be.above(0);
  });

  it('loads them on its own once the page is idle', async () => {
    const el = await fresh();
    expect(partsIn(el)).to.equal(false);
    for (let i = 0; i < 100 && !partsIn(el); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(partsIn(el)).to.equal(true);
  });
});
