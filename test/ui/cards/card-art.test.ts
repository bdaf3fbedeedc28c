import { expect, fixture, html } from '@open-wc/testing';
import { render } from 'lit';
import { RANKS, SUITS, type Card, type Rank } from '../../../src/core/index.js';
import { cardArtStyles, cardBack, cardFace, SUIT_PATHS, suitIcon } from '../../../src/ui/cards/card-art.js';
import { themeStyles } from '../../../src/ui/theme/themes.js';
import { cardName, faceDownName } from '../../../src/ui/i18n/card-names.js';
import { registerShipped } from '../../words.js';

const DECK: Card[] = SUITS.flatMap((suit) => RANKS.map((rank): Card => `${rank}${suit}`));
const PIP_COUNT: Partial<Record<Rank, number>> = { 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7, 8: 8, 9: 9, T: 10 };
// How many pips lie below the centre line, and so are printed upside down.
const TURNED: Partial<Record<Rank, number>> = { 2: 1, 3: 1, 4: 2, 5: 2, 6: 2, 7: 2, 8: 3, 9: 4, T: 5 };
const EMBLEM: Partial<Record<Rank, string>> = { J: '.emblem-jack', Q: '.emblem-queen', K: '.emblem-king' };

/** Every face, each 120 px wide so geometry can be measured; keyed by card code. */
async function renderDeck(options: { fourColour?: boolean } = {}): Promise<Map<Card, SVGSVGElement>> {
  const el = await fixture<HTMLElement>(html`<div>
    ${DECK.map((c) => html`<div data-card=${c} class="box">${cardFace(c, options)}</div>`)}
  </div>`);
  el.querySelectorAll<HTMLElement>('.box').forEach((box) => (box.style.width = '120px'));
  return new Map(
    [...el.querySelectorAll<HTMLElement>('[data-card]')].map((box) => [box.dataset['card'] as Card, box.querySelector('svg')!]),
  );
}

/** Renders into a shadow root that adopts `cardArtStyles`, as a real card element would. */
async function styled(content: unknown, props: Record<string, string> = {}): Promise<ShadowRoot> {
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  host.style.width = '120px';
  host.style.height = '168px';
  for (const [name, value] of Object.entries(props)) host.style.setProperty(name, value);
  const root = host.attachShadow({ mode: 'open' });
  // The art takes its colours from the theme, as in a table (and demo/cards.html).
  root.adoptedStyleSheets = [themeStyles.styleSheet!, cardArtStyles.styleSheet!];
  render(content, root);
  return root;
}

