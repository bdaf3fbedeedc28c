/**
 * The keyboard model (src/ui/input/keyboard-controller.ts) with real keys: one Tab stop, arrows by
 * the layout, pick-up among the accepting piles, the shortcuts, and nothing heard or scrolled
 * outside the element.
 */
import { expect, fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { games } from '../../src/core/index.js';
import { NOTICE_MS } from '../../src/ui/chrome/announcer.js';
import { MESSAGES } from '../words.js';
import { describeTable } from '../../src/ui/i18n/table-words.js';
import {
  chord, dragPile, gameFixture, liveText, markup, pileEl, piles, record, root, SCENARIOS, settle, stopRecording, tapPile, toastText, lateParts, type PatienceTable,
} from './helpers.js';

const focused = (el: PatienceTable) => root(el).activeElement?.getAttribute('data-pile');

/** The element between two buttons, so Tab has somewhere to come from and go to. */
async function between(): Promise<{ el: PatienceTable; before: HTMLButtonElement; after: HTMLButtonElement }> {
  const wrapper = await fixture<HTMLElement>(`<div><button id="before">before</button>${markup('funnel', { seed: '2', lang: 'en', 'no-toolbar': true })}<button id="after">after</button></div>`);
  const el = wrapper.querySelector<PatienceTable>('patience-funnel')!;
  await settle(el);
  await lateParts(el);
  return { el, before: wrapper.querySelector('#before')!, after: wrapper.querySelector('#after')! };
}

describe('keyboard: one Tab stop, arrows inside', () => {
  afterEach(stopRecording);

  it('the table is one Tab stop: Tab enters on one pile and the next Tab leaves', async () => {
    const { el, before, after } = await between();
    expect(piles(el).filter((p) => p.tabIndex === 0).length, 'piles in the Tab order').to.equal(1);
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(focused(el)).to.equal('S');
    await sendKeys({ press: 'ArrowRight' });
    expect(focused(el)).to.equal('W');
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(after);
    // Coming back lands on the pile last focused.
    await chord(['Shift'], 'Tab');
    expect(focused(el)).to.equal('W');
  });

  it('arrows move by the layout, Home and End to the first and last pile, digits to a column', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    pileEl(el, 'S').focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(focused(el)).to.equal('T0');
    await sendKeys({ press: 'ArrowRight' });
    expect(focused(el)).to.equal('T1');
    await sendKeys({ press: 'ArrowUp' });
    expect(focused(el)).to.equal('W');
    await sendKeys({ press: 'End' });
    expect(focused(el)).to.equal('T5');
    await sendKeys({ press: 'ArrowRight' });
    expect(focused(el), 'nothing further right').to.equal('T5');
    await sendKeys({ press: 'Home' });
    expect(focused(el)).to.equal('S');
    await sendKeys({ press: '4' });
    expect(focused(el)).to.equal('T3');
    expect(el.moves, 'moving the focus plays nothing').to.deep.equal([]);
    // In the Well the digits are its places in the game's order, whatever the layout.
    const well = await gameFixture('well', { seed: '2', lang: 'en' });
    pileEl(well, 'S').focus();
    await sendKeys({ press: '3' });
    expect(focused(well)).to.equal('T2');
    await sendKeys({ press: '9' });
    expect(focused(well), 'no ninth place').to.equal('T2');
  });

  it('no key it handles scrolls the page, and no key is heard with the focus outside it', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    document.body.append(spacer);
    try {
      window.scrollTo(0, 40);
      const y = window.scrollY;
      expect(y).to.be.greaterThan(0);
      pileEl(el, 'T5').focus({ preventScroll: true });
      window.scrollTo(0, y);
      for (const key of ['ArrowDown', 'ArrowRight', 'ArrowDown', 'End', ' ']) {
        await sendKeys({ press: key });
        expect(window.scrollY, `page scroll after ${key}`).to.equal(y);
      }
      // Outside the element: D, N and Ctrl+Z do nothing to it.
      (document.activeElement as HTMLElement | null)?.blur();
      const moves = record('patience-move');
      const deals = record('patience-new-game');
      const before = el.state;
      for (const key of ['d', 'n', 'n', 'Enter', '.']) await sendKeys({ press: key });
      await chord(['Control'], 'z');
      expect(moves.length + deals.length).to.equal(0);
      expect(el.state).to.equal(before);
    } finally {
      spacer.remove();
      window.scrollTo(0, 0);
    }
  });
});

