/** Колодец истины — the Well of Truth (docs/rules.md, "Well of Truth"): its rules, for its element. */
export { wellOfTruth } from './rules.js';
