#!/usr/bin/env node
/**
 * Screenshots of the demo, every game at phone (390×844) and desktop (1440×900) size, and in
 * the dark and high-contrast themes at desktop size, with the system Chromium. Start the demo
 * first (`npm start`), then:
 *   node scripts/screenshots.mjs [base-url] [out-dir]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { findChromium } from './ensure-chromium.mjs';

const base = process.argv[2] ?? 'http://localhost:5173/';
const out = process.argv[3] ?? 'docs';
const games = ['patience-well', 'patience-funnel', 'patience-well-of-truth', 'patience-indian'];
const sizes = { phone: [390, 844], desktop: [1440, 900] };
mkdirSync(out, { recursive: true });
/** One shot: the demo at `w`×`h` with `query`, into `file`. */
function shoot(file, [w, h], query) {
  execFileSync(findChromium(), [
    '--headless=new', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync',
    `--window-size=${w},${h}`, '--virtual-time-budget=4000', `--screenshot=${file}`,
    `${base}?${query}`,
  ], { stdio: 'ignore' });
  console.log(file);
}
for (const game of games) {
  const short = game.replace('patience-', '');
  for (const [name, size] of Object.entries(sizes)) {
    const deck = game === 'patience-well-of-truth' || name === 'desktop' ? 52 : 36;
    shoot(`${out}/${short}-${name}.png`, size, `game=${game}&seed=7&deck=${deck}`);
  }
  // The other themes, at desktop size (the default theme follows the system, light here).
  for (const theme of ['dark', 'high-contrast']) {
    shoot(`${out}/${short}-${theme}.png`, sizes.desktop, `game=${game}&seed=7&deck=52&theme=${theme}`);
  }
}
