/**
 * German: the table's words, the cards' names (suit first, as German players say them: Herz-Dame)
 * and every game's words. Loaded only when a table speaks German.
 */
import type { GamesWords, Rank, SharedRefusalWords, Suit } from '../core/index.js';
import type { CardNames } from '../ui/i18n/card-names.js';
import type { LanguagePack } from '../ui/i18n/languages.js';
import type { Messages } from '../ui/i18n/messages.js';
import type { PanelWords } from '../ui/i18n/panel-words.js';

const FACE_DOWN = 'Verdeckte Karte';

/** Singular for one, plural otherwise: 1 Zug, 2 Züge, 0 Züge. */
const count = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;
const moves = (n: number) => count(n, 'Zug', 'Züge');

const messages: Messages = {
  newDeal: 'Neues Spiel',
  restart: 'Neu starten',
  undo: 'Rückgängig',
  redo: 'Wiederholen',
  toolbar: 'Spielsteuerung',
  dealNumber: (seed) => `Spiel Nr. ${seed}`,
  dealShort: (seed) => `Nr. ${seed}`,
  dealLabel: 'Spiel',
  moveCount: moves,
  elapsed: 'Zeit',
  cards: (n) => count(n, 'Karte', 'Karten'),
  empty: 'leer',
  drawHint: 'eine Karte aufdecken',
  faceDownCards: (n) => count(n, 'verdeckte Karte', 'verdeckte Karten'),
  moved: (card, from, to) => `${card ? card.name : FACE_DOWN} von ${from} nach ${to}`,
  drew: (card) => `Aufgedeckt: ${card.name}`,
  turnedUp: (card, pile) => `Aufgedeckt auf ${pile}: ${card.name}`,
  refilled: (pile, card) => `${pile} aus dem Talon aufgefüllt, oben ${card.name}`,
  refillReturned: (pile) => `Die Auffüllung von ${pile} ist zurück im Talon`,
  turnedDown: (pile) => `${pile}: die aufgedeckte Karte liegt wieder verdeckt`,
  phase: (name) => `Jetzt: ${name}`,
  redone: (what) => `Wiederholt. ${what}`,
  wentHome: (what) => `Von selbst: ${what}`,
  dealt: (seed) => `Neues Spiel, Nr. ${seed}`,
  restarted: (seed) => `Spiel Nr. ${seed} von vorn`,
  restoredGame: (seed, n) => `Gespeichertes Spiel: Nr. ${seed}, ${moves(n)}`,
  drawUndone: (card) => `${card.name} wieder im Talon`,
  won: 'Gelöst!',
  wonDetail: (n, time) => `${moves(n)} in ${time}`,
  lost: 'Keine Züge mehr',
  lostNoWay: 'Keine Karte kann mehr auf einen Zielstapel',
  lostDetail: 'Dieses Spiel ist nicht mehr zu gewinnen. Nimm Züge zurück, starte neu oder nimm ein neues Spiel.',
  close: 'Schließen',
  undone: (what, n) => `Zurückgenommen: ${what}. ${moves(n)}`,
  table: 'Spieltisch',
  noMove: 'Diese Karte kann gerade nicht ziehen',
  held: (card, targets) => `${card.name} aufgenommen. Sie kann nach ${targets.join(', ')}. Pfeiltasten wählen, Enter legt ab, Escape legt zurück`,
  nothingToPickUp: 'Hier gibt es keine Karte aufzunehmen',
  putBack: 'Karte zurückgelegt',
  legalTarget: 'die Karte kann hierher',
  keysHelp: 'Pfeiltasten wechseln den Stapel, Pos1 und Ende springen zum ersten und letzten, Ziffern zum Stapel mit der Nummer, Enter oder Leertaste zieht, Umschalt+Enter oder Punkt nimmt eine Karte auf, D deckt auf, Strg+Z nimmt zurück, Strg+Y wiederholt, H gibt einen Tipp, N gibt neu, P pausiert, Fragezeichen beschreibt den Tisch',
  confirmNewDeal: 'Noch einmal N für ein neues Spiel; jede andere Taste behält dieses',
  confirmRestart: 'Neu starten? Noch einmal drücken',
  confirmNewDealClick: 'Neues Spiel? Noch einmal drücken',
  played: 'Gespielt',
  wins: 'Gewonnen',
  streak: 'Serie',
  bestTime: 'Bestzeit',
  fewestMoves: 'Wenigste Züge',
  pausedTitle: 'Pause',
  pause: 'Pausieren',
  resume: 'Weiter',
  resumed: 'Es geht weiter',
  nothingToUndo: 'Nichts zurückzunehmen',
  inSight: 'sichtbar',
  nothingToRedo: 'Nichts zu wiederholen',
  onlyTopMoves: 'Nur die oberste Karte eines Stapels zieht',
  watching: 'Aufgezeichnetes Spiel wird gezeigt',
  watchingShort: 'Wiedergabe',
  stopWatching: 'Anhalten',
  stopShort: 'Stopp',
  hint: 'Tipp',
  finish: 'Beenden',
  finishing: 'Spiel wird zu Ende gespielt',
  finishingShort: 'Zu Ende',
  winningMove: (what) => `Gewinnzug: ${what}`,
  suggestedMove: (what) => `Vorschlag (der Löser wurde nicht fertig): ${what}`,
  noWinningMove: 'Kein Zug führt zum Sieg',
  bestTry: (what) => `Kein Gewinnzug; bester Versuch: ${what}`,
  winnability: { winnable: 'Gewinnbar', lost: 'Nicht mehr zu gewinnen', unknown: 'Noch unbekannt' },
  backToWinnable: (n) => `${moves(n)} zurück, bis das Spiel wieder gewinnbar ist`,
  undoMoves: (n) => `${moves(n)} zurück`,
  searchingDeal: (seed) => `Suche ein lösbares Spiel: Nr. ${seed}…`,
  searchingGraded: (level, seed) => `Suche ein ${{ easy: 'leichtes', medium: 'mittelschweres', hard: 'schweres' }[level]} Spiel: Nr. ${seed}…`,
  tapTo: (pile, what) => `${pile} antippen: ${what}`,
  savedArrived: 'Dein gespeichertes Spiel ist da: fortsetzen?',
  savedElsewhere: 'Dieses Spiel wurde später in einem anderen Tab oder Fenster gespeichert: dort weitermachen?',
  savedTake: 'Fortsetzen',
  savedKeep: 'Dieses behalten',
};

