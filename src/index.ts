/**
 * patience-elements: the four elements' classes, their events and the rules core. Importing it
 * defines all four elements, in every bundler and in Node (package.json marks this file a side
 * effect, so no bundler drops it). An app that wants one element imports
 * `patience-elements/<game>`; the rules core alone (a server, no Lit) is `patience-elements/core`.
 */
export { PatienceWell } from './elements/patience-well.js';
export { PatienceFunnel } from './elements/patience-funnel.js';
export { PatienceWellOfTruth } from './elements/patience-well-of-truth.js';
export { PatienceIndian } from './elements/patience-indian.js';
export { PatienceTable } from './ui/table/patience-table.js';
export * from './host-exports.js';
export * from './ui/table/events.js';
export * from './core/index.js';
