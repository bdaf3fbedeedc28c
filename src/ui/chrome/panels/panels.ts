/**
 * The toolbar's panels — settings, rules, statistics — one open at a time over the table. The
 * rules' text is imported only when first opened; every game's statistics are read as the panel
 * opens. Focus goes back to what opened a panel when it closes.
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { AnyGameId, Rules, State } from '../../../core/index.js';
import { panelWordsOf, type Lang } from '../../i18n/i18n.js';
import type { SavedGames, StatsByDeck } from '../../session/saves/saved-games.js';
import type { SettingsController } from '../../settings/settings-controller.js';
import './patience-sheet.js';
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
  /** The saved games, loaded if need be. */
  readonly saves: () => Promise<SavedGames>;
  readonly settings: SettingsController;
  /** Shows and says a short notice (the reset done). */
  readonly notify: (text: string) => void;
}

/** The statistics screen names every game, so it brings the registry of games: loaded when first opened. */
type StatsModule = typeof import('./stats-screen.js');
/** The statistics screen's module, asked for once per page (a failed load is asked for again next time). */
let statsLoad: Promise<StatsModule> | undefined;
const loadStats = (): Promise<StatsModule> =>
  (statsLoad ??= import('./stats-screen.js').catch((error: unknown) => {
    statsLoad = undefined;
    throw error;
  }));
/** The rules panel's module and one language's text, once both are loaded. */
interface RulesLoad {
  readonly for: Lang;
  module?: typeof import('./rules-panel.js');
  text?: import('./rules-panel.js').RulesOfGame | null;
}

export class ChromePanels {
  open: PanelKind | null = null;
  private opener: HTMLElement | null = null;
  /** The rules' text as loaded for a language (`text` undefined while it loads). */
  private rulesText?: RulesLoad;
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
    void loadStats().then(async (module) => {
      this.statsModule = module;
      this.allStats = await module.readAllStats(await this.deps.saves(), this.deps.rules().id);
      this.host.requestUpdate();
    }, () => undefined);
  }

  render(): TemplateResult | typeof nothing {
    if (this.open === null) return nothing;
    const lang = this.host.language;
    const w = panelWordsOf(lang);
    const heading = { settings: w.settings, rules: w.rules, stats: w.statistics }[this.open];
    const stats = this.statsModule;
    const content = this.open === 'settings' ? renderSettingsMenu(w, this.settings) : this.open === 'rules' ? this.renderRules(lang) : !stats ? html`<p>${w.loading}</p>` : stats.renderStatsScreen({
      words: w, all: this.allStats, asking: this.asking,
      ask: (asking) => {
        this.asking = asking;
        this.host.requestUpdate();
      },
      reset: () => void this.deps.saves().then((saves) => {
        stats.resetAllStats(saves);
        this.deps.notify(w.resetDone);
        this.readStats();
        this.asking = false;
      }, () => undefined),
    });
    return html`<patience-sheet class=${`panel-${this.open}`} .heading=${heading} .closeLabel=${w.close} .content=${content} .onClose=${() => this.close()}></patience-sheet>`;
  }

  private renderRules(lang: Lang): TemplateResult {
    // The rules panel and `lang`'s text are imported when first shown, once per language.
    if (this.rulesText?.for !== lang) {
      const loading: RulesLoad = (this.rulesText = { for: lang });
      import('./rules-panel.js').then(async (module) => {
        loading.text = await module.rulesOfGame(this.deps.rules().id, lang);
        loading.module = module;
        this.host.requestUpdate();
      }, () => undefined);
    }
    const { module, text } = this.rulesText;
    const rules = this.deps.rules();
    return module ? module.renderRules(rules, this.deps.state()?.options ?? rules.resolveOptions(), lang, text ?? null) : html`<p>${panelWordsOf(lang).loading}</p>`;
  }
}
