/**
 * The player's settings: what each may be, and the one record every game on a site shares in the
 * element's storage. Pure data and checks (no DOM), so Node tests read them.
 */
import type { Theme } from '../theme/themes.js';
import { recordFrom } from '../session/game-stats.js';

export const CARD_BACKS = ['lattice', 'waves', 'dots', 'cross'] as const;
export type CardBack = (typeof CARD_BACKS)[number];
export const FELTS = ['green', 'blue', 'red', 'grey'] as const;
export type Felt = (typeof FELTS)[number];
export const CARD_SIZES = ['auto', 'larger'] as const;
export type CardSize = (typeof CARD_SIZES)[number];
/** `system`: no theme attribute (the system's light or dark preference). */
export const THEME_CHOICES = ['system', 'light', 'dark', 'high-contrast'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** Every setting a player can choose, by the name of the element's property it sets. */
export interface Settings {
  readonly cardBack: CardBack;
  readonly felt: Felt;
  readonly fourColour: boolean;
  readonly cardSize: CardSize;
  readonly theme: ThemeChoice;
  readonly sound: boolean;
  readonly autoHome: boolean;
}

export type SettingName = keyof Settings;

/** The choices of each setting, in the menu's order. */
export const CHOICES: { readonly [K in SettingName]: readonly Settings[K][] } = {
  cardBack: CARD_BACKS,
  felt: FELTS,
  fourColour: [false, true],
  cardSize: CARD_SIZES,
  theme: THEME_CHOICES,
  sound: [false, true],
  autoHome: [false, true],
};

export const SETTING_NAMES = Object.keys(CHOICES) as SettingName[];

/** One key for every game on the site: a player's felt follows them from the Well to the Funnel. */
export const SETTINGS_KEY = 'patience-elements/settings';

export const isChoice = <K extends SettingName>(name: K, value: unknown): value is Settings[K] =>
  (CHOICES[name] as readonly unknown[]).includes(value);

/** A stored record read back, or `null` when anything in it is not what `settingsText` writes. */
export function settingsFrom(text: string): Partial<Settings> | null {
  const parsed = recordFrom(text);
  if (!parsed) return null;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (!SETTING_NAMES.includes(name as SettingName) || !isChoice(name as SettingName, value)) return null;
    out[name] = value;
  }
  return out as Partial<Settings>;
}

export const settingsText = (chosen: Partial<Settings>): string => JSON.stringify(chosen);

/** A theme choice as the `theme` property takes it. */
export const themeOf = (choice: ThemeChoice): Theme | undefined => (choice === 'system' ? undefined : choice);

