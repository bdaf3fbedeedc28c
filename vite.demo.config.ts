import { defineConfig } from 'vite';
import { docsPages } from './scripts/docs-pages.js';
import { rulesPage } from './scripts/rules-page.js';

/** `npm run build:demo`: the demo pages as a static site in dist-demo/, with relative URLs so any folder can serve it. */
export default defineConfig({
  root: 'demo',
  base: './',
  plugins: [rulesPage(), docsPages()],
  // The solver's module worker is emitted beside the demo's scripts (see src/ui/solver/analyst.ts).
  worker: { format: 'es' },
  build: {
    outDir: '../dist-demo',
    emptyOutDir: true,
    rollupOptions: { input: { index: 'demo/index.html', cards: 'demo/cards.html', rules: 'demo/rules.html' } },
  },
});
