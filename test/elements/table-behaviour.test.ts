/** Behaviour of the shared table that a host or player relies on beyond single moves. */
import { expect } from '@open-wc/testing';
import { emulateMedia, sendMouse } from '@web/test-runner-commands';
import { games, movesOf, type Move } from '../../src/core/index.js';
import type { PatienceFunnel } from '../../src/index.js';
import { glide } from '../../src/ui/motion/motion.js';
import { MESSAGES } from '../words.js';
import { mulberry32 } from '../../src/core/model/random.js';
import {
  dragPile, expectNoFaceDownLeak, gameFixture, GAMES, pileEl, record, root, settle, stopRecording, stubWarn, tapPile, toolbarButton,
} from './helpers.js';

afterEach(async () => {
  stopRecording();
  await emulateMedia({ reducedMotion: 'no-preference' });
});

describe('attributes on a game in play', () => {
  it('a bad deck, or the same deck again, keeps the game (one warning for the bad one)', async () => {
    const el = await gameFixture('well', { seed: '1', deck: '52' });
    el.play(games.well.legalMoves(el.state!)[0]!);
    await settle(el);
    const state = el.state;
    const deals = record('patience-new-game');
    const warn = stubWarn();
    try {
      el.setAttribute('deck', '53');
      await settle(el);
      el.setAttribute('deck', '52');
      await settle(el);
    } finally {
      warn.restore();
    }
    expect(el.state).to.equal(state);
    expect(deals).to.have.length(0);
    expect(warn.calls).to.have.length(1);
  });

  it('free-draw and seed changed together deal the new seed', async () => {
    const el = await gameFixture('funnel', { seed: '17' });
    const deals = record('patience-new-game');
    (el as PatienceFunnel).freeDraw = true;
    el.setAttribute('seed', '12345');
    await settle(el);
    expect(el.seed).to.equal(12345);
    expect(el.state!.options.freeDraw).to.equal(true);
    expect(el.getAttribute('seed')).to.equal('12345');
    expect(deals.at(-1)!.detail.seed).to.equal(12345);
  });
});

describe('the end of a game', () => {
  /** Plays the Well deal 1 at random (seeded) until it is lost with moves still left. */
  function lostLineOfWellDeal1(): Move[] {
    const rules = games.well;
    const pick = mulberry32(1);
    let state = rules.deal(1);
    for (;;) {
      const legal = rules.legalMoves(state);
      state = rules.apply(state, legal[Math.floor(pick() * legal.length)]!);
      if (rules.status(state) === 'lost') return rules.legalMoves(state).length > 0 ? movesOf(state) : [];
    }
  }

  it('patience-lose fires once, though moves are still possible after the loss', async () => {
    const line = lostLineOfWellDeal1();
    expect(line.length, 'deal 1 has a line lost with moves left').to.be.above(0);
    const el = await gameFixture('well', { seed: '1' });
    const losses = record('patience-lose');
    for (const move of line) el.play(move);
    await settle(el);
    expect(losses).to.have.length(1);
    expect(root(el).querySelector('#end-title')!.textContent).to.equal('Пасьянс уже не сойдётся');
    // Its explanation and statistics are the dialog's description, said with its title when focus lands in it.
    const described = root(el).querySelector('[role="dialog"]')!.getAttribute('aria-describedby')!.split(' ').map((id) => root(el).querySelector(`#${id}`)?.textContent ?? '');
    expect(described.join(' ')).to.contain(MESSAGES.ru.lostDetail);
    // Closed, the message leaves its title on the line under the table: the cards alone do not say the game is over.
    root(el).querySelector<HTMLButtonElement>('.end-buttons button:last-child')!.click();
    await settle(el);
    expect(root(el).querySelector('[role="dialog"]')).to.equal(null);
    expect(root(el).querySelector('.status-line')!.textContent).to.contain('Пасьянс уже не сойдётся');
    for (let i = 0; i < 3; i++) el.play(games.well.legalMoves(el.state!)[0]!);
    await settle(el);
    expect(el.status).to.equal('lost');
    expect(losses).to.have.length(1);
    // Undone out of the loss and redone back into it: the same deal's loss, told once.
    while (el.status === 'lost') el.undo();
    while (el.redo());
    await settle(el);
    expect(el.status).to.equal('lost');
    expect(losses).to.have.length(1);
    el.restart();
    for (const move of line) el.play(move);
    expect(losses, 'a new start of the deal is a new game').to.have.length(2);
  });

  it('the end dialog takes focus, the table behind it is inert, and focus returns when it closes', async () => {
    const el = await gameFixture('funnel', { seed: '1' });
    while (games.funnel.legalMoves(el.state!).length > 0) el.play(games.funnel.legalMoves(el.state!)[0]!);
    await settle(el);
    const dialog = root(el).querySelector<HTMLElement>('.end')!;
    // Modal to the table only: the host's page around it stays where a screen reader can reach it.
    expect(dialog.getAttribute('role')).to.equal('dialog');
    expect(dialog.hasAttribute('aria-modal')).to.equal(false);
    expect(root(el).activeElement).to.equal(dialog.querySelector('.primary'));
    expect(root(el).querySelector('.table')!.hasAttribute('inert')).to.equal(true);
    await expect(el).to.be.accessible();
    [...dialog.querySelectorAll('button')].at(-1)!.click();
    await settle(el);
    expect(root(el).querySelector('.end')).to.equal(null);
    expect(root(el).activeElement?.localName).to.equal('patience-pile');
  });

  it('a click on the end dialog\'s backdrop closes it and gives focus back to the table, not the page', async () => {
    const el = await gameFixture('funnel', { seed: '1' });
    while (games.funnel.legalMoves(el.state!).length > 0) el.play(games.funnel.legalMoves(el.state!)[0]!);
    await settle(el);
    const backdrop = root(el).querySelector<HTMLElement>('.end')!.getBoundingClientRect();
    const box = root(el).querySelector<HTMLElement>('.end-box')!.getBoundingClientRect();
    expect(box.left - backdrop.left, 'room beside the box').to.be.above(10);
    // A real press: its mousedown is what moves focus.
    await sendMouse({ type: 'click', position: [Math.round(backdrop.left + 5), Math.round(box.top + box.height / 2)] });
    await settle(el);
    expect(root(el).querySelector('.end')).to.equal(null);
    expect(root(el).activeElement?.localName).to.equal('patience-pile');
  });
});

