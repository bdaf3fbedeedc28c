/** The words of the toolbar's panels (settings, rules, statistics), one record per language. */
import type { Lang } from './card-names.js';
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

const ru: PanelWords = {
  settings: 'Настройки',
  rules: 'Правила',
  statistics: 'Статистика',
  close: 'Закрыть',
  setting: {
    cardBack: 'Рубашка карт', felt: 'Цвет стола', fourColour: 'Четырёхцветная колода', cardSize: 'Размер карт',
    theme: 'Оформление', sound: 'Звук', autoHome: 'Карты сами идут в базы',
  },
  choice: {
    cardBack: { lattice: 'Сетка', waves: 'Волны', dots: 'Горошек', cross: 'Косой крест' },
    felt: { green: 'Зелёный', blue: 'Синий', red: 'Бордовый', grey: 'Серый' },
    cardSize: { auto: 'Автоматически', larger: 'Крупнее' },
    theme: { system: 'Как в системе', light: 'Светлое', dark: 'Тёмное', 'high-contrast': 'Высокий контраст' },
  },
  loading: 'Загрузка…',
  rulesCommon: 'Общее для всех пасьянсов',
  options: (deck, copies, freeDraw) => `Эта игра: ${copies === 2 ? `две колоды по ${deck} карт` : `колода ${deck} карт`}${freeDraw === null ? '' : freeDraw ? ', свободная сдача' : ', без свободной сдачи'}.`,
  game: 'Игра',
  deck: 'Колода',
  played: 'Сыграно',
  won: 'Сошлось',
  winRate: 'Доля побед',
  streak: 'Серия',
  bestStreak: 'Лучшая серия',
  bestTime: 'Лучшее время',
  fewestMoves: 'Меньше всего ходов',
  noStats: 'Сыгранных партий пока нет.',
  cards: (n) => `${n} карт`,
  reset: 'Сбросить статистику',
  resetAsk: 'Сбросить статистику всех игр? Это не отменить.',
  resetYes: 'Сбросить',
  resetNo: 'Отмена',
  resetDone: 'Статистика сброшена',
};

const en: PanelWords = {
  settings: 'Settings',
  rules: 'Rules',
  statistics: 'Statistics',
  close: 'Close',
  setting: {
    cardBack: 'Card back', felt: 'Table colour', fourColour: 'Four-colour deck', cardSize: 'Card size',
    theme: 'Theme', sound: 'Sound', autoHome: 'Cards go home by themselves',
  },
  choice: {
    cardBack: { lattice: 'Lattice', waves: 'Waves', dots: 'Dots', cross: 'Saltire' },
    felt: { green: 'Green', blue: 'Blue', red: 'Burgundy', grey: 'Grey' },
    cardSize: { auto: 'Automatic', larger: 'Larger' },
    theme: { system: 'System', light: 'Light', dark: 'Dark', 'high-contrast': 'High contrast' },
  },
  loading: 'Loading…',
  rulesCommon: 'What every game shares',
  options: (deck, copies, freeDraw) => `This game: ${copies === 2 ? `two ${deck}-card decks` : `a ${deck}-card deck`}${freeDraw === null ? '' : freeDraw ? ', free draw' : ', no free draw'}.`,
  game: 'Game',
  deck: 'Deck',
  played: 'Played',
  won: 'Won',
  winRate: 'Win rate',
  streak: 'Streak',
  bestStreak: 'Best streak',
  bestTime: 'Best time',
  fewestMoves: 'Fewest moves',
  noStats: 'No games played yet.',
  cards: (n) => `${n} cards`,
  reset: 'Reset statistics',
  resetAsk: 'Reset the statistics of every game? This cannot be undone.',
  resetYes: 'Reset',
  resetNo: 'Cancel',
  resetDone: 'Statistics reset',
};

export const PANEL_WORDS: Readonly<Record<Lang, PanelWords>> = { ru, en };
