/**
 * The cross-engine suite (test/engines/) in Firefox and WebKit, beside Chromium's whole suite
 * (web-test-runner.config.mjs, whose set-up it shares). `npm run test:engines` runs it under a
 * virtual display, which WebKitGTK's MiniBrowser needs; ENGINES=firefox or ENGINES=webkit runs one.
 */
import { puppeteerLauncher } from '@web/test-runner-puppeteer';
import { webdriverLauncher } from '@web/test-runner-webdriver';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import base from './web-test-runner.config.mjs';
import { findEngines } from './scripts/ensure-engines.mjs';

const engines = findEngines();
const wanted = (process.env.ENGINES ?? 'firefox,webkit').split(',');
if (!wanted.every((name) => name === 'firefox' || name === 'webkit')) throw new Error(`ENGINES=${process.env.ENGINES}: name firefox, webkit or both.`);
for (const [what, path] of Object.entries(engines)) {
  if (!path) throw new Error(`No ${what} for the cross-engine tests: run node scripts/ensure-engines.mjs to install it.`);
}

function firefox() {
  // puppeteer-core drives Firefox over WebDriver BiDi; no browser is downloaded (.puppeteerrc.cjs).
  return puppeteerLauncher({ launchOptions: { browser: 'firefox', executablePath: engines.firefox, headless: true } });
}

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** WebKitWebDriver on a free port, answering /status; it ends with this process. */
async function startWebKitDriver() {
  const port = await freePort();
  const driver = spawn(engines.webkitDriver, [`--port=${port}`, '--host=127.0.0.1'], { stdio: 'ignore' });
  process.on('exit', () => driver.kill());
  for (let tries = 0; tries < 100; tries++) {
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then((r) => r.ok, () => false);
    if (ready) return port;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port} within 10 s.`);
}

async function webkit() {
  return webdriverLauncher({
    hostname: '127.0.0.1',
    port: await startWebKitDriver(),
    capabilities: {
      browserName: 'MiniBrowser',
      // WebKitWebDriver speaks classic WebDriver only: no BiDi socket.
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { binary: engines.miniBrowser, args: ['--automation'] },
    },
  });
}

export default {
  ...base,
  files: ['test/engines/**/*.test.ts'],
  browsers: [...(wanted.includes('firefox') ? [firefox()] : []), ...(wanted.includes('webkit') ? [await webkit()] : [])],
};
