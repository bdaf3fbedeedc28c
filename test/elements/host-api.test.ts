/** What a host page relies on: properties, events in a host's order, pause, saved games, watching, sizing. */
import { expect, fixture, nextFrame } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendMouse, setViewport } from '@web/test-runner-commands';
import { games, readSavedGame, SavedGameError, serialize, solve, type Move } from '../../src/core/index.js';
import { mulberry32 } from '../../src/core/random.js';
import { PatienceFunnel, PatienceWell } from '../../src/index.js';
import type { PatienceNewGameEvent } from '../../src/ui/events.js';
import { MESSAGES } from '../../src/ui/i18n.js';
import type { GameStorage } from '../../src/ui/saved-games.js';
import { centre, firstLegalMoves, gameFixture, pileEl, record, refusalText, root, SCENARIOS, settle, stopRecording, stubWarn, tapPile, topCard, type PatienceTable } from './helpers.js';

afterEach(async () => {
  stopRecording();
  localStorage.clear();
  await resetMouse();
});

/** A legal random line of `moves` moves of a deal, card moves first. */
function randomLine(el: PatienceTable, count: number, seed = 1): Move[] {
  const rules = games[el.state!.game];
  const pick = mulberry32(seed);
  let state = el.state!;
  const line: Move[] = [];
  while (line.length < count) {
    const legal = rules.legalMoves(state);
    if (legal.length === 0) break;
    const move = legal[Math.floor(pick() * legal.length)]!;
    line.push(move);
    state = rules.apply(state, move);
  }
  return line;
}

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

describe('events a host can rely on', () => {
  it('the first patience-new-game is heard by a listener added in the same task as the element', async () => {
    const heard: Event[] = [];
    const el = document.createElement('patience-well') as PatienceWell;
    el.setAttribute('seed', '5');
    document.body.append(el);
    el.addEventListener('patience-new-game', (e) => heard.push(e));
    await settle(el);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).to.have.length(1);
    el.remove();
  });

  it('patience-start fires once, at the first move of a deal', async () => {
    const el = await gameFixture('funnel', { seed: '2' });
    const starts = record('patience-start');
    const [from, to] = SCENARIOS.funnel.drag;
    el.play(`${from}>${to}`);
    el.undo();
    el.play(`${from}>${to}`);
    expect(starts.map((e) => e.detail.move)).to.deep.equal([`${from}>${to}`]);
    el.restart();
    el.play(`${from}>${to}`);
    expect(starts).to.have.length(2);
  });

  it('pause() stops the clock, puts up a veil and ignores input; resume() goes on; both are events', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    const events = [...['patience-pause', 'patience-resume'].map((t) => record(t as 'patience-pause'))];
    el.play(SCENARIOS.funnel.tapMove);
    expect(el.pause()).to.equal(true);
    await settle(el);
    const veil = root(el).querySelector('.veil');
    expect(veil?.textContent).to.contain('Paused');
    // It hides the cards, so the stopped clock is no time to study them.
    expect(getComputedStyle(veil!).backgroundColor).to.match(/^rgb\(/);
    const [table, over] = [root(el).querySelector('.table')!, veil!].map((node) => node.getBoundingClientRect());
    expect([over.left <= table.left, over.top <= table.top, over.right >= table.right, over.bottom >= table.bottom]).to.deep.equal([true, true, true, true]);
    const at = el.elapsedMs;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(el.elapsedMs).to.equal(at);
    expect(root(el).querySelector('.table')!.hasAttribute('inert')).to.equal(true);
    await tapPile(el, 'T1');
    expect(el.moves).to.have.length(1);
    // The host's own calls wait too: the clock must not run under the veil.
    expect(el.play(games.funnel.legalMoves(el.state!)[0]!)).to.equal(false);
    expect(el.undo()).to.equal(false);
    expect(el.moves).to.have.length(1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(el.elapsedMs).to.equal(at);
    veil!.querySelector('button')!.click();
    await settle(el);
    expect(el.paused).to.equal(false);
    expect(events.map((list) => list.map((e) => e.detail.reason))).to.deep.equal([['host'], ['host']]);
  });

  it('pauses while the page is hidden and goes on when it shows again', async () => {
    const el = await gameFixture('funnel', { seed: '2' });
    let hidden = true;
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      expect(el.paused).to.equal(true);
      hidden = false;
      document.dispatchEvent(new Event('visibilitychange'));
      expect(el.paused).to.equal(false);
    } finally {
      delete (document as unknown as Record<string, unknown>)['hidden'];
    }
  });
});

