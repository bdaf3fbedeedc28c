import { defineConfig } from 'vite';
import { cssLiterals } from './scripts/css-literals.js';

/**
 * The drop-in file for a plain page: all four elements with Lit inside, one minified ES module
 * at dist/cdn/patience-elements.js, loadable under `Content-Security-Policy: default-src 'self'`.
 * What a table needs only now and then (the solver for the main-thread fallback, …) is split
 * into files beside it that it imports when needed, from its own folder. Library mode, because
 * an app build wraps every dynamic import in Vite's preload helper (1 KB gzip) even with
 * `modulePreload: false` (vitejs/vite#18551); `output.minify` minifies the whitespace too.
 */
export default defineConfig({
  // Lit's production build: its development build warns in the console and is larger.
  resolve: { conditions: ['production'] },
  plugins: [cssLiterals()],
  // Each game's solver worker as dist/cdn/solver-<game>.js, found relative to the bundle (not the site's root).
  base: './',
  worker: { format: 'es', rolldownOptions: { output: { entryFileNames: '[name].js' } } },
  build: {
    outDir: 'dist/cdn',
    emptyOutDir: true,
    copyPublicDir: false,
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: () => 'patience-elements.js' },
    rollupOptions: {
      // Keep the entry's exports (a page may import the classes, events and rules core from it);
      // the split files import what they share with it from it rather than from a third file.
      preserveEntrySignatures: 'allow-extension',
      output: { chunkFileNames: '[name]-[hash].js', minify: true },
    },
  },
});
