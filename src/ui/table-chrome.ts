/**
 * Everything around the piles: the toolbar, the end-of-game message with the player's
 * statistics, the veil of a paused game and the bar of a game being watched.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { TableView } from './context.js';
import { formatTime, type Messages } from './i18n.js';
import './patience-end-dialog.js';
import './patience-toolbar.js';
import { CARD_RATIO } from './patience-pile.js';
import { styleProps } from './style-props.js';
import type { GameStats } from './saved-games.js';
import { lostTitle } from './table-words.js';

export interface ChromeModel {
  readonly view: TableView;
  readonly toolbar: boolean;
  readonly endOpen: boolean;
  readonly paused: boolean;
  readonly watching: boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly elapsedMs: () => number;
  readonly running: boolean;
  readonly stats: GameStats | undefined;
}

export interface ChromeCommands {
  undo(): void;
  redo(): void;
  restart(): void;
  newGame(): void;
  /** Closes the end-of-game message; false when none is open. */
  closeEnd(): boolean;
  resume(): void;
  stopWatching(): void;
}

function statsLine(m: Messages, stats: GameStats | undefined): string {
  if (!stats || stats.played === 0) return '';
  const best = stats.bestTimeMs === null ? '' : ` · ${m.bestTime} ${formatTime(stats.bestTimeMs)}`;
  const fewest = stats.fewestMoves === null ? '' : ` · ${m.fewestMoves} ${stats.fewestMoves}`;
  return `${m.played} ${stats.played} · ${m.wins} ${stats.won} · ${m.streak} ${stats.streak}${best}${fewest}`;
}

/** The piles' area, sized from the card width; inert while a message, the veil or a playback covers it. */
export function renderTableArea(model: ChromeModel, piles: TemplateResult): TemplateResult {
  const { view } = model;
  const w = view.cardWidth;
  const sizes = styleProps({
    '--patience-card-w': `${w}px`,
    '--patience-card-h': `${Math.round(w * CARD_RATIO)}px`,
    '--gap': `${Math.max(4, Math.round(w * 0.14))}px`,
  });
  const m = view.messages;
  // The name is a hidden span, not aria-label, so the Russian game name can carry lang="ru".
  return html`<span id="table-name" hidden>${m.table}: <span lang="ru">${view.rules.text[view.lang].name}</span></span><span id="table-keys" hidden>${m.keysHelp}</span>
    <div class="table" style=${sizes} role="group" aria-labelledby="table-name" aria-describedby="table-keys"
      ?inert=${model.endOpen || model.paused || model.watching}>${piles}</div>`;
}

export function renderToolbar(model: ChromeModel, commands: ChromeCommands): TemplateResult | typeof nothing {
  if (!model.toolbar) return nothing;
  const { view } = model;
  return html`<patience-toolbar ?inert=${model.endOpen || model.paused || model.watching} .commands=${commands} .model=${{
    messages: view.messages, text: view.rules.text[view.lang], seed: view.state.seed, moves: view.state.history?.count ?? 0,
    elapsedMs: model.elapsedMs, running: model.running, canUndo: model.canUndo, canRedo: model.canRedo,
  }}></patience-toolbar>`;
}

/** The end-of-game message, the paused veil and the watching bar, whichever applies. */
export function renderOverlays(model: ChromeModel, commands: ChromeCommands): TemplateResult {
  const { view } = model;
  const m = view.messages;
  const won = view.status === 'won';
  const moves = view.state.history?.count ?? 0;
  return html`${model.endOpen ? html`<patience-end-dialog .commands=${{ ...commands, close: () => commands.closeEnd() }} .model=${{
      messages: m, won, title: won ? m.won : lostTitle(view, view.lang),
      detail: won ? m.wonDetail(moves, formatTime(model.elapsedMs())) : m.lostDetail, stats: statsLine(m, model.stats),
    }}></patience-end-dialog>` : nothing}
    ${model.paused ? html`<div class="veil" part="status"><p>${m.pausedTitle}</p>
      <button type="button" class="primary" @click=${() => commands.resume()}>${m.resume}</button></div>` : nothing}
    ${model.watching ? html`<div class="watching" part="status"><span>${m.watching}</span>
      <button type="button" @click=${() => commands.stopWatching()}>${m.stopWatching}</button></div>` : nothing}`;
}
