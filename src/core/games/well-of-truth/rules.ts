/** Колодец истины — the Well of Truth (RULES.md §4). */
import { ALL_CARDS, ALL_SUITS, CYCLIC_52, follows, rankBit, rankOf, type Card } from '../../model/cards.js';
import { defineGame, EXACT, emptyPile, faceUp, pileIds, refuse, type Variant } from '../../engine/engine.js';
import { WellOfTruthModel } from './search.js';
import type { State } from '../../model/types.js';

// Pile numbers follow `piles`: T0…T3 0–3, F0…F7 4–11, C 12, W0…W2 13–15.
const T0 = 0;
const CORNERS = 4;
const F0 = 4;
const BASES = 8;
const C = 12;
const W0 = 13;
const SLOTS = 3;
const FULL_BASE = 13;

const isCorner = (i: number) => i >= T0 && i < T0 + CORNERS;
const isBase = (i: number) => i >= F0 && i < F0 + BASES;

const baseFull = refuse('base-full', (c) => `${c.to} is full: a base holds 13 cards`);
const baseNotNext = refuse('base-not-next', (c) => `${c.card} does not follow ${c.top} on ${c.to}: a base takes the next rank up (any suit)`);
const noOpenPiles = refuse('no-open-piles', () => 'corner and centre tops never go onto each other, except as the phases allow');
const baseMoveFirst = refuse('base-move-first', () => 'a card can still go onto a base');
const phaseOneOnly = refuse('phase-one-only', () => 'only while the well empties (phase 1)');
const phaseTwoOnly = refuse('phase-two-only', () => 'only while the well fills (phase 2)');
const phaseThreeOnly = refuse('phase-three-only', () => 'only in the last phase, once every corner is empty');
const wellNotEmpty = refuse('well-not-empty', () => 'the well (C) still holds cards');
const wellEmpty = refuse('well-empty', () => 'the well (C) is empty');

function canGoOnBase(base: readonly Card[], card: Card): boolean {
  return base.length < FULL_BASE && follows(CYCLIC_52, base[base.length - 1]!, card);
}

/** Piles whose top card can be played, by phase. */
const PLAYABLE_BY_PHASE: readonly (readonly number[])[] = [[], [0, 1, 2, 3, C], [0, 1, 2, 3], [W0, W0 + 1, W0 + 2]];

// Several checks ask "is any move onto a base legal?" of the same immutable position;
// remembering the last answer keeps legal-move listing linear.
let lastAsked: State | null = null;
let lastAnswer = false;

function anyBaseMove(state: State): boolean {
  if (state === lastAsked) return lastAnswer;
  // The ranks some base wants next, then whether a playable top has one of them.
  let wanted = 0;
  for (let f = F0; f < F0 + BASES; f++) {
    const base = state.piles[f]!.cards;
    if (base.length < FULL_BASE) wanted |= rankBit(CYCLIC_52.next[rankOf(base[base.length - 1]!)]!);
  }
  let found = false;
  for (const s of PLAYABLE_BY_PHASE[state.phase]!) {
    const pile = state.piles[s]!;
    if (pile.cards.length > pile.down && (wanted & rankBit(rankOf(pile.cards[pile.cards.length - 1]!))) !== 0) {
      found = true;
      break;
    }
  }
  lastAsked = state;
  lastAnswer = found;
  return found;
}

