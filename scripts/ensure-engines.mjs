#!/usr/bin/env node
/**
 * Finds Firefox and WebKit for the cross-engine browser tests (Debian's `firefox-esr`, and
 * `webkit2gtk-driver`'s WebKitWebDriver with its MiniBrowser, under `xvfb-run`). As
 * ensure-chromium.mjs does, it installs what is missing with apt-get when running as root, and
 * otherwise stops saying what to install: no engine is skipped in silence.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const onPath = (name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;

function findMiniBrowser() {
  // Debian puts it under its multiarch folder, e.g. /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/.
  for (const arch of existsSync('/usr/lib') ? readdirSync('/usr/lib') : []) {
    for (const api of ['webkit2gtk-4.1', 'webkit2gtk-4.0', 'webkitgtk-6.0']) {
      const path = `/usr/lib/${arch}/${api}/MiniBrowser`;
      if (existsSync(path)) return path;
    }
  }
  return undefined;
}

/** Paths of the engines, or undefined for each that is missing. */
export function findEngines() {
  return {
    firefox: [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'].find((path) => path && existsSync(path)),
    webkitDriver: onPath('WebKitWebDriver') ? 'WebKitWebDriver' : undefined,
    miniBrowser: process.env.MINIBROWSER_PATH && existsSync(process.env.MINIBROWSER_PATH) ? process.env.MINIBROWSER_PATH : findMiniBrowser(),
    xvfbRun: onPath('xvfb-run') ? 'xvfb-run' : undefined,
  };
}

const PACKAGES = { firefox: 'firefox-esr', webkitDriver: 'webkit2gtk-driver', miniBrowser: 'webkit2gtk-driver', xvfbRun: 'xvfb' };
const missingPackages = () => [...new Set(Object.entries(findEngines()).filter(([, path]) => !path).map(([what]) => PACKAGES[what]))];

if (import.meta.url === `file://${process.argv[1]}`) {
  let missing = missingPackages();
  if (missing.length > 0) {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    if (!isRoot || !onPath('apt-get')) {
      console.error(
        `The cross-engine browser tests need Firefox and WebKit, and these are missing: ${missing.join(', ')}.\n` +
          `Install them, e.g. on Debian/Ubuntu:  sudo apt-get install -y ${missing.join(' ')}\n` +
          'or point FIREFOX_PATH at a Firefox binary and MINIBROWSER_PATH at WebKitGTK\'s MiniBrowser.',
      );
      process.exit(1);
    }
    console.error(`Installing Debian packages for the cross-engine tests with apt-get: ${missing.join(' ')} …`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'] });
    execFileSync('apt-get', ['install', '-y', '-qq', ...missing], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    missing = missingPackages();
    if (missing.length > 0) {
      console.error(`apt-get finished but these engines are still missing: ${missing.join(', ')}.`);
      process.exit(1);
    }
  }
}
