/** The statistics panel: a row for every game and deck played on this site, and a reset that asks first. */
import { html, nothing, type TemplateResult } from 'lit';
import { GAME_IDS, games, type AnyGameId, type DeckSize } from '../../../core/index.js';
import { formatTime } from '../../i18n/i18n.js';
import type { PanelWords } from '../../i18n/panel-words.js';
import { bestStreakOf, type GameStats, type StatsByDeck } from '../../session/game-stats.js';
import type { SavedGames } from '../../session/saves/saved-games.js';

export interface StatsScreen {
  readonly words: PanelWords;
  /** Every game's statistics (`undefined` while they are read). */
  readonly all: Partial<Record<AnyGameId, StatsByDeck>> | undefined;
  /** Whether the reset waits for its confirmation. */
  readonly asking: boolean;
  ask(asking: boolean): void;
  reset(): void;
}

const DECKS: readonly DeckSize[] = [36, 52];

export function renderStatsScreen(screen: StatsScreen): TemplateResult {
  const { words: w, all } = screen;
  if (!all) return html`<p>${w.loading}</p>`;
  const rows = Object.entries(all).flatMap(([game, byDeck]) =>
    DECKS.flatMap((deck) => {
      const s = byDeck?.[deck];
      return s && s.played > 0 ? [{ game, deck, s }] : [];
    }));
  const best = (value: number | null, shown: (v: number) => string) => (value === null ? '—' : shown(value));
  // Each cell's heading is on it too (data-label): a narrow panel shows the rows as cards, headings beside the numbers.
  const cells: [string, string, (s: GameStats) => string | number][] = [
    ['played', w.played, (s) => s.played], ['won', w.won, (s) => s.won], ['rate', w.winRate, (s) => `${Math.round((100 * s.won) / s.played)} %`],
    ['streak', w.streak, (s) => s.streak], ['best-streak', w.bestStreak, bestStreakOf],
    ['best-time', w.bestTime, (s) => best(s.bestTimeMs, formatTime)], ['fewest-moves', w.fewestMoves, (s) => best(s.fewestMoves, String)],
  ];
  // The games' names are Russian in every language: they are the games' names.
  const table = rows.length === 0 ? html`<p class="stats-none">${w.noStats}</p>` : html`<table class="stats-table">
    <thead><tr><th scope="col">${w.game}</th><th scope="col">${w.deck}</th>${cells.map(([, label]) => html`<th scope="col">${label}</th>`)}</tr></thead>
    <tbody>${rows.map(({ game, deck, s }) => html`<tr data-game=${game} data-deck=${deck}>
      <th scope="row" lang="ru">${games[game]?.text.en.name ?? game}</th><td>${games[game]?.copies === 2 ? '2 × ' : ''}${w.cards(deck)}</td>
      ${cells.map(([key, label, value]) => html`<td data-stat=${key} data-label=${label}>${value(s)}</td>`)}</tr>`)}</tbody></table>`;
  const reset = screen.asking
    ? html`<div class="stats-ask" role="group" aria-labelledby="stats-ask"><p id="stats-ask">${w.resetAsk}</p>
        <button type="button" class="danger" @click=${() => screen.reset()}>${w.resetYes}</button>
        <button type="button" @click=${() => screen.ask(false)}>${w.resetNo}</button></div>`
    : rows.length > 0 ? html`<button type="button" class="stats-reset" @click=${() => screen.ask(true)}>${w.reset}</button>` : nothing;
  return html`${table}${reset}`;
}

/** Every shipped game's statistics, as the screen lists them. */
export const readAllStats = (saves: SavedGames, current: AnyGameId): Promise<Partial<Record<AnyGameId, StatsByDeck>>> => saves.allStats(GAME_IDS, current);

/** Resets every shipped game's statistics. */
export const resetAllStats = (saves: SavedGames): void => saves.resetStats(GAME_IDS);
