import { css } from 'lit';

/**
 * Piles of different roles look different, chiefly when empty: a foundation's place is a solid
 * frame with its base rank (or the suits) as a watermark, a tableau place is dashed, the Well of
 * Truth's open places are dotted, its well a double ring; a complete foundation carries a tick.
 * A pile whose action is the only move (`data-prompt`) pulses gently, and only where motion is
 * welcome. Shapes tell the roles apart, not colours alone, so forced colours keep them.
 */
export const pileRoleStyles = css`
  patience-pile[part~='foundation'] > .slot {
    border-style: solid;
    background: color-mix(in srgb, var(--patience-slot) 10%, transparent);
    opacity: 0.85;
  }
  patience-pile[part~='foundation'] > .slot:empty::before {
    content: '♠♥♦♣';
    font-size: 0.55em;
    letter-spacing: 0.05em;
    opacity: 0.8;
  }
  patience-pile[part~='tableau'] > .slot,
  patience-pile[part~='waste'] > .slot {
    opacity: 0.7;
  }
  patience-pile[part~='slot'] > .slot {
    border-style: dotted;
    border-width: 3px;
    opacity: 0.75;
  }
  patience-pile[part~='centre'] > .slot {
    border: 5px double var(--patience-slot);
    border-radius: 50%;
    background: radial-gradient(closest-side, rgba(0, 0, 0, 0.35), transparent);
  }
  /* A complete foundation: a tick under its top card's middle, clear of the corner index. */
  patience-pile[data-complete]::after {
    content: '✓';
    position: absolute;
    left: 50%;
    bottom: calc(var(--patience-card-h, 84px) * -0.06);
    z-index: 7;
    translate: -50% 0;
    display: grid;
    place-items: center;
    width: calc(var(--patience-card-w, 60px) * 0.4);
    height: calc(var(--patience-card-w, 60px) * 0.4);
    border: 2px solid var(--patience-card-face);
    border-radius: 50%;
    background: var(--patience-complete);
    color: #fff;
    font: 700 calc(var(--patience-card-w, 60px) * 0.26) / 1 system-ui, sans-serif;
    pointer-events: none;
  }
  patience-pile[data-complete] > .card[data-top] {
    outline: 3px solid var(--patience-complete);
    outline-offset: -1px;
  }
  /* The only move is this pile's action: a ring that breathes, still where motion is not wanted. */
  patience-pile[data-prompt] {
    box-shadow: 0 0 0 3px var(--patience-prompt), 0 0 12px 3px var(--patience-prompt);
  }
  @media (prefers-reduced-motion: no-preference) {
    patience-pile[data-prompt] {
      animation: patience-prompt 1.4s ease-in-out infinite alternate;
    }
  }
  @keyframes patience-prompt {
    from {
      box-shadow: 0 0 0 2px var(--patience-prompt), 0 0 4px 0 var(--patience-prompt);
    }
    to {
      box-shadow: 0 0 0 4px var(--patience-prompt), 0 0 18px 6px var(--patience-prompt);
    }
  }
  @media (forced-colors: active) {
    patience-pile[data-prompt] {
      outline: 3px dashed Highlight;
      outline-offset: 3px;
    }
    patience-pile[data-complete]::after {
      border-color: CanvasText;
    }
    patience-pile[data-complete] > .card[data-top] {
      outline-color: CanvasText;
    }
  }
`;
