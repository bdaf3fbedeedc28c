/**
 * The attributes every game element shares, and how it is styled: its properties and their docs,
 * apart from the table's behaviour (PatienceTable).
 */
import { LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import { persistAttribute } from '../session/storage-key.js';
import { DEFAULT_VOLUME } from '../sound/volume.js';
import type { Fit } from './resize-controller.js';
import type { Theme } from '../theme/themes.js';
import type { CardBack, CardSize, Felt } from '../settings/settings.js';


/**
 * @attr {number|daily} seed - Deal number (0–4294967295), or `daily`: the day's deal (`dailySeed`); missing: a random deal, shown in the toolbar.
 * @attr {ru|en|uk|de|fr|es} lang - Language: the nearest shipped or registered one (`de-AT` → `de`), English for another with one warning; default: the page's nearest `lang`, else Russian.
 * @fires {PatienceSettingsChangeEvent} patience-settings-change - When the player changes a setting in the settings menu (detail: name, value, settings).
 *
 * @csspart toolbar - The built-in toolbar.
 * @csspart status - The end-of-game message and the short notices (an illegal move's reason).
 * @csspart status-line - The line under the table where notices and the solver's status show; hidden, it takes no room.
 * @csspart pile - Every pile; also one part by its role (a game has only the roles it uses): `stock`, `waste`, `foundation`, `tableau`, `centre`, `slot`.
 * @csspart stock - The stock.
 * @csspart waste - The waste (the Well's reserve, the Funnel's pile B).
 * @csspart foundation - Foundations (the Well's corners, the Well of Truth's bases).
 * @csspart tableau - Tableau piles (columns, the Well's cross, the Well of Truth's corners).
 * @csspart centre - The Well of Truth's well, in the middle.
 * @csspart slot - The Well of Truth's open places.
 * @csspart card - Every face-up card.
 * @csspart card-back - Every face-down card.
 *
 * @cssproperty --patience-felt - Table colour.
 * @cssproperty --patience-felt-text - Text on the table.
 * @cssproperty [--patience-card-radius=5.6% / 4%] - Corner radius of cards (by default the artwork's own rounding; empty places and highlights then round by 6px).
 * @cssproperty --patience-card-shadow - Shadow under a card.
 * @cssproperty --patience-red - Hearts and diamonds.
 * @cssproperty --patience-black - Spades and clubs.
 * @cssproperty --patience-diamonds - Diamonds in the four-colour deck.
 * @cssproperty --patience-clubs - Clubs in the four-colour deck.
 * @cssproperty --patience-back - Card back colour.
 * @cssproperty --patience-back-pattern - Card back pattern colour.
 * @cssproperty --patience-card-face - Card face colour.
 * @cssproperty --patience-focus - Focus ring colour.
 * @cssproperty --patience-target - Highlight of legal drop targets while a card is dragged or held.
 * @cssproperty --patience-hint - Highlight of a hint's card and destination.
 * @cssproperty --patience-toolbar-bg - Toolbar background.
 * @cssproperty --patience-slot - Outline and rank of an empty place.
 * @cssproperty --patience-badge - Card-count badge background.
 * @cssproperty --patience-badge-text - Card-count badge text.
 * @cssproperty --patience-toast - Notice background.
 * @cssproperty --patience-toast-text - Notice text.
 * @cssproperty --patience-panel - The end-of-game message's background.
 * @cssproperty --patience-panel-text - The end-of-game message's text and button edges.
 * @cssproperty --patience-primary - The end-of-game message's main button and focus outline.
 * @cssproperty --patience-primary-text - The text on that main button.
 * @cssproperty --patience-card-border - Card edge.
 * @cssproperty [--patience-court-gold=#c9981f] - Crowns, brims and the court frame (unset, the crowns' fill is a lighter #d9a92b).
 * @cssproperty --patience-court-ink - Outlines on court emblems.
 * @cssproperty --patience-court-accent - Velvet and jewels (royal blue).
 * @cssproperty --patience-court-rose - The queen's rose and the jack's plume.
 * @cssproperty --patience-court-leaf - The rose's leaves.
 * @cssproperty --patience-court-tint - Background of the court frame.
 * @cssproperty --patience-court-skin - Court figures' faces and hands.
 * @cssproperty --patience-court-hair - Court figures' hair and the king's beard.
 * @cssproperty --patience-font - The toolbar's and notices' font, a `font` shorthand (the page's text settings do not reach inside).
 * @cssproperty --patience-table-radius - Corner radius of the table.
 * @cssproperty --patience-prompt - The ring round a pile whose action is the only move (it carries `data-prompt`).
 * @cssproperty --patience-complete - The tick and edge of a complete foundation (it carries `data-complete`).
 */
export abstract class TableAttributes extends LitElement {
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'seed', 'deck', 'lang'];
  }

  /** Hides the built-in toolbar; drive the game with the methods instead. */
  @property({ type: Boolean, attribute: 'no-toolbar', reflect: true }) noToolbar = false;
  /** Shows no end-of-game dialog (the host shows its own on `patience-win` / `patience-lose`); the line under the table still says how the game ended. */
  @property({ type: Boolean, attribute: 'no-end-dialog', reflect: true }) noEndDialog = false;
  /** Colour theme: `light`, `dark` or `high-contrast`; without it the table follows the system's light or dark preference. */
  @property({ reflect: true }) theme?: Theme;
  /** Four-colour deck: diamonds blue, clubs green. */
  @property({ type: Boolean, attribute: 'four-colour', reflect: true }) fourColour = false;
  /** The Funnel only: `draw` is legal at any time (Dead King Golf: nothing on a king); changing it deals anew. The other games have no such option: set there, it warns once and is ignored. */
  @property({ type: Boolean, attribute: 'free-draw', reflect: true }) freeDraw = false;
  /** Keeps the game (and statistics) in `storage` under this key ('', no value or `true`: one key per game; `false`: off); restores it on creation, or when set before the first move. */
  @property({ reflect: true, converter: persistAttribute }) persist: string | boolean | null = null;
  /** `viewport` (default): cards fit the width and the window's height; `contain`: the width and the height the host gives the element (none given: one warning, and the height it needs); `width`: the width only. */
  @property({ reflect: true }) fit: Fit = 'viewport';
  /** Shows after every move whether the position can still be won (`winnability`), and offers to undo back from a lost one. */
  @property({ type: Boolean, attribute: 'show-winnable', reflect: true }) showWinnable = false;
  /** The card back's design: `lattice` (default), `waves`, `dots` or `cross`; a player's choice in the settings menu overrides it. */
  @property({ attribute: 'card-back', reflect: true }) cardBack: CardBack = 'lattice';
  /** The felt's colour: `green` (default: the theme's), `blue`, `red` or `grey`; a player's choice overrides it. */
  @property({ reflect: true }) felt: Felt = 'green';
  /** `auto` (default): cards fit as `fit` says; `larger`: under `fit="viewport"`, the width alone sets them (the page scrolls). */
  @property({ attribute: 'card-size', reflect: true }) cardSize: CardSize = 'auto';
  /** Hides the settings menu: the host's attributes are final, a player's stored choices are not applied. */
  @property({ type: Boolean, attribute: 'no-settings', reflect: true }) noSettings = false;
  /** New deals are the first seed at or after the one asked for that the solver proves winnable (`seed` shows the seed dealt). */
  @property({ type: Boolean, reflect: true }) winnable = false;
  /** New deals are the first seed at or after the one asked for whose grade (`grade`) is `easy`, `medium` or `hard` (with `winnable`: also proven winnable); a bad value warns once and asks for none. */
  @property({ reflect: true }) difficulty: 'easy' | 'medium' | 'hard' | null = null;
  /** After each move, a card goes to a foundation by itself when that can never be worse than keeping it (`safeHomeMove`); one Undo takes back the move with them. Games without foundations ignore it. */
  @property({ type: Boolean, attribute: 'auto-home', reflect: true }) autoHome = false;
  /** Short card sounds, synthesized; none before the player's first press on the table, nor while paused or hidden. */
  @property({ type: Boolean, reflect: true }) sound = false;
  /** The sounds' volume, 0–1 (default 0.5); a bad value falls back to 0.5 with one warning. */
  @property({ type: Number, attribute: false }) volume = DEFAULT_VOLUME;

  /** The element's language attribute, as on any element; `null` or `undefined` removes it (the page's language then), as for the other properties (the DOM alone would write "null"). */
  override get lang(): string {
    return super.lang;
  }

  override set lang(value: string | null | undefined) {
    if (value === null || value === undefined) this.removeAttribute('lang');
    else super.lang = value;
  }
}
