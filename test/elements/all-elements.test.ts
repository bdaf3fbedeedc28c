/**
 * The checks every game element shares, looped over the four games: the DOM contract, real
 * pointer and keyboard input, events heard outside the shadow root, undo/redo, attributes,
 * languages, the toolbar and accessibility.
 */
import { expect, fixture, nextFrame } from '@open-wc/testing';
import { resetMouse, sendKeys } from '@web/test-runner-commands';
import { games, solve, type GameId, type State } from '../../src/core/index.js';
import { cardName } from '../../src/ui/i18n/card-names.js';
import { pileName } from '../../src/ui/i18n/i18n.js';
import {
  chord, click, lateParts, decksOf, drag, dragPile, finishDrag, startDrag, topCard, expectLayout, expectNoFaceDownLeak, GAMES, gameFixture, liveText, markup, pileEl,
  pileTarget, playAll, record, refusalText, root, SCENARIOS, settle, stopRecording, stubWarn, tapPile, toastText,
  toolbarButton, type PatienceTable,
} from './helpers.js';

const targetPiles = (el: PatienceTable) => [...root(el).querySelectorAll<HTMLElement>('patience-pile[data-target]')].map((p) => p.dataset['pile']);

afterEach(async () => {
  stopRecording();
  await resetMouse();
});

/** Two legal moves from the deal of `seed`, chosen by the rules core (card moves first). */
function twoMoves(game: GameId, state: State): [string, string] {
  const rules = games[game];
  const first = rules.legalMoves(state).find((m) => m.includes('>')) ?? rules.legalMoves(state)[0]!;
  const after = rules.apply(state, first);
  const second = rules.legalMoves(after).find((m) => m.includes('>')) ?? rules.legalMoves(after)[0]!;
  return [first, second];
}

