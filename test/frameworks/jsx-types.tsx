/**
 * Type-checked only (npm run typecheck: tsc -p test/frameworks): the JSX entry makes the
 * elements' properties and events typed in a React 19 TypeScript project.
 */
import type {} from 'patience-elements/jsx';

export const ok = (
  <>
    <patience-funnel seed={2} deck={52} freeDraw lang="en" onpatience-win={(e) => e.detail.moves.length} />
    <patience-indian fourColour noToolbar onpatience-move={(e) => e.detail.move} onpatience-new-game={(e) => e.detail.restored} />
    <patience-well fit="contain" persist="" onpatience-pause={(e) => e.detail.reason} />
    <patience-well-of-truth showWinnable winnable difficulty="hard" onpatience-win={(e) => e.detail.grade} onpatience-winnability={(e) => e.detail.winnability} />
    <patience-well-of-truth seed={7} theme="dark" />
    {/* A prop unset, as a component passes on an optional one. */}
    <patience-indian seed={null} deck={null} theme={null} fit={null} showWinnable={null} freeDraw={undefined} />
  </>
);

// @ts-expect-error: a deck this game has no size of is caught
export const badDeck = <patience-funnel deck={40} />;

// @ts-expect-error: an event's detail is typed
export const badDetail = <patience-funnel onpatience-win={(e) => e.detail.nothing} />;

// @ts-expect-error: a theme that names none is caught
export const badTheme = <patience-funnel theme="purple" />;