const panel: PanelWords = {
  settings: 'Einstellungen',
  rules: 'Regeln',
  statistics: 'Statistik',
  close: 'Schließen',
  setting: {
    cardBack: 'Kartenrücken', felt: 'Tischfarbe', fourColour: 'Vierfarbiges Blatt', cardSize: 'Kartengröße',
    theme: 'Darstellung', sound: 'Ton', autoHome: 'Karten gehen selbst auf die Zielstapel',
  },
  choice: {
    cardBack: { lattice: 'Gitter', waves: 'Wellen', dots: 'Punkte', cross: 'Andreaskreuz' },
    felt: { green: 'Grün', blue: 'Blau', red: 'Bordeaux', grey: 'Grau' },
    cardSize: { auto: 'Automatisch', larger: 'Größer' },
    theme: { system: 'Wie das System', light: 'Hell', dark: 'Dunkel', 'high-contrast': 'Hoher Kontrast' },
  },
  loading: 'Wird geladen…',
  rulesCommon: 'Was alle Patiencen gemeinsam haben',
  options: (deck, copies, freeDraw) => `Dieses Spiel: ${copies === 2 ? `zwei Blätter zu ${deck} Karten` : `ein Blatt mit ${deck} Karten`}${freeDraw === null ? '' : freeDraw ? ', freies Aufdecken' : ', ohne freies Aufdecken'}.`,
  game: 'Spiel',
  deck: 'Blatt',
  played: 'Gespielt',
  won: 'Gewonnen',
  winRate: 'Gewinnquote',
  streak: 'Serie',
  bestStreak: 'Beste Serie',
  bestTime: 'Bestzeit',
  fewestMoves: 'Wenigste Züge',
  noStats: 'Noch keine Spiele gespielt.',
  cards: (n) => `${n} Karten`,
  reset: 'Statistik zurücksetzen',
  resetAsk: 'Die Statistik aller Spiele zurücksetzen? Das lässt sich nicht rückgängig machen.',
  resetYes: 'Zurücksetzen',
  resetNo: 'Abbrechen',
  resetDone: 'Statistik zurückgesetzt',
};

const RANKS: Readonly<Record<Rank, string>> = {
  A: 'Ass', 2: 'Zwei', 3: 'Drei', 4: 'Vier', 5: 'Fünf', 6: 'Sechs', 7: 'Sieben',
  8: 'Acht', 9: 'Neun', T: 'Zehn', J: 'Bube', Q: 'Dame', K: 'König',
};
const SUITS: Readonly<Record<Suit, string>> = { S: 'Pik', H: 'Herz', D: 'Karo', C: 'Kreuz' };

// German nouns keep their capital inside a sentence, and the refusals name cards without
// articles: one form serves every sentence.
const cards: CardNames = {
  card: (rank, suit) => {
    const name = `${SUITS[suit]}-${RANKS[rank]}`;
    return { name, nom: name, gen: name, acc: name, ins: name, feminine: rank === 'Q' };
  },
  faceDown: FACE_DOWN,
};

