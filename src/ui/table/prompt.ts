/** The line under the table says what to do when a pile's action is the only move (see `TableView.prompt`). */
import { html, nothing, type TemplateResult } from 'lit';
import { gameText, pileName } from '../i18n/i18n.js';
import type { TableView } from './context.js';

/** The words for the prompt in `view`, or '' when there is none. */
export function promptWords(view: TableView): string {
  if (view.prompt === null) return '';
  const text = gameText(view.rules, view.lang);
  const move = view.legal[0]!;
  return view.messages.tapTo(pileName(text, view.prompt), text.actionHints?.[move] ?? view.messages.drawHint);
}

/** The prompt on the line under the table; a notice takes its place while it shows. */
export function renderPrompt(view: TableView | undefined): TemplateResult | typeof nothing {
  const words = view ? promptWords(view) : '';
  return words ? html`<div class="prompt" part="status">${words}</div>` : nothing;
}