describe('feedback', () => {
  it('the toolbar time is never negative, even when the first move comes late', async () => {
    const el = await gameFixture('funnel', { seed: '17' });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    el.play(games.funnel.legalMoves(el.state!)[0]!);
    await settle(el);
    expect(root(el).querySelector('.time')!.textContent).to.match(/^0:0\d$/);
  });

  it('a successful drag leaves no card displaced', async () => {
    const el = await gameFixture('funnel', { seed: '17' });
    const move = games.funnel.legalMoves(el.state!).find((m) => m.includes('>'))!;
    await dragPile(el, move.split('>')[0]!, 'W');
    await settle(el);
    expect(el.moves).to.deep.equal([move]);
    for (const card of root(el).querySelectorAll<HTMLElement>('.card')) expect(card.style.transform).to.equal('');
  });

  it('a card put face down into the well is not named anywhere, the live region included', async () => {
    const el = await gameFixture('well-of-truth', { seed: '17' });
    const rules = games['well-of-truth'];
    // Base moves first, else the first legal move, until a corner card can go into the well (phase 2).
    const intoWell = () => (el.state!.phase === 2 ? rules.legalMoves(el.state!).find((m) => m.endsWith('>C')) : undefined);
    for (let i = 0; i < 300 && !intoWell(); i++) {
      const legal = rules.legalMoves(el.state!);
      expect(legal.length, 'the line reaches phase 2').to.be.above(0);
      el.play(legal.find((m) => m.includes('>F')) ?? legal[0]!);
    }
    el.play(intoWell()!);
    await settle(el);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(root(el).querySelector('[role=status]')!.textContent).to.contain('Карта рубашкой вверх');
    expectNoFaceDownLeak(el);
  });

  it('with reduced motion a card snaps into place instead of gliding', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const card = document.createElement('div');
    document.body.append(card);
    try {
      expect(glide(card, new DOMRect(300, 300, 50, 70))).to.equal(null);
      await emulateMedia({ reducedMotion: 'no-preference' });
      expect(glide(card, new DOMRect(300, 300, 50, 70))).to.be.instanceOf(Animation);
    } finally {
      card.remove();
    }
  });

  it('the shadow content says which language it is in', async () => {
    const el = await gameFixture('well', { seed: '1' }, { wrapperLang: 'pt' });
    expect(root(el).querySelector('.frame')!.getAttribute('lang')).to.equal('en');
  });

  it('the first click of a double click moves to a foundation, the second adds nothing', async () => {
    // On deal 1, T3's top and the card under it can both go to a base.
    const el = await gameFixture('well-of-truth', { seed: '1' });
    const pile = 'T3';
    await tapPile(el, pile);
    expect(el.moves).to.deep.equal(['T3>F7']);
    expect(games['well-of-truth'].legalMoves(el.state!).some((m) => m.startsWith('T3>F'))).to.equal(true);
    pileEl(el, pile).dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, detail: 2 }));
    await settle(el);
    expect(el.moves).to.have.length(1);
  });
});

