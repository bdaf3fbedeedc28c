/** Every attribute as a property, several set at once, the attributes showing the game in play, and el.focus(). */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { games, serialize } from '../../../src/core/index.js';
import { PatienceFunnel } from '../../../src/index.js';
import { firstLegalMoves, gameFixture, liveText, record, root, SCENARIOS, settle, stubWarn, type PatienceTable } from '../helpers.js';
import { cleanUp, wait } from './host-helpers.js';

afterEach(cleanUp);

describe('every attribute is a settable, reflecting property', () => {
  it('seed, deck, freeDraw, lang, fourColour, noToolbar set after upgrade reflect and act', async () => {
    const el = await gameFixture('funnel', { seed: '2' });
    const deals = record('patience-new-game');
    el.seed = 77;
    el.deck = 52;
    await settle(el);
    expect(deals.map((e) => [e.detail.seed, e.detail.deck])).to.deep.equal([[77, 52]]);
    expect([el.getAttribute('seed'), el.getAttribute('deck')]).to.deep.equal(['77', '52']);
    el.freeDraw = true;
    el.lang = 'en';
    el.fourColour = true;
    el.noToolbar = true;
    await settle(el);
    expect(el.hasAttribute('free-draw') && el.hasAttribute('four-colour') && el.hasAttribute('no-toolbar')).to.equal(true);
    expect(el.state!.options.freeDraw).to.equal(true);
    expect(el.getAttribute('lang')).to.equal('en');
    expect(root(el).querySelector('patience-toolbar')).to.equal(null);
  });

  it('what a host plays right after setting seed, deck or freeDraw goes on the game it asked for, dealt once', async () => {
    const el = await gameFixture('funnel', { seed: '2' });
    const heard: string[] = [];
    for (const type of ['patience-new-game', 'patience-start', 'patience-move'] as const) el.addEventListener(type, (e) => heard.push(`${type}:${e.detail.seed}`));
    el.seed = 77;
    // Reading deals nothing (frameworks read properties while they set them): still the game in play.
    expect([el.seed, el.deck, el.state!.seed]).to.deep.equal([2, 36, 2]);
    el.deck = 52;
    const first = games.funnel.legalMoves(games.funnel.deal(77, { deck: 52 })).find((m) => m !== 'draw')!;
    expect(el.play(first)).to.equal(true);
    await settle(el);
    expect(el.moves).to.deep.equal([first]);
    expect(heard).to.deep.equal(['patience-new-game:77', 'patience-start:77', 'patience-move:77']);
    // A draw that the Funnel allows only with free draw: played at once after asking for it.
    el.freeDraw = true;
    expect(el.play('draw')).to.equal(true);
    expect(el.state!.options.freeDraw).to.equal(true);
    // Restart right after a new seed: that deal is the fresh start, dealt once.
    heard.length = 0;
    el.seed = 78;
    el.restart();
    await settle(el);
    expect(heard).to.deep.equal(['patience-new-game:78']);
    expect([el.seed, el.moves.length]).to.deep.equal([78, 0]);
  });

  it('state comes frozen: a host\'s write to it throws and the game plays on as listed', async () => {
    const el = await gameFixture('funnel', { seed: '2' });
    const state = el.state!;
    const before = JSON.stringify(state.piles);
    expect(() => (state.piles[1]!.cards as string[]).push('6S', '7S')).to.throw(TypeError);
    expect(() => (state.piles as unknown[]).pop()).to.throw(TypeError);
    expect(JSON.stringify(el.state!.piles)).to.equal(before);
    for (const move of games.funnel.legalMoves(el.state!).slice(0, 1)) expect(el.play(move)).to.equal(true);
    expect(Object.isFrozen(el.state!) && Object.isFrozen(el.state!.piles[1]!.cards)).to.equal(true);
  });

  it('a framework reading properties while it sets seed and deck gets one deal (Vue reads typeof el[key] first)', async () => {
    const el = await gameFixture('funnel', { seed: '5' });
    const deals = record('patience-new-game');
    el.deck = 52;
    expect(typeof el.seed).to.equal('number');
    expect(typeof el.state).to.equal('object');
    el.seed = 0;
    el.removeAttribute('seed');
    await settle(el);
    expect(deals.length).to.equal(1);
    expect(deals[0]!.detail.deck).to.equal(52);
  });

  it('a bad seed set as a property is refused with one warning, like the attribute', async () => {
    const el = await gameFixture('funnel', { seed: '2' });
    const warn = stubWarn();
    try {
      el.seed = -5;
      await settle(el);
    } finally {
      warn.restore();
    }
    expect(el.state!.seed).to.equal(2);
    expect(warn.calls).to.have.length(1);
  });

  it('a bad fit or theme, as attribute or property, warns once and reads back as the one in effect, its attribute too', async () => {
    const warn = stubWarn();
    const shown = (el: PatienceTable) => [el.fit, el.getAttribute('fit'), el.theme, el.getAttribute('theme')];
    try {
      const el = await gameFixture('funnel', { seed: '2', fit: 'huge', theme: 'purple' });
      expect(shown(el), 'attributes').to.deep.equal(['viewport', 'viewport', undefined, null]);
      el.fit = 'tiny' as never;
      el.theme = 'nope' as never;
      await settle(el);
      expect(shown(el), 'properties').to.deep.equal(['viewport', 'viewport', undefined, null]);
      el.fit = 'width';
      el.theme = 'dark';
      await settle(el);
      expect(shown(el), 'good values stay').to.deep.equal(['width', 'width', 'dark', 'dark']);
    } finally {
      warn.restore();
    }
    expect(warn.calls.map((call) => String(call[0]).replace(/ is not one of.*/, '')).sort()).to.deep.equal([
      '<patience-funnel>: fit="huge"', '<patience-funnel>: fit="tiny"', '<patience-funnel>: theme="nope"', '<patience-funnel>: theme="purple"',
    ]);
  });

  it('an attribute removed, or its property set to null or undefined (a framework unsetting a prop), means the default, silently', async () => {
    const el = await gameFixture('funnel', { seed: '2', deck: '52', fit: 'width', theme: 'dark', lang: 'en' });
    const warn = stubWarn();
    try {
      el.lang = null as unknown as string;
      await settle(el);
      expect(el.hasAttribute('lang'), 'lang = null').to.equal(false);
      el.lang = 'en';
      el.lang = undefined as unknown as string;
      await settle(el);
      expect(el.hasAttribute('lang'), 'lang = undefined').to.equal(false);
      el.removeAttribute('fit');
      el.removeAttribute('theme');
      await settle(el);
      el.fit = null as unknown as 'viewport';
      await settle(el);
      el.fit = undefined as unknown as 'viewport';
      await settle(el);
      el.deck = null;
      el.play(SCENARIOS.funnel.tapMove);
      await settle(el);
      el.deck = undefined;
      await settle(el);
    } finally {
      warn.restore();
    }
    expect(warn.calls.map((call) => String(call[0]))).to.deep.equal([]);
    expect([el.hasAttribute('deck'), el.state!.options.deck]).to.deep.equal([false, 36]);
  });

  it('freeDraw set to any falsy value (0, \'\') is off, set to a truthy one on: the game deals, no error', async () => {
    for (const [value, on] of [[0, false], ['', false], [1, true], ['yes', true]] as const) {
      const el = document.createElement('patience-funnel') as PatienceFunnel;
      (el as unknown as Record<string, unknown>)['freeDraw'] = value;
      el.setAttribute('seed', '2');
      document.body.append(el);
      try {
        await settle(el);
        expect(el.state?.options.freeDraw, String(value)).to.equal(on);
        expect(el.play(SCENARIOS.funnel.tapMove), `${String(value)}: play`).to.equal(true);
        (el as unknown as Record<string, unknown>)['freeDraw'] = value === 0 ? '' : 0;
        expect(el.undo(), `${String(value)}: undo after another falsy value`).to.equal(!on);
      } finally {
        el.remove();
      }
    }
  });

  it('properties set before the element is defined take effect on upgrade (as React 19 and Vue set them)', async () => {
    const early = document.createElement('patience-funnel-late') as PatienceFunnel;
    (early as unknown as Record<string, unknown>)['seed'] = 31;
    (early as unknown as Record<string, unknown>)['deck'] = 52;
    document.body.append(early);
    customElements.define('patience-funnel-late', class extends PatienceFunnel {});
    await settle(early);
    expect([early.state!.seed, early.state!.options.deck]).to.deep.equal([31, 52]);
    early.remove();
  });
});

