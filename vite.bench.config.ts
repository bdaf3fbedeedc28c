import { defineConfig } from 'vite';

/**
 * `npm run bench:browser`: the bench pages as a production build in dist-bench/, as a host would
 * ship them (index.html: the bench page; first-paint.html: one element, for the throttled first
 * paint). BENCH_PROFILE=1 leaves them unminified, so a CPU profile names the functions.
 */
export default defineConfig({
  root: 'bench/browser',
  base: './',
  build: {
    outDir: '../../dist-bench',
    emptyOutDir: true,
    minify: !process.env.BENCH_PROFILE,
    rollupOptions: { input: { index: 'bench/browser/index.html', 'first-paint': 'bench/browser/first-paint.html' } },
  },
});
