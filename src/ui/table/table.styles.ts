import { css } from 'lit';

/** Out of sight, still read by screen readers. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** The frame every game element shares: the host's box, the felt, the room it measures, and a hint's marks on the piles. */
export const tableStyles = css`
  /* Fills the width it is given; in a flex row or an inline context it takes the line's width rather than collapsing. */
  :host {
    display: block;
    position: relative;
    box-sizing: border-box;
    width: 100%;
    min-width: 0;
    background: var(--patience-felt);
    border-radius: var(--patience-table-radius, 10px);
    overflow: hidden;
    /* A sideways swipe that starts on the table never becomes the browser's back-swipe; up and down still scroll the page. */
    overscroll-behavior-x: none;
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
    /* The toolbar turns to icons in a short box (toolbar.styles.ts). */
    container: box / size;
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
  .sr-only {
    ${visuallyHidden}
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
    color: var(--patience-felt-text);
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
  /* A hint: the card that moves and the pile it goes to. Dotted, so it is told from the focus
     (solid) and a drop target (dashed) by its shape too, not by colour alone (forced colours). */
  patience-pile[data-hint='card'] > .card[data-top] {
    outline: 3px dotted var(--patience-hint);
    outline-offset: 2px;
  }
  patience-pile[data-hint='to']::before {
    content: '';
    position: absolute;
    inset: -4px;
    z-index: 6;
    border: 3px dotted var(--patience-hint);
    border-radius: calc(var(--patience-card-radius, 6px) + 4px);
    pointer-events: none;
  }
  @media (forced-colors: active) {
    patience-pile[data-hint='card'] > .card[data-top],
    patience-pile[data-hint='to']::before {
      outline-color: Highlight;
      border-color: Highlight;
    }
  }
  /* The only move is a pile's action: the line under the table says so, under its middle; a notice takes its place. */
  .prompt {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    min-width: 0;
    margin-inline: auto;
    overflow: hidden;
    font-weight: 600;
    text-align: center;
  }
  .status-inner:has(> .toast:not([hidden])) > .prompt {
    display: none;
  }
`;
