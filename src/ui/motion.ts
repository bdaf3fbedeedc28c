/**
 * Card movement with the Web Animations API (transform only), FLIP style: remember where
 * every card was, render the new position, then glide each moved card from old to new.
 */
export const GLIDE_MS = 200;
const EASING = 'cubic-bezier(0.2, 0.7, 0.3, 1)';

export const reducedMotion = (): boolean => matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Card elements of a table by position: `pileId#index` → element. */
export function cardElements(root: ParentNode): Map<string, HTMLElement> {
  const cards = new Map<string, HTMLElement>();
  for (const pile of root.querySelectorAll<HTMLElement>('patience-pile')) {
    const id = pile.dataset.pile;
    pile.querySelectorAll<HTMLElement>(':scope > .card').forEach((card, i) => cards.set(`${id}#${i}`, card));
  }
  return cards;
}

export function rectsOf(cards: Map<string, HTMLElement>): Map<string, DOMRect> {
  const rects = new Map<string, DOMRect>();
  for (const [key, el] of cards) rects.set(key, el.getBoundingClientRect());
  return rects;
}

/** Glides `el` from `from` (its old box) to where it is now. */
export function glide(el: HTMLElement, from: DOMRect, duration = GLIDE_MS): Animation | null {
  if (reducedMotion()) return null;
  const to = el.getBoundingClientRect();
  const dx = from.left + from.width / 2 - (to.left + to.width / 2);
  const dy = from.top + from.height / 2 - (to.top + to.height / 2);
  if (Math.abs(dx) < 1 && Math.abs(dy) < 1) return null;
  // Lifted while it travels so it passes over other piles; only the transform animates.
  el.style.zIndex = '20';
  const animation = el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], { duration, easing: EASING });
  const drop = () => (el.style.zIndex = '');
  animation.finished.then(drop, drop);
  return animation;
}
