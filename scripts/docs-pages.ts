/**
 * Vite plugin: the project's documentation as pages of the demo site, so the demo links a host to
 * it wherever the demo is served. README.md, CHANGELOG.md and docs/**.md become the same paths with
 * .html (docs/reference/patience-well.md → docs/reference/patience-well.html), so every relative
 * link between them works once `.md` reads `.html`; the pictures they show are copied beside them.
 * Rendered on request by the dev server, emitted by `npm run build:demo`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import type { Plugin } from 'vite';
import { marked } from './rules-page.js';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');
const STYLE = 'doc-page.css';

/** The Markdown files, as repository paths. */
export function docSources(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md'));
  return ['README.md', 'CHANGELOG.md', ...docs.map((file) => posix.join('docs', file.split('\\').join('/')))];
}

/** A relative link to another Markdown file, with `.md` read as `.html`. */
const asPage = (href: string) => (/^[a-z][a-z0-9+.-]*:|^#|^\//i.test(href) ? href : href.replace(/\.md(?=#|$)/, '.html'));

/** The page for `source` (a repository path), and the pictures it shows (repository paths). */
export function renderPage(source: string): { html: string; images: string[] } {
  const images: string[] = [];
  const text = readFileSync(join(ROOT, source), 'utf8');
  const body = marked.parse(text, {
    async: false,
    walkTokens(token) {
      if (token.type === 'link') token.href = asPage(token.href);
      if (token.type === 'image' && !/^[a-z][a-z0-9+.-]*:/i.test(token.href)) images.push(posix.join(posix.dirname(source), token.href));
    },
  });
  const up = '../'.repeat(source.split('/').length - 1);
  const title = /^#\s+(.+)$/m.exec(text)?.[1] ?? source;
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta http-equiv="Content-Security-Policy" content="default-src 'self'" />
    <title>${title.replace(/[<>&]/g, '')} — patience-elements</title>
    <link rel="icon" href="${up}favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="${up}${STYLE}" />
  </head>
  <body>
    <header class="doc-bar"><a href="${up}index.html">← patience-elements demo</a><a href="${up}docs/README.html">Documentation</a><a href="${up}docs/reference/README.html">Reference</a></header>
    <main class="doc">
${body}
    </main>
  </body>
</html>
`;
  return { html, images };
}

export function docsPages(): Plugin {
  let library = false;
  return {
    name: 'patience-docs-pages',
    // The library build (vite.config.ts, whose dev server is the demo) ships no pages.
    configResolved(config) {
      library = Boolean(config.build.lib);
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = decodeURIComponent((request.url ?? '').split('?')[0]!).replace(/^\/+/, '');
        const source = path.replace(/\.html$/, '.md');
        const file = join(ROOT, path);
        if (path.endsWith('.html') && docSources().includes(source)) {
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.end(renderPage(source).html);
        } else if (path.startsWith('docs/') && path.endsWith('.png') && !relative(join(ROOT, 'docs'), file).startsWith('..') && existsSync(file)) {
          response.setHeader('Content-Type', 'image/png');
          response.end(readFileSync(file));
        } else next();
      });
    },
    generateBundle() {
      if (library) return;
      const images = new Set<string>();
      for (const source of docSources()) {
        const page = renderPage(source);
        this.emitFile({ type: 'asset', fileName: source.replace(/\.md$/, '.html'), source: page.html });
        page.images.forEach((image) => images.add(image));
      }
      for (const image of images) if (existsSync(join(ROOT, image))) this.emitFile({ type: 'asset', fileName: image, source: readFileSync(join(ROOT, image)) });
      for (const file of [STYLE, 'favicon.svg']) this.emitFile({ type: 'asset', fileName: file, source: readFileSync(join(ROOT, 'demo', file)) });
    },
  };
}
