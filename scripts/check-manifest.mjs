#!/usr/bin/env node
// Fails when custom-elements.json no longer matches the source: regenerate with `npm run manifest`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'cem-'));
try {
  // The analyzer resolves --outdir from the working directory.
  execFileSync('npx', ['cem', 'analyze', '--outdir', relative(process.cwd(), dir)], { stdio: 'ignore' });
  const fresh = JSON.parse(readFileSync(join(dir, 'custom-elements.json'), 'utf8'));
  const committed = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
  if (JSON.stringify(fresh) !== JSON.stringify(committed)) {
    console.error('custom-elements.json is stale: run `npm run manifest` and commit the result.');
    process.exit(1);
  }
  console.log('custom-elements.json is up to date.');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
