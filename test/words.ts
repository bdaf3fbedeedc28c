/** Every shipped language's words, straight from their modules, for tests to compare what a table says with. */
import { ENGLISH } from '../src/ui/i18n/en.js';
import { registerLanguage, type LanguagePack } from '../src/ui/i18n/languages.js';
import type { Messages } from '../src/ui/i18n/messages.js';
import de from '../src/languages/de.js';
import es from '../src/languages/es.js';
import fr from '../src/languages/fr.js';
import ru from '../src/languages/ru.js';
import uk from '../src/languages/uk.js';

/** The shipped packs but English (whose games' words are the rules core's). */
export const PACKS: Readonly<Record<string, LanguagePack>> = { ru, uk, de, fr, es };

/** Every shipped language, English first. */
export const LANGS: readonly string[] = ['en', ...Object.keys(PACKS)];

export const MESSAGES: Readonly<Record<string, Messages>> & { readonly en: Messages; readonly ru: Messages } = {
  en: ENGLISH.messages,
  ...Object.fromEntries(Object.entries(PACKS).map(([lang, pack]) => [lang, pack.messages])),
  ru: ru.messages,
};

/** Puts every shipped language in at once, as a node test (with no table to load them) needs. */
export function registerShipped(): void {
  for (const [lang, pack] of Object.entries(PACKS)) registerLanguage(lang, pack);
}
