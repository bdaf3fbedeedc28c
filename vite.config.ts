import { defineConfig } from 'vite';
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
  plugins: [rulesPage()],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
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
