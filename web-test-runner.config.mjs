import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { fileURLToPath } from 'node:url';
import { findChromium } from './scripts/ensure-chromium.mjs';
import { engineInputPlugin } from './test/engines/input-plugin.mjs';

// Flags for a closed network and for running as root (CI runs as root).
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The CDN test pages are served as a host would serve them: the policy in a response header, not a <meta>. */
const CSP_PAGES = {
  '/test/cdn/blank.html': "default-src 'self'",
  '/test/cdn/drop-in.html': "default-src 'self'",
  '/test/cdn/trusted-types.html': "default-src 'self'; require-trusted-types-for 'script'",
};
async function strictCspHeader(context, next) {
  await next();
  if (context.path in CSP_PAGES) context.set('Content-Security-Policy', CSP_PAGES[context.path]);
}

/**
 * `executeServerCommand('forced-colors', { active })`: the stock emulateMedia command drops
 * forced-colors on Chromium (puppeteer), so the focus test sets the media feature itself.
 */
const cdpSessions = new WeakMap();
const forcedColorsCommand = {
  name: 'forced-colors-command',
  async executeCommand({ command, payload, session }) {
    if (command !== 'forced-colors') return undefined;
    // Puppeteer's own media emulation refuses this feature; the protocol takes it. The
    // protocol session is kept: emulation ends when its session does.
    const page = session.browser.getPage(session.id);
    cdpSessions.set(page, cdpSessions.get(page) ?? (await page.createCDPSession()));
    await cdpSessions.get(page).send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: payload.active ? 'active' : 'none' }] });
    return true;
  },
};

/** The host's second script of test/cdn/second-script.html arrives well after the bundle has run. */
async function lateSecondScript(context, next) {
  if (context.path === '/test/cdn/second-script.js') await new Promise((resolve) => setTimeout(resolve, 500));
  await next();
}

/**
 * The drop-in's folder as a flaky host serves it: /test/cdn/flaky/<token>/<file> is dist/cdn/<file>,
 * except that the first request for each game's element file under a token fails, and so does
 * every request for the table's late parts until /test/cdn/flaky/<token>/open (drop-in-retry.test.ts).
 */
const flakyFailed = new Set();
const flakyOpen = new Set();
async function flakyDropIn(context, next) {
  const flaky = /^\/test\/cdn\/flaky\/(\w+)\/([\w.-]+)$/.exec(context.path);
  if (!flaky) return next();
  const [, token, file] = flaky;
  if (file === 'open') {
    flakyOpen.add(token);
    context.body = 'open';
    return undefined;
  }
  const failing = /^late-parts-[\w-]+\.js$/.test(file) ? !flakyOpen.has(token) : /^patience-(?!elements)[\w-]+\.js$/.test(file) && !flakyFailed.has(`${token}/${file}`);
  if (failing) {
    flakyFailed.add(`${token}/${file}`);
    // Written here, not through koa: the server marks every answer cacheable on its way out, and a cached failure is never asked for again.
    context.respond = false;
    context.res.writeHead(503, { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain' });
    context.res.end('unavailable');
    return undefined;
  }
  context.url = `/dist/cdn/${file}`;
  return next();
}

export default {
  // *.node.test.ts are the UI's pure parts, tested in Node (npm run test:node).
  files: ['test/ui/**/*.test.ts', 'test/demo/**/*.test.ts', 'test/elements/**/*.test.ts', 'test/cdn/**/*.test.ts', 'test/frameworks/**/*.test.ts', 'test/engines/**/*.test.ts', '!test/**/*.node.test.ts'],
  middleware: [strictCspHeader, lateSecondScript, flakyDropIn],
  // Lit's production build: no dev-mode banner in every test's log.
  nodeResolve: { exportConditions: ['production'] },
  concurrency: 1,
  testsFinishTimeout: 240_000,
  testFramework: { config: { timeout: 20_000 } },
  plugins: [forcedColorsCommand, engineInputPlugin, esbuildPlugin({ ts: true, tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) })],
  browsers: [chromeLauncher({ launchOptions: { executablePath: process.env.CHROME_PATH ?? findChromium(), args: CHROMIUM_ARGS } })],
};
