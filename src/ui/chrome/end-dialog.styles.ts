import { css } from 'lit';

/** `<patience-end-dialog>`, which renders into the table's shadow root. */
export const endDialogStyles = css`
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
    background: var(--patience-panel);
    color: var(--patience-panel-text);
    text-align: center;
    box-shadow: 0 10px 30px rgba(0, 0, 0, 0.45);
  }
  /* Black on a black table: only an edge shows where it ends. */
  :host([theme='high-contrast']) .end-box {
    border: 2px solid var(--patience-panel-text);
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
    border-color: var(--patience-panel-text);
    background: transparent;
  }
  .end-box button.primary {
    background: var(--patience-primary);
    border-color: var(--patience-primary);
    color: var(--patience-primary-text);
  }
  /* The table's focus yellow is lost on a cream box: the main button's colour shows on every theme's panel. */
  .end-box button:focus-visible {
    outline-color: var(--patience-primary);
  }
  /* Forced colours drop backgrounds and shadows: a transparent border becomes a visible edge. */
  @media (forced-colors: active) {
    .end-box {
      border: 2px solid transparent;
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
