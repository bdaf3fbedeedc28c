#!/usr/bin/env node
// Prints the gzip sizes of the drop-in bundle (all four elements with Lit) and of each element
// alone with Lit, built in memory exactly as vite.cdn.config.ts builds the shipped file, and
// what takes the bytes. The budgets count what a page loads to show a table: the entry file and
// any file it imports statically; files it imports only when needed are listed beside.
// Exits non-zero over the budgets. KB here is 1,024 bytes; gzip level 9.
import { gzipSync } from 'node:zlib';
import { relative } from 'node:path';
import { build, minifySync } from 'vite';

const BUDGET_ALL = 32 * 1024;
const BUDGET_ONE = 20 * 1024;
const ELEMENTS = ['patience-well', 'patience-funnel', 'patience-well-of-truth', 'patience-indian'];

const gzip = (text) => gzipSync(text, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The entry chunk, the chunks loaded with it, and those it loads only when needed. */
async function bundle(input) {
  const result = await build({
    configFile: 'vite.cdn.config.ts',
    logLevel: 'silent',
    build: { write: false, lib: { entry: input, formats: ['es'], fileName: () => 'patience-elements.js' } },
  });
  const chunks = (Array.isArray(result) ? result[0] : result).output.filter((file) => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  const initial = new Set([entry]);
  for (const chunk of initial) for (const name of chunk.imports) initial.add(byName.get(name));
  const lazy = chunks.filter((chunk) => !initial.has(chunk));
  return { entry, initial: [...initial], lazy, code: [...initial].map((chunk) => chunk.code).join('\n') };
}

/** Gzip of what loads first: each file compressed on its own, as a server sends them. */
const initialGzip = (built) => built.initial.reduce((sum, chunk) => sum + gzip(chunk.code), 0);

function lazyLines(built) {
  return built.lazy.map((chunk) => `      + ${chunk.fileName.replace(/-[\w-]{8}\.js$/, '.js').padEnd(34)} ${kb(gzip(chunk.code)).padStart(8)} gzip, loaded when needed`);
}

/** Where a module's bytes count: Lit, @lit/context, or one layer of this project. */
function groupOf(id) {
  const path = relative(process.cwd(), id.replace(/^\0/, ''));
  if (/node_modules\/(lit|lit-html|lit-element|@lit\/reactive-element)\//.test(path)) return 'Lit';
  if (path.includes('node_modules/@lit/context/')) return '@lit/context';
  const layer = path.match(/^src\/(core|ui|elements)\//);
  if (layer) return { core: 'rules core (src/core)', ui: 'table and cards (src/ui)', elements: 'the elements (src/elements)' }[layer[1]];
  return 'helpers';
}

/**
 * Each group's modules minified on their own (names mangled, no dead-code removal, since alone
 * nothing would look used), with their gzip alone. Gzip shares strings across groups, so the
 * parts add up to a little more than the whole.
 */
function breakdown(built) {
  const groups = new Map();
  for (const [id, module] of built.initial.flatMap((chunk) => Object.entries(chunk.modules))) {
    const name = groupOf(id);
    groups.set(name, `${groups.get(name) ?? ''}${module.code ?? ''}\n`);
  }
  return [...groups]
    .map(([name, code]) => [name, minifySync('group.js', code, { module: true, compress: false, mangle: { toplevel: true } }).code])
    .sort((a, b) => b[1].length - a[1].length);
}

const breakdownLines = (built) =>
  breakdown(built).map(([name, code]) => `    ${name.padEnd(30)} ${kb(gzip(code)).padStart(8)} gzip, ${kb(code.length).padStart(8)} minified`);

/** The same breakdown on one line, gzip only. */
const breakdownLine = (built) =>
  `      ${breakdown(built).map(([name, code]) => `${name.replace(/ \(.*\)$/, '')} ${kb(gzip(code))}`).join(', ')}`;

function largestFiles(built, count) {
  return built.initial.flatMap((chunk) => Object.entries(chunk.modules))
    .map(([id, module]) => [relative(process.cwd(), id.replace(/^\0/, '')), module.renderedLength])
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([path, length]) => `    ${path.padEnd(56)} ${kb(length).padStart(8)} before minifying`);
}

let over = false;
const all = await bundle('src/index.ts');
const allGzip = initialGzip(all);
over ||= allGzip > BUDGET_ALL;
console.log(`All four elements with Lit (dist/cdn/patience-elements.js): ${kb(allGzip)} gzip (budget ${kb(BUDGET_ALL)}), ${kb(all.code.length)} minified`);
console.log(lazyLines(all).join('\n'));
console.log(breakdownLines(all).join('\n'));
console.log('  largest files:');
console.log(largestFiles(all, 8).join('\n'));

console.log('\nOne element with Lit:');
for (const name of ELEMENTS) {
  const one = await bundle(`src/elements/${name}.ts`);
  const size = initialGzip(one);
  over ||= size > BUDGET_ONE;
  console.log(`  <${name}>`.padEnd(28) + `${kb(size).padStart(8)} gzip (budget ${kb(BUDGET_ONE)}), ${kb(one.code.length)} minified`);
  console.log(breakdownLine(one));
  console.log(lazyLines(one).join('\n'));
}

if (over) {
  console.error('\nOver budget.');
  process.exit(1);
}
