import { defineConfig } from 'vite';
import { cssLiterals } from './scripts/css-literals.js';
import { docsPages } from './scripts/docs-pages.js';
import { rulesPage } from './scripts/rules-page.js';

/** Public entries: each file under dist/ mirrors its source, so per-element imports and tree-shaking work. */
const ENTRIES = [
  'index',
  'core/index',
  'elements/patience-well',
  'elements/patience-funnel',
  'elements/patience-well-of-truth',
  'elements/patience-indian',
];

// The demo page lives in demo/; `npm start` serves it, `npm run build` builds the library.
export default defineConfig({
  root: 'demo',
  server: { open: true },
  plugins: [rulesPage(), docsPages(), cssLiterals()],
  // Relative, so the solver worker's URL is found beside the module that starts it wherever the package is served from.
  base: './',
  // Each game's solver worker as one file of its own at dist/ui/solver/solver-<game>.js, beside ui/solver/solver-thread.js.
  // Minified even though the modules are not: a host's bundler copies a worker's file as it is.
  worker: { format: 'es', rolldownOptions: { output: { entryFileNames: 'ui/solver/[name].js', minify: true } } },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    // Readable modules with their own names (an error's class, an event's in the console): the
    // host's bundler minifies them; the drop-in file (vite.cdn.config.ts) ships minified.
    minify: false,
    lib: {
      entry: Object.fromEntries(ENTRIES.map((name) => [name, `../src/${name}.ts`])),
      formats: ['es'],
    },
    rollupOptions: {
      external: [/^lit(\/.*)?$/, /^@lit\/context(\/.*)?$/],
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
