/**
 * Spanish: the table's words, the cards' names (with their article where a sentence needs one:
 * «la reina de corazones») and every game's words. Loaded only when a table speaks Spanish.
 */
import type { GamesWords, Rank, SharedRefusalWords, Suit } from '../core/index.js';
import type { CardNames } from '../ui/i18n/card-names.js';
import type { LanguagePack } from '../ui/i18n/languages.js';
import type { Messages } from '../ui/i18n/messages.js';
import type { PanelWords } from '../ui/i18n/panel-words.js';

const FACE_DOWN = 'Carta boca abajo';

/** Singular for one, plural otherwise: 1 movimiento, 2 movimientos. */
const count = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;
const moves = (n: number) => count(n, 'movimiento', 'movimientos');
/** A pile's name inside a sentence, quoted as it is shown: «Columna 3». */
const q = (pile: string) => `«${pile}»`;

const messages: Messages = {
  newDeal: 'Nueva partida',
  restart: 'Reiniciar',
  undo: 'Deshacer',
  redo: 'Rehacer',
  toolbar: 'Controles del juego',
  dealNumber: (seed) => `Partida n.º ${seed}`,
  dealShort: (seed) => `n.º ${seed}`,
  dealLabel: 'Partida',
  moveCount: moves,
  elapsed: 'Tiempo',
  cards: (n) => count(n, 'carta', 'cartas'),
  empty: 'vacío',
  drawHint: 'dar la vuelta a una carta',
  faceDownCards: (n) => count(n, 'carta boca abajo', 'cartas boca abajo'),
  moved: (card, from, to) => `${card ? card.name : FACE_DOWN}, de ${q(from)} a ${q(to)}`,
  drew: (card) => `Destapada: ${card.name}`,
  turnedUp: (card, pile) => `Destapada en ${q(pile)}: ${card.name}`,
  refilled: (pile, card) => `${q(pile)} repuesto desde el mazo, arriba ${card.nom}`,
  refillReturned: (pile) => `Las cartas que repusieron ${q(pile)} vuelven al mazo`,
  turnedDown: (pile) => `${q(pile)}: la carta destapada vuelve a estar boca abajo`,
  phase: (name) => `Ahora: ${name}`,
  redone: (what) => `Rehecho. ${what}`,
  wentHome: (what) => `Sola: ${what}`,
  dealt: (seed) => `Nueva partida, n.º ${seed}`,
  restarted: (seed) => `Partida n.º ${seed} desde el principio`,
  restoredGame: (seed, n) => `Partida guardada: n.º ${seed}, ${moves(n)}`,
  drawUndone: (card) => `${card.name} otra vez en el mazo`,
  won: '¡Resuelto!',
  wonDetail: (n, time) => `${moves(n)} en ${time}`,
  lost: 'No quedan movimientos',
  lostNoWay: 'Ninguna carta puede llegar ya a una fundación',
  lostDetail: 'Esta partida ya no se puede ganar. Deshaz movimientos, reinicia o empieza una nueva partida.',
  close: 'Cerrar',
  undone: (what, n) => `Deshecho: ${what}. ${moves(n)}`,
  table: 'Mesa de juego',
  noMove: 'Esa carta no puede moverse ahora',
  held: (card, targets) => `Carta tomada: ${card.name}. Puede ir a ${targets.map(q).join(', ')}. Las flechas eligen, Intro la deja, Escape la devuelve`,
  nothingToPickUp: 'Aquí no hay carta que tomar',
  putBack: 'Carta devuelta a su sitio',
  legalTarget: 'la carta puede ir aquí',
  keysHelp: 'Las flechas pasan de un montón a otro, Inicio y Fin van al primero y al último, los números al montón con ese número, Intro o Espacio juega, Mayús+Intro o punto toma una carta, D destapa una carta, Ctrl+Z deshace, Ctrl+Y rehace, H da una pista, N reparte de nuevo, P pausa, el signo de interrogación describe la mesa',
  confirmNewDeal: 'Pulsa N otra vez para una nueva partida; cualquier otra tecla sigue con esta',
  confirmRestart: '¿Reiniciar? Pulsa otra vez',
  confirmNewDealClick: '¿Nueva partida? Pulsa otra vez',
  played: 'Jugadas',
  wins: 'Ganadas',
  streak: 'Racha',
  bestTime: 'Mejor tiempo',
  fewestMoves: 'Menos movimientos',
  pausedTitle: 'En pausa',
  pause: 'Pausar',
  resume: 'Continuar',
  resumed: 'La partida continúa',
  nothingToUndo: 'Nada que deshacer',
  inSight: 'a la vista',
  nothingToRedo: 'Nada que rehacer',
  onlyTopMoves: 'Solo se mueve la carta de arriba de un montón',
  watching: 'Viendo una partida grabada',
  watchingShort: 'Viendo',
  stopWatching: 'Detener',
  stopShort: 'Parar',
  hint: 'Pista',
  finish: 'Terminar',
  finishing: 'Terminando la partida',
  finishingShort: 'Terminando',
  winningMove: (what) => `Movimiento ganador: ${what}`,
  suggestedMove: (what) => `Sugerencia (el solucionador no llegó a decidir): ${what}`,
  noWinningMove: 'Ningún movimiento lleva a la victoria',
  bestTry: (what) => `No hay movimiento ganador; el mejor intento: ${what}`,
  winnability: { winnable: 'Se puede ganar', lost: 'Ya no se puede ganar', unknown: 'Aún no se sabe' },
  backToWinnable: (n) => `Deshacer ${moves(n)}, hasta una posición ganable`,
  undoMoves: (n) => `Deshacer ${moves(n)}`,
  searchingDeal: (seed) => `Buscando una partida que se pueda ganar: n.º ${seed}…`,
  searchingGraded: (level, seed) => `Buscando una partida ${{ easy: 'fácil', medium: 'de dificultad media', hard: 'difícil' }[level]}: n.º ${seed}…`,
  tapTo: (pile, what) => `Toca ${q(pile)} para ${what}`,
  savedArrived: 'Ha llegado tu partida guardada: ¿continuarla?',
  savedElsewhere: 'Esta partida se guardó más tarde en otra pestaña o ventana: ¿seguir desde allí?',
  savedTake: 'Continuarla',
  savedKeep: 'Quedarme con esta',
};

