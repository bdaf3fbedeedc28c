/**
 * The language a table speaks: its own `lang`, else the nearest `lang` above it (crossing shadow
 * roots), else Russian; each the nearest shipped or registered language (`de-AT` → `de`),
 * English for a page language there is none of. A language's words load when a table first
 * needs them: until they are in, the table shows the language it showed before.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { isLoaded, knownLanguages, loadLanguage, nearestLang, onLanguages, type Lang } from './languages.js';

export class LocaleController implements ReactiveController {
  /** The language shown last: English before any. */
  private last: Lang = 'en';
  private stop?: () => void;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly warn: (message: string) => void,
  ) {
    host.addController(this);
  }

  /** The language asked for: the element's, else the page's, else Russian. */
  get lang(): Lang {
    const own = this.host.getAttribute('lang');
    if (own !== null && own !== '') {
      const near = nearestLang(own);
      if (near !== undefined) return near;
      this.warn(`lang="${own}" is not supported (${knownLanguages().join(', ')}); using the page's language, else English`);
      return this.above() ?? 'en';
    }
    return this.above() ?? 'ru';
  }

  /** The nearest `lang` above the element, as a language a table speaks (English for one it does not). */
  private above(): Lang | undefined {
    for (let node = this.host.parentNode; node; node = node instanceof ShadowRoot ? node.host : node.parentNode) {
      const lang = node instanceof Element ? node.getAttribute('lang') : null;
      if (lang) return nearestLang(lang) ?? 'en';
    }
    return undefined;
  }

  /** The language to show now: the one asked for once its words are in, else the one shown before. */
  get shown(): Lang {
    const lang = this.lang;
    if (isLoaded(lang)) this.last = lang;
    return this.last;
  }

  /** While the asked language's words load, the promise of them (an update waits for it); else `undefined`. */
  loading(): Promise<void> | undefined {
    return loadLanguage(this.lang);
  }

  /** A page that switches its language (`<html lang>`) switches the tables that follow it. */
  private readonly pageLang = new MutationObserver(() => this.host.requestUpdate());

  // Moved under another lang, or the page's lang changed while detached.
  hostConnected(): void {
    this.pageLang.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    this.stop = onLanguages(() => this.host.requestUpdate());
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.pageLang.disconnect();
    this.stop?.();
  }
}
