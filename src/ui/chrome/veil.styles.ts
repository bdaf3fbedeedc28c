import { css } from 'lit';

/** The veil over a paused game, and the bar of a game played back when there is no toolbar. */
export const veilStyles = css`
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
  /* Forced colours drop backgrounds and shadows: a transparent border becomes a visible edge. */
  @media (forced-colors: active) {
    .watching {
      border: 2px solid transparent;
    }
    .veil {
      border: 3px solid transparent;
      background: Canvas;
    }
  }
`;
