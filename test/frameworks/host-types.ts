/**
 * Type-checked only (npm run typecheck: tsc -p test/frameworks): a host's own code names the
 * types of the elements' properties, imported from the package's main entry.
 */
import type { Fit, GameStats, GameStorage, PatienceFunnel, Theme } from 'patience-elements';

declare const el: PatienceFunnel;

const storage: GameStorage = {
  get: (key) => localStorage.getItem(key),
  set: (key, value) => localStorage.setItem(key, value),
  remove: (key) => localStorage.removeItem(key),
};
const [fit, theme]: [Fit, Theme] = ['contain', 'dark'];
el.storage = storage;
el.fit = fit;
el.theme = theme;
export const stats: GameStats | undefined = el.stats[36];
// Unset, as a framework does: the attribute goes, and the default holds.
el.seed = null;
el.deck = null;
el.lang = null;
