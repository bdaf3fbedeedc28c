/**
 * Guidance on the table: a pile whose action is the only move carries `data-prompt`, pulses
 * (not under reduced motion) and the line under the table says what to do; piles of different
 * roles look different; a complete foundation is marked.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia, executeServerCommand } from '@web/test-runner-commands';
import { games, solve, type Move, type State } from '../../../src/core/index.js';
import { gameFixture, pileEl, piles, root, settle, type PatienceTable } from '../helpers.js';

const rules = games['well-of-truth'];

/** Deal 1's winning line, from the core's solver. */
function line(): Move[] {
  const result = solve(rules.deal(1));
  if (result.result !== 'win') throw new Error(`deal 1 is not solved: ${result.result}`);
  return result.moves;
}

/** The first position of `moves` at which `when` holds: how many moves lead there. */
function firstWhere(moves: readonly Move[], when: (state: State) => boolean): number {
  let state = rules.deal(1);
  for (let i = 0; i < moves.length; i++) {
    if (when(state)) return i;
    state = rules.apply(state, moves[i]!);
  }
  throw new Error('no such position on the line');
}

async function playTo(lang: string, moves: readonly Move[], count: number): Promise<PatienceTable> {
  const el = await gameFixture('well-of-truth', { seed: '1', lang });
  for (const move of moves.slice(0, count)) expect(el.play(move), move).to.equal(true);
  await settle(el);
  return el;
}

const prompted = (el: PatienceTable) => piles(el).filter((pile) => pile.hasAttribute('data-prompt')).map((pile) => pile.dataset['pile']);
const statusWords = (el: PatienceTable) => root(el).querySelector('.status-line')!.textContent!.replace(/\s+/g, ' ').trim();

describe('guidance on the table', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('prompts the well when turning the corner piles over is the only move, and says so in both languages', async () => {
    const moves = line();
    const at = firstWhere(moves, (state) => rules.legalMoves(state).join() === 'turn');
    expect(at).to.equal(73);
    const turnPile = rules.actions().find((action) => action.name === 'turn')!.pile;
    const el = await playTo('en', moves, at);
    expect(prompted(el)).to.deep.equal([turnPile]);
    expect(statusWords(el)).to.contain('Tap the well to turn the corner piles over');
    expect(pileEl(el, turnPile).getAnimations().length, 'it pulses').to.be.above(0);
    el.lang = 'ru';
    await settle(el);
    expect(statusWords(el)).to.contain('Колодец: нажмите, чтобы перевернуть угловые стопки');
    // One move earlier another move was legal: no prompt, no words.
    expect(el.undo()).to.equal(true);
    await settle(el);
    expect(prompted(el)).to.deep.equal([]);
    expect(root(el).querySelector('.prompt')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('prompts dealing threes, and does not pulse under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const moves = line();
    const at = firstWhere(moves, (state) => rules.legalMoves(state).join() === 'deal');
    const el = await playTo('en', moves, at);
    const dealPile = rules.actions().find((action) => action.name === 'deal')!.pile;
    expect(prompted(el)).to.deep.equal([dealPile]);
    expect(statusWords(el)).to.contain('Tap the well to deal cards from the well');
    expect(pileEl(el, dealPile).getAnimations(), 'no pulse').to.deep.equal([]);
    expect(getComputedStyle(pileEl(el, dealPile)).boxShadow, 'a still ring instead').to.not.equal('none');
  });

  it('draws the roles apart: the well, the open places, the foundations', async () => {
    const moves = line();
    const el = await playTo('en', moves, 73);
    const border = (id: string) => getComputedStyle(pileEl(el, id).querySelector('.slot')!).borderTopStyle;
    expect(pileEl(el, 'C').hasAttribute('data-empty')).to.equal(true);
    expect(pileEl(el, 'W0').hasAttribute('data-empty')).to.equal(true);
    expect(border('C')).to.equal('double');
    expect(border('W0')).to.equal('dotted');
    const indian = await gameFixture('indian', { seed: '1' });
    const foundation = pileEl(indian, 'F0').querySelector('.slot')!;
    expect(getComputedStyle(foundation).borderTopStyle).to.equal('solid');
    expect(foundation.textContent!.trim(), 'its base rank as a watermark').to.equal('A');
  });

  it('marks the Indian\'s enchanted card with a star badge and a tint, also under forced colours', async () => {
    const el = await gameFixture('indian', { seed: '2', lang: 'en' });
    for (const move of ['T3>T0', 'T3>T0']) expect(el.play(move)).to.equal(true);
    await settle(el);
    const pile = pileEl(el, 'T3');
    expect(pile.dataset['note']).to.equal('enchanted');
    expect(getComputedStyle(pile, '::after').content).to.equal('"✦"');
    expect(getComputedStyle(pile.querySelector('.card[data-top]')!, '::after').backgroundColor).to.not.equal('rgba(0, 0, 0, 0)');
    expect(getComputedStyle(pileEl(el, 'T2'), '::after').content, 'only there').to.equal('none');
    await executeServerCommand('forced-colors', { active: true });
    try {
      expect(getComputedStyle(pile, '::after').content).to.equal('"✦"');
      expect(getComputedStyle(pile).outlineStyle).to.equal('double');
    } finally {
      await executeServerCommand('forced-colors', { active: false });
    }
  });

  it('marks a complete foundation', async () => {
    const moves = line();
    const full = (state: State) => rules.piles(state.options).some((spec, i) => spec.role === 'foundation' && state.piles[i]!.cards.length === 13);
    const at = firstWhere(moves, full);
    const el = await playTo('en', moves, at - 1);
    expect(piles(el).filter((pile) => pile.hasAttribute('data-complete'))).to.deep.equal([]);
    expect(el.play(moves[at - 1]!)).to.equal(true);
    await settle(el);
    const complete = piles(el).filter((pile) => pile.hasAttribute('data-complete'));
    expect(complete.length).to.equal(1);
    expect(complete[0]!.getAttribute('part')).to.contain('foundation');
    expect(getComputedStyle(complete[0]!, '::after').content).to.equal('"✓"');
  });
});