const overlaps = (a: DOMRect, b: DOMRect): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('cardFace', () => {
  let deck: Map<Card, SVGSVGElement>;
  // A fresh deck per test: open-wc removes fixtures after each test, and geometry needs them attached.
  beforeEach(async () => {
    deck = await renderDeck();
  });

  it('renders all 52 cards as a decorative 5:7 svg', () => {
    expect(deck.size).to.equal(52);
    for (const [code, face] of deck) {
      expect(face.getAttribute('viewBox'), code).to.equal('0 0 250 350');
      expect(face.getAttribute('aria-hidden'), code).to.equal('true');
      expect(face.getAttribute('focusable'), code).to.equal('false');
    }
  });

  it('draws as many pips as the rank on 2 to 10, in traditional mirrored rows', () => {
    for (const [code, face] of deck) {
      const expected = PIP_COUNT[code[0] as Rank];
      if (expected === undefined) continue;
      const pips = [...face.querySelectorAll('.pip')];
      expect(pips.length, code).to.equal(expected);
      // Pips below the centre are turned upside down; those above are not.
      const turned = pips.filter((p) => p.getAttribute('transform')!.startsWith('rotate(180'));
      expect(turned.length, code).to.equal(TURNED[code[0] as Rank]);
    }
  });

  it('gives an ace one large centred pip', () => {
    for (const suit of SUITS) {
      const face = deck.get(`A${suit}`)!;
      const pips = face.querySelectorAll('.pip');
      expect(pips.length).to.equal(1);
      const card = face.getBoundingClientRect();
      const pip = pips[0]!.getBoundingClientRect();
      expect(pip.width / card.width, suit).to.be.greaterThan(0.3);
      expect(Math.abs(pip.left + pip.width / 2 - (card.left + card.width / 2)), suit).to.be.lessThan(card.width * 0.03);
      expect(Math.abs(pip.top + pip.height / 2 - (card.top + card.height / 2)), suit).to.be.lessThan(card.height * 0.03);
    }
  });

  it('gives court cards their emblem in both halves, framed, and no pips', () => {
    for (const [code, face] of deck) {
      const emblem = EMBLEM[code[0] as Rank];
      if (!emblem) {
        expect(face.querySelector('.emblem'), code).to.equal(null);
        continue;
      }
      expect(face.querySelectorAll(emblem).length, code).to.equal(2);
      expect(face.querySelectorAll('.emblem').length, code).to.equal(2);
      expect(face.querySelector('.court-frame'), code).to.not.equal(null);
      expect(face.querySelectorAll('.pip').length, code).to.equal(0);
    }
  });

  it('draws each court card as a double-headed figure: a robed bust with a face, hands and an attribute, mirrored below the divide', () => {
    const attribute: Partial<Record<Rank, number>> = { K: 2, Q: 2, J: 2 };
    for (const [code, face] of deck) {
      const figures = [...face.querySelectorAll('.figure')];
      if (!attribute[code[0] as Rank]) {
        expect(figures.length, code).to.equal(0);
        continue;
      }
      expect(figures.length, `${code}: two halves`).to.equal(2);
      for (const part of ['.court-robe', '.court-skin', '.court-eye', '.court-hair', '.court-collar']) {
        expect(figures.every((half) => half.querySelector(part)), `${code} ${part} in both halves`).to.equal(true);
      }
      // The lower half is the upper turned about the card's centre: their robes meet there.
      const [upper, lower] = figures.map((half) => half.querySelector('.court-robe')!.getBoundingClientRect());
      const card = face.getBoundingClientRect();
      expect(upper!.bottom, code).to.be.closeTo(card.top + card.height / 2, 1);
      expect(lower!.top, code).to.be.closeTo(card.top + card.height / 2, 1);
      expect(upper!.height, code).to.be.closeTo(lower!.height, 0.5);
      expect(face.querySelector('.court-divider'), code).to.not.equal(null);
    }
    // The king holds a sword (its silver blade), the queen a rose on a stem, the jack a halberd.
    expect(deck.get('KS')!.querySelectorAll('.figure .court-pearl').length).to.be.greaterThan(deck.get('QS')!.querySelectorAll('.figure .court-pearl').length);
    expect(deck.get('QH')!.querySelectorAll('.figure .court-stem').length).to.equal(2);
    expect(deck.get('JH')!.querySelectorAll('.figure .court-stem').length).to.equal(2);
    expect(deck.get('KH')!.querySelectorAll('.figure .court-stem').length).to.equal(0);
  });

  it('robes a court figure in its suit\'s colour, in the four-colour deck too', async () => {
    const colours = { '--patience-red': 'rgb(200, 0, 0)', '--patience-black': 'rgb(0, 0, 10)', '--patience-diamonds': 'rgb(0, 0, 200)', '--patience-clubs': 'rgb(0, 150, 0)' };
    const robe = async (card: Card, fourColour: boolean) => {
      const root = await styled(cardFace(card, { fourColour }), colours);
      return getComputedStyle(root.querySelector('.court-robe')!).fill;
    };
    expect(await robe('KH', false)).to.equal('rgb(200, 0, 0)');
    expect(await robe('QS', false)).to.equal('rgb(0, 0, 10)');
    expect(await robe('JD', true)).to.equal('rgb(0, 0, 200)');
    expect(await robe('KC', true)).to.equal('rgb(0, 150, 0)');
  });

  it('gives a compact court card its figure\'s bust, clear of the corner index', () => {
    for (const card of ['KH', 'QC', 'JS'] as Card[]) {
      const el = document.createElement('div');
      el.style.width = '40px';
      el.style.height = '56px';
      document.body.append(el);
      render(cardFace(card, { compact: true }), el);
      expect(el.querySelectorAll('.figure').length, card).to.equal(1);
      const bust = el.querySelector('.figure')!.getBoundingClientRect();
      const index = el.querySelector('.index-rank')!.getBoundingClientRect();
      expect(overlaps(bust, index), card).to.equal(false);
      el.remove();
    }
  });

  it('prints the rank in both corners, "10" for a ten', () => {
    for (const [code, face] of deck) {
      const label = code[0] === 'T' ? '10' : code[0];
      const texts = [...face.querySelectorAll('.index-rank')].map((t) => t.textContent);
      expect(texts, code).to.deep.equal([label, label]);
      expect(face.querySelectorAll('.index-suit').length, code).to.equal(2);
    }
  });

  it('makes the corner index about a fifth of the card wide, in the corner', () => {
    for (const code of ['QS', 'TH', '4D', 'KC'] as Card[]) {
      const face = deck.get(code)!;
      const card = face.getBoundingClientRect();
      const rank = face.querySelector('.index-rank')!.getBoundingClientRect();
      expect(rank.width / card.width, code).to.be.within(0.15, 0.26);
      expect(rank.right, code).to.be.lessThan(card.left + card.width * 0.3);
      // The text box runs below the baseline by the font's descent.
      expect(rank.bottom, code).to.be.lessThan(card.top + card.height * 0.3);
    }
  });

  it('keeps pips inside the card and clear of the corner indices', () => {
    for (const [code, face] of deck) {
      if (!PIP_COUNT[code[0] as Rank]) continue;
      const card = face.getBoundingClientRect();
      const indices = [...face.querySelectorAll('.index-rank, .index-suit')].map((e) => e.getBoundingClientRect());
      for (const pip of [...face.querySelectorAll('.pip')].map((e) => e.getBoundingClientRect())) {
        expect(pip.left >= card.left && pip.right <= card.right && pip.top >= card.top && pip.bottom <= card.bottom, code).to.equal(true);
        expect(indices.some((index) => overlaps(index, pip)), code).to.equal(false);
      }
    }
  });

  it('colours hearts and diamonds red, spades and clubs black', () => {
    for (const [code, face] of deck) {
      const red = code[1] === 'H' || code[1] === 'D';
      expect(face.querySelector('.suit-red') !== null, code).to.equal(red);
      expect(face.querySelector('.suit-black') !== null, code).to.equal(!red);
      expect(face.querySelector('.suit-diamonds, .suit-clubs'), code).to.equal(null);
    }
  });

  it('gives diamonds and clubs their own colours in the four-colour deck', async () => {
    const four = await renderDeck({ fourColour: true });
    const expected = { S: 'suit-black', H: 'suit-red', D: 'suit-diamonds', C: 'suit-clubs' };
    for (const [code, face] of four) {
      const classes = ['suit-black', 'suit-red', 'suit-diamonds', 'suit-clubs'].filter((c) => face.querySelector(`.${c}`));
      expect(classes, code).to.deep.equal([expected[code[1] as keyof typeof expected]]);
    }
  });

  it('uses no id, inline style or external reference anywhere', () => {
    for (const [code, face] of deck) {
      expect(face.querySelectorAll('[id], [style], use, image, foreignObject, [href]').length, code).to.equal(0);
    }
  });

  it('takes its colours from --patience-* custom properties', async () => {
    const props = {
      '--patience-red': 'rgb(1, 2, 3)',
      '--patience-black': 'rgb(4, 5, 6)',
      '--patience-card-face': 'rgb(7, 8, 9)',
      '--patience-court-gold': 'rgb(10, 11, 12)',
      '--patience-diamonds': 'rgb(13, 14, 15)',
    };
    const root = await styled(html`${cardFace('QH')}${cardFace('5S')}${cardFace('9D', { fourColour: true })}`, props);
    const [queen, five, nine] = [...root.querySelectorAll('svg')];
    expect(getComputedStyle(queen!.querySelector('.index-rank')!).fill).to.equal('rgb(1, 2, 3)');
    expect(getComputedStyle(queen!.querySelector('.court-gold')!).fill).to.equal('rgb(10, 11, 12)');
    expect(getComputedStyle(five!.querySelector('.pip')!).fill).to.equal('rgb(4, 5, 6)');
    expect(getComputedStyle(five!.querySelector('.face')!).fill).to.equal('rgb(7, 8, 9)');
    expect(getComputedStyle(nine!.querySelector('.pip')!).fill).to.equal('rgb(13, 14, 15)');
  });
});

