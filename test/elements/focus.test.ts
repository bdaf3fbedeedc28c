/** A keyboard player never loses the table: focus when buttons run out, the veil, a watch; the toolbar as one stop; what is said. */
import { expect, nextFrame } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { games } from '../../src/core/index.js';
import { MESSAGES } from '../words.js';
import { chord, firstLegalMoves, gameFixture, liveText, pileEl, root, SCENARIOS, settle, tapPile, toastText, toolbarButton, type PatienceTable } from './helpers.js';

/** The element focused inside the table, if any. */
const inside = (el: PatienceTable) => root(el).activeElement as HTMLElement | null;

/** Lets the render and the frame after it pass, when the browser lets go of what became inert. */
async function frames(el: PatienceTable): Promise<void> {
  await settle(el);
  await nextFrame();
  await nextFrame();
}

/** What the live region says once its frame has passed. */
async function spoken(el: PatienceTable): Promise<string> {
  await frames(el);
  return liveText(el);
}

describe('focus stays in the table', () => {
  it('on Undo as it runs out: the button stays focused, and clicking it then does nothing but say so', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    el.play(SCENARIOS.funnel.tapMove);
    await settle(el);
    const undo = toolbarButton(el, 'Undo');
    undo.focus();
    await sendKeys({ press: 'Enter' });
    await frames(el);
    expect(el.moves).to.deep.equal([]);
    expect(undo.getAttribute('aria-disabled')).to.equal('true');
    expect(inside(el)).to.equal(undo);
    // Its look is dimmed, its focus ring is not.
    const look = getComputedStyle(undo);
    expect([look.opacity, look.outlineStyle, look.outlineColor, getComputedStyle(undo.querySelector('.label')!).opacity]).to.deep.equal(['1', 'solid', 'rgb(255, 213, 74)', '0.45']);
    await sendKeys({ press: 'Enter' });
    expect(await spoken(el)).to.equal(MESSAGES.en.nothingToUndo);
    expect(inside(el)).to.equal(undo);
    expect(el.moves).to.deep.equal([]);
  });

  it('a pause moves focus to Resume and says so; resuming brings it back to the piles and says so', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    el.play(SCENARIOS.funnel.tapMove);
    pileEl(el, 'T1').focus();
    el.pause();
    // The move made in the same frame is said too, before it.
    expect(await spoken(el)).to.match(/ from column 1 to pile B\. Paused$/);
    expect(inside(el)?.textContent).to.equal('Resume');
    await sendKeys({ press: 'Enter' });
    expect(await spoken(el)).to.equal(MESSAGES.en.resumed);
    expect(el.paused).to.equal(false);
    expect(inside(el)?.localName).to.equal('patience-pile');
  });

  it('P from a pile moves focus to Resume, where P goes on, once the table is still', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    el.play(SCENARIOS.funnel.tapMove);
    el.focus();
    // Once the glide is over: on a still page Chromium lets go of the pile made inert only after
    // the keeper's frame, which saw the pile still focused and left it (focus then fell to the body).
    await new Promise((resolve) => setTimeout(resolve, 500));
    await sendKeys({ press: 'p' });
    await frames(el);
    await frames(el);
    expect(el.paused).to.equal(true);
    expect(inside(el)?.textContent).to.equal('Resume');
    await sendKeys({ press: 'p' });
    await frames(el);
    expect(el.paused, 'P on Resume goes on').to.equal(false);
    expect(inside(el)?.localName).to.equal('patience-pile');
  });

  it('a watch moves focus to its Stop', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    const line = firstLegalMoves(el.state!, 4);
    pileEl(el, 'T1').focus();
    const watching = el.watch(line, { speed: 0.5 });
    await frames(el);
    expect(inside(el)?.innerText).to.equal('Stop');
    await sendKeys({ press: 'Enter' });
    expect(await watching).to.equal(false);
  });

  it('Tab out of the table is left alone', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    const after = document.createElement('button');
    after.textContent = 'after';
    el.after(after);
    try {
      toolbarButton(el, 'New deal').focus();
      el.play(SCENARIOS.funnel.tapMove);
      after.focus();
      await frames(el);
      expect(document.activeElement).to.equal(after);
    } finally {
      after.remove();
    }
  });
});

