/**
 * The Well of Truth's words for players, in English: the core's refusal messages are made of them. The other
 * languages' words for this game are in the language packs (src/languages/), typed from these.
 */
import type { GameText } from '../../model/types.js';

export const words = {
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
} as const satisfies GameText;
