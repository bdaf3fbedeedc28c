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

/** `<patience-toolbar>`, which renders into the table's shadow root, and the buttons of all the table's chrome. */
export const toolbarStyles = css`
  patience-toolbar {
    display: block;
    container-type: inline-size;
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
  .playback .short {
    display: none;
  }
  /* On a narrow table, and in a short window (a phone held sideways), where the height a row of labels takes is what the cards lack. */
  @container (max-width: 640px) {
    ${compactToolbar}
  }
  @media (max-height: 480px) {
    ${compactToolbar}
  }
`;
