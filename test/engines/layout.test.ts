/**
 * What rests on newer CSS and DOM features in each engine: container queries (a narrow table's
 * two-line status), `:has()`, the pause veil's `inert`, and the end of a game's message taking
 * the focus.
 */
import { expect } from '@open-wc/testing';
import { dealt, focusedPile, keys, settle, winOf } from './helpers.js';

describe('layout and focus in this engine', () => {
  it('gives a narrow table the two-line status line (a container query)', async () => {
    const wide = await dealt('funnel', 'seed="2"');
    const narrow = await dealt('funnel', 'seed="2"', 400);
    const height = (el: typeof wide): number => el.shadowRoot!.querySelector('.status-inner')!.getBoundingClientRect().height;
    expect(narrow.getBoundingClientRect().width).to.equal(400);
    expect(height(wide)).to.equal(32);
    expect(height(narrow)).to.equal(50);
  });

  it('takes no key under the pause veil but P, which resumes', async () => {
    const el = await dealt('funnel', 'seed="2"');
    el.focus();
    el.pause();
    // On the veil as it renders: WebKit lets go of the pile made inert only at a later rendering,
    // which need not come before the next key, and that key would be lost on the body.
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement?.closest('.veil'), 'focus on the veil').to.not.equal(null);
    await settle(el);
    // Not Enter: focus is on the veil's Resume, which Enter would press.
    await keys('1', '.', 'd');
    expect(el.moves).to.deep.equal([]);
    expect(el.paused).to.equal(true);
    await keys('p');
    await el.updateComplete;
    expect(focusedPile(el), 'focus back on the piles').to.not.equal(undefined);
    await settle(el);
    expect(el.paused).to.equal(false);
    await keys('1', 'Enter');
    await settle(el);
    expect(el.moves).to.deep.equal(['T0>W']);
  });

  it('hands the focus to the end of the game\'s message after the winning key', async () => {
    const { moves } = winOf('funnel', 2);
    const el = await dealt('funnel', 'seed="2"');
    for (const move of moves.slice(0, -1)) expect(el.play(move), move).to.equal(true);
    await settle(el);
    el.focus();
    // The Funnel's last move is a column's card onto the open pile, its only place: a tap.
    const [column] = moves.at(-1)!.match(/^T(\d)>W$/)!.slice(1);
    await keys(String(Number(column) + 1), 'Enter');
    await settle(el);
    expect(el.status).to.equal('won');
    expect(focusedPile(el)).to.equal(undefined);
    expect(el.shadowRoot!.activeElement?.closest('patience-end-dialog'), 'focus in the end dialog').to.not.equal(null);
  });
});
