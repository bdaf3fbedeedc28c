/** The words of the toolbar's panels (settings, rules, statistics). */
import type { SettingName, Settings } from '../settings/settings.js';

export interface PanelWords {
  readonly settings: string;
  readonly rules: string;
  readonly statistics: string;
  readonly close: string;
  /** Each setting's name, and its choices' names (a yes/no setting is a checkbox: none). */
  readonly setting: Readonly<Record<SettingName, string>>;
  readonly choice: { readonly [K in 'cardBack' | 'felt' | 'cardSize' | 'theme']: Readonly<Record<Settings[K], string>> };
  readonly loading: string;
  /** The heading of what every game shares, under the game's own rules. */
  readonly rulesCommon: string;
  /** The current game's options, above its rules. */
  readonly options: (deck: number, copies: number, freeDraw: boolean | null) => string;
  readonly game: string;
  readonly deck: string;
  readonly played: string;
  readonly won: string;
  readonly winRate: string;
  readonly streak: string;
  readonly bestStreak: string;
  readonly bestTime: string;
  readonly fewestMoves: string;
  readonly noStats: string;
  readonly cards: (n: number) => string;
  readonly reset: string;
  readonly resetAsk: string;
  readonly resetYes: string;
  readonly resetNo: string;
  readonly resetDone: string;
}