for (const game of GAMES) {
  const rules = games[game];
  const scenario = SCENARIOS[game];
  const defaultDeck = rules.decks[0]!;

  describe(`<${game}> shared behaviour`, () => {
    for (const deck of decksOf(game)) {
      it(`renders the layout of its deal (deck ${deck}, two seeds)`, async () => {
        for (const seed of [scenario.seed, 4242]) {
          const el = await gameFixture(game, { seed: String(seed), deck: String(deck), lang: 'en' });
          const dealt = rules.deal(seed, { deck });
          expect(el.state).to.deep.equal(dealt);
          expect(el.seed).to.equal(seed);
          expect(el.deck).to.equal(deck);
          expectLayout(el, dealt, 'en');
          for (const spec of rules.piles({ deck })) {
            expect(pileEl(el, spec.id).getAttribute('part'), `part of ${spec.id}`).to.equal(`pile ${spec.role}`);
          }
        }
      });
    }

    it('keeps every face-down card anonymous in the DOM and in every accessible name', async () => {
      const el = await gameFixture(game, { seed: String(scenario.seed), lang: 'en' });
      if (game === 'well-of-truth') {
        // Everything is face up at the deal; phase 2 turns the corners over.
        const found = solve(rules.deal(17), { maxPositions: 20000 });
        const win = found.result === 'win' ? found.moves : [];
        el.newGame(17);
        for (const move of win.slice(0, win.indexOf('turn') + 1)) expect(el.play(move), move).to.equal(true);
        await settle(el);
        expect(el.state!.phase).to.equal(2);
      }
      // Two-deck games show a face-up twin of most face-down cards: fewer codes are wholly hidden.
      const least = { well: 20, funnel: 10, 'well-of-truth': 1, indian: 10 }[game];
      const checked = expectNoFaceDownLeak(el);
      expect(checked.faceDown, 'face-down cards checked').to.be.at.least(11);
      expect(checked.hiddenCodes, 'wholly hidden codes checked').to.be.at.least(least);
      // Every accessible name in the table: face-up cards are named, face-down ones only as such.
      const labels = [...root(el).querySelectorAll('[aria-label]')].map((n) => n.getAttribute('aria-label')!);
      const someUp = rules.layout(el.state!)[scenario.drag[0]]!.up.at(-1)!;
      expect(labels).to.include(cardName(someUp, 'en'));
      // Face-down cards are counted in their pile's name, never named one by one.
      expect(labels.some((l) => /: (.+, )?\d+ face-down cards?$/.test(l)), labels.join('|')).to.equal(true);
      expect(labels, 'no face-down card is an item of its own').to.not.include('Face-down card');
      for (const code of checked.hidden) expect(labels.join('|'), code).to.not.contain(cardName(code, 'en'));
      // The same after a move by the player.
      const move = rules.legalMoves(el.state!).find((m) => m !== 'draw') ?? 'draw';
      expect(el.play(move)).to.equal(true);
      await settle(el);
      expect(expectNoFaceDownLeak(el).hiddenCodes).to.be.at.least(least);
    });

    it('makes a legal move dropped by a real mouse drag, and tells the page', async () => {
      const el = await gameFixture(game, { seed: String(scenario.seed), lang: 'en' });
      const [from, to] = scenario.drag;
      const before = el.state!;
      const move = `${from}>${to}`;
      expect(rules.legalMoves(before).filter((m) => m.startsWith(`${from}>`)), 'scenario').to.deep.equal([move]);
      const moves = record('patience-move');
      // While the card is dragged, its legal destinations are highlighted.
      const at = await startDrag(topCard(el, from)!);
      await settle(el);
      expect(targetPiles(el)).to.deep.equal([to]);
      expect(topCard(el, from)!.hasAttribute('data-dragging')).to.equal(true);
      await finishDrag(at, pileTarget(el, to));
      await settle(el);
      expect(targetPiles(el)).to.deep.equal([]);
      const expected = rules.apply(before, move);
      expect(el.state).to.deep.equal(expected);
      expect(el.moves).to.deep.equal([move]);
      expectLayout(el, expected, 'en');
      expect(moves.length).to.equal(1);
      expect(moves[0]!.target).to.equal(el);
      expect(moves[0]!.bubbles && moves[0]!.composed).to.equal(true);
      expect(moves[0]!.detail).to.deep.equal({
        game, deck: defaultDeck, freeDraw: false, seed: scenario.seed, move, moveCount: 1, status: rules.status(expected),
      });
    });

    it('makes the best move of a tapped pile (foundation first), and tells the page', async () => {
      const el = await gameFixture(game, { seed: String(scenario.seed), lang: 'en' });
      expect(el.play(`${scenario.drag[0]}>${scenario.drag[1]}`)).to.equal(true);
      await settle(el);
      const before = el.state!;
      expect(rules.legalMoves(before), 'scenario').to.include(scenario.tapMove);
      const moves = record('patience-move');
      await tapPile(el, scenario.tap);
      const expected = rules.apply(before, scenario.tapMove);
      expect(el.state).to.deep.equal(expected);
      expectLayout(el, expected, 'en');
      expect(moves.map((e) => e.detail)).to.deep.equal([
        { game, deck: defaultDeck, freeDraw: false, seed: scenario.seed, move: scenario.tapMove, moveCount: 2, status: rules.status(expected) },
      ]);
      const [source, dest] = scenario.tapMove.split('>') as [string, string];
      const landed = expected.piles[rules.piles().findIndex((p) => p.id === dest)]!.cards.at(-1)!;
      const inSentence = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
      expect(liveText(el)).to.equal(`${cardName(landed, 'en')} from ${inSentence(pileName(rules.text.en, source))} to ${inSentence(pileName(rules.text.en, dest))}`);
    });

    it('cancels a drag on Escape: the card goes back, nothing changes', async () => {
      const el = await gameFixture(game, { seed: String(scenario.seed), lang: 'en' });
      const [from, to] = scenario.drag;
      const before = el.state!;
      const moves = record('patience-move');
      const at = await startDrag(topCard(el, from)!);
      await settle(el);
      expect(targetPiles(el)).to.deep.equal([to]);
      await sendKeys({ press: 'Escape' });
      await settle(el);
      expect(targetPiles(el)).to.deep.equal([]);
      // Releasing over the legal target after the cancel makes no move.
      await finishDrag(at, pileTarget(el, to));
      await settle(el);
      expect(el.state).to.equal(before);
      expect(moves.length).to.equal(0);
      expect(topCard(el, from)!.style.transform).to.equal('');
      expectLayout(el, before, 'en');
    });

    it('plays the best move of a focused pile on Enter, and draws from the stock on Space', async () => {
      const el = await gameFixture(game, { seed: String(scenario.seed), lang: 'en' });
      expect(el.play(`${scenario.drag[0]}>${scenario.drag[1]}`)).to.equal(true);
      await settle(el);
      const before = el.state!;
      pileEl(el, scenario.tap).focus();
      await sendKeys({ press: 'Enter' });
      await settle(el);
      const expected = rules.apply(before, scenario.tapMove);
      expect(el.state).to.deep.equal(expected);
      if (rules.piles().some((p) => p.id === 'S') && rules.legalMoves(expected).includes('draw')) {
        pileEl(el, 'S').focus();
        await sendKeys({ press: ' ' });
        await settle(el);
        expect(el.state).to.deep.equal(rules.apply(expected, 'draw'));
        expectLayout(el, el.state!, 'en');
      }
    });

    for (const lang of ['en', 'ru'] as const) {
      it(`refuses an illegal drop: nothing changes, the reason is shown and announced (${lang})`, async () => {
        const el = await gameFixture(game, { seed: String(scenario.seed), lang });
        const [from, to] = scenario.illegal;
        const before = el.state!;
        expect(rules.legalMoves(before).filter((m) => m.startsWith(`${from}>`)), 'scenario').to.deep.equal([]);
        const moves = record('patience-move');
        expect(toastText(el)).to.equal('');
        await dragPile(el, from, to);
        expect(el.state).to.equal(before);
        expect(el.moves).to.deep.equal([]);
        expect(moves.length).to.equal(0);
        expectLayout(el, before, lang);
        const reason = refusalText(before, `${from}>${to}`, lang);
        expect(reason.length).to.be.greaterThan(5);
        expect(toastText(el)).to.equal(reason);
        expect(liveText(el)).to.equal(reason);
        // The dragged card is back in its pile, not left where it was dropped.
        const card = pileTarget(el, from) as HTMLElement;
        expect(card.style.transform).to.equal('');
      });
    }

    it('undoes and redoes with the methods, the toolbar buttons and the keyboard', async () => {
      const el = await gameFixture(game, { seed: String(scenario.seed), lang: 'en' });
      const s0 = el.state!;
      const [m1, m2] = twoMoves(game, s0);
      const s1 = rules.apply(s0, m1);
      const s2 = rules.apply(s1, m2);
      const undone = record('patience-undo');
      const moved = record('patience-move');
      const deal = { game, deck: defaultDeck, freeDraw: false, seed: scenario.seed };

      expect(toolbarButton(el, 'Undo').getAttribute('aria-disabled')).to.equal('true');
      expect(toolbarButton(el, 'Redo').getAttribute('aria-disabled')).to.equal('true');
      expect(el.undo()).to.equal(false);
      expect(el.play(m1)).to.equal(true);
      expect(el.play(m2)).to.equal(true);
      await settle(el);
      expect(el.state).to.deep.equal(s2);

      // Methods.
      expect(el.undo()).to.equal(true);
      await settle(el);
      expect(el.state).to.deep.equal(s1);
      expectLayout(el, s1, 'en');
      expect(undone.map((e) => e.detail)).to.deep.equal([{ ...deal, move: m2, moveCount: 1 }]);
      expect(undone[0]!.target).to.equal(el);
      expect(el.redo()).to.equal(true);
      await settle(el);
      expect(el.state).to.deep.equal(s2);
      expect(el.redo()).to.equal(false);

      // Toolbar buttons, clicked with the mouse.
      await click(toolbarButton(el, 'Undo'));
      await settle(el);
      expect(el.state).to.deep.equal(s1);
      await click(toolbarButton(el, 'Undo'));
      await settle(el);
      expect(el.state).to.equal(s0);
      expectLayout(el, s0, 'en');
      expect(toolbarButton(el, 'Undo').getAttribute('aria-disabled')).to.equal('true');
      expect(undone.map((e) => e.detail.moveCount)).to.deep.equal([1, 1, 0]);
      await click(toolbarButton(el, 'Redo'));
      await settle(el);
      expect(el.state).to.deep.equal(s1);
      expectLayout(el, s1, 'en');

      // Keyboard, from a focused pile: Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y.
      pileEl(el, rules.piles()[0]!.id).focus();
      await chord(['Control'], 'z');
      await settle(el);
      expect(el.state).to.equal(s0);
      await chord(['Control', 'Shift'], 'Z');
      await settle(el);
      expect(el.state).to.deep.equal(s1);
      await chord(['Control'], 'y');
      await settle(el);
      expect(el.state).to.deep.equal(s2);
      expectLayout(el, s2, 'en');

      // And from the toolbar: keys are handled anywhere in the element.
      toolbarButton(el, 'Undo').focus();
      await chord(['Control'], 'z');
      await settle(el);
      expect(el.state).to.deep.equal(s1);
      await chord(['Control'], 'y');
      await settle(el);
      expect(el.state).to.deep.equal(s2);

      expect(undone.length).to.equal(5);
      expect(undone.map((e) => e.detail.move)).to.deep.equal([m2, m2, m1, m1, m2]);
      // Every redo is announced as a move again.
      expect(moved.map((e) => [e.detail.move, e.detail.moveCount])).to.deep.equal([
        [m1, 1], [m2, 2], [m2, 2], [m1, 1], [m1, 1], [m2, 2], [m2, 2],
      ]);

      // A new move after an undo drops the undone future.
      expect(el.undo()).to.equal(true);
      const alternative = rules.legalMoves(s1).find((m) => m !== m2);
      if (alternative) {
        expect(el.play(alternative)).to.equal(true);
        expect(el.redo()).to.equal(false);
        expect(el.state).to.deep.equal(rules.apply(s1, alternative));
      }
    });

    it('deals anew when the seed or deck attribute changes', async () => {
      const el = await gameFixture(game, { seed: String(scenario.seed), lang: 'en' });
      expect(el.play(rules.legalMoves(el.state!)[0]!)).to.equal(true);
      const dealt = record('patience-new-game');
      el.setAttribute('seed', '4242');
      await settle(el);
      expect(dealt.map((e) => e.detail)).to.deep.equal([{ game, deck: defaultDeck, freeDraw: false, seed: 4242, restored: false, grade: null }]);
      expect(dealt[0]!.target).to.equal(el);
      expect(el.state).to.deep.equal(rules.deal(4242, { deck: defaultDeck }));
      expect(el.moves).to.deep.equal([]);
      expectLayout(el, rules.deal(4242), 'en');

      // The same seed again deals nothing.
      el.setAttribute('seed', '4242');
      await settle(el);
      expect(dealt.length).to.equal(1);

      if (rules.decks.length === 2) {
        el.setAttribute('deck', '52');
        await settle(el);
        expect(dealt.map((e) => e.detail.deck)).to.deep.equal([36, 52]);
        expect(el.state).to.deep.equal(rules.deal(4242, { deck: 52 }));
        expectLayout(el, rules.deal(4242, { deck: 52 }), 'en');
        // Seed and deck set together deal once.
        el.setAttribute('deck', '36');
        el.setAttribute('seed', '77');
        await settle(el);
        expect(dealt.map((e) => [e.detail.seed, e.detail.deck])).to.deep.equal([[4242, 36], [4242, 52], [77, 36]]);
        expect(el.state).to.deep.equal(rules.deal(77, { deck: 36 }));
        expectLayout(el, rules.deal(77, { deck: 36 }), 'en');
      }
    });

    it('newGame(seed) and restart() deal, and say so', async () => {
      const el = await gameFixture(game, { seed: String(scenario.seed), lang: 'en', 'no-toolbar': true });
      const dealt = record('patience-new-game');
      el.newGame(99);
      await settle(el);
      expect(el.state).to.deep.equal(rules.deal(99));
      expect(el.getAttribute('seed')).to.equal('99');
      expect(el.play(rules.legalMoves(el.state!)[0]!)).to.equal(true);
      el.restart();
      await settle(el);
      expect(el.state).to.deep.equal(rules.deal(99));
      expectLayout(el, rules.deal(99), 'en');
      expect(dealt.map((e) => e.detail.seed)).to.deep.equal([99, 99]);
      expect(() => el.newGame(-1)).to.throw(RangeError);
    });

    it('falls back to a random deal on seed="abc", with one warning', async () => {
      const warn = stubWarn();
      let el: PatienceTable;
      try {
        el = await gameFixture(game, { seed: 'abc', lang: 'en' });
        el.requestUpdate();
        await settle(el);
      } finally {
        warn.restore();
      }
      expect(warn.calls.length).to.equal(1);
      expect(String(warn.calls[0]![0])).to.contain('seed="abc"');
      const seed = el.seed!;
      expect(Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff).to.equal(true);
      expect(el.getAttribute('seed')).to.equal(String(seed));
      expect(el.deck).to.equal(defaultDeck);
      expect(el.state).to.deep.equal(rules.deal(seed, { deck: defaultDeck }));
      expectLayout(el, el.state!, 'en');
    });

    it(`falls back to the default deck (${defaultDeck}) on deck="40", with one warning`, async () => {
      const warn = stubWarn();
      let el: PatienceTable;
      try {
        el = await gameFixture(game, { seed: '5', deck: '40', lang: 'en' });
        el.requestUpdate();
        await settle(el);
        // Reading the deck and dealing again do not warn again.
        expect(el.deck).to.equal(defaultDeck);
        expect(el.getAttribute('deck'), 'the deck dealt, written back as a bad seed is').to.equal(String(defaultDeck));
        el.restart();
        await settle(el);
      } finally {
        warn.restore();
      }
      expect(warn.calls.length).to.equal(1);
      expect(String(warn.calls[0]![0])).to.contain('deck="40"');
      expect(el.state).to.deep.equal(rules.deal(5, { deck: defaultDeck }));
      expectLayout(el, rules.deal(5, { deck: defaultDeck }), 'en');
    });

    it('names the cards in the language of its lang attribute, or else of the page', async () => {
      const dealt = rules.deal(scenario.seed);
      const en = await gameFixture(game, { seed: String(scenario.seed), lang: 'en' });
      expectLayout(en, dealt, 'en');
      expect(toolbarButton(en, 'Undo')).to.exist;
      const ru = await gameFixture(game, { seed: String(scenario.seed), lang: 'ru' });
      expectLayout(ru, dealt, 'ru');
      expect(toolbarButton(ru, 'Отменить')).to.exist;
      // No lang of its own: the nearest lang above decides.
      const nearEn = await gameFixture(game, { seed: String(scenario.seed) }, { wrapperLang: 'en-GB' });
      expectLayout(nearEn, dealt, 'en');
      const nearRu = await gameFixture(game, { seed: String(scenario.seed) }, { wrapperLang: 'ru' });
      expectLayout(nearRu, dealt, 'ru');
      // Its own lang beats the page's.
      const own = await gameFixture(game, { seed: String(scenario.seed), lang: 'en' }, { wrapperLang: 'ru' });
      expectLayout(own, dealt, 'en');
      // Changing lang renames the cards in place.
      own.setAttribute('lang', 'ru');
      await settle(own);
      expectLayout(own, dealt, 'ru');
      expect(toolbarButton(own, 'Отменить')).to.exist;
    });

    it('hides the toolbar with no-toolbar, and the methods still drive the game', async () => {
      const el = await gameFixture(game, { seed: String(scenario.seed), lang: 'en', 'no-toolbar': true });
      expect(root(el).querySelector('[part~="toolbar"]')).to.equal(null);
      expect(root(el).querySelector('button')).to.equal(null);
      const s0 = el.state!;
      const [m1, m2] = twoMoves(game, s0);
      expect(el.play(m1)).to.equal(true);
      expect(el.play(m2)).to.equal(true);
      await settle(el);
      const s2 = playAll(s0, [m1, m2]);
      expect(el.state).to.deep.equal(s2);
      expectLayout(el, s2, 'en');
      expect(el.undo()).to.equal(true);
      await settle(el);
      expectLayout(el, playAll(s0, [m1]), 'en');
      expect(el.play('nonsense')).to.equal(false);
      expect(el.state).to.deep.equal(playAll(s0, [m1]));
      // The attribute can be removed again.
      el.removeAttribute('no-toolbar');
      await settle(el);
      expect(root(el).querySelectorAll('[part~="toolbar"]').length).to.equal(1);
    });

    it('passes axe at the deal and after some moves', async () => {
      const el = await gameFixture(game, { seed: String(scenario.seed), lang: 'en' });
      await expect(el).to.be.accessible();
      const [m1, m2] = twoMoves(game, el.state!);
      expect(el.play(m1)).to.equal(true);
      expect(el.play(m2)).to.equal(true);
      await settle(el);
      await expect(el).to.be.accessible();
    });
  });
}