describe('keyboard: picking a card up', () => {
  afterEach(stopRecording);

  it('Shift+Enter picks up, says where it can go, and focus then moves only among those piles', async () => {
    const el = await gameFixture('indian', { seed: '7', lang: 'en' });
    const rules = games.indian;
    const legal = rules.legalMoves(el.state!);
    // A column whose card has two destinations or more.
    const from = ['W', ...el.state!.piles.map((_, i) => rules.piles()[i]!.id)].find((id) => legal.filter((m) => m.startsWith(`${id}>`)).length >= 2);
    expect(from, 'a card with two destinations at deal 7').to.be.a('string');
    const targets = legal.filter((m) => m.startsWith(`${from}>`)).map((m) => m.split('>')[1]!);
    pileEl(el, from!).focus();
    await chord(['Shift'], 'Enter');
    await settle(el);
    const seen = new Set<string>([focused(el)!]);
    for (let i = 0; i < targets.length * 2; i++) {
      await sendKeys({ press: i % 3 === 2 ? 'ArrowDown' : 'ArrowRight' });
      seen.add(focused(el)!);
    }
    expect([...seen].sort()).to.deep.equal([...targets].sort());
    const names = targets.map((t) => (t.startsWith('F') ? `foundation ${Number(t.slice(1)) + 1}` : `column ${Number(t.slice(1)) + 1}`));
    for (const name of names) expect(liveText(el)).to.contain(name);
    const to = focused(el)!;
    const moves = record('patience-move');
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(moves.map((e) => e.detail.move)).to.deep.equal([`${from}>${to}`]);
    expect(focused(el), 'focus stays with the card').to.equal(to);
  });

  it('a card with no legal move is not picked up, and that is said; Escape puts a card back where focus was', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    const stuck = ['T0', 'T1', 'T2', 'T3', 'T4', 'T5'].find((t) => !games.funnel.legalMoves(el.state!).some((m) => m.startsWith(`${t}>`)))!;
    pileEl(el, stuck).focus();
    await sendKeys({ press: '.' });
    await settle(el);
    expect(toastText(el)).to.equal(MESSAGES.en.noMove);
    expect(root(el).querySelectorAll('[data-target]').length, 'nothing lit').to.equal(0);
    expect(focused(el)).to.equal(stuck);
    const free = games.funnel.legalMoves(el.state!).find((m) => m.startsWith('T'))!.split('>')[0]!;
    pileEl(el, free).focus();
    await sendKeys({ press: '.' });
    await settle(el);
    expect(focused(el)).to.equal('W');
    await sendKeys({ press: 'Escape' });
    await settle(el);
    expect(focused(el)).to.equal(free);
    expect(liveText(el), 'the put-back is said').to.equal(MESSAGES.en.putBack);
    // Tab away with a card held: it is put back, and the Tab leaves the table.
    await sendKeys({ press: '.' });
    await settle(el);
    expect(root(el).querySelectorAll('[data-target]').length, 'held again').to.equal(1);
    await sendKeys({ press: 'Tab' });
    await settle(el);
    expect(root(el).querySelectorAll('[data-target]').length, 'put back').to.equal(0);
    expect(focused(el), 'focus left the piles').to.not.equal('W');
    expect(el.moves).to.deep.equal([]);
  });

  it('a keyboard move is the same move string as the same pointer move', async () => {
    const [from, to] = ['T0', 'T1'];
    const a = await gameFixture('indian', { seed: '1', lang: 'en' });
    const byMouse = record('patience-move', a);
    await dragPile(a, from, to);
    const b = await gameFixture('indian', { seed: '1', lang: 'en' });
    const byKeys = record('patience-move', b);
    pileEl(b, from).focus();
    await sendKeys({ press: '.' });
    while (focused(b) !== to) await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Enter' });
    await settle(b);
    expect(byMouse.map((e) => e.detail.move)).to.deep.equal([`${from}>${to}`]);
    expect(byKeys.map((e) => e.detail)).to.deep.equal(byMouse.map((e) => e.detail));
  });
});

