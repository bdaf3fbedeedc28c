import { defineConfig } from 'vite';

/**
 * `npm run bench:browser`: the bench page as a production build in dist-bench/, as a host would
 * ship it. BENCH_PROFILE=1 leaves it unminified, so a CPU profile names the functions.
 */
export default defineConfig({
  root: 'bench/browser',
  base: './',
  build: { outDir: '../../dist-bench', emptyOutDir: true, minify: !process.env.BENCH_PROFILE },
});
