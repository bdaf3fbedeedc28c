/** How long motion takes, and whether there is to be any: read by the table before its motion is loaded. */

export const GLIDE_MS = 200;

// One live query for the page, made on first use: matchMedia() builds a new list on every call.
let motionQuery: MediaQueryList | undefined;
export const reducedMotion = (): boolean => (motionQuery ??= matchMedia('(prefers-reduced-motion: reduce)')).matches;
