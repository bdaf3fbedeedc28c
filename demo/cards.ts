/** Card gallery: every face and the back, at phone size and large, for looking at the art. */
import { LitElement, css, html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { RANKS, SUITS, type Card } from '../src/core/index.js';
import { cardArtStyles, cardBack, cardFace } from '../src/ui/cards/card-art.js';
import { themeStyles } from '../src/ui/theme/themes.js';

const DECK: Card[] = SUITS.flatMap((suit) => RANKS.map((rank): Card => `${rank}${suit}`));
const FOUR_COLOUR_SAMPLE: Card[] = ['AS', '7H', 'TD', 'QC', 'KD', '5C', 'JS', '9H'];
// The cards that test the art hardest, first in the large section so a screenshot shows them.
const HIGHLIGHTS: Card[] = ['KS', 'QH', 'JD', 'KC', 'AS', 'TH', '9C', '8D'];

@customElement('patience-card-gallery')
export class PatienceCardGallery extends LitElement {
  // The cards' colours are the theme's: outside a table, the card art takes them from it too.
  static override styles = [
    themeStyles,
    cardArtStyles,
    css`
      h2 {
        font: 600 14px system-ui, sans-serif;
        margin: 14px 0 6px;
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        gap: 4px;
      }
      .card {
        aspect-ratio: 5 / 7;
        border-radius: 5.6% / 4%;
        box-shadow: 0 1px 2px rgb(0 0 0 / 0.35);
      }
      .small .card {
        width: 48px;
      }
      .large {
        gap: 10px;
      }
      .large .card {
        width: 160px;
      }
    `,
  ];

  override render() {
    const card = (face: unknown) => html`<div class="card">${face}</div>`;
    return html`
      <h2>48 px</h2>
      ${SUITS.map((suit) => html`<div class="row small">${DECK.filter((c) => c[1] === suit).map((c) => card(cardFace(c)))}</div>`)}
      <div class="row small">${card(cardBack())}</div>
      <h2>Four colours, 48 px</h2>
      <div class="row small">${FOUR_COLOUR_SAMPLE.map((c) => card(cardFace(c, { fourColour: true })))}</div>
      <h2>160 px</h2>
      <div class="row large">${HIGHLIGHTS.map((c) => card(cardFace(c)))} ${card(cardBack())}</div>
      <h2>All cards, 160 px</h2>
      <div class="row large">${DECK.map((c) => card(cardFace(c)))}</div>
      <h2>Four colours, 160 px</h2>
      <div class="row large">${FOUR_COLOUR_SAMPLE.map((c) => card(cardFace(c, { fourColour: true })))}</div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'patience-card-gallery': PatienceCardGallery;
  }
}
