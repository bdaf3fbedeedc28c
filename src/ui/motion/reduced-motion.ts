/** Whether the player asked for less motion; read by the table before its motion is loaded. */

// One live query for the page, made on first use: matchMedia() builds a new list on every call.
let motionQuery: MediaQueryList | undefined;
export const reducedMotion = (): boolean => (motionQuery ??= matchMedia('(prefers-reduced-motion: reduce)')).matches;
