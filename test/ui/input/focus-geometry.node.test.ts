/** Where the arrow keys go (src/ui/input/focus-geometry.ts), on hand-made layouts. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cycle, neighbour, readingOrder, spotOf, type Spot } from '../../../src/ui/input/focus-geometry.js';

// The Indian table: stock, waste and two foundations in a row; three columns below, the
// middle one offset a little (a column's spot is its first card, however long it is).
const spots: Spot[] = [
  { id: 'S', x: 40, y: 50 }, { id: 'W', x: 120, y: 50 }, { id: 'F0', x: 260, y: 50 }, { id: 'F1', x: 340, y: 50 },
  { id: 'T0', x: 40, y: 170 }, { id: 'T1', x: 130, y: 171 }, { id: 'T2', x: 220, y: 170 },
];

describe('arrow keys', () => {
  it('go to the nearest pile that way, keeping to the row', () => {
    assert.equal(neighbour(spots, 'S', 'right'), 'W');
    assert.equal(neighbour(spots, 'W', 'right'), 'F0');
    assert.equal(neighbour(spots, 'T0', 'right'), 'T1', 'a pile a pixel lower is in the same row');
    assert.equal(neighbour(spots, 'T2', 'left'), 'T1');
  });

  it('go up and down to the pile most nearly above or below', () => {
    assert.equal(neighbour(spots, 'T1', 'up'), 'W');
    assert.equal(neighbour(spots, 'F0', 'down'), 'T2');
    assert.equal(neighbour(spots, 'S', 'down'), 'T0');
  });

  it('go nowhere past the edge', () => {
    assert.equal(neighbour(spots, 'F1', 'right'), null);
    assert.equal(neighbour(spots, 'T0', 'down'), null);
    assert.equal(neighbour(spots, 'S', 'up'), null);
  });

  it('a spot is the middle of the first card, not of a long column', () => {
    assert.deepEqual(spotOf('T0', { left: 10, top: 100, width: 60, height: 400 }, 84), { id: 'T0', x: 40, y: 142 });
    assert.deepEqual(spotOf('S', { left: 10, top: 0, width: 60, height: 84 }, 84), { id: 'S', x: 40, y: 42 });
  });
});

describe('while a card is held', () => {
  it('reading order is rows from the top, left to right', () => {
    assert.deepEqual(readingOrder([...spots].reverse()), ['S', 'W', 'F0', 'F1', 'T0', 'T1', 'T2']);
  });

  it('arrows cycle the accepting piles in reading order, round and round', () => {
    const targets = new Set(['F1', 'T0', 'T2']);
    assert.equal(cycle(spots, targets, 'F1', 1), 'T0');
    assert.equal(cycle(spots, targets, 'T2', 1), 'F1');
    assert.equal(cycle(spots, targets, 'F1', -1), 'T2');
    assert.equal(cycle(spots, new Set(), 'F1', 1), null);
  });
});
