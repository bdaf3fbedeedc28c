/**
 * JSX types for React 19: with `import type {} from 'patience-elements/jsx'` once in a React
 * TypeScript project, `<patience-funnel seed={2} onpatience-win={(e) => e.detail.moves} />`
 * type-checks. React 19 sets these as properties and adds `on<event name>` as listeners.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { PatienceFunnel } from './elements/patience-funnel.js';
import type { PatienceIndian } from './elements/patience-indian.js';
import type { PatienceWellOfTruth } from './elements/patience-well-of-truth.js';
import type { PatienceWell } from './elements/patience-well.js';
import type {
  PatienceAbandonEvent, PatienceHintEvent, PatienceRestartEvent, PatienceLoseEvent, PatienceMoveEvent, PatienceNewGameEvent, PatiencePauseEvent, PatienceResumeEvent, PatienceStartEvent,
  PatienceUndoEvent, PatienceWinEvent, PatienceWinnabilityEvent,
} from './ui/table/events.js';
import type { PatienceTable } from './ui/table/patience-table.js';

/** The events of every element, as React 19 props: `onpatience-win`, … */
export interface PatienceEventProps {
  'onpatience-move'?: (event: PatienceMoveEvent) => void;
  'onpatience-win'?: (event: PatienceWinEvent) => void;
  'onpatience-lose'?: (event: PatienceLoseEvent) => void;
  'onpatience-new-game'?: (event: PatienceNewGameEvent) => void;
  'onpatience-undo'?: (event: PatienceUndoEvent) => void;
  'onpatience-start'?: (event: PatienceStartEvent) => void;
  'onpatience-pause'?: (event: PatiencePauseEvent) => void;
  'onpatience-resume'?: (event: PatienceResumeEvent) => void;
  'onpatience-winnability'?: (event: PatienceWinnabilityEvent) => void;
  'onpatience-hint'?: (event: PatienceHintEvent) => void;
  'onpatience-restart'?: (event: PatienceRestartEvent) => void;
  'onpatience-abandon'?: (event: PatienceAbandonEvent) => void;
}

type Settable = 'seed' | 'deck' | 'freeDraw' | 'fourColour' | 'noToolbar' | 'noEndDialog' | 'persist' | 'fit' | 'theme' | 'storage' | 'showWinnable' | 'winnable' | 'difficulty' | 'autoHome' | 'sound' | 'volume';

/** The settable properties of every element (each also an attribute); `null` unsets one (the default), as `undefined` does. */
export type PatienceProps<E extends PatienceTable> = { [K in Settable]?: E[K] | null };

type ElementProps<E extends PatienceTable> = DetailedHTMLProps<HTMLAttributes<E>, E> & PatienceProps<E> & PatienceEventProps;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'patience-well': ElementProps<PatienceWell>;
      'patience-funnel': ElementProps<PatienceFunnel>;
      'patience-well-of-truth': ElementProps<PatienceWellOfTruth>;
      'patience-indian': ElementProps<PatienceIndian>;
    }
  }
}