describe('saved games', () => {
  it('restore() puts a 1,000-move game back with its undo history and clock, silently', async () => {
    const el = await gameFixture('well', { seed: '3', deck: '52' });
    const moves = [...randomLine(el, 40, 2)];
    // Back and forth between two cross places until the game is 1,000 moves long.
    const rules = games.well;
    let state = moves.reduce((s, m) => rules.apply(s, m), el.state!);
    while (moves.length < 1000) {
      const step = rules.legalMoves(state).find((m) => /^T\d>T\d$/.test(m) && rules.legalMoves(rules.apply(state, m)).includes(m.split('>').reverse().join('>')));
      if (!step) break;
      const back = step.split('>').reverse().join('>');
      moves.push(step, back);
      state = rules.apply(rules.apply(state, step), back);
    }
    expect(moves.length).to.be.at.least(1000);
    const saved = serialize(state, { elapsedMs: 125_000 });
    const deals = record('patience-new-game');
    const moveEvents = record('patience-move');
    const started = performance.now();
    el.restore(saved);
    const ms = performance.now() - started;
    await settle(el);
    console.log(`restore of ${moves.length} moves: ${ms.toFixed(1)} ms`);
    expect(deals.map((e) => e.detail.restored)).to.deep.equal([true]);
    expect(moveEvents).to.have.length(0);
    expect(el.moves).to.deep.equal(moves);
    expect(Math.round(el.elapsedMs / 1000)).to.equal(125);
    expect(el.undo()).to.equal(true);
    expect(el.moves).to.deep.equal(moves.slice(0, -1));
    expect(readSavedGame(el.saveGame()).state.piles).to.deep.equal(el.state!.piles);
  });

  it('bad input to restore() throws SavedGameError and changes nothing', async () => {
    const el = await gameFixture('well', { seed: '3' });
    const before = el.state;
    for (const bad of ['{', '{"format":"patience-elements/game"}', serialize(games.well.deal(3)).replace('"moves":[]', '"moves":["T0>T0"]')]) {
      expect(() => el.restore(bad)).to.throw(SavedGameError);
    }
    expect(() => el.restore(serialize(games.funnel.deal(1)))).to.throw(SavedGameError, 'not of well');
    expect(el.state).to.equal(before);
  });

  it('persist saves after every move and the next element restores the game', async () => {
    const first = await gameFixture('funnel', { seed: '2', persist: '' });
    first.play(SCENARIOS.funnel.tapMove);
    await settle(first);
    first.remove();
    const second = await gameFixture('funnel', { persist: '' });
    expect(second.moves).to.deep.equal([SCENARIOS.funnel.tapMove]);
    expect(second.seed).to.equal(2);
  });

  it('persist set as a property acts at once, as the attribute does: before and after the element is added, and before it is defined', async () => {
    const saved = serialize(games.funnel.apply(games.funnel.deal(5), games.funnel.legalMoves(games.funnel.deal(5))[0]!));
    const expectRestored = (el: PatienceTable) => expect([el.seed, el.moves.length, el.getAttribute('persist')]).to.deep.equal([5, 1, '']);
    localStorage.setItem('patience-elements/funnel', saved);
    const deals = record('patience-new-game');

    const before = document.createElement('patience-funnel') as PatienceFunnel;
    before.persist = true;
    document.body.append(before);
    await settle(before);
    expectRestored(before);
    before.remove();

    const dealt = await gameFixture('funnel', { seed: '2' });
    dealt.persist = true;
    await settle(dealt);
    expectRestored(dealt);
    dealt.remove();

    const early = document.createElement('patience-funnel-persisting') as PatienceFunnel;
    (early as unknown as Record<string, unknown>)['persist'] = true;
    document.body.append(early);
    customElements.define('patience-funnel-persisting', class extends PatienceFunnel {});
    await settle(early);
    await new Promise((resolve) => setTimeout(resolve));
    expectRestored(early);
    expect(deals.filter((e) => e.target === early).map((e) => e.detail.restored), 'one deal said: the saved game').to.deep.equal([true]);
    early.remove();

    const off = await gameFixture('funnel', { seed: '2', persist: '' });
    expectRestored(off);
    const kept = localStorage.getItem('patience-elements/funnel');
    off.persist = false;
    await settle(off);
    expect(off.play(games.funnel.legalMoves(off.state!)[0]!)).to.equal(true);
    expect([off.hasAttribute('persist'), localStorage.getItem('patience-elements/funnel')]).to.deep.equal([false, kept]);
    off.persist = true;
    await settle(off);
    expect(off.moves.length, 'a game under way stays').to.equal(2);
  });

  it('storage and persist set on a connected element before its first move restore the saved game (the README\'s order)', async () => {
    const saved = new Map<string, string>();
    const first = await gameFixture('indian', { seed: '5', lang: 'en' });
    first.storage = { get: async (key) => saved.get(key) ?? null, set: async (key, value) => void saved.set(key, value), remove: async (key) => void saved.delete(key) };
    first.setAttribute('persist', 'player-17');
    const line = randomLine(first, 3, 2);
    for (const move of line) first.play(move);
    await settle(first);
    await new Promise((resolve) => setTimeout(resolve));
    expect(saved.has('player-17')).to.equal(true);
    first.remove();

    const second = await gameFixture('indian', { seed: '5', lang: 'en' });
    const restored = record('patience-new-game');
    second.storage = { get: async (key) => saved.get(key) ?? null, set: async (key, value) => void saved.set(key, value), remove: async (key) => void saved.delete(key) };
    second.setAttribute('persist', 'player-17');
    await settle(second);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(second.moves).to.deep.equal(line);
    expect(restored.map((e) => e.detail.restored)).to.deep.equal([true]);
  });

  it('corrupt, foreign or tampered data: one warning and a fresh deal', async () => {
    for (const data of ['not json', serialize(games.well.deal(4)), serialize(games.funnel.deal(2)).replace('"moves":[]', '"moves":["T0>T1"]')]) {
      localStorage.setItem('my-key', data);
      const warn = stubWarn();
      let el: PatienceTable;
      try {
        el = await gameFixture('funnel', { persist: 'my-key' });
      } finally {
        warn.restore();
      }
      expect(warn.calls, data).to.have.length(1);
      expect(el!.moves).to.deep.equal([]);
    }
  });

  it('a storage that fails leaves the game in memory, with one warning', async () => {
    const failing: GameStorage = { get: () => null, set: () => { throw new DOMException('full', 'QuotaExceededError'); }, remove: () => undefined };
    const el = document.createElement('patience-funnel') as PatienceFunnel;
    el.storage = failing;
    el.setAttribute('persist', '');
    el.setAttribute('seed', '2');
    const warn = stubWarn();
    try {
      document.body.append(el);
      await settle(el);
      el.play(SCENARIOS.funnel.tapMove);
      el.undo();
      el.redo();
    } finally {
      warn.restore();
    }
    expect(warn.calls).to.have.length(1);
    expect(el.moves).to.deep.equal([SCENARIOS.funnel.tapMove]);
    el.remove();
  });

  for (const bad of ['bad', 5, { get: () => null }] as const) {
    it(`a storage that is not one (${JSON.stringify(bad)}) warns once and localStorage keeps the game`, async () => {
      localStorage.clear();
      const el = document.createElement('patience-funnel') as PatienceFunnel;
      el.setAttribute('persist', 'kept');
      el.setAttribute('seed', '2');
      const warn = stubWarn();
      try {
        el.storage = bad as unknown as GameStorage;
        document.body.append(el);
        await settle(el);
        expect(el.play(SCENARIOS.funnel.tapMove)).to.equal(true);
        el.undo();
        el.redo();
        expect(warn.calls).to.have.length(1);
        expect(String(warn.calls[0]![0])).to.contain('storage: not an object with get, set and remove functions; using localStorage');
        expect(el.storage).to.equal(null);
        expect(el.moves).to.deep.equal([SCENARIOS.funnel.tapMove]);
        expect(localStorage.getItem('kept'), 'saved where persist keeps games by default').to.be.a('string');
      } finally {
        warn.restore();
        el.remove();
        localStorage.clear();
      }
    });
  }

  it('an async host storage restores the game, and keeps statistics shown at the end', async () => {
    const store = new Map<string, string>();
    const cloud: GameStorage = {
      get: async (key) => store.get(key) ?? null,
      set: async (key, value) => void store.set(key, value),
      remove: async (key) => void store.delete(key),
    };
    store.set('cloud', serialize(games.funnel.apply(games.funnel.deal(2), SCENARIOS.funnel.tapMove), { elapsedMs: 3000 }));
    const el = document.createElement('patience-funnel') as PatienceFunnel;
    el.storage = cloud;
    el.setAttribute('persist', 'cloud');
    el.setAttribute('lang', 'en');
    const deals = record('patience-new-game', el);
    document.body.append(el);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await settle(el);
    expect(deals.map((e) => (e as PatienceNewGameEvent).detail.restored)).to.deep.equal([true]);
    expect(el.moves).to.deep.equal([SCENARIOS.funnel.tapMove]);
    // Play on to the end: statistics count the game and the end message shows them.
    while (games.funnel.legalMoves(el.state!).length > 0) el.play(games.funnel.legalMoves(el.state!)[0]!);
    await settle(el);
    expect(el.stats[36]!.played).to.equal(0, 'a restored game was counted when it started, elsewhere');
    expect(el.stats[36]!.streak).to.equal(0);
    el.newGame(9);
    el.play(games.funnel.legalMoves(el.state!)[0]!);
    expect(el.stats[36]!.played).to.equal(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(JSON.parse(store.get('patience-elements/stats/funnel')!)[36].played).to.equal(1);
    el.remove();
  });
});

describe('watching a recorded game', () => {
  for (const [game, width, lang] of [['funnel', 540, 'en'], ['funnel', 320, 'ru'], ['funnel', 700, 'ru'], ['well', 600, 'en'], ['well-of-truth', 800, 'ru']] as const) {
    it(`${game} at ${width} px (${lang}): the element keeps its height when a watch starts and stops, and says so whole`, async () => {
      const el = await gameFixture(game, { seed: '2', lang }, { width });
      const height = () => Math.round(el.getBoundingClientRect().height);
      const before = height();
      const watching = el.watch(firstLegalMoves(el.state!, 3), { speed: 0.5 });
      await settle(el);
      expect(height(), 'watching').to.equal(before);
      const [words, ...more] = [...root(el).querySelectorAll<HTMLElement>('.playback > span')].filter((span) => span.getClientRects().length > 0);
      expect([more.length, words!.scrollWidth <= words!.clientWidth, words!.textContent], 'one label, whole')
        .to.deep.equal([0, true, width <= 640 ? MESSAGES[lang].watchingShort : MESSAGES[lang].watching]);
      root(el).querySelector<HTMLButtonElement>('.playback button')!.click();
      expect(await watching).to.equal(false);
      await settle(el);
      expect(height(), 'stopped').to.equal(before);
    });
  }

  it('plays the moves back with input off and a stop button; stop() ends it', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    const line = randomLine(el, 6, 3);
    // Slow enough to outlast the deal's cards flying out, which settle() waits for.
    const watching = el.watch(line, { speed: 4 });
    await settle(el);
    expect(root(el).querySelector('.table')!.hasAttribute('inert')).to.equal(true);
    // Its Stop takes the toolbar buttons' place, off the cards.
    expect(root(el).querySelector<HTMLElement>('[part~="toolbar"] .playback button')!.innerText).to.equal('Stop');
    const undo = root(el).querySelector<HTMLElement>('[part~="toolbar"] button[title="Undo"]');
    expect(undo === null || undo.checkVisibility({ visibilityProperty: true }), 'the buttons out of sight').to.equal(false);
    expect(await watching).to.equal(true);
    expect(el.moves).to.deep.equal(line);
    await settle(el);
    expect(root(el).querySelector('.playback')).to.equal(null);
    const stopped = el.watch(line, { speed: 0.5 });
    await settle(el);
    root(el).querySelector<HTMLButtonElement>('.playback button')!.click();
    expect(await stopped).to.equal(false);
    expect(el.moves).to.deep.equal([]);
    expect(() => el.watch(['T0>T0'])).to.throw();
  });

  it('without the toolbar, the Stop of a watched game sits over the table', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en', 'no-toolbar': true });
    const watching = el.watch(randomLine(el, 6, 3), { speed: 0.5 });
    await settle(el);
    root(el).querySelector<HTMLButtonElement>('.watching button')!.click();
    expect(await watching).to.equal(false);
  });

  it('a watched win tells the page nothing of its moves or its win, counts in no statistics and shows none', async () => {
    const seed = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find((s) => solve(games.funnel.deal(s), { maxPositions: 50_000 }).result === 'win')!;
    const found = solve(games.funnel.deal(seed), { maxPositions: 50_000 });
    if (found.result !== 'win') throw new Error('a proven win');
    const el = await gameFixture('funnel', { seed: String(seed), lang: 'en', persist: '' });
    // A game of the player's own first, so there are statistics the end could show.
    expect(el.play(games.funnel.legalMoves(el.state!)[0]!)).to.equal(true);
    const heard = (['patience-start', 'patience-move', 'patience-win', 'patience-lose'] as const).map((type) => record(type));
    expect(await el.watch(found.moves, { speed: 100 })).to.equal(true);
    await settle(el);
    expect(el.status).to.equal('won');
    expect(heard.map((events) => events.length)).to.deep.equal([0, 0, 0, 0]);
    expect([el.stats[36]?.played, el.stats[36]?.won]).to.deep.equal([1, 0]);
    const end = root(el).querySelector<HTMLElement>('.end')!;
    expect(end.querySelector('h2')!.textContent).to.equal('Solved!');
    expect(end.querySelector('.stats')).to.equal(null);
  });

  it('watches the deal a seed and deck set just before ask for (a leaderboard\'s order)', async () => {
    const el = await gameFixture('well', { seed: '2', lang: 'en' });
    const line = randomLine(await gameFixture('well', { seed: '9', deck: '52' }), 5, 4);
    el.seed = 9;
    el.deck = 52;
    const deals = record('patience-new-game');
    expect(await el.watch(line, { speed: 100 })).to.equal(true);
    await settle(el);
    expect(deals.map((e) => [e.detail.seed, e.detail.deck])).to.deep.equal([[9, 52]], 'one deal: the watched one');
    expect([el.state!.seed, el.state!.options.deck]).to.deep.equal([9, 52]);
    expect(el.moves).to.deep.equal(line);
  });

  it('leaves the player\'s saved game and statistics alone, and a watched game played on afterwards stays silent and unsaved', async () => {
    localStorage.setItem('patience-elements/stats/funnel', JSON.stringify({ 36: { played: 5, won: 2, streak: 2, bestTimeMs: 60_000, fewestMoves: 30 } }));
    const el = await gameFixture('funnel', { seed: '2', lang: 'en', persist: 'mine' });
    await settle(el);
    const line = randomLine(el, 6, 3);
    for (const move of randomLine(el, 2, 5)) expect(el.play(move)).to.equal(true);
    const saved = localStorage.getItem('mine');
    expect(readSavedGame(saved!).state.seed).to.equal(2);
    const watching = el.watch(line.slice(0, 1), { speed: 100 });
    expect(await watching).to.equal(true);
    const heard = (['patience-start', 'patience-move', 'patience-undo', 'patience-win', 'patience-lose'] as const).map((type) => record(type));
    expect(el.play(line[1]!)).to.equal(true, 'the position can be played on');
    expect(el.undo()).to.equal(true);
    await settle(el);
    expect(heard.map((events) => events.length)).to.deep.equal([0, 0, 0, 0, 0]);
    expect(localStorage.getItem('mine')).to.equal(saved, 'the player\'s game is still the one saved');
    // The game given way to stays saved, so it was not abandoned: the streak goes on.
    expect([el.stats[36]!.played, el.stats[36]!.streak]).to.deep.equal([6, 2]);
    expect(JSON.parse(localStorage.getItem('patience-elements/stats/funnel')!)[36].streak).to.equal(2);
    // Restart gives the player a game of their own again: heard and saved.
    el.restart();
    await settle(el);
    expect(el.play(line[0]!)).to.equal(true);
    expect(heard[0]!.length).to.equal(1);
    expect(readSavedGame(localStorage.getItem('mine')!).state.piles).to.deep.equal(el.state!.piles);
  });
});

