import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { cssLiterals } from './scripts/css-literals.js';

const CORE = fileURLToPath(new URL('src/core/index.ts', import.meta.url));
const CORE_FILE = '\0patience-core';

/**
 * dist/cdn/core.js: the rules core's index as a module of its own. The table imports the same
 * index for a few functions; were core.js that very module, the whole core would count as the
 * drop-in's first paint. So the drop-in's `import('./core/index.js')` gets a copy of the index's
 * text, its paths made absolute, whose modules the build shares with the drop-in and the games.
 */
const coreFile: Plugin = {
  name: 'patience-core-file',
  enforce: 'pre',
  resolveId: (source, importer) => (source === './core/index.js' && importer?.endsWith('/src/drop-in.ts') ? CORE_FILE : null),
  load: (id) => (id === CORE_FILE ? { code: readFileSync(CORE, 'utf8').replace(/from '\.\//g, `from '${CORE.replace(/index\.ts$/, '')}`), moduleType: 'ts' } : null),
};

/** Each file's name: core.js, and a game's element and rules under names a host can preload; the rest hashed. */
function chunkFileName(chunk: { facadeModuleId: string | null; moduleIds: string[] }): string {
  if (chunk.facadeModuleId === CORE_FILE) return 'core.js';
  if (/[\\/]src[\\/]elements[\\/][\w-]+\.ts$/.test(chunk.facadeModuleId ?? '')) return '[name].js';
  const rules = chunk.moduleIds.map((id) => /[\\/]src[\\/]core[\\/]games[\\/](well|funnel|well-of-truth|indian)[\\/]index\.ts$/.exec(id)?.[1]).find(Boolean);
  return rules ? `${rules}-rules.js` : '[name]-[hash].js';
}

/**
 * The drop-in for a plain page, in dist/cdn/: patience-elements.js, minified ES modules loadable
 * under `Content-Security-Policy: default-src 'self'`. It holds Lit and the table; each game's
 * element and rules are files beside it, loaded when its tag is used, as is what a table needs
 * only now and then (the solver for the main-thread fallback, …) and core.js, the rules core.
 * Library mode, because an app build wraps every dynamic import in Vite's preload helper (1 KB
 * gzip) even with `modulePreload: false` (vitejs/vite#18551); `output.minify` minifies the
 * whitespace too.
 */
export default defineConfig({
  // Lit's production build: its development build warns in the console and is larger.
  resolve: { conditions: ['production'] },
  plugins: [cssLiterals(), coreFile],
  // Each game's solver worker as dist/cdn/solver-<game>.js, found relative to the bundle (not the site's root).
  base: './',
  worker: { format: 'es', rolldownOptions: { output: { entryFileNames: '[name].js' } } },
  build: {
    outDir: 'dist/cdn',
    emptyOutDir: true,
    copyPublicDir: false,
    lib: { entry: 'src/drop-in.ts', formats: ['es'], fileName: () => 'patience-elements.js' },
    rollupOptions: {
      // The drop-in asks for the engine's pieces, which it holds, on purpose (see ELEMENTS in src/drop-in.ts).
      onLog: (level, log, handler) => (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && /engine[\\/]pieces\.ts is dynamically imported by src[\\/]drop-in\.ts/.test(log.message) ? undefined : handler(level, log)),
      // Keep the entry's exports; the split files import what they share with it from it rather than from a third file.
      preserveEntrySignatures: 'allow-extension',
      output: {
        codeSplitting: {
          // Everything the drop-in imports statically, in the drop-in: left to itself the bundler
          // splits what the table shares with the files loaded later into small files, each a
          // round trip more before the first paint.
          groups: [{ name: 'patience-elements', tags: ['$initial'] }],
        },
        chunkFileNames: chunkFileName,
        minify: true,
      },
    },
  },
});
