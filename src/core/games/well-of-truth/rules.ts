/** Колодец истины — the Well of Truth (docs/rules.md, "Well of Truth"). */
import { ALL_CARDS, ALL_RANKS, holds, rankBit, rankOf, type Card } from '../../model/cards.js';
import type { State } from '../../model/types.js';
import { allCardsOn, defineGame, EXACT, emptyPile, faceUp, refuse, type Variant } from '../../engine/engine.js';
import { BASES, baseTakes, C, CORNERS, F0, FULL_BASE, piles, SLOTS, T0, W0 } from './piles.js';
import { WellOfTruthModel } from './search.js';
import { words } from './words.js';

const isCorner = (i: number) => i >= T0 && i < T0 + CORNERS;
const isBase = (i: number) => i >= F0 && i < F0 + BASES;

const baseFull = refuse('base-full');
const baseNotNext = refuse('base-not-next');
const noOpenPiles = refuse('no-open-piles');
const baseMoveFirst = refuse('base-move-first');
const phaseOneOnly = refuse('phase-one-only');
const phaseTwoOnly = refuse('phase-two-only');
const phaseThreeOnly = refuse('phase-three-only');
const wellNotEmpty = refuse('well-not-empty');
const wellEmpty = refuse('well-empty');

const baseSet = (base: readonly Card[]): number => baseTakes(rankOf(base[base.length - 1]!), base.length);

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
    wanted |= baseSet(state.piles[f]!.cards) & ALL_RANKS;
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
  piles,
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
      if (holds(baseSet(base), card)) return null;
      return base.length >= FULL_BASE ? baseFull : baseNotNext;
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
      // A base's set is the whole rule; the corners' and C's depend on the source and on other piles.
      const set = baseSet(state.piles[f]!.cards);
      out[f] = set === 0 ? 0 : EXACT | set;
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
  isWon: (state, variant) => allCardsOn(state, F0, BASES, variant.size),
  searchWhenStockSpent: false,
  searchModel: WellOfTruthModel,
  text: { en: words },
});
