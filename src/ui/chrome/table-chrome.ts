/**
 * Everything around the piles: the toolbar, the end-of-game message with the player's
 * statistics, the veil of a paused game, the bar of a game being watched or finished, the
 * solver's status line and the progress of a search for a winnable deal.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { TableView } from '../table/context.js';
import type { SolverLoader } from '../solver/solver-loader.js';
import { formatTime, type Messages } from '../i18n/i18n.js';
import './patience-toolbar.js';
import type { ToolbarModel } from './patience-toolbar.js';
import { CARD_RATIO } from '../cards/patience-pile.js';
import { tableGap } from '../table/layout.js';
import { styleProps } from '../theme/style-props.js';
import type { GameStats } from '../session/game-stats.js';
import { lostTitle } from '../i18n/table-words.js';
import type { TableShared } from '../table/table-shared.js';
import { statusLineStyles } from './status-line.styles.js';
import { toolbarStyles } from './toolbar.styles.js';
import type { PanelKind } from './panels/panels.js';
import type { PanelsDoor } from './panels/panels-door.js';
import { gameText, panelWordsOf } from '../i18n/i18n.js';

/**
 * The first paint's chrome styles, for the table's shadow root, where the toolbar renders. The end
 * dialog's, the veil's, the bubble's and the panels' come with their code (late/late-parts.ts).
 */
export const chromeStyles = [toolbarStyles, statusLineStyles];

export interface ChromeModel {
  readonly view: TableView;
  readonly shared: TableShared;
  readonly hints: SolverLoader;
  readonly toolbar: boolean;
  readonly endOpen: boolean;
  readonly stats: GameStats | undefined;
  /** Whether the solver's status line shows (`show-winnable`). */
  readonly showWinnable: boolean;
  /** The piles' area's height in card widths, as the layout reserved it (`unitsDown`). */
  readonly unitsDown: number;
  /** The toolbar's panels (settings, rules, statistics). */
  readonly panels: PanelsDoor;
  /** The parts loaded after the first paint are in: the pause's veil, which they style, can show. */
  readonly late: boolean;
  /** `no-settings`: no settings button. */
  readonly noSettings: boolean;
}

function statsItems(m: Messages, stats: GameStats | undefined): string[] {
  if (!stats || stats.played === 0) return [];
  return [
    `${m.played} ${stats.played}`, `${m.wins} ${stats.won}`, `${m.streak} ${stats.streak}`,
    ...(stats.bestTimeMs === null ? [] : [`${m.bestTime} ${formatTime(stats.bestTimeMs)}`]),
    ...(stats.fewestMoves === null ? [] : [`${m.fewestMoves} ${stats.fewestMoves}`]),
  ];
}


/** Input is off while a message, a panel, the veil, a recorded game or a finish covers the table. */
const busy = (model: ChromeModel) => model.endOpen || model.panels.open !== null || model.shared.busy;

/** The piles' area, sized from the card width; inert while a message, the veil or a playback covers it. */
export function renderTableArea(model: ChromeModel, piles: TemplateResult): TemplateResult {
  const { view } = model;
  const w = view.cardWidth;
  const sizes = styleProps({
    '--patience-card-w': `${w}px`,
    '--patience-card-h': `${Math.round(w * CARD_RATIO)}px`,
    '--gap': `${tableGap(w)}px`,
    // The area keeps the height the card size was chosen for, so the table (and the host's page
    // around it) does not jump as columns grow or empty.
    '--patience-table-h': `${Math.floor(model.unitsDown * w)}px`,
  });
  const m = view.messages;
  // The name is a hidden span, not aria-label, so the Russian game name can carry lang="ru".
  // One text node before the name: Chrome puts a space between two ("Card table : …").
  // An application, because the table has its own keys (arrows, H, D, …): screen readers then
  // hand them to it instead of using them to move through the page (NVDA's and JAWS's browse mode).
  return html`<span id="table-name" hidden>${`${m.table}: `}<span lang="ru">${gameText(view.rules, view.lang).name}</span></span><span id="table-keys" hidden>${m.keysHelp}</span>
    <div class="table" style=${sizes} role="application" aria-labelledby="table-name" aria-describedby="table-keys"
      ?inert=${busy(model)}>${piles}</div>`;
}

export function renderToolbar(model: ChromeModel): TemplateResult | typeof nothing {
  if (!model.toolbar) return nothing;
  const { view, shared } = model;
  const { session } = shared;
  const playback = playbackOf(model);
  // Inert under a message or the veil; a game played back puts its Stop in the toolbar, which then
  // stays live (its other buttons are gone).
  const panels = { words: panelWordsOf(view.lang), settings: !model.noSettings, show: (kind: PanelKind) => model.panels.show(kind) };
  return html`<patience-toolbar ?inert=${model.endOpen || shared.paused || model.panels.open !== null} .intents=${shared.intents} .model=${{
    messages: view.messages, text: gameText(view.rules, view.lang), seed: view.state.seed, moves: view.state.history?.count ?? 0,
    elapsedMs: () => session.elapsedMs, running: session.running, canUndo: session.canUndo, canRedo: session.canRedo,
    canHint: view.status === 'playing', canFinish: model.hints.canFinish, playback, panels, notify: (text: string) => shared.announcer.notify(text),
  }}></patience-toolbar>`;
}