describe('cardBack', () => {
  it('shows a patterned back that says nothing about the card', async () => {
    const root = await styled(cardBack(), { '--patience-back': 'rgb(20, 30, 40)' });
    const back = root.querySelector('.card-back')!;
    expect(back.getAttribute('aria-hidden')).to.equal('true');
    expect(back.textContent).to.equal('');
    expect(root.querySelectorAll('[id], [style], svg').length).to.equal(0);
    const field = getComputedStyle(back, '::before');
    expect(field.backgroundColor).to.equal('rgb(20, 30, 40)');
    expect(field.backgroundImage).to.contain('repeating-linear-gradient');
    expect(back.getBoundingClientRect().width).to.equal(120);
  });
});

describe('suitIcon', () => {
  it('draws the suit path in the suit colour class', async () => {
    const el = await fixture<HTMLElement>(html`<div>${SUITS.map((s) => suitIcon(s))}${suitIcon('C', { fourColour: true })}</div>`);
    const icons = [...el.querySelectorAll('svg')];
    expect(icons.map((i) => i.querySelector('path')!.getAttribute('d'))).to.deep.equal([...SUITS.map((s) => SUIT_PATHS[s]), SUIT_PATHS.C]);
    expect(icons.map((i) => i.classList.contains('suit-red'))).to.deep.equal([false, true, true, false, false]);
    expect(icons[4]!.classList.contains('suit-clubs')).to.equal(true);
    expect(icons.every((i) => i.getAttribute('aria-hidden') === 'true')).to.equal(true);
  });
});

