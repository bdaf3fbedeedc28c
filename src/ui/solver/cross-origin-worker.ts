/**
 * The solver's worker when the code came from another origin (the drop-in loaded from a CDN):
 * a browser starts no worker from another origin's script, but a same-origin `blob:` worker
 * that imports it runs it (the CDN serves it with CORS, as npm CDNs do). A page whose policy
 * forbids `blob:` workers gets an error event instead, and the analyst then warns and runs on
 * the main thread.
 */
const bootstraps = new Map<string, string>();

/** A module worker running `script` through a `blob:` bootstrap (one per script, kept for the page's life); `null` where none can be made. */
export function crossOriginWorker(script: URL): Worker | null {
  try {
    let bootstrap = bootstraps.get(script.href);
    if (!bootstrap) {
      bootstrap = URL.createObjectURL(new Blob([`import ${JSON.stringify(script.href)};\n`], { type: 'text/javascript' }));
      bootstraps.set(script.href, bootstrap);
    }
    return new Worker(bootstrap, { type: 'module' });
  } catch {
    return null;
  }
}
