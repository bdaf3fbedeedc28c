/** Воронка — the Funnel (docs/rules.md, "The Funnel"): its rules and its shape, for its element. */
export { funnel } from './rules.js';
export { shape } from './piles.js';