const panel: PanelWords = {
  settings: 'Ajustes',
  rules: 'Reglas',
  statistics: 'Estadísticas',
  close: 'Cerrar',
  setting: {
    cardBack: 'Reverso de las cartas', felt: 'Color del tapete', fourColour: 'Baraja de cuatro colores', cardSize: 'Tamaño de las cartas',
    theme: 'Apariencia', sound: 'Sonido', autoHome: 'Las cartas van solas a las fundaciones',
  },
  choice: {
    cardBack: { lattice: 'Celosía', waves: 'Ondas', dots: 'Lunares', cross: 'Aspa' },
    felt: { green: 'Verde', blue: 'Azul', red: 'Burdeos', grey: 'Gris' },
    cardSize: { auto: 'Automático', larger: 'Más grandes' },
    theme: { system: 'Como el sistema', light: 'Claro', dark: 'Oscuro', 'high-contrast': 'Alto contraste' },
  },
  loading: 'Cargando…',
  rulesCommon: 'Lo que comparten todos los solitarios',
  options: (deck, copies, freeDraw) => `Esta partida: ${copies === 2 ? `dos barajas de ${deck} cartas` : `una baraja de ${deck} cartas`}${freeDraw === null ? '' : freeDraw ? ', robo libre' : ', sin robo libre'}.`,
  game: 'Juego',
  deck: 'Baraja',
  played: 'Jugadas',
  won: 'Ganadas',
  winRate: 'Porcentaje de victorias',
  streak: 'Racha',
  bestStreak: 'Mejor racha',
  bestTime: 'Mejor tiempo',
  fewestMoves: 'Menos movimientos',
  noStats: 'Todavía no hay partidas jugadas.',
  cards: (n) => `${n} cartas`,
  reset: 'Borrar estadísticas',
  resetAsk: '¿Borrar las estadísticas de todos los juegos? No se puede deshacer.',
  resetYes: 'Borrar',
  resetNo: 'Cancelar',
  resetDone: 'Estadísticas borradas',
};

const RANKS: Readonly<Record<Rank, string>> = {
  A: 'As', 2: 'Dos', 3: 'Tres', 4: 'Cuatro', 5: 'Cinco', 6: 'Seis', 7: 'Siete',
  8: 'Ocho', 9: 'Nueve', T: 'Diez', J: 'Jota', Q: 'Reina', K: 'Rey',
};
const SUITS: Readonly<Record<Suit, string>> = { S: 'picas', H: 'corazones', D: 'diamantes', C: 'tréboles' };

// The forms carry the article a sentence wants: `nom` and `acc` «la reina de corazones», `gen` «del rey de picas».
const cards: CardNames = {
  card: (rank, suit) => {
    const name = `${RANKS[rank]} de ${SUITS[suit]}`;
    const lower = name.toLowerCase();
    const feminine = rank === 'Q' || rank === 'J';
    const the = `${feminine ? 'la' : 'el'} ${lower}`;
    return { name, nom: the, gen: feminine ? `de ${the}` : `del ${lower}`, acc: the, ins: the, feminine };
  },
  faceDown: FACE_DOWN,
};

