/**
 * Writes src/core/games/rules-text.ts from docs/rules.md: the players' rules each game shows in its
 * "?" panel are the page's own sections, word for word (test/core/rules-text.test.ts fails when the
 * two differ). Run: node --import tsx scripts/rules-text.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';

/** The section headings of each game, Russian then English, as docs/rules.md names them. */
export const HEADINGS = {
  common: ['Общее', 'Common ground'],
  well: ['Колодец', 'The Well'],
  funnel: ['Воронка', 'The Funnel'],
  'well-of-truth': ['Колодец истины', 'Well of Truth'],
  indian: ['Индийский пасьянс', 'Indian'],
} as const;

/** The body of `### heading` under `## language`, up to the next heading, trimmed. */
function section(doc: string, language: string, heading: string): string {
  const from = doc.indexOf(`\n## ${language}\n`);
  const start = doc.indexOf(`\n### ${heading}\n`, from);
  if (from < 0 || start < 0) throw new Error(`docs/rules.md has no section "${heading}" under "${language}"`);
  const body = start + heading.length + 6;
  const end = doc.indexOf('\n#', body);
  return doc.slice(body, end < 0 ? undefined : end).replace(/\n---\s*$/, '').trim();
}

export function rulesTextModule(doc: string): string {
  const texts = Object.fromEntries(Object.entries(HEADINGS).map(([id, [ru, en]]) => [id, { ru: section(doc, 'Русский', ru), en: section(doc, 'English', en) }]));
  return `/** Generated from docs/rules.md by scripts/rules-text.ts: do not edit. Each game's rules, and what they share, in markdown. */
export const RULES_TEXT: Readonly<Record<string, { readonly ru: string; readonly en: string }>> = ${JSON.stringify(texts, null, 2)};
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const doc = readFileSync(new URL('../docs/rules.md', import.meta.url), 'utf8');
  writeFileSync(new URL('../src/core/games/rules-text.ts', import.meta.url), rulesTextModule(doc));
}
