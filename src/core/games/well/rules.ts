/** Колодец — the Well (RULES.md §2). */
import { ALL_CARDS, ALL_SUITS, cyclicOrder, follows, rankBit, rankOf, sameSuit, suitBit, suitOf, type Card, type Rank } from '../../model/cards.js';
import { defineGame, drawAction, EXACT, emptyPile, faceUp, pileIds, stockEmpty, stockOf, top, refuse } from '../../engine/engine.js';
import { WellModel } from './search.js';

const cornerWrongStart = refuse('corner-wrong-start', (c) => `${c.card} cannot start ${c.to}: an empty corner takes the base rank ${baseRankOf(c)} in a suit not yet on a corner`);
const cornerSuitTaken = refuse('corner-suit-taken', (c) => `${c.card} cannot start ${c.to}: its suit is already on another corner`);
const cornerNotNext = refuse('corner-not-next', (c) => `${c.card} does not follow ${c.top} on ${c.to}`);
const crossNotPrev = refuse('cross-not-prev', (c) => `${c.card} does not go on ${c.top}: a place takes the next lower rank (any suit)`);

// Pile numbers follow `piles`: S 0, W 1, T0…T4 (the cross А Б В Г Д) 2–6, F0…F3 (the corners 1–4) 7–10.
const S = 0;
const T0 = 2;
const F0 = 7;
const CORNERS = 4;

function baseRankOf(c: { state: { piles: readonly { cards: readonly Card[] }[] } }): string {
  return c.state.piles[F0]!.cards[0]![0]!;
}

export const well = defineGame({
  id: 'well',
  decks: [36, 52],
  copies: 1,
  hasFreeDraw: false,
  piles: () => [
    { id: 'S', role: 'stock' },
    { id: 'W', role: 'waste' },
    ...pileIds('T', 5, 'tableau'),
    ...pileIds('F', CORNERS, 'foundation'),
  ],
  // Five cards to the cross, the sixth to corner 1 (its rank is the base rank), the rest the stock.
  deal: (cards) => ({
    piles: [stockOf(cards.slice(6)), emptyPile, ...cards.slice(0, 5).map((c) => faceUp([c])), faceUp([cards[5]!]), emptyPile, emptyPile, emptyPile],
    phase: 0,
  }),
  sourceRoles: ['waste', 'tableau'],
  targetRoles: ['tableau', 'foundation'],
  checkMove(state, variant, _from, to, card) {
    const pile = state.piles[to]!;
    const onTop = top(pile);
    const order = cyclicOrder(variant.options.deck);
    if (to >= F0) {
      if (onTop) return sameSuit(onTop, card) && follows(order, onTop, card) ? null : cornerNotNext;
      if (rankOf(card) !== rankOf(state.piles[F0]!.cards[0]!)) return cornerWrongStart;
      for (let f = F0; f < F0 + CORNERS; f++) {
        const base = state.piles[f]!.cards[0];
        if (base !== undefined && suitOf(base) === suitOf(card)) return cornerSuitTaken;
      }
      return null;
    }
    // A cross place: any card when empty, else the next lower rank, suit ignored.
    return onTop === undefined || follows(order, card, onTop) ? null : crossNotPrev;
  },
  // Targets are the cross places then the corners, in pile order from T0. Each set is exactly checkMove's.
  accepts(state, variant, out) {
    const order = cyclicOrder(variant.options.deck);
    const piles = state.piles;
    for (let to = T0; to < F0; to++) {
      const onTop = top(piles[to]!);
      out[to - T0] = EXACT | (onTop === undefined ? ALL_CARDS : rankBit(order.prev[rankOf(onTop)]!) | ALL_SUITS);
    }
    // An empty corner takes the base rank in a suit on no corner yet.
    let freeSuits = ALL_SUITS;
    for (let f = F0; f < F0 + CORNERS; f++) {
      const base = piles[f]!.cards[0];
      if (base !== undefined) freeSuits &= ~suitBit(suitOf(base));
    }
    const start = rankBit(rankOf(piles[F0]!.cards[0]!)) | freeSuits;
    for (let f = F0; f < F0 + CORNERS; f++) {
      const onTop = top(piles[f]!);
      out[f - T0] = EXACT | (onTop === undefined ? start : rankBit(order.next[rankOf(onTop)]!) | suitBit(suitOf(onTop)));
    }
  },
  actions: [drawAction((state) => (state.piles[S]!.cards.length > 0 ? null : stockEmpty))],
  text: {
    ru: {
      name: 'Колодец', subtitle: 'пасьянс',
      piles: { S: 'Колода', W: 'Резерв', T0: 'Место А', T1: 'Место Б', T2: 'Место В', T3: 'Место Г', T4: 'Место Д', 'F{n}': 'Угол {n}' },
      refusals: {
        'corner-wrong-start': '{card} не может начать угол: нужна карта базового достоинства в масти, которой ещё нет в углах',
        'corner-suit-taken': '{card}: эта масть уже собирается в другом углу',
        'corner-not-next': '{card} не идёт на {top.acc}: в углу масть собирается по возрастанию',
        'cross-not-prev': '{card} не идёт на {top.acc}: на место кладётся карта на одну ниже, масть любая',
      },
    },
    en: {
      name: 'Колодец', subtitle: 'the Well',
      piles: { S: 'Stock', W: 'Reserve', T0: 'Top place', T1: 'Left place', T2: 'Centre place', T3: 'Right place', T4: 'Bottom place', 'F{n}': 'Corner {n}' },
      refusals: {
        'corner-wrong-start': '{card} cannot start a corner: it takes the base rank in a suit not yet on a corner',
        'corner-suit-taken': '{card}: that suit is already on another corner',
        'corner-not-next': '{card} does not follow {top}: corners build up in suit',
        'cross-not-prev': '{card} does not go on {top}: a place takes the next lower rank, any suit',
      },
    },
  },
  // An empty corner waits for the base rank, the rank of corner 1's first card.
  startRank: (state, _variant, pile) => (pile >= F0 ? (state.piles[F0]!.cards[0]?.[0] as Rank | undefined) : undefined),
  isWon: (state, variant) => {
    let onCorners = 0;
    for (let f = F0; f < F0 + CORNERS; f++) onCorners += state.piles[f]!.cards.length;
    return onCorners === variant.size;
  },
  searchWhenStockSpent: true,
  searchModel: WellModel,
});
