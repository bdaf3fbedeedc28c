import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import ts from 'typescript';

const coreDir = fileURLToPath(new URL('../../src/core/', import.meta.url));
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));

it('the rules core imports only its own modules: no DOM, no Lit, no Node built-ins', () => {
  const files = sources(coreDir);
  assert.ok(files.length > 5);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const imports = [...text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]/gm)];
    // A statement or a dynamic import, not the word in a text (the Spanish rules say «importa»).
    assert.ok(imports.length > 0 || !/^\s*import\b|\bimport\s*\(/m.test(text), `${file}: imports not recognised`);
    for (const match of imports) {
      const specifier = match[1] ?? match[2]!;
      assert.match(specifier, /^\.\.?\//, `${file} imports ${specifier}`);
    }
    assert.doesNotMatch(text, /\b(document|window|customElements|HTMLElement|localStorage)\b/, `${file} touches the DOM`);
  }
});

it('the rules core runs unchanged in a worker thread', async () => {
  // A worker has no DOM either; the core must load and play there.
  const worker = new Worker(new URL('./fixtures/worker-entry.mjs', import.meta.url));
  const message = await new Promise<{ moves: string[]; lose: boolean }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  assert.ok(Array.isArray(message.moves) && message.moves.length > 0);
  assert.equal(message.lose, false);
});

it('the rules core type-checks without the DOM library, and names what a server verifies (EndDetail)', () => {
  const program = ts.createProgram([fileURLToPath(new URL('./fixtures/server-types.ts', import.meta.url))], {
    lib: ['lib.es2023.d.ts'], types: [], strict: true, noEmit: true, skipLibCheck: true,
    target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
  });
  const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  assert.deepEqual(problems, []);
});
