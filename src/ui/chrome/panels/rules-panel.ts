/**
 * The rules panel's text: the game's section of docs/rules.md and the part every game shares, in
 * the table's language (src/core/games/rules-text.ts, generated from that page). Loaded only when
 * a player opens the panel (dynamic import). The markdown's few forms (paragraphs, lists, bold,
 * italic, code) become Lit templates, never HTML strings.
 */
import { html, type TemplateResult } from 'lit';
import { RULES_TEXT } from '../../../core/games/rules-text.js';
import type { AnyGameId } from '../../../core/index.js';
import type { Lang } from '../../i18n/i18n.js';

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

/** The game's rules and the common ground, or `null` for a game the page does not describe. */
export function rulesOfGame(game: AnyGameId, lang: Lang): { game: TemplateResult[]; common: TemplateResult[] } | null {
  const own = RULES_TEXT[game];
  return own ? { game: blocks(own[lang]), common: blocks(RULES_TEXT['common']![lang]) } : null;
}
