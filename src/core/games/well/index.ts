/** Колодец — the Well (docs/rules.md, "The Well"): its rules, for its element. */
export { well } from './rules.js';
