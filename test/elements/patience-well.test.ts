/** `<patience-well>`: the cross, the corners and their base rank, the stock and reserve. */
import { expect } from '@open-wc/testing';
import { resetMouse } from '@web/test-runner-commands';
import { games } from '../../src/core/index.js';
import { dragPile, expectLayout, gameFixture, pileEl, record, refusalText, settle, stopRecording, tapPile, toastText } from './helpers.js';

const rules = games.well;

afterEach(async () => {
  stopRecording();
  await resetMouse();
});

describe('<patience-well>', () => {
  it('shows the base rank in the empty corners', async () => {
    const el = await gameFixture('well', { seed: '1', lang: 'en' });
    // Deal 1: the jack of hearts starts corner 1, so J is the base rank.
    expect(pileEl(el, 'F0').querySelector('[data-card]')!.getAttribute('data-card')).to.equal('JH');
    for (const id of ['F1', 'F2', 'F3']) expect(pileEl(el, id).querySelector('.slot')!.textContent!.trim(), id).to.equal('J');
    // A ten shows as "10".
    let seed = 1;
    while (rules.deal(seed).piles[rules.piles().findIndex((p) => p.id === 'F0')]!.cards[0]![0] !== 'T') seed++;
    el.setAttribute('seed', String(seed));
    await settle(el);
    expect(pileEl(el, 'F1').querySelector('.slot')!.textContent!.trim()).to.equal('10');
  });

  it('draws from the stock to the reserve with a tap, and plays from the reserve by a drag', async () => {
    const el = await gameFixture('well', { seed: '1', lang: 'ru' });
    const moves = record('patience-move');
    let expected = el.state!;
    // Draw until the reserve's card has a move onto the cross or a corner.
    for (let i = 0; i < 30; i++) {
      await tapPile(el, 'S');
      expected = rules.apply(expected, 'draw');
      expect(el.state).to.deep.equal(expected);
      if (rules.legalMoves(expected).some((m) => m.startsWith('W>'))) break;
    }
    expectLayout(el, expected, 'ru');
    const fromW = rules.legalMoves(expected).find((m) => m.startsWith('W>'))!;
    expect(fromW, 'a move from the reserve').to.be.a('string');
    await dragPile(el, 'W', fromW.split('>')[1]!);
    expected = rules.apply(expected, fromW);
    expect(el.state).to.deep.equal(expected);
    expectLayout(el, expected, 'ru');
    expect(moves.at(-1)!.detail.move).to.equal(fromW);
    expect(moves.length).to.equal(el.moves.length);
  });

  it('refuses a corner card that does not follow, and says why in Russian', async () => {
    const el = await gameFixture('well', { seed: '1', lang: 'ru' });
    const before = el.state!;
    // 6D (place Г) has nowhere to go; over corner 1 (JH) it is refused.
    expect(rules.legalMoves(before).filter((m) => m.startsWith('T3>'))).to.deep.equal([]);
    await dragPile(el, 'T3', 'F0');
    expect(el.state).to.equal(before);
    expect(toastText(el)).to.equal(refusalText(before, 'T3>F0', 'ru'));
    expect(toastText(el)).to.contain('Шестёрка бубен');
  });
});