const refusals: SharedRefusalWords = {
  'not-a-move': 'Eso no es un movimiento: un movimiento es DESDE>HASTA o una palabra de acción',
  'no-such-pile': 'Este juego no tiene el montón {pile}',
  'no-such-action': 'Este juego no tiene la acción {move}',
  'empty-source': '{from}: vacío',
  'face-down-source': '{from}: la carta de arriba está boca abajo',
  'same-pile': 'La carta ya está ahí',
  'already-won': 'La partida ya está ganada',
  'stock-draws': '{from}: sus cartas se destapan (D o un toque), no se mueven',
  'never-moves': '{from}: sus cartas nunca se mueven',
  'never-receives': '{to}: aquí no va nada',
  'stock-empty': 'El mazo está vacío',
  'too-many-moves': 'Esta partida tiene 10.000 movimientos, lo máximo que cabe en una partida guardada: deshaz o reparte de nuevo',
};

const games: GamesWords = {
  well: {
    subtitle: 'el Pozo',
    piles: { S: 'Mazo', W: 'Reserva', T0: 'Lugar de arriba', T1: 'Lugar izquierdo', T2: 'Lugar central', T3: 'Lugar derecho', T4: 'Lugar de abajo', 'F{n}': 'Esquina {n}' },
    refusals: {
      'corner-wrong-start': '{card.nom} no puede empezar una esquina: hace falta el valor base en un palo que aún no esté en las esquinas',
      'corner-suit-taken': '{card}: ese palo ya está en otra esquina',
      'corner-not-next': '{card.nom} no va después {top.gen}: una esquina sube en su palo',
      'cross-not-prev': '{card.nom} no va sobre {top.acc}: un lugar toma el valor inmediatamente inferior, de cualquier palo',
    },
  },
  funnel: {
    subtitle: 'el Embudo',
    piles: { S: 'Mazo A', W: 'Montón B', 'T{n}': 'Columna {n}' },
    refusals: {
      'nothing-on-king': 'Sobre un rey no va nada',
      'not-neighbour': '{card.nom} no es vecin{card?a|o} {top.gen}: hace falta un valor más o uno menos',
      'column-still-plays': 'Todavía puede ir una carta al montón: una cadena nueva empieza solo cuando nada se mueve',
    },
  },
  'well-of-truth': {
    subtitle: 'el Pozo de la Verdad',
    piles: { C: 'El pozo', 'T{n}': 'Montón de esquina {n}', 'F{n}': 'Base {n}', 'W{n}': 'Lugar abierto {n}' },
    phases: ['', 'El pozo se vacía', 'El pozo se llena', 'Tríos'],
    actions: { turn: 'Los montones de esquina están dados la vuelta', deal: 'Cartas repartidas desde el pozo' },
    actionHints: { turn: 'dar la vuelta a los montones de esquina', deal: 'repartir cartas del pozo' },
    refusals: {
      'base-full': '{to} está completa: 13 cartas',
      'base-not-next': '{card.nom} no va después {top.gen}: una base toma el valor inmediatamente superior, de cualquier palo',
      'no-open-piles': 'Los montones abiertos nunca van unos sobre otros',
      'base-move-first': 'Todavía puede ir una carta a una base',
      'phase-one-only': 'Solo mientras el pozo se vacía',
      'phase-two-only': 'Solo mientras el pozo se llena',
      'phase-three-only': 'Solo cuando todos los montones de esquina estén vacíos',
      'well-not-empty': 'Aún quedan cartas en el pozo',
      'well-empty': 'El pozo está vacío',
    },
  },
  indian: {
    subtitle: 'Solitario indio',
    piles: { S: 'Mazo', W: 'Descarte', 'F{n}': 'Fundación {n}', 'T{n}': 'Columna {n}' },
    notes: { enchanted: 'carta hechizada' },
    notesGone: { enchanted: 'el hechizo se ha roto' },
    refusals: {
      'only-ace-starts': '{card.nom} no puede empezar una fundación: la empieza un as',
      'foundation-not-next': '{card.nom} no va después {top.gen}: las fundaciones suben en su palo',
      'enchanted-source': '{card.nom} está hechizad{card?a|o}: mientras dure el mazo, solo puede ir a una fundación',
      'enchanted-target': '{top.nom} está hechizad{top?a|o}: mientras dure el mazo, no va nada encima',
      'same-suit-on-column': '{card.nom} no va sobre {top.acc}: los palos deben ser distintos',
      'column-not-prev': '{card.nom} no va sobre {top.acc}: una columna toma el valor inmediatamente inferior de otro palo',
    },
  },
};

export default { messages, panel, cards, refusals, games } satisfies LanguagePack;