describe('the table\'s one Tab stop', () => {
  const stops = (el: PatienceTable) => [...root(el).querySelectorAll<HTMLElement>('patience-pile[tabindex="0"]')].map((p) => p.dataset['pile']);

  it('follows a pile focused by a click or by script, so Shift+Tab leaves the table', async () => {
    for (const game of ['funnel', 'indian', 'well', 'well-of-truth'] as const) {
      const el = await gameFixture(game, { seed: '3', lang: 'en' });
      const [first, second] = [...root(el).querySelectorAll<HTMLElement>('patience-pile')].map((p) => p.dataset['pile']!).slice(-2);
      await tapPile(el, first!);
      await tapPile(el, second!);
      const focused = (root(el).activeElement as HTMLElement | null)?.dataset['pile'];
      expect(stops(el), `${game}: after two clicks`).to.deep.equal([focused]);
      pileEl(el, first!).focus();
      await settle(el);
      expect(stops(el), `${game}: focused by script`).to.deep.equal([first]);
      await chord(['Shift'], 'Tab');
      expect(root(el).activeElement?.localName, `${game}: Shift+Tab leaves the piles`).to.not.equal('patience-pile');
    }
  });
});

describe('the toolbar', () => {
  it('is one Tab stop whose arrow keys, Home and End move along its buttons, the clock (Pause) first', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    // Finish keeps its room out of sight until it is offered.
    const buttons = [...root(el).querySelectorAll<HTMLButtonElement>('[part~="toolbar"] .info button, [part~="toolbar"] .buttons button:not(.reserved)')];
    expect(buttons[0]!.title).to.equal('Pause');
    expect(buttons.map((b) => b.tabIndex)).to.deep.equal([-1, 0, -1, -1, -1, -1, -1, -1, -1]);
    buttons[1]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await settle(el);
    expect(inside(el)).to.equal(buttons[2]);
    await sendKeys({ press: 'End' });
    await settle(el);
    // The panels' buttons come last: Rules, Statistics, Settings.
    expect(inside(el)?.getAttribute('title')).to.equal('Settings');
    await sendKeys({ press: 'ArrowRight' });
    await settle(el);
    expect(inside(el) === buttons[0], 'wraps round to the clock').to.equal(true);
    await sendKeys({ press: 'ArrowLeft' });
    await settle(el);
    expect(buttons.map((b) => b.tabIndex)).to.deep.equal([-1, -1, -1, -1, -1, -1, -1, -1, 0]);
    // Names come from the label alone: no aria-label repeated as a description. The clock's name
    // is what it does, then the time it shows.
    expect(buttons.slice(1).every((b) => !b.hasAttribute('aria-label') && b.textContent!.trim() === b.title)).to.equal(true);
    expect(buttons[0]!.textContent).to.equal('Pause. Time0:00');
  });

  it('Hint and Finish share a place: its stop and the focus go with it as one takes over from the other', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    const toolbar = root(el).querySelector('patience-toolbar')!;
    toolbarButton(el, 'New deal').focus();
    await settle(el);
    toolbar.model = { ...toolbar.model!, canFinish: true };
    await toolbar.updateComplete;
    const stops = () => [...toolbar.querySelectorAll<HTMLButtonElement>('.buttons button')].filter((b) => b.tabIndex === 0).map((b) => b.title);
    expect(stops()).to.deep.equal(['New deal']);
    toolbarButton(el, 'Finish').focus();
    toolbar.model = { ...toolbar.model!, canFinish: false };
    await toolbar.updateComplete;
    expect(stops()).to.deep.equal(['Hint'], 'Finish gone, the stop is the button in its place');
    expect(inside(el)?.title, 'and so is the focus').to.equal('Hint');
    toolbar.model = { ...toolbar.model!, canFinish: true };
    await toolbar.updateComplete;
    expect([stops(), inside(el)?.title]).to.deep.equal([['Finish'], 'Finish']);
  });

  it('leaves Alt+Arrow (the browser\'s Back) alone, and forgets an unconfirmed question when taken off the page', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    el.play(SCENARIOS.funnel.tapMove);
    await settle(el);
    const undo = toolbarButton(el, 'Undo');
    undo.focus();
    const alt = new KeyboardEvent('keydown', { key: 'ArrowRight', altKey: true, bubbles: true, cancelable: true });
    undo.dispatchEvent(alt);
    expect([alt.defaultPrevented, inside(el)]).to.deep.equal([false, undo]);
    toolbarButton(el, 'Restart').click();
    await settle(el);
    expect(toolbarButton(el, 'Restart').classList.contains('armed')).to.equal(true);
    const parent = el.parentElement!;
    el.remove();
    parent.append(el);
    await settle(el);
    expect(toolbarButton(el, 'Restart').classList.contains('armed')).to.equal(false);
  });

  it('shows and says the question a Restart click asks, and the button keeps its label and size', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    el.play(SCENARIOS.funnel.tapMove);
    await settle(el);
    const restart = toolbarButton(el, 'Restart');
    const width = restart.getBoundingClientRect().width;
    restart.click();
    expect(await spoken(el)).to.equal(MESSAGES.en.confirmRestart);
    expect(toastText(el)).to.equal(MESSAGES.en.confirmRestart);
    expect([restart.classList.contains('armed'), restart.title, restart.getBoundingClientRect().width]).to.deep.equal([true, 'Restart', width]);
  });
});

