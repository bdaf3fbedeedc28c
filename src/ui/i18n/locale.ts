/**
 * The language a table speaks: its own `lang` (ru or en), else the nearest `lang` above it
 * (crossing shadow roots; anything not Russian reads as English), else Russian.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { isLang, langFrom, type Lang } from './i18n.js';

export class LocaleController implements ReactiveController {
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly warn: (message: string) => void,
  ) {
    host.addController(this);
  }

  /** The language in use now. */
  get lang(): Lang {
    const own = this.host.getAttribute('lang');
    if (own !== null && own !== '') {
      if (isLang(own.toLowerCase().slice(0, 2))) return langFrom(own);
      this.warn(`lang="${own}" is not supported (ru or en); using the page's language`);
    }
    for (let node = this.host.parentNode; node; node = node instanceof ShadowRoot ? node.host : node.parentNode) {
      if (node instanceof Element && node.getAttribute('lang')) return langFrom(node.getAttribute('lang')!);
    }
    return 'ru';
  }

  /** A page that switches its language (`<html lang>`) switches the tables that follow it. */
  private readonly pageLang = new MutationObserver(() => this.host.requestUpdate());

  // Moved under another lang, or the page's lang changed while detached.
  hostConnected(): void {
    this.pageLang.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.pageLang.disconnect();
  }
}
