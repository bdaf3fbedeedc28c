/** patience-elements: importing this module defines all four elements. */
export { PatienceWell } from './elements/patience-well.js';
export { PatienceFunnel } from './elements/patience-funnel.js';
export { PatienceWellOfTruth } from './elements/patience-well-of-truth.js';
export { PatienceIndian } from './elements/patience-indian.js';
export { PatienceTable } from './ui/patience-table.js';
export * from './ui/events.js';
export * from './core/index.js';
