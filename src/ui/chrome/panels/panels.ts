/**
 * The toolbar's panels — settings, rules, statistics — one open at a time over the table. The
 * rules' text is imported only when first opened; every game's statistics are read as the panel
 * opens. Focus goes back to what opened a panel when it closes.
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { AnyGameId, Rules, State } from '../../../core/index.js';
import type { Lang } from '../../i18n/i18n.js';
import { PANEL_WORDS } from '../../i18n/panel-words.js';
import type { SavedGames, StatsByDeck } from '../../session/saved-games.js';
import type { SettingsController } from '../../settings/settings-controller.js';
import './patience-sheet.js';
import type { RulesOfGame } from './rules-panel.js';
import { renderSettingsMenu } from './settings-menu.js';

export type PanelKind = 'settings' | 'rules' | 'stats';

export interface PanelsHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly language: Lang;
  readonly noSettings: boolean;
}

export interface PanelsDeps {
  readonly rules: () => Rules;
  readonly state: () => State | undefined;
  readonly saves: () => SavedGames;
  readonly settings: SettingsController;
  /** Shows and says a short notice (the reset done). */
  readonly notify: (text: string) => void;
}

/** The statistics screen names every game, so it brings the registry of games: loaded when first opened. */
type StatsModule = typeof import('./stats-screen.js');

export class ChromePanels {
  open: PanelKind | null = null;
  private opener: HTMLElement | null = null;
  /** The rules' text as loaded for a language (`text` undefined while it loads). */
  private rulesText?: { readonly for: Lang; text?: RulesOfGame | null };
  private statsModule?: StatsModule;
  private allStats?: Partial<Record<AnyGameId, StatsByDeck>>;
  private asking = false;

  constructor(
    private readonly host: PanelsHost,
    private readonly deps: PanelsDeps,
  ) {}

  /** The player's settings, which the settings panel changes. */
  get settings(): SettingsController {
    return this.deps.settings;
  }

  /** Opens `kind` (the settings only without `no-settings`). */
  show(kind: PanelKind): void {
    if (kind === 'settings' && this.host.noSettings) return;
    const root = this.host.renderRoot as ShadowRoot;
    this.opener = (root.activeElement as HTMLElement | null) ?? null;
    this.open = kind;
    this.asking = false;
    if (kind === 'stats') this.readStats();
    this.host.requestUpdate();
  }

  close(): void {
    this.open = null;
    this.host.requestUpdate();
    const opener = this.opener;
    this.opener = null;
    void this.host.updateComplete.then(() => opener?.isConnected && opener.focus());
  }

  private readStats(): void {
    this.allStats = undefined;
    void import('./stats-screen.js').then(async (module) => {
      this.statsModule = module;
      this.allStats = await module.readAllStats(this.deps.saves(), this.deps.rules().id);
      this.host.requestUpdate();
    }, () => undefined);
  }

  render(): TemplateResult | typeof nothing {
    if (this.open === null) return nothing;
    const lang = this.host.language;
    const w = PANEL_WORDS[lang];
    const heading = { settings: w.settings, rules: w.rules, stats: w.statistics }[this.open];
    const stats = this.statsModule;
    const content = this.open === 'settings' ? renderSettingsMenu(w, this.settings) : this.open === 'rules' ? this.renderRules(lang) : !stats ? html`<p>${w.loading}</p>` : stats.renderStatsScreen({
      lang, words: w, all: this.allStats, asking: this.asking,
      ask: (asking) => {
        this.asking = asking;
        this.host.requestUpdate();
      },
      reset: () => {
        stats.resetAllStats(this.deps.saves());
        this.deps.notify(w.resetDone);
        this.readStats();
        this.asking = false;
      },
    });
    return html`<patience-sheet class=${`panel-${this.open}`} .heading=${heading} .closeLabel=${w.close} .content=${content} .onClose=${() => this.close()}></patience-sheet>`;
  }

  /** Imports the rules panel and `lang`'s text, once per language, when the panel first shows them. */
  private loadRules(lang: Lang): void {
    if (this.rulesText?.for === lang) return;
    const loading: { readonly for: Lang; text?: RulesOfGame | null } = { for: lang };
    this.rulesText = loading;
    import('./rules-panel.js').then((module) => module.rulesOfGame(this.deps.rules().id, lang)).then((text) => {
      loading.text = text;
      this.host.requestUpdate();
    }, () => undefined);
  }

  private renderRules(lang: Lang): TemplateResult {
    const w = PANEL_WORDS[lang];
    this.loadRules(lang);
    const text = this.rulesText?.text;
    if (text === undefined) return html`<p>${w.loading}</p>`;
    const rules = this.deps.rules();
    const options = this.deps.state()?.options ?? rules.resolveOptions();
    // The games' names are Russian in every language: they are the games' names.
    return html`<div class="rules-text"><h3 lang="ru">${rules.text[lang].name}</h3>
      <p class="rules-options">${w.options(options.deck, rules.copies, rules.hasFreeDraw ? options.freeDraw : null)}</p>
      ${text ? html`${text.game}<h3>${w.rulesCommon}</h3>${text.common}` : nothing}</div>`;
  }
}
