/** Воронка — the Funnel (RULES.md §3). */
import { aceLowOrder, ALL_SUITS, rankBit, rankOf, type Card } from '../../model/cards.js';
import { dealRows, defineGame, drawAction, EXACT, faceUp, pileIds, stockEmpty, stockOf, top, refuse, type Variant } from '../../engine/engine.js';
import { FunnelModel } from './search.js';
import type { State } from '../../model/types.js';

const nothingOnKing = refuse('nothing-on-king', (c) => `nothing goes on a king (${c.top} on ${c.to})`);
const notNeighbour = refuse('not-neighbour', (c) => `${c.card} is not next to ${c.top} in rank (one up or one down, suit ignored)`);
const columnStillPlays = refuse('column-still-plays', () => 'a column card can still go onto W: a new chain starts only when nothing can be moved');

// Pile numbers follow `piles`: S 0, W 1, then the columns T0… from 2.
const S = 0;
const W = 1;
const T0 = 2;

const shape = (deck: number) => (deck === 36 ? { columns: 6, rows: 4 } : { columns: 7, rows: 5 });

function fitsOnWaste(waste: Card, card: Card, deck: 36 | 52): boolean {
  const order = aceLowOrder(deck);
  const under = rankOf(waste);
  const r = rankOf(card);
  return order.next[under] !== -1 && (order.next[under] === r || order.prev[under] === r);
}

function anyColumnPlays(state: State, variant: Variant): boolean {
  const waste = top(state.piles[W]!)!;
  for (let t = T0; t < state.piles.length; t++) {
    const card = top(state.piles[t]!);
    if (card !== undefined && fitsOnWaste(waste, card, variant.options.deck)) return true;
  }
  return false;
}

export const funnel = defineGame({
  id: 'funnel',
  decks: [36, 52],
  copies: 1,
  hasFreeDraw: true,
  piles: (deck) => [{ id: 'S', role: 'stock' }, { id: 'W', role: 'waste' }, ...pileIds('T', shape(deck).columns, 'tableau')],
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
    const waste = top(state.piles[W]!)!;
    if (waste[0] === 'K') return nothingOnKing;
    return fitsOnWaste(waste, card, variant.options.deck) ? null : notNeighbour;
  },
  // The only target is W.
  accepts(state, variant, out) {
    const order = aceLowOrder(variant.options.deck);
    const under = rankOf(top(state.piles[W]!)!);
    // Exactly checkMove's set: nothing on a king, else a neighbour in rank.
    out[0] = order.next[under] === -1 ? 0 : EXACT | rankBit(order.next[under]!) | rankBit(order.prev[under]!) | ALL_SUITS;
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
  text: {
    ru: {
      name: 'Воронка', subtitle: 'пасьянс',
      piles: { S: 'Колода А', W: 'Стопка В', 'T{n}': 'Колонка {n}' },
      refusals: {
        'nothing-on-king': 'На короля ничего не кладут',
        'not-neighbour': '{card} не соседствует с {top.ins}: нужна карта на одну выше или ниже',
        'column-still-plays': 'Ещё можно переложить карту из таблицы: новую цепочку начинают, только когда ходов нет',
      },
    },
    en: {
      name: 'Воронка', subtitle: 'the Funnel',
      piles: { S: 'Stock A', W: 'Pile B', 'T{n}': 'Column {n}' },
      refusals: {
        'nothing-on-king': 'Nothing goes on a king',
        'not-neighbour': '{card} is not next to {top}: it must be one rank up or down',
        'column-still-plays': 'A card can still go onto the pile: a new chain starts only when nothing moves',
      },
    },
  },
});
