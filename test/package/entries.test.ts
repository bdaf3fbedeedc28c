/**
 * One rule for the entries, whatever builds the host's app: `import 'patience-elements'` defines
 * all four elements; `patience-elements/core` is the rules core alone; `patience-elements/<game>`
 * one element. Real apps — a Vite app (index.html and main.js), esbuild, Rollup and webpack
 * bundles — in host packages of `"type": "module"` and `"type": "commonjs"`, from the packed
 * tarball. Also Node importing the main entry, and Lit shared with a host's older Lit 3 (npm
 * dedupes). Needs the library build in dist/ (`npm run test:package` makes it first).
 *
 * Fast on two cores: one tarball, unpacked once into a node_modules that both host packages (and
 * every app, one folder each) find above them; the builds start together in `before` and each
 * test awaits its own. Rollup and webpack reuse their parse of the package from app to app, and
 * Rollup, the slowest, runs on a thread of its own (rollup-worker.mjs).
 */
import assert from 'node:assert/strict';
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { build as esbuild } from 'esbuild';
import { build as vite } from 'vite';
import webpack from 'webpack';

const ROOT = process.cwd();
// Inside the repository (ignored by git), so that the packed files find lit in its node_modules.
const SCRATCH = join(ROOT, 'tmp', 'package-entries');
const TYPES = ['module', 'commonjs'] as const;
type HostType = (typeof TYPES)[number];
let tarball = '';

