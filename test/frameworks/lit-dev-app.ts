/**
 * The four elements under Lit's development build: dealt, played, refitted and resized, with
 * every console warning kept (in `litWarnings`) for test/frameworks/lit-dev.test.ts.
 */
type Table = HTMLElement & { updateComplete: Promise<boolean>; play(move: string): boolean; rules: { legalMoves(state: unknown): string[] }; state: unknown; fit: string };

const warnings: string[] = [];
const pageWindow = window as unknown as { litWarnings: string[]; litDone: Promise<void> };
pageWindow.litWarnings = warnings;
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  warnings.push(args.map(String).join(' '));
  warn(...args);
};

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

async function exercise(): Promise<void> {
  // Loaded after the console is watched: Lit says it is in dev mode as it loads.
  await Promise.all([
    import('../../src/elements/patience-well.js'),
    import('../../src/elements/patience-funnel.js'),
    import('../../src/elements/patience-well-of-truth.js'),
    import('../../src/elements/patience-indian.js'),
  ]);
  const tables = ['patience-well', 'patience-funnel', 'patience-well-of-truth', 'patience-indian'].map((tag) => {
    const el = document.createElement(tag) as Table;
    el.setAttribute('seed', '2');
    el.setAttribute('lang', 'en');
    document.body.append(el);
    return el;
  });
  await Promise.all(tables.map((el) => el.updateComplete));
  for (const el of tables) el.play(el.rules.legalMoves(el.state)[0]!);
  await frame();
  for (const el of tables) el.fit = 'width';
  document.body.style.width = '600px';
  for (let i = 0; i < 5; i++) await frame();
  await swapUnderFocus();
}

/** A toolbar whose focused Hint gives way to Finish, as when the solver proves the ending: focus goes with the place. */
async function swapUnderFocus(): Promise<void> {
  const [{ ENGLISH }, { games }] = await Promise.all([import('../../src/ui/i18n/en.js'), import('../../src/core/index.js')]);
  const model = {
    messages: ENGLISH.messages, text: games.funnel.text.en, seed: 1, moves: 3, elapsedMs: () => 0, running: false,
    canUndo: true, canRedo: false, canHint: true, canFinish: false, notify: () => undefined,
  };
  const noop = () => undefined;
  const toolbar = Object.assign(document.createElement('patience-toolbar'), {
    model, intents: { undo: noop, redo: noop, restart: noop, newGame: noop, hint: noop, finish: noop, pause: noop },
  }) as HTMLElement & { model: typeof model; updateComplete: Promise<boolean> };
  document.body.append(toolbar);
  await toolbar.updateComplete;
  toolbar.querySelector<HTMLButtonElement>('button[data-key="hint"]')!.focus();
  toolbar.model = { ...model, canFinish: true };
  await toolbar.updateComplete;
  await frame();
  if (document.activeElement?.getAttribute('data-key') !== 'finish') throw new Error('focus did not go from Hint to Finish');
}

pageWindow.litDone = exercise();
