/** Card faces cloned from one drawn per card and style (src/ui/cards/card-faces.ts). */
import { expect, fixture, html } from '@open-wc/testing';
import { render } from 'lit';
import type { Card } from '../../../src/core/index.js';
import { cardFace } from '../../../src/ui/cards/card-art.js';
import { face } from '../../../src/ui/cards/card-faces.js';

/** `cardFace`'s own markup, without Lit's comment markers. */
function drawn(card: Card, fourColour: boolean, compact: boolean): string {
  const holder = document.createElement('div');
  render(cardFace(card, { fourColour, compact }), holder);
  return holder.querySelector('svg')!.outerHTML.replace(/<!--[^>]*-->/g, '');
}

describe('card faces', () => {
  it('are cardFace\'s markup, for every style, and each card gets a node of its own', async () => {
    const cards: Card[] = ['QH', 'QH', 'TC', 'AS', 'KD'];
    for (const [fourColour, compact] of [[false, false], [true, false], [false, true], [true, true]] as const) {
      const el = await fixture<HTMLElement>(html`<div>${cards.map((card) => html`<div class="card">${face(card, fourColour, compact)}</div>`)}</div>`);
      const faces = [...el.querySelectorAll('.card > svg')];
      expect(faces.length).to.equal(cards.length);
      expect(new Set(faces).size, 'one node per card').to.equal(cards.length);
      faces.forEach((svg, i) => expect(svg.outerHTML, `${cards[i]} ${fourColour} ${compact}`).to.equal(drawn(cards[i]!, fourColour, compact)));
    }
  });

  it('a binding keeps its node while the card and style stay, and draws anew when either changes', async () => {
    const host = await fixture<HTMLElement>(html`<div></div>`);
    const show = (card: Card, fourColour: boolean) => render(html`${face(card, fourColour, false)}`, host);
    show('7D', false);
    const first = host.querySelector('svg')!;
    show('7D', false);
    expect(host.querySelector('svg')).to.equal(first);
    show('7D', true);
    const four = host.querySelector('svg')!;
    expect(four).to.not.equal(first);
    expect(four.outerHTML).to.equal(drawn('7D', true, false));
    show('8D', true);
    expect(host.querySelector('svg')!.outerHTML).to.equal(drawn('8D', true, false));
    expect(host.querySelectorAll('svg').length).to.equal(1);
  });
});
