/**
 * The rules panel's text: the game's section of the rules pages (docs/rules.md, docs/rules.<lang>.md)
 * and the part every game shares, in the table's language (src/core/games/rules-text/rules-<lang>.ts,
 * generated from those pages). Loaded only when a player opens the panel (dynamic import), and
 * then only the language in use. The markdown's few forms (paragraphs, lists, bold, italic, code)
 * become Lit templates, never HTML strings.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { RULES_TEXT_LOADERS } from '../../../core/games/rules-text/index.js';
import type { AnyGameId, ResolvedOptions, Rules } from '../../../core/index.js';
import { panelWordsOf, type Lang } from '../../i18n/i18n.js';

/** A paragraph for hosts (pile ids, attributes; the tag line under the heading) is not the player's: the panel leaves it out. */
const FOR_HOSTS = /^\*(Для сайта|For hosts):\*|^[^\n]*`<patience-/;

function inline(text: string): (TemplateResult | string)[] {
  return text.split(/(\*\*[^*]+\*\*|\*[^*\s][^*]*\*|`[^`]+`)/).filter(Boolean).map((part) => {
    if (part.startsWith('**') && part.endsWith('**')) return html`<strong>${part.slice(2, -2)}</strong>`;
    if (part.startsWith('`') && part.endsWith('`')) return html`<code>${part.slice(1, -1)}</code>`;
    if (part.length > 2 && part.startsWith('*') && part.endsWith('*')) return html`<em>${part.slice(1, -1)}</em>`;
    return part;
  });
}

function blocks(markdown: string): TemplateResult[] {
  return markdown.split(/\n\s*\n/).map((block) => block.trim()).filter((block) => block && !FOR_HOSTS.test(block)).map((block) => {
    const lines = block.replace(/\n(?!- )/g, ' ');
    if (lines.startsWith('- ')) return html`<ul>${lines.split('\n').map((item) => html`<li>${inline(item.slice(2))}</li>`)}</ul>`;
    return html`<p>${inline(lines)}</p>`;
  });
}

/** A game's rules and the common ground. */
export interface RulesOfGame {
  readonly game: TemplateResult;
  readonly common: TemplateResult;
}

/**
 * The rules' markdown in `lang` (a language code, shipped or a host's own), and the language it
 * is in: English for a language the rules are not written in.
 */
async function loadRulesText(lang: string): Promise<{ lang: string; text: Readonly<Record<string, string>> }> {
  const written = Object.hasOwn(RULES_TEXT_LOADERS, lang) ? lang : 'en';
  return { lang: written, text: await RULES_TEXT_LOADERS[written]!() };
}

/**
 * The game's rules and the common ground in `lang`, or `null` for a game the pages do not
 * describe. English standing in for a language the rules are not written in says so (`lang="en"`),
 * so a screen reader reads it as English.
 */
export async function rulesOfGame(game: AnyGameId, lang: string): Promise<RulesOfGame | null> {
  const { lang: written, text } = await loadRulesText(lang);
  const own = text[game];
  const inLanguage = (markdown: string) => html`<div lang=${written === lang ? nothing : written}>${blocks(markdown)}</div>`;
  return own ? { game: inLanguage(own), common: inLanguage(text['common']!) } : null;
}

/** The panel: the game's name, this deal's options, then the game's rules and the common ground. */
export function renderRules(rules: Rules, options: ResolvedOptions, lang: Lang, text: RulesOfGame | null): TemplateResult {
  const w = panelWordsOf(lang);
  // The games' names are Russian in every language: they are the games' names.
  return html`<div class="rules-text"><h3 lang="ru">${rules.text.en.name}</h3>
    <p class="rules-options">${w.options(options.deck, rules.copies, rules.hasFreeDraw ? options.freeDraw : null)}</p>
    ${text ? html`${text.game}<h3>${w.rulesCommon}</h3>${text.common}` : nothing}</div>`;
}
