/** Under Lit's development build, which a host's dev server loads (npm run build:frameworks builds the page), Lit finds nothing to warn about. */
import { expect } from '@open-wc/testing';

type PageWindow = Window & { litWarnings?: string[]; litDone?: Promise<void> };

describe('Lit development build', () => {
  it('four elements dealt, played, refitted and resized, and a toolbar swapping Hint for Finish under focus: no warning but Lit\'s own dev-mode notice', async () => {
    const frame = document.createElement('iframe');
    frame.style.cssText = 'border: 0; width: 900px; height: 700px';
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    frame.src = '/dist-test/lit-dev/lit-dev.html';
    document.body.append(frame);
    await loaded;
    const win = frame.contentWindow as PageWindow;
    for (let i = 0; i < 100 && !win.litDone; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    await win.litDone;
    const warnings = win.litWarnings!;
    const devNotice = (warning: string) => warning.startsWith('Lit is in dev mode');
    expect(warnings.some(devNotice), 'Lit\'s development build is the one loaded').to.equal(true);
    expect(warnings.filter((warning) => !devNotice(warning))).to.deep.equal([]);
    frame.remove();
  });
});
