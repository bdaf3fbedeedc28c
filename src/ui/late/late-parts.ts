/**
 * What a table needs only once it is on screen, loaded after its first paint (see
 * after-paint.ts): pointer and keyboard input, the cards' glides and the win's cascade, the sound,
 * the focus keeper, the notice bubble's placing, the end-of-game message, the toolbar's panels,
 * and the styles of what only they show.
 */
import type { CSSResult } from 'lit';
import { TableInput } from '../input/table-input.js';
import { FocusKeeper } from '../input/focus-keeper.js';
import { MotionController } from '../motion/motion.js';
import { WinCascade } from '../motion/win-cascade.js';
import { cascadeStyles } from '../motion/win-cascade.styles.js';
import { SoundController } from '../sound/sound.js';
import { bubbleStyles, placeBubbleBeside } from '../chrome/notice-bubble.js';
import { endDialogStyles } from '../chrome/end-dialog.styles.js';
import { veilStyles } from '../chrome/veil.styles.js';
import '../chrome/patience-end-dialog.js';
import { ChromePanels } from '../chrome/panels/panels.js';
import { panelStyles } from '../chrome/panels/panels.styles.js';
import type { LateHost, TableShared } from '../table/table-shared.js';

/** The styles of what the table shows only once these parts are in, added to its own. */
export const lateStyles: CSSResult[] = [bubbleStyles, endDialogStyles, veilStyles, panelStyles, cascadeStyles];

export interface LateParts {
  readonly input: TableInput;
  readonly motion: MotionController;
  readonly cascade: WinCascade;
  readonly sound: SoundController;
  /** The toolbar's panels, made when first opened (see panels-door.ts). */
  readonly Panels: typeof ChromePanels;
}

/** The parts for `host`; `focused`: what had focus inside it before they were in, if anything. */
export function lateParts(shared: TableShared, host: LateHost, focused: HTMLElement | null): LateParts {
  shared.announcer.placeBubble = placeBubbleBeside;
  new FocusKeeper(host, focused);
  return { input: new TableInput(shared), motion: new MotionController(host), cascade: new WinCascade(host), sound: new SoundController(shared, host), Panels: ChromePanels };
}
