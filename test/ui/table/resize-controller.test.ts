/** The width controller: cards follow the element's width, also after it is moved in the page. */
import { expect, fixture } from '@open-wc/testing';
import { games } from '../../../src/core/index.js';
import '../../../src/index.js';
import { settle, stubWarn, topCard, type PatienceTable } from '../../elements/helpers.js';

const cardWidth = (el: PatienceTable) => Math.round(topCard(el, 'T0')!.getBoundingClientRect().width);

describe('WidthController', () => {
  it('a re-attached element still follows its width', async () => {
    const box = await fixture<HTMLDivElement>('<div style="width: 800px"><patience-funnel seed="2"></patience-funnel></div>');
    const el = box.querySelector('patience-funnel')!;
    await settle(el);
    const wide = cardWidth(el);
    const other = await fixture<HTMLDivElement>('<div style="width: 800px"></div>');
    other.append(el);
    await settle(el);
    other.style.width = '400px';
    await new Promise((resolve) => setTimeout(resolve, 100));
    await settle(el);
    expect(cardWidth(el)).to.be.below(wide * 0.7);
  });

  for (const offPage of ['a game under way (it pauses off the page)', 'newGame() while off the page'] as const) {
    it(`re-rendered while off the page, then put back: it still follows its width (${offPage})`, async () => {
      const box = await fixture<HTMLDivElement>('<div style="width: 800px"><patience-funnel seed="2"></patience-funnel></div>');
      const el = box.querySelector('patience-funnel')!;
      await settle(el);
      if (offPage.startsWith('a game')) el.play(games.funnel.legalMoves(el.state!)[0]!);
      await settle(el);
      const wide = cardWidth(el);
      el.remove();
      if (offPage.startsWith('newGame')) el.newGame(3);
      await new Promise((resolve) => setTimeout(resolve, 50));
      box.append(el);
      await settle(el);
      expect(cardWidth(el), 'the same width as before').to.equal(wide);
      box.style.width = '400px';
      await new Promise((resolve) => setTimeout(resolve, 100));
      await settle(el);
      expect(cardWidth(el)).to.be.below(wide * 0.7);
    });
  }

  it('fit="contain" in a box too small even for the smallest cards warns once per size', async () => {
    const warnings = stubWarn();
    const tooSmall = () => warnings.calls.map((args) => String(args[0])).filter((text) => /fit="contain": the \d+×\d+ px box is too small/.test(text));
    try {
      const box = await fixture<HTMLDivElement>('<div style="width: 320px; height: 200px"><patience-indian seed="2" fit="contain" style="height: 100%"></patience-indian></div>');
      const el = box.querySelector('patience-indian')!;
      await settle(el);
      el.play(games.indian.legalMoves(el.state!)[0]!);
      await settle(el);
      expect(tooSmall()).to.deep.equal(['<patience-indian>: fit="contain": the 320×200 px box is too small for the table even at its smallest cards; the table is cut off']);
      const fits = await fixture<HTMLDivElement>('<div style="width: 900px; height: 300px"><patience-well-of-truth seed="2" fit="contain" style="height: 100%"></patience-well-of-truth></div>');
      await settle(fits.firstElementChild as PatienceTable);
      expect(tooSmall()).to.have.length(1);
      box.style.height = '150px';
      await new Promise((resolve) => setTimeout(resolve, 100));
      await settle(el);
      expect(tooSmall()).to.have.length(2);
    } finally {
      warnings.restore();
    }
  });
});
