/** React 19 renders the four elements, sets their properties from props, and hears their events. */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
// A bundler keeps what defines tags only through the element entries (see package.json sideEffects).
import '../../src/elements/patience-funnel.js';
import '../../src/elements/patience-indian.js';
import '../../src/elements/patience-well-of-truth.js';
import '../../src/elements/patience-well.js';
import type {} from '../../src/jsx.js';

const log: string[] = [];
(window as unknown as { frameworkLog: string[] }).frameworkLog = log;

function App() {
  const [seed, setSeed] = useState(2);
  return (
    <>
      <patience-funnel seed={seed} deck={52} lang="en" onpatience-new-game={(e) => log.push(`new-game ${e.detail.game} ${e.detail.seed}`)}
        onpatience-move={(e) => log.push(`move ${e.detail.move}`)} />
      <patience-well seed={3} deck={52} fourColour onpatience-new-game={(e) => log.push(`new-game ${e.detail.game} ${e.detail.seed}`)} />
      <patience-well-of-truth seed={4} noToolbar onpatience-new-game={(e) => log.push(`new-game ${e.detail.game} ${e.detail.seed}`)} />
      <patience-indian seed={5} deck={52} onpatience-new-game={(e) => log.push(`new-game ${e.detail.game} ${e.detail.seed}`)} />
      <button id="next" onClick={() => setSeed(seed + 1)}>next deal</button>
    </>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
