/** Toolbar icons, drawn in code (no icon fonts, no files). Decorative: buttons carry the names. */
import { html, svg, type TemplateResult } from 'lit';

const icon = (body: ReturnType<typeof svg>): TemplateResult =>
  html`<svg class="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">${body}</svg>`;

export const ICONS = {
  undo: icon(svg`<path d="M9 7 4 12l5 5M4.5 12H15a5 5 0 0 1 0 10h-2" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>`),
  redo: icon(svg`<path d="m15 7 5 5-5 5M19.5 12H9a5 5 0 0 0 0 10h2" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>`),
  restart: icon(svg`<path d="M4 12a8 8 0 1 0 2.4-5.7M4 4v4.5h4.5" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>`),
  newDeal: icon(svg`<rect x="3" y="5" width="11" height="15" rx="2" fill="none" stroke="currentColor" stroke-width="2"/><path d="M8 3.5h9a2 2 0 0 1 2 2V17" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/><path d="M8.5 10v5M6 12.5h5" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>`),
  hint: icon(svg`<path d="M9 17h6M10 20.5h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2V17h5v-1.1c0-.8.4-1.5 1-2A6 6 0 0 0 12 3Z" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`),
  finish: icon(svg`<path d="M4 6l7 6-7 6V6Zm8 0 7 6-7 6V6Z" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/>`),
  pause: icon(svg`<path d="M8.5 5v14M15.5 5v14" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round"/>`),
  rules: icon(svg`<circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" stroke-width="2"/><path d="M9.2 9.3a2.9 2.9 0 1 1 4.2 2.6c-.9.5-1.4 1.1-1.4 2.1v.6" fill="none" stroke="currentColor" stroke-width="2.1" stroke-linecap="round"/><circle cx="12" cy="17.6" r="1.3" fill="currentColor"/>`),
  stats: icon(svg`<path d="M4 20h16M7 20v-6M12 20V5M17 20v-9" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/>`),
  settings: icon(svg`<circle cx="12" cy="12" r="3.2" fill="none" stroke="currentColor" stroke-width="2"/><path d="M12 2.8v2.6M12 18.6v2.6M2.8 12h2.6M18.6 12h2.6M5.5 5.5l1.9 1.9M16.6 16.6l1.9 1.9M5.5 18.5l1.9-1.9M16.6 7.4l1.9-1.9" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/>`),
} as const;
