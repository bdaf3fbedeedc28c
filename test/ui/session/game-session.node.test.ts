/** The game session (src/ui/session/game-session.ts) in Node: positions, undo/redo, status and events. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_MAX_MOVES, games, movesOf, readSavedGameOf, serialize, type Move, type Rules, type State } from '../../../src/core/index.js';
import { GameSession, type SessionChange } from '../../../src/ui/session/game-session.js';
import { position } from '../../core/helpers.js';

/** A host that records the events it hears and the order of changes and update requests. */
function fakeHost() {
  const target = new EventTarget();
  const log: string[] = [];
  const events: Event[] = [];
  for (const type of ['patience-new-game', 'patience-start', 'patience-move', 'patience-undo', 'patience-win', 'patience-lose', 'patience-pause', 'patience-resume']) {
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
    isConnected: true,
  });
  return { host, log, events };
}

/** Rules that deal `state` whatever the seed, and count how often legal moves are listed and statuses worked out. */
function dealing(state: State): Rules & { listed: number; statuses: number } {
  const rules = games[state.game];
  const counted = {
    ...rules,
    listed: 0,
    statuses: 0,
    deal: () => state,
    legalMoves(s: State) {
      counted.listed++;
      return rules.legalMoves(s);
    },
    status(s: State) {
      counted.statuses++;
      return rules.status(s);
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

  it('works out the positions one move ahead while idle, so a move spends no status on its way to the frame', async () => {
    const { s, rules, events } = session(twoToWin());
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = rules.statuses;
    assert.equal(before, 2, 'the deal, and its one move ahead');
    assert.equal(s.play('T1>W'), null);
    assert.equal(rules.statuses, before, 'the move took the position worked out ahead');
    assert.equal(s.position!.status, games.funnel.status(games.funnel.apply(twoToWin(), 'T1>W')));
    assert.deepEqual(events.map((e) => e.type), ['patience-new-game', 'patience-start', 'patience-move']);
    // The next move's position was worked out ahead too: the win is told with the move, as ever.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [move] = s.position!.legal;
    assert.equal(s.play(move!), null);
    assert.equal(s.position!.status, 'won');
    assert.deepEqual(events.slice(3).map((e) => e.type), ['patience-move', 'patience-win']);
    assert.equal((events[3] as CustomEvent).detail.status, 'won');
  });

  it('tells its owner of a change before asking the host to render it', () => {
    const { s, log } = session(twoToWin());
    log.length = 0;
    s.play('T1>W');
    assert.deepEqual(log.filter((entry) => entry === 'update' || entry.startsWith('change:')), ['change:move', 'update']);
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
    assert.deepEqual(events.map((e) => e.type), ['patience-new-game', 'patience-start', 'patience-move', 'patience-lose', 'patience-undo', 'patience-move']);
  });

  it('the clock starts with the first move (with patience-start), stops at the end and while paused', async () => {
    const { s, events } = session(twoToWin());
    assert.equal(s.elapsedMs, 0);
    assert.equal(s.running, false);
    s.play('T1>W');
    assert.equal(s.running, true);
    assert.deepEqual(events.map((e) => e.type), ['patience-new-game', 'patience-start', 'patience-move']);
    assert.equal((events[1] as Event & { detail: { move: string } }).detail.move, 'T1>W');
    assert.equal(s.pause('host'), true);
    assert.equal(s.pause('host'), false, 'already paused');
    const atPause = s.elapsedMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(s.elapsedMs, atPause, 'no time passes while paused');
    assert.equal(s.resume(), true);
    assert.equal(s.running, true);
    s.play('T0>W');
    assert.equal(s.running, false);
    const ended = s.elapsedMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(s.elapsedMs, ended);
    assert.deepEqual(events.filter((e) => e.type === 'patience-start').length, 1);
    assert.deepEqual(events.filter((e) => e.type.startsWith('patience-pause') || e.type === 'patience-resume').map((e) => e.type), ['patience-pause', 'patience-resume']);
  });

  it('restore puts a replayed game in place with its undo history and clock, silently', () => {
    const { s, events } = session(twoToWin());
    const rules = games.funnel;
    const dealt = rules.deal(2);
    const played = rules.apply(dealt, 'T0>W');
    events.length = 0;
    s.restore(rules, played, 61_000);
    assert.deepEqual(events.map((e) => [e.type, (e as Event & { detail: { restored: boolean } }).detail.restored]), [['patience-new-game', true]]);
    assert.equal(s.position!.state, played);
    assert.equal(Math.round(s.elapsedMs / 1000), 61);
    assert.equal(s.running, true, 'a game in progress goes on timing');
    assert.equal(s.undo(), true);
    assert.deepEqual(s.position!.state.piles, dealt.piles);
    assert.equal(movesOf(s.position!.state).length, 0);
  });

  it('refuses the move past DEFAULT_MAX_MOVES, so every game it lets a player make restores from its save and is one verifyWin reads', () => {
    // A Well 36 whose two columns take each other's top card back and forth for ever.
    let pair: [Move, Move] | undefined;
    let dealt: State | undefined;
    for (let seed = 1; !pair; seed++) {
      dealt = games.well.deal(seed, { deck: 36 });
      const deal = dealt;
      const there = games.well.legalMoves(deal).find((m) => /^T\d+>T\d+$/.test(m) && games.well.explain(games.well.apply(deal, m), m.split('>').reverse().join('>')) === null);
      if (there) pair = [there, there.split('>').reverse().join('>')];
    }
    const { s } = session(dealt!);
    for (let i = 0; i < DEFAULT_MAX_MOVES; i++) assert.equal(s.play(pair[i % 2]!), null, `move ${i + 1}`);
    const refusal = s.play(pair[DEFAULT_MAX_MOVES % 2]!);
    assert.equal(refusal?.code, 'too-many-moves');
    const state = s.position!.state;
    assert.equal(movesOf(state).length, DEFAULT_MAX_MOVES);
    assert.equal(movesOf(readSavedGameOf(games.well, serialize(state)).state).length, DEFAULT_MAX_MOVES);
    assert.ok(s.undo());
    assert.equal(s.play(pair[(DEFAULT_MAX_MOVES - 1) % 2]!), null, 'undone, the last move can be made again');
  });
});
