/**
 * The drop-in loaded from another origin (a CDN): its solver worker starts through a same-origin
 * bootstrap where the page's policy allows `blob:` workers; where it does not, the element warns
 * once and analyses on the main thread. Two local servers stand for the CDN and the site;
 * headless Chromium (puppeteer-core) loads the page. Needs dist/cdn (`npm run build:cdn`).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import puppeteer, { type Browser } from 'puppeteer-core';

const CDN_DIR = join(process.cwd(), 'dist', 'cdn');
let cdn: Server;
let site: Server;
let browser: Browser;
let cdnOrigin = '';
/** The site's policy for the next page. */
let policy = '';

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

before(async () => {
  cdn = createServer((request, response) => {
    try {
      const body = readFileSync(join(CDN_DIR, new URL(request.url!, 'http://x').pathname.replace(/^\/+/, '').replace(/\.\./g, '')));
      // As npm CDNs serve: readable from any origin.
      response.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  site = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': policy })
      .end(`<!doctype html><script type="module" src="${cdnOrigin}/patience-elements.js"></script><patience-funnel seed="2" lang="en"></patience-funnel>`);
  });
  cdnOrigin = await listen(cdn);
  await listen(site);
  browser = await puppeteer.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new'] });
});

after(async () => {
  await browser?.close();
  cdn?.close();
  site?.close();
});

/** Where the page's first analysis ran, and the warnings it printed. */
async function analyseOnPage(): Promise<{ where: string; warnings: string[] }> {
  const page = await browser.newPage();
  const warnings: string[] = [];
  page.on('console', (message) => { if (message.type() === 'warn') warnings.push(message.text()); });
  await page.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`);
  const where = await page.evaluate(async () => {
    await customElements.whenDefined('patience-funnel');
    const el = document.querySelector('patience-funnel') as HTMLElement & { updateComplete: Promise<boolean>; hint(): Promise<unknown> };
    await el.updateComplete;
    const told = new Promise<string>((resolve) => el.addEventListener('patience-winnability', (e) => resolve((e as CustomEvent).detail.where), { once: true }));
    await el.hint();
    return told;
  });
  await page.close();
  return { where, warnings };
}

describe('the drop-in from another origin', () => {
  it('starts its solver worker through a blob: bootstrap where the policy allows it', async () => {
    policy = `default-src 'self' ${cdnOrigin} blob:`;
    const { where, warnings } = await analyseOnPage();
    assert.deepEqual({ where, warnings }, { where: 'worker', warnings: [] });
  });

  it('where the policy forbids blob: workers, warns once and analyses on the main thread', async () => {
    policy = `default-src 'self' ${cdnOrigin}`;
    const { where, warnings } = await analyseOnPage();
    assert.equal(where, 'main thread');
    assert.equal(warnings.filter((text) => /main thread/.test(text)).length, 1, warnings.join('\n'));
  });
});
