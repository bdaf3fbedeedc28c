/** Воронка — the Funnel (docs/rules.md, "The Funnel"). */
import { ALL_SUITS, rankBit, rankOf, type Card } from '../../model/cards.js';
import type { State } from '../../model/types.js';
import { dealRows, defineGame, drawAction, EXACT, faceUp, refuse, stockEmpty, stockOf, top, type Variant } from '../../engine/engine.js';
import { piles, S, shape, T0, W, wasteTakes } from './piles.js';
import { FunnelModel } from './search.js';
import { words } from './words.js';

const nothingOnKing = refuse('nothing-on-king');
const notNeighbour = refuse('not-neighbour');
const columnStillPlays = refuse('column-still-plays');

const fitsOnWaste = (state: State, variant: Variant, card: Card): boolean =>
  (wasteTakes(variant.options.deck, rankOf(top(state.piles[W]!)!)) & rankBit(rankOf(card))) !== 0;

function anyColumnPlays(state: State, variant: Variant): boolean {
  for (let t = T0; t < state.piles.length; t++) {
    const card = top(state.piles[t]!);
    if (card !== undefined && fitsOnWaste(state, variant, card)) return true;
  }
  return false;
}

export const funnel = defineGame({
  id: 'funnel',
  decks: [36, 52],
  copies: 1,
  hasFreeDraw: true,
  piles,
  // The columns row by row, then one card face up onto W; the rest is the stock "А".
  deal: (cards, variant) => {
    const { columns, rows } = shape(variant.options.deck);
    const table = dealRows(cards, columns, rows);
    const waste = faceUp([cards.shift()!]);
    return { piles: [stockOf(cards), waste, ...table], phase: 0 };
  },
  sourceRoles: ['tableau'],
  targetRoles: ['waste'],
  checkMove(state, variant, _from, _to, card) {
    if (fitsOnWaste(state, variant, card)) return null;
    return top(state.piles[W]!)![0] === 'K' ? nothingOnKing : notNeighbour;
  },
  // The only target is W, and its set is the whole rule.
  accepts(state, variant, out) {
    const ranks = wasteTakes(variant.options.deck, rankOf(top(state.piles[W]!)!));
    out[0] = ranks === 0 ? 0 : EXACT | ranks | ALL_SUITS;
  },
  actions: [
    drawAction((state, variant) => {
      if (state.piles[S]!.cards.length === 0) return stockEmpty;
      return variant.options.freeDraw || !anyColumnPlays(state, variant) ? null : columnStillPlays;
    }),
  ],
  isWon: (state) => {
    for (let t = T0; t < state.piles.length; t++) if (state.piles[t]!.cards.length > 0) return false;
    return true;
  },
  searchWhenStockSpent: false,
  searchModel: FunnelModel,
  text: { en: words },
});
