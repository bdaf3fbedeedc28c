import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { games } from '../../src/core/index.js';
import { MESSAGES } from '../words.js';
import { cardEls, chord, decksOf, fingerTap, GAMES, gameFixture, pileEl, piles, record, settle, stopRecording, stubWarn, toastText } from './helpers.js';

/** The second click of a double click, as the browser reports it (click with detail 2). */
function secondClick(target: Element): void {
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, detail: 2 }));
}

describe('double click', () => {
  afterEach(stopRecording);

  it('its second click makes no non-foundation move in a game with foundations', async () => {
    const el = await gameFixture('indian', { seed: '7' });
    const state = el.state!;
    const column = games.indian.legalMoves(state).find((m) => /^T\d>T\d$/.test(m))!;
    expect(column, 'deal 7 has a column-to-column move').to.be.a('string');
    secondClick(pileEl(el, column.split('>')[0]!));
    await settle(el);
    expect(el.state).to.equal(state);
  });

  it('its second click on the stock draws again', async () => {
    const el = await gameFixture('indian', { seed: '7' });
    secondClick(pileEl(el, 'S'));
    await settle(el);
    expect(el.moves).to.deep.equal(['draw']);
  });

  it('a second click that says 1 (a touch tap, a synthetic click) right after a tap moved a card is no mistake', async () => {
    // Indian deal 2: a tap sends the ace of clubs from column 5 home; the 9 of diamonds under it has no move.
    const el = await gameFixture('indian', { seed: '2', lang: 'en' });
    const click = () => cardEls(el, 'T4').at(-1)!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, detail: 1 }));
    click();
    await settle(el);
    expect(el.moves).to.deep.equal(['T4>F0']);
    click();
    await settle(el);
    expect(el.moves).to.deep.equal(['T4>F0']);
    expect(toastText(el)).to.equal('');
    // A later single tap on it is a mistake, and is told.
    await new Promise((resolve) => setTimeout(resolve, 550));
    click();
    await settle(el);
    expect(toastText(el)).to.equal('That card has no move now');
  });

  it('its second click still plays in the Funnel, which has no foundations', async () => {
    const el = await gameFixture('funnel', { seed: '17' });
    const move = games.funnel.legalMoves(el.state!)[0]!;
    secondClick(pileEl(el, move === 'draw' ? 'S' : move.split('>')[0]!));
    await settle(el);
    expect(el.moves).to.deep.equal([move]);
  });
});

describe('a card under another', () => {
  /** Indian deal 2 after three draws, and a point on the strip of the waste's card under its top. */
  async function wasteStrip(): Promise<{ el: Awaited<ReturnType<typeof gameFixture>>; at: [number, number]; under: HTMLElement }> {
    const el = await gameFixture('indian', { seed: '2', lang: 'en' });
    for (let i = 0; i < 3; i++) expect(el.play('draw')).to.equal(true);
    await settle(el);
    // The waste fans its last cards: the one under the top shows a strip of its face.
    const [under, top] = cardEls(el, 'W').slice(-2);
    const [below, above] = [under!, top!].map((card) => card.getBoundingClientRect());
    expect(above!.left - below!.left, 'a strip of it in sight').to.be.above(6);
    return { el, under: under!, at: [Math.round((below!.left + Math.min(below!.right, above!.left)) / 2), Math.round(below!.top + below!.height / 2)] };
  }

  it('dragged by the mouse, says that only the top card moves, and nothing moves', async () => {
    const { el, at: [x, y] } = await wasteStrip();
    await sendMouse({ type: 'move', position: [x, y] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [x + 30, y + 40] });
    await sendMouse({ type: 'move', position: [x + 60, y + 80] });
    await sendMouse({ type: 'up' });
    await settle(el);
    expect(toastText(el)).to.equal(MESSAGES.en.onlyTopMoves);
    expect(el.moves).to.deep.equal(['draw', 'draw', 'draw']);
  });

  it('clicked, or double clicked, says the same and moves nothing: not the top card, which the player did not choose', async () => {
    const { el, at } = await wasteStrip();
    expect(games.indian.legalMoves(el.state!).some((m) => m.startsWith('W>')), 'the top card has a move').to.equal(true);
    await sendMouse({ type: 'click', position: at });
    await settle(el);
    expect(toastText(el)).to.equal(MESSAGES.en.onlyTopMoves);
    secondClick(cardEls(el, 'W').at(-2)!);
    await settle(el);
    expect(el.moves).to.deep.equal(['draw', 'draw', 'draw']);
    // The click on the top card that corrects it, which the browser counts as a double click's second, is a click of its own.
    secondClick(cardEls(el, 'W').at(-1)!);
    await settle(el);
    expect(el.moves.slice(3).map((move) => move.split('>')[0])).to.deep.equal(['W']);
  });

  it('tapped by a finger, says the same and moves nothing; a quick tap on the top card then plays it', async () => {
    const { el, under, at: [, y] } = await wasteStrip();
    // At the strip's far end: further from the top card than a finger aimed at it lands.
    const x = Math.round(under.getBoundingClientRect().left + 2);
    expect(cardEls(el, 'W').at(-1)!.getBoundingClientRect().left - x, 'far from the top card').to.be.above(13);
    fingerTap(under, [x, y]);
    await settle(el);
    expect(toastText(el)).to.equal(MESSAGES.en.onlyTopMoves);
    expect(el.moves).to.deep.equal(['draw', 'draw', 'draw']);
    // Within a double tap's time: not the second tap of one (which in the Indian plays only to a foundation).
    const top = cardEls(el, 'W').at(-1)!;
    const box = top.getBoundingClientRect();
    fingerTap(top, [Math.round(box.right - 10), Math.round(box.top + box.height / 2)]);
    await settle(el);
    expect(el.moves.slice(3).map((move) => move.split('>')[0])).to.deep.equal(['W']);
  });

  it('tapped by a finger just off the top card\'s edge, plays the top card: a finger aimed at its corner lands about that far off', async () => {
    const { el, under, at: [, y] } = await wasteStrip();
    fingerTap(under, [Math.round(cardEls(el, 'W').at(-1)!.getBoundingClientRect().left - 6), y]);
    await settle(el);
    expect(toastText(el)).to.not.equal(MESSAGES.en.onlyTopMoves);
    expect(el.moves.slice(3).map((move) => move.split('>')[0])).to.deep.equal(['W']);
  });
});

