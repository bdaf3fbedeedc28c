/**
 * French: the table's words, the cards' names (with their article where a sentence needs one:
 * « la dame de cœur ») and every game's words. Loaded only when a table speaks French.
 */
import type { GamesWords, Rank, SharedRefusalWords, Suit } from '../core/index.js';
import type { CardNames } from '../ui/i18n/card-names.js';
import type { LanguagePack } from '../ui/i18n/languages.js';
import type { Messages } from '../ui/i18n/messages.js';
import type { PanelWords } from '../ui/i18n/panel-words.js';

const FACE_DOWN = 'Carte face cachée';

/** French counts 0 and 1 in the singular: 1 coup, 2 coups. */
const count = (n: number, one: string, other: string) => `${n} ${n < 2 ? one : other}`;
const moves = (n: number) => count(n, 'coup', 'coups');
/** A pile's name inside a sentence, quoted as it is shown: « Colonne 3 ». */
const q = (pile: string) => `« ${pile} »`;

const messages: Messages = {
  newDeal: 'Nouvelle donne',
  restart: 'Recommencer',
  undo: 'Annuler',
  redo: 'Rétablir',
  toolbar: 'Commandes du jeu',
  dealNumber: (seed) => `Donne nº ${seed}`,
  dealShort: (seed) => `nº ${seed}`,
  dealLabel: 'Donne',
  moveCount: moves,
  elapsed: 'Temps',
  cards: (n) => count(n, 'carte', 'cartes'),
  empty: 'vide',
  drawHint: 'retourner une carte',
  faceDownCards: (n) => count(n, 'carte face cachée', 'cartes face cachée'),
  moved: (card, from, to) => `${card ? card.name : FACE_DOWN}, de ${q(from)} vers ${q(to)}`,
  drew: (card) => `Retournée : ${card.name}`,
  turnedUp: (card, pile) => `Retournée sur ${q(pile)} : ${card.name}`,
  refilled: (pile, card) => `${q(pile)} complétée depuis la pioche, ${card.nom} dessus`,
  refillReturned: (pile) => `Les cartes qui complétaient ${q(pile)} sont revenues dans la pioche`,
  turnedDown: (pile) => `${q(pile)} : la carte retournée est de nouveau face cachée`,
  phase: (name) => `Maintenant : ${name}`,
  redone: (what) => `Rétabli. ${what}`,
  wentHome: (what) => `Toute seule : ${what}`,
  dealt: (seed) => `Nouvelle donne, nº ${seed}`,
  restarted: (seed) => `Donne nº ${seed} depuis le début`,
  restoredGame: (seed, n) => `Partie sauvegardée : donne nº ${seed}, ${moves(n)}`,
  drawUndone: (card) => `${card.name} de retour dans la pioche`,
  won: 'Réussie !',
  wonDetail: (n, time) => `${moves(n)} en ${time}`,
  lost: 'Plus aucun coup',
  lostNoWay: 'Plus aucune carte ne peut rejoindre une fondation',
  lostDetail: 'Cette partie ne peut plus être gagnée. Annulez des coups, recommencez ou prenez une nouvelle donne.',
  close: 'Fermer',
  undone: (what, n) => `Annulé : ${what}. ${moves(n)}`,
  table: 'Table de jeu',
  noMove: 'Cette carte ne peut pas jouer maintenant',
  held: (card, targets) => `Carte prise : ${card.name}. Elle peut aller sur ${targets.map(q).join(', ')}. Les flèches choisissent, Entrée la pose, Échap la remet`,
  nothingToPickUp: 'Aucune carte à prendre ici',
  putBack: 'Carte remise en place',
  legalTarget: 'la carte peut aller ici',
  keysHelp: 'Les flèches passent d’une pile à l’autre, Début et Fin vont à la première et à la dernière, les chiffres à la pile de ce numéro, Entrée ou Espace joue, Maj+Entrée ou point prend une carte, D retourne une carte, Ctrl+Z annule, Ctrl+Y rétablit, H donne un indice, N donne une nouvelle donne, P met en pause, point d’interrogation décrit la table',
  confirmNewDeal: 'Appuyez de nouveau sur N pour une nouvelle donne ; toute autre touche garde celle-ci',
  confirmRestart: 'Recommencer ? Appuyez encore',
  confirmNewDealClick: 'Nouvelle donne ? Appuyez encore',
  played: 'Jouées',
  wins: 'Gagnées',
  streak: 'Série',
  bestTime: 'Meilleur temps',
  fewestMoves: 'Moins de coups',
  pausedTitle: 'Pause',
  pause: 'Mettre en pause',
  resume: 'Reprendre',
  resumed: 'La partie reprend',
  nothingToUndo: 'Rien à annuler',
  inSight: 'visibles',
  nothingToRedo: 'Rien à rétablir',
  onlyTopMoves: 'Seule la carte du dessus d’une pile se déplace',
  watching: 'Lecture d’une partie enregistrée',
  watchingShort: 'Lecture',
  stopWatching: 'Arrêter',
  stopShort: 'Stop',
  hint: 'Indice',
  finish: 'Terminer',
  finishing: 'Fin de la partie en cours',
  finishingShort: 'Fin…',
  winningMove: (what) => `Coup gagnant : ${what}`,
  suggestedMove: (what) => `Suggestion (le solveur n’a pas pu trancher) : ${what}`,
  noWinningMove: 'Aucun coup ne mène à la victoire',
  bestTry: (what) => `Aucun coup gagnant ; meilleur essai : ${what}`,
  winnability: { winnable: 'Gagnable', lost: 'Perdue', unknown: 'Pas encore su' },
  backToWinnable: (n) => `Annuler ${moves(n)}, jusqu’à une position gagnable`,
  undoMoves: (n) => `Annuler ${moves(n)}`,
  searchingDeal: (seed) => `Recherche d’une donne gagnable : nº ${seed}…`,
  searchingGraded: (level, seed) => `Recherche d’une donne ${{ easy: 'facile', medium: 'moyenne', hard: 'difficile' }[level]} : nº ${seed}…`,
  tapTo: (pile, what) => `Touchez ${q(pile)} pour ${what}`,
  savedArrived: 'Votre partie sauvegardée est arrivée : la reprendre ?',
  savedElsewhere: 'Cette partie a été sauvegardée plus tard dans un autre onglet ou une autre fenêtre : reprendre de là ?',
  savedTake: 'La reprendre',
  savedKeep: 'Garder celle-ci',
};