describe('setting several attributes at once', () => {
  it('seed then deck deals the new seed once (deck already as in play)', async () => {
    const el = await gameFixture('well', { seed: '1' });
    const deals = record('patience-new-game');
    el.seed = 5;
    el.deck = 36;
    await settle(el);
    await wait(0);
    expect(el.state!.seed).to.equal(5);
    expect(deals.map((e) => e.detail.seed)).to.deep.equal([5]);
  });

  it('a watch waits while the element is off the page, and goes on to the end when it is back', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    const line = firstLegalMoves(games.funnel.deal(2), 6);
    let ended: boolean | undefined;
    const watching = el.watch(line, { speed: 30 }).then((completed) => (ended = completed));
    await wait(60);
    const parent = el.parentElement!;
    el.remove();
    await wait(0);
    const played = el.moves.length;
    expect(played).to.be.below(line.length);
    await wait(200);
    expect([el.moves.length, ended], 'off the page: nothing played, not stopped').to.deep.equal([played, undefined]);
    parent.append(el);
    expect(await watching).to.equal(true);
    expect(el.moves).to.deep.equal(line);
  });

  it('watch() of something that is not a list of moves throws a TypeError that says so, and changes nothing', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    el.play(SCENARIOS.funnel.tapMove);
    for (const [bad, got] of [['draw', 'string'], [null, 'null'], [undefined, 'undefined'], [{ length: 1 }, 'object'], [[1], 'an array holding something else']] as const) {
      expect(() => el.watch(bad as never), String(bad)).to.throw(TypeError, new RegExp(`^watch: moves must be an array of move strings, .*; got ${got}$`));
    }
    expect(el.moves).to.deep.equal([SCENARIOS.funnel.tapMove]);
  });

  it('a watch goes on when the element is only moved in the page', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    const line = firstLegalMoves(games.funnel.deal(2), 3);
    const watching = el.watch(line, { speed: 20 });
    const other = document.createElement('div');
    el.parentElement!.append(other);
    other.append(el);
    expect(await watching).to.equal(true);
    expect(el.moves).to.deep.equal(line);
    other.remove();
  });
});

