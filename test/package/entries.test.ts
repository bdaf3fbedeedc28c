/**
 * One rule for the entries, whatever builds the host's app: `import 'patience-elements'` defines
 * all four elements; `patience-elements/core` is the rules core alone; `patience-elements/<game>`
 * one element. Real apps — a Vite app (index.html and main.js), esbuild and Rollup bundles — in
 * host packages of `"type": "module"` and `"type": "commonjs"`, from the packed tarball. Also
 * Node importing the main entry, and Lit shared with a host's older Lit 3 (npm dedupes).
 * Needs the library build in dist/ (`npm run test:package` makes it first).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build as esbuild } from 'esbuild';
import { rollup } from 'rollup';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { build as vite } from 'vite';

const ROOT = process.cwd();
// Inside the repository (ignored by git), so that the packed files find lit in its node_modules.
const SCRATCH = join(ROOT, 'tmp', 'package-entries');
let tarball = '';

const GAME_TAGS = ['patience-funnel', 'patience-indian', 'patience-well', 'patience-well-of-truth'];
const defined = (code: string) => [...new Set([...code.matchAll(/customElements\.define\(\s*["'`]([a-z-]+)/g)].map((m) => m[1]!))].filter((tag) => GAME_TAGS.includes(tag)).sort();
const hasLit = (code: string) => /LitElement|lit-html|ReactiveElement/.test(code);

/** A host package of `type` with the tarball unpacked into its node_modules and `main.js` as its app. */
function host(type: 'module' | 'commonjs', main: string): string {
  const dir = join(SCRATCH, `${type}-${Math.random().toString(36).slice(2)}`);
  const installed = join(dir, 'node_modules', 'patience-elements');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'host', version: '1.0.0', type }));
  writeFileSync(join(dir, 'main.js'), main);
  writeFileSync(join(dir, 'index.html'), '<!doctype html><patience-funnel></patience-funnel><script type="module" src="./main.js"></script>\n');
  return dir;
}

/** The JavaScript each bundler makes of the host's app, minification off. */
const BUNDLERS: Record<string, (dir: string) => Promise<string>> = {
  async vite(dir) {
    await vite({ configFile: false, root: dir, logLevel: 'silent', build: { minify: false, outDir: 'out' } });
    const assets = join(dir, 'out', 'assets');
    return readdirSync(assets).filter((file) => file.endsWith('.js')).map((file) => readFileSync(join(assets, file), 'utf8')).join('\n');
  },
  async esbuild(dir) {
    const out = await esbuild({ entryPoints: [join(dir, 'main.js')], absWorkingDir: dir, bundle: true, format: 'esm', write: false, splitting: true, outdir: 'out', logLevel: 'silent' });
    return out.outputFiles.filter((file) => file.path.endsWith('.js')).map((file) => file.text).join('\n');
  },
  async rollup(dir) {
    const bundle = await rollup({ input: join(dir, 'main.js'), plugins: [nodeResolve({ rootDir: dir })], onwarn: () => {} });
    const { output } = await bundle.generate({ format: 'es' });
    return output.map((file) => ('code' in file ? file.code : '')).join('\n');
  },
};

before(() => {
  rmSync(SCRATCH, { recursive: true, force: true });
  mkdirSync(SCRATCH, { recursive: true });
  const [{ filename }] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', SCRATCH], { encoding: 'utf8' }));
  tarball = join(SCRATCH, filename);
});
after(() => rmSync(SCRATCH, { recursive: true, force: true }));

for (const type of ['module', 'commonjs'] as const) {
  for (const [name, bundle] of Object.entries(BUNDLERS)) {
    describe(`${name}, in a host package of "type": "${type}"`, () => {
      it('`import "patience-elements"` defines all four elements', async () => {
        assert.deepEqual(defined(await bundle(host(type, "import 'patience-elements';\n"))), GAME_TAGS);
      });

      it('`import { verifyWin } from "patience-elements"` does too (one rule for the main entry)', async () => {
        assert.deepEqual(defined(await bundle(host(type, "import { verifyWin } from 'patience-elements';\nconsole.log(verifyWin);\n"))), GAME_TAGS);
      });

      it('`patience-elements/core` brings no element and no Lit', async () => {
        const code = await bundle(host(type, "import { verifyWin } from 'patience-elements/core';\nconsole.log(verifyWin('funnel', 1, {}, []));\n"));
        assert.match(code, /maxMoves/);
        assert.deepEqual(defined(code), []);
        assert.equal(hasLit(code), false);
      });

      it('`import "patience-elements/funnel"` defines the Funnel alone', async () => {
        assert.deepEqual(defined(await bundle(host(type, "import 'patience-elements/funnel';\n"))), ['patience-funnel']);
      });
    });
  }
}

describe('Node, with no DOM', () => {
  it('imports the main entry without a crash: the elements are defined against Lit\'s server shim', () => {
    const dir = host('module', '');
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', [
      "import { verifyWin, PatienceFunnel } from 'patience-elements';",
      "console.log(typeof verifyWin, customElements.get('patience-funnel') === PatienceFunnel);",
    ].join('\n')], { cwd: dir, encoding: 'utf8' });
    assert.equal(out.trim(), 'function true');
  });
});

describe('Lit, shared with the host', () => {
  it('declares lit and @lit/context as caret ranges', () => {
    const { dependencies } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    assert.match(dependencies.lit, /^\^3\./);
    assert.match(dependencies['@lit/context'], /^\^1\./);
  });

  it('installed beside a host\'s older Lit 3, leaves one copy of Lit', () => {
    // Outside the repository, so that its node_modules cannot stand in for the host's.
    const dir = mkdtempSync(join(tmpdir(), 'lit-host-'));
    try {
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'host', version: '1.0.0', type: 'module' }));
      const npm = (...args: string[]) => execFileSync('npm', [...args, '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts'], { cwd: dir, encoding: 'utf8' });
      npm('install', 'lit@3.2.1');
      npm('install', tarball);
      const copies = execFileSync('find', ['node_modules', '-type', 'd', '-name', 'lit', '-path', '*node_modules/lit'], { cwd: dir, encoding: 'utf8' }).trim().split('\n');
      assert.deepEqual(copies, ['node_modules/lit']);
      assert.equal(JSON.parse(readFileSync(join(dir, 'node_modules/lit/package.json'), 'utf8')).version, '3.2.1');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
