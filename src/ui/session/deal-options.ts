/**
 * The deal a table's attributes ask for — `seed`, `deck`, `free-draw` — checked against the
 * game's rules. A bad value falls back (to the game in play, else the default) with one
 * console warning per distinct problem.
 */
import { dailyDate, dailySeedOf, isSeed, MAX_SEED, type DeckSize, type GradeLevel, type Rules, type State } from '../../core/index.js';

/** `seed="daily"`: the day's deal (any case, spaces around allowed). */
export const isDaily = (text: string | null): boolean => text?.trim().toLowerCase() === 'daily';

const LEVELS: readonly GradeLevel[] = ['easy', 'medium', 'hard'];

/** The `difficulty` asked for (any case, spaces around allowed); anything else warns (`warn` says it once) and asks for none. */
export function difficultyOf(value: unknown, warn: (message: string) => void): GradeLevel | null {
  if (value === null || value === undefined || value === '') return null;
  const level = LEVELS.find((name) => typeof value === 'string' && value.trim().toLowerCase() === name);
  if (!level) warn(`difficulty="${String(value)}" is not easy, medium or hard; dealing without a difficulty`);
  return level ?? null;
}

export class DealOptions {
  private readonly warned = new Set<string>();

  constructor(private readonly host: HTMLElement) {}

  /** Warns once per distinct message. */
  warn(message: string): void {
    if (this.warned.has(message)) return;
    this.warned.add(message);
    console.warn(`<${this.host.localName}>: ${message}`);
  }

  /** The `seed` attribute as a deal number; `undefined` when missing or bad (bad warns: what happens instead depends on a game being `inPlay`). */
  seed(inPlay = false): number | undefined {
    const text = this.host.getAttribute('seed');
    if (text === null || text.trim() === '' || isDaily(text)) return undefined;
    if (/^\s*\d+\s*$/.test(text) && isSeed(Number(text))) return Number(text);
    this.warn(`seed="${text}" is not a deal number (0 to ${MAX_SEED}) or "daily"; ${inPlay ? 'the game in play goes on' : 'dealing a random game'}`);
    return undefined;
  }

  /**
   * `seed="daily"`: today's UTC date and its deal (`dailySeed`). A clock that reads no date (an
   * Invalid Date) deals the fallback day's deal, with a warning.
   */
  daily(rules: Rules, deck: DeckSize | undefined, now = new Date()): { readonly seed: number; readonly date: string } | undefined {
    if (!isDaily(this.host.getAttribute('seed'))) return undefined;
    const date = dailyDate(now);
    if (Number.isNaN(now.getTime())) this.warn(`seed="daily": the clock gives no date; dealing the deal of ${date}`);
    return { seed: dailySeedOf(rules, date, deck), date };
  }

  /** The `deck` attribute if this game has that deck; else the deck in play, else the default. */
  deck(rules: Rules, inPlay: State | undefined): DeckSize {
    const decks = rules.decks;
    const text = this.host.getAttribute('deck');
    if (text === null) return decks[0]!;
    if (this.isDeck(rules, text)) return Number(text) as DeckSize;
    const fallback = inPlay?.options.deck ?? decks[0]!;
    this.warn(`deck="${text}" is not a deck of this game (${decks.join(' or ')}); using ${fallback}`);
    return fallback;
  }

  /** Whether `text`, a `deck` attribute's value, names a deck of this game. */
  isDeck(rules: Rules, text: string): boolean {
    const deck = Number(text) as DeckSize;
    return rules.decks.includes(deck) && String(deck) === text.trim();
  }

  /**
   * The attributes show `state`, the deal being played, so it can be shared: its seed, and its
   * deck and free-draw where they differ from what was asked (a bad deck, which warned; a
   * restored game). They are set after the deal, so they ask for nothing new.
   */
  show(rules: Rules, state: State, dealtDaily: boolean): void {
    const host = this.host;
    // A daily deal keeps `seed="daily"`: `seed` the property reads its number.
    const daily = dealtDaily && isDaily(host.getAttribute('seed'));
    if (!daily && host.getAttribute('seed') !== String(state.seed)) host.setAttribute('seed', String(state.seed));
    const options = state.options;
    const asked = host.getAttribute('deck');
    if (asked === null ? options.deck !== rules.decks[0] : !this.isDeck(rules, asked) || Number(asked) !== options.deck) host.setAttribute('deck', String(options.deck));
    if (rules.hasFreeDraw && host.hasAttribute('free-draw') !== options.freeDraw) host.toggleAttribute('free-draw', options.freeDraw);
  }

  /**
   * The `freeDraw` option asked for; a game without it ignores it, with a warning. The property
   * may hold anything a host set (`0`, `''`): it is on when truthy, as its attribute when present.
   */
  freeDraw(rules: Rules, asked: unknown): boolean {
    if (asked && !rules.hasFreeDraw) this.warn('free-draw: this game has no such option; ignored');
    return Boolean(asked) && rules.hasFreeDraw;
  }
}

/**
 * Properties a framework set on the element before it was defined are own data properties
 * that hide the class's setters: take them off and set them again through the setters.
 */
export function upgradeProperties(element: HTMLElement, keys: readonly string[]): void {
  const record = element as unknown as Record<string, unknown>;
  for (const key of keys) {
    if (!Object.hasOwn(element, key)) continue;
    const value = record[key];
    delete record[key];
    record[key] = value;
  }
}
