/** The locale controller (src/ui/i18n/locale.ts): own lang, else the nearest one above (across shadow roots), else Russian. */
import { expect, fixture } from '@open-wc/testing';
import { html, LitElement } from 'lit';
import { LocaleController } from '../../../src/ui/i18n/locale.js';
import { offerShippedLanguages } from '../../../src/languages/shipped.js';

offerShippedLanguages();

const warnings: string[] = [];
class LocaleHost extends LitElement {
  readonly locale = new LocaleController(this, (message) => warnings.push(message));
}
customElements.define('locale-host', LocaleHost);

describe('LocaleController', () => {
  it('own lang first, the nearest shipped one', async () => {
    const el = await fixture<LocaleHost>(html`<locale-host lang="ru-RU"></locale-host>`);
    expect(el.locale.lang).to.equal('ru');
    el.setAttribute('lang', 'en-GB');
    expect(el.locale.lang).to.equal('en');
    el.setAttribute('lang', 'uk-UA');
    expect(el.locale.lang).to.equal('uk');
  });

  it('else the nearest lang above, across a shadow root (English for one not shipped); else Russian', async () => {
    const outer = await fixture<HTMLElement>(html`<div lang="pt"><span></span></div>`);
    const shadow = outer.querySelector('span')!.attachShadow({ mode: 'open' });
    const el = document.createElement('locale-host') as LocaleHost;
    shadow.append(el);
    expect(el.locale.lang).to.equal('en');
    outer.setAttribute('lang', 'de-AT');
    expect(el.locale.lang).to.equal('de');
    const bare = await fixture<LocaleHost>(html`<locale-host></locale-host>`);
    document.documentElement.removeAttribute('lang');
    expect(bare.locale.lang).to.equal('ru');
  });

  it('a page that switches <html lang> switches a table that follows it, and renders it again', async () => {
    const before = document.documentElement.getAttribute('lang');
    document.documentElement.setAttribute('lang', 'ru');
    try {
      const el = await fixture<LocaleHost>(html`<locale-host></locale-host>`);
      let updates = 0;
      el.addController({ hostUpdate: () => void updates++ });
      document.documentElement.setAttribute('lang', 'en');
      await new Promise((resolve) => setTimeout(resolve));
      await el.updateComplete;
      expect(updates).to.equal(1);
      expect(el.locale.lang).to.equal('en');
    } finally {
      if (before === null) document.documentElement.removeAttribute('lang');
      else document.documentElement.setAttribute('lang', before);
    }
  });

  it('an unsupported own lang warns and falls back to the page', async () => {
    warnings.length = 0;
    const outer = await fixture<HTMLElement>(html`<div lang="en"><locale-host lang="pt"></locale-host></div>`);
    expect((outer.firstElementChild as LocaleHost).locale.lang).to.equal('en');
    expect(warnings).to.have.length(1);
  });
});
