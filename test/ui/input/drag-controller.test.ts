/** Pointer input (src/ui/input/drag-controller.ts): the gestures that must never make a move, and recovery. */
import { expect } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import {
  centre, drag, fingerEvent, fingerTap, finishDrag, gameFixture, pileEl, record, SCENARIOS, settle, startDrag, stopRecording, tapPile, toolbarButton, topCard,
} from '../../elements/helpers.js';

afterEach(async () => {
  stopRecording();
  await resetMouse();
});

describe('DragController', () => {
  it('Escape makes no move, even when the card is released over its own pile', async () => {
    const { seed, tap } = SCENARIOS.funnel;
    const el = await gameFixture('funnel', { seed: String(seed) });
    const state = el.state;
    const moves = record('patience-move');
    const card = topCard(el, tap)!;
    const home = centre(card);
    const at = await startDrag(card);
    await sendKeys({ press: 'Escape' });
    // Back over the card's own pile, where a plain click would be a tap.
    await finishDrag(at, home);
    await settle(el);
    expect(moves).to.have.length(0);
    expect(el.state).to.equal(state);
    // The next real tap still plays.
    await tapPile(el, tap);
    expect(moves).to.have.length(1);
  });

  it('a card still turning over is whole in the hand: the turn ends as the drag starts, and the card keeps to the pointer', async () => {
    const { seed, drag: [from] } = SCENARIOS.funnel;
    const el = await gameFixture('funnel', { seed: String(seed) });
    const card = topCard(el, from)!;
    const [x0, y0] = centre(card);
    // As motion.ts turns a card turned up where it lies, slower and from half open (a press finds it).
    const turning = card.animate([{ scale: '0.5 1' }, { scale: '1 1' }], { duration: 5_000 });
    const at = await startDrag(card);
    expect(turning.playState).to.equal('finished');
    const box = card.getBoundingClientRect();
    expect(Math.abs(box.left + box.width / 2 - at[0]), 'x').to.be.below(2);
    expect(Math.abs(box.top + box.height / 2 - at[1]), 'y').to.be.below(2);
    await sendKeys({ press: 'Escape' });
    await finishDrag(at, [x0, y0]);
    await settle(el);
  });

  it('a finger\'s tap plays as it lifts, once: Chromium sends no click for a tap that stops a quick drag\'s fling', async () => {
    const el = await gameFixture('well', { seed: '1' });
    const moves = record('patience-move');
    const stock = () => topCard(el, 'S')!;
    // No click follows, as after a quick drag.
    fingerTap(stock());
    await settle(el);
    expect(moves.map((e) => e.detail.move)).to.deep.equal(['draw']);
    // Where the click does follow, it is the same tap, not a second one, whether the browser
    // makes it a pointer event (Chromium) or a plain mouse event (older browsers).
    fingerTap(stock());
    fingerEvent('click', stock(), undefined, { detail: 1 });
    await settle(el);
    expect(moves.map((e) => e.detail.move)).to.deep.equal(['draw', 'draw']);
    fingerTap(stock());
    stock().dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, detail: 1 }));
    await settle(el);
    expect(moves.map((e) => e.detail.move)).to.deep.equal(['draw', 'draw', 'draw']);
  });

  it('the click a finger\'s tap sets off lands on nothing it brought up (a button there is not pressed); a quick second tap on its pile is a double tap', async () => {
    // The Well of Truth's deal 1: a tap on corner T3 sends its top to a base, and one more tap would send the next.
    const [seed, tap] = [1, 'T3'];
    const el = await gameFixture('well-of-truth', { seed: String(seed), lang: 'en' });
    const [moves, undos] = [record('patience-move'), record('patience-undo')];
    fingerTap(topCard(el, tap)!);
    await settle(el);
    expect(moves.map((e) => e.detail.move.split('>')[0])).to.deep.equal([tap]);
    const first = moves[0]!.detail.move;
    // The tap's click, coming late, lands where Undo now is (as the end of a game's message comes up under the finger).
    toolbarButton(el, 'Undo').dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, detail: 1 }));
    await settle(el);
    expect([moves.length, undos.length]).to.deep.equal([1, 0]);
    // A second tap on the pile within the moment is a double tap, as a double click: the first
    // already moved a card from here, so nothing more moves.
    fingerTap(pileEl(el, tap));
    await settle(el);
    expect(moves.map((e) => e.detail.move)).to.deep.equal([first]);
    // A real click, with its own press, is a click: Undo undoes.
    await sendMouse({ type: 'click', position: centre(toolbarButton(el, 'Undo')) });
    await settle(el);
    expect(undos).to.have.length(1);
  });

  it('after a drag the browser took over (pointercancel), a later tap plays even when it comes with no press', async () => {
    const { seed, tap } = SCENARIOS.funnel;
    const el = await gameFixture('funnel', { seed: String(seed) });
    const moves = record('patience-move');
    let pointerId = -1;
    el.shadowRoot!.addEventListener('pointerdown', (e) => (pointerId = (e as PointerEvent).pointerId), { once: true });
    const card = topCard(el, tap)!;
    await startDrag(card);
    pileEl(el, tap).dispatchEvent(new PointerEvent('pointercancel', { pointerId, bubbles: true, composed: true }));
    await sendMouse({ type: 'up' });
    await settle(el);
    expect(moves).to.have.length(0);
    // Chromium's touch emulation then sends taps as clicks with no pointerdown before them.
    await new Promise((resolve) => setTimeout(resolve, 500));
    topCard(el, tap)!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, detail: 1 }));
    await settle(el);
    expect(moves).to.have.length(1);
  });

  it('a press that slides away without becoming a drag (a covered card, the stock) is no tap', async () => {
    const el = await gameFixture('indian', { seed: '1', deck: '36' });
    const moves = record('patience-move');
    // T0: a face-down card, then two face up; the one under the top shows a strip.
    const covered = [...pileEl(el, 'T0').querySelectorAll<HTMLElement>('.card:not([data-top])')].at(-1)!;
    const strip = covered.getBoundingClientRect();
    await drag([Math.round(strip.left + strip.width / 2), Math.round(strip.top + 4)], pileEl(el, 'W'));
    await settle(el);
    await drag(pileEl(el, 'S'), pileEl(el, 'T3'));
    await settle(el);
    expect(moves.map((e) => e.detail.move)).to.deep.equal([]);
    // A plain tap still plays.
    await tapPile(el, 'S');
    expect(moves.map((e) => e.detail.move)).to.deep.equal(['draw']);
  });

  it('recovers at once when its piles change under a press, with no uncaught error', async () => {
    const el = await gameFixture('indian', { seed: '1', deck: '52' });
    const errors: ErrorEvent[] = [];
    const onError = (e: ErrorEvent) => errors.push(e);
    window.addEventListener('error', onError);
    try {
      // Press on the last column's card, then the deck changes: that column is gone.
      const at = centre(topCard(el, 'T9')!);
      await sendMouse({ type: 'move', position: at });
      await sendMouse({ type: 'down' });
      el.setAttribute('deck', '36');
      await settle(el);
      expect(el.state!.options.deck).to.equal(36);
      await sendMouse({ type: 'move', position: [at[0] + 30, at[1] + 5] });
      await sendMouse({ type: 'move', position: [at[0] + 40, at[1] + 8] });
      await sendMouse({ type: 'up' });
      await settle(el);
      expect(errors.map((e) => e.message)).to.deep.equal([]);
      // Not deaf: a tap on the stock draws at once.
      const moves = record('patience-move');
      await tapPile(el, 'S');
      expect(moves.map((e) => e.detail.move)).to.deep.equal(['draw']);
      expect(pileEl(el, 'W').querySelectorAll('[data-card]').length).to.equal(1);
    } finally {
      window.removeEventListener('error', onError);
    }
  });
});