describe('attributes that show the game in play', () => {
  it('persist = false is off and removes the attribute; true is one key per game', async () => {
    const el = await gameFixture('funnel', { seed: '2', persist: 'k' });
    const saved = localStorage.getItem('k');
    el.persist = false;
    await settle(el);
    expect(el.hasAttribute('persist')).to.equal(false);
    el.play(SCENARIOS.funnel.tapMove);
    expect([localStorage.getItem('false'), localStorage.getItem('k')]).to.deep.equal([null, saved]);
    el.persist = true;
    await settle(el);
    expect(el.getAttribute('persist')).to.equal('');
    el.undo();
    expect(localStorage.getItem('patience-elements/funnel')).to.not.equal(null);
  });

  it('a restored game\'s deck and free-draw show on the attributes, and restart deals that game again', async () => {
    const el = await gameFixture('funnel', { seed: '4', deck: '36' });
    const saved = games.funnel.apply(games.funnel.deal(2, { deck: 52, freeDraw: true }), 'draw');
    el.restore(serialize(saved));
    await settle(el);
    expect([el.getAttribute('deck'), el.freeDraw, el.hasAttribute('free-draw')]).to.deep.equal(['52', true, true]);
    const deals = record('patience-new-game');
    el.restart();
    await settle(el);
    expect(el.state!.options).to.deep.equal({ deck: 52, freeDraw: true });
    expect(el.state!.seed).to.equal(2);
    expect(deals).to.have.length(1, 'one deal, not a second one for the attributes');
  });

  it('a bad deck set during a game is put back to the deck in play, as a bad seed is', async () => {
    const el = await gameFixture('funnel', { seed: '2', deck: '52' });
    const warn = stubWarn();
    try {
      el.setAttribute('deck', '40');
      await settle(el);
    } finally {
      warn.restore();
    }
    expect(warn.calls).to.have.length(1);
    expect(el.getAttribute('deck')).to.equal('52');
    expect(el.state!.options.deck).to.equal(52);
  });
});

describe('el.focus() from the host page', () => {
  it('puts focus where the keys act: the piles\' stop, the veil\'s Resume while paused', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    el.focus();
    expect(root(el).activeElement?.localName).to.equal('patience-pile');
    await sendKeys({ press: '?' });
    await settle(el);
    expect(liveText(el), 'its keys are heard').to.contain('Pile B');
    el.pause();
    await settle(el);
    el.focus();
    expect(root(el).activeElement === root(el).querySelector('.veil button')).to.equal(true);
    el.resume();
  });
});
