/** Saved games are never lost in the element: a hostile storage, a first read that comes after a move, the page's overscroll. */
import { expect } from '@open-wc/testing';
import { games, movesOf, readSavedGame, serialize, type State } from '../../src/core/index.js';
import { STORAGE_WAIT_MS } from '../../src/ui/session/saves/game-persistence.js';
import type { GameStorage } from '../../src/ui/session/saves/saved-games.js';
import { funnelOn, root, settle, stubWarn } from './helpers.js';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A storage holding `saved` under `key` whose first read of it answers `ms` late; the map is what it holds. */
function slowFirstRead(key: string, saved: string, ms: number): { map: Map<string, string>; storage: GameStorage } {
  const map = new Map([[key, saved]]);
  let first = true;
  const storage: GameStorage = {
    get: (asked) => {
      if (asked !== key || !first) return map.get(asked) ?? null;
      first = false;
      return new Promise((resolve) => setTimeout(() => resolve(map.get(asked) ?? null), ms));
    },
    set: (asked, value) => void map.set(asked, value),
    remove: (asked) => void map.delete(asked),
  };
  return { map, storage };
}

function playedOn(state: State, n: number): State {
  for (let i = 0; i < n; i++) state = games.funnel.apply(state, games.funnel.legalMoves(state)[0]!);
  return state;
}

describe('a hostile host storage', () => {
  for (const [what, answer] of [
    ['a Proxy that throws on every read', () => new Proxy({}, { get() { throw 1; } })],
    ['a thenable whose then getter throws', () => ({ get then() { throw new Error('then'); } })],
  ] as const) {
    it(`whose get answers ${what}: the element deals and plays, with one warning`, async () => {
      const warn = stubWarn();
      const el = funnelOn({ get: answer as never, set: () => new Proxy({}, { get() { throw 1; } }), remove() {} }, { persist: '', seed: '2' });
      try {
        await settle(el);
        expect(el.state?.seed).to.equal(2);
        expect(el.play(games.funnel.legalMoves(el.state!)[0]!)).to.equal(true);
        await wait(20);
        expect(warn.calls.map((call) => String(call[0]))).to.have.length(1);
        expect(String(warn.calls[0]![0])).to.contain('the game goes on in memory');
      } finally {
        warn.restore();
        el.remove();
      }
    });
  }
  it('set to a Proxy that throws when read, it warns once and uses localStorage; the host\'s assignment does not throw', async () => {
    const warn = stubWarn();
    const el = funnelOn(new Proxy({}, { get() { throw 1; } }) as GameStorage, { seed: '2' });
    try {
      await settle(el);
      expect(el.storage).to.equal(null);
      expect(warn.calls.map((call) => String(call[0]))).to.deep.equal(['<patience-funnel>: storage: not an object with get, set and remove functions; using localStorage']);
    } finally {
      warn.restore();
      el.remove();
    }
  });
});

describe('a slow first read', () => {
  it('a saved game that arrives after the player moved is offered, never written over, and continued when chosen', async () => {
    const saved = serialize(playedOn(games.funnel.deal(7), 5));
    const { map, storage } = slowFirstRead('slow', saved, STORAGE_WAIT_MS + 700);
    const warn = stubWarn();
    const el = funnelOn(storage, { persist: 'slow', seed: '2', lang: 'en' });
    try {
      await wait(STORAGE_WAIT_MS + 200);
      expect(el.state?.seed, 'the fallback deal').to.equal(2);
      expect(el.play(games.funnel.legalMoves(el.state!)[0]!)).to.equal(true);
      await wait(900);
      await el.updateComplete;
      expect(map.get('slow'), 'the saved game is kept').to.equal(saved);
      const offer = root(el).querySelector('.save-offer');
      expect(offer?.textContent).to.contain('Your saved game has arrived: continue it?');
      expect(el.moves.length, 'the game in play goes on').to.equal(1);
      el.play(games.funnel.legalMoves(el.state!)[0]!);
      await wait(20);
      expect(map.get('slow'), 'still kept while the player has not chosen').to.equal(saved);
      (offer!.querySelector('button.primary') as HTMLButtonElement).click();
      await el.updateComplete;
      expect([el.state!.seed, el.moves.length]).to.deep.equal([7, 5]);
      expect(root(el).querySelector('.save-offer')).to.equal(null);
      expect(movesOf(readSavedGame(map.get('slow')!).state).length).to.equal(5);
    } finally {
      warn.restore();
      el.remove();
    }
  }).timeout(STORAGE_WAIT_MS + 4000);

  it('kept, the player\'s own game is saved over the one that arrived', async () => {
    const { map, storage } = slowFirstRead('slow2', serialize(playedOn(games.funnel.deal(7), 5)), STORAGE_WAIT_MS + 500);
    const warn = stubWarn();
    const el = funnelOn(storage, { persist: 'slow2', seed: '2' });
    try {
      await wait(STORAGE_WAIT_MS + 200);
      el.play(games.funnel.legalMoves(el.state!)[0]!);
      await wait(700);
      await el.updateComplete;
      (root(el).querySelector('.save-offer button:not(.primary)') as HTMLButtonElement).click();
      await wait(20);
      const kept = readSavedGame(map.get('slow2')!).state;
      expect([kept.seed, movesOf(kept).length]).to.deep.equal([2, 1]);
    } finally {
      warn.restore();
      el.remove();
    }
  }).timeout(STORAGE_WAIT_MS + 4000);
});

describe('a swipe on the table', () => {
  it('does not overscroll sideways into the page (no back-swipe), and still scrolls it up and down', async () => {
    const el = funnelOn({ get: () => null, set() {}, remove() {} }, { seed: '2' });
    await settle(el);
    expect(getComputedStyle(el).overscrollBehaviorX).to.equal('none');
    expect(getComputedStyle(el).overscrollBehaviorY).to.equal('auto');
    el.remove();
  });
});
