/**
 * The languages that ship with the elements besides English. Each is its own module, loaded
 * (dynamic `import()`) only when a table speaks it. They live here, above src/ui, because a
 * pack holds every game's words: src/ui knows no game, and the rules core keeps English only.
 */
import { offerLanguages } from '../ui/i18n/languages.js';

/** Makes the shipped languages available to every table; each element's module calls it. */
export function offerShippedLanguages(): void {
  offerLanguages({
    ru: () => import('./ru.js').then((module) => module.default),
    uk: () => import('./uk.js').then((module) => module.default),
    de: () => import('./de.js').then((module) => module.default),
    fr: () => import('./fr.js').then((module) => module.default),
    es: () => import('./es.js').then((module) => module.default),
  });
}
