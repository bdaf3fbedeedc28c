/**
 * The package as a host installs it: `npm pack`ed, unpacked into a scratch node_modules, then
 * imported by name through `exports` and bundled with Vite, to prove what each entry pulls in.
 * Needs the library build in dist/ (`npm run test:package` makes it first). Also: the demo builds
 * as a static site with its rules page, and the project carries its own rules.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build } from 'vite';

const ROOT = process.cwd();
// Inside the repository (ignored by git), so that the packed files still find lit in node_modules.
const SCRATCH = join(ROOT, 'tmp', 'package-test');
const INSTALLED = join(SCRATCH, 'node_modules', 'patience-elements');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

/**
 * Bundles `source` as a host's app would (minification off, so the output can be read): every
 * file, or with `withLazy: false` only what a page loads with it (the entry and what it imports
 * statically), not the files it imports when needed.
 */
async function bundle(source: string, { withLazy = true } = {}): Promise<string> {
  const entry = join(SCRATCH, `entry-${Math.random().toString(36).slice(2)}.js`);
  writeFileSync(entry, source);
  const result = await build({
    configFile: false,
    root: SCRATCH,
    logLevel: 'silent',
    build: { write: false, minify: false, lib: { entry, formats: ['es'], fileName: 'out' } },
  });
  const files = outputFiles(result);
  const byName = new Map(files.map((file) => [file.fileName, file]));
  const loaded = new Set(files.filter((file) => withLazy || file.isEntry));
  for (const file of loaded) for (const name of file.imports) loaded.add(byName.get(name)!);
  return [...loaded].map((file) => file.text).join('\n');
}

interface OutputFile { fileName: string; text: string; isChunk: boolean; isEntry: boolean; imports: string[] }

/** Every file a `write: false` build produced, as text (code of chunks, source of assets). */
function outputFiles(result: Awaited<ReturnType<typeof build>>): OutputFile[] {
  return (Array.isArray(result) ? result : [result])
    .flatMap((out) => ('output' in out ? out.output : []))
    .map((file) => 'code' in file
      ? { fileName: file.fileName, text: file.code, isChunk: true, isEntry: file.isEntry, imports: file.imports }
      : { fileName: file.fileName, text: String(file.source), isChunk: false, isEntry: false, imports: [] });
}

