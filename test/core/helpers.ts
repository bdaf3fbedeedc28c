/**
 * Hand-built positions for rule tests. A pile is written as card codes bottom→top separated
 * by spaces, with `|` after the face-down ones: `'9D 8C | QS KH'`. Without `|` the whole
 * pile is face up, except the stock, which is always face down. Piles not named are empty.
 */
import { games, type Card, type GameId, type GameOptions, type PileId, type State } from '../../src/core/index.js';

export function position(game: GameId, piles: Record<PileId, string>, options: GameOptions & { phase?: number } = {}): State {
  const rules = games[game];
  const { phase, ...dealOptions } = options;
  const resolved = rules.resolveOptions(dealOptions);
  const specs = rules.piles(resolved);
  for (const id of Object.keys(piles)) {
    if (!specs.some((s) => s.id === id)) throw new Error(`position: no pile ${id} in ${game}`);
  }
  return {
    game,
    seed: 0,
    options: resolved,
    phase: phase ?? (game === 'well-of-truth' ? 1 : 0),
    history: null,
    piles: specs.map((spec) => {
      const text = piles[spec.id] ?? '';
      const [downText, upText] = text.includes('|') ? text.split('|') : ['', text];
      const split = (t: string) => t.trim().split(/\s+/).filter(Boolean) as Card[];
      const down = split(downText!);
      const up = split(upText!);
      if (spec.role === 'stock') return { cards: [...down, ...up], down: down.length + up.length };
      return { cards: [...down, ...up], down: down.length };
    }),
  };
}

/** The layout of one pile as `position` writes it, for compact assertions. */
export function pileText(state: State, id: PileId): string {
  const pile = games[state.game].layout(state)[id];
  if (!pile) throw new Error(`no pile ${id}`);
  const down = pile.down.join(' ');
  const up = pile.up.join(' ');
  return down ? `${down} | ${up}`.trim() : up;
}
