/** Saved games under `persist`, and storages that are slow to answer. */
import { expect } from '@open-wc/testing';
import { games, movesOf, readSavedGame, SavedGameError, serialize } from '../../../src/core/index.js';
import { PatienceFunnel } from '../../../src/index.js';
import type { PatienceNewGameEvent } from '../../../src/ui/table/events.js';
import { STORAGE_WAIT_MS } from '../../../src/ui/session/saves/game-persistence.js';
import type { GameStorage } from '../../../src/ui/session/saves/saved-games.js';
import { firstLegalMoves, funnelOn, gameFixture, record, SCENARIOS, settle, stubWarn, type PatienceTable } from '../helpers.js';
import { cleanUp, randomLine, wait } from './host-helpers.js';

afterEach(cleanUp);

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

describe('a winnable search and a slow storage', () => {
  it('a saved game read after the wait replaces the winnable deal made meanwhile, and stays saved', async () => {
    const saved = serialize(games.funnel.apply(games.funnel.deal(7), games.funnel.legalMoves(games.funnel.deal(7))[0]!));
    const store = new Map<string, string>([['late', saved]]);
    const storage: GameStorage = {
      get: (key) => (key === 'late' ? wait(STORAGE_WAIT_MS + 300).then(() => store.get(key) ?? null) : null),
      set: (key, value) => void store.set(key, value),
      remove: (key) => void store.delete(key),
    };
    const warn = stubWarn();
    const el = funnelOn(storage, { persist: 'late', winnable: '', seed: '2' });
    try {
      await wait(STORAGE_WAIT_MS + 700);
      expect([el.state?.seed, el.moves.length]).to.deep.equal([7, 1]);
      expect(movesOf(readSavedGame(store.get('late')!).state)).to.have.length(1);
    } finally {
      warn.restore();
      el.remove();
    }
  }).timeout(STORAGE_WAIT_MS + 3000);
});

describe('a slow host storage', () => {
  it('one that does not answer: after a wait, one warning and a deal; its late saved game replaces that deal while untouched', async () => {
    let answer!: (text: string | null) => void;
    const written: string[] = [];
    const storage: GameStorage = {
      get: (key) => (key === 'slow' ? new Promise((resolve) => (answer = resolve)) : null),
      set: (key) => void written.push(key),
      remove: (key) => void written.push(key),
    };
    const warn = stubWarn();
    const el = funnelOn(storage, { persist: 'slow', seed: '2' });
    const twin = funnelOn({ ...storage, get: (key) => (key === 'slow' ? new Promise(() => undefined) : null) }, { persist: 'slow', seed: '2' });
    try {
      // Taken off the page while it waits: it neither warns nor deals off the page.
      twin.remove();
      await wait(STORAGE_WAIT_MS + 100);
      expect(el.state?.seed).to.equal(2);
      expect(twin.state).to.equal(undefined);
      expect(warn.calls).to.have.length(1);
      expect(String(warn.calls[0]![0])).to.contain('has not answered');
      expect(written.filter((key) => key === 'slow'), 'the fresh deal is not saved over the game still being read').to.deep.equal([]);
      answer(serialize(games.funnel.apply(games.funnel.deal(7), games.funnel.legalMoves(games.funnel.deal(7))[0]!)));
      await wait(0);
      expect([el.state!.seed, el.moves.length]).to.deep.equal([7, 1]);
    } finally {
      warn.restore();
      el.remove();
    }
  }).timeout(STORAGE_WAIT_MS + 3000);

  for (const way of ['throws', 'rejects'] as const) {
    it(`one whose first read ${way}: one warning, a deal in memory, and the saved game it could not read is never written over`, async () => {
      const written: string[] = [];
      const failure = new DOMException('denied', 'SecurityError');
      const storage: GameStorage = {
        get: (key) => {
          if (key !== 'mine') return null;
          if (way === 'throws') throw failure;
          return Promise.reject(failure);
        },
        set: (key) => void written.push(key),
        remove: (key) => void written.push(key),
      };
      const warn = stubWarn();
      const el = funnelOn(storage, { persist: 'mine', seed: '2' });
      try {
        await settle(el);
        await wait(20);
        el.play(SCENARIOS.funnel.tapMove);
        await wait(20);
        expect(el.moves).to.deep.equal([SCENARIOS.funnel.tapMove]);
        expect(written.filter((key) => key === 'mine')).to.deep.equal([]);
        expect(warn.calls.map((call) => String(call[0]))).to.have.length(1);
        expect(String(warn.calls[0]![0])).to.contain('the game goes on in memory');
      } finally {
        warn.restore();
        el.remove();
      }
    });
  }

  it('restore() while the saved game is still being read: the restored game is saved, and the late answer does not replace it', async () => {
    let answer!: (text: string | null) => void;
    const saved = new Map<string, string>();
    const storage: GameStorage = {
      get: (key) => (key === 'slow' ? new Promise((resolve) => (answer = resolve)) : null),
      set: (key, value) => void saved.set(key, value),
      remove: (key) => void saved.delete(key),
    };
    const el = funnelOn(storage, { persist: 'slow' });
    try {
      await wait(20);
      el.restore(serialize(games.funnel.deal(9)));
      await wait(20);
      expect(JSON.parse(saved.get('slow') ?? '{}').seed, 'the restored game saved').to.equal(9);
      answer(serialize(games.funnel.deal(7)));
      await wait(20);
      expect(el.state!.seed).to.equal(9);
    } finally {
      el.remove();
    }
  });

  it('watch() right after creation plays the seed asked for while the saved game is still being read', async () => {
    const storage: GameStorage = { get: () => wait(50).then(() => null), set: () => undefined, remove: () => undefined };
    const el = funnelOn(storage, { persist: 'later' });
    el.seed = 2;
    const line = firstLegalMoves(games.funnel.deal(2), 3);
    try {
      expect(await el.watch(line, { speed: 100 })).to.equal(true);
      expect(el.moves).to.deep.equal(line);
    } finally {
      el.remove();
    }
  });
});
