/** `<patience-funnel>`: a whole win through the DOM, the end of the game, and free draw. */
import { expect } from '@open-wc/testing';
import { resetMouse } from '@web/test-runner-commands';
import { games, solve, verifyWin } from '../../src/core/index.js';
import type { PatienceFunnel } from '../../src/elements/patience-funnel.js';
import { MESSAGES } from '../words.js';
import {
  click, dragPile, expectLayout, gameFixture, pileEl, playAll, record, refusalText, root, settle, stopRecording, tapPile,
  toastText,
} from './helpers.js';

const rules = games.funnel;

afterEach(async () => {
  stopRecording();
  await resetMouse();
});

describe('<patience-funnel>', () => {
  it('is won by tapping through a solver win, and says so once, with a verifiable move list', async () => {
    const seed = 17;
    const found = solve(rules.deal(seed), { maxPositions: 20000 });
    const win = found.result === 'win' ? found.moves : null;
    expect(win, 'a solver win for deal 17').to.be.an('array').that.is.not.empty;
    const el = await gameFixture('funnel', { seed: String(seed), lang: 'en' });
    const wins = record('patience-win');
    const moves = record('patience-move');
    const lost = record('patience-lose');
    let expected = el.state!;
    for (const [i, move] of win!.entries()) {
      // Taps choose the destination: for the Funnel the only one is the open pile.
      await tapPile(el, move === 'draw' ? 'S' : move.split('>')[0]!);
      expected = rules.apply(expected, move);
      expect(el.state, `after move ${i + 1} (${move})`).to.deep.equal(expected);
    }
    expect(el.status).to.equal('won');
    expect(el.moves).to.deep.equal(win);
    expect(moves.length).to.equal(win!.length);
    expect(moves.at(-1)!.detail.status).to.equal('won');
    expect(lost.length).to.equal(0);
    expect(wins.length).to.equal(1);
    const detail = wins[0]!.detail;
    expect(wins[0]!.target).to.equal(el);
    expect(Object.keys(detail).sort()).to.deep.equal(['deck', 'elapsedMs', 'freeDraw', 'game', 'grade', 'hints', 'moveCount', 'moves', 'seed', 'undos']);
    expect(detail).to.deep.include({ game: 'funnel', deck: 36, freeDraw: false, seed, moveCount: win!.length });
    expect(detail.moves).to.deep.equal(win);
    expect(detail.elapsedMs).to.be.a('number').within(1, 60_000);
    expect(verifyWin(detail.game, detail.seed, { deck: detail.deck, freeDraw: detail.freeDraw }, detail.moves)).to.equal(true);
    expectLayout(el, expected, 'en');

    // The end-of-game message, accessible.
    const end = root(el).querySelector<HTMLElement>('.end');
    expect(end, 'end-of-game message').to.not.equal(null);
    expect(end!.classList.contains('won')).to.equal(true);
    expect(end!.getAttribute('role')).to.equal('dialog');
    expect(end!.querySelector('h2')!.textContent).to.equal(MESSAGES.en.won);
    await expect(el).to.be.accessible();

    // A won game takes no more moves: taps, undo and play change nothing, and no second win is announced.
    await tapPile(el, 'S');
    expect(el.undo()).to.equal(false);
    expect(el.play('draw')).to.equal(false);
    expect(el.state).to.deep.equal(expected);
    expect(wins.length).to.equal(1);
  });

  it('says when the game is lost, and the message offers undo', async () => {
    const seed = 6;
    const el = await gameFixture('funnel', { seed: String(seed), lang: 'en' });
    const lost = record('patience-lose');
    let state = el.state!;
    const played: string[] = [];
    while (rules.status(state) === 'playing') {
      const move = rules.legalMoves(state)[0]!;
      expect(el.play(move), move).to.equal(true);
      played.push(move);
      state = rules.apply(state, move);
    }
    await settle(el);
    expect(rules.status(state), 'deal 6, first moves always').to.equal('lost');
    expect(el.status).to.equal('lost');
    expect(lost.length).to.equal(1);
    expect(lost[0]!.detail).to.deep.include({ game: 'funnel', deck: 36, freeDraw: false, seed, moveCount: played.length });
    expect(lost[0]!.detail.moves).to.deep.equal(played);
    const end = root(el).querySelector<HTMLElement>('.end.lost');
    expect(end, 'lost message').to.not.equal(null);
    expect(end!.querySelector('h2')!.textContent).to.equal(MESSAGES.en.lost);
    await expect(el).to.be.accessible();
    const undo = [...end!.querySelectorAll('button')].find((b) => b.textContent === MESSAGES.en.undo);
    expect(undo, 'undo in the message').to.not.equal(undefined);
    await click(undo!);
    await settle(el);
    expect(el.status).to.equal('playing');
    expect(el.state).to.deep.equal(playAll(rules.deal(seed), played.slice(0, -1)));
    expect(root(el).querySelector('.end')).to.equal(null);
  });

  it('refuses a draw while a column card still plays, and says why', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    const before = el.state!;
    expect(rules.legalMoves(before)).to.not.include('draw');
    await tapPile(el, 'S');
    expect(el.state).to.equal(before);
    expect(toastText(el)).to.equal(refusalText(before, 'draw', 'en'));
    expect(toastText(el)).to.equal('A card can still go onto the pile: a new chain starts only when nothing moves');
  });

  it('free-draw makes the stock draw at any time, and switching it deals the same seed again', async () => {
    const el = (await gameFixture('funnel', { seed: '2', lang: 'en', 'free-draw': true })) as PatienceFunnel;
    expect(el.freeDraw).to.equal(true);
    expect(el.state).to.deep.equal(rules.deal(2, { freeDraw: true }));
    const before = el.state!;
    expect(rules.legalMoves(before)).to.include('draw');
    await tapPile(el, 'S');
    expect(el.state).to.deep.equal(rules.apply(before, 'draw'));
    expectLayout(el, el.state!, 'en');
    const dealt = record('patience-new-game');
    el.removeAttribute('free-draw');
    await settle(el);
    expect(dealt.map((e) => e.detail)).to.deep.equal([{ game: 'funnel', deck: 36, freeDraw: false, seed: 2, restored: false, grade: null }]);
    expect(el.state).to.deep.equal(rules.deal(2));
  });

  it('lays out 6 columns of 4 with 36 cards and 7 columns of 5 with 52', async () => {
    for (const [deck, columns, each, stock] of [[36, 6, 4, 11], [52, 7, 5, 16]] as const) {
      const el = await gameFixture('funnel', { seed: '3', deck: String(deck), lang: 'en' });
      expect(root(el).querySelectorAll('[data-pile^="T"]').length).to.equal(columns);
      for (let i = 0; i < columns; i++) expect(pileEl(el, `T${i}`).querySelectorAll('.card[data-card]').length).to.equal(each);
      expect(pileEl(el, 'S').querySelectorAll('.card.back').length).to.equal(stock);
      expect(pileEl(el, 'W').querySelectorAll('.card[data-card]').length).to.equal(1);
      el.remove();
    }
  });

  it('drags a column card onto the open pile', async () => {
    const el = await gameFixture('funnel', { seed: '2', deck: '52', lang: 'ru' });
    const before = el.state!;
    const move = rules.legalMoves(before)[0]!;
    expect(move).to.match(/^T\d>W$/);
    await dragPile(el, move.split('>')[0]!, 'W');
    expect(el.state).to.deep.equal(rules.apply(before, move));
    expectLayout(el, el.state!, 'ru');
  });
});
