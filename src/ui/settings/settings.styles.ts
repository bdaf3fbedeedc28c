import { css } from 'lit';

/**
 * The felts and card backs a player (or the host, by attribute) picks. After the themes in the
 * table's styles, so a chosen felt or back wins over the theme's; a host's own `--patience-*`
 * on the element still win over both.
 */
export const settingsStyles = css`
  :host([felt='blue']) {
    --patience-felt: radial-gradient(ellipse at 50% 30%, #2a5f8f 0%, #11304f 100%);
    --patience-toolbar-bg: #0f2a45;
  }
  :host([felt='red']) {
    --patience-felt: radial-gradient(ellipse at 50% 30%, #85303b 0%, #401018 100%);
    --patience-toolbar-bg: #3b0e15;
  }
  :host([felt='grey']) {
    --patience-felt: radial-gradient(ellipse at 50% 30%, #545c63 0%, #24292d 100%);
    --patience-toolbar-bg: #1d2125;
  }
  /* Each back its own colour too, so the designs are told apart at a glance. */
  :host([card-back='waves']) {
    --patience-back: #1d6b5c;
    --patience-back-pattern: #bfe6dc;
  }
  :host([card-back='dots']) {
    --patience-back: #962033;
    --patience-back-pattern: #f4cad1;
  }
  :host([card-back='cross']) {
    --patience-back: #3a2f6b;
    --patience-back-pattern: #d8cdf5;
  }
  :host([card-back='waves']) .card-back::before {
    background-image: repeating-radial-gradient(circle at 50% 120%, transparent 0 4px, var(--patience-back-pattern) 4px 5px),
      repeating-radial-gradient(circle at 50% -20%, transparent 0 4px, var(--patience-back-pattern) 4px 5px);
    background-size: 100% 50%;
    background-position: top, bottom;
    background-repeat: no-repeat;
  }
  :host([card-back='dots']) .card-back::before {
    background-image: radial-gradient(circle, var(--patience-back-pattern) 0 1.4px, transparent 1.8px);
    background-size: 7px 7px;
    background-position: center;
  }
  /* A plain field with a double frame and a saltire in the middle. */
  :host([card-back='cross']) .card-back::before {
    background-image: linear-gradient(45deg, transparent 44%, var(--patience-back-pattern) 44% 56%, transparent 56%),
      linear-gradient(-45deg, transparent 44%, var(--patience-back-pattern) 44% 56%, transparent 56%);
    background-size: 40% 28%;
    background-position: center;
    background-repeat: no-repeat;
  }
`;