describe('sizing', () => {
  it('in a flex row and in an inline context it takes the width there is instead of collapsing', async () => {
    const row = await fixture<HTMLElement>('<div style="display: flex; width: 700px"><patience-funnel seed="2"></patience-funnel></div>');
    const inFlex = row.firstElementChild as PatienceTable;
    await settle(inFlex);
    expect(inFlex.getBoundingClientRect().width).to.be.above(600);
    const line = await fixture<HTMLElement>('<p style="width: 500px">Play: <patience-funnel seed="2" style="display: inline-block"></patience-funnel></p>');
    const inline = line.querySelector('patience-funnel') as PatienceTable;
    await settle(inline);
    expect(inline.getBoundingClientRect().width).to.be.above(300);
    expect(topCard(inline, 'T0')!.getBoundingClientRect().width).to.be.above(30);
  });

  it('in a wrapper that takes its width from its content it asks for a real table, not its narrowest', async () => {
    await setViewport({ width: 1100, height: 900 });
    // The float last: it stays in the page until the test ends and would narrow what follows it.
    for (const wrapper of ['display: grid; grid-template-columns: auto 1fr', 'display: inline-block', 'float: left']) {
      const page = await fixture<HTMLElement>(`<div style="width: 1000px"><div style="${wrapper}"><patience-funnel seed="2"></patience-funnel></div></div>`);
      const el = page.querySelector('patience-funnel') as PatienceTable;
      await settle(el);
      expect(el.getBoundingClientRect().width, wrapper).to.be.within(600, 1000);
      const buttons = [...root(el).querySelectorAll<HTMLElement>('[part~="toolbar"] button')];
      for (const button of buttons) expect(button.getBoundingClientRect().right, `${wrapper}: a toolbar button inside`).to.be.at.most(el.getBoundingClientRect().right);
    }
  });

  it('in such a wrapper on a phone page with margins it takes the room left, so the page never scrolls sideways', async () => {
    await setViewport({ width: 320, height: 700 });
    try {
      for (const wrapper of ['display: inline-block', 'float: left']) {
        const page = await fixture<HTMLElement>(`<div style="margin: 0 8px"><div style="${wrapper}"><patience-funnel seed="2"></patience-funnel></div></div>`);
        const el = page.querySelector('patience-funnel') as PatienceTable;
        await settle(el);
        expect(el.getBoundingClientRect().width, wrapper).to.equal(page.getBoundingClientRect().width);
        expect(document.documentElement.scrollWidth, wrapper).to.equal(document.documentElement.clientWidth);
        page.remove();
      }
    } finally {
      await setViewport({ width: 1024, height: 1000 });
    }
  });

  it('the page\'s text settings do not reach inside; --patience-font sets the font', async () => {
    const plain = await gameFixture('funnel', { seed: '2' }, { width: 700 });
    const styled = await fixture<HTMLElement>(`<div style="width: 700px; font: 20px/3 Georgia, serif; white-space: pre; letter-spacing: 2px; text-transform: uppercase; text-align: center; word-spacing: 9px"><patience-funnel seed="2"></patience-funnel></div>`);
    const el = styled.firstElementChild as PatienceTable;
    await settle(el);
    expect(el.getBoundingClientRect().height).to.equal(plain.getBoundingClientRect().height);
    const name = root(el).querySelector<HTMLElement>('[part~="toolbar"] .name')!;
    const style = getComputedStyle(name);
    expect([style.textTransform, style.letterSpacing, style.whiteSpace, style.fontSize]).to.deep.equal(['none', 'normal', 'normal', getComputedStyle(root(plain).querySelector('[part~="toolbar"] .name')!).fontSize]);
    el.style.setProperty('--patience-font', '11px/1.2 serif');
    await settle(el);
    expect(getComputedStyle(root(el).querySelector('[part~="toolbar"]')!).fontSize).to.equal('11px');
  });

  it('on a phone the toolbar keeps its height as the moves mount, and no button is narrower than its words', async () => {
    const line = ['T2>T1', 'T6>T0', 'T5>T4', 'T6>T2', 'T3>T2', 'draw', 'W>T0', 'draw', 'T4>F3', 'draw'];
    const overflowing = (el: PatienceTable) => [...root(el).querySelectorAll<HTMLElement>('[part~="toolbar"] button')]
      .filter((button) => button.scrollWidth > button.clientWidth + 1).map((button) => button.textContent!.trim());
    // Phones' widths less a page's margins, and one where Russian labels only just fit.
    for (const [lang, width] of [['en', 374], ['ru', 374], ['en', 304], ['ru', 304], ['ru', 640], ['ru', 670]] as const) {
      const el = await gameFixture('indian', { seed: '7', lang }, { width });
      const start = el.getBoundingClientRect().height;
      for (const move of line) expect(el.play(move), move).to.equal(true);
      await settle(el);
      expect(el.getBoundingClientRect().height, `${lang}, ${width} px, 10 moves`).to.equal(start);
      expect(overflowing(el), `${lang}, ${width} px`).to.deep.equal([]);
      // The clock past the hour, 1:00:00 and on, with the toolbar's next tick.
      el.restore(serialize(el.state!, { elapsedMs: 3_599_400 }));
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await settle(el);
      expect(root(el).querySelector('[part~="toolbar"] .time')!.textContent).to.match(/^1:00:0\d$/);
      expect(el.getBoundingClientRect().height, `${lang}, ${width} px, past the hour`).to.equal(start);
      void el.watch(line.slice(0, 2), { speed: 0.1 });
      await settle(el);
      expect(overflowing(el), `${lang}, ${width} px, watching`).to.deep.equal([]);
      el.remove();
    }
  });

  it('the clock keeps to the toolbar\'s right edge when the game\'s name takes a line of its own', async () => {
    for (const [game, lang, width] of [['indian', 'en', 374], ['well-of-truth', 'ru', 304]] as const) {
      const el = await gameFixture(game, { seed: '3', lang }, { width });
      const toolbar = root(el).querySelector('[part~="toolbar"]')!.getBoundingClientRect();
      const time = root(el).querySelector('[part~="toolbar"] .time')!.getBoundingClientRect();
      expect(toolbar.right - time.right, `${game} ${lang} ${width} px`).to.be.below(14);
    }
  });

  for (const [width, lines] of [[1024, 1], [320, 2]] as const) {
    it(`${width} px: a long notice takes the room the line has, and what is cut shows nowhere`, async () => {
      const el = await gameFixture('funnel', { seed: '2', lang: 'ru', 'show-winnable': true }, { width });
      // The deal has a move to W, so the stock refuses: the Funnel's longest refusal.
      expect(el.play('draw')).to.equal(false);
      await settle(el);
      const toast = root(el).querySelector<HTMLElement>('.toast')!;
      const words = toast.querySelector<HTMLElement>('.words')!;
      expect(words.textContent).to.equal(refusalText(el.state!, 'draw', 'ru'));
      const line = parseFloat(getComputedStyle(words).lineHeight);
      expect(Math.round(words.getBoundingClientRect().height / line), 'lines').to.equal(lines);
      if (width === 1024) expect([words.scrollWidth <= words.clientWidth, words.scrollHeight <= words.clientHeight], 'whole').to.deep.equal([true, true]);
      const inner = toast.getBoundingClientRect().bottom - parseFloat(getComputedStyle(toast).paddingBottom);
      expect(words.getBoundingClientRect().bottom, 'nothing in the padding').to.be.at.most(inner + 0.5);
    });
  }

  it('a notice shows under the table, over no card, and the element keeps its height; on a phone it has two lines of the whole width', async () => {
    for (const [game, seed, lang, width, lines] of [['well-of-truth', 1, 'ru', 320, 2], ['funnel', 2, 'en', 390, 2], ['well', 1, 'en', 1000, 1], ['indian', 1, 'ru', 1000, 1]] as const) {
      const el = await gameFixture(game, { seed: String(seed), lang }, { width });
      const before = el.getBoundingClientRect().height;
      const hint = await el.hint();
      await settle(el);
      const toast = root(el).querySelector<HTMLElement>('.toast')!;
      expect([hint !== null, toast.hidden], `${game}: a hint says its move`).to.deep.equal([true, false]);
      const box = toast.getBoundingClientRect();
      for (const pile of root(el).querySelectorAll<HTMLElement>('patience-pile')) {
        expect(box.top, `${game}: under ${pile.dataset['pile']}`).to.be.at.least(pile.getBoundingClientRect().bottom);
      }
      expect(el.getBoundingClientRect().height, `${game}: no jump`).to.equal(before);
      expect(Math.round(box.height / parseFloat(getComputedStyle(toast).lineHeight)), `${game}: lines`).to.equal(lines);
      if (lines === 2) expect(box.width, `${game}: the line's width`).to.be.above(0.8 * el.getBoundingClientRect().width);
    }
  });

  it('a host may hide the status line, which then takes no room', async () => {
    const shown = await gameFixture('funnel', { seed: '2', lang: 'en' }, { width: 390 });
    const line = root(shown).querySelector<HTMLElement>('.status-line')!.getBoundingClientRect().height;
    expect(line).to.be.above(20);
    const style = document.createElement('style');
    style.textContent = '.no-line::part(status-line) { display: none; }';
    document.head.append(style);
    try {
      const hidden = await gameFixture('funnel', { seed: '2', lang: 'en', class: 'no-line' }, { width: 390 });
      expect(shown.getBoundingClientRect().height - hidden.getBoundingClientRect().height).to.be.closeTo(line, 1);
    } finally {
      style.remove();
    }
  });

  it('a phone held sideways shows the toolbar\'s buttons as icons, on one line with the deal, as a narrow table does', async () => {
    const labelsShown = (el: PatienceTable) => [...root(el).querySelectorAll('[part~="toolbar"] .buttons button .label')].map((label) => getComputedStyle(label).display !== 'none');
    const toolbarHeight = (el: PatienceTable) => root(el).querySelector('[part~="toolbar"]')!.getBoundingClientRect().height;
    try {
      await setViewport({ width: 844, height: 800 });
      const tall = await gameFixture('indian', { seed: '7', lang: 'en' }, { width: 844 });
      await settle(tall);
      expect(labelsShown(tall).length, 'buttons').to.be.above(3);
      expect(labelsShown(tall).every(Boolean), 'labels in a tall window').to.equal(true);
      const tallHeight = toolbarHeight(tall);
      await setViewport({ width: 844, height: 390 });
      const short = await gameFixture('indian', { seed: '7', lang: 'en' }, { width: 844 });
      await settle(short);
      expect(labelsShown(short).some(Boolean), 'labels in a short window').to.equal(false);
      expect(toolbarHeight(short), 'one line').to.be.below(tallHeight * 0.75);
      // An icon's button is named by its title, as on a narrow table.
      expect(root(short).querySelector('[part~="toolbar"] button[data-key="undo"]')!.getAttribute('title')).to.equal(MESSAGES.en.undo);
    } finally {
      await setViewport({ width: 1024, height: 1000 });
    }
  });

  it('hiding the toolbar or the status line after the first render gives their room to the cards in a short window', async () => {
    await setViewport({ width: 768, height: 400 });
    const style = document.createElement('style');
    try {
      const el = await gameFixture('funnel', { seed: '2', lang: 'en' }, { width: 700 });
      await nextFrame();
      const before = topCard(el, 'T0')!.getBoundingClientRect().width;
      expect(el.getBoundingClientRect().height).to.be.at.most(400);
      for (const part of ['status-line', 'toolbar']) {
        const widthBefore = topCard(el, 'T0')!.getBoundingClientRect().width;
        style.textContent += `patience-funnel::part(${part}) { display: none; }`;
        document.head.append(style);
        await nextFrame();
        await settle(el);
        await nextFrame();
        expect(topCard(el, 'T0')!.getBoundingClientRect().width, `${part} hidden`).to.be.above(widthBefore);
        expect(el.getBoundingClientRect().height, `${part} hidden`).to.be.within(380, 400);
      }
      style.remove();
      await nextFrame();
      await settle(el);
      await nextFrame();
      expect(topCard(el, 'T0')!.getBoundingClientRect().width, 'both shown again').to.equal(before);
    } finally {
      style.remove();
      await setViewport({ width: 1024, height: 1000 });
    }
  });

  it('keeps its height through a game: the Funnel\'s columns emptying to a win, the Indian\'s growing', async () => {
    const seed = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find((s) => solve(games.funnel.deal(s), { maxPositions: 50_000 }).result === 'win')!;
    const found = solve(games.funnel.deal(seed), { maxPositions: 50_000 });
    if (found.result !== 'win') throw new Error('a proven win');
    const funnel = await gameFixture('funnel', { seed: String(seed), lang: 'en', 'no-toolbar': true });
    const before = funnel.getBoundingClientRect().height;
    for (const move of found.moves) expect(funnel.play(move)).to.equal(true);
    await settle(funnel);
    expect(funnel.status).to.equal('won');
    expect(funnel.getBoundingClientRect().height).to.equal(before);

    const indian = await gameFixture('indian', { seed: '2', lang: 'en', 'no-toolbar': true });
    const start = indian.getBoundingClientRect().height;
    for (const move of randomLine(indian, 60, 5)) indian.play(move);
    await settle(indian);
    expect(indian.getBoundingClientRect().height).to.equal(start);
  });

  it('the Funnel keeps its height to the pixel at phone widths, from full columns at the deal to empty ones', async () => {
    // Ten wins: without their cascades (about 3 s each; the cascade's own test checks its layout).
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      for (const deck of [36, 52] as const) {
        const seed = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].find((s) => solve(games.funnel.deal(s, { deck }), { maxPositions: 50_000 }).result === 'win')!;
        const found = solve(games.funnel.deal(seed, { deck }), { maxPositions: 50_000 });
        if (found.result !== 'win') throw new Error('a proven win');
        for (const width of [320, 360, 390, 414, 600]) {
          const el = await gameFixture('funnel', { seed: String(seed), deck: String(deck), lang: 'en', 'no-toolbar': true }, { width });
          const start = el.getBoundingClientRect().height;
          for (const move of found.moves) el.play(move);
          await settle(el);
          expect(el.status).to.equal('won');
          expect(el.getBoundingClientRect().height, `${deck} cards at ${width} px`).to.equal(start);
        }
      }
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('fit="contain" in wide, short boxes: the whole table fits both ways', async () => {
    for (const [width, height, lang] of [[900, 300, 'en'], [700, 260, 'ru'], [1000, 420, 'ru']] as const) for (const game of ['funnel', 'well', 'well-of-truth', 'indian'] as const) {
      const box = await fixture<HTMLElement>(`<div style="width: ${width}px; height: ${height}px"><patience-${game} seed="2" lang="${lang}" fit="contain" style="height: 100%"></patience-${game}></div>`);
      const el = box.firstElementChild as PatienceTable;
      await settle(el);
      await nextFrame();
      await settle(el);
      const limit = el.getBoundingClientRect();
      expect(limit.height, game).to.equal(height);
      for (const pile of root(el).querySelectorAll('patience-pile')) {
        const r = pile.getBoundingClientRect();
        expect(r.bottom, `${game} ${(pile as HTMLElement).dataset['pile']}`).to.be.at.most(limit.bottom + 1);
        expect(r.right).to.be.at.most(limit.right + 1);
      }
      expect(root(el).querySelector('.status-line')!.getBoundingClientRect().bottom, `${game} ${lang} in ${width}×${height}: the status line inside`).to.be.at.most(limit.bottom);
    }
  });

  it('hidden and shown again by its host (a tab, an accordion), any number of times, it keeps its first height, within the window', async () => {
    await setViewport({ width: 1300, height: 900 });
    const frames = async (el: PatienceTable) => {
      await settle(el);
      await nextFrame();
      await settle(el);
    };
    const tableHeight = (el: PatienceTable) => parseFloat(root(el).querySelector<HTMLElement>('.table')!.style.getPropertyValue('--patience-table-h'));
    const ways: Record<string, [hide: (box: HTMLElement) => void, show: (box: HTMLElement) => void]> = {
      'display: none': [(box) => { box.style.display = 'none'; }, (box) => { box.style.display = ''; }],
      hidden: [(box) => { box.hidden = true; }, (box) => { box.hidden = false; }],
      'width 0': [(box) => { box.style.width = '0px'; }, (box) => { box.style.width = '700px'; }],
    };
    try {
      for (const game of ['well', 'funnel', 'indian', 'well-of-truth'] as const) for (const [way, [hide, show]] of Object.entries(ways)) {
        const box = await fixture<HTMLElement>(`<div style="width: 700px"><patience-${game} seed="4" lang="en"></patience-${game}></div>`);
        const el = box.firstElementChild as PatienceTable;
        await frames(el);
        const first = [tableHeight(el), el.getBoundingClientRect().height];
        expect(first[1], `${game}: within the window`).to.be.at.most(900);
        for (let time = 1; time <= 4; time++) {
          hide(box);
          await frames(el);
          show(box);
          await frames(el);
          expect([tableHeight(el), el.getBoundingClientRect().height], `${game}, ${way}, shown again ${time}×`).to.deep.equal(first);
        }
        box.remove();
      }
    } finally {
      await setViewport({ width: 1024, height: 1000 });
    }
  });

  it('by default every game fits short windows whole, and the Well of Truth\'s caption leaves no empty band', async () => {
    try {
      for (const [width, height] of [[768, 300], [320, 360], [1440, 900], [390, 500], [600, 560], [1024, 800]] as const) {
        await setViewport({ width, height });
        for (const game of ['funnel', 'well', 'well-of-truth', 'indian'] as const) {
          const page = await fixture<HTMLElement>(`<div style="margin: 0"><patience-${game} seed="2"></patience-${game}></div>`);
          const el = page.firstElementChild as PatienceTable;
          await settle(el);
          await nextFrame();
          await settle(el);
          expect(el.getBoundingClientRect().height, `${game} in ${width}×${height}`).to.be.at.most(height);
          if (game === 'well-of-truth') {
            const table = root(el).querySelector<HTMLElement>('.table')!;
            const below = table.getBoundingClientRect().bottom - root(el).querySelector('.phase')!.getBoundingClientRect().bottom;
            // Whole-pixel rows: a layout a pixel wider may not fit where this one leaves a few pixels.
            expect(below, `${width}×${height}: under the caption, the table's padding only`).to.be.at.most(parseFloat(getComputedStyle(table).paddingBottom) + 3);
          }
          page.remove();
        }
      }
    } finally {
      await setViewport({ width: 1024, height: 1000 });
    }
  });

  it('fit="contain" on an element given no height warns once and takes the height it needs, instead of showing nothing', async () => {
    const warnings = stubWarn();
    try {
      const page = await fixture<HTMLElement>('<div style="width: 900px; height: 300px"><patience-well seed="2" fit="contain"></patience-well></div>');
      const el = page.firstElementChild as PatienceWell;
      await settle(el);
      await nextFrame();
      await settle(el);
      expect(el.getBoundingClientRect().height).to.be.above(300);
      expect(topCard(el, 'T2')!.getBoundingClientRect().height).to.be.above(50);
      expect(warnings.calls.map((args) => String(args[0]))).to.deep.equal(['<patience-well>: fit="contain" needs a height on the element (it has none, so the table takes the height it needs)']);
      // Asked for contain again at run time, with still no height: the same.
      el.fit = 'width';
      await settle(el);
      el.fit = 'contain';
      await settle(el);
      await nextFrame();
      expect(el.getBoundingClientRect().height, 'contain set at run time').to.be.above(300);
      expect(warnings.calls, 'one warning an element').to.have.length(1);
      // Given a height and asked again, it fits the box.
      el.style.height = '100%';
      el.fit = 'width';
      await settle(el);
      el.fit = 'contain';
      await settle(el);
      await nextFrame();
      await settle(el);
      expect(el.getBoundingClientRect().height).to.equal(300);
      for (const pile of root(el).querySelectorAll('patience-pile')) expect(pile.getBoundingClientRect().bottom).to.be.at.most(el.getBoundingClientRect().bottom + 1);
    } finally {
      warnings.restore();
    }
  });
});

describe('a real tap while paused does nothing', () => {
  it('the veil takes the pointer', async () => {
    const el = await gameFixture('funnel', { seed: '2' });
    el.pause();
    await settle(el);
    await sendMouse({ type: 'click', position: centre(pileEl(el, 'T0')) });
    await settle(el);
    expect(el.moves).to.deep.equal([]);
  });
});
