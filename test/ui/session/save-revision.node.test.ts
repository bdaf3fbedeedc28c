/**
 * Saved games that are never lost (src/ui/saved-games.ts, save-revision.ts, storage-guard.ts), in
 * Node: hostile storage answers, revisions between two tables (two tabs) on one storage, no
 * write-back of the save just read, and a fuzz of answers of any shape and timing.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { games, movesOf, readSavedGame, serialize, type State } from '../../../src/core/index.js';
import type { Found } from '../../../src/ui/session/saves/save-revision.js';
import { SavedGames, type GameStorage } from '../../../src/ui/session/saves/saved-games.js';

const KEY = 'k';
const rules = games.funnel;
const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

function table(storage: GameStorage) {
  const warnings: string[] = [];
  const offered: Found[] = [];
  const saves = new SavedGames({ persist: KEY }, (message) => warnings.push(message), () => rules);
  saves.storage = storage;
  saves.onNewer = (found) => offered.push(found);
  return { saves, warnings, offered };
}

function logged(map = new Map<string, string>()) {
  const calls: string[] = [];
  const storage: GameStorage = {
    get: (k) => (calls.push(`get ${k}`), map.get(k) ?? null),
    set: (k, v) => void (calls.push(`set ${k}`), map.set(k, v)),
    remove: (k) => void (calls.push(`remove ${k}`), map.delete(k)),
  };
  return { map, calls, storage };
}

/** `n` legal moves on from `state` (the first legal one each time). */
function playOn(state: State, n: number): State {
  for (let i = 0; i < n; i++) state = rules.apply(state, rules.legalMoves(state)[0]!);
  return state;
}

const throwingProxy = () => new Proxy({}, { get() { throw 1; } });
const thenThrows = () => ({ get then() { throw new Error('then'); } });