describe('cardName', () => {
  before(registerShipped);

  it('names cards in English', () => {
    expect(cardName('QH', 'en')).to.equal('Queen of hearts');
    expect(cardName('TD', 'en')).to.equal('Ten of diamonds');
    expect(cardName('AS', 'en')).to.equal('Ace of spades');
    expect(cardName('7C', 'en')).to.equal('Seven of clubs');
    expect(faceDownName('en')).to.equal('Face-down card');
  });

  it('names cards in Russian, the suit in the genitive plural', () => {
    expect(cardName('QH', 'ru')).to.equal('Дама червей');
    expect(cardName('TD', 'ru')).to.equal('Десятка бубен');
    expect(cardName('AS', 'ru')).to.equal('Туз пик');
    expect(cardName('KC', 'ru')).to.equal('Король треф');
    expect(cardName('JS', 'ru')).to.equal('Валет пик');
    expect(cardName('6H', 'ru')).to.equal('Шестёрка червей');
    expect(cardName('2D', 'ru')).to.equal('Двойка бубен');
    expect(faceDownName('ru')).to.equal('Карта рубашкой вверх');
  });

  it('gives each of the 52 cards its own name in each language', () => {
    for (const lang of ['en', 'ru'] as const) {
      expect(new Set(DECK.map((c) => cardName(c, lang))).size, lang).to.equal(52);
    }
    expect(cardName('8C', 'ru')).to.equal('Восьмёрка треф');
    expect(cardName('8C', 'en')).to.equal('Eight of clubs');
  });
});