const panel: PanelWords = {
  settings: 'Réglages',
  rules: 'Règles',
  statistics: 'Statistiques',
  close: 'Fermer',
  setting: {
    cardBack: 'Dos des cartes', felt: 'Couleur du tapis', fourColour: 'Jeu à quatre couleurs', cardSize: 'Taille des cartes',
    theme: 'Apparence', sound: 'Son', autoHome: 'Les cartes montent seules aux fondations',
  },
  choice: {
    cardBack: { lattice: 'Treillis', waves: 'Vagues', dots: 'Pois', cross: 'Croix de Saint-André' },
    felt: { green: 'Vert', blue: 'Bleu', red: 'Bordeaux', grey: 'Gris' },
    cardSize: { auto: 'Automatique', larger: 'Plus grandes' },
    theme: { system: 'Comme le système', light: 'Clair', dark: 'Sombre', 'high-contrast': 'Contraste élevé' },
  },
  loading: 'Chargement…',
  rulesCommon: 'Ce que toutes les réussites partagent',
  options: (deck, copies, freeDraw) => `Cette partie : ${copies === 2 ? `deux jeux de ${deck} cartes` : `un jeu de ${deck} cartes`}${freeDraw === null ? '' : freeDraw ? ', pioche libre' : ', sans pioche libre'}.`,
  game: 'Jeu',
  deck: 'Cartes',
  played: 'Jouées',
  won: 'Gagnées',
  winRate: 'Taux de victoire',
  streak: 'Série',
  bestStreak: 'Meilleure série',
  bestTime: 'Meilleur temps',
  fewestMoves: 'Moins de coups',
  noStats: 'Aucune partie jouée pour l’instant.',
  cards: (n) => `${n} cartes`,
  reset: 'Effacer les statistiques',
  resetAsk: 'Effacer les statistiques de tous les jeux ? C’est définitif.',
  resetYes: 'Effacer',
  resetNo: 'Annuler',
  resetDone: 'Statistiques effacées',
};

const RANKS: Readonly<Record<Rank, string>> = {
  A: 'As', 2: 'Deux', 3: 'Trois', 4: 'Quatre', 5: 'Cinq', 6: 'Six', 7: 'Sept',
  8: 'Huit', 9: 'Neuf', T: 'Dix', J: 'Valet', Q: 'Dame', K: 'Roi',
};
const SUITS: Readonly<Record<Suit, string>> = { S: 'pique', H: 'cœur', D: 'carreau', C: 'trèfle' };

// The forms carry the article a sentence wants: `nom` and `acc` « la dame de cœur », `gen` « de la dame de cœur ».
const cards: CardNames = {
  card: (rank, suit) => {
    const name = `${RANKS[rank]} de ${SUITS[suit]}`;
    const lower = name.toLowerCase();
    const feminine = rank === 'Q';
    const the = rank === 'A' ? `l’${lower}` : `${feminine ? 'la' : 'le'} ${lower}`;
    const of = the.startsWith('le ') ? `du ${lower}` : `de ${the}`;
    return { name, nom: the, gen: of, acc: the, ins: the, feminine };
  },
  faceDown: FACE_DOWN,
};

