/**
 * The table's sounds, synthesized with Web Audio: no file is fetched. Each cue is a few short
 * notes — an oscillator through a gain envelope that starts at the volume and dies away — so
 * nothing keeps sounding after it.
 */
export type Cue = 'pick-up' | 'put-down' | 'deal' | 'refused' | 'win';

/** One note: its waveform, pitch in Hz, start after the cue's in seconds, and length in seconds. */
interface Note {
  readonly wave: OscillatorType;
  readonly hz: number;
  readonly at: number;
  readonly length: number;
}

const note = (wave: OscillatorType, hz: number, at: number, length: number): Note => ({ wave, hz, at, length });

/** Soft clicks for the cards, a low buzz for a refusal, a rising arpeggio for a win. */
const CUES: Readonly<Record<Cue, readonly Note[]>> = {
  'pick-up': [note('triangle', 660, 0, 0.05)],
  'put-down': [note('triangle', 330, 0, 0.07)],
  deal: [note('triangle', 520, 0, 0.04), note('triangle', 470, 0.05, 0.04), note('triangle', 420, 0.1, 0.04)],
  refused: [note('square', 140, 0, 0.12)],
  win: [note('sine', 523, 0, 0.14), note('sine', 659, 0.12, 0.14), note('sine', 784, 0.24, 0.14), note('sine', 1047, 0.36, 0.3)],
};

/** Schedules `cue` on `context` at `volume` (0–1). */
export function playCue(context: AudioContext, cue: Cue, volume: number): void {
  const start = context.currentTime;
  for (const { wave, hz, at, length } of CUES[cue]) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = wave;
    oscillator.frequency.value = hz;
    const from = start + at;
    // Cards are quiet: a third of the volume at the loudest, then an exponential fade to silence.
    gain.gain.setValueAtTime(Math.max(volume / 3, 0.0001), from);
    gain.gain.exponentialRampToValueAtTime(0.0001, from + length);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(from);
    oscillator.stop(from + length);
  }
}
