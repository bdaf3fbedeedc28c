/**
 * The Well's words for players, in English: the core's refusal messages are made of them. The other
 * languages' words for this game are in the language packs (src/languages/), typed from these.
 */
import type { GameText } from '../../model/types.js';

export const words = {
  name: 'Колодец', subtitle: 'the Well',
  piles: { S: 'Stock', W: 'Reserve', T0: 'Top place', T1: 'Left place', T2: 'Centre place', T3: 'Right place', T4: 'Bottom place', 'F{n}': 'Corner {n}' },
  refusals: {
    'corner-wrong-start': '{card} cannot start a corner: it takes the base rank in a suit not yet on a corner',
    'corner-suit-taken': '{card}: that suit is already on another corner',
    'corner-not-next': '{card} does not follow {top}: corners build up in suit',
    'cross-not-prev': '{card} does not go on {top}: a place takes the next lower rank, any suit',
  },
} as const satisfies GameText;