describe('the face-down check itself', () => {
  it('catches a face-down card whose identity leaks into an attribute', async () => {
    const el = await gameFixture('well', { seed: '1', lang: 'en' });
    expect(expectNoFaceDownLeak(el).hiddenCodes).to.equal(30);
    const back = root(el).querySelector<HTMLElement>('[data-pile="S"] .card.back')!;
    const hidden = games.well.layout(el.state!)['S']!.down[0]!;
    back.setAttribute('title', cardName(hidden, 'ru'));
    expect(() => expectNoFaceDownLeak(el)).to.throw(/in markup|in attributes|extra attributes/);
    back.removeAttribute('title');
    back.dataset['x'] = hidden;
    expect(() => expectNoFaceDownLeak(el)).to.throw(hidden);
  });
});

describe('twenty elements on one page', () => {
  it('keep separate games: a move in one changes only that one', async () => {
    const specs = Array.from({ length: 20 }, (_, i) => ({ game: GAMES[i % 4]!, seed: 300 + i }));
    const page = await fixture<HTMLElement>(
      `<div lang="en" style="display: flex; flex-wrap: wrap; gap: 4px; width: 1000px">${specs
        .map(({ game, seed }) => markup(game, { seed: String(seed), 'no-toolbar': true }, 240))
        .join('')}</div>`,
    );
    const els = [...page.children] as PatienceTable[];
    await Promise.all(els.map((el) => settle(el)));
    els.forEach((el, i) => {
      expect(el.localName).to.equal(`patience-${specs[i]!.game}`);
      expect(el.state).to.deep.equal(games[specs[i]!.game].deal(specs[i]!.seed));
      expectLayout(el, el.state!, 'en');
    });
    const before = els.map((el) => el.state);
    const moves = record('patience-move');

    // A real tap on the stock of the 9th (a Well), scrolled into view.
    const well = els[8]!;
    expect(well.localName).to.equal('patience-well');
    await tapPile(well, 'S');
    // The first press loads the table's input, then is handled.
    await lateParts(well);
    await settle(well);
    expect(well.state).to.deep.equal(games.well.apply(before[8]!, 'draw'));
    expectLayout(well, well.state!, 'en');
    // A real drag in the 16th (an Indian): the first column move the core finds.
    const indian = els[15]!;
    const drop = games.indian.legalMoves(before[15]!).find((m) => /^T\d>T\d$/.test(m));
    expect(drop, 'a column move in the Indian deal').to.be.a('string');
    const [from, to] = drop!.split('>') as [string, string];
    pileEl(indian, from).scrollIntoView({ block: 'center' });
    await nextFrame();
    await drag(pileTarget(indian, from), pileTarget(indian, to));
    await lateParts(indian);
    await settle(indian);
    expect(indian.state).to.deep.equal(games.indian.apply(before[15]!, drop!));
    // And play() on the 3rd (a Well of Truth).
    const wot = els[2]!;
    const wotMove = games['well-of-truth'].legalMoves(before[2]!)[0]!;
    expect(wot.play(wotMove)).to.equal(true);
    await Promise.all(els.map((el) => settle(el)));

    expect(moves.map((e) => [els.indexOf(e.target as PatienceTable), e.detail.move, e.detail.seed])).to.deep.equal([
      [8, 'draw', 308], [15, drop, 315], [2, wotMove, 302],
    ]);
    els.forEach((el, i) => {
      if (i === 8 || i === 15 || i === 2) {
        expect(el.moves.length, `element ${i}`).to.equal(1);
      } else {
        expect(el.state, `element ${i} untouched`).to.equal(before[i]);
        expectLayout(el, before[i]!, 'en');
      }
    });
    expect(wot.state).to.deep.equal(games['well-of-truth'].apply(before[2]!, wotMove));
    expectLayout(wot, wot.state!, 'en');
  });
});
