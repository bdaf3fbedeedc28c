/**
 * The demo page (demo/index.html with demo/demo.ts) as a host opens it at 1440×900: the
 * attributes of the element in play are controls that set them, every event shows in the log,
 * and the table's bottom is in view without scrolling.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';

type Table = HTMLElement & { updateComplete: Promise<unknown>; play(move: string): boolean; hint(): Promise<{ move: string } | null> };

const stage = () => document.querySelector('#stage')!.firstElementChild as Table;
const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(check(), what).to.be.true;
}

before(async () => {
  await setViewport({ width: 1440, height: 900 });
  const page = new DOMParser().parseFromString(await (await fetch('/demo/index.html')).text(), 'text/html');
  const style = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/demo/demo.css' });
  await new Promise((resolve) => {
    style.onload = resolve;
    document.head.append(style);
  });
  document.body.className = page.body.className;
  document.body.replaceChildren(...[...page.body.children].map((node) => document.importNode(node, true)));
  await import('../../demo/demo.js');
  await stage().updateComplete;
});

describe('the demo page', () => {
  it('shows every attribute of the element in play as a control, and a control sets its attribute', async () => {
    const select = document.querySelector<HTMLSelectElement>('#attr-theme')!;
    select.value = 'dark';
    select.dispatchEvent(new Event('change'));
    expect(stage().getAttribute('theme')).to.equal('dark');
    const toggle = document.querySelector<HTMLInputElement>('#attr-no-end-dialog')!;
    toggle.click();
    expect(stage().hasAttribute('no-end-dialog')).to.be.true;
    expect(document.querySelector('#markup')!.textContent).to.contain('theme="dark"').and.contain(' no-end-dialog');
    // free-draw is the Funnel's alone (custom-elements.json says so).
    expect(document.querySelector('#attr-free-draw')).to.equal(null);
    document.querySelector<HTMLButtonElement>('[data-game="patience-funnel"]')!.click();
    await stage().updateComplete;
    expect(stage().localName).to.equal('patience-funnel');
    expect(document.querySelector('#attr-free-draw')).to.not.equal(null);
    // The host's choices go with it to the next game.
    expect(stage().getAttribute('theme')).to.equal('dark');
  });

  it('logs the element\'s events with their detail, newest first', async () => {
    const hint = await stage().hint();
    expect(hint).to.not.equal(null);
    stage().play(hint!.move);
    await until(() => document.querySelector('#log li b')?.textContent === 'patience-move', 'a patience-move entry on top');
    const detail = JSON.parse(document.querySelector('#log li code')!.textContent!);
    expect(detail).to.include({ game: 'funnel', moveCount: 1, move: hint!.move });
  });

  it('passes axe, the table in it', async () => {
    await expect(document.body).to.be.accessible();
  });

  it('at 1440×900, shows the table\'s bottom without scrolling, and the controls beside it', async () => {
    await frame();
    const table = stage().getBoundingClientRect();
    expect(table.bottom).to.be.at.most(900);
    expect(table.height, 'the table uses the height it has').to.be.above(700);
    expect(document.documentElement.scrollHeight).to.be.at.most(900);
    const panel = document.querySelector('.panel')!.getBoundingClientRect();
    expect(panel.left).to.be.at.least(table.right);
  });
});
