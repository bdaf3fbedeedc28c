#!/usr/bin/env node
// What a technique of issue 29 would buy, built in memory as vite.cdn.config.ts builds the shipped
// files, from a registry that exists only here (nothing in src/ changes): the solver's worker with
// one game's rules. gzip level 9, each file on its own.
import { gzipSync } from 'node:zlib';
import { resolve } from 'node:path';
import { build } from 'vite';

const GAMES = { well: 'well', funnel: 'funnel', 'well-of-truth': 'wellOfTruth', indian: 'indian' };
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzip = (text) => gzipSync(text, { level: 9 }).length;
const from = (path) => JSON.stringify(resolve(path));

async function bundle(entry, plugins) {
  const result = await build({
    configFile: 'vite.cdn.config.ts', logLevel: 'silent', plugins,
    build: { write: false, lib: { entry, formats: ['es'], fileName: () => 'entry.js' } },
  });
  return (Array.isArray(result) ? result[0] : result).output.filter((file) => file.type === 'chunk');
}

// The worker with a registry of one game in place of src/core/registry.ts.
const registry = resolve('src/core/registry.ts');
for (const game of [undefined, ...Object.keys(GAMES)]) {
  const oneGame = game && {
    name: 'one-game-registry', enforce: 'pre',
    async resolveId(id, importer) {
      if (!importer) return null;
      return (await this.resolve(id, importer, { skipSelf: true }))?.id === registry ? '\0one-game-registry' : null;
    },
    load: (id) => (id === '\0one-game-registry' ? `import { ${GAMES[game]} as rules } from ${from(`src/core/games/${game}/rules.ts`)};
export const games = Object.freeze({ ${JSON.stringify(game)}: rules });
export const GAME_IDS = Object.keys(games);
export const isGameId = (value) => typeof value === 'string' && Object.hasOwn(games, value);
export function rulesOf(id) { if (!isGameId(id)) throw new RangeError('no game ' + id); return games[id]; }` : null),
  };
  const [worker] = await bundle('src/ui/solver/solver-worker.ts', oneGame ? [oneGame] : []);
  console.log(`${game ? `  with ${game}'s rules alone:`.padEnd(40) : 'the solver\'s worker, all four games:'.padEnd(40)} ${kb(gzip(worker.code)).padStart(8)}`);
}
