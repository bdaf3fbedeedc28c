/** Saved games and statistics (src/ui/session/saves/saved-games.ts) against fake hosts and storages, in Node. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { games, movesOf, readSavedGame, serialize, type Rules } from '../../../src/core/index.js';
import { SavedGames, STORAGE_CALL_MS, type GameStorage } from '../../../src/ui/session/saves/saved-games.js';

/** A legal first move of the Funnel's deal 2. */
const SCENARIO_MOVE = games.funnel.legalMoves(games.funnel.deal(2))[0]!;

function setUp(persist: string | null, storage: GameStorage, rules: Rules = games.funnel) {
  const warnings: string[] = [];
  const saves = new SavedGames({ persist }, (message) => warnings.push(message), () => rules);
  saves.storage = storage;
  return { saves, warnings };
}

const memory = () => {
  const map = new Map<string, string>();
  const storage: GameStorage = { get: (k) => map.get(k) ?? null, set: (k, v) => void map.set(k, v), remove: (k) => void map.delete(k) };
  return { map, storage };
};

describe('SavedGames', () => {
  it('without persist it reads and writes nothing', async () => {
    const { map, storage } = memory();
    const { saves } = setUp(null, storage);
    saves.save(games.funnel.deal(2), 0, false);
    assert.equal(saves.load(games.funnel), null);
    assert.equal(map.size, 0);
  });

  it('saves under the given key or one per game, reads it back, and removes a won game', async () => {
    const { map, storage } = memory();
    const { saves } = setUp('', storage);
    const state = games.funnel.apply(games.funnel.deal(2), 'T0>W');
    saves.save(state, 4200, false);
    await Promise.resolve();
    assert.deepEqual([...map.keys()], ['patience-elements/funnel']);
    const loaded = saves.load(games.funnel) as { state: typeof state; elapsedMs: number };
    assert.deepEqual(loaded.state.piles, state.piles);
    assert.equal(loaded.elapsedMs, 4200);
    saves.save(state, 4200, true);
    await Promise.resolve();
    assert.equal(map.size, 0);
  });

  it('drops a foreign or corrupt save with one warning each', () => {
    const { map, storage } = memory();
    const { saves, warnings } = setUp('k', storage);
    map.set('k', serialize(games.well.deal(1)));
    assert.equal(saves.load(games.funnel), null);
    map.set('k', '{"format":');
    assert.equal(saves.load(games.funnel), null);
    assert.equal(warnings.length, 2);
    assert.match(warnings[0]!, /a saved game of "well", not of funnel/);
  });

  it('a failing storage, sync or async, warns once and never throws', async () => {
    const failing: GameStorage = { get: () => { throw new Error('no storage'); }, set: async () => { throw new Error('full'); }, remove: () => undefined };
    const { saves, warnings } = setUp('', failing);
    assert.equal(saves.load(games.funnel), null);
    saves.save(games.funnel.deal(2), 0, false);
    saves.record('funnel', 36, 'started');
    await new Promise((resolve) => setTimeout(resolve, 0));
    assert.equal(warnings.length, 1);
  });

  it('counts played, won, streak, best time and fewest moves per deck, and stores them', async () => {
    const { map, storage } = memory();
    const { saves } = setUp('', storage);
    saves.record('funnel', 36, 'started');
    saves.record('funnel', 36, { won: { ms: 90_000, moves: 40 } });
    saves.record('funnel', 36, 'started');
    saves.record('funnel', 36, { won: { ms: 70_000.3, moves: 45 } }); // the clock's fractions are not kept
    saves.record('funnel', 52, 'started');
    saves.record('funnel', 52, 'lost');
    assert.deepEqual(saves.statsOf()[36], { played: 2, won: 2, streak: 2, bestTimeMs: 70_000, fewestMoves: 40 });
    assert.deepEqual(saves.statsOf()[52], { played: 1, won: 0, streak: 0, bestTimeMs: null, fewestMoves: null });
    saves.record('funnel', 36, 'abandoned');
    assert.equal(saves.statsOf()[36]!.streak, 0);
    await Promise.resolve();
    const again = setUp('', storage).saves;
    await again.loadStats('funnel');
    assert.deepEqual(again.statsOf(), saves.statsOf());
    assert.ok(map.has('patience-elements/stats/funnel'));
  });

  it('keeps a daily streak: one more a day after the last daily win, the same that day, 1 after a gap; older records still read', async () => {
    const { map, storage } = memory();
    map.set('patience-elements/stats/well', JSON.stringify({ 36: { played: 3, won: 1, streak: 1, bestTimeMs: 5000, fewestMoves: 50 } }));
    const { saves } = setUp('', storage);
    await saves.loadStats('well');
    assert.equal(saves.statsOf()[36]!.played, 3);
    const win = (daily?: string) => saves.record('well', 36, { won: { ms: 1000, moves: 60 }, daily });
    const daily = () => { const { dailyStreak, lastDaily } = saves.statsOf()[36]!; return [dailyStreak, lastDaily]; };
    win('2026-12-31');
    assert.deepEqual(daily(), [1, '2026-12-31']);
    win('2027-01-01');
    win('2027-01-01');
    assert.deepEqual(daily(), [2, '2027-01-01']);
    win();
    assert.deepEqual(daily(), [2, '2027-01-01']);
    win('2027-01-03');
    assert.deepEqual(daily(), [1, '2027-01-03']);
    await Promise.resolve();
    const again = setUp('', storage).saves;
    await again.loadStats('well');
    assert.deepEqual(again.statsOf(), saves.statsOf());
  });

  it('an async storage gets a key\'s writes in order, however long each takes, so a won game stays removed', async () => {
    const map = new Map<string, string>();
    const delays = [40, 5, 25, 0];
    const later = (act: () => void) => new Promise<void>((resolve) => setTimeout(() => (act(), resolve()), delays.shift() ?? 0));
    const slow: GameStorage = { get: () => null, set: (k, v) => later(() => map.set(k, v)), remove: (k) => later(() => map.delete(k)) };
    const { saves } = setUp('k', slow);
    let state = games.funnel.deal(2);
    const line = games.funnel.legalMoves(state).slice(0, 1);
    saves.save(state, 0, false);
    state = games.funnel.apply(state, line[0]!);
    saves.save(state, 10, false);
    await new Promise((resolve) => setTimeout(resolve, 80));
    assert.equal(movesOf(readSavedGame(map.get('k')!).state).length, 1, 'the newer save is the one kept');
    saves.save(state, 20, false);
    saves.save(state, 30, true);
    await new Promise((resolve) => setTimeout(resolve, 80));
    assert.equal(map.has('k'), false, 'the removal of the won game came last');
  });

  it('two tables of one game add to the statistics the other stored, not over them', async () => {
    const { map, storage } = memory();
    const first = setUp('a', storage).saves;
    const second = setUp('b', storage).saves;
    await Promise.all([first.loadStats('funnel'), second.loadStats('funnel')]);
    first.record('funnel', 36, 'started');
    first.record('funnel', 36, { won: { ms: 1000, moves: 20 } });
    second.record('funnel', 36, 'started');
    assert.deepEqual(JSON.parse(map.get('patience-elements/stats/funnel')!)[36], { played: 2, won: 1, streak: 1, bestTimeMs: 1000, fewestMoves: 20 });
    assert.deepEqual(second.statsOf()[36], { played: 2, won: 1, streak: 1, bestTimeMs: 1000, fewestMoves: 20 });
  });

  it('two tables on one slow async storage, counting at once, both count', async () => {
    const map = new Map<string, string>();
    const later = <T>(value: () => T) => new Promise<T>((resolve) => setTimeout(() => resolve(value()), 20));
    const cloud: GameStorage = { get: (k) => later(() => map.get(k) ?? null), set: (k, v) => later(() => map.set(k, v)), remove: (k) => later(() => map.delete(k)) };
    const [first, second] = [setUp('a', cloud).saves, setUp('b', cloud).saves];
    first.record('funnel', 36, 'started');
    second.record('funnel', 36, 'started');
    await new Promise((resolve) => setTimeout(resolve, 150));
    assert.equal(JSON.parse(map.get('patience-elements/stats/funnel')!)[36].played, 2);
  });

  it('one table on a slow async storage: what it counts while a write is under way is written next, not lost', async () => {
    const map = new Map<string, string>();
    const later = <T>(value: () => T) => new Promise<T>((resolve) => setTimeout(() => resolve(value()), 40));
    const cloud: GameStorage = { get: (k) => later(() => map.get(k) ?? null), set: (k, v) => later(() => map.set(k, v)), remove: (k) => later(() => map.delete(k)) };
    const { saves } = setUp('a', cloud);
    saves.record('funnel', 36, 'started');
    // The first write has read the stored counts and is setting them.
    await new Promise((resolve) => setTimeout(resolve, 60));
    saves.record('funnel', 36, 'abandoned');
    saves.record('funnel', 36, 'started');
    saves.record('funnel', 36, { won: { ms: 5000, moves: 30 } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    const stored = JSON.parse(map.get('patience-elements/stats/funnel')!)[36];
    assert.deepEqual([stored.played, stored.won, stored.streak], [2, 1, 1]);
    assert.deepEqual(saves.statsOf()[36], stored);
  });

  it('a storage answering with thenables (or another realm\'s promises) is waited for like one with promises', async () => {
    const map = new Map<string, string>();
    const later = <T>(value: () => T): PromiseLike<T> => ({ then: (resolve: (value: T) => void) => void setTimeout(() => resolve(value()), 5) }) as unknown as PromiseLike<T>;
    const thenables = { get: (k: string) => later(() => map.get(k) ?? null), set: (k: string, v: string) => later(() => map.set(k, v)), remove: (k: string) => later(() => map.delete(k)) };
    const storage = thenables as unknown as GameStorage;
    const [first, second] = [setUp('a', storage).saves, setUp('b', storage).saves];
    for (let i = 0; i < 3; i++) {
      first.record('funnel', 36, 'started');
      second.record('funnel', 36, 'started');
    }
    const state = games.funnel.apply(games.funnel.deal(2), SCENARIO_MOVE);
    first.save(state, 0, false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(JSON.parse(map.get('patience-elements/stats/funnel')!)[36].played, 6);
    const loaded = await setUp('a', storage).saves.load(games.funnel);
    assert.deepEqual(loaded?.state.piles, state.piles);
  });

  it('a read waits for the writes still under way on its key, so it never gets an older game', async () => {
    const map = new Map<string, string>([['k', serialize(games.funnel.deal(2))]]);
    const slow: GameStorage = { get: async (k) => map.get(k) ?? null, set: (k, v) => new Promise<void>((resolve) => setTimeout(() => (map.set(k, v), resolve()), 30)), remove: async (k) => void map.delete(k) };
    const { saves } = setUp('k', slow);
    // The game it goes on with was read from the key: else the save there is one it has not seen, and not written over.
    saves.take((await saves.load(games.funnel))!);
    const state = games.funnel.apply(games.funnel.deal(2), SCENARIO_MOVE);
    saves.save(state, 0, false);
    const loaded = await setUp('k', slow).saves.load(games.funnel);
    assert.equal(loaded && movesOf(loaded.state).length, 1);
  });

  it('a statistics write that fails keeps its counts for the next one', async () => {
    const map = new Map<string, string>([['patience-elements/stats/funnel', JSON.stringify({ 36: { played: 5, won: 0, streak: 0, bestTimeMs: null, fewestMoves: null } })]]);
    let failures = 1;
    const flaky: GameStorage = { get: (k) => map.get(k) ?? null, set: (k, v) => (failures-- > 0 ? Promise.reject(new Error('offline')) : void map.set(k, v)), remove: () => undefined };
    const { saves, warnings } = setUp('k', flaky);
    saves.record('funnel', 36, 'started');
    await new Promise((resolve) => setTimeout(resolve, 0));
    saves.record('funnel', 36, 'started');
    assert.equal(JSON.parse(map.get('patience-elements/stats/funnel')!)[36].played, 7);
    assert.equal(warnings.length, 1);
  });

  it('a call that never answers fails after STORAGE_CALL_MS, with one warning, and the next write goes', async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const map = new Map<string, string>();
    let hang = true;
    const stuck: GameStorage = { get: () => null, set: (k, v) => (hang ? ((hang = false), new Promise(() => undefined)) : void map.set(k, v)), remove: () => undefined };
    const { saves, warnings } = setUp('k', stuck);
    const state = games.funnel.apply(games.funnel.deal(2), SCENARIO_MOVE);
    saves.save(games.funnel.deal(2), 0, false);
    saves.save(state, 0, false);
    t.mock.timers.tick(STORAGE_CALL_MS);
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(movesOf(readSavedGame(map.get('k')!).state).length, 1);
    assert.equal(warnings.length, 1);
    assert.match(warnings[0]!, /no answer in 10 s/);
  });

  it('a call given up on that lands after all is written over again by the newest save and statistics', async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const map = new Map<string, string>();
    const landings: (() => void)[] = [];
    // The first set of each key hangs past the time-out, then lands (stale) when told to.
    const slowFirst: GameStorage = {
      get: (k) => map.get(k) ?? null,
      set: (k, v) => (landings.length < 2 && !map.has(`seen:${k}`) ? (map.set(`seen:${k}`, ''), new Promise<void>((resolve) => landings.push(() => (map.set(k, v), resolve())))) : void map.set(k, v)),
      remove: (k) => void map.delete(k),
    };
    const { saves } = setUp('k', slowFirst);
    const one = games.funnel.apply(games.funnel.deal(2), SCENARIO_MOVE);
    saves.save(games.funnel.deal(2), 0, false);
    saves.record('funnel', 36, 'started');
    saves.save(one, 0, false);
    saves.record('funnel', 36, { won: { ms: 1000, moves: 9 } });
    t.mock.timers.tick(STORAGE_CALL_MS);
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(movesOf(readSavedGame(map.get('k')!).state).length, 1);
    for (const land of landings) land();
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(movesOf(readSavedGame(map.get('k')!).state).length, 1, 'the newest save, not the one that landed late');
    assert.deepEqual(JSON.parse(map.get('patience-elements/stats/funnel')!)[36], { played: 1, won: 1, streak: 1, bestTimeMs: 1000, fewestMoves: 9 });
  });

  it('statistics given up on that land after all, with nothing newer, stay stored and are not counted again', async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const map = new Map<string, string>([['patience-elements/stats/funnel', JSON.stringify({ 36: { played: 10, won: 0, streak: 0, bestTimeMs: null, fewestMoves: null } })]]);
    let land: (() => void) | undefined;
    const slowOnce: GameStorage = {
      get: (k) => map.get(k) ?? null,
      set: (k, v) => (land ? void map.set(k, v) : new Promise<void>((resolve) => (land = () => (map.set(k, v), resolve())))),
      remove: (k) => void map.delete(k),
    };
    const { saves } = setUp('k', slowOnce);
    const played = () => JSON.parse(map.get('patience-elements/stats/funnel')!)[36].played;
    saves.record('funnel', 36, 'started');
    t.mock.timers.tick(STORAGE_CALL_MS);
    await new Promise((resolve) => setImmediate(resolve));
    land!();
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(played(), 11, 'the late write\'s count stays');
    assert.equal(saves.statsOf()[36]!.played, 11);
    saves.record('funnel', 36, 'started');
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(played(), 12, 'and is not added a second time');
  });

  it('a newer save of a table takes its waiting one\'s place, so a read queued after that still sees it', async () => {
    const map = new Map<string, string>();
    let release: (() => void) | undefined;
    const slow: GameStorage = {
      get: async (k) => map.get(k) ?? null,
      set: (k, v) => (release ? void map.set(k, v) : new Promise<void>((resolve) => (release = () => (map.set(k, v), resolve())))),
      remove: async (k) => void map.delete(k),
    };
    const { saves } = setUp('k', slow);
    let state = games.funnel.deal(2);
    const next = () => (state = games.funnel.apply(state, games.funnel.legalMoves(state)[0]!));
    saves.save(next(), 0, false); // under way
    saves.save(next(), 0, false); // waiting
    const read = setUp('k', slow).saves.load(games.funnel);
    saves.save(next(), 0, false); // takes the waiting one's place, before the read
    await new Promise((resolve) => setTimeout(resolve, 0)); // the first write looks at the key (its revision) before it sets
    release!();
    const loaded = await read;
    assert.equal(loaded && movesOf(loaded.state).length, 3);
  });

  it('tampered statistics are dropped with a warning', async () => {
    const { map, storage } = memory();
    map.set('patience-elements/stats/funnel', JSON.stringify({ 36: { played: 'lots' } }));
    const { saves, warnings } = setUp('', storage);
    await saves.loadStats('funnel');
    assert.deepEqual(saves.statsOf(), {});
    assert.equal(warnings.length, 1);
  });
});
