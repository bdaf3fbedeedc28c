#!/usr/bin/env node
/**
 * Screenshots of the demo, every game at phone (390×844) and desktop (1440×900) size, with
 * the system Chromium. Start the demo first (`npm start`), then:
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
for (const game of games) {
  for (const [name, [w, h]] of Object.entries(sizes)) {
    const deck = game === 'patience-well-of-truth' || name === 'desktop' ? 52 : 36;
    const file = `${out}/${game.replace('patience-', '')}-${name}.png`;
    execFileSync(findChromium(), [
      '--headless=new', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      `--window-size=${w},${h}`, '--virtual-time-budget=4000', `--screenshot=${file}`,
      `${base}?game=${game}&seed=7&deck=${deck}`,
    ], { stdio: 'ignore' });
    console.log(file);
  }
}
