/**
 * The drop-in's folder as `npm run build:cdn` writes it: what a page with one element waits for
 * before its first paint. The drop-in imports no file before it runs; for a tag it asks for the
 * element's file and its game's rules at once, and the element's file imports nothing else, so
 * neither waits a round trip for the other. Needs dist/cdn.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';

const CDN = join(process.cwd(), 'dist', 'cdn');
const code = (file: string) => readFileSync(join(CDN, file), 'utf8');
// The minifier quotes a path with " or `.
const staticImports = (file: string) => [...code(file).matchAll(/\bfrom\s*["`]\.\/([\w.-]+)["`]/g)].map((m) => m[1]!);
const dynamicImports = (file: string) => [...code(file).matchAll(/\bimport\(\s*["`]\.\/([\w.-]+)["`]\s*\)/g)].map((m) => m[1]!);

it('the drop-in imports no file before it runs', () => {
  assert.deepEqual(staticImports('patience-elements.js'), []);
});

for (const game of ['well', 'funnel', 'well-of-truth', 'indian']) {
  it(`for <patience-${game}> the drop-in asks for the element's file and the rules it imports at once`, () => {
    const element = `patience-${game}.js`;
    const asked = dynamicImports('patience-elements.js');
    assert.ok(asked.includes(element), `the drop-in does not load ${element}`);
    const [rules, ...more] = staticImports(element).filter((file) => file !== 'patience-elements.js');
    assert.deepEqual(more, [], `${element} imports ${staticImports(element).join(', ')}`);
    assert.ok(rules && asked.includes(rules), `${element} imports ${rules}, which the drop-in does not ask for with it`);
    assert.match(code(rules), new RegExp(`\\bid:\\s*["\`]${game}["\`],\\s*decks:`), `${rules} is not ${game}'s rules`);
  });
}
