/**
 * An event's path, kept for an event handled after its dispatch: a press that came before the
 * input controllers were loaded is handed to them once they are (see late/after-paint.ts), and by
 * then `composedPath()` is empty.
 */
const kept = new WeakMap<Event, readonly EventTarget[]>();

/** Keeps `event`'s path while it is being dispatched. */
export function keepPath(event: Event): void {
  kept.set(event, event.composedPath());
}

/** The path `event` took: its kept one, else its own. */
export const pathOf = (event: Event): readonly EventTarget[] => kept.get(event) ?? event.composedPath();
