/**
 * A fifth game, declared only here: its rules module (a 12-card golf on one column) and its
 * element (where the piles sit). The generic table renders and plays it with no change to
 * src/ui — the proof that a game is declared once.
 */
import { expect, fixture } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { html, type TemplateResult } from 'lit';
import { aceLowOrder, rankOf, type Card } from '../../src/core/model/cards.js';
import { defineGame, drawAction, faceUp, refuse, stockEmpty, stockOf } from '../../src/core/engine/engine.js';
import type { Move, Rules, State } from '../../src/core/index.js';
import { PatienceTable } from '../../src/ui/table/patience-table.js';
import { pileCards, pileEl, record, settle, stopRecording, tapPile } from './helpers.js';

// ——— its rules module ———

const notNeighbour = refuse('not-neighbour');
const S = 0;
const W = 1;
const T0 = 2;

/** Twelve cards of the shuffled deck: seven in the column, one face up on the waste, four in the stock. */
const tinyGolf: Rules = defineGame({
  id: 'tiny-golf',
  decks: [36],
  copies: 1,
  hasFreeDraw: false,
  piles: () => [
    { id: 'S', role: 'stock' },
    { id: 'W', role: 'waste' },
    { id: 'T0', role: 'tableau' },
  ],
  deal: (cards) => ({ piles: [stockOf(cards.slice(8, 12)), faceUp([cards[7]!]), faceUp(cards.slice(0, 7))], phase: 0 }),
  sourceRoles: ['tableau'],
  targetRoles: ['waste'],
  checkMove(state, _variant, _from, _to, card: Card) {
    const waste = state.piles[W]!.cards.at(-1)!;
    const order = aceLowOrder(36);
    return order.next[rankOf(waste)] === rankOf(card) || order.prev[rankOf(waste)] === rankOf(card) ? null : notNeighbour;
  },
  actions: [drawAction((state) => (state.piles[S]!.cards.length > 0 ? null : stockEmpty))],
  isWon: (state) => state.piles[T0]!.cards.length === 0,
  searchWhenStockSpent: false,
  text: {
    en: { name: 'Гольф', subtitle: 'tiny golf', piles: { S: 'Stock', W: 'Waste', T0: 'The column' }, refusals: { 'not-neighbour': '{card} is not next to {top}' } },
  },
});

// ——— its element ———

class PatienceTinyGolf extends PatienceTable {
  protected readonly rules = tinyGolf;

  protected unitsAcross(): number {
    return 3 * 1.14 + 0.34;
  }

  protected unitsDown(): number {
    return 1.4 * 4;
  }

  protected renderTable(): TemplateResult {
    return html`<div style="display: flex; gap: 8px">${this.pile('S', 'stack')}${this.pile('W', 'stack')}${this.pile('T0', 'down')}</div>`;
  }
}
customElements.define('patience-tiny-golf', PatienceTinyGolf);

// ——— the proof ———

/** A winning line by exhaustive search: twelve cards make a tiny tree. */
function winningLine(state: State): Move[] | null {
  if (tinyGolf.status(state) === 'won') return [];
  for (const move of tinyGolf.legalMoves(state)) {
    const rest = winningLine(tinyGolf.apply(state, move));
    if (rest) return [move, ...rest];
  }
  return null;
}

describe('a fifth game declared outside src/ui', () => {
  afterEach(stopRecording);

  it('renders its deal with its own pile names, and plays a won game by taps', async () => {
    const seed = [...Array(500).keys()].find((s) => winningLine(tinyGolf.deal(s)) !== null)!;
    const line = winningLine(tinyGolf.deal(seed))!;
    await setViewport({ width: 1024, height: 1000 });
    const el = await fixture<PatienceTinyGolf>(`<patience-tiny-golf seed="${seed}" lang="en" style="display: block; width: 500px"></patience-tiny-golf>`);
    await settle(el);
    const dealt = tinyGolf.layout(el.state!);
    expect(pileCards(el, 'T0')).to.deep.equal(dealt['T0']!.up);
    expect(pileCards(el, 'W')).to.deep.equal(dealt['W']!.up);
    expect(pileEl(el, 'T0').getAttribute('aria-label')).to.match(/^The column: /);
    expect(el.shadowRoot!.querySelector('.name')!.textContent).to.equal('Гольф');
    const wins = record('patience-win');
    // Each move of the winning line is what a tap on its source pile plays.
    for (const move of line) await tapPile(el, move === 'draw' ? 'S' : 'T0');
    expect(el.moves).to.deep.equal(line);
    expect(el.status).to.equal('won');
    expect(wins).to.have.length(1);
    expect(wins[0]!.detail.game).to.equal('tiny-golf');
  });
});
