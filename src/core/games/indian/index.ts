/** Индийский пасьянс — Indian (docs/rules.md, "Indian"): its rules and its shape, for its element. */
export { indian } from './rules.js';
export { columnsOf } from './piles.js';