describe('hostile storage answers', () => {
  for (const [what, answer] of [
    ['a Proxy that throws on every read', throwingProxy],
    ['a thenable whose then getter throws', thenThrows],
    ['a number', () => 42],
    ['an object', () => ({ toString: () => 'x' })],
    ['a promise of a Proxy', () => Promise.resolve(throwingProxy())],
    ['a promise rejected with a Proxy', () => Promise.reject(throwingProxy())],
  ] as const) {
    it(`a get answering ${what} is one warning and no saved game, and nothing is written over the key`, async () => {
      const unhandled: unknown[] = [];
      const onUnhandled = (reason: unknown) => unhandled.push(reason);
      process.on('unhandledRejection', onUnhandled);
      try {
        const { map, storage } = logged(new Map([[KEY, serialize(playOn(rules.deal(2), 3))]]));
        const { saves, warnings } = table({ ...storage, get: () => answer() as never });
        assert.equal(await saves.load(rules), null);
        saves.save(playOn(rules.deal(2), 1), 0, false);
        await tick();
        assert.equal(warnings.length, 1, warnings.join('\n'));
        assert.match(warnings[0]!, /the game goes on in memory/);
        assert.equal(movesOf(readSavedGame(map.get(KEY)!).state).length, 3, 'the saved game is kept');
        await tick();
        assert.deepEqual(unhandled, []);
      } finally {
        process.off('unhandledRejection', onUnhandled);
      }
    });
  }

  it('set and remove answering objects that throw when read are one warning, never an uncaught error', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const { storage } = logged();
      const { saves, warnings } = table({ ...storage, set: throwingProxy, remove: thenThrows });
      assert.doesNotThrow(() => {
        saves.save(rules.deal(2), 0, false);
        saves.save(playOn(rules.deal(2), 1), 0, false);
        saves.save(playOn(rules.deal(2), 1), 0, true);
        saves.record('funnel', 36, 'started');
      });
      await tick(5);
      assert.equal(warnings.length, 1, warnings.join('\n'));
      assert.deepEqual(unhandled, []);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});

describe('revisions: two tables (two tabs) on one storage', () => {
  it('a table behind another never writes over its newer save: it is told of it instead', async () => {
    const { map, storage } = logged(new Map([[KEY, serialize(playOn(rules.deal(2), 3))]]));
    const a = table(storage);
    const b = table(storage);
    const restoredA = (await a.saves.load(rules))!;
    a.saves.take(restoredA);
    b.saves.take((await b.saves.load(rules))!);
    a.saves.save(playOn(restoredA.state, 4), 0, false); // A reaches 7 moves
    const b4 = playOn(restoredA.state, 1); // B, still on its 3-move copy, plays one
    b.saves.save(b4, 0, false);
    assert.equal(movesOf(readSavedGame(map.get(KEY)!).state).length, 7, 'A\'s work is kept');
    assert.equal(b.offered.length, 1);
    assert.equal(movesOf(b.offered[0]!.state).length, 7);
    assert.equal(b.saves.isSaved(b4), false);
    // Until B's player chooses, B writes nothing there; kept, B's game goes over A's knowingly.
    b.saves.save(playOn(b4, 1), 0, false);
    assert.equal(movesOf(readSavedGame(map.get(KEY)!).state).length, 7);
    b.saves.keepOwn(b.offered[0]!);
    b.saves.save(playOn(b4, 1), 0, false);
    assert.equal(movesOf(readSavedGame(map.get(KEY)!).state).length, 5);
    assert.equal(JSON.parse(map.get(KEY)!).revision, JSON.parse(b.offered[0]!.text).revision + 1);
  });

  it('every save carries a revision one above the last this table knew of', async () => {
    const { map, storage } = logged();
    const { saves } = table(storage);
    assert.equal(await saves.load(rules), null);
    saves.save(rules.deal(2), 0, false);
    assert.equal(JSON.parse(map.get(KEY)!).revision, 0);
    saves.save(playOn(rules.deal(2), 1), 0, false);
    assert.equal(JSON.parse(map.get(KEY)!).revision, 1);
  });

  it('statistics keep adding up across the two tables', async () => {
    const { map, storage } = logged();
    const [a, b] = [table(storage).saves, table(storage).saves];
    a.record('funnel', 36, 'started');
    b.record('funnel', 36, 'started');
    a.record('funnel', 36, 'started');
    await tick();
    assert.equal(JSON.parse(map.get('patience-elements/stats/funnel')!)[36].played, 3);
  });
});

describe('no write-back of the save just read', () => {
  it('an async storage gets one get on load, and no set of the same save when it is put in play', async () => {
    const { calls, storage } = logged(new Map([[KEY, serialize(playOn(rules.deal(2), 3), { elapsedMs: 1234 })]]));
    const slow: GameStorage = { get: async (k) => storage.get(k), set: async (k, v) => storage.set(k, v), remove: async (k) => storage.remove(k) };
    const { saves } = table(slow);
    const found = (await saves.load(rules))!;
    saves.take(found);
    saves.save(found.state, found.elapsedMs, false);
    await tick();
    assert.deepEqual(calls, [`get ${KEY}`]);
  });
});

describe('storage answers of any shape and timing (fuzzed)', () => {
  const hostile = fc.oneof(
    fc.constantFrom<unknown>(null, undefined, 0, '', '{}', '{"format":', true, Symbol('s')),
    fc.string({ maxLength: 20 }),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.constant(serialize(playOn(rules.deal(2), 2), { revision: 3 })),
    fc.constant(serialize(games.well.deal(1))),
    fc.constantFrom('proxy', 'then-throws', 'reject', 'hang', 'throw').map((kind) => kind),
  );
  const timing = fc.constantFrom('sync', 'microtask', 'task');

  /** An answer as the storage gives it: `kind` makes the hostile objects fresh each time. */
  function answer(value: unknown, when: string): unknown {
    // Made when answered: a rejection made earlier would be unhandled until then.
    const made = () => value === 'proxy' ? throwingProxy() : value === 'then-throws' ? thenThrows()
      : value === 'reject' ? Promise.reject(throwingProxy()) : value === 'hang' ? new Promise(() => undefined) : value;
    if (value === 'throw') throw throwingProxy();
    if (when === 'sync') return made();
    if (when === 'microtask') return Promise.resolve().then(made);
    return new Promise((resolve) => setTimeout(() => resolve(made()), 0));
  }

  it('never throws, never leaves an unhandled rejection, warns at most once per kind, and loads only a real save', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      await fc.assert(
        fc.asyncProperty(fc.array(fc.tuple(hostile, timing), { minLength: 3, maxLength: 8 }), async (script) => {
          let call = 0;
          const next = () => {
            const [value, when] = script[call++ % script.length]!;
            return answer(value, when);
          };
          const { saves, warnings } = table({ get: next as never, set: next, remove: next });
          let loaded: unknown;
          assert.doesNotThrow(() => {
            loaded = saves.load(rules);
          });
          const found = (await Promise.race([loaded, tick(5).then(() => null)])) as Found | null;
          if (found) assert.equal(found.state.game, 'funnel');
          assert.doesNotThrow(() => {
            saves.save(playOn(rules.deal(2), 1), 0, false);
            saves.record('funnel', 36, 'started');
            saves.save(playOn(rules.deal(2), 2), 0, true);
          });
          await tick(2);
          // One for the storage failing, one for a save or statistics that cannot be read.
          assert.ok(warnings.length <= 3, warnings.join('\n'));
        }),
        { numRuns: 200 },
      );
      await tick(5);
      assert.deepEqual(unhandled, []);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
