/**
 * A notice about a pile shows in a bubble beside that pile, inside the table, never over the
 * pile's cards; the live region says it as before, and a notice about no pile stays in the line
 * under the table.
 */
import { expect, fixture } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { games, type GameId, type PileId } from '../../../src/core/index.js';
import { MESSAGES } from '../../words.js';
import { chord, dragPile, GAMES, liveText, pileEl, piles, refusalText, root, settle, TAGS, toastText, type PatienceTable } from '../helpers.js';

async function alone(game: GameId, seed = 3): Promise<PatienceTable> {
  document.body.style.margin = '0';
  const el = await fixture<PatienceTable>(`<${TAGS[game]} seed="${seed}" lang="en"></${TAGS[game]}>`);
  await settle(el);
  return el;
}

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The bubble shows `text` beside `pile`: off its cards, inside the table; the line under the table shows no notice. */
function expectBubble(el: PatienceTable, pile: PileId, text: string): void {
  const bubble = root(el).querySelector<HTMLElement>('.table > .bubble');
  // Booleans, not elements, in what is compared: a failure message would print the element's whole tree.
  expect(bubble !== null, `a bubble beside ${pile}`).to.equal(true);
  expect(bubble!.textContent!.trim()).to.equal(text);
  expect(root(el).querySelector<HTMLElement>('.status-line .toast')!.hidden, 'the line shows nothing').to.equal(true);
  // Where it ends up, without its entrance's rise.
  bubble!.getAnimations().forEach((a) => a.finish());
  const box = bubble!.getBoundingClientRect();
  const table = root(el).querySelector('.table')!.getBoundingClientRect();
  expect([box.left >= table.left, box.top >= table.top, box.right <= table.right, box.bottom <= table.bottom], `${pile}: inside the table`).to.deep.equal([true, true, true, true]);
  const cards = [pileEl(el, pile), ...pileEl(el, pile).querySelectorAll('.card')].map((c) => c.getBoundingClientRect());
  expect(cards.filter((c) => c.width > 0 && overlaps(c, box)).length, `${pile}: over none of its cards`).to.equal(0);
  const near = Math.min(...cards.map((c) => Math.max(c.top - box.bottom, box.top - c.bottom, c.left - box.right, box.left - c.right)));
  expect(near, `${pile}: beside it`).to.be.below(16);
}

/** The table's edge piles: the first and last column, the top row and the bottom row. */
function edgePiles(el: PatienceTable): PileId[] {
  const boxes = piles(el).map((p) => ({ id: p.dataset['pile']!, box: p.getBoundingClientRect() }));
  const by = (key: (b: DOMRect) => number, most: boolean) => boxes.reduce((a, b) => ((most ? key(b.box) > key(a.box) : key(b.box) < key(a.box)) ? b : a)).id;
  return [...new Set([by((b) => b.left, false), by((b) => b.right, true), by((b) => b.top, false), by((b) => b.bottom, true)])];
}

describe('a notice beside its pile', () => {
  after(() => setViewport({ width: 1024, height: 1000 }));

  for (const [width, height] of [[1440, 900], [390, 844], [844, 390]] as const) {
    for (const game of GAMES) {
      it(`${game} at ${width}×${height}: a refused drop's reason shows beside the pile it was dropped on, at every edge of the table`, async () => {
        await setViewport({ width, height });
        const el = await alone(game);
        const rules = games[game];
        let checked = 0;
        for (const to of edgePiles(el)) {
          const state = el.state!;
          const legal = rules.legalMoves(state);
          const from = piles(el).map((p) => p.dataset['pile']!).find((id) => id !== to && !legal.includes(`${id}>${to}`)
            && rules.explain(state, `${id}>${to}`) !== null && pileEl(el, id).querySelector('.card[data-card]:last-child') !== null);
          if (from === undefined) continue;
          await dragPile(el, from, to);
          expect(el.state === state, `${from}>${to} refused`).to.equal(true);
          const reason = refusalText(state, `${from}>${to}`, 'en');
          expectBubble(el, to, reason);
          expect(toastText(el)).to.equal(reason);
          expect(liveText(el), 'the live region says it as before').to.equal(reason);
          checked++;
        }
        expect(checked, 'edge piles tried').to.be.at.least(2);
        el.remove();
      });
    }
  }

  it('a card with no move picked up by the keyboard says so beside its pile; a notice about no pile stays in the line', async () => {
    await setViewport({ width: 1440, height: 900 });
    const el = await alone('funnel', 2);
    const stuck = ['T0', 'T1', 'T2', 'T3', 'T4', 'T5'].find((t) => !games.funnel.legalMoves(el.state!).some((m) => m.startsWith(`${t}>`)))!;
    pileEl(el, stuck).focus();
    await sendKeys({ press: '.' });
    await settle(el);
    expectBubble(el, stuck, MESSAGES.en.noMove);
    expect(liveText(el)).to.equal(MESSAGES.en.noMove);
    const entrance = () => getComputedStyle(root(el).querySelector('.table > .bubble')!).animationName;
    expect(entrance(), 'it rises into view').to.equal('bubble-in');
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      expect(entrance(), 'no motion under reduced motion').to.equal('none');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
    await expect(el, 'axe, with the bubble shown').to.be.accessible();
    await chord(['Control'], 'z');
    await settle(el);
    expect(toastText(el)).to.equal(MESSAGES.en.nothingToUndo);
    expect(root(el).querySelector('.table > .bubble') === null, 'no bubble for a notice about no pile').to.equal(true);
    expect(root(el).querySelector<HTMLElement>('.status-line .toast')!.hidden, 'the line shows it').to.equal(false);
  });
});
