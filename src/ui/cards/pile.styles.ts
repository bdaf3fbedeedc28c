import { css } from 'lit';
import { pileRoleStyles } from './pile-roles.styles.js';

/** Pile and card styles; the game element includes them in its shadow root. */
export const pileStyles = css`
  patience-pile {
    position: relative;
    display: block;
    box-sizing: border-box;
    border-radius: var(--patience-card-radius, 6px);
    outline: none;
    -webkit-tap-highlight-color: transparent;
  }
  /* Focus is an outline, so the target highlight and a game's glow (box-shadows) never hide it. */
  patience-pile:focus-visible {
    outline: 3px solid var(--patience-focus);
    outline-offset: 4px;
  }
  patience-pile[data-target]::after {
    content: '';
    position: absolute;
    inset: -3px;
    z-index: 6;
    border: 3px dashed var(--patience-target);
    border-radius: calc(var(--patience-card-radius, 6px) + 3px);
    pointer-events: none;
  }
  @media (forced-colors: active) {
    patience-pile:focus-visible {
      outline-color: Highlight;
    }
    patience-pile[data-target]::after {
      border-color: CanvasText;
    }
    /* The badge's background is dropped: its edge keeps it a pill. */
    .count {
      border: 1px solid CanvasText;
    }
  }
  .slot {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    border: 2px dashed var(--patience-slot);
    border-radius: var(--patience-card-radius, 6px);
    color: var(--patience-slot);
    font: 600 calc(var(--patience-card-w, 60px) * 0.3) / 1 system-ui, sans-serif;
  }
  patience-pile[fan='cross'] .slot {
    inset: 0 calc((var(--patience-card-h, 84px) - var(--patience-card-w, 60px)) / 2);
  }
  .card {
    position: absolute;
    box-sizing: border-box;
    /* Clipped, so a host's --patience-card-radius shapes the artwork too. By default the
       artwork's own rounding (14 of 250 by 14 of 350), which on small cards leaves the corner
       index whole where a fixed 6px would bite into it. */
    overflow: hidden;
    border-radius: var(--patience-card-radius, 5.6% / 4%);
    box-shadow: var(--patience-card-shadow, 0 1px 2px rgba(0, 0, 0, 0.35));
    background: var(--patience-card-face);
    user-select: none;
    -webkit-user-select: none;
  }
  .card.back {
    background: none;
  }
  /* Hidden under the cards above: no artwork, and no shadow to pile up into a dark smudge. */
  .card.covered {
    box-shadow: none;
  }
  .card.crosswise {
    rotate: 90deg;
  }
  /* Only a card a finger may drag keeps it: elsewhere a swipe scrolls the page. */
  .card[data-draggable] {
    cursor: grab;
    touch-action: none;
  }
  /* Its own compositor layer while dragged: each pointer move then only moves the layer, and
     nothing under it (nor its artwork and large shadow) is painted again. */
  .card[data-dragging] {
    will-change: transform;
    z-index: 10;
    cursor: grabbing;
    box-shadow: 0 8px 18px rgba(0, 0, 0, 0.45);
  }
  /* Over the top-right corner, which carries no index; smaller on small cards. */
  .count {
    position: absolute;
    right: -4px;
    top: -6px;
    z-index: 7;
    min-width: 1.6em;
    padding: 0.1em 0.35em;
    border-radius: 1em;
    background: var(--patience-badge);
    color: var(--patience-badge-text);
    font: 600 clamp(8px, calc(var(--patience-card-w, 60px) * 0.2), 11px) / 1.3 system-ui, sans-serif;
    text-align: center;
    pointer-events: none;
  }
  /* A compact card's index reaches across its top and its suit lies bottom right: bottom left is
     free. Hardly below the edge, so it stays off a pile close underneath. */
  .count.low {
    top: auto;
    bottom: -2px;
    right: auto;
    left: -4px;
  }
  ${pileRoleStyles}
`;
