/**
 * What a table shows only once its late parts are in (the notice bubble, the end-of-game message,
 * the panels, the pause's veil, the focus keeper): asked for before, it is not lost but shown once
 * they are, and the live region, which is in the first paint, speaks at once meanwhile. Each test
 * holds the parts back until it lets them come, so what it does first surely comes before.
 */
import { expect, fixture, nextFrame } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { games, solve } from '../../../src/core/index.js';
import type { AfterPaint } from '../../../src/ui/late/after-paint.js';
import { MESSAGES } from '../../words.js';
import { liveText, markup, pileEl, refusalText, root, SCENARIOS, settle, type PatienceTable } from '../helpers.js';

/** Holds `el`'s late parts back; the function returned lets them come and waits till they are in and shown. */
function holdBack(el: PatienceTable): () => Promise<void> {
  const late = (el as unknown as { late: AfterPaint }).late;
  const load = late.load.bind(late);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  late.load = () => gate.then(load);
  return async () => {
    release();
    await load();
    await settle(el);
  };
}

const partsIn = (el: PatienceTable): boolean => (el as unknown as { late: AfterPaint }).late.parts !== null;

async function held(attrs: Record<string, string> = {}): Promise<{ el: PatienceTable; release: () => Promise<void> }> {
  const el = await fixture<PatienceTable>(markup('funnel', { seed: String(SCENARIOS.funnel.seed), lang: 'en', ...attrs }));
  return { el, release: holdBack(el) };
}

describe('the saved games\' code', () => {
  // First in the file: nothing here has loaded the saved games' code yet.
  it('is not loaded by a table without persist, which counts in memory; persist set later loads it, with what was counted', async () => {
    // Room for every module fetched from here on (the page's default keeps 250 entries).
    performance.setResourceTimingBufferSize(10_000);
    const loaded = () => performance.getEntriesByType('resource').some((entry) => /game-persistence|saved-games/.test(entry.name));
    const el = await fixture<PatienceTable>(markup('funnel', { seed: '2', lang: 'en' }));
    try {
      while (games.funnel.legalMoves(el.state!).length > 0) el.play(games.funnel.legalMoves(el.state!)[0]!);
      await settle(el);
      expect([el.status, el.stats[36]?.played, el.stats[36]?.streak]).to.deep.equal(['lost', 1, 0]);
      expect(loaded(), 'not loaded without persist').to.equal(false);
      el.persist = true;
      await settle(el);
      expect(loaded(), 'loaded once persist asks').to.equal(true);
      expect(el.stats[36]?.played, 'the count in memory handed over').to.equal(1);
      el.newGame(3);
      el.play(games.funnel.legalMoves(el.state!)[0]!);
      await settle(el);
      expect(el.stats[36]?.played, 'counted on').to.equal(2);
      expect(JSON.parse(localStorage.getItem('patience-elements/stats/funnel')!)[36].played, 'and written').to.equal(2);
    } finally {
      localStorage.removeItem('patience-elements/stats/funnel');
      localStorage.removeItem('patience-elements/funnel');
    }
  });
});

describe('what a table shows once its late parts are in', () => {
  it('says a host\'s first move and first refusal at once, and shows the refusal\'s bubble once they are in', async () => {
    const { el, release } = await held();
    expect(el.play(SCENARIOS.funnel.tapMove)).to.equal(true);
    await nextFrame();
    await el.updateComplete;
    expect(liveText(el), 'the first move is said').to.not.equal('');
    const [from, to] = SCENARIOS.funnel.illegal;
    const refused = `${from}>${to}`;
    const said = refusalText(el.state!, refused, 'en');
    expect(el.play(refused)).to.equal(false);
    await nextFrame();
    await el.updateComplete;
    expect(partsIn(el), 'refused before they are in').to.equal(false);
    expect(liveText(el), 'the refusal is said').to.equal(said);
    expect(root(el).querySelector('.table > .bubble') === null, 'no bubble yet').to.equal(true);
    await release();
    const bubble = root(el).querySelector<HTMLElement>('.table > .bubble');
    expect(bubble?.textContent?.trim(), 'the bubble once they are in').to.equal(said);
    expect(bubble!.dataset['side'], 'placed beside its pile').to.be.a('string');
    expect(getComputedStyle(bubble!).position, 'styled').to.equal('absolute');
  });

  it('opens the end-of-game message of a game won before they are in', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const found = solve(games.funnel.deal(17), { maxPositions: 20000 });
      if (found.result !== 'win') throw new Error('a proven win');
      const el = await fixture<PatienceTable>(markup('funnel', { seed: '17', lang: 'en' }));
      const release = holdBack(el);
      for (const move of found.moves) expect(el.play(move), move).to.equal(true);
      await el.updateComplete;
      expect(partsIn(el), 'won first').to.equal(false);
      expect(root(el).querySelector('patience-end-dialog') === null, 'no message before its code is in').to.equal(true);
      await release();
      expect(root(el).querySelector('.end.won') !== null, 'the message once they are in').to.equal(true);
      expect(getComputedStyle(root(el).querySelector('.end')!).position, 'styled').to.not.equal('static');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('opens the settings asked for by key before they are in', async () => {
    const { el, release } = await held();
    root(el).querySelector<HTMLButtonElement>('patience-toolbar button[data-key="settings"]')!.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(partsIn(el), 'asked first').to.equal(false);
    expect(root(el).querySelector('patience-sheet') === null, 'no panel yet').to.equal(true);
    await release();
    expect(root(el).querySelector('patience-sheet.panel-settings') !== null, 'the settings once they are in').to.equal(true);
  });

  it('says a pause at once; its veil, once they are in, takes the focus the table had', async () => {
    const { el, release } = await held();
    pileEl(el, SCENARIOS.funnel.tap).focus();
    expect(el.pause()).to.equal(true);
    // Said in the frame after the render that shows the pause.
    await el.updateComplete;
    await nextFrame();
    await el.updateComplete;
    expect(partsIn(el), 'paused first').to.equal(false);
    expect(liveText(el), 'the pause is said').to.equal(MESSAGES.en.pausedTitle);
    expect(root(el).querySelector('.veil') === null, 'no veil yet').to.equal(true);
    await release();
    await nextFrame();
    const resume = root(el).querySelector<HTMLElement>('.veil button');
    expect(resume !== null, 'the veil once they are in').to.equal(true);
    expect(root(el).activeElement === resume, 'focus on its Resume').to.equal(true);
  });
});
