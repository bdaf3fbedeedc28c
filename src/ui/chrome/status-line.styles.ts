import { css } from 'lit';

/** The line under the table: notices, the solver's word and a deal search's progress. */
export const statusLineStyles = css`
  .winnability .short {
    display: none;
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
    background: var(--patience-toast);
    color: var(--patience-toast-text);
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
  /* A notice (2.6 s) takes the line from the solver's lasting word where both do not fit. A prompt
     gives way to a way back to a winnable position: the prompted pile still pulses. */
  @container (max-width: 767px) {
    .status-inner:has(> .toast:not([hidden])) > .winnability:not(:focus-within),
    .status-inner:has(> .winnability button) > .prompt {
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
  /* Forced colours drop backgrounds and shadows: a transparent border becomes a visible edge. */
  @media (forced-colors: active) {
    .toast,
    .searching,
    .winnability {
      border: 2px solid transparent;
    }
  }
`;
