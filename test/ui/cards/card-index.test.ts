/**
 * Corner indices: at 320 px every face-up index is at least 9 px high (small cards are drawn
 * compact), and in a downward fan every covered card shows its whole rank and its suit.
 */
import { expect } from '@open-wc/testing';
import { games, type GameId } from '../../../src/core/index.js';
import { mulberry32 } from '../../../src/core/model/random.js';
import { gameFixture, pileEl, root, settle, type PatienceTable } from '../../elements/helpers.js';

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

/** The ink of the glyphs `text` at `px` in the cards' bold system font, above and below the baseline, from the canvas's own measure. */
function glyphInk(text: string, px: number): { ascent: number; descent: number } {
  const context = document.createElement('canvas').getContext('2d')!;
  context.font = `700 ${px}px ${FONT}`;
  const m = context.measureText(text);
  return { ascent: m.actualBoundingBoxAscent, descent: m.actualBoundingBoxDescent };
}

function glyphHeight(text: string, px: number): number {
  const { ascent, descent } = glyphInk(text, px);
  return ascent + descent;
}

describe('card indices at 320 px', () => {
  for (const game of Object.keys(games) as GameId[]) {
    for (const deck of games[game].decks) {
      it(`${game} ${deck}: every face-up index is at least 9 px high`, async () => {
        const el = await gameFixture(game, { seed: '1', deck: String(deck) }, { width: 320 });
        const ranks = [...root(el).querySelectorAll<SVGTextElement>('.card:not(.covered) .index-rank')];
        expect(ranks.length).to.be.above(0);
        let smallest = Infinity;
        for (const rank of ranks) {
          const card = rank.closest('.card')!.getBoundingClientRect();
          const px = Number(rank.getAttribute('font-size')) * (Math.min(card.width, card.height) / 250);
          smallest = Math.min(smallest, glyphHeight(rank.textContent!.trim(), px));
        }
        expect(smallest).to.be.at.least(9);
      });
    }
  }
});

/** The rank's ink on screen: the text box across, the glyphs' own ascent and descent from the baseline down. */
function rankInk(rank: SVGTextElement): { left: number; right: number; top: number; bottom: number } {
  const ctm = rank.getScreenCTM()!;
  const baseline = ctm.d * Number(rank.getAttribute('y')) + ctm.f;
  const { ascent, descent } = glyphInk(rank.textContent!.trim(), Number(rank.getAttribute('font-size')) * ctm.d);
  const box = rank.getBoundingClientRect();
  return { left: box.left, right: box.right, top: baseline - ascent, bottom: baseline + descent };
}

/**
 * Checks every covered face-up card of the downward fans in `el`: its first rank and suit
 * lie inside the card, above the top of the card laid on it, and can be seen (hit-tested).
 * Returns how many cards it checked.
 */
function checkFans(el: PatienceTable): number {
  let checked = 0;
  for (const pile of root(el).querySelectorAll('patience-pile[fan="down"]')) {
    const cards = [...pile.querySelectorAll<HTMLElement>(':scope > .card')];
    cards.slice(0, -1).forEach((card, i) => {
      if (card.classList.contains('back')) return;
      const name = `${pile.getAttribute('data-pile')} ${card.dataset['card']}`;
      const box = card.getBoundingClientRect();
      const strip = { top: box.top, bottom: cards[i + 1]!.getBoundingClientRect().top };
      const rank = card.querySelector<SVGTextElement>('.index-rank');
      const suit = card.querySelector<SVGGraphicsElement>('.index-suit');
      expect(rank !== null && suit !== null, `${name}: rank and suit`).to.equal(true);
      const ink = rankInk(rank!);
      const suitBox = suit!.getBoundingClientRect();
      for (const [part, r] of [['rank', ink], ['suit', suitBox]] as const) {
        expect(r.left, `${name}: ${part} left`).to.be.at.least(box.left);
        expect(r.right, `${name}: ${part} right`).to.be.at.most(box.right);
        expect(r.top, `${name}: ${part} top`).to.be.at.least(strip.top);
        expect(r.bottom, `${name}: ${part} bottom, strip ends at ${strip.bottom}`).to.be.at.most(strip.bottom);
      }
      // Seen, not just placed: the suit's middle is the suit itself, and it has size and paint.
      expect(suitBox.width, `${name}: suit width`).to.be.at.least(4);
      const hit = root(el).elementFromPoint(suitBox.left + suitBox.width / 2, suitBox.top + suitBox.height / 2);
      expect(hit === suit, `${name}: the suit shows, not ${hit?.closest('.card')?.getAttribute('data-card')}`).to.equal(true);
      expect(getComputedStyle(suit!).fill, `${name}: suit paint`).to.not.equal('none');
      checked++;
    });
  }
  return checked;
}

/** Checks every covered face-up card of the right fans (a waste) in `el` shows its whole rank and suit left of the card on it; returns how many. */
function checkRightFans(el: PatienceTable): number {
  let checked = 0;
  for (const pile of root(el).querySelectorAll('patience-pile[fan="right"]')) {
    const cards = [...pile.querySelectorAll<HTMLElement>(':scope > .card')].filter((card) => !card.classList.contains('covered'));
    cards.slice(0, -1).forEach((card, i) => {
      const name = `${pile.getAttribute('data-pile')} ${card.dataset['card']}`;
      const box = card.getBoundingClientRect();
      const stripRight = cards[i + 1]!.getBoundingClientRect().left;
      if (stripRight - box.left < 1) return; // wholly under the first card shown
      const rank = card.querySelector<SVGTextElement>('.index-rank')!;
      const suit = card.querySelector<SVGGraphicsElement>('.index-suit')!;
      for (const [part, r] of [['rank', rankInk(rank)], ['suit', suit.getBoundingClientRect()]] as const) {
        expect(r.left, `${name}: ${part} left`).to.be.at.least(box.left);
        expect(r.right, `${name}: ${part} right, the card on it starts at ${stripRight}`).to.be.at.most(stripRight);
      }
      const suitBox = suit.getBoundingClientRect();
      expect(root(el).elementFromPoint(suitBox.left + suitBox.width / 2, suitBox.top + suitBox.height / 2) === suit, `${name}: the suit shows`).to.equal(true);
      checked++;
    });
  }
  return checked;
}

