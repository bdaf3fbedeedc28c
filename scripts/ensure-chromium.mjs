#!/usr/bin/env node
/**
 * Finds a system Chromium/Chrome for the browser tests and prints its path. No tool here may
 * download a browser of its own, so when none is found it installs Debian's `chromium` with
 * apt-get if running as root, and otherwise stops with a message saying what to install.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
].filter(Boolean);

export function findChromium() {
  return CANDIDATES.find((path) => existsSync(path));
}

function install() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      'No Chromium or Chrome found for the browser tests.\n' +
        'Install one, e.g. on Debian/Ubuntu:  sudo apt-get install -y chromium\n' +
        'or point CHROME_PATH at an installed Chrome/Chromium binary.',
    );
    process.exit(1);
  }
  console.error('No Chromium found: installing Debian package "chromium" with apt-get …');
  execFileSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'] });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!findChromium()) install();
  const path = findChromium();
  if (!path) {
    console.error('apt-get finished but no Chromium binary was found at /usr/bin/chromium.');
    process.exit(1);
  }
  console.log(path);
}
