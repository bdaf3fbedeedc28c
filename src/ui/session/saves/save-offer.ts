/**
 * The offer of a saved game that the table did not put in play by itself: one arriving after
 * the player moved on a deal made because the storage was slow, or a newer save of the game
 * made in another tab (or on another device) while this one had moves of its own. It stays on
 * screen, and the key unwritten, until the player chooses; the game in play goes on meanwhile.
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { messagesOf, type Lang } from '../../i18n/i18n.js';
import type { Found } from './save-revision.js';

export class SaveOffer {
  private offered?: { found: Found; arrived: boolean };

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly choose: (found: Found, take: boolean) => void,
  ) {}

  /** Offers `found`; `arrived`: the first read's save, come late (else another tab's). A newer one replaces an offer still open. */
  show(found: Found, arrived: boolean): void {
    this.offered = { found, arrived: arrived || this.offered?.arrived === true };
    this.host.requestUpdate();
  }

  /** Closes the offer without a choice: the game it offered was put in play another way (a restore, another tab's newer save taken). */
  close(): void {
    if (!this.offered) return;
    this.offered = undefined;
    this.host.requestUpdate();
  }

  render(lang: Lang): TemplateResult | typeof nothing {
    const offered = this.offered;
    if (!offered) return nothing;
    const m = messagesOf(lang);
    const pick = (take: boolean) => () => {
      this.close();
      this.choose(offered.found, take);
    };
    return html`<div class="watching save-offer" part="status" role="alert">
      <span>${offered.arrived ? m.savedArrived : m.savedElsewhere}</span>
      <button type="button" class="primary" @click=${pick(true)}>${m.savedTake}</button>
      <button type="button" @click=${pick(false)}>${m.savedKeep}</button>
    </div>`;
  }
}
