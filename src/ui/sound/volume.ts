/** The sound's volume, checked with the table's other settings before each render, whether or not the sound is loaded yet. */

/** The volume a table starts at, and falls back to from a bad value. */
export const DEFAULT_VOLUME = 0.5;

/** What the sound reads of its table. */
export interface SoundHost {
  readonly sound: boolean;
  volume: number;
}

export const isVolume = (value: unknown): value is number => typeof value === 'number' && value >= 0 && value <= 1;

/** A bad `volume` (not a number from 0 to 1) falls back to the default, with one warning; `null` or `undefined` silently. */
export function checkVolume(table: SoundHost, warn: (message: string) => void): void {
  const volume = table.volume as number | null | undefined;
  if (isVolume(volume)) return;
  // Unset (a framework removing the prop) is the default, as for the attributes: no warning.
  if (volume !== null && volume !== undefined) warn(`volume: ${String(volume)} is not a number from 0 to 1; using ${DEFAULT_VOLUME}`);
  table.volume = DEFAULT_VOLUME;
}
