/**
 * The longest move list `verifyWin` and `deserialize` replay unless told otherwise. Won games
 * are far shorter (random playouts that wander win in at most about 600 moves, the longest in
 * the two-deck Indian patience), and a log this long replays in a few milliseconds (`npm run
 * bench` prints the figure), so one hostile request cannot hold a server's event loop. The
 * solver returns no win whose whole game is longer: it could not be verified.
 */
export const DEFAULT_MAX_MOVES = 10_000;
