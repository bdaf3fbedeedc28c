import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** The React 19 and Vue 3 smoke pages, built as a host's bundler would build them (React ships CommonJS). */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  base: './',
  logLevel: 'warn',
  resolve: { conditions: ['production'] },
  define: { __VUE_OPTIONS_API__: 'false', __VUE_PROD_DEVTOOLS__: 'false', __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false', 'process.env.NODE_ENV': '"production"' },
  esbuild: { jsx: 'automatic' },
  build: {
    outDir: here('../../dist-test/frameworks'),
    emptyOutDir: true,
    rollupOptions: { input: { react: here('react.html'), vue: here('vue.html') } },
  },
});