/** A game being played back, watched or finished: what the bar says, and its Stop. */
function playbackOf({ view, shared }: ChromeModel): ToolbarModel['playback'] {
  const m = view.messages;
  const stop = () => shared.intents.stopPlayback();
  if (shared.watching.watching) return { label: m.watching, shortLabel: m.watchingShort, stop };
  return shared.finishing.watching ? { label: m.finishing, shortLabel: m.finishingShort, stop } : undefined;
}

/** Without a toolbar, a game played back shows its Stop over the table's foot. */
function renderPlaybackBar(model: ChromeModel): TemplateResult | typeof nothing {
  const playback = playbackOf(model);
  return playback ? html`<div class="watching" part="status"><span>${playback.label}</span>
    <button type="button" @click=${() => playback.stop()}>${model.view.messages.stopWatching}</button></div>` : nothing;
}

/** The solver's word on the position (`show-winnable`), with a way back from a proven loss. */
function renderWinnability(model: ChromeModel): TemplateResult | typeof nothing {
  const { hints, view } = model;
  if (!model.showWinnable) return nothing;
  const m = view.messages;
  const back = hints.backToWinnable;
  return html`<div class="winnability" part="status" data-winnability=${hints.winnability}><span>${m.winnability[hints.winnability]}</span>
    ${back > 0 ? html`<button type="button" aria-label=${m.backToWinnable(back)} title=${m.backToWinnable(back)} @click=${() => hints.undoToWinnable()}
      ><span class="full">${m.backToWinnable(back)}</span><span class="short">${m.undoMoves(back)}</span></button>` : nothing}</div>`;
}

/** The progress of a slow search for a winnable deal (`winnable`) or one of a grade (`difficulty`): the seed being tried. */
export function renderSearch(hints: SolverLoader, m: Messages): TemplateResult | typeof nothing {
  const searching = hints.searching;
  if (searching === null) return nothing;
  const words = searching.level ? m.searchingGraded(searching.level, searching.seed) : m.searchingDeal(searching.seed);
  return html`<div class="searching" part="status">${words}</div>`;
}

/** The end-of-game message, the paused veil, the watching or finishing bar and the solver's status, whichever apply. */
export function renderOverlays(model: ChromeModel): TemplateResult {
  const { view, shared } = model;
  const m = view.messages;
  const won = view.status === 'won';
  const moves = view.state.history?.count ?? 0;
  return html`${model.endOpen ? html`<patience-end-dialog ?inert=${model.panels.open !== null} .intents=${shared.intents} .model=${{
      messages: m, won, title: won ? m.won : lostTitle(view, view.lang),
      detail: won ? m.wonDetail(moves, formatTime(shared.session.elapsedMs)) : m.lostDetail, stats: statsItems(m, model.stats),
      statistics: { label: panelWordsOf(view.lang).statistics, show: () => model.panels.show('stats') },
    }}></patience-end-dialog>` : nothing}
    ${shared.paused && model.late ? html`<div class="veil" part="status"><p>${m.pausedTitle}</p>
      <button type="button" class="primary" @click=${() => shared.intents.resume()}>${m.resume}</button></div>` : nothing}
    ${model.toolbar ? nothing : renderPlaybackBar(model)}
    ${renderSearch(model.hints, m)}${model.panels.render()}`;
}

/**
 * The line under the table: notices (`notice`, the announcer's) and the solver's word. Its height
 * is kept (one line, two on a narrow table), so nothing it says covers a card or moves the page.
 */
export function renderStatusLine(model: ChromeModel, notice: TemplateResult): TemplateResult {
  // A won game's line says so: the solver's last word there ("winnable") is old news.
  const winnability = model.endOpen || model.view.status === 'won' ? nothing : renderWinnability(model);
  const said = model.endOpen || winnability !== nothing ? winnability : renderOver(model);
  return html`<div class="status-line" part="status-line"><div class="status-inner">${notice}${said}</div></div>`;
}

/** A game that is over, its message closed: the line keeps saying how it ended (the table alone does not). */
function renderOver({ view }: ChromeModel): TemplateResult | typeof nothing {
  if (view.status === 'playing') return nothing;
  return html`<div class="winnability" part="status" data-over=${view.status}><span>${view.status === 'won' ? view.messages.won : lostTitle(view, view.lang)}</span></div>`;
}
