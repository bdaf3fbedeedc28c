import { defineConfig } from 'vite';

/**
 * The drop-in file for a plain page: all four elements with Lit inside, one minified ES module
 * at dist/cdn/patience-elements.js, loadable under `Content-Security-Policy: default-src 'self'`.
 * An app build rather than library mode: library mode leaves an ES module's whitespace unminified.
 */
export default defineConfig({
  // Lit's production build: its development build warns in the console and is larger.
  resolve: { conditions: ['production'] },
  // The solver's module worker as dist/cdn/solver-worker.js, found relative to the bundle (not the site's root).
  base: './',
  worker: { format: 'es', rolldownOptions: { output: { entryFileNames: '[name].js' } } },
  build: {
    outDir: 'dist/cdn',
    emptyOutDir: true,
    modulePreload: false,
    copyPublicDir: false,
    rollupOptions: {
      input: 'src/index.ts',
      // Keep the entry's exports: a page may import the classes, events and rules core from it.
      preserveEntrySignatures: 'strict',
      output: { format: 'es', entryFileNames: 'patience-elements.js', codeSplitting: false },
    },
  },
});