describe('the toolbar\'s Restart and New deal', () => {

  it('act at once on a game not yet begun, and ask for a second click once moves are made', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    const deals = record('patience-new-game');
    toolbarButton(el, 'Restart').click();
    await settle(el);
    expect(deals).to.have.length(1, 'no move made: restarts at once');
    el.play(games.funnel.legalMoves(el.state!)[0]!);
    await settle(el);
    toolbarButton(el, 'New deal').click();
    await settle(el);
    expect(deals).to.have.length(1, 'the first click only asks');
    expect(el.moves).to.have.length(1);
    expect(toolbarButton(el, 'New deal').classList.contains('armed')).to.equal(true);
    toolbarButton(el, 'New deal').click();
    await settle(el);
    expect(deals).to.have.length(2);
    expect(el.moves).to.deep.equal([]);
    expect(toolbarButton(el, 'New deal')).to.exist;
  });
});

describe('touch', () => {
  it('a face-up top card of a pile moves take cards from keeps the finger, with a move or without; a swipe elsewhere scrolls the page', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    const touchAction = (pile: string) => getComputedStyle(root(el).querySelector(`[data-pile="${pile}"] .card[data-top]`)!).touchAction;
    const movable = new Set(games.funnel.legalMoves(el.state!).filter((m) => m.includes('>')).map((m) => m.split('>')[0]));
    const still = ['T0', 'T1', 'T2', 'T3', 'T4', 'T5'].find((id) => !movable.has(id));
    expect(movable.has('T0'), 'column 1 has a move at this deal').to.equal(true);
    expect(still, 'a column with no move at this deal').to.be.a('string');
    expect(touchAction('T0')).to.equal('none');
    // Dragged by a finger, it is refused with the reason, as with a mouse: a wrong card answers.
    expect(touchAction(still!), `${still} has no move, yet a drag of it says why`).to.equal('none');
    expect(touchAction('S'), 'the stock is tapped, never dragged').to.equal('auto');
    expect(touchAction('W'), 'pile B only takes cards: a swipe there scrolls').to.equal('auto');
    const indian = await gameFixture('indian', { seed: '2', lang: 'en' });
    const toFoundation = games.indian.legalMoves(indian.state!).find((m) => m.includes('>F'));
    expect(toFoundation, 'an ace goes to a foundation at this deal').to.be.a('string');
    expect(indian.play(toFoundation!)).to.equal(true);
    await settle(indian);
    const onFoundation = root(indian).querySelector('[data-pile^="F"] .card[data-top]');
    expect(onFoundation, 'an ace on a foundation').to.not.equal(null);
    expect(getComputedStyle(onFoundation!).touchAction, 'a foundation keeps its cards: a swipe there scrolls').to.equal('auto');
  });

  it('a top card\'s mark follows its moves after every move, on piles the move did not touch too', async () => {
    // No glides to wait for: only the marks are looked at.
    await emulateMedia({ reducedMotion: 'reduce' });
    for (const game of GAMES) {
      const el = await gameFixture(game, { seed: '11', lang: 'en' });
      const rules = games[game];
      const pick = mulberry32(3);
      let checked = 0;
      let withoutMove = 0;
      for (let i = 0; i < 25 && el.status === 'playing'; i++) {
        const marked = [...root(el).querySelectorAll('.card[data-draggable]')];
        expect(marked.every((card) => card.hasAttribute('data-top')), `${game}, move ${i}: only top cards are marked`).to.equal(true);
        const specs = rules.piles(el.state!.options);
        specs.forEach((pile, index) => {
          const top = root(el).querySelector<HTMLElement>(`[data-pile="${pile.id}"] .card[data-top]`);
          if (!top) return;
          const canMove = rules.legalMoves(el.state!).some((m) => m.startsWith(`${pile.id}>`));
          const { cards, down } = el.state!.piles[index]!;
          const leaves = cards.length > down && rules.sourceRoles.includes(pile.role);
          if (leaves && !canMove) withoutMove++;
          expect(top.hasAttribute('data-draggable'), `${game}, move ${i}: ${pile.id}'s top ${canMove ? 'has' : 'has no'} move`).to.equal(canMove || leaves);
          checked++;
        });
        const legal = rules.legalMoves(el.state!);
        expect(el.play(legal[Math.floor(pick() * legal.length)]!)).to.equal(true);
        await settle(el);
      }
      expect(checked).to.be.above(60);
      expect(withoutMove, `${game}: cards with no move were met`).to.be.above(0);
      el.remove();
    }
  });

  it('a swipe on the table scrolls the page up and down, never sideways (no back-swipe out of the game)', async () => {
    const el = await gameFixture('indian', { seed: '1', lang: 'en' });
    expect(getComputedStyle(root(el).querySelector('.table')!).touchAction).to.equal('pan-y pinch-zoom');
  });
});
