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
// Languages: a host's pack (every word, typed) for every table on the page.
export { registerLanguage, type LanguagePack } from './ui/i18n/languages.js';
export type { Messages } from './ui/i18n/messages.js';
export type { PanelWords } from './ui/i18n/panel-words.js';
export type { CardNames, CardWords } from './ui/i18n/card-names.js';
// The types of the elements' properties, for a host's own code (el.storage = … as GameStorage).
export type { GameStats } from './ui/session/game-stats.js';
export type { GameStorage } from './ui/session/storage-key.js';
export type { Fit } from './ui/table/resize-controller.js';
export type { Theme } from './ui/theme/themes.js';
export * from './ui/table/events.js';
export * from './core/index.js';