describe('keyboard: shortcuts', () => {
  afterEach(stopRecording);

  it('D draws and focus follows the card; ? reads the whole table', async () => {
    const el = await gameFixture('indian', { seed: '7', lang: 'en' });
    pileEl(el, 'T3').focus();
    await sendKeys({ press: 'd' });
    await settle(el);
    expect(el.moves).to.deep.equal(['draw']);
    expect(focused(el)).to.equal('W');
    await sendKeys({ press: '?' });
    await settle(el);
    expect(liveText(el)).to.equal(describeTable(games.indian, el.state!, 'en', games.indian.notes(el.state!)));
  });

  it('N deals at once before the first move, and asks first once a game is under way', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'ru' });
    const deals = record('patience-new-game');
    pileEl(el, 'S').focus();
    await sendKeys({ press: 'n' });
    await settle(el);
    expect(deals.length).to.equal(1);
    expect(liveText(el)).to.equal(MESSAGES.ru.dealt(el.seed!));
    el.play(games.funnel.legalMoves(el.state!)[0]!);
    await settle(el);
    await sendKeys({ press: 'n' });
    await settle(el);
    expect(deals.length, 'only asked').to.equal(1);
    expect(toastText(el)).to.equal(MESSAGES.ru.confirmNewDeal);
    await sendKeys({ press: 'ArrowRight' });
    await settle(el);
    expect(toastText(el), 'the question is over: its words go').to.equal('');
    await sendKeys({ press: 'n' });
    expect(deals.length, 'another key keeps the game').to.equal(1);
    await sendKeys({ press: 'n' });
    await settle(el);
    expect(deals.length, 'N twice deals').to.equal(2);
    expect(el.moves).to.deep.equal([]);
  });

  it('N\'s question ends with a move by mouse, and when its words go: N later asks again', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    const deals = record('patience-new-game');
    el.play(games.funnel.legalMoves(el.state!)[0]!);
    await settle(el);
    pileEl(el, 'S').focus();
    await sendKeys({ press: 'n' });
    await settle(el);
    expect(toastText(el)).to.equal(MESSAGES.en.confirmNewDeal);
    await tapPile(el, games.funnel.legalMoves(el.state!).find((m) => m.includes('>'))!.split('>')[0]!);
    expect(el.moves).to.have.length(2);
    expect(toastText(el), 'the press ended the question').to.not.equal(MESSAGES.en.confirmNewDeal);
    pileEl(el, 'S').focus();
    await sendKeys({ press: 'n' });
    await settle(el);
    expect(deals.length, 'N after the press only asks').to.equal(0);
    await new Promise((resolve) => setTimeout(resolve, NOTICE_MS + 100));
    expect(toastText(el)).to.equal('');
    await sendKeys({ press: 'n' });
    await settle(el);
    expect(deals.length, 'N once the question is gone only asks again').to.equal(0);
    expect(toastText(el)).to.equal(MESSAGES.en.confirmNewDeal);
    await sendKeys({ press: 'n' });
    await settle(el);
    expect(deals.length, 'N right after the question deals').to.equal(1);
  });
});

describe('legal destinations in their own names', () => {
  it('a pile the held card may go to says so, and stops saying so once the card is put back', async () => {
    const { seed, drag } = SCENARIOS.funnel;
    const el = await gameFixture('funnel', { seed: String(seed), lang: 'en' });
    el.play(drag.join('>'));
    el.undo();
    await settle(el);
    const card = drag[0];
    pileEl(el, card).focus();
    await chord(['Shift'], 'Enter');
    await settle(el);
    expect(pileEl(el, drag[1]).getAttribute('aria-label')).to.match(/\(the card can go here\)$/);
    expect(pileEl(el, card).getAttribute('aria-label')).to.not.contain('can go here');
    await sendKeys({ press: 'Escape' });
    await settle(el);
    expect(pileEl(el, drag[1]).getAttribute('aria-label')).to.not.contain('can go here');
  });
});
