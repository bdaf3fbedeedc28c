/** The table's one Tab stop among its piles: `current`'s, else the first pile's. Returns the pile that holds it. */
export function placeTabStop(piles: readonly HTMLElement[], current: string | null): string | null {
  const holder = piles.some((p) => p.dataset.pile === current) ? current : (piles[0]?.dataset.pile ?? null);
  for (const p of piles) {
    const tabIndex = p.dataset.pile === holder ? 0 : -1;
    // Every update of the table passes here: write only what changes.
    if (p.getAttribute('tabindex') !== String(tabIndex)) p.tabIndex = tabIndex;
  }
  return holder;
}

/** The table's piles, in document order. */
export const pilesIn = (root: ParentNode): HTMLElement[] => [...root.querySelectorAll<HTMLElement>('patience-pile')];

/** Where focus goes, first found first: the veil, a playback's Stop, the piles' focus stop. */
const REFUGES = ['.veil button', '.playback button', '.watching button', 'patience-pile[tabindex="0"]', 'patience-pile'];

/** The first refuge in `root` that is not inert (under the veil or a message), if any. */
export function refugeIn(root: ParentNode): HTMLElement | null {
  for (const selector of REFUGES) {
    const refuge = root.querySelector<HTMLElement>(selector);
    if (refuge && !refuge.closest('[inert]')) return refuge;
  }
  return null;
}
