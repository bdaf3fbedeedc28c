/**
 * The toolbar's panels as the table holds them before their code is in: it comes after the first
 * paint (late/late-parts.ts), and a panel asked for before then opens once it is.
 */
import { nothing, type TemplateResult } from 'lit';
import type { AfterPaint } from '../../late/after-paint.js';
import type { SettingsController } from '../../settings/settings-controller.js';
import type { ChromePanels, PanelKind, PanelsDeps, PanelsHost } from './panels.js';

export class PanelsDoor {
  private panels: ChromePanels | null = null;

  constructor(
    private readonly host: PanelsHost,
    private readonly late: AfterPaint,
    private readonly deps: PanelsDeps,
  ) {}

  /** The player's settings, which the settings panel changes. */
  get settings(): SettingsController {
    return this.deps.settings;
  }

  /** The panel open, if any. */
  get open(): PanelKind | null {
    return this.panels?.open ?? null;
  }

  /** Opens `kind`: now if the panels are in, else once they are. */
  show(kind: PanelKind): void {
    this.late.whenLoaded(({ Panels }) => (this.panels ??= new Panels(this.host, this.deps)).show(kind));
    // An update now, which waits for the panels' code (see the table's scheduleUpdate).
    if (!this.panels) this.host.requestUpdate();
  }

  render(): TemplateResult | typeof nothing {
    return this.panels?.render() ?? nothing;
  }
}
