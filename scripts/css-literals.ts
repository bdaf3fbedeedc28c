/**
 * Vite plugin: minifies the static text of Lit's css`…` templates in our sources. A JS minifier
 * keeps template text as it is, and the styles' comments and indentation were a sixth of the
 * gzipped bundle's CSS. Conservative: comments go, whitespace collapses, and only the spaces
 * around `{`, `}` and `;` and after `:` and `,` are dropped (never before `:`, where `a :hover`
 * differs from `a:hover`). Our styles hold no string with those characters in it.
 */
import type { Plugin } from 'vite';

/** The static text of one template between expressions; `${…}` stays untouched. */
export function minifyCssText(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};]) ?/g, '$1')
    .replace(/([:,]) /g, '$1')
    .replace(/;}/g, '}');
}

/**
 * Every css`…` in `source` with its static parts minified. Expressions are skipped by counting
 * braces; a template literal nested inside an expression is skipped whole.
 */
export function minifyCssLiterals(source: string): string {
  let out = '';
  let at = 0;
  for (const match of source.matchAll(/\bcss`/g)) {
    const start = match.index + match[0].length;
    if (start <= at) continue;
    out += source.slice(at, start);
    let i = start;
    let part = '';
    let first = true;
    while (i < source.length && source[i] !== '`') {
      if (source[i] === '\\') {
        part += source.slice(i, i + 2);
        i += 2;
      } else if (source.startsWith('${', i)) {
        const text = minifyCssText(part);
        out += first ? text.trimStart() : text;
        first = false;
        part = '';
        const end = expressionEnd(source, i + 2);
        out += source.slice(i, end);
        i = end;
      } else part += source[i++];
    }
    const text = minifyCssText(part).trimEnd();
    out += first ? text.trimStart() : text;
    at = i;
  }
  return out + source.slice(at);
}

/** The index just past the `}` that closes an expression whose text starts at `i`. */
function expressionEnd(source: string, i: number): number {
  let depth = 1;
  while (i < source.length && depth > 0) {
    const char = source[i];
    if (char === '`') i = source.indexOf('`', i + 1);
    else if (char === '{') depth++;
    else if (char === '}') depth--;
    i++;
  }
  return i;
}

export function cssLiterals(): Plugin {
  return {
    name: 'patience-css-literals',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.ts$/.test(id) || !code.includes('css`')) return null;
      return { code: minifyCssLiterals(code), map: null };
    },
  };
}
