/**
 * The table's colour themes: `theme="light" | "dark" | "high-contrast"`, with no attribute
 * following `prefers-color-scheme`. Each theme is data — the `--patience-*` custom properties
 * it sets on `:host` — so a test computes every contrast the theme promises from the same
 * values the page gets. A host's own `--patience-*` on the element still win (an outer
 * stylesheet beats `:host`). This is each value's one statement: styles read these properties
 * with no fallback (so a shadow root that shows cards, the table's or the card gallery's, takes
 * `themeStyles`), and the manifest documents the light theme's values as the defaults.
 */
import { css, unsafeCSS, type CSSResult } from 'lit';

export type Theme = 'light' | 'dark' | 'high-contrast';
export const THEME_NAMES: readonly Theme[] = ['light', 'dark', 'high-contrast'];

/**
 * Whether `value` (the `theme` attribute) names a theme; it warns when it is something else than
 * none. Without one the table follows the system.
 */
export function checkTheme(value: unknown, warn: (message: string) => void): value is Theme {
  if (THEME_NAMES.includes(value as Theme)) return true;
  if (value !== undefined && value !== null) {
    warn(`theme="${String(value)}" is not one of ${THEME_NAMES.join(', ')}; following the system's light or dark preference`);
  }
  return false;
}

/** Solid colours (#rrggbb) only, so their contrasts can be computed. */
export interface ThemeColours {
  /** The felt's lightest and darkest stops (the table is a gradient between them). */
  readonly felt: string;
  readonly feltEdge: string;
  readonly feltText: string;
  readonly toolbar: string;
  /** Empty places: their outline and the rank they wait for. */
  readonly slot: string;
  readonly focus: string;
  readonly target: string;
  readonly enchanted: string;
  readonly badge: string;
  readonly badgeText: string;
  readonly toast: string;
  readonly toastText: string;
  readonly cardFace: string;
  readonly cardBorder: string;
  readonly red: string;
  readonly black: string;
  readonly diamonds: string;
  readonly clubs: string;
  readonly back: string;
  readonly backPattern: string;
  /** The end-of-game message: its box, its text, and its main button (also its focus outline). */
  readonly panel: string;
  readonly panelText: string;
  readonly primary: string;
  readonly primaryText: string;
}

export const THEMES: Readonly<Record<Theme, ThemeColours>> = {
  light: {
    felt: '#2f7d4f', feltEdge: '#174a2c', feltText: '#f3f7f0', toolbar: '#1b4f30', slot: '#f6fbf7',
    focus: '#ffd54a', target: '#7fe3ff', enchanted: '#e0ccff', badge: '#141414', badgeText: '#ffffff',
    toast: '#141414', toastText: '#ffffff', cardFace: '#fffdf7', cardBorder: '#b8b2a4',
    red: '#c8102e', black: '#1a1a1a', diamonds: '#1560bd', clubs: '#1e7b34', back: '#1f4f8f', backPattern: '#b8cde8',
    panel: '#fffdf7', panelText: '#1a1a1a', primary: '#1d5c37', primaryText: '#ffffff',
  },
  dark: {
    felt: '#1f3328', feltEdge: '#0d1812', feltText: '#e4ebe6', toolbar: '#0a120d', slot: '#b9cbbf',
    focus: '#ffd54a', target: '#7fe3ff', enchanted: '#c9a8ff', badge: '#000000', badgeText: '#f2f2f2',
    toast: '#000000', toastText: '#f2f2f2', cardFace: '#e6e2d8', cardBorder: '#8d877a',
    red: '#a50e26', black: '#141414', diamonds: '#0f4d99', clubs: '#17612a', back: '#26416b', backPattern: '#9fb4d6',
    panel: '#17231c', panelText: '#e4ebe6', primary: '#8fd6a8', primaryText: '#0a120d',
  },
  'high-contrast': {
    felt: '#000000', feltEdge: '#000000', feltText: '#ffffff', toolbar: '#000000', slot: '#ffffff',
    focus: '#ffff00', target: '#00ffff', enchanted: '#ff80ff', badge: '#000000', badgeText: '#ffffff',
    toast: '#ffffff', toastText: '#000000', cardFace: '#ffffff', cardBorder: '#000000',
    red: '#b00020', black: '#000000', diamonds: '#0033cc', clubs: '#006400', back: '#000080', backPattern: '#ffffff',
    panel: '#000000', panelText: '#ffffff', primary: '#ffff00', primaryText: '#000000',
  },
};

/** The custom properties a theme sets. */
export function themeProperties(t: ThemeColours): Record<string, string> {
  return {
    '--patience-felt': t.felt === t.feltEdge ? t.felt : `radial-gradient(ellipse at 50% 30%, ${t.felt} 0%, ${t.feltEdge} 100%)`,
    '--patience-felt-text': t.feltText,
    '--patience-toolbar-bg': t.toolbar,
    '--patience-slot': t.slot,
    '--patience-focus': t.focus,
    '--patience-target': t.target,
    '--patience-enchanted': t.enchanted,
    '--patience-badge': t.badge,
    '--patience-badge-text': t.badgeText,
    '--patience-toast': t.toast,
    '--patience-toast-text': t.toastText,
    '--patience-card-face': t.cardFace,
    '--patience-card-border': t.cardBorder,
    '--patience-red': t.red,
    '--patience-black': t.black,
    '--patience-diamonds': t.diamonds,
    '--patience-clubs': t.clubs,
    '--patience-back': t.back,
    '--patience-back-pattern': t.backPattern,
    '--patience-panel': t.panel,
    '--patience-panel-text': t.panelText,
    '--patience-primary': t.primary,
    '--patience-primary-text': t.primaryText,
  };
}

/** Colours that are the same in every theme: stated once, on `:host`, beside the light theme's. */
export const SHARED_COLOURS: Readonly<Record<string, string>> = {
  '--patience-hint': '#ffb300',
  '--patience-prompt': '#ffd54a',
  '--patience-complete': '#2e7d32',
  '--patience-court-ink': '#3a2a14',
};

/** Every custom property's default: the light theme's and the shared colours (the manifest documents these). */
export function defaultProperties(): Record<string, string> {
  return { ...themeProperties(THEMES.light), ...SHARED_COLOURS };
}

const declarations = (properties: Record<string, string>) =>
  Object.entries(properties)
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');

const block = (theme: Theme) => declarations(themeProperties(THEMES[theme]));

export const themeStyles: CSSResult = css`
  :host {
    ${unsafeCSS(declarations(defaultProperties()))}
    color-scheme: light;
  }
  @media (prefers-color-scheme: dark) {
    /* No theme, or one that names none (it warns): the system's preference. */
    :host(:not([theme='light'], [theme='dark'], [theme='high-contrast'])) {
      ${unsafeCSS(block('dark'))}
      color-scheme: dark;
    }
  }
  :host([theme='dark']) {
    ${unsafeCSS(block('dark'))}
    color-scheme: dark;
  }
  :host([theme='high-contrast']) {
    ${unsafeCSS(block('high-contrast'))}
    color-scheme: dark;
  }
`;