const refusals: SharedRefusalWords = {
  'not-a-move': 'Das ist kein Zug: ein Zug ist VON>NACH oder ein Aktionswort',
  'no-such-pile': 'Dieses Spiel hat keinen Stapel {pile}',
  'no-such-action': 'Dieses Spiel hat keine Aktion {move}',
  'empty-source': '{from} ist leer',
  'face-down-source': '{from}: die oberste Karte liegt verdeckt',
  'same-pile': 'Die Karte liegt schon hier',
  'already-won': 'Das Spiel ist schon gewonnen',
  'stock-draws': '{from}: seine Karten werden aufgedeckt (D oder Antippen), nicht gezogen',
  'never-moves': '{from}: von hier zieht keine Karte',
  'never-receives': '{to}: hierher kommt keine Karte',
  'stock-empty': 'Der Talon ist leer',
  'too-many-moves': 'Dieses Spiel hat 10.000 Züge, mehr fasst ein gespeichertes Spiel nicht: nimm einen Zug zurück oder gib neu',
};

const games: GamesWords = {
  well: {
    subtitle: 'der Brunnen',
    piles: { S: 'Talon', W: 'Reserve', T0: 'Platz oben', T1: 'Platz links', T2: 'Platz Mitte', T3: 'Platz rechts', T4: 'Platz unten', 'F{n}': 'Ecke {n}' },
    refusals: {
      'corner-wrong-start': '{card} kann keine Ecke beginnen: dazu braucht es den Grundwert in einer Farbe, die noch in keiner Ecke liegt',
      'corner-suit-taken': '{card}: diese Farbe liegt schon in einer anderen Ecke',
      'corner-not-next': '{card} folgt nicht auf {top}: eine Ecke baut in ihrer Farbe aufwärts',
      'cross-not-prev': '{card} passt nicht auf {top}: ein Platz nimmt den nächstniedrigeren Wert, Farbe egal',
    },
  },
  funnel: {
    subtitle: 'der Trichter',
    piles: { S: 'Talon A', W: 'Stapel B', 'T{n}': 'Spalte {n}' },
    refusals: {
      'nothing-on-king': 'Auf einen König kommt nichts',
      'not-neighbour': '{card} ist kein Nachbar von {top}: es braucht einen Wert höher oder tiefer',
      'column-still-plays': 'Eine Karte kann noch auf den Stapel: eine neue Kette beginnt erst, wenn nichts mehr geht',
    },
  },
  'well-of-truth': {
    subtitle: 'der Brunnen der Wahrheit',
    piles: { C: 'Brunnen', 'T{n}': 'Eckstapel {n}', 'F{n}': 'Basis {n}', 'W{n}': 'Offener Platz {n}' },
    phases: ['', 'Der Brunnen leert sich', 'Der Brunnen füllt sich', 'Dreier'],
    actions: { turn: 'Die Eckstapel sind umgedreht', deal: 'Karten aus dem Brunnen ausgelegt' },
    actionHints: { turn: 'die Eckstapel umdrehen', deal: 'Karten aus dem Brunnen auslegen' },
    refusals: {
      'base-full': '{to} ist voll: 13 Karten',
      'base-not-next': '{card} folgt nicht auf {top}: eine Basis nimmt den nächsthöheren Wert, Farbe egal',
      'no-open-piles': 'Offene Stapel kommen nie aufeinander',
      'base-move-first': 'Eine Karte kann noch auf eine Basis',
      'phase-one-only': 'Nur solange sich der Brunnen leert',
      'phase-two-only': 'Nur solange sich der Brunnen füllt',
      'phase-three-only': 'Erst wenn alle Eckstapel leer sind',
      'well-not-empty': 'Im Brunnen liegen noch Karten',
      'well-empty': 'Der Brunnen ist leer',
    },
  },
  indian: {
    subtitle: 'Indische Patience',
    piles: { S: 'Talon', W: 'Ablage', 'F{n}': 'Zielstapel {n}', 'T{n}': 'Spalte {n}' },
    notes: { enchanted: 'verzaubert' },
    notesGone: { enchanted: 'nicht mehr verzaubert' },
    refusals: {
      'only-ace-starts': '{card} kann keinen Zielstapel beginnen: das tut ein Ass',
      'foundation-not-next': '{card} folgt nicht auf {top}: Zielstapel bauen in der Farbe aufwärts',
      'enchanted-source': '{card} ist verzaubert: solange der Talon reicht, darf die Karte nur auf einen Zielstapel',
      'enchanted-target': '{top} ist verzaubert: solange der Talon reicht, kommt nichts darauf',
      'same-suit-on-column': '{card} passt nicht auf {top}: die Farben müssen verschieden sein',
      'column-not-prev': '{card} passt nicht auf {top}: eine Spalte nimmt den nächstniedrigeren Wert in einer anderen Farbe',
    },
  },
};

export default { messages, panel, cards, refusals, games } satisfies LanguagePack;
