/**
 * What play rests on in each engine: real drags (a drop a little off still lands; Escape puts
 * the card back), a finger's gestures, the glides, undo and redo by keys, and the events a host
 * page hears.
 */
import { expect } from '@open-wc/testing';
import { automationHasTouch, centre, dealt, dragPath, gesture, glides, keys, listen, pileEl, pileTarget, settle } from './helpers.js';

// The Funnel, seed 2: the top card of column T0 (JS) goes onto the open pile W (TS), and no other move takes it.
const SEED = 'seed="2"';

describe('play in this engine', () => {
  it('lands a card dropped a little off its pile, by the mouse', async () => {
    const el = await dealt('funnel', SEED);
    const target = pileTarget(el, 'W').getBoundingClientRect();
    const [x, y] = centre(pileTarget(el, 'T0'));
    const offTarget: [number, number] = [Math.round(target.right + target.width * 0.3), Math.round(target.bottom + target.height * 0.2)];
    await gesture('mouse', dragPath([x, y], offTarget));
    await settle(el);
    expect(el.moves).to.deep.equal(['T0>W']);
  });

  it('puts a dragged card back on Escape, and plays no move', async () => {
    const el = await dealt('funnel', SEED);
    const card = pileTarget(el, 'T0');
    const home = centre(card);
    await gesture('mouse', dragPath(home, centre(pileTarget(el, 'W'))), { release: false });
    expect(centre(card)).to.not.deep.equal(home);
    await keys('Escape');
    await gesture('mouse', [centre(pileTarget(el, 'W'))], { press: false });
    await settle(el);
    expect(el.moves).to.deep.equal([]);
    expect(centre(pileTarget(el, 'T0'))).to.deep.equal(home);
  });

  it("plays a finger's drag and a finger's tap", async () => {
    const el = await dealt('funnel', SEED);
    const pointers: string[] = [];
    el.addEventListener('pointerdown', (e) => pointers.push(e.pointerType));
    await gesture('touch', dragPath(centre(pileTarget(el, 'T0')), centre(pileTarget(el, 'W'))));
    await settle(el);
    // QD (T0's next card) goes onto JS by a tap.
    await gesture('touch', [centre(pileTarget(el, 'T0'))]);
    await settle(el);
    expect(el.moves).to.deep.equal(['T0>W', 'T0>W']);
    expect(pointers).to.deep.equal(['touch', 'touch']);
  });

  it(automationHasTouch ? "has the engine's automation give touch input" : "finds WebKitGTK's WebDriver still without touch (its touch actions reach the page as the mouse)", async () => {
    const el = await dealt('funnel', SEED);
    const pointers: string[] = [];
    el.addEventListener('pointerdown', (e) => pointers.push(e.pointerType));
    await executeTouchTap(centre(pileEl(el, 'S')));
    expect(pointers).to.deep.equal([automationHasTouch ? 'touch' : 'mouse']);
  });

  it('glides a move, and the card ends on its pile', async () => {
    const el = await dealt('funnel', SEED);
    const card = pileTarget(el, 'T0').dataset['card'];
    expect(el.play('T0>W')).to.equal(true);
    // A task, not a frame: WebKitGTK's software rendering under xvfb can take longer over one
    // frame than a whole glide lasts, so the glide may be over by the next frame.
    await new Promise((resolve) => setTimeout(resolve));
    expect(glides(el).length, 'glides under way').to.be.greaterThan(0);
    await settle(el);
    expect(pileTarget(el, 'W').dataset['card']).to.equal(card);
    expect(glides(el)).to.deep.equal([]);
  });

  it('undoes and redoes by keys, and the host page hears each step', async () => {
    const record = listen(['patience-new-game', 'patience-start', 'patience-move', 'patience-undo', 'patience-win']);
    try {
      const el = await dealt('funnel', SEED);
      el.focus();
      await keys('1', 'Enter');
      await settle(el);
      await keys('Control+z');
      await settle(el);
      expect(el.moves).to.deep.equal([]);
      await keys('Control+Shift+z');
      await settle(el);
      expect(el.moves).to.deep.equal(['T0>W']);
      expect(record.heard).to.deep.equal(['patience-new-game', 'patience-start', 'patience-move', 'patience-undo', 'patience-move']);
    } finally {
      record.stop();
    }
  });
});

/** A tap through the engine's own automation, whatever it delivers. */
async function executeTouchTap(at: [number, number]): Promise<void> {
  const { executeServerCommand } = await import('@web/test-runner-commands');
  await executeServerCommand('engine-pointer', { pointer: 'touch', path: [at] });
}
