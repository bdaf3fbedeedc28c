import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** The lit-dev page, built with Lit's development build, as a host's dev server serves the elements: Lit then warns about what it finds amiss. */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  base: './',
  logLevel: 'warn',
  mode: 'development',
  resolve: { conditions: ['development'] },
  build: {
    outDir: here('../../dist-test/lit-dev'),
    emptyOutDir: true,
    minify: false,
    rollupOptions: { input: { 'lit-dev': here('lit-dev.html') } },
  },
});
