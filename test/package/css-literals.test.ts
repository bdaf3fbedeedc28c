import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { minifyCssLiterals, minifyCssText } from '../../scripts/css-literals.js';

describe('the css`…` minifier of the builds', () => {
  it('drops comments and the whitespace around braces, semicolons, colons and commas', () => {
    const text = `
      /* why */
      :host([fit='contain']) .frame {
        color: rgba(0, 0, 0, 0.5);
        font: 14px/1.4 system-ui, 'Segoe UI';
      }
    `;
    assert.equal(minifyCssLiterals(`css\`${text}\``), "css`:host([fit='contain']) .frame{color:rgba(0,0,0,0.5);font:14px/1.4 system-ui,'Segoe UI'}`");
  });

  it('keeps the space before a colon, where it changes the selector', () => {
    assert.equal(minifyCssText(' .pile :focus-visible { outline: none; }'), ' .pile :focus-visible{outline:none}');
  });

  it('leaves expressions, and code outside css`…`, untouched', () => {
    const source = 'const a = `  x  `;\nconst b = css`\n  .x { width: ${w({ a: 1 })}px; }\n  ${unsafeCSS(`  y  `)}\n`;';
    assert.equal(minifyCssLiterals(source), 'const a = `  x  `;\nconst b = css`.x{width:${w({ a: 1 })}px}${unsafeCSS(`  y  `)}`;');
  });

  it('the library build ships the styles minified', () => {
    const shipped = readFileSync('dist/ui/chrome/toolbar.styles.js', 'utf8');
    // Each css`…` whole (no template in them nests a backtick); the JS between keeps its doc comments.
    const literals = shipped.match(/\bcss`[^`]*`/g) ?? [];
    assert.deepEqual(literals.map((literal) => literal.slice(0, 18)), ['css`.toolbar butto', 'css`patience-toolb']);
    for (const literal of literals) assert.doesNotMatch(literal, /\/\*|\n/, 'no CSS comment, no line break');
  });
});
