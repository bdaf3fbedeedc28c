/**
 * Languages in the browser: a table asked for a shipped language shows its words once its module
 * is in, and never another language's first; a language registered later reaches the tables
 * already on the page; an incomplete pack is refused with one warning and changes nothing.
 */
import { expect, fixture } from '@open-wc/testing';
import '../../../src/index.js';
import { registerLanguage, type LanguagePack } from '../../../src/index.js';
import type { PatienceTable } from '../../elements/helpers.js';
import { root, settle } from '../../elements/helpers.js';
import de from '../../../src/languages/de.js';
import es from '../../../src/languages/es.js';

const newDealButton = (el: PatienceTable) => [...root(el).querySelectorAll('button')].find((b) => /Neues Spiel|New deal|Nueva partida|Nouvelle donne/.test(b.textContent ?? ''));
/** Everything the table shows or labels (its piles' names are in their labels). */
const allText = (el: PatienceTable) => root(el).innerHTML;
const frameLang = (el: PatienceTable) => root(el).querySelector('.frame')?.getAttribute('lang');

describe('a table in a shipped language', () => {
  it('lang="de-AT" speaks German once its words are in, and shows no English before', async () => {
    const seen: string[] = [];
    const el = document.createElement('patience-funnel') as PatienceTable;
    el.setAttribute('lang', 'de-AT');
    el.setAttribute('seed', '3');
    // Every text the table ever shows, from its first render on.
    const watch = new MutationObserver(() => seen.push(el.shadowRoot?.textContent ?? ''));
    document.body.append(el);
    watch.observe(el.shadowRoot!, { subtree: true, childList: true, characterData: true });
    try {
      await settle(el);
      expect(frameLang(el)).to.equal('de');
      expect(el.language).to.equal('de');
      expect(newDealButton(el)?.textContent?.trim()).to.equal(de.messages.newDeal);
      expect(allText(el)).to.include(de.games.funnel.piles.W);
      expect(seen.some((text) => text.includes('New deal')), 'English never shown').to.equal(false);
      expect(el.play('T0>T0')).to.equal(false);
      await settle(el);
      expect(allText(el)).to.include(de.refusals['same-pile']);
    } finally {
      watch.disconnect();
      el.remove();
    }
  });

  it('switches to Ukrainian when its lang changes, keeping the game', async () => {
    const el = await fixture<PatienceTable>('<patience-well lang="en" seed="5" style="display: block; width: 640px"></patience-well>');
    await settle(el);
    const state = el.state;
    el.setAttribute('lang', 'uk-UA');
    await settle(el);
    expect(frameLang(el)).to.equal('uk');
    expect(root(el).textContent).to.include('Нова роздача');
    expect(el.state).to.deep.equal(state);
  });
});

describe('registerLanguage', () => {
  it('reaches a table already on the page: lang="pt" shows English with one warning, then the registered words', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
    try {
      const el = await fixture<PatienceTable>('<patience-indian lang="pt" seed="8" style="display: block; width: 640px"></patience-indian>');
      await settle(el);
      expect(frameLang(el)).to.equal('en');
      expect(warnings.filter((w) => w.includes('lang="pt"'))).to.have.length(1);
      const portuguese: LanguagePack = { ...es, messages: { ...es.messages, newDeal: 'Novo jogo' } };
      expect(registerLanguage('pt', portuguese)).to.equal(true);
      await settle(el);
      expect(frameLang(el)).to.equal('pt');
      expect(root(el).textContent).to.include('Novo jogo');
      expect(allText(el)).to.include(es.games.indian.piles.S);
    } finally {
      console.warn = warn;
    }
  });

  it('refuses an incomplete pack with one warning naming what it lacks; the tables go on as they were', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
    try {
      const el = await fixture<PatienceTable>('<patience-funnel lang="it" seed="2" style="display: block; width: 640px"></patience-funnel>');
      await settle(el);
      warnings.length = 0;
      const { hint: _, ...messages } = de.messages;
      const hostile = { ...de, messages, games: { ...de.games, funnel: { piles: {} } } } as unknown as LanguagePack;
      expect(registerLanguage('it', hostile)).to.equal(false);
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.include('messages.hint').and.include('games.funnel');
      await settle(el);
      expect(frameLang(el)).to.equal('en');
      expect(el.play('T0>T0')).to.equal(false);
    } finally {
      console.warn = warn;
    }
  });
});
