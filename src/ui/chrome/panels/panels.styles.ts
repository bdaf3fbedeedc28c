import { css } from 'lit';
import { visuallyHidden } from '../../table/table.styles.js';

/** `<patience-sheet>` and the panels in it (settings, rules, statistics), in the table's shadow root. */
export const panelStyles = css`
  .sheet-backdrop {
    position: absolute;
    inset: 0;
    z-index: 50;
    display: flex;
    justify-content: center;
    align-items: flex-start;
    box-sizing: border-box;
    padding: 10px;
    background: rgba(0, 0, 0, 0.4);
  }
  .sheet {
    display: flex;
    flex-direction: column;
    box-sizing: border-box;
    width: min(100%, 640px);
    max-height: 100%;
    border-radius: 12px;
    background: var(--patience-panel);
    color: var(--patience-panel-text);
    box-shadow: 0 10px 30px rgba(0, 0, 0, 0.45);
    overflow: hidden;
  }
  .panel-stats .sheet {
    width: min(100%, 900px);
  }
  :host([theme='high-contrast']) .sheet {
    border: 2px solid var(--patience-panel-text);
  }
  @media (forced-colors: active) {
    .sheet {
      border: 2px solid transparent;
    }
  }
  .sheet-head {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 10px 14px;
    border-bottom: 1px solid color-mix(in srgb, var(--patience-panel-text) 25%, transparent);
  }
  .sheet-head h2 {
    margin: 0 auto 0 0;
    font-size: 19px;
  }
  .sheet-body {
    container: sheet / inline-size;
    overflow: auto;
    padding: 12px 16px 16px;
    overscroll-behavior: contain;
  }
  .sheet button {
    border-color: var(--patience-panel-text);
    background: transparent;
  }
  .sheet button:focus-visible,
  .sheet input:focus-visible,
  .sheet-body:focus-visible {
    outline: 3px solid var(--patience-primary);
    outline-offset: 2px;
  }
  /* Inside its own edge: the panel clips what lies outside. */
  .sheet-body:focus-visible {
    outline-offset: -3px;
  }
  .settings {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
    gap: 10px 16px;
  }
  .setting-group {
    display: flex;
    flex-wrap: wrap;
    column-gap: 16px;
    margin: 0;
    padding: 6px 10px 8px;
    border: 1px solid color-mix(in srgb, var(--patience-panel-text) 30%, transparent);
    border-radius: 8px;
  }
  .setting-group legend {
    padding: 0 4px;
    font-weight: 700;
  }
  .setting-group label,
  .setting-check {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 32px;
    cursor: pointer;
  }
  .setting-check {
    padding: 0 10px;
    font-weight: 700;
  }
  .sheet input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: var(--patience-primary);
  }
  .rules-text {
    max-width: 68ch;
    line-height: 1.5;
  }
  .rules-text h3 {
    margin: 14px 0 6px;
    font-size: 16px;
  }
  .rules-text h3:first-child {
    margin-top: 0;
  }
  .rules-text p,
  .rules-text ul {
    margin: 0 0 10px;
  }
  .rules-options {
    font-style: italic;
  }
  .rules-text code {
    font-size: 0.92em;
  }
  .stats-table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  .stats-table th,
  .stats-table td {
    padding: 5px 8px;
    border-bottom: 1px solid color-mix(in srgb, var(--patience-panel-text) 20%, transparent);
    text-align: end;
    white-space: nowrap;
  }
  .stats-table thead th {
    font-size: 12px;
    white-space: normal;
    vertical-align: bottom;
  }
  .stats-table :is(th, td):nth-child(-n + 2) {
    text-align: start;
  }
  /* A narrow panel: each game and deck a card of its own, each number beside its heading. */
  @container sheet (max-width: 620px) {
    .stats-table thead {
      ${visuallyHidden}
    }
    .stats-table tr {
      display: grid;
      grid-template-columns: 1fr 1fr;
      column-gap: 18px;
      padding: 6px 0;
      border-bottom: 1px solid color-mix(in srgb, var(--patience-panel-text) 30%, transparent);
    }
    .stats-table :is(th, td) {
      padding: 2px 4px;
      border: 0;
      text-align: start;
    }
    .stats-table td[data-label] {
      display: flex;
      justify-content: space-between;
      gap: 6px;
    }
    .stats-table td[data-label]::before {
      content: attr(data-label);
      opacity: 0.8;
    }
  }
  .stats-reset,
  .stats-ask {
    margin-top: 14px;
  }
  .stats-ask {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  }
  .stats-ask p {
    flex-basis: 100%;
    margin: 0;
    font-weight: 700;
  }
  .sheet button.danger {
    background: #a3162b;
    border-color: #a3162b;
    color: #ffffff;
  }
`;
