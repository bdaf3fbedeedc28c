#!/usr/bin/env node
// What the two remaining techniques of issue 29 would buy, built in memory as vite.cdn.config.ts
// builds the shipped files, from entries that exist only here (nothing in src/ changes): a
// drop-in without the rules core among its exports, one that also loads each game's element when
// one is used; and each game's solver worker as it is built. gzip level 9, each file on its own.
import { gzipSync } from 'node:zlib';
import { resolve } from 'node:path';
import { build } from 'vite';

const GAMES = { well: 'well', funnel: 'funnel', 'well-of-truth': 'wellOfTruth', indian: 'indian' };
const ELEMENTS = Object.keys(GAMES).map((game) => resolve(`src/elements/patience-${game}.ts`));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzip = (text) => gzipSync(text, { level: 9 }).length;
const from = (path) => JSON.stringify(resolve(path));

/** Entries and modules that exist only in this build: `\0name` loads `sources[name]`. */
const virtual = (sources) => ({
  name: 'projection-modules',
  enforce: 'pre',
  // Vite hands a library entry over as a path in the working folder.
  resolveId: (id) => {
    const name = Object.keys(sources).find((key) => id === key || id.endsWith(`/${key}`));
    return name ? `\0${name}` : null;
  },
  load: (id) => sources[id.slice(1)] ?? null,
});

async function bundle(entry, plugins) {
  const result = await build({
    configFile: 'vite.cdn.config.ts', logLevel: 'silent', plugins,
    build: { write: false, lib: { entry, formats: ['es'], fileName: () => 'entry.js' } },
  });
  return (Array.isArray(result) ? result[0] : result).output.filter((file) => file.type === 'chunk');
}

/** The chunk named (or the entry) and every chunk it imports statically, less those in `loaded`. */
function closure(chunks, first, loaded = new Set()) {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set([first]);
  for (const chunk of found) for (const name of chunk.imports) if (!loaded.has(byName.get(name))) found.add(byName.get(name));
  return found;
}
const gzipOf = (set) => [...set].reduce((sum, chunk) => sum + gzip(chunk.code), 0);

const EVENTS_AND_LANGUAGES = `export { PatienceTable } from ${from('src/ui/table/patience-table.ts')};
export { registerLanguage } from ${from('src/ui/i18n/languages.ts')};
export * from ${from('src/ui/table/events.ts')};`;

const today = await bundle('src/index.ts');
const todayFirst = gzipOf(closure(today, today.find((chunk) => chunk.isEntry)));
console.log(`the drop-in today, a page with one element, first paint:                 ${kb(todayFirst)}`);

const noCore = await bundle('drop-in-without-core', [virtual({
  'drop-in-without-core': `${EVENTS_AND_LANGUAGES}\n${ELEMENTS.map((path) => `import ${JSON.stringify(path)};`).join('\n')}`,
})]);
console.log(`  without the rules core among its exports (four elements inside):        ${kb(gzipOf(closure(noCore, noCore.find((chunk) => chunk.isEntry))))}`);

const lazy = await bundle('drop-in-lazy-games', [virtual({
  'drop-in-lazy-games': `${EVENTS_AND_LANGUAGES}\n${ELEMENTS.map((path) => `void import(${JSON.stringify(path)});`).join('\n')}`,
})]);
const entry = closure(lazy, lazy.find((chunk) => chunk.isEntry));
console.log(`  and each game's element loaded when used: the shared part                ${kb(gzipOf(entry))}`);
for (const game of Object.keys(GAMES)) {
  const chunk = lazy.find((c) => c.facadeModuleId === resolve(`src/elements/patience-${game}.ts`));
  const own = gzipOf(closure(lazy, chunk, entry));
  console.log(`    + ${`<patience-${game}>'s own files`.padEnd(36)} ${kb(own).padStart(8)}, first paint ${kb(gzipOf(entry) + own)}`);
}

// Each game's solver worker as built (src/elements/workers/): its rules alone.
for (const game of Object.keys(GAMES)) {
  const [worker] = await bundle(`src/elements/workers/solver-${game}.ts`);
  console.log(`${`the solver's worker of ${game}:`.padEnd(40)} ${kb(gzip(worker.code)).padStart(8)}`);
}
