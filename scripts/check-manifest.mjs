#!/usr/bin/env node
// Fails when custom-elements.json no longer matches the source (regenerate with `npm run
// manifest`) or breaks the shipped form custom-elements-manifest.config.mjs gives it.
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
  const problems = shippedFormProblems(committed);
  if (problems.length > 0) {
    console.error(`custom-elements.json:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('custom-elements.json is up to date.');
} finally {
  rmSync(dir, { recursive: true, force: true });
}

/** Paths under dist/, no private or protected members, no CSS text, every custom property with its default. */
function shippedFormProblems(manifest) {
  const problems = [];
  const visit = (value, where) => {
    if (Array.isArray(value)) return value.forEach((item, i) => visit(item, `${where}[${i}]`));
    if (value === null || typeof value !== 'object') {
      if (typeof value === 'string' && /:host\b|css`/.test(value)) problems.push(`${where} holds CSS text`);
      return;
    }
    for (const [key, inner] of Object.entries(value)) {
      if ((key === 'path' || key === 'module') && !/^dist\/.*\.js$/.test(inner)) problems.push(`${where}.${key} is ${inner}, not a shipped dist/*.js path`);
      visit(inner, `${where}.${key}`);
    }
  };
  visit(manifest.modules, 'modules');
  for (const mod of manifest.modules) {
    for (const declaration of mod.declarations ?? []) {
      for (const member of declaration.members ?? []) {
        if (member.privacy === 'private' || member.privacy === 'protected' || /^[#_]/.test(member.name)) problems.push(`${declaration.name}.${member.name} is not public`);
      }
      for (const property of declaration.cssProperties ?? []) {
        if (property.default === undefined) problems.push(`${declaration.name}: ${property.name} has no default`);
      }
    }
  }
  return problems;
}