const GAME_TAGS = ['patience-funnel', 'patience-indian', 'patience-well', 'patience-well-of-truth'];
const defined = (code: string) => [...new Set([...code.matchAll(/customElements\.define\(\s*["'`]([a-z-]+)/g)].map((m) => m[1]!))].filter((tag) => GAME_TAGS.includes(tag)).sort();
const hasLit = (code: string) => /LitElement|lit-html|ReactiveElement/.test(code);

/** The host apps: each one's main.js, and main.cjs, the same app as CommonJS. */
const APPS = {
  main: ["import 'patience-elements';\n", "require('patience-elements');\n"],
  named: ["import { verifyWin } from 'patience-elements';\nconsole.log(verifyWin);\n", "const { verifyWin } = require('patience-elements');\nconsole.log(verifyWin);\n"],
  core: [
    "import { verifyWin } from 'patience-elements/core';\nconsole.log(verifyWin('funnel', 1, {}, []));\n",
    "const { verifyWin } = require('patience-elements/core');\nconsole.log(verifyWin('funnel', 1, {}, []));\n",
  ],
  funnel: ["import 'patience-elements/funnel';\n", "require('patience-elements/funnel');\n"],
};
type App = keyof typeof APPS;

const hostDir = (type: HostType) => join(SCRATCH, type);

/** A host package of `type` (the package installed above it), and a folder per app (main.js, main.cjs, index.html). */
function host(type: HostType): void {
  mkdirSync(hostDir(type));
  writeFileSync(join(hostDir(type), 'package.json'), JSON.stringify({ name: 'host', version: '1.0.0', type }));
  for (const [app, [main, commonjs]] of Object.entries(APPS)) {
    mkdirSync(join(hostDir(type), app));
    writeFileSync(join(hostDir(type), app, 'main.js'), main);
    writeFileSync(join(hostDir(type), app, 'main.cjs'), commonjs);
    writeFileSync(join(hostDir(type), app, 'index.html'), '<!doctype html><patience-funnel></patience-funnel><script type="module" src="./main.js"></script>\n');
  }
}

/** Every .js file under `dir`, joined. */
const scripts = (dir: string): string =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js')).map((file) => readFileSync(join(dir, file), 'utf8')).join('\n');

/** The Rollup thread, and the builds it has not answered yet. */
let rollupThread: Worker | undefined;
let rollupIds = 0;
const rollupPending = new Map<number, { resolve: (code: string) => void; reject: (error: Error) => void }>();
function rollupBuild(input: string, rootDir: string): Promise<string> {
  if (!rollupThread) {
    rollupThread = new Worker(new URL('./rollup-worker.mjs', import.meta.url));
    rollupThread.on('message', ({ id, code, error }: { id: number; code?: string; error?: string }) => {
      const pending = rollupPending.get(id)!;
      rollupPending.delete(id);
      if (error === undefined) pending.resolve(code!);
      else pending.reject(new Error(error));
    });
  }
  const id = rollupIds++;
  return new Promise((resolve, reject) => {
    rollupPending.set(id, { resolve, reject });
    rollupThread!.postMessage({ id, input, rootDir });
  });
}

/** The JavaScript each bundler makes of an app (its folder `dir`, in a host package of `type`), minification off. */
const BUNDLERS: Record<string, (dir: string, type: HostType) => Promise<string>> = {
  async vite(dir) {
    await vite({ configFile: false, root: dir, logLevel: 'silent', build: { minify: false, outDir: 'out' } });
    return scripts(join(dir, 'out', 'assets'));
  },
  async esbuild(dir) {
    const out = await esbuild({ entryPoints: [join(dir, 'main.js')], absWorkingDir: dir, bundle: true, format: 'esm', write: false, splitting: true, outdir: 'out', logLevel: 'silent' });
    return out.outputFiles.filter((file) => file.path.endsWith('.js')).map((file) => file.text).join('\n');
  },
  rollup: (dir) => rollupBuild(join(dir, 'main.js'), dir),
  // Production mode, as a host ships: webpack honours `sideEffects` and drops unused exports only
  // there. Unlike the others, webpack reads a host's .js as its package's type says, so an app in
  // a "type": "commonjs" package (what `npm init -y` writes) is CommonJS: main.cjs, `require()`.
  async webpack(dir, type) {
    webpackEntry = join(dir, type === 'module' ? 'main.js' : 'main.cjs');
    const stats = await new Promise<webpack.Stats>((resolve, reject) => webpackCompiler().run((error, result) => (error || !result ? reject(error) : resolve(result))));
    assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
    return scripts(WEBPACK_OUT);
  },
};

/**
 * One webpack compiler for every app, run once per app (its entry read anew each run), so that
 * its memory cache keeps the package's parsed modules from app to app.
 */
const WEBPACK_OUT = join(SCRATCH, 'webpack-out');
let webpackEntry = '';
let compiler: webpack.Compiler | undefined;
const webpackCompiler = () => (compiler ??= webpack({
  mode: 'production', context: SCRATCH, entry: () => webpackEntry, target: 'web', cache: { type: 'memory' },
  output: { path: WEBPACK_OUT, clean: true }, optimization: { minimize: false },
  performance: { hints: false }, infrastructureLogging: { level: 'none' },
}));

/** Each build's JavaScript, by `${type} ${bundler} ${app}`; each test awaits the one it reads. */
const built = new Map<string, Promise<string>>();
const bundled = (type: HostType, bundler: string, app: App) => built.get(`${type} ${bundler} ${app}`)!;

/**
 * Starts every build: each bundler's apps one after another (so Rollup reuses its parse), the
 * bundlers side by side (they wait on files and on their own threads).
 */
function buildAll(): void {
  for (const [name, bundle] of Object.entries(BUNDLERS)) {
    let previous: Promise<unknown> = Promise.resolve();
    for (const type of TYPES) {
      for (const app of Object.keys(APPS) as App[]) {
        const result = previous.then(() => bundle(join(hostDir(type), app), type));
        // A failed build fails its own test only; the next app still builds.
        previous = result.catch(() => {});
        built.set(`${type} ${name} ${app}`, result);
      }
    }
  }
  // Each test awaits its build; until then a rejection is not unhandled.
  for (const result of built.values()) result.catch(() => {});
}

/** The Lit test's install, started with the builds: npm waits on its cache while the bundlers compute. */
let litHost: Promise<string>;
async function installBesideOlderLit(): Promise<string> {
  // Outside the repository, so that its node_modules cannot stand in for the host's.
  const dir = mkdtempSync(join(tmpdir(), 'lit-host-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'host', version: '1.0.0', type: 'module' }));
  const npm = (...args: string[]) => promisify(execFile)('npm', [...args, '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts'], { cwd: dir });
  await npm('install', 'lit@3.2.1');
  await npm('install', tarball);
  return dir;
}

before(() => {
  rmSync(SCRATCH, { recursive: true, force: true });
  const installed = join(SCRATCH, 'node_modules', 'patience-elements');
  mkdirSync(installed, { recursive: true });
  const [{ filename }] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', SCRATCH], { encoding: 'utf8' }));
  tarball = join(SCRATCH, filename);
  execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
  for (const type of TYPES) host(type);
  litHost = installBesideOlderLit();
  litHost.catch(() => {});
  buildAll();
});
after(async () => {
  if (compiler) await promisify(compiler.close.bind(compiler))();
  await rollupThread?.terminate();
  rmSync(SCRATCH, { recursive: true, force: true });
  await litHost.then((dir) => rmSync(dir, { recursive: true, force: true }), () => {});
});

for (const type of TYPES) {
  for (const name of Object.keys(BUNDLERS)) {
    describe(`${name}, in a host package of "type": "${type}"`, () => {
      it('`import "patience-elements"` defines all four elements', async () => {
        assert.deepEqual(defined(await bundled(type, name, 'main')), GAME_TAGS);
      });

      it('`import { verifyWin } from "patience-elements"` does too (one rule for the main entry)', async () => {
        assert.deepEqual(defined(await bundled(type, name, 'named')), GAME_TAGS);
      });

      it('`patience-elements/core` brings no element and no Lit', async () => {
        const code = await bundled(type, name, 'core');
        assert.match(code, /maxMoves/);
        assert.deepEqual(defined(code), []);
        assert.equal(hasLit(code), false);
      });

      it('`import "patience-elements/funnel"` defines the Funnel alone', async () => {
        assert.deepEqual(defined(await bundled(type, name, 'funnel')), ['patience-funnel']);
      });
    });
  }
}

describe('Node, with no DOM', () => {
  it('imports the main entry without a crash: the elements are defined against Lit\'s server shim', () => {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', [
      "import { verifyWin, PatienceFunnel } from 'patience-elements';",
      "console.log(typeof verifyWin, customElements.get('patience-funnel') === PatienceFunnel);",
    ].join('\n')], { cwd: hostDir('module'), encoding: 'utf8' });
    assert.equal(out.trim(), 'function true');
  });
});

describe('Lit, shared with the host', () => {
  it('declares lit and @lit/context as caret ranges', () => {
    const { dependencies } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    assert.match(dependencies.lit, /^\^3\./);
    assert.match(dependencies['@lit/context'], /^\^1\./);
  });

  it('installed beside a host\'s older Lit 3, leaves one copy of Lit', async () => {
    const dir = await litHost;
    const copies = execFileSync('find', ['node_modules', '-type', 'd', '-name', 'lit', '-path', '*node_modules/lit'], { cwd: dir, encoding: 'utf8' }).trim().split('\n');
    assert.deepEqual(copies, ['node_modules/lit']);
    assert.equal(JSON.parse(readFileSync(join(dir, 'node_modules/lit/package.json'), 'utf8')).version, '3.2.1');
  });
});
