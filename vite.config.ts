import { defineConfig } from 'vite';

// The demo page lives in demo/; `npm start` serves it, `npm run build` builds the library.
export default defineConfig({
  root: 'demo',
  server: { open: true },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    lib: {
      entry: { index: '../src/index.ts', 'core/index': '../src/core/index.ts' },
      formats: ['es'],
    },
    rollupOptions: { external: [/^lit(\/.*)?$/, /^@lit\/context(\/.*)?$/] },
  },
});
