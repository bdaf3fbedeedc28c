/** Which cards a change moves (src/ui/motion/motion.ts `movedCards`), the input of every glide. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { games } from '../../../src/core/index.js';
import { movedCards } from '../../../src/ui/motion/motion.js';
import { position } from '../../core/helpers.js';

describe('movedCards', () => {
  it('a card move: only that card, from its old place to its new one', () => {
    const rules = games.funnel;
    const before = position('funnel', { S: '2C', W: '5H', T0: '7D', T1: '8C 6S' }, { deck: 52 });
    const after = rules.apply(before, 'T1>W');
    assert.deepEqual(movedCards(rules, before, after), [{ from: ['T1', 1], to: ['W', 1], turned: false }]);
  });

  it('undo is the same flight backwards', () => {
    const rules = games.funnel;
    const before = position('funnel', { S: '2C', W: '5H', T0: '7D', T1: '8C 6S' }, { deck: 52 });
    const after = rules.apply(before, 'T1>W');
    assert.deepEqual(movedCards(rules, after, before), [{ from: ['W', 1], to: ['T1', 1], turned: false }]);
  });

  it('automatic effects move too: an Indian refill deals three cards from the stock', () => {
    const rules = games.indian;
    const before = position('indian', { S: '8C 7D 6S', F0: 'AH', T0: '2H' }, { deck: 52 });
    const after = rules.apply(before, 'T0>F0');
    const moved = movedCards(rules, before, after);
    assert.deepEqual(moved.map((m) => m.to[0]), ['F0', 'T0', 'T0', 'T0']);
    assert.deepEqual(moved[0], { from: ['T0', 0], to: ['F0', 1], turned: false });
    // Face down on the stock; the two laid face up turn over as they fly, the first stays down.
    assert.deepEqual(moved.slice(1).map((m) => m.turned), [false, true, true]);
  });

  it('a card turned face up where it lies counts as moved (it gets new artwork)', () => {
    const rules = games.indian;
    const before = position('indian', { S: '8C', F0: 'AH', T0: '9C | 2H' }, { deck: 52 });
    const after = rules.apply(before, 'T0>F0');
    assert.deepEqual(movedCards(rules, before, after), [
      { from: ['T0', 1], to: ['F0', 1], turned: false },
      { from: ['T0', 0], to: ['T0', 0], turned: true },
    ]);
  });
});