describe('a bad seed on a game in play', () => {
  afterEach(stopRecording);

  it('is refused with one warning and the game goes on', async () => {
    const el = await gameFixture('funnel', { seed: '17' });
    el.play(games.funnel.legalMoves(el.state!)[0]!);
    await settle(el);
    const state = el.state;
    const deals = record('patience-new-game');
    const warn = stubWarn();
    try {
      el.setAttribute('seed', 'abc');
      await settle(el);
    } finally {
      warn.restore();
    }
    expect(warn.calls).to.have.length(1);
    expect(String(warn.calls[0]![0])).to.contain('seed="abc"').and.to.contain('the game in play goes on');
    expect(el.getAttribute('seed'), 'the seed in play, written back').to.equal('17');
    expect(el.state).to.equal(state);
    expect(deals).to.have.length(0);
  });
});

describe('layout from the element’s own width', () => {
  for (const game of GAMES) {
    for (const deck of decksOf(game)) {
      it(`${game}, deck ${deck}: no pile overflows at 320, 390 and 1200 px, and cards grow with the width`, async () => {
        const widths: number[] = [];
        for (const width of [320, 390, 1200]) {
          const el = await gameFixture(game, { seed: '3', deck: String(deck) }, { width });
          const box = el.getBoundingClientRect();
          for (const pile of piles(el)) {
            const r = pile.getBoundingClientRect();
            expect(r.left, `${pile.dataset.pile} at ${width}px`).to.be.at.least(box.left);
            expect(r.right, `${pile.dataset.pile} at ${width}px`).to.be.at.most(box.right);
          }
          widths.push(cardEls(el, games[game].piles({ deck }).find((s) => s.role === 'tableau')!.id)[0]!.getBoundingClientRect().width);
        }
        expect(widths[0]).to.be.below(widths[2]!);
      });
    }
  }
});

describe('keyboard moves to a chosen pile', () => {
  afterEach(stopRecording);

  it('Shift+Enter picks up a top card, Enter on another pile puts it there', async () => {
    const el = await gameFixture('indian', { seed: '7' });
    const move = games.indian.legalMoves(el.state!).find((m) => /^T\d>T\d$/.test(m))!;
    const [from, to] = move.split('>') as [string, string];
    const moves = record('patience-move');
    pileEl(el, from).focus();
    await chord(['Shift'], 'Enter');
    await settle(el);
    expect(pileEl(el, to).hasAttribute('data-target'), 'the legal destination lights up').to.equal(true);
    pileEl(el, to).focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(moves.map((e) => e.detail.move)).to.deep.equal([move]);
    expect(pileEl(el, to).hasAttribute('data-target')).to.equal(false);
  });

  it('chooses the Well of Truth corner a centre card goes to', async () => {
    const el = await gameFixture('well-of-truth', { seed: '7' });
    let state = el.state!;
    // Play base moves until the centre's card must go to a corner of the player's choice.
    while (!games['well-of-truth'].legalMoves(state).includes('C>T2')) {
      el.play(games['well-of-truth'].legalMoves(state)[0]!);
      state = el.state!;
    }
    await settle(el);
    pileEl(el, 'C').focus();
    await chord(['Shift'], 'Enter');
    pileEl(el, 'T2').focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(el.moves.at(-1)).to.equal('C>T2');
  });

  it('Escape puts the card back and nothing moves', async () => {
    const el = await gameFixture('funnel', { seed: '17' });
    const state = el.state;
    pileEl(el, 'T2').focus();
    await chord(['Shift'], 'Enter');
    await sendKeys({ press: 'Escape' });
    pileEl(el, 'W').focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(el.state).to.equal(state);
  });
});
