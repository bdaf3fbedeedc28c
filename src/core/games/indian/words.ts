/**
 * Indian's words for players, in English: the core's refusal messages are made of them. The other
 * languages' words for this game are in the language packs (src/languages/), typed from these.
 */
import type { GameText } from '../../model/types.js';

export const words = {
  name: 'Индийский пасьянс', subtitle: 'Indian patience',
  piles: { S: 'Stock', W: 'Waste', 'F{n}': 'Foundation {n}', 'T{n}': 'Column {n}' },
  notes: { enchanted: 'enchanted' },
  notesGone: { enchanted: 'no longer enchanted' },
  refusals: {
    'only-ace-starts': '{card} cannot start a foundation: an ace does',
    'foundation-not-next': '{card} does not follow {top}: foundations build up in suit',
    'enchanted-source': '{card} is enchanted: while the stock lasts it may only go to a foundation',
    'enchanted-target': '{top} is enchanted: nothing goes on it while the stock lasts',
    'same-suit-on-column': '{card} cannot go on {top}: the suits must differ',
    'column-not-prev': '{card} does not go on {top}: a column takes the next lower rank in another suit',
  },
} as const satisfies GameText;
