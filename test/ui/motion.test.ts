/** Moves glide (src/ui/motion.ts): a real tap, undo and an automatic effect each start a FLIP glide from the old place. */
import { expect } from '@open-wc/testing';
import { emulateMedia, sendMouse } from '@web/test-runner-commands';
import { games, type Move } from '../../src/core/index.js';
import { mulberry32 } from '../../src/core/random.js';
import { GLIDE_MS } from '../../src/ui/motion.js';
import type { PatiencePile } from '../../src/ui/patience-pile.js';
import { centre, gameFixture, root, SCENARIOS, settle, topCard, type PatienceTable } from '../elements/helpers.js';

interface Started {
  readonly el: Element;
  readonly animation: Animation;
  readonly keyframes: Keyframe[];
  /** The element's box when the animation started (its new place). */
  readonly box: DOMRect;
}

/** Records every `animate()` call on a card while `run` runs and its effects render. */
async function glidesDuring(table: PatienceTable, run: () => Promise<unknown>): Promise<Started[]> {
  const started: Started[] = [];
  const original = Element.prototype.animate;
  Element.prototype.animate = function (this: Element, keyframes, options) {
    const box = this.getBoundingClientRect();
    const animation = original.call(this, keyframes, options);
    if (this.classList.contains('card')) started.push({ el: this, animation, keyframes: keyframes as Keyframe[], box });
    return animation;
  };
  try {
    await run();
    await table.updateComplete;
    await Promise.all([...root(table).querySelectorAll('patience-pile')].map((p) => (p as PatiencePile).updateComplete));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  } finally {
    Element.prototype.animate = original;
  }
  return started;
}

/** The place a glide starts from: the card's new box shifted by the first keyframe's translate. */
function startOf(glide: Started): { x: number; y: number } {
  const match = /^(-?[\d.]+)px (-?[\d.]+)px$/.exec(String(glide.keyframes[0]!.translate));
  expect(match, `first keyframe ${String(glide.keyframes[0]!.translate)}`).to.not.equal(null);
  return { x: glide.box.left + glide.box.width / 2 + Number(match![1]), y: glide.box.top + glide.box.height / 2 + Number(match![2]) };
}

/** Where the card is seen at the glide's first frame, measured on the page. */
function seenAtStart(glide: Started): { x: number; y: number } {
  glide.animation.pause();
  glide.animation.currentTime = 0;
  const box = glide.el.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

describe('moves glide', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('a real tap: the moved card glides from its old place, for 200 ms, translate only', async () => {
    const { seed, tap, tapMove } = SCENARIOS.funnel;
    const el = await gameFixture('funnel', { seed: String(seed), lang: 'en' });
    const card = topCard(el, tap)!;
    const code = card.dataset['card'];
    const [x, y] = centre(card);
    const glides = await glidesDuring(el, () => sendMouse({ type: 'click', position: [x, y] }));
    expect(el.moves).to.deep.equal([tapMove]);
    const moved = glides.filter((g) => (g.el as HTMLElement).dataset['card'] === code);
    expect(moved, 'glides of the moved card').to.have.length(1);
    const from = startOf(moved[0]!);
    expect(Math.abs(from.x - x), 'starts where the card was (x)').to.be.below(2);
    expect(Math.abs(from.y - y), 'starts where the card was (y)').to.be.below(2);
    expect(moved[0]!.animation.effect!.getTiming().duration).to.equal(GLIDE_MS);
    expect(Object.keys(moved[0]!.keyframes[0]!).filter((k) => !['offset', 'easing', 'composite'].includes(k))).to.deep.equal(['translate']);
    expect(Math.abs(seenAtStart(moved[0]!).x - x), 'seen where it was').to.be.below(2);
    moved[0]!.animation.finish();
    await settle(el);
  });

  it('a card laid crosswise (a Well of Truth base) starts where it was too, not turned off the table', async () => {
    const rules = games['well-of-truth'];
    const move = rules.legalMoves(rules.deal(1)).find((m) => /^T\d>F\d$/.test(m))!;
    const el = await gameFixture('well-of-truth', { seed: '1', lang: 'en' });
    const from = move.split('>')[0]!;
    const card = topCard(el, from)!;
    const code = card.dataset['card'];
    const [x, y] = centre(card);
    const glides = await glidesDuring(el, async () => el.play(move));
    const moved = glides.find((g) => (g.el as HTMLElement).dataset['card'] === code && g.el.isConnected);
    expect(moved, 'a glide of the moved card').to.not.equal(undefined);
    expect(getComputedStyle(moved!.el).rotate, 'it lies crosswise').to.equal('90deg');
    const seen = seenAtStart(moved!);
    expect([Math.abs(seen.x - x), Math.abs(seen.y - y)].every((d) => d < 2), `seen at (${seen.x}, ${seen.y}), was at (${x}, ${y})`).to.equal(true);
    moved!.animation.finish();
    await settle(el);
  });

  it('undo glides the card back from the waste to its column', async () => {
    const { seed, tap, tapMove } = SCENARIOS.funnel;
    const el = await gameFixture('funnel', { seed: String(seed) });
    el.play(tapMove);
    await settle(el);
    const onWaste = topCard(el, 'W')!;
    const [x, y] = centre(onWaste);
    const glides = await glidesDuring(el, async () => el.undo());
    const back = glides.find((g) => g.el === topCard(el, tap));
    expect(back, 'a glide of the card back on its column').to.not.equal(undefined);
    const from = startOf(back!);
    expect(Math.abs(from.x - x)).to.be.below(2);
    expect(Math.abs(from.y - y)).to.be.below(2);
    await settle(el);
  });

  it('automatic effects glide too: an Indian refill deals its cards from the stock', async () => {
    const rules = games.indian;
    // A random line of deal 1 up to a move that empties a column while the stock lasts, found in the core.
    let line: Move[] = [];
    let refill: Move | undefined;
    for (let tries = 1; !refill; tries++) {
      const pick = mulberry32(tries);
      let state = rules.deal(1);
      line = [];
      for (let legal = rules.legalMoves(state); legal.length > 0 && !refill; legal = rules.legalMoves(state)) {
        refill = legal.find((m) => rules.apply(state, m).piles[0]!.cards.length < state.piles[0]!.cards.length - 1);
        const move = legal[Math.floor(pick() * legal.length)]!;
        if (!refill) line.push(move);
        if (!refill) state = rules.apply(state, move);
      }
    }
    const el = await gameFixture('indian', { seed: '1' });
    for (const move of line) el.play(move);
    await settle(el);
    const stock = centre(root(el).querySelector('[data-pile="S"]')!);
    const glides = await glidesDuring(el, async () => el.play(refill!));
    const fromStock = glides.filter((g) => Math.abs(startOf(g).x - stock[0]) < 2 && Math.abs(startOf(g).y - stock[1]) < 2);
    expect(fromStock.length, 'cards gliding from the stock in the refill').to.be.at.least(2);
    await settle(el);
  });

  it('not under prefers-reduced-motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { seed, tapMove } = SCENARIOS.funnel;
    const el = await gameFixture('funnel', { seed: String(seed) });
    const glides = await glidesDuring(el, async () => el.play(tapMove));
    expect(el.moves).to.deep.equal([tapMove]);
    expect(glides).to.have.length(0);
  });
});