const refusals: SharedRefusalWords = {
  'not-a-move': 'Ce n’est pas un coup : un coup s’écrit DE>VERS ou est un mot d’action',
  'no-such-pile': 'Ce jeu n’a pas de pile {pile}',
  'no-such-action': 'Ce jeu n’a pas d’action {move}',
  'empty-source': '{from} : vide',
  'face-down-source': '{from} : la carte du dessus est face cachée',
  'same-pile': 'La carte y est déjà',
  'already-won': 'La partie est déjà gagnée',
  'stock-draws': '{from} : ses cartes se retournent (D ou une touche), elles ne se déplacent pas',
  'never-moves': '{from} : ses cartes ne bougent jamais',
  'never-receives': '{to} : rien ne va ici',
  'stock-empty': 'La pioche est vide',
  'too-many-moves': 'Cette partie compte 10 000 coups, le maximum d’une partie sauvegardée : annulez un coup ou redonnez',
};

const games: GamesWords = {
  well: {
    subtitle: 'le Puits',
    piles: { S: 'Pioche', W: 'Réserve', T0: 'Place du haut', T1: 'Place de gauche', T2: 'Place du centre', T3: 'Place de droite', T4: 'Place du bas', 'F{n}': 'Coin {n}' },
    refusals: {
      'corner-wrong-start': '{card.nom} ne peut pas commencer un coin : il faut la valeur de base dans une couleur absente des coins',
      'corner-suit-taken': '{card} : cette couleur est déjà sur un autre coin',
      'corner-not-next': '{card.nom} ne suit pas {top.acc} : un coin monte dans sa couleur',
      'cross-not-prev': '{card.nom} ne va pas sur {top.acc} : une place prend la valeur juste en dessous, couleur indifférente',
    },
  },
  funnel: {
    subtitle: 'l’Entonnoir',
    piles: { S: 'Pioche A', W: 'Pile B', 'T{n}': 'Colonne {n}' },
    refusals: {
      'nothing-on-king': 'Rien ne va sur un roi',
      'not-neighbour': '{card.nom} n’est pas voisin{card?e|} {top.gen} : il faut une valeur de plus ou de moins',
      'column-still-plays': 'Une carte peut encore aller sur la pile : une nouvelle chaîne ne commence que si rien ne bouge',
    },
  },
  'well-of-truth': {
    subtitle: 'le Puits de vérité',
    piles: { C: 'Le puits', 'T{n}': 'Pile de coin {n}', 'F{n}': 'Base {n}', 'W{n}': 'Place ouverte {n}' },
    phases: ['', 'Le puits se vide', 'Le puits se remplit', 'Les trois'],
    actions: { turn: 'Les piles de coin sont retournées', deal: 'Cartes distribuées depuis le puits' },
    actionHints: { turn: 'retourner les piles de coin', deal: 'distribuer des cartes du puits' },
    refusals: {
      'base-full': '{to} est complète : 13 cartes',
      'base-not-next': '{card.nom} ne suit pas {top.acc} : une base prend la valeur juste au-dessus, couleur indifférente',
      'no-open-piles': 'Les piles ouvertes ne vont jamais l’une sur l’autre',
      'base-move-first': 'Une carte peut encore aller sur une base',
      'phase-one-only': 'Seulement pendant que le puits se vide',
      'phase-two-only': 'Seulement pendant que le puits se remplit',
      'phase-three-only': 'Seulement une fois toutes les piles de coin vides',
      'well-not-empty': 'Le puits contient encore des cartes',
      'well-empty': 'Le puits est vide',
    },
  },
  indian: {
    subtitle: 'Réussite indienne',
    piles: { S: 'Pioche', W: 'Défausse', 'F{n}': 'Fondation {n}', 'T{n}': 'Colonne {n}' },
    notes: { enchanted: 'carte ensorcelée' },
    notesGone: { enchanted: 'le sort est levé' },
    refusals: {
      'only-ace-starts': '{card.nom} ne peut pas commencer une fondation : c’est un as qui la commence',
      'foundation-not-next': '{card.nom} ne suit pas {top.acc} : les fondations montent dans la couleur',
      'enchanted-source': '{card.nom} est ensorcelé{card?e|} : tant que la pioche dure, la carte ne va que sur une fondation',
      'enchanted-target': '{top.nom} est ensorcelé{top?e|} : rien ne va dessus tant que la pioche dure',
      'same-suit-on-column': '{card.nom} ne va pas sur {top.acc} : les couleurs doivent différer',
      'column-not-prev': '{card.nom} ne va pas sur {top.acc} : une colonne prend la valeur juste en dessous, dans une autre couleur',
    },
  },
};

export default { messages, panel, cards, refusals, games } satisfies LanguagePack;
