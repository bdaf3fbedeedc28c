import { css } from 'lit';
import { visuallyHidden } from '../table/table.styles.js';

/**
 * The toolbar where its labels do not fit on one line: the buttons as icons (named by their
 * tooltips, for screen readers too), the deal's short number, and the moves and clock on a
 * second line of small type beside it, so the whole toolbar stays one row from 600 px.
 */
const compactToolbar = css`
  .toolbar button .label,
  .subtitle,
  .playback .full {
    display: none;
  }
  .playback .short,
  .deal .short {
    display: inline;
  }
  /* The full words stay for screen readers; the short number beside them is hidden from them. */
  .deal .full {
    ${visuallyHidden}
  }
  .toolbar {
    gap: 6px 8px;
    padding: 6px 8px;
  }
  /* A long name takes two short lines rather than a row of its own. */
  .name {
    max-width: 6.6em;
    font-size: 15px;
    line-height: 17px;
  }
  /* Not the clock, drawn as text: nested under :lang(ru), this rule would outweigh its own. */
  .toolbar button:not(.clock) {
    min-width: 34px;
    min-height: 34px;
    padding: 4px 6px;
  }
  .buttons {
    gap: 3px;
  }
  .info {
    display: grid;
    grid-template-columns: auto auto;
    gap: 0 8px;
    font-size: 12px;
    /* Whole pixels: the toolbar's height sets the cards' room, and a fraction of one overflows a short window. */
    line-height: 15px;
  }
  .deal {
    grid-column: 1 / span 2;
    justify-self: end;
  }
  .moves {
    min-width: 8ch;
    text-align: end;
  }
  .toolbar button.clock {
    min-height: 0;
    min-width: calc(7ch + 14px);
  }
`;

/** `<patience-toolbar>`, which renders into the table's shadow root, and the buttons of all the table's chrome. */
export const toolbarStyles = css`
  patience-toolbar {
    display: block;
    container: toolbar / inline-size;
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 12px;
    padding: 8px 10px;
    background: var(--patience-toolbar-bg);
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
    outline: 3px solid var(--patience-focus);
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
    background: var(--patience-hint);
    border-color: var(--patience-hint);
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
  .playback .short {
    display: none;
  }
  /* The panels' buttons are icons at every width (their labels would cost a row); the label names them. */
  .panel-buttons {
    display: contents;
  }
  .deal .short {
    display: none;
  }
  .panel-buttons .label {
    ${visuallyHidden}
  }
  /* Labels where the element is wide enough for them on one line (Russian words are longer), icons
     elsewhere; icons too in a short window (a phone held sideways) or a short box the host gave
     (fit="contain": the frame is then a size container), where a row of labels costs the cards. */
  @container toolbar (max-width: 1199px) {
    ${compactToolbar}
  }
  @container toolbar (max-width: 1399px) {
    :lang(ru) {
      ${compactToolbar}
    }
  }
  /* The subtitle ("two decks") goes first where the labels need its room. */
  @container toolbar (max-width: 1599px) {
    .subtitle {
      display: none;
    }
  }
  @media (max-height: 480px) {
    ${compactToolbar}
  }
  @container box (max-height: 480px) {
    ${compactToolbar}
  }
`;
