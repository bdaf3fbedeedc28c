/** The win cascade's layer, in the table's styles: the cascade itself loads after the first paint. */
import { css } from 'lit';

/** The layer's look; include in the table's styles. */
export const cascadeStyles = css`
  .cascade {
    position: absolute;
    inset: 0;
    z-index: 30;
    overflow: hidden;
    pointer-events: none;
    contain: strict;
  }
  .cascade-skip {
    position: absolute;
    inset: 0;
    pointer-events: auto;
  }
`;
