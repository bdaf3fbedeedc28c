/**
 * Vite plugin: fills demo/rules.html with docs/rules.md rendered to HTML, in the dev server and
 * in `npm run build:demo`, so the demo carries the project's own rules page.
 */
import { readFileSync } from 'node:fs';
import { Marked } from 'marked';
import type { Plugin } from 'vite';

const SOURCE = new URL('../docs/rules.md', import.meta.url);
const PLACEHOLDER = '<!-- docs/rules.md -->';

/** Heading ids as GitHub makes them, so the same `#колодец-истины` links work in both places. */
const slug = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N} -]/gu, '').replace(/ /g, '-');

/** Markdown to HTML as the demo's pages show it (also scripts/docs-pages.ts). */
export const marked = new Marked({
  renderer: {
    heading({ tokens, depth, text }) {
      return `<h${depth} id="${slug(text)}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
    },
  },
});

export function rulesPage(): Plugin {
  return {
    name: 'patience-rules-page',
    configureServer(server) {
      // Edits to the rules reload the page like any other source.
      server.watcher.add(SOURCE.pathname);
      server.watcher.on('change', (file) => {
        if (file === SOURCE.pathname) server.ws.send({ type: 'full-reload' });
      });
    },
    transformIndexHtml(html) {
      return html.includes(PLACEHOLDER) ? html.replace(PLACEHOLDER, marked.parse(readFileSync(SOURCE, 'utf8'), { async: false })) : html;
    },
  };
}
