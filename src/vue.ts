/**
 * Vue 3 template types: with `import type {} from 'patience-elements/vue'` once in a Vue
 * TypeScript project (and `vueCompilerOptions.strictTemplates`, so unknown names are errors),
 * `<patience-funnel :seed="2" free-draw @patience-win="(e) => e.detail.moves" />` type-checks
 * and a misspelled attribute, a wrong `deck` or an unknown event does not. Each element lists
 * only the attributes it has (`free-draw`: the Funnel's; `deck`: 52 alone on the Well of Truth).
 */
import type { DefineComponent } from 'vue';
import type { PatienceFunnel } from './elements/patience-funnel.js';
import type { PatienceIndian } from './elements/patience-indian.js';
import type { PatienceWellOfTruth } from './elements/patience-well-of-truth.js';
import type { PatienceWell } from './elements/patience-well.js';
import type {
  PatienceAbandonEvent, PatienceHintEvent, PatienceLoseEvent, PatienceMoveEvent, PatienceNewGameEvent, PatiencePauseEvent, PatienceRestartEvent,
  PatienceResumeEvent, PatienceStartEvent, PatienceUndoEvent, PatienceWinEvent, PatienceWinnabilityEvent,
} from './ui/table/events.js';
import type { PatienceTable } from './ui/table/patience-table.js';

/** The events of every element, as Vue's listener props (`@patience-win` is `onPatienceWin`). */
export interface PatienceVueEvents {
  onPatienceMove?: (event: PatienceMoveEvent) => void;
  onPatienceWin?: (event: PatienceWinEvent) => void;
  onPatienceLose?: (event: PatienceLoseEvent) => void;
  onPatienceNewGame?: (event: PatienceNewGameEvent) => void;
  onPatienceUndo?: (event: PatienceUndoEvent) => void;
  onPatienceStart?: (event: PatienceStartEvent) => void;
  onPatiencePause?: (event: PatiencePauseEvent) => void;
  onPatienceResume?: (event: PatienceResumeEvent) => void;
  onPatienceWinnability?: (event: PatienceWinnabilityEvent) => void;
  onPatienceHint?: (event: PatienceHintEvent) => void;
  onPatienceRestart?: (event: PatienceRestartEvent) => void;
  onPatienceAbandon?: (event: PatienceAbandonEvent) => void;
}

type Shared = 'seed' | 'fourColour' | 'noToolbar' | 'noEndDialog' | 'persist' | 'fit' | 'theme' | 'storage' | 'showWinnable' | 'winnable' | 'difficulty' | 'lang';
type Props<E extends PatienceTable, K extends keyof E, Deck> = { [P in K]?: E[P] | null } & { deck?: Deck | null } & PatienceVueEvents;
type Element<Props> = DefineComponent<Props>;

declare module 'vue' {
  interface GlobalComponents {
    'patience-well': Element<Props<PatienceWell, Shared, 36 | 52>>;
    'patience-funnel': Element<Props<PatienceFunnel, Shared | 'freeDraw', 36 | 52>>;
    'patience-well-of-truth': Element<Props<PatienceWellOfTruth, Shared, 52>>;
    'patience-indian': Element<Props<PatienceIndian, Shared, 36 | 52>>;
  }
}
