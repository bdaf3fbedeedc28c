/** Moves glide (src/ui/motion/motion.ts): a real tap, undo and an automatic effect each start a FLIP glide from the old place. */
import { expect } from '@open-wc/testing';
import { emulateMedia, sendMouse } from '@web/test-runner-commands';
import { games, type Move } from '../../../src/core/index.js';
import { mulberry32 } from '../../../src/core/model/random.js';
import { DEAL_SPREAD_MS } from '../../../src/ui/motion/motion.js';
import { GLIDE_MS } from '../../../src/ui/motion/timing.js';
import type { PatiencePile } from '../../../src/ui/cards/patience-pile.js';
import { centre, gameFixture, lateParts, root, SCENARIOS, settle, topCard, type PatienceTable } from '../../elements/helpers.js';

interface Started {
  readonly el: Element;
  readonly animation: Animation;
  readonly keyframes: Keyframe[];
  /** The element's box when the animation started (its new place). */
  readonly box: DOMRect;
}

/** Records every `animate()` call on a card while `run` runs and its effects render. */
async function animationsDuring(table: PatienceTable, run: () => Promise<unknown>): Promise<Started[]> {
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

/** The glides among them: animations of `translate`. */
const glidesDuring = async (table: PatienceTable, run: () => Promise<unknown>): Promise<Started[]> =>
  (await animationsDuring(table, run)).filter((a) => 'translate' in a.keyframes[0]!);

/** The turns among them: a card opening out from edge-on, `scale` from 0 across. */
const turnsDuring = async (table: PatienceTable, run: () => Promise<unknown>): Promise<Started[]> =>
  (await animationsDuring(table, run)).filter((a) => String(a.keyframes[0]!.scale) === '0 1');

/** The place a glide starts from: the card's new box shifted by the first keyframe's translate. */
function startOf(glide: Started): { x: number; y: number } {
  const match = /^(-?[\d.]+)px (-?[\d.]+)px$/.exec(String(glide.keyframes[0]!.translate));
  expect(match, `first keyframe ${String(glide.keyframes[0]!.translate)}`).to.not.equal(null);
  return { x: glide.box.left + glide.box.width / 2 + Number(match![1]), y: glide.box.top + glide.box.height / 2 + Number(match![2]) };
}

/** A face drawn without artwork under a stack, or one under a stack's top (named for no one); a back is a back. */
const outOfSight = (card: Element): boolean =>
  card.classList.contains('covered') || (!card.classList.contains('back') && card.getAttribute('aria-hidden') === 'true');

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

  it('a card turned over turns where it lies: the Well of Truth\'s four corner tops at `turn`, a drawn card as it flies', async () => {
    const rules = games['well-of-truth'];
    // Deal 1, random legal moves (the 10th generator's) until the corners may be turned: 85 moves,
    // leaving a corner of two cards, whose new top was in sight under the old one yet not named.
    let state = rules.deal(1);
    const pick = mulberry32(10);
    const line: Move[] = [];
    while (!rules.legalMoves(state).includes('turn')) {
      const legal = rules.legalMoves(state);
      const move = legal[Math.floor(pick() * legal.length)]!;
      line.push(move);
      state = rules.apply(state, move);
    }
    const el = await gameFixture('well-of-truth', { seed: '1' });
    for (const move of line) expect(el.play(move), move).to.equal(true);
    await settle(el);
    const turns = await turnsDuring(el, async () => el.play('turn'));
    const sizes = ['T0', 'T1', 'T2', 'T3'].map((id) => el.state!.piles[rules.piles(el.state!.options).findIndex((p) => p.id === id)]!.cards.length);
    expect(sizes, 'corner sizes').to.include(2);
    const corners = ['T0', 'T1', 'T2', 'T3'].filter((_, i) => sizes[i]! > 0);
    expect(corners.map((id) => turns.some((t) => t.el === topCard(el, id))), 'each corner\'s new top turns').to.deep.equal(corners.map(() => true));
    expect(turns.every((t) => t.animation.effect!.getTiming().duration === GLIDE_MS)).to.equal(true);
    expect(turns.filter((t) => outOfSight(t.el)).length, 'cards turning out of sight').to.equal(0);
    await settle(el);
    // Undone, the tops turn back; a card landing under a top is not seen and does not turn: had
    // it turned with the top, the blank card under both (no artwork) would show through.
    const back = await turnsDuring(el, async () => el.undo());
    expect(corners.map((id) => back.some((t) => t.el === topCard(el, id))), 'each corner\'s top turns back').to.deep.equal(corners.map(() => true));
    expect(back.filter((t) => outOfSight(t.el)).length, 'cards turning out of sight').to.equal(0);
    await settle(el);

    const well = await gameFixture('well', { seed: '1' });
    const animations = await animationsDuring(well, async () => well.play('draw'));
    const drawn = animations.filter((a) => a.el === topCard(well, 'W')).map((a) => Object.keys(a.keyframes[0]!).find((k) => k === 'translate' || k === 'scale'));
    expect(drawn.sort(), 'the drawn card flies and turns').to.deep.equal(['scale', 'translate']);
    await settle(well);
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

  for (const [game, origin] of [['funnel', 'S'], ['well-of-truth', 'C']] as const) {
    it(`${game}: a new deal flies its cards out from ${origin}, round the piles one after another; the first deal and a restore do not`, async () => {
      const el = document.createElement(`patience-${game}`) as PatienceTable;
      el.setAttribute('seed', '2');
      const first = await animationsDuring(el, async () => {
        document.body.append(el);
        await settle(el);
        await lateParts(el);
      });
      expect(first, 'the first deal is on the table as the page shows it').to.have.length(0);
      try {
        el.play(games[game].legalMoves(el.state!)[0]!);
        await settle(el);
        const saved = el.saveGame();
        const stock = centre(topCard(el, origin)!);
        const started = await animationsDuring(el, async () => el.newGame(5));
        const specs = games[game].piles(el.state!.options);
        const dealt = specs.reduce((sum, spec, i) => sum + (spec.id === origin ? 0 : el.state!.piles[i]!.cards.length), 0);
        // A card seen flies, unseen until it sets off; one covered by others (drawn without
        // artwork) waits unseen until the last card flying to its pile lands, and so does the pile's count.
        const glides = started.filter((g) => g.keyframes[0]!.translate !== undefined);
        const waits = started.filter((g) => g.keyframes[0]!.opacity !== undefined);
        const coveredWaits = waits.filter((w) => w.el.classList.contains('covered'));
        expect(glides.length + coveredWaits.length, 'every card out of the stock flies or waits').to.equal(dealt);
        expect(glides.some((g) => g.el.classList.contains('covered')), 'no blank card flies').to.equal(false);
        if (game === 'well-of-truth') expect(coveredWaits.length, 'the corners\' covered cards').to.be.above(0);
        const delay = (g: Started) => Number(g.animation.effect!.getTiming().delay);
        const landing = (g: Started) => delay(g) + GLIDE_MS;
        for (const wait of coveredWaits) {
          const there = glides.filter((g) => g.el.parentElement === wait.el.parentElement).map(landing);
          expect(wait.animation.effect!.getTiming().duration).to.equal(Math.max(...there));
        }
        for (const glide of glides.slice(1)) {
          const hidden = waits.find((w) => w.el === glide.el);
          expect(hidden?.animation.effect!.getTiming().duration, 'unseen until it sets off').to.equal(delay(glide));
        }
        const counts = [...root(el).querySelectorAll(`patience-pile:not([data-pile="${origin}"]) > .count`)];
        if (game === 'well-of-truth') expect(counts.length, 'the corners count their cards').to.be.above(0);
        expect(counts.every((count) => count.getAnimations().some((a) => (a.effect as KeyframeEffect).getKeyframes()[0]!.opacity === '0')), 'counts wait unseen').to.equal(true);
        const away = glides.filter((g) => Math.abs(startOf(g).x - stock[0]) >= 2 || Math.abs(startOf(g).y - stock[1]) >= 2);
        expect(away.length, `glides not from ${origin}`).to.equal(0);
        const delays = glides.map((g) => Number(g.animation.effect!.getTiming().delay));
        expect(delays[0]).to.equal(0);
        expect(delays.every((delay, i) => i === 0 || delay > delays[i - 1]!), 'one after another').to.equal(true);
        expect(delays.at(-1)!).to.be.at.most(DEAL_SPREAD_MS);
        // Dealt round: the first cards go to different piles.
        const pilesOf = glides.slice(0, 3).map((g) => (g.el.parentElement as HTMLElement).dataset.pile);
        expect(new Set(pilesOf).size).to.equal(3);
        await settle(el);
        const restored = await animationsDuring(el, async () => el.restore(saved));
        expect(restored, 'a saved game put back was never dealt').to.have.length(0);
      } finally {
        el.remove();
      }
    });
  }

  it('a tap on the stock while a new deal flies out of it draws: the cards still waiting there let it through', async () => {
    const el = await gameFixture('indian', { seed: '2', lang: 'en' });
    const stock = root(el).querySelector('[data-pile="S"]')!.getBoundingClientRect();
    el.newGame(7);
    await el.updateComplete;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const waiting = [...root(el).querySelectorAll<HTMLElement>('patience-pile:not([data-pile="S"]) > .card')].filter((card) => card.getAnimations().length > 0);
    expect(waiting.length, 'cards on their way').to.be.above(10);
    await sendMouse({ type: 'click', position: [Math.round(stock.left + stock.width / 2), Math.round(stock.top + stock.height / 2)] });
    expect(el.moves).to.deep.equal(['draw']);
    await settle(el);
  });

  it('not under prefers-reduced-motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { seed, tapMove } = SCENARIOS.funnel;
    const el = await gameFixture('funnel', { seed: String(seed) });
    const glides = await animationsDuring(el, async () => el.play(tapMove));
    expect(el.moves).to.deep.equal([tapMove]);
    expect(glides).to.have.length(0);
    expect(await animationsDuring(el, async () => el.newGame(5)), 'nor a new deal').to.have.length(0);
    const well = await gameFixture('well', { seed: '1' });
    expect(await animationsDuring(well, async () => well.play('draw')), 'nor a card turned over').to.have.length(0);
    expect(well.moves).to.deep.equal(['draw']);
  });
});
