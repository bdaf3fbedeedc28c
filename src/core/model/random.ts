/**
 * The deal specification. It must never change: deal numbers are shared between players
 * and releases, like FreeCell's.
 *
 * PRNG: mulberry32 (Tommy Ettinger's 32-bit generator) seeded with the deal number, an
 * unsigned 32-bit integer. Each draw is the generator's uint32 output divided by 2^32.
 * Shuffle: Fisher–Yates from the end, `for i = n-1 … 1: j = floor(draw() * (i + 1)); swap(i, j)`,
 * applied to `freshCards()`. The shuffled array is then dealt from index 0 onwards.
 */

export const MAX_SEED = 0xffffffff;

export function isSeed(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_SEED;
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Returns a shuffled copy of `items`, as specified above. */
export function shuffle<T>(items: readonly T[], seed: number): T[] {
  const out = items.slice();
  const draw = mulberry32(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(draw() * (i + 1));
    const held = out[i]!;
    out[i] = out[j]!;
    out[j] = held;
  }
  return out;
}
