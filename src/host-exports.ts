/**
 * What both the main entry (src/index.ts) and the drop-in (src/drop-in.ts) export for a host's
 * own code: the languages, and the types of the elements' properties.
 */
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
