#!/usr/bin/env node
// Fails when custom-elements.json (or the editor data made from it) no longer matches the
// source (regenerate with `npm run manifest`) or breaks the shipped form
// custom-elements-manifest.config.mjs gives it, or when the reference pages under
// docs/reference/ are not what scripts/docs-reference.mjs makes of it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { REFERENCE_DIR, stalePages } from './docs-reference.mjs';
import { EDITOR_FILES } from './editor-data.mjs';

/** Custom properties the element sets on itself from its layout: not a host's to set. */
const INTERNAL_PROPERTIES = new Set(['--patience-card-w', '--patience-card-h', '--patience-table-h']);

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
  const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
  for (const [file, make] of Object.entries(EDITOR_FILES)) {
    if (readFileSync(file, 'utf8') !== `${JSON.stringify(make(committed, pkg), null, 2)}\n`) {
      console.error(`${file} is stale: run \`npm run manifest\` and commit the result.`);
      process.exit(1);
    }
  }
  const problems = shippedFormProblems(committed);
  if (problems.length > 0) {
    console.error(`custom-elements.json:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  const stale = stalePages(committed);
  if (stale.length > 0) {
    console.error(`${REFERENCE_DIR}/ is stale (${stale.join(', ')}): run \`npm run manifest\` and commit the result.`);
    process.exit(1);
  }
  console.log(`custom-elements.json, the editor data and ${REFERENCE_DIR}/ are up to date.`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

/** Every `--patience-*` custom property the styles read (src/ui and src/elements). */
function propertiesRead() {
  const names = new Set();
  for (const dir of ['src/ui', 'src/elements']) {
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts'))) {
      for (const match of readFileSync(join(dir, file), 'utf8').matchAll(/var\((--patience-[a-z0-9-]+)/g)) names.add(match[1]);
    }
  }
  return [...names].filter((name) => !INTERNAL_PROPERTIES.has(name));
}

/** Paths under dist/, no private or protected members, no CSS text, every custom property read listed with its default. */
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
  const listed = new Set(manifest.modules.flatMap((mod) => (mod.declarations ?? []).flatMap((d) => (d.cssProperties ?? []).map((p) => p.name))));
  for (const name of propertiesRead()) if (!listed.has(name)) problems.push(`${name} is read by the styles but listed on no element`);
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
