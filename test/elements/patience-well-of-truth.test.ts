/** `<patience-well-of-truth>`: crosswise bases, and the three phases of the well. */
import { expect } from '@open-wc/testing';
import { resetMouse, sendKeys } from '@web/test-runner-commands';
import { games, solve } from '../../src/core/index.js';
import { MESSAGES } from '../words.js';
import {
  cardEls, dragPile, expectLayout, expectNoFaceDownLeak, gameFixture, pileEl, playAll, record, refusalText, root, settle,
  stopRecording, tapPile, toastText, type PatienceTable,
} from './helpers.js';

const rules = games['well-of-truth'];
const BASES = ['F0', 'F1', 'F2', 'F3', 'F4', 'F5', 'F6', 'F7'];

afterEach(async () => {
  stopRecording();
  await resetMouse();
});

const caption = (el: PatienceTable) => root(el).querySelector('.phase')?.textContent?.trim();

describe('<patience-well-of-truth>', () => {
  it('lays the bases out crosswise: built cards lie across the base card', async () => {
    const el = await gameFixture('well-of-truth', { seed: '1', lang: 'en' });
    for (const spec of rules.piles()) {
      expect(pileEl(el, spec.id).getAttribute('fan'), spec.id).to.equal(BASES.includes(spec.id) ? 'cross' : 'stack');
    }
    const before = el.state!;
    await dragPile(el, 'T3', 'F7');
    expect(el.state).to.deep.equal(rules.apply(before, 'T3>F7'));
    const [base, built] = cardEls(el, 'F7');
    expect(base!.dataset['card']).to.equal('QD');
    expect(built!.dataset['card']).to.equal('KD');
    expect(base!.classList.contains('crosswise')).to.equal(false);
    expect(built!.classList.contains('crosswise')).to.equal(true);
    // Upright: taller than wide; crosswise: wider than tall, centred across it and lower, so the
    // base's corner index shows above it (test/ui/card-index.test.ts), within the base's height.
    const upright = base!.getBoundingClientRect();
    const across = built!.getBoundingClientRect();
    expect(upright.height).to.be.greaterThan(upright.width * 1.3);
    expect(across.width).to.be.greaterThan(across.height * 1.3);
    expect(Math.abs(across.left + across.width / 2 - (upright.left + upright.width / 2))).to.be.below(1.5);
    expect(across.top - upright.top).to.be.above((upright.height - upright.width) / 2);
    expect(across.bottom).to.be.at.most(upright.bottom + 1);
  });

  it('shows the phase: the well empties, is turned by a tap on the empty well, fills, then threes', async () => {
    const found = solve(rules.deal(17), { maxPositions: 20000 });
    expect(found.result, 'solver win for deal 17').to.equal('win');
    const win = found.result === 'win' ? found.moves : [];
    const turn = win.indexOf('turn');
    const threes = win.findIndex((_, i) => playAll(rules.deal(17), win.slice(0, i + 1)).phase === 3);
    expect(turn).to.be.greaterThan(0);
    expect(threes).to.be.greaterThan(turn);
    const el = await gameFixture('well-of-truth', { seed: '17', lang: 'ru' });
    expect(caption(el)).to.equal('Колодец пустеет');

    for (const move of win.slice(0, turn)) expect(el.play(move), move).to.equal(true);
    await settle(el);
    expect(caption(el)).to.equal('Колодец пустеет');
    expect(el.state!.piles[rules.piles().findIndex((p) => p.id === 'C')]!.cards.length).to.equal(0);
    // A real tap on the empty well turns the corners.
    const before = el.state!;
    const moves = record('patience-move');
    await tapPile(el, 'C');
    expect(el.state).to.deep.equal(rules.apply(before, 'turn'));
    expect(moves.map((e) => e.detail.move)).to.deep.equal(['turn']);
    expect(el.state!.phase).to.equal(2);
    expect(caption(el)).to.equal('Колодец наполняется');
    expectLayout(el, el.state!, 'ru');
    expect(expectNoFaceDownLeak(el).faceDown).to.be.greaterThan(10);

    for (const move of win.slice(turn + 1, threes + 1)) expect(el.play(move), move).to.equal(true);
    await settle(el);
    expect(el.state!.phase).to.equal(3);
    expect(caption(el)).to.equal('Тройки');
    expectLayout(el, el.state!, 'ru');
    // A tap on the well deals three when that is the move.
    if (win[threes + 1] === 'deal') {
      const s = el.state!;
      await tapPile(el, 'C');
      expect(el.state).to.deep.equal(rules.apply(s, 'deal'));
      expectLayout(el, el.state!, 'ru');
      expect(el.undo()).to.equal(true);
    }
    // Undo walks back across the phase change, and the caption follows.
    expect(el.undo()).to.equal(true);
    await settle(el);
    expect(el.state!.phase).to.equal(2);
    expect(caption(el)).to.equal('Колодец наполняется');
    el.setAttribute('lang', 'en');
    await settle(el);
    expect(caption(el)).to.equal('The well fills');
  });

  it('a tap on the well\'s card that cannot move says so; D asks to turn, and is told why not', async () => {
    const el = await gameFixture('well-of-truth', { seed: '1', lang: 'en' });
    const before = el.state!;
    expect(rules.legalMoves(before).filter((m) => m.startsWith('C>'))).to.deep.equal([]);
    await tapPile(el, 'C');
    expect(el.state).to.equal(before);
    expect(toastText(el), 'the card tapped, not an action it was not meant for').to.equal(MESSAGES.en.noMove);
    pileEl(el, 'C').focus();
    await sendKeys({ press: 'd' });
    await settle(el);
    expect(el.state).to.equal(before);
    expect(toastText(el)).to.equal(refusalText(before, 'turn', 'en'));
  });
});
