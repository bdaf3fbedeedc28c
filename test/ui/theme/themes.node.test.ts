/**
 * Every theme's contrasts (src/ui/theme/themes.ts), computed from the colours the theme sets: text
 * at least 4.5:1 and everything else a player must see (outlines, rings, card edges) at least
 * 3:1, against the felt's lightest and darkest stops alike (WCAG 2.2, 1.4.3 and 1.4.11).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultProperties, THEME_NAMES, THEMES, type ThemeColours } from '../../../src/ui/theme/themes.js';

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

type Key = keyof ThemeColours;
const felts: Key[] = ['felt', 'feltEdge'];
/** Foreground, backgrounds, and what it is. */
const TEXT: [Key, Key[], string][] = [
  ['feltText', [...felts, 'toolbar'], 'text on the table and the toolbar'],
  ['slot', felts, 'the rank an empty place waits for'],
  ['badgeText', ['badge'], 'card-count badges'],
  ['toastText', ['toast'], 'notices'],
  ['red', ['cardFace'], 'hearts and diamonds'],
  ['black', ['cardFace'], 'spades and clubs'],
  ['diamonds', ['cardFace'], 'diamonds, four-colour deck'],
  ['clubs', ['cardFace'], 'clubs, four-colour deck'],
  ['panelText', ['panel'], 'the end-of-game message'],
  ['primaryText', ['primary'], "the end message's main button"],
];
const GRAPHICS: [Key, Key[], string][] = [
  ['focus', felts, 'the focus outline'],
  ['target', felts, 'a legal destination'],
  ['enchanted', felts, 'an enchanted column'],
  ['slot', felts, "an empty place's outline"],
  ['cardFace', felts, "a card's edge"],
  ['backPattern', felts, "a face-down card's edge"],
  ['badge', ['cardFace'], 'a badge over a card'],
  ['primary', ['panel'], "the end message's main button and focus outline"],
  ['panelText', ['panel'], "the end message's other buttons' edges"],
];

describe('theme contrast', () => {
  for (const name of THEME_NAMES) {
    it(`${name}: text at least 4.5:1, graphics at least 3:1`, () => {
      const theme = THEMES[name];
      const lowest: string[] = [];
      for (const [rules, least] of [[TEXT, 4.5], [GRAPHICS, 3]] as const) {
        for (const [fg, bgs, what] of rules) {
          const worst = Math.min(...bgs.map((bg) => contrast(theme[fg], theme[bg])));
          assert.ok(worst >= least, `${name}: ${what} (${fg}) is ${worst.toFixed(2)}:1, under ${least}:1`);
          lowest.push(`${fg} ${worst.toFixed(2)}`);
        }
      }
      console.log(`${name}: ${lowest.join(', ')}`);
    });
  }

  it('every colour is a solid #rrggbb, so the figures above are what is painted', () => {
    for (const name of THEME_NAMES) for (const [key, value] of Object.entries(THEMES[name])) assert.match(value, /^#[0-9a-f]{6}$/, `${name}.${key}`);
  });

  it('the contrast formula matches WCAG examples', () => {
    assert.equal(contrast('#000000', '#ffffff').toFixed(2), '21.00');
    assert.equal(contrast('#777777', '#ffffff').toFixed(2), '4.48');
  });
});

describe('each theme value written once', () => {
  it('the styles use a theme\'s properties with no fallback: the theme module states each value once', () => {
    const sources = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts')).map((f) => readFileSync(join('src', f), 'utf8'));
    const light = defaultProperties();
    let used = 0;
    for (const source of sources) {
      for (const [, name, fallback] of source.matchAll(/var\((--patience-[\w-]+)\s*(,?)/g)) {
        if (!(name! in light)) continue;
        used++;
        assert.equal(fallback, '', `${name} repeats a value as a fallback`);
      }
    }
    assert.ok(used >= 15, `uses checked: ${used}`);
  });

  it('the manifest documents the light theme\'s values and the shared colours', () => {
    const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as { modules: { declarations?: { tagName?: string; cssProperties?: { name: string; default?: string }[] }[] }[] };
    const light = defaultProperties();
    const documented = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.tagName).flatMap((d) => d.cssProperties ?? []).filter((p) => p.name in light);
    assert.ok(documented.length >= 15, `documented: ${documented.length}`);
    for (const property of documented) assert.equal(property.default, light[property.name], property.name);
  });
});