describe('covered cards in a fanned waste show their rank and suit', () => {
  for (const [game, deck, width] of [['indian', 36, 1280], ['indian', 52, 390], ['indian', 36, 320], ['funnel', 36, 1280], ['funnel', 52, 320]] as const) {
    it(`${game} ${deck} at ${width} px`, async () => {
      const el = await gameFixture(game, { seed: '3', deck: String(deck), lang: 'en' }, { width });
      const rules = games[game];
      for (let i = 0; i < 4 && el.status === 'playing'; i++) el.play(rules.legalMoves(el.state!).includes('draw') ? 'draw' : rules.legalMoves(el.state!)[0]!);
      await settle(el);
      expect(checkRightFans(el)).to.be.at.least(1);
    });
  }
});

describe('covered cards in a downward fan show their rank and suit', () => {
  const cases: { game: GameId; width: number; attrs: Record<string, string> }[] = [
    { game: 'funnel', width: 360, attrs: { seed: '42', deck: '52' } },
    { game: 'funnel', width: 320, attrs: { seed: '2', deck: '36' } },
    { game: 'funnel', width: 1000, attrs: { seed: '42', deck: '52' } },
    { game: 'indian', width: 360, attrs: { seed: '1', deck: '52' } },
    { game: 'indian', width: 1000, attrs: { seed: '1', deck: '52' } },
  ];
  for (const { game, width, attrs } of cases) {
    it(`${game} ${attrs['deck']} at ${width} px`, async () => {
      const el = await gameFixture(game, { ...attrs, lang: 'en' }, { width });
      expect(checkFans(el)).to.be.above(3);
    });
  }

  // Compact cards' index takes the whole unsqueezed strip, so their column cannot shrink.
  for (const { width, shrinks } of [{ width: 360, shrinks: false }, { width: 1000, shrinks: true }]) {
    it(`a Funnel column told to fit in little more than a card's height, at ${width} px`, async () => {
      const el = await gameFixture('funnel', { seed: '42', deck: '52', lang: 'en' }, { width });
      const column = pileEl(el, 'T0');
      const before = column.getBoundingClientRect().height;
      column.maxHeight = 1.2;
      await settle(el);
      const after = column.getBoundingClientRect().height;
      if (shrinks) expect(after).to.be.below(before);
      else expect(after).to.equal(before);
      expect(checkFans(el)).to.be.above(3);
    });
  }
});

type Box = { left: number; right: number; top: number; bottom: number };
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Plays `count` moves of a deal, a foundation move whenever there is one, so the stacked piles fill up. */
function fill(el: PatienceTable, count: number): void {
  const rules = games[el.state!.game];
  const pick = mulberry32(5);
  for (let i = 0; i < count && el.status === 'playing'; i++) {
    const legal = rules.legalMoves(el.state!);
    const home = legal.filter((move) => /F\d+$/.test(move));
    const choice = home.length > 0 ? home : legal;
    el.play(choice[Math.floor(pick() * choice.length)]!);
  }
}

describe('what lies on a card leaves its corner index in sight', () => {
  for (const { game, deck, width } of [
    { game: 'indian', deck: '52', width: 390 },
    { game: 'indian', deck: '36', width: 1000 },
    { game: 'well-of-truth', deck: '52', width: 390 },
    { game: 'well-of-truth', deck: '52', width: 1000 },
  ] as const) {
    it(`${game} ${deck} at ${width} px: a pile's count badge, and the cards across a base`, async () => {
      const el = await gameFixture(game, { seed: '2', deck, lang: 'en' }, { width });
      fill(el, 120);
      await settle(el);
      let badges = 0;
      let crossed = 0;
      for (const pile of root(el).querySelectorAll('patience-pile')) {
        const cards = [...pile.querySelectorAll<HTMLElement>(':scope > .card[data-card]')];
        const index = (card: HTMLElement): Box[] => [rankInk(card.querySelector<SVGTextElement>('.index-rank')!), card.querySelector('.index-suit')!.getBoundingClientRect()];
        const name = `${pile.getAttribute('data-pile')} ${cards.at(-1)?.dataset['card']}`;
        const badge = pile.querySelector('.count');
        if (badge && cards.length > 0) {
          for (const part of index(cards.at(-1)!)) expect(overlaps(part, badge.getBoundingClientRect()), `${name}: the badge is over the index`).to.equal(false);
          badges++;
        }
        if (pile.getAttribute('fan') === 'cross' && cards.length > 1) {
          for (const across of cards.slice(1)) {
            for (const part of index(cards[0]!)) expect(overlaps(part, across.getBoundingClientRect()), `${name}: a card across the base hides its index`).to.equal(false);
          }
          crossed++;
        }
      }
      expect(badges, 'piles with a count badge').to.be.above(1);
      if (game === 'well-of-truth') expect(crossed, 'bases with cards across them').to.be.above(1);
    });
  }
});
