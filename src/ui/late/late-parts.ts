/**
 * What a table needs only once it is on screen, loaded after its first paint (see
 * after-paint.ts): pointer and keyboard input, the cards' glides and the win's cascade.
 */
import { TableInput } from '../input/table-input.js';
import { MotionController } from '../motion/motion.js';
import { WinCascade, type CascadeHost } from '../motion/win-cascade.js';
import type { TableShared } from '../table/table-shared.js';

export interface LateParts {
  readonly input: TableInput;
  readonly motion: MotionController;
  readonly cascade: WinCascade;
}

export function lateParts(shared: TableShared, host: CascadeHost): LateParts {
  return { input: new TableInput(shared), motion: new MotionController(host), cascade: new WinCascade(host) };
}