describe('keys that did nothing say so', () => {
  it('Ctrl+Z with nothing to undo and Ctrl+Y with nothing to redo', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    pileEl(el, 'T1').focus();
    await chord(['Control'], 'z');
    expect(await spoken(el)).to.equal(MESSAGES.en.nothingToUndo);
    await chord(['Control'], 'y');
    expect(await spoken(el)).to.equal(MESSAGES.en.nothingToRedo);
  });
});

describe('what a screen reader is given', () => {
  it('names only the cards in sight: a squared stack\'s covered cards are hidden, and ? counts them', async () => {
    const el = await gameFixture('well-of-truth', { seed: '2', lang: 'en' });
    const well = pileEl(el, 'C');
    const names = [...well.querySelectorAll('[role="img"]')].map((card) => card.getAttribute('aria-label'));
    const cards = el.state!.piles[games['well-of-truth'].piles().findIndex((p) => p.id === 'C')]!.cards.length;
    // Only the top is in sight; the card drawn under it (to show when the top goes) is not named either.
    expect(names).to.deep.equal([well.querySelector(':scope > .card:last-of-type')!.getAttribute('aria-label')]);
    expect(well.querySelectorAll('.card[aria-hidden="true"]').length).to.equal(cards - 1);
    well.focus();
    await sendKeys({ press: '?' });
    expect(await spoken(el)).to.contain(`The well: ${cards} cards, in sight: ${names.join(', ')}.`);
  });

  it('a pile\'s card count stays readable over the hint\'s and a drop target\'s rings', async () => {
    const el = await gameFixture('well', { seed: '2', lang: 'en' });
    const pile = [...root(el).querySelectorAll<HTMLElement>('patience-pile')].find((p) => p.querySelector(':scope > .count'))!;
    const count = Number(getComputedStyle(pile.querySelector(':scope > .count')!).zIndex);
    pile.dataset.hint = 'to';
    pile.dataset.target = '';
    expect(count).to.be.above(Number(getComputedStyle(pile, '::before').zIndex));
    expect(count).to.be.above(Number(getComputedStyle(pile, '::after').zIndex));
  });

  it('the hint is dotted, so it is told from the solid focus ring by shape as well as colour', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    const hint = await el.hint();
    await settle(el);
    const from = hint!.move.split('>')[0]!;
    pileEl(el, from).focus();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowLeft' });
    await settle(el);
    const pile = pileEl(el, from);
    expect(getComputedStyle(pile).outlineStyle).to.equal('solid');
    expect(getComputedStyle(pile.querySelector('.card[data-top]')!).outlineStyle).to.equal('dotted');
  });
});

describe('notices', () => {
  it('a refused move\'s reason goes as soon as a move is made', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    const [from, to] = SCENARIOS.funnel.illegal;
    expect(el.play(`${from}>${to}`)).to.equal(false);
    await settle(el);
    expect(toastText(el)).to.not.equal('');
    el.play(SCENARIOS.funnel.tapMove);
    await settle(el);
    expect(toastText(el)).to.equal('');
  });
});

describe('hover', () => {
  it('lightens a toolbar button only where a pointer can hover, so a tapped button on a phone does not stay lit', async () => {
    const el = await gameFixture('funnel', { seed: '2', lang: 'en' });
    const rules = root(el).adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules]);
    const hovering = (rule: CSSRule): boolean => rule instanceof CSSStyleRule && rule.selectorText.startsWith('button:hover');
    expect(rules.filter(hovering), 'no hover rule outside a media query').to.deep.equal([]);
    const media = rules.filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && [...rule.cssRules].some(hovering));
    expect(media.map((rule) => rule.conditionText)).to.deep.equal(['(hover: hover)']);
  });
});
