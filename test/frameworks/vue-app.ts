/** Vue 3 renders the four elements, sets their properties, and hears their events. */
import { createApp, h, ref } from 'vue';
// A bundler keeps what defines tags only through the element entries (see package.json sideEffects).
import '../../src/elements/patience-funnel.js';
import '../../src/elements/patience-indian.js';
import '../../src/elements/patience-well-of-truth.js';
import '../../src/elements/patience-well.js';

const log: string[] = [];
(window as unknown as { frameworkLog: string[] }).frameworkLog = log;
const heard = (e: Event) => log.push(`new-game ${(e as CustomEvent).detail.game} ${(e as CustomEvent).detail.seed}`);

createApp({
  setup() {
    const seed = ref(2);
    return () => [
      h('patience-funnel', { seed: seed.value, deck: 52, lang: 'en', onPatienceNewGame: heard, onPatienceMove: (e: CustomEvent) => log.push(`move ${e.detail.move}`) }),
      h('patience-well', { seed: 3, deck: 52, fourColour: true, onPatienceNewGame: heard }),
      h('patience-well-of-truth', { seed: 4, noToolbar: true, onPatienceNewGame: heard }),
      h('patience-indian', { seed: 5, deck: 52, onPatienceNewGame: heard }),
      h('button', { id: 'next', onClick: () => seed.value++ }, 'next deal'),
    ];
  },
}).mount('#root');
