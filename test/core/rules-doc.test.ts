/**
 * docs/rules.md is what players and hosts read: its pile ids, move forms, game ids and bounds,
 * in both languages, are checked here against the rules core, so the page cannot drift from it.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { DEFAULT_MAX_MOVES, GAME_IDS, games, type GameId, type GameOptions, type Move, type Rules, type State } from '../../src/core/index.js';
import { STUCK_SEARCH_BOUND } from '../../src/core/engine/engine.js';
import { mulberry32 } from '../../src/core/model/random.js';

const doc = readFileSync(new URL('../../docs/rules.md', import.meta.url), 'utf8');

/** The text of a `###` section up to the next heading. */
function section(heading: string): string {
  const start = doc.indexOf(`\n### ${heading}\n`);
  assert.ok(start >= 0, `docs/rules.md has no section "${heading}"`);
  const end = doc.indexOf('\n#', start + 1);
  return doc.slice(start, end < 0 ? undefined : end);
}

/** A game section's paragraph for hosts, in either language. */
function hostNote(heading: string): string {
  const text = section(heading);
  const start = text.search(/\*(For hosts|Для сайта):\*/);
  assert.ok(start >= 0, `"${heading}" has no paragraph for hosts`);
  return text.slice(start).split('\n\n')[0]!;
}

const SECTIONS: Record<GameId, readonly [string, string]> = {
  well: ['Колодец', 'The Well'],
  funnel: ['Воронка', 'The Funnel'],
  'well-of-truth': ['Колодец истины', 'Well of Truth'],
  indian: ['Индийский пасьянс', 'Indian'],
};

const codes = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

/** Pile ids named in a note: `T0…T4` is a range, `S` one pile. */
function pileIds(note: string): Set<string> {
  const ids = new Set<string>();
  for (const code of codes(note)) {
    const range = code.match(/^([A-Z])(\d+)…\1(\d+)$/);
    if (range) for (let i = Number(range[2]); i <= Number(range[3]); i++) ids.add(`${range[1]}${i}`);
    else if (/^[A-Z]\d*$/.test(code)) ids.add(code);
  }
  return ids;
}

/** Move forms named in a note (`Tn>Fm`, `draw`) as patterns: n, m and k stand for a pile's number. */
function moveForms(note: string, actions: readonly string[]): RegExp[] {
  return codes(note)
    .filter((code) => code.includes('>') || actions.includes(code))
    .map((code) => new RegExp(`^${code.replace(/([A-Z])[nmk]/g, '$1\\d+')}$`));
}

/** Every option set a game deals with. */
function optionSets(rules: Rules): GameOptions[] {
  return rules.decks.flatMap((deck) => (rules.hasFreeDraw ? [false, true] : [false]).map((freeDraw) => ({ deck, freeDraw })));
}

/** The legal moves met in random playouts of fixed seeds. */
function movesMet(rules: Rules, options: GameOptions): Set<Move> {
  const met = new Set<Move>();
  const pick = mulberry32(11);
  for (let seed = 1; seed <= 25; seed++) {
    let state: State = rules.deal(seed, options);
    for (let legal = rules.legalMoves(state); legal.length > 0 && rules.status(state) === 'playing'; legal = rules.legalMoves(state)) {
      for (const move of legal) met.add(move);
      state = rules.apply(state, legal[Math.floor(pick() * legal.length)]!);
    }
  }
  return met;
}

describe('docs/rules.md against the rules core', () => {
  for (const game of GAME_IDS) {
    const rules = games[game];
    let met: Set<Move> | undefined;
    const metOnce = () => (met ??= new Set(optionSets(rules).flatMap((options) => [...movesMet(rules, options)])));
    for (const heading of SECTIONS[game]) {
      it(`${heading}: the pile ids for hosts are the game's`, () => {
        const piles = new Set(optionSets(rules).flatMap((options) => rules.piles(options).map((spec) => spec.id)));
        assert.deepEqual([...pileIds(hostNote(heading))].sort(), [...piles].sort());
      });

      it(`${heading}: every legal move has a form named for hosts, and every form is met`, () => {
        const actions = optionSets(rules).flatMap((options) => rules.actions(options).map((action) => action.name));
        const forms = moveForms(hostNote(heading), actions);
        const met = metOnce();
        for (const move of met) assert.ok(forms.some((form) => form.test(move)), `${move} has no form among ${forms.join(' ')}`);
        for (const form of forms) assert.ok([...met].some((move) => form.test(move)), `no legal move of the form ${form}`);
      });
    }
  }

  for (const heading of ['Для сайта', 'For hosts']) {
    it(`${heading}: the game ids and the verifyWin bound are the code's`, () => {
      const text = section(heading);
      const named = codes(text).filter((code) => /^[a-z-]+$/.test(code) && (GAME_IDS as readonly string[]).includes(code));
      assert.deepEqual([...new Set(named)].sort(), [...GAME_IDS].sort());
      const bound = text.match(/`maxMoves` \((?:по умолчанию|default) ([\d ,]+);/);
      assert.equal(Number(bound?.[1]!.replace(/[ ,]/g, '')), DEFAULT_MAX_MOVES);
    });
  }

  for (const heading of ['Общее', 'Common ground']) {
    it(`${heading}: the stuck-search bound is the engine's`, () => {
      const bound = section(heading).match(/\(([\d ,]+) (позиций|positions)\)/);
      assert.equal(Number(bound?.[1]!.replace(/[ ,]/g, '')), STUCK_SEARCH_BOUND);
    });
  }
});
