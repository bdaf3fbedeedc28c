/**
 * React 19 and Vue 3 (real packages, built by Vite as a host would: npm run build:frameworks)
 * render each element, set its properties, and hear its events.
 */
import { expect } from '@open-wc/testing';

type PageWindow = Window & typeof globalThis & { frameworkLog: string[] };
type GameElement = HTMLElement & {
  updateComplete: Promise<boolean>;
  state?: { seed: number; options: { deck: number } };
  fourColour: boolean;
  noToolbar: boolean;
  language: string;
  play(move: string): boolean;
  moves: string[];
};

async function open(page: string): Promise<{ frame: HTMLIFrameElement; win: PageWindow }> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'border: 0; width: 900px; height: 700px';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = `/dist-test/frameworks/${page}.html`;
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as PageWindow;
  for (let i = 0; i < 100 && win.document.querySelectorAll('patience-indian').length === 0; i++) await new Promise((r) => setTimeout(r, 20));
  return { frame, win };
}

const element = (win: PageWindow, tag: string) => win.document.querySelector(tag) as GameElement;
const settle = async (win: PageWindow) => {
  for (const tag of ['patience-well', 'patience-funnel', 'patience-well-of-truth', 'patience-indian']) await element(win, tag).updateComplete;
  await new Promise((r) => setTimeout(r, 30));
};

for (const framework of ['react', 'vue']) {
  describe(`${framework === 'react' ? 'React 19' : 'Vue 3'}`, () => {
    it('renders the four elements with the properties it set, hears their events, and re-renders a property', async () => {
      const { frame, win } = await open(framework);
      await settle(win);
      const funnel = element(win, 'patience-funnel');
      expect([funnel.state!.seed, funnel.state!.options.deck, funnel.language]).to.deep.equal([2, 52, 'en']);
      expect(element(win, 'patience-well').fourColour).to.equal(true);
      expect(element(win, 'patience-well').state!.options.deck).to.equal(52);
      expect(element(win, 'patience-well-of-truth').noToolbar).to.equal(true);
      expect(element(win, 'patience-indian').state!.seed).to.equal(5);
      expect(win.frameworkLog.filter((line) => line.startsWith('new-game')).sort()).to.deep.equal(
        ['new-game funnel 2', 'new-game indian 5', 'new-game well 3', 'new-game well-of-truth 4'],
      );
      const first = (funnel as unknown as { state: unknown; rules: { legalMoves(s: unknown): string[] } });
      const move = first.rules.legalMoves(first.state)[0]!;
      expect(funnel.play(move)).to.equal(true);
      expect(win.frameworkLog.at(-1)).to.equal(`move ${move}`);
      (win.document.querySelector('#next') as HTMLButtonElement).click();
      await settle(win);
      expect(funnel.state!.seed).to.equal(3);
      expect(win.frameworkLog.at(-1)).to.equal('new-game funnel 3');
      frame.remove();
    });
  });
}
