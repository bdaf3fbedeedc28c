/** What a tap plays (src/ui/input/tap.ts), tried on hand-built positions in Node. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { games, type State } from '../../../src/core/index.js';
import { actionToTry, destinations, doubleTapMove, tapMove, type Position } from '../../../src/ui/input/tap.js';
import { position } from '../../core/helpers.js';

const at = (state: State): Position => {
  const rules = games[state.game];
  return { rules, state, legal: rules.legalMoves(state) };
};

describe('tapMove', () => {
  it('sends a card to a foundation before a column', () => {
    // Stock spent: 2H can go on AH (a foundation), on 3S (a column) or to a free place.
    const p = at(position('indian', { F0: 'AH', T0: '9D | 2H', T1: '9C | 4D 3S' }, { deck: 52 }));
    assert.deepEqual(destinations(p, 'T0').filter((d) => d === 'F0' || d === 'T1' || d === 'T2'), ['F0', 'T1', 'T2']);
    assert.equal(tapMove(p, 'T0'), 'T0>F0');
  });

  it('prefers an occupied column to an empty one', () => {
    // Stock spent: T2 is a free place, T1 takes the 5H in another suit.
    const p = at(position('indian', { T0: '9D | 6S 5H', T1: '9C | 7D 6C', T3: '2C', T4: '2C', T5: '2C', T6: '2C', T7: '2C', T8: '2C', T9: '2C' }, { deck: 52 }));
    assert.ok(p.legal.includes('T0>T2'));
    assert.equal(tapMove(p, 'T0'), 'T0>T1');
  });

  it('on the stock draws; on the Well of Truth centre in phase 3 deals', () => {
    const funnel = at(position('funnel', { S: '5C', W: 'KD', T0: 'QH' }));
    assert.equal(tapMove(funnel, 'S'), 'draw');
    const bases = { F0: 'KS', F1: 'KS', F2: 'KH', F3: 'KH', F4: 'KD', F5: 'KD', F6: 'KC', F7: 'KC' };
    const wot = at(position('well-of-truth', { C: '2C 3C 4C', ...bases }, { phase: 3 }));
    assert.equal(tapMove(wot, 'C'), 'deal');
  });

  it('an action that is illegal now is still what the pile means, so its refusal can be told', () => {
    // Funnel without free draw: 6H still plays onto 7S, so drawing is refused.
    const p = at(position('funnel', { S: '5C', W: '7S', T0: '6H' }));
    assert.equal(p.legal.includes('draw'), false);
    assert.equal(tapMove(p, 'S'), 'draw');
  });

  it('the Well of Truth\'s well gives the action of its phase or the next, so the refusal told is the one that holds', () => {
    const wot = games['well-of-truth'];
    const bases = { F0: 'KS', F1: 'KS', F2: 'KH', F3: 'KH', F4: 'KD', F5: 'KD', F6: 'KC', F7: 'KC' };
    // Phase 3, a card still goes onto a base (AS on KS): the deal waits for it, and says so (not "only while the well empties").
    const three = at(position('well-of-truth', { C: '2C 3C 4C |', W0: 'AS', ...bases }, { phase: 3 }));
    assert.equal(tapMove(three, 'C'), 'deal');
    assert.equal(actionToTry(three, wot.actions(three.state.options)), 'deal');
    assert.equal(wot.explain(three.state, 'deal')!.code, 'base-move-first');
    // Phase 2: neither is legal; the one to come is the deal.
    const two = at(position('well-of-truth', { C: '2C 3C |', T0: '5H', ...bases }, { phase: 2 }));
    assert.equal(tapMove(two, 'C'), 'deal');
    assert.equal(wot.explain(two.state, 'deal')!.code, 'phase-three-only');
    // Phase 1, the well's face-up top has no move while a base move waits: that card has no move, which the caller says.
    const one = at(position('well-of-truth', { C: '2C 5H', T0: 'AS', ...bases }));
    assert.ok(one.legal.includes('T0>F0') && !one.legal.some((m) => m.startsWith('C>')));
    assert.equal(tapMove(one, 'C'), null);
    // Phase 1 with the well empty: its action, turning the corners over.
    const empty = at(position('well-of-truth', { T0: 'AS', ...bases }));
    assert.equal(tapMove(empty, 'C'), 'turn');
  });

  it('a pile with neither a move nor an action gives null', () => {
    const p = at(position('funnel', { S: '5C', W: '7S', T0: '6H', T1: 'KD' }));
    assert.equal(tapMove(p, 'T1'), null);
  });
});

describe('doubleTapMove', () => {
  const p = () => at(position('indian', { S: '7C 8C', F0: 'AH', W: '2H', T0: '9D | 3S 5D', T1: '9C | 4D 3C' }, { deck: 52 }));

  it('plays only a move to a foundation', () => {
    assert.equal(doubleTapMove(p(), 'W', false), 'W>F0');
    // 3S on T0 could go on 4D: a column move, so the second click does nothing.
    const q = at(position('indian', { S: '7C 8C', T0: '9D | 4D 3S', T1: '9C | 5H 4D' }, { deck: 52 }));
    assert.equal(tapMove(q, 'T0'), 'T0>T1');
    assert.equal(doubleTapMove(q, 'T0', false), null);
  });

  it('adds nothing when the first click already moved a card from that pile', () => {
    assert.equal(doubleTapMove(p(), 'W', true), null);
  });

  it('on the stock, or in a game without foundations, plays again', () => {
    assert.equal(doubleTapMove(p(), 'S', true), 'draw');
    const funnel = at(position('funnel', { S: '5C', W: '7S', T0: '6H' }));
    assert.equal(doubleTapMove(funnel, 'T0', true), 'T0>W');
  });

  it('on a pile whose tap is an action (the Well of Truth\'s well dealing), plays again', () => {
    const bases = { F0: 'KS', F1: 'KS', F2: 'KH', F3: 'KH', F4: 'KD', F5: 'KD', F6: 'KC', F7: 'QC' };
    const well = at(position('well-of-truth', { C: '5C 6C 7C 8C 9C 2D |', ...bases }, { phase: 3 }));
    assert.equal(tapMove(well, 'C'), 'deal');
    assert.equal(doubleTapMove(well, 'C', true), 'deal');
  });
});
