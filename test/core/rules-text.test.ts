/**
 * The rules each game shows in its "?" panel are the rules pages' own sections (docs/rules.md for
 * Russian and English, docs/rules.<lang>.md for each other language): the generated modules are
 * exactly what scripts/rules-text.ts makes of the pages today, and every language tells every
 * game's rules in as many parts, with the same numbers, as the English.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { GAME_IDS } from '../../src/core/index.js';
import { RULES_TEXT_LOADERS } from '../../src/core/games/rules-text/index.js';
import { readDoc, RULES_LANGS, rulesTextFiles } from '../../scripts/rules-text.js';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const SECTIONS = ['common', ...GAME_IDS];
const texts = Object.fromEntries(await Promise.all(RULES_LANGS.map(async (lang) => [lang, await RULES_TEXT_LOADERS[lang]!()] as const)));

/** A section's paragraphs for players: not the notes for hosts nor the element's tag line. */
const playersParagraphs = (markdown: string) =>
  markdown.split(/\n\s*\n/).map((block) => block.trim()).filter((block) => block && !/^\*[^*]+:\*|`<patience-/.test(block));
/** The bold words a paragraph starts with ("**Goal:**", "**Deal.**"): the section's headings. */
const headings = (markdown: string) => playersParagraphs(markdown).filter((block) => block.startsWith('**')).length;
/** Every number the players read, digits only (1,500 and 1 500 are one number), sorted. */
const numbers = (markdown: string) => (playersParagraphs(markdown).join('\n').match(/\d+(?:[ ,. ]\d{3})*/g) ?? []).map((n) => n.replace(/\D/g, '')).sort();

describe('the rules inside the game', () => {
  it('are generated from the rules pages and identical to them (run scripts/rules-text.ts after editing a page)', () => {
    const files = rulesTextFiles(readDoc);
    assert.deepEqual(Object.keys(files).sort(), ['index', ...RULES_LANGS.map((lang) => `rules-${lang}`)].map((name) => `src/core/games/rules-text/${name}.ts`).sort());
    for (const [path, text] of Object.entries(files)) assert.equal(read(path), text, `${path} is not what the pages make today`);
  });

  it('load one module per language, ru, en, uk, de, fr and es', () => {
    assert.deepEqual(Object.keys(RULES_TEXT_LOADERS), ['ru', 'en', 'uk', 'de', 'fr', 'es']);
  });

  for (const lang of RULES_LANGS) {
    it(`in ${lang}: cover every game and what they share, each with the English's headings and numbers`, () => {
      assert.deepEqual(Object.keys(texts[lang]!).sort(), [...SECTIONS].sort(), `${lang} has other sections than ${SECTIONS.join(', ')}`);
      for (const id of SECTIONS) {
        const text = texts[lang]![id]!;
        const english = texts['en']![id]!;
        assert.ok(text.length > 200, `${id} in ${lang} is too short to be the rules`);
        assert.equal(headings(text), headings(english), `${id} in ${lang}: as many headings as in English`);
        assert.deepEqual(numbers(text), numbers(english), `${id} in ${lang}: the same numbers as in English`);
      }
    });
  }
});
