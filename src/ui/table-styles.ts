import { css } from 'lit';

/** The toolbar's buttons as icons (named by their tooltips, for screen readers too), and its line closer. */
const compactToolbar = css`
  .toolbar button .label,
  .subtitle,
  .playback .full {
    display: none;
  }
  .playback .short {
    display: inline;
  }
  .toolbar button {
    padding: 4px 7px;
  }
  .info {
    gap: 8px;
    font-size: 13px;
  }
`;

/** The frame every game element shares: felt, toolbar, notices, end-of-game message. */
export const tableStyles = css`
  /* Fills the width it is given; in a flex row or an inline context it takes the line's width rather than collapsing. */
  :host {
    display: block;
    position: relative;
    box-sizing: border-box;
    width: 100%;
    min-width: 0;
    background: var(--patience-felt, radial-gradient(ellipse at 50% 30%, #2f7d4f 0%, #174a2c 100%));
    border-radius: var(--patience-table-radius, 10px);
    overflow: hidden;
    -webkit-user-select: none;
    user-select: none;
  }
  :host([hidden]) {
    display: none;
  }
  /*
   * A preferred width: where the host's width comes from its content (an inline-block or float
   * wrapper, an auto grid column beside others), the table asks for 40rem, or the width there
   * is if less, instead of shrinking to its narrowest. An empty grid track of minmax(0, 40rem)
   * is 40rem wide at most and nothing at least, so a narrow wrapper (a phone page with margins)
   * takes the room left, not more.
   */
  :host::before {
    content: '';
    display: grid;
    grid-template-columns: minmax(0, 40rem);
  }
  /* The host sets the height: the content leaves the flow so it cannot feed back into it, and the
     gauge measures the whole box. Not where the host gave no height (unheld: see WidthController). */
  :host([fit='contain']) .frame:not(.unheld) {
    display: block;
    position: absolute;
    inset: 0;
    overflow: hidden;
  }
  :host([fit='contain']) .gauge:not(.unheld) {
    position: absolute;
    inset: 0;
    height: auto;
    visibility: hidden;
  }
  patience-toolbar {
    display: block;
    container-type: inline-size;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 12px;
    padding: 8px 10px;
    background: var(--patience-toolbar-bg, #1b4f30);
  }
  .title {
    display: flex;
    align-items: baseline;
    gap: 8px;
    margin-right: auto;
  }
  .name {
    font-weight: 700;
    font-size: 16px;
  }
  .subtitle {
    opacity: 0.75;
    font-size: 12px;
  }
  /* Growing into the free room, it keeps the clock at the right edge on a line of its own too. */
  .info {
    flex: 1 0 auto;
    justify-content: flex-end;
    display: flex;
    gap: 12px;
    font-variant-numeric: tabular-nums;
    opacity: 0.92;
  }
  /* Room for three-digit moves and a clock past the hour (1:00:00) from the deal on: a count
     that grows never pushes the info onto a line of its own mid-game, moving the table down. */
  .moves {
    min-width: 9ch;
  }
  /* The clock is the pause button (the table's veil says Resume), drawn as the text it was. */
  /* Its pause sign shows while the clock runs, in room kept for it, so nothing moves as it comes. */
  .toolbar button.clock {
    display: inline-flex;
    justify-content: flex-end;
    gap: 2px;
    min-width: calc(7ch + 16px);
    min-height: 0;
    padding: 0;
    border: 0;
    background: none;
    text-align: end;
  }
  .toolbar button.clock[aria-disabled='true'] {
    cursor: default;
  }
  .toolbar button.clock .icon {
    width: 14px;
    height: 14px;
    opacity: 0.8;
  }
  .toolbar button.clock[aria-disabled='true'] > * {
    opacity: 1;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  /* Never narrower than its label: where the row is short, the buttons wrap instead. */
  button {
    flex: none;
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 36px;
    min-width: 36px;
    padding: 4px 10px;
    border: 1px solid rgba(255, 255, 255, 0.35);
    border-radius: 8px;
    background: rgba(255, 255, 255, 0.1);
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  /* Only a real pointer hovers: a phone keeps :hover on a tapped button until the next tap. */
  @media (hover: hover) {
    button:hover:not([aria-disabled='true']) {
      background: rgba(255, 255, 255, 0.2);
    }
  }
  button:focus-visible {
    outline: 3px solid var(--patience-focus, #ffd54a);
    outline-offset: 1px;
  }
  /* Dimmed within: the focus ring round a button that cannot act keeps its full strength. */
  button[aria-disabled='true'] {
    border-color: rgba(255, 255, 255, 0.15);
    cursor: default;
  }
  button[aria-disabled='true'] > * {
    opacity: 0.45;
  }
  .icon {
    flex: none;
  }
  /* A button waiting for its confirming click stands out; its question shows as a notice. */
  .toolbar button.armed {
    background: var(--patience-hint, #ffb300);
    border-color: var(--patience-hint, #ffb300);
    color: #1a1a1a;
  }
  @media (forced-colors: active) {
    .toolbar button.armed {
      outline: 3px dotted Highlight;
    }
  }
  /* A playback's words and Stop lie over the buttons, which keep their room and no more: the
     toolbar keeps its height (wrapped as it was), so the table does not move when a watch starts or ends. */
  .commands {
    position: relative;
  }
  .buttons.under,
  .toolbar button.reserved {
    visibility: hidden;
  }
  /* Hint and Finish share one room (see the toolbar). */
  .swap {
    display: grid;
  }
  .swap > button {
    grid-area: 1 / 1;
    justify-content: center;
  }
  .playback {
    position: absolute;
    inset: 0;
    justify-content: flex-end;
    align-items: center;
    flex-wrap: nowrap;
    gap: 10px;
  }
  .playback > span {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  /* A label's short form, for a narrow line (the playback's just below; the way back's under the status line's rules). */
  .playback .short,
  .winnability .short {
    display: none;
  }
  /* On a narrow table, and in a short window (a phone held sideways), where the height a row of labels takes is what the cards lack. */
  @container (max-width: 640px) {
    ${compactToolbar}
  }
  @media (max-height: 480px) {
    ${compactToolbar}
  }
  /*
   * A swipe on the table may scroll the page up and down, never sideways: a sideways drag of a
   * card is then always the table's (refused with its reason if illegal), and never the
   * browser's back-swipe, which would leave the page and the game.
   */
  .table {
    position: relative;
    box-sizing: border-box;
    min-height: var(--patience-table-h, 0);
    padding: var(--gap);
    touch-action: pan-y pinch-zoom;
  }
  .frame {
    display: contents;
  }
  /*
   * The page's text settings stop here: they would change the table's layout (white-space: pre
   * turns the template's line breaks into blank lines) and its look. On the frame too, because a
   * page rule that selects the host itself (* { line-height: 3 }) beats :host. The font is the
   * host's to choose through --patience-font.
   */
  :host,
  .frame {
    color: var(--patience-felt-text, #f3f7f0);
    font: var(--patience-font, 14px/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    letter-spacing: normal;
    word-spacing: normal;
    text-align: start;
    text-indent: 0;
    text-transform: none;
    text-shadow: none;
    white-space: normal;
    direction: ltr;
  }
  /* Measures the content width for the layout (see WidthController). */
  .gauge {
    height: 0;
  }
  /*
   * The line under the table keeps its height, said or not: one line, two where the table is
   * narrow (a phone's notices run longer than its width). What is longer is cut short on screen;
   * the live region still says it all.
   */
  .status-line {
    container-type: inline-size;
  }
  .status-inner {
    display: flex;
    align-items: center;
    gap: 8px;
    box-sizing: border-box;
    height: 32px;
    padding: 2px var(--gap, 8px) 6px;
    font-size: 13px;
    line-height: 18px;
  }
  /* Centred by margins over the line's whole width, as wide as its words need and the line allows. */
  .toast {
    box-sizing: border-box;
    min-width: 0;
    max-width: 100%;
    margin-inline: auto;
    padding: 3px 12px;
    border-radius: 8px;
    background: var(--patience-toast, #141414);
    color: var(--patience-toast-text, #fff);
    text-align: center;
    pointer-events: none;
  }
  .toast[hidden] {
    display: none;
  }
  .toast > .words {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 1;
    overflow: hidden;
  }
  @container (max-width: 560px) {
    .status-inner {
      height: 50px;
    }
    .toast > .words {
      -webkit-line-clamp: 2;
    }
  }
  .end {
    position: absolute;
    inset: 0;
    z-index: 40;
    display: grid;
    place-items: center;
    background: rgba(0, 0, 0, 0.35);
  }
  .end-box {
    position: relative;
    box-sizing: border-box;
    max-width: min(90%, 420px);
    padding: 18px 22px;
    border-radius: 12px;
    background: var(--patience-panel, #fffdf7);
    color: var(--patience-panel-text, #1a1a1a);
    text-align: center;
    box-shadow: 0 10px 30px rgba(0, 0, 0, 0.45);
  }
  /* Black on a black table: only an edge shows where it ends. */
  :host([theme='high-contrast']) .end-box {
    border: 2px solid var(--patience-panel-text, #1a1a1a);
  }
  .end-box h2 {
    margin: 0 0 6px;
    font-size: 22px;
  }
  .end-box p {
    margin: 0 0 14px;
  }
  .end-buttons {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 8px;
  }
  .end-box button {
    border-color: var(--patience-panel-text, #1a1a1a);
    background: transparent;
  }
  .end-box button.primary {
    background: var(--patience-primary, #1d5c37);
    border-color: var(--patience-primary, #1d5c37);
    color: var(--patience-primary-text, #ffffff);
  }
  /* The table's focus yellow is lost on a cream box: the main button's colour shows on every theme's panel. */
  .end-box button:focus-visible {
    outline-color: var(--patience-primary, #1d5c37);
  }
  .veil,
  .watching {
    position: absolute;
    z-index: 35;
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 12px;
  }
  .veil {
    inset: 0;
    flex-direction: column;
    /* Opaque: a paused clock is no time to study the cards (at 0.97 they could still be read). */
    background: rgb(10, 30, 18);
    font-size: 20px;
  }
  .veil p {
    margin: 0;
  }
  .watching {
    inset-inline: 0;
    bottom: 12px;
    box-sizing: border-box;
    width: fit-content;
    max-width: 92%;
    margin-inline: auto;
    padding: 6px 12px;
    border-radius: 10px;
    background: rgba(0, 0, 0, 0.7);
  }
  /*
   * The solver's status keeps to the status line's end, in the line's type; on a narrow table its
   * way back goes under it. A search's progress is in the middle.
   */
  .winnability {
    flex: 0 1 auto;
    order: 2;
    display: flex;
    align-items: center;
    gap: 8px;
    min-width: 0;
    margin-inline-start: auto;
    white-space: nowrap;
  }
  /* How the game ended, its message closed: the table's outcome, under its middle as the notices
     are; a notice (2.6 s) takes the middle from it while it shows. */
  .winnability[data-over] {
    margin-inline: auto;
  }
  .status-inner:has(> .toast:not([hidden])) > .winnability[data-over] {
    display: none;
  }
  .winnability button {
    /* Unlike the toolbar's, it gives way: a long label is cut short rather than run past the edge. */
    flex: 0 1 auto;
    display: block;
    min-width: 0;
    max-width: 100%;
    min-height: 0;
    overflow: hidden;
    padding: 1px 8px;
    font: inherit;
    text-overflow: ellipsis;
  }
  @container (max-width: 560px) {
    .winnability {
      flex-direction: column;
      align-items: flex-end;
      gap: 2px;
    }
  }
  /* A phone's line: the way back says only how far (the status above it says why); its name says it all. */
  @container (max-width: 420px) {
    .winnability .full {
      display: none;
    }
    .winnability .short {
      display: inline;
    }
  }
  /* A notice (2.6 s) takes the line from the solver's lasting word where both do not fit. */
  @container (max-width: 767px) {
    .status-inner:has(> .toast:not([hidden])) > .winnability:not(:focus-within) {
      display: none;
    }
  }
  .searching {
    position: absolute;
    z-index: 35;
    inset-inline: 0;
    top: 40%;
    box-sizing: border-box;
    width: fit-content;
    max-width: 92%;
    margin-inline: auto;
    padding: 10px 16px;
    border-radius: 10px;
    background: rgba(0, 0, 0, 0.75);
  }
  /* A hint: the card that moves and the pile it goes to. Dotted, so it is told from the focus
     (solid) and a drop target (dashed) by its shape too, not by colour alone (forced colours). */
  patience-pile[data-hint='card'] > .card[data-top] {
    outline: 3px dotted var(--patience-hint, #ffb300);
    outline-offset: 2px;
  }
  patience-pile[data-hint='to']::before {
    content: '';
    position: absolute;
    inset: -4px;
    z-index: 6;
    border: 3px dotted var(--patience-hint, #ffb300);
    border-radius: calc(var(--patience-card-radius, 6px) + 4px);
    pointer-events: none;
  }
  /* Forced colours drop backgrounds and shadows: a transparent border becomes a visible edge. */
  @media (forced-colors: active) {
    .toast,
    .end-box,
    .watching,
    .searching,
    .winnability {
      border: 2px solid transparent;
    }
    .veil {
      border: 3px solid transparent;
      background: Canvas;
    }
  }
  @media (forced-colors: active) {
    patience-pile[data-hint='card'] > .card[data-top],
    patience-pile[data-hint='to']::before {
      outline-color: Highlight;
      border-color: Highlight;
    }
  }
  /* Items spaced apart, not joined by dots: a line broken after a dot left it dangling. A line
     breaks between items, never inside one ("Best / time 0:00"). */
  .end-box .stats {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 2px 1.2em;
    margin: 0 0 14px;
    padding: 0;
    list-style: none;
    font-size: 13px;
    opacity: 0.8;
  }
  .end-box .stats li {
    white-space: nowrap;
  }
`;
