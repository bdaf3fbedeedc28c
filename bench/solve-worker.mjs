// A worker thread of bench/solve-pool.ts. Worker threads do not inherit the parent's TypeScript loader: register it here.
import { register } from 'tsx/esm/api';

register();
await import('./solve-pool.ts');