export const wellOfTruth = defineGame({
  id: 'well-of-truth',
  decks: [52],
  copies: 2,
  hasFreeDraw: false,
  piles: () => [
    ...pileIds('T', CORNERS, 'tableau'),
    ...pileIds('F', BASES, 'foundation'),
    { id: 'C', role: 'centre' },
    ...pileIds('W', SLOTS, 'slot'),
  ],
  // Eleven cards face up on each corner (dealt round, as at a table), eight bases, the last 52 in C.
  deal: (cards) => {
    const corners: Card[][] = [[], [], [], []];
    for (let i = 0; i < 44; i++) corners[i % CORNERS]!.push(cards[i]!);
    const bases = cards.slice(44, 52).map((card) => faceUp([card]));
    return { piles: [...corners.map(faceUp), ...bases, faceUp(cards.slice(52)), emptyPile, emptyPile, emptyPile], phase: 1 };
  },
  sourceRoles: ['tableau', 'centre', 'slot'],
  targetRoles: ['foundation', 'tableau', 'centre'],
  checkMove(state: State, _variant: Variant, from: number, to: number, card: Card) {
    if (isBase(to)) {
      const base = state.piles[to]!.cards;
      if (base.length >= FULL_BASE) return baseFull;
      return canGoOnBase(base, card) ? null : baseNotNext;
    }
    if (isCorner(to)) {
      if (from !== C) return noOpenPiles;
      if (state.phase !== 1) return phaseOneOnly;
      return anyBaseMove(state) ? baseMoveFirst : null;
    }
    // Into the well (C).
    if (!isCorner(from)) return noOpenPiles;
    if (state.phase !== 2) return phaseTwoOnly;
    return anyBaseMove(state) ? baseMoveFirst : null;
  },
  // Targets in pile order: the corners, the bases, then C.
  accepts(state, _variant, out) {
    const phase = state.phase;
    // Moves onto a corner or into C wait until nothing goes to a base.
    const open = !anyBaseMove(state);
    for (let t = T0; t < T0 + CORNERS; t++) out[t] = phase === 1 && open ? ALL_CARDS : 0;
    for (let f = F0; f < F0 + BASES; f++) {
      const base = state.piles[f]!.cards;
      // A base's set is exactly checkMove's; the corners' and C's depend on the source and on other piles.
      out[f] = base.length >= FULL_BASE ? 0 : EXACT | rankBit(CYCLIC_52.next[rankOf(base[base.length - 1]!)]!) | ALL_SUITS;
    }
    out[C] = phase === 2 && open ? ALL_CARDS : 0;
  },
  // In phase 2 the well fills face down.
  putsFaceDown: (draft, to) => to === C && draft.phase === 2,
  afterMove(draft, from) {
    if (draft.phase !== 2 || !isCorner(from)) return;
    draft.revealTop(from);
    let cornersLeft = 0;
    for (let t = T0; t < T0 + CORNERS; t++) cornersLeft += draft.piles[t]!.cards.length;
    if (cornersLeft === 0) draft.phase = 3;
  },
  actions: [
    {
      name: 'turn',
      pile: 'centre',
      phase: 1,
      check: (state) => {
        if (state.phase !== 1) return phaseOneOnly;
        if (state.piles[C]!.cards.length > 0) return wellNotEmpty;
        return anyBaseMove(state) ? baseMoveFirst : null;
      },
      apply(draft) {
        for (let t = T0; t < T0 + CORNERS; t++) {
          const cards = draft.piles[t]!.cards.slice().reverse();
          draft.set(t, { cards, down: Math.max(cards.length - 1, 0) });
        }
        draft.phase = 2;
      },
    },
    {
      name: 'deal',
      pile: 'centre',
      phase: 3,
      check: (state) => {
        if (state.phase !== 3) return phaseThreeOnly;
        if (state.piles[C]!.cards.length === 0) return wellEmpty;
        return anyBaseMove(state) ? baseMoveFirst : null;
      },
      apply(draft) {
        for (let k = 0; k < SLOTS && draft.piles[C]!.cards.length > 0; k++) draft.put(W0 + k, draft.take(C));
      },
    },
  ],
  isWon: (state, variant) => {
    let onBases = 0;
    for (let f = F0; f < F0 + BASES; f++) onBases += state.piles[f]!.cards.length;
    return onBases === variant.size;
  },
  searchWhenStockSpent: false,
  searchModel: WellOfTruthModel,
  text: {
    ru: {
      name: 'Колодец истины', subtitle: 'пасьянс',
      piles: { C: 'Колодец', 'T{n}': 'Угловая стопка {n}', 'F{n}': 'База {n}', 'W{n}': 'Открытое место {n}' },
      phases: ['', 'Колодец пустеет', 'Колодец наполняется', 'Тройки'],
      actions: { turn: 'Угловые стопки перевёрнуты', deal: 'Из колодца выложены карты' },
      actionHints: { turn: 'перевернуть угловые стопки', deal: 'выложить карты из колодца' },
      refusals: {
        'base-full': '{to}: база собрана, в ней 13 карт',
        'base-not-next': '{card} не идёт на {top.acc}: на базу кладётся карта на одну выше, масть любая',
        'no-open-piles': 'Открытые стопки нельзя перекладывать друг на друга',
        'base-move-first': 'Сначала переложите карту на базу',
        'phase-one-only': 'Только пока колодец пустеет',
        'phase-two-only': 'Только пока колодец наполняется',
        'phase-three-only': 'Только когда угловые стопки опустели',
        'well-not-empty': 'В колодце ещё есть карты',
        'well-empty': 'Колодец пуст',
      },
    },
    en: {
      name: 'Колодец истины', subtitle: 'the Well of Truth',
      piles: { C: 'The well', 'T{n}': 'Corner pile {n}', 'F{n}': 'Base {n}', 'W{n}': 'Open slot {n}' },
      phases: ['', 'The well empties', 'The well fills', 'Threes'],
      actions: { turn: 'The corner piles are turned over', deal: 'Cards dealt from the well' },
      actionHints: { turn: 'turn the corner piles over', deal: 'deal cards from the well' },
      refusals: {
        'base-full': '{to} is complete: 13 cards',
        'base-not-next': '{card} does not follow {top}: a base takes the next rank up, any suit',
        'no-open-piles': 'Open piles never go onto each other',
        'base-move-first': 'A card can still go onto a base',
        'phase-one-only': 'Only while the well empties',
        'phase-two-only': 'Only while the well fills',
        'phase-three-only': 'Only once every corner pile is empty',
        'well-not-empty': 'The well still holds cards',
        'well-empty': 'The well is empty',
      },
    },
  },
});
