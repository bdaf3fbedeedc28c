/**
 * The languages a table can speak: English, which comes with the elements, the packs a page
 * registers (`registerLanguage`), and the shipped ones, loaded (dynamic `import()`) only when a
 * table needs one. Global to the page by design: a language registered once serves every table.
 */
import type { GamesWords, GameText, Rules, SharedRefusalWords } from '../../core/index.js';
import type { CardNames } from './card-names.js';
import { ENGLISH } from './en.js';
import type { Messages } from './messages.js';
import type { PanelWords } from './panel-words.js';

/** A language code, as registered: `ru`, `de`, `pt-br`. */
export type Lang = string;

/**
 * Every word a table says in one language: its messages, its panels' words, the cards' names, the
 * shared refusals and every game's words (all but the games' names, which stay Russian). A host's
 * pack that lacks any of them does not compile.
 */
export interface LanguagePack {
  readonly messages: Messages;
  readonly panel: PanelWords;
  readonly cards: CardNames;
  readonly refusals: SharedRefusalWords;
  readonly games: GamesWords;
}

/** What a table needs of a language besides the games' words (English has those in the rules core). */
type TableWords = Omit<LanguagePack, 'games'> & { readonly games?: LanguagePack['games'] };

const packs = new Map<Lang, TableWords>([['en', ENGLISH]]);
const loaders = new Map<Lang, () => Promise<LanguagePack>>();
const loads = new Map<Lang, Promise<void>>();
const listeners = new Set<() => void>();
const warned = new Set<string>();
/** Each game seen on the page, so that a pack registered later is checked against its words too. */
const seenGames = new Map<string, GameRules>();

/** What the words of a game are checked against: its English words. */
type GameRules = Pick<Rules, 'id' | 'text'>;

function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`patience-elements: ${message}`);
}

/** The words of `lang`, English until they are in. */
export const packOf = (lang: Lang): TableWords => packs.get(lang) ?? ENGLISH;

/** Whether `lang`'s words are in. */
export const isLoaded = (lang: Lang): boolean => packs.has(lang);

/** The languages a table can speak now or after loading them. */
export const knownLanguages = (): Lang[] => [...new Set([...packs.keys(), ...loaders.keys()])];

/** The shipped or registered language nearest to a `lang` value: `de-AT` → `de`; `undefined` for none. */
export function nearestLang(value: string): Lang | undefined {
  const code = value.trim().toLowerCase().replace(/_/g, '-');
  const known = (lang: string) => packs.has(lang) || loaders.has(lang);
  if (known(code)) return code;
  const primary = code.split('-')[0]!;
  return known(primary) ? primary : undefined;
}

/** Offers languages that load when a table needs them (the shipped ones); a registered pack keeps its place. */
export function offerLanguages(shipped: Readonly<Record<Lang, () => Promise<LanguagePack>>>): void {
  for (const [lang, load] of Object.entries(shipped)) if (!loaders.has(lang)) loaders.set(lang, load);
}

/** Loads `lang`'s pack if it is not in yet: the promise settles once it is in (or failed, then English stands in). */
export function loadLanguage(lang: Lang): Promise<void> | undefined {
  if (packs.has(lang)) return undefined;
  const load = loaders.get(lang);
  if (!load) return undefined;
  let loading = loads.get(lang);
  if (!loading) {
    loading = load().then(
      (pack) => void (packs.has(lang) || packs.set(lang, pack)),
      (error: unknown) => {
        loaders.delete(lang);
        warnOnce(`the ${lang} words could not be loaded (${String(error)}); using English`);
      },
    );
    loads.set(lang, loading);
  }
  return loading;
}

/** Calls `listener` whenever a language is registered; returns what stops it. */
export function onLanguages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The paths in `pack` missing (or of the wrong kind) against `reference`: `messages.newDeal`. */
function missingKeys(pack: unknown, reference: unknown, path: string): string[] {
  if (typeof reference === 'string' || typeof reference === 'function') return typeof pack === typeof reference ? [] : [path];
  if (pack === null || typeof pack !== 'object') return [path];
  return Object.entries(reference as object).flatMap(([key, value]) =>
    missingKeys((pack as Record<string, unknown>)[key], value, path ? `${path}.${key}` : key));
}

/** A game's words as a pack must give them: its English words without the name, and without the shared refusals (the pack has them once). */
function gameReference(english: GameText): Omit<GameText, 'name'> {
  const { name: _, refusals, ...words } = english;
  const own = Object.entries(refusals ?? {}).filter(([code]) => !Object.hasOwn(ENGLISH.refusals, code));
  return { ...words, refusals: Object.fromEntries(own) };
}

/**
 * What `pack` lacks (or has of the wrong kind), by path (`games.funnel.refusals.not-neighbour`):
 * every word of the table, and every word of `games`.
 */
export function missingWords(pack: unknown, games: readonly GameRules[]): string[] {
  const reference = Object.fromEntries(games.map((rules) => [rules.id, gameReference(rules.text.en)]));
  const { games: _, ...table } = ENGLISH as TableWords;
  return missingKeys(pack, { ...table, games: reference }, '');
}

/**
 * Adds a language, or replaces one (a shipped language too), for every table on the page: those
 * already there speak it at once if it is theirs. A pack that lacks any word (a plain-JavaScript
 * host's) is refused with one warning naming what it lacks; `false` then.
 */
export function registerLanguage(code: string, pack: LanguagePack): boolean {
  const lang = typeof code === 'string' ? code.trim().toLowerCase().replace(/_/g, '-') : '';
  if (!/^[a-z]{2,3}(-[a-z0-9]{1,8})*$/.test(lang)) {
    warnOnce(`registerLanguage: "${String(code)}" is not a language code (like "pt" or "pt-BR"); nothing registered`);
    return false;
  }
  const missing = missingWords(pack, [...seenGames.values()]);
  if (missing.length > 0) {
    const shown = missing.length > 12 ? [...missing.slice(0, 12), `and ${missing.length - 12} more`] : missing;
    warnOnce(`registerLanguage("${lang}"): the pack lacks ${shown.join(', ')}; not registered`);
    return false;
  }
  packs.set(lang, pack);
  for (const listener of [...listeners]) listener();
  return true;
}

const texts = new WeakMap<Rules, Map<Lang, { words: unknown; text: GameText }>>();

/**
 * A game's words in `lang`: the pack's, named as the rules name the game; its English words
 * where the pack has none for it (or lacks some, which is said once).
 */
export function gameText(rules: Rules, lang: Lang): GameText {
  const english = rules.text.en;
  if (!seenGames.has(rules.id)) seenGames.set(rules.id, rules);
  const words = (packOf(lang).games as Readonly<Record<string, unknown>> | undefined)?.[rules.id];
  if (words === undefined) return english;
  let made = texts.get(rules);
  if (!made) texts.set(rules, (made = new Map()));
  const known = made.get(lang);
  if (known?.words === words) return known.text;
  const missing = missingKeys(words, gameReference(english), `games.${rules.id}`);
  if (missing.length > 0) warnOnce(`the ${lang} words lack ${missing.join(', ')}; ${rules.id} speaks English`);
  const text = missing.length > 0 ? english : { ...(words as Omit<GameText, 'name'>), name: english.name };
  made.set(lang, { words, text });
  return text;
}