const defined = (code: string) => [...code.matchAll(/customElements\.define\(\s*["'`]([a-z-]+)/g)].map((m) => m[1]).sort();
const hasLit = (code: string) => /LitElement|lit-html|ReactiveElement/.test(code);

before(() => {
  rmSync(SCRATCH, { recursive: true, force: true });
  mkdirSync(INSTALLED, { recursive: true });
  const [{ filename }] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', SCRATCH], { encoding: 'utf8' }));
  execFileSync('tar', ['-xzf', join(SCRATCH, filename), '-C', INSTALLED, '--strip-components=1']);
});
after(() => rmSync(SCRATCH, { recursive: true, force: true }));

describe('package.json', () => {
  it('exports exactly the documented entries', () => {
    assert.deepEqual(Object.keys(pkg.exports), [
      '.', './core', './well', './funnel', './well-of-truth', './indian', './jsx', './vue', './cdn/patience-elements.js', './cdn/core.js', './custom-elements.json',
      './vscode.html-custom-data.json', './web-types.json', './package.json',
    ]);
  });

  it('types the drop-in by its own entry, and its core.js as the rules core (each exports the same)', () => {
    assert.equal(pkg.exports['./cdn/patience-elements.js'].types, './dist/drop-in.d.ts');
    assert.match(readFileSync(join(ROOT, 'vite.cdn.config.ts'), 'utf8'), /entry: 'src\/drop-in\.ts'/);
    assert.equal(pkg.exports['./cdn/core.js'].types, pkg.exports['./core'].types);
  });

  it('ships every file its exports name (types: from a source file tsc emits), and the licence', () => {
    for (const [entry, target] of Object.entries<string | { types: string; default?: string }>(pkg.exports)) {
      // A types-only entry (./jsx, ./vue) has no code to ship; its declarations come from its source.
      const file = typeof target === 'string' ? target : target.default;
      if (file !== undefined) assert.ok(existsSync(join(INSTALLED, file)), `${entry}: ${file} is not in the package`);
      if (typeof target !== 'string') {
        const source = target.types.replace('./dist/', 'src/').replace(/\.d\.ts$/, '.ts');
        assert.ok(existsSync(join(ROOT, source)), `${entry}: no ${source} to emit ${target.types}`);
      }
    }
    assert.match(readFileSync(join(INSTALLED, 'LICENSE'), 'utf8'), /^MIT License\n\nCopyright \(c\) 2026 patience-elements contributors/);
  });

  it('ships the files the README links to (not its pictures), so its links work in the installed package', () => {
    const readme = readFileSync(join(INSTALLED, 'README.md'), 'utf8');
    const linked = [...readme.matchAll(/(?<!!)\[[^\]]*\]\(([^)#]+)(#[^)]*)?\)/g)].map((m) => m[1]!).filter((target) => !/^[a-z]+:/.test(target));
    assert.ok(linked.includes('docs/rules.md'), `links found: ${linked.join(', ')}`);
    for (const target of linked) assert.ok(existsSync(join(INSTALLED, target)), `the README links ${target}, which is not in the package`);
  });

  it('marks as side effects only the files that define tags, and the main entry, which defines all four', () => {
    const shipped = execFileSync('find', ['dist', '-name', '*.js'], { cwd: INSTALLED, encoding: 'utf8' }).trim().split('\n');
    const defining = [...shipped.filter((file) => /customElements\.define\(/.test(readFileSync(join(INSTALLED, file), 'utf8'))), 'dist/index.js'];
    const matches = (file: string) => pkg.sideEffects.some((glob: string) => new RegExp(`^${glob.replace(/^\.\//, '').replace(/\./g, '\\.').replace(/\*/g, '[^/]*')}$`).test(file));
    assert.deepEqual(shipped.filter(matches).sort(), defining.sort());
  });
});

/** The table's own parts, defined with every game element. */
const PRIMITIVES = ['patience-end-dialog', 'patience-pile', 'patience-sheet', 'patience-toolbar'];

describe('what each entry pulls into a host\'s bundle', () => {
  it('`import { verifyWin } from "patience-elements/core"` in an app with side effects brings no element and no Lit', async () => {
    const code = await bundle("import { verifyWin } from 'patience-elements/core';\ndocument.body.textContent = String(verifyWin('funnel', 1, {}, []));\n");
    assert.match(code, /maxMoves/);
    assert.deepEqual(defined(code), []);
    assert.equal(hasLit(code), false);
  });

  it('`import { verifyWin } from "patience-elements"` defines all four elements: the main entry always does (the core alone is /core)', async () => {
    const code = await bundle("import { verifyWin } from 'patience-elements';\ndocument.body.textContent = String(verifyWin('funnel', 1, {}, []));\n");
    assert.deepEqual(defined(code), [...PRIMITIVES, 'patience-funnel', 'patience-indian', 'patience-well', 'patience-well-of-truth'].sort());
  });

  it('`patience-elements/core` defines nothing and brings no Lit', async () => {
    const code = await bundle("import * as core from 'patience-elements/core';\nexport default core;\n");
    assert.match(code, /verifyWin/);
    assert.deepEqual(defined(code), []);
    assert.equal(hasLit(code), false);
  });

  for (const [entry, tag] of [['well', 'patience-well'], ['funnel', 'patience-funnel'], ['well-of-truth', 'patience-well-of-truth'], ['indian', 'patience-indian']]) {
    it(`\`import "patience-elements/${entry}"\` defines <${tag}> (and the table's parts), no other game`, async () => {
      const code = await bundle(`import 'patience-elements/${entry}';\n`);
      assert.deepEqual(defined(code), [...PRIMITIVES, tag].sort());
      // Its own rules only: the solver, with every game's, is a file loaded when needed.
      const loadedFirst = await bundle(`import 'patience-elements/${entry}';\n`, { withLazy: false });
      const rules = [...loadedFirst.matchAll(/\bid:\s*["'`]([a-z-]+)["'`],\s*decks:/g)].map((m) => m[1]);
      assert.deepEqual(rules, [entry]);
    });
  }

  it('a class imported from the main entry defines its own tag (and, the main entry\'s rule, the other three)', async () => {
    const code = await bundle("import { PatienceIndian } from 'patience-elements';\nexport default PatienceIndian;\n");
    assert.deepEqual(defined(code), [...PRIMITIVES, 'patience-funnel', 'patience-indian', 'patience-well', 'patience-well-of-truth'].sort());
  });

  it('the JSON entries resolve in Node', () => {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', [
      "import pkg from 'patience-elements/package.json' with { type: 'json' };",
      "import cem from 'patience-elements/custom-elements.json' with { type: 'json' };",
      "import { verifyWin } from 'patience-elements/core';",
      'console.log(pkg.name, cem.schemaVersion !== undefined, typeof verifyWin);',
    ].join('\n')], { cwd: SCRATCH, encoding: 'utf8' });
    assert.equal(out.trim(), 'patience-elements true function');
  });

  it('keeps its classes\' names, so an error or event logged in a host\'s console says what it is', () => {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', [
      "import { IllegalMoveError, SavedGameError, deserialize } from 'patience-elements/core';",
      "try { deserialize('nonsense'); } catch (error) { console.log(IllegalMoveError.name, SavedGameError.name, error.constructor.name); }",
    ].join('\n')], { cwd: SCRATCH, encoding: 'utf8' });
    assert.equal(out.trim(), 'IllegalMoveError SavedGameError SavedGameError');
    const events = readFileSync(join(INSTALLED, 'dist', 'ui', 'table', 'events.js'), 'utf8');
    assert.match(events, /\bPatienceWinEvent = class\b/);
  });
});

describe('the solver worker in the package', () => {
  const GAMES = ['well', 'funnel', 'well-of-truth', 'indian'];

  it('ships one worker per game, dist/ui/solver/solver-<game>.js, self-contained (no imports), with its game alone, at the URL its element starts it from', () => {
    for (const game of GAMES) {
      const worker = readFileSync(join(INSTALLED, `dist/ui/solver/solver-${game}.js`), 'utf8');
      assert.doesNotMatch(worker, /^\s*import\b|\bimport\(/m);
      assert.match(worker, /onmessage/);
      // The game's id is in its rules; no other game's rules are.
      const ids = GAMES.filter((id) => new RegExp(`["'\`]${id}["'\`]`).test(worker));
      assert.deepEqual(ids, [game], `solver-${game}.js carries the rules of ${ids.join(', ')}`);
      assert.match(readFileSync(join(INSTALLED, `dist/elements/patience-${game}.js`), 'utf8'), new RegExp(`new Worker\\(new URL\\([^]*?new URL\\("\\.\\./ui/solver/solver-${game}\\.js", import\\.meta\\.url\\)`));
      // Minified as the drop-in's own: a host's bundler copies a worker's file as it is.
      const cdnWorker = readFileSync(join(INSTALLED, `dist/cdn/solver-${game}.js`), 'utf8');
      assert.ok(worker.length <= cdnWorker.length * 1.05, `solver-${game}.js is ${worker.length} bytes, the drop-in's ${cdnWorker.length}`);
    }
  });

  it('a host app built with Vite emits its game\'s worker as a file of its own, minified', async () => {
    const entry = join(SCRATCH, 'app.js');
    writeFileSync(entry, "import 'patience-elements/funnel';\n");
    const result = await build({ configFile: false, root: SCRATCH, logLevel: 'silent', build: { write: false, rollupOptions: { input: entry } } });
    const files = outputFiles(result);
    const workers = files.filter((file) => /solver-.*\.js$/.test(file.fileName));
    assert.deepEqual(workers.map((file) => file.fileName.replace(/-[\w-]{8}\.js$/, '')), ['assets/solver-funnel'], `the workers among ${files.map((file) => file.fileName).join(', ')}`);
    const worker = workers[0]!;
    assert.match(worker.text, /onmessage/);
    const cdnWorker = readFileSync(join(INSTALLED, 'dist/cdn/solver-funnel.js'), 'utf8');
    assert.ok(worker.text.length <= cdnWorker.length * 1.05, `the app's worker is ${worker.text.length} bytes, the drop-in's ${cdnWorker.length}`);
    const code = files.filter((file) => file.isChunk).map((file) => file.text).join('\n');
    assert.ok(code.includes(worker.fileName.split('/').pop()!), 'the app refers to the emitted worker file');
  });
});

describe('the demo as a static site (npm run build:demo)', () => {
  it('has the four games, and the rules page rendered from docs/rules.md, linked from the demo', async () => {
    const result = await build({ configFile: join(ROOT, 'vite.demo.config.ts'), logLevel: 'silent', build: { write: false } });
    const files = outputFiles(result);
    for (const game of ['well', 'funnel', 'well-of-truth', 'indian']) assert.ok(files.some((file) => new RegExp(`^assets/solver-${game}-[\\w-]+\\.js$`).test(file.fileName)), `the demo has the solver worker of ${game}`);
    const text = (name: string) => files.find((file) => file.fileName === name)?.text ?? '';
    const code = files.filter((file) => file.isChunk).map((file) => file.text).join('\n');
    assert.deepEqual(defined(code).filter((tag) => !PRIMITIVES.includes(tag)), ['patience-funnel', 'patience-indian', 'patience-well', 'patience-well-of-truth']);
    assert.match(text('index.html'), /href="\.\/rules\.html"/);
    const rules = text('rules.html');
    for (const id of ['русский', 'колодец-истины', 'english', 'well-of-truth', 'for-hosts']) assert.match(rules, new RegExp(`id="${id}"`));
    assert.doesNotMatch(rules, /<!-- docs\/rules\.md -->/);
  });
});

describe('the rules travel with the project', () => {
  it('the README links docs/rules.md, and nothing links outside the repository', () => {
    assert.match(readFileSync(join(ROOT, 'README.md'), 'utf8'), /\]\(docs\/rules\.md\)/);
    const tracked = execFileSync('git', ['ls-files', 'README.md', 'docs', 'demo', 'src'], { cwd: ROOT, encoding: 'utf8' }).trim().split('\n');
    for (const file of tracked.filter((name) => /\.(md|html|ts)$/.test(name))) {
      assert.doesNotMatch(readFileSync(join(ROOT, file), 'utf8'), /\.\.\/shared\//, file);
    }
  });
});
