// The entries test's Rollup builds, on a thread of their own: Rollup works on the JavaScript thread
// it runs on, so here it computes beside webpack (on the test's thread) rather than taking turns.
// Each message { id, input, rootDir } is answered { id, code } or { id, error }; one cache serves all.
import { parentPort } from 'node:worker_threads';
import { rollup } from 'rollup';
import { nodeResolve } from '@rollup/plugin-node-resolve';

let cache;
parentPort.on('message', async ({ id, input, rootDir }) => {
  try {
    const bundle = await rollup({ input, plugins: [nodeResolve({ rootDir })], onwarn: () => {}, cache });
    cache = bundle.cache;
    const { output } = await bundle.generate({ format: 'es' });
    parentPort.postMessage({ id, code: output.map((file) => ('code' in file ? file.code : '')).join('\n') });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.stack ?? error) });
  }
});
