/**
 * The Funnel's words for players, in English: the core's refusal messages are made of them. The other
 * languages' words for this game are in the language packs (src/languages/), typed from these.
 */
import type { GameText } from '../../model/types.js';

export const words = {
  name: 'Воронка', subtitle: 'the Funnel',
  piles: { S: 'Stock A', W: 'Pile B', 'T{n}': 'Column {n}' },
  refusals: {
    'nothing-on-king': 'Nothing goes on a king',
    'not-neighbour': '{card} is not next to {top}: it must be one rank up or down',
    'column-still-plays': 'A card can still go onto the pile: a new chain starts only when nothing moves',
  },
} as const satisfies GameText;
