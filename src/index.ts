/**
 * patience-elements: the four elements' classes, their events and the rules core. Each element
 * module defines its tag when it loads, so importing this file in a browser defines all four;
 * a bundler that honours `sideEffects` keeps only what is used (`verifyWin` alone brings no
 * element and no Lit), so a bundled app imports `patience-elements/<game>` for each tag it uses.
 */
export { PatienceWell } from './elements/patience-well.js';
export { PatienceFunnel } from './elements/patience-funnel.js';
export { PatienceWellOfTruth } from './elements/patience-well-of-truth.js';
export { PatienceIndian } from './elements/patience-indian.js';
export { PatienceTable } from './ui/patience-table.js';
export * from './ui/events.js';
export * from './core/index.js';
