/** The game session (src/ui/game-session.ts) in Node: positions, undo/redo, status and events. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { games, movesOf, type Rules, type State } from '../../src/core/index.js';
import { GameSession, type SessionChange } from '../../src/ui/game-session.js';
import { position } from '../core/helpers.js';

/** A host that records the events it hears and the order of changes and update requests. */
function fakeHost() {
  const target = new EventTarget();
  const log: string[] = [];
  const events: Event[] = [];
  for (const type of ['patience-new-game', 'patience-move', 'patience-undo', 'patience-win', 'patience-lose']) {
    target.addEventListener(type, (e) => {
      events.push(e);
      log.push(type);
    });
  }
  const host = Object.assign(target, {
    addController() {},
    removeController() {},
    requestUpdate: () => void log.push('update'),
    updateComplete: Promise.resolve(true),
  });
  return { host, log, events };
}

/** Rules that deal `state` whatever the seed, and count how often legal moves are listed. */
function dealing(state: State): Rules & { listed: number } {
  const rules = games[state.game];
  const counted = {
    ...rules,
    listed: 0,
    deal: () => state,
    legalMoves(s: State) {
      counted.listed++;
      return rules.legalMoves(s);
    },
  };
  return counted;
}

function session(state: State) {
  const { host, log, events } = fakeHost();
  const changes: SessionChange[] = [];
  const s = new GameSession(host, (change) => {
    changes.push(change);
    log.push(`change:${change.kind}`);
  });
  const rules = dealing(state);
  s.deal(rules, 7, {});
  return { s, rules, log, events, changes };
}

// Funnel: 6S goes onto 5H and then 7D onto 6S; the last column card wins.
const twoToWin = () => position('funnel', { S: '2C 3C', W: '5H', T0: '7D', T1: '6S' }, { deck: 52 });

describe('GameSession', () => {
  it('deals, announces the new game, and lists the legal moves once per position', () => {
    const { s, rules, events } = session(twoToWin());
    assert.deepEqual(events.map((e) => e.type), ['patience-new-game']);
    assert.deepEqual(s.position!.legal, ['T1>W']);
    assert.equal(rules.listed, 1);
    assert.equal(s.play('T1>W'), null);
    assert.equal(rules.listed, 2);
    s.undo();
    s.redo();
    assert.equal(rules.listed, 2, 'undo and redo reuse the positions already worked out');
  });

  it('tells its owner of a change before asking the host to render it', () => {
    const { s, log } = session(twoToWin());
    log.length = 0;
    s.play('T1>W');
    assert.deepEqual(log.slice(0, 2), ['change:move', 'update']);
  });

  it('refuses an illegal move with the reason and changes nothing', () => {
    const { s, events, changes } = session(twoToWin());
    const before = s.position;
    const refusal = s.play('T0>W');
    assert.equal(refusal?.code, 'not-neighbour');
    assert.equal(s.position, before);
    assert.equal(changes.length, 1);
    assert.deepEqual(events.map((e) => e.type), ['patience-new-game']);
  });

  it('undo goes back to the very position before; a new move drops the redo', () => {
    const { s, changes } = session(twoToWin());
    const dealt = s.position;
    s.play('T1>W');
    assert.equal(s.canUndo, true);
    assert.equal(s.undo(), true);
    assert.equal(s.position, dealt);
    assert.deepEqual(changes.at(-1)!.move, 'T1>W');
    assert.equal(s.canRedo, true);
    // Back at the deal: 6S still plays, so draw is refused; T1>W again is a new move.
    assert.equal(s.play('draw')?.code, 'column-still-plays');
    assert.equal(s.canRedo, true, 'a refused move keeps the redo');
    assert.equal(s.play('T1>W'), null);
    assert.equal(s.canRedo, false);
    assert.equal(s.redo(), false);
  });

  it('fires patience-win once with the whole move list, and refuses undo after it', () => {
    const { s, events } = session(twoToWin());
    s.play('T1>W');
    s.play('T0>W');
    assert.equal(s.position!.status, 'won');
    const wins = events.filter((e) => e.type === 'patience-win') as (Event & { detail: { moves: string[] } })[];
    assert.equal(wins.length, 1);
    assert.deepEqual(wins[0]!.detail.moves, ['T1>W', 'T0>W']);
    assert.deepEqual(movesOf(s.position!.state), ['T1>W', 'T0>W']);
    assert.equal(s.canUndo, false);
    assert.equal(s.undo(), false);
  });

  it('fires patience-lose once when the status turns to lost, and not again on redo after undo', () => {
    // 6S onto 5H, then nothing fits 6S and the stock is empty: lost.
    const { s, events } = session(position('funnel', { W: '5H', T0: '9D', T1: '6S' }, { deck: 52 }));
    s.play('T1>W');
    assert.equal(s.position!.status, 'lost');
    s.undo();
    s.redo();
    assert.deepEqual(events.map((e) => e.type), ['patience-new-game', 'patience-move', 'patience-lose', 'patience-undo', 'patience-move', 'patience-lose']);
  });

  it('the clock starts with the first move and stops at the end', async () => {
    const { s } = session(twoToWin());
    assert.equal(s.elapsedMs, 0);
    s.play('T1>W');
    assert.notEqual(s.clock.startedAt, null);
    s.play('T0>W');
    const ended = s.clock.endedAt;
    assert.notEqual(ended, null);
    await new Promise((resolve) => setTimeout(resolve, 5));
    assert.equal(s.elapsedMs, ended! - s.clock.startedAt!);
  });
});
