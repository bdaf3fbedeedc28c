/**
 * Keys on a table: Enter or Space on a pile taps it; Shift+Enter picks its top card up and
 * Enter on another pile puts it down, Escape puts it back; Ctrl+Z undoes, Ctrl+Y and
 * Ctrl+Shift+Z redo; Escape closes the end-of-game message.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { PileId } from '../core/index.js';

export interface KeyIntents {
  /** The pile whose card is held, if any. */
  readonly held: PileId | null;
  tap(pile: PileId): void;
  pickUp(pile: PileId): void;
  /** Puts the held card on `pile` (or back, when it is its own pile). */
  putDown(pile: PileId): void;
  putBack(): void;
  undo(): void;
  redo(): void;
  /** Closes the end-of-game message; false when none is open. */
  closeEnd(): boolean;
}

export class KeyboardController implements ReactiveController {
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly intents: KeyIntents,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('keydown', this.onKeydown);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.onKeydown);
  }

  private onKeydown = (event: KeyboardEvent): void => {
    const intents = this.intents;
    const pile = (event.composedPath()[0] as HTMLElement | undefined)?.closest?.('patience-pile') as HTMLElement | null;
    const ctrl = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    let handled = true;
    if ((event.key === 'Enter' || event.key === ' ') && pile) {
      const id = pile.dataset.pile!;
      if (intents.held !== null) intents.putDown(id);
      else if (event.shiftKey) intents.pickUp(id);
      else intents.tap(id);
    } else if (event.key === 'Escape' && intents.held !== null) intents.putBack();
    else if (ctrl && key === 'z') event.shiftKey ? intents.redo() : intents.undo();
    else if (ctrl && key === 'y') intents.redo();
    else if (event.key === 'Escape') handled = intents.closeEnd();
    else handled = false;
    if (handled) event.preventDefault();
  };
}
