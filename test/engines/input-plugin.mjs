/**
 * Real input for the cross-engine suite, one round trip a gesture, in every launcher it runs
 * under: puppeteer's (Chromium over CDP, Firefox over WebDriver BiDi) and W3C WebDriver's
 * (WebKitGTK). `sendMouse` costs a round trip a step, too slow for whole games over WebDriver,
 * and the runner's commands offer no touch at all.
 *
 * - `engine-pointer` `{ pointer: 'mouse' | 'touch', path, press, release }`: presses at the first
 *   point, moves through the rest and lifts at the last (one point: a click or a tap);
 *   `press: false` moves on from a pointer held down, `release: false` keeps it down.
 * - `engine-keys` `{ keys }`: presses each key in turn; `Control+z` holds Control.
 * - `engine-reduced-motion` `{ reduce }`: emulates `prefers-reduced-motion`; the answer is false
 *   where the engine's automation cannot.
 */
const WEBDRIVER_KEYS = {
  Enter: '\uE007', Escape: '\uE00C', Tab: '\uE004', Home: '\uE011', End: '\uE010', Control: '\uE009', Shift: '\uE008',
  ArrowLeft: '\uE012', ArrowUp: '\uE013', ArrowRight: '\uE014', ArrowDown: '\uE015',
};

function webdriverPointer({ pointer, path, press = true, release = true }) {
  const at = ([x, y]) => ({ type: 'pointerMove', duration: 0, origin: 'viewport', x: Math.round(x), y: Math.round(y) });
  const moves = path.map(at);
  const actions = press ? [moves[0], { type: 'pointerDown', button: 0 }, ...moves.slice(1)] : moves;
  if (release) actions.push({ type: 'pointerUp', button: 0 });
  return [{ type: 'pointer', id: pointer, parameters: { pointerType: pointer }, actions }];
}

function webdriverKeys(keys) {
  const actions = [];
  for (const chord of keys) {
    const parts = chord.length > 1 ? chord.split('+').map((k) => WEBDRIVER_KEYS[k] ?? k) : [chord];
    for (const k of parts) actions.push({ type: 'keyDown', value: k });
    for (const k of parts.reverse()) actions.push({ type: 'keyUp', value: k });
  }
  return [{ type: 'key', id: 'keyboard', actions }];
}

async function puppeteerPointer(page, { pointer, path, press = true, release = true }) {
  const [first, ...rest] = path;
  if (pointer === 'touch') {
    if (press) await page.touchscreen.touchStart(...first);
    for (const point of press ? rest : path) await page.touchscreen.touchMove(...point);
    if (release) await page.touchscreen.touchEnd();
    return;
  }
  if (press) {
    await page.mouse.move(...first);
    await page.mouse.down();
  }
  for (const point of press ? rest : path) await page.mouse.move(...point);
  if (release) await page.mouse.up();
}

async function puppeteerKeys(page, keys) {
  for (const chord of keys) {
    const parts = chord.length > 1 ? chord.split('+') : [chord];
    for (const k of parts.slice(0, -1)) await page.keyboard.down(k);
    await page.keyboard.press(parts.at(-1));
    for (const k of parts.slice(0, -1).reverse()) await page.keyboard.up(k);
  }
}

export const engineInputPlugin = {
  name: 'engine-input',
  async executeCommand({ command, payload, session }) {
    if (!command.startsWith('engine-')) return undefined;
    const { browser } = session;
    if (browser.type === 'webdriver') {
      const driver = browser.driver;
      if (command === 'engine-pointer') {
        await driver.performActions(webdriverPointer(payload));
        // Releasing the actions lifts every held button: not while a gesture goes on.
        if (payload.release !== false) await driver.releaseActions();
      } else if (command === 'engine-keys') {
        await driver.performActions(webdriverKeys(payload.keys));
        await driver.releaseActions();
      } else if (command === 'engine-reduced-motion') return false;
      else return undefined;
      return true;
    }
    const page = browser.getPage(session.id);
    if (command === 'engine-pointer') await puppeteerPointer(page, payload);
    else if (command === 'engine-keys') await puppeteerKeys(page, payload.keys);
    else if (command === 'engine-reduced-motion') {
      try {
        await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: payload.reduce ? 'reduce' : 'no-preference' }]);
      } catch {
        return false;
      }
    } else return undefined;
    return true;
  },
};
