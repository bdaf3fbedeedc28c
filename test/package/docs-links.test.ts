/**
 * The documentation as a host reads it in the installed package (or on npm's page): every
 * relative link and image in README.md, CHANGELOG.md and docs/**.md names a file the package
 * ships (and a heading there, for a `#fragment`), none sends the reader to src/ or test/, which
 * are not shipped, and the pictures are small enough to ship.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, it } from 'node:test';

const ROOT = process.cwd();
const MAX_IMAGE_BYTES = 160 * 1024;
const MAX_IMAGES_BYTES = 1280 * 1024;
/** A README a host reads in five minutes; the rest is in docs/. */
const MAX_README_LINES = 250;

/** The files `npm pack` would ship, as package-relative paths. */
function shippedFiles(): Set<string> {
  const [{ files }] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8' }));
  return new Set((files as { path: string }[]).map((file) => file.path));
}

/** The text outside fenced code blocks and inline code, where a link is a link. */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** Every link and image target in a Markdown file: `[..](x)`, `![..](x)`, `<img src="x">`, `<a href="x">`. */
export function targetsOf(markdown: string): string[] {
  const text = prose(markdown);
  return [
    ...[...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!),
    ...[...text.matchAll(/<(?:img|a|source)\s[^>]*?(?:src|href|srcset)="([^"]+)"/g)].map((m) => m[1]!),
  ];
}

/** GitHub's anchors for a Markdown file's headings. */
export function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of prose(markdown.replace(/`([^`\n]*)`/g, '$1')).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = heading!.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** What is wrong with each relative target of `file` against the shipped files. */
export function linkProblems(file: string, markdown: string, shipped: Set<string>, read: (path: string) => string): string[] {
  const problems: string[] = [];
  for (const target of targetsOf(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:: not the package's
    const [path, fragment] = target.split('#') as [string, string | undefined];
    const resolved = path === '' ? file : posix.normalize(posix.join(posix.dirname(file), decodeURI(path)));
    if (/^(src|test)\//.test(resolved)) problems.push(`${file} links ${target}: ${resolved.split('/')[0]}/ is not shipped`);
    else if (!shipped.has(resolved)) problems.push(`${file} links ${target}, which the package does not ship`);
    else if (fragment && resolved.endsWith('.md') && !anchorsOf(read(resolved)).has(fragment)) problems.push(`${file} links ${target}: no such heading`);
  }
  return problems;
}

describe('the shipped documentation', () => {
  const shipped = shippedFiles();
  const pages = [...shipped].filter((file) => file === 'README.md' || file === 'CHANGELOG.md' || (file.startsWith('docs/') && file.endsWith('.md')));
  const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

  it('ships README.md, CHANGELOG.md, the docs pages and the element reference', () => {
    for (const page of ['README.md', 'CHANGELOG.md', 'docs/README.md', 'docs/rules.md', 'docs/embedding.md', 'docs/server.md', 'docs/reference/patience-funnel.md']) {
      assert.ok(shipped.has(page), `${page} is not in the package`);
    }
  });

  it('every relative link and image resolves inside the package, and none points at src/ or test/', () => {
    const problems = pages.flatMap((page) => linkProblems(page, read(page), shipped, read));
    assert.deepEqual(problems, []);
    assert.ok(pages.flatMap((page) => targetsOf(read(page))).some((target) => target.endsWith('.png')), 'no page shows a picture: is the link parser blind?');
  });

  it(`the README is at most ${MAX_README_LINES} lines and keeps the set-up commands CI runs`, () => {
    const readme = read('README.md');
    const lines = readme.split('\n').length - (readme.endsWith('\n') ? 1 : 0);
    assert.ok(lines <= MAX_README_LINES, `README.md has ${lines} lines (at most ${MAX_README_LINES}): move detail into docs/`);
    assert.match(readme, /^npm install && npm start\b/m);
    assert.match(readme, /^npm test\b/m);
  });

  it('the pictures it ships are small', () => {
    const images = [...shipped].filter((file) => /\.(png|jpe?g|gif|webp)$/.test(file));
    const sizes = images.map((file) => [file, statSync(join(ROOT, file)).size] as const);
    for (const [file, size] of sizes) assert.ok(size <= MAX_IMAGE_BYTES, `${file} is ${size} bytes (at most ${MAX_IMAGE_BYTES}): run pngquant on it`);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    assert.ok(total <= MAX_IMAGES_BYTES, `the pictures weigh ${total} bytes together (at most ${MAX_IMAGES_BYTES})`);
  });

  it('the checker finds a missing file, an unshipped folder and a missing heading', () => {
    const files = new Set(['docs/a.md', 'docs/b.png']);
    const readFake = () => '# Only heading\n';
    assert.deepEqual(linkProblems('docs/a.md', '![](b.png) [x](a.md#only-heading) [y](https://example.com/z.md)', files, readFake), []);
    assert.deepEqual(linkProblems('docs/a.md', '[x](c.md) [y](../src/a.ts) [z](a.md#nope) `[q](ignored.md)`', files, readFake), [
      'docs/a.md links c.md, which the package does not ship',
      'docs/a.md links ../src/a.ts: src/ is not shipped',
      'docs/a.md links a.md#nope: no such heading',
    ]);
  });
});
