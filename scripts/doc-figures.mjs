#!/usr/bin/env node
// Runs a measuring script, passes its output through, and writes that output into
// docs/performance.md between `<!-- figures:NAME -->` and `<!-- /figures:NAME -->`, so the
// figures a host reads are the last run's, never typed by hand.
// Usage: node scripts/doc-figures.mjs NAME -- command args…  (package.json's size, bench, stats, bench:browser)
import { spawn } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { readFileSync, writeFileSync } from 'node:fs';

export const PAGE = 'docs/performance.md';

/** The page with block `name` replaced by `body`; throws when the page has no such block. */
export function replaceBlock(page, name, body) {
  const start = `<!-- figures:${name} -->`;
  const end = `<!-- /figures:${name} -->`;
  const from = page.indexOf(start);
  const to = page.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${PAGE} has no ${start} … ${end} block`);
  return `${page.slice(0, from + start.length)}\n${body}\n${page.slice(to)}`;
}

if (process.argv[1]?.endsWith('doc-figures.mjs')) {
  const [name, dashes, command, ...args] = process.argv.slice(2);
  if (!name || dashes !== '--' || !command) {
    console.error('usage: node scripts/doc-figures.mjs NAME -- command args…');
    process.exit(2);
  }
  // A throttled bench (a phone) prints other figures than a plain one: each keeps its own block.
  const block = args.includes('--throttle') ? `${name}-throttled` : name;
  const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    output += chunk;
  });
  child.on('close', (code) => {
    // A run that failed to measure leaves the page as it was; a budget exceeded (size) still measured.
    if (output.trim() === '') return process.exit(code ?? 1);
    const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`;
    const when = new Date().toISOString().slice(0, 10);
    const body = [`Written by \`${[command, ...args].join(' ')}\` on ${when} (${machine}):`, '', '```text', output.trimEnd(), '```'].join('\n');
    writeFileSync(PAGE, replaceBlock(readFileSync(PAGE, 'utf8'), block, body));
    console.error(`(figures written to ${PAGE})`);
    process.exit(code ?? 1);
  });
}
