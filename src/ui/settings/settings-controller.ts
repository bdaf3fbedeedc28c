/**
 * The player's settings on one table: read from the element's storage (the same adapter as saved
 * games, else `localStorage`) under one key every game on the site shares, laid over the host's
 * attributes (the defaults), and written back when the player changes one. `no-settings` puts the
 * host's attributes back and keeps them.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { localStore, type GameStorage } from '../session/storage-key.js';
import type { Fit } from '../table/resize-controller.js';
import { PatienceSettingsChangeEvent } from '../table/events.js';
import type { Theme } from '../theme/themes.js';
import { checkVolume, type SoundHost } from '../sound/volume.js';
import { CHOICES, isChoice, SETTING_NAMES, SETTINGS_KEY, settingsFrom, settingsText, themeOf, type CardSize, type SettingName, type Settings } from './settings.js';

/** The felts and backs the settings name, for the table's styles. */
export { settingsStyles } from './settings.styles.js';

/** `larger` cards: under `fit="viewport"` the width alone sizes them (a box the host sized keeps its fit). */
export const sizedFit = (fit: Fit, size: CardSize): Fit => (size === 'larger' && fit === 'viewport' ? 'width' : fit);

/** The table as its settings see it: one property per setting (`theme` as the attribute takes it). */
export interface SettingsHost extends ReactiveControllerHost, EventTarget, SoundHost {
  cardBack: Settings['cardBack'];
  felt: Settings['felt'];
  fourColour: boolean;
  cardSize: Settings['cardSize'];
  theme?: Theme;
  sound: boolean;
  autoHome: boolean;
  readonly noSettings: boolean;
  readonly storage: GameStorage | null;
  readonly isConnected: boolean;
}

type Values = { -readonly [K in SettingName]: unknown };

/** Tables on the page, so a choice made on one shows on the others that share its storage. */
const tables = new Set<SettingsController>();

const isLater = (value: unknown): value is PromiseLike<unknown> =>
  value !== null && typeof value === 'object' && typeof (value as PromiseLike<unknown>).then === 'function';

export class SettingsController implements ReactiveController {
  /** What the player chose (only what they changed: the rest follows the host). */
  chosen: Partial<Settings> = {};
  /** The host's values the player's choices cover, to put back under `no-settings`. */
  private defaults: Partial<Values> = {};

  constructor(
    private readonly host: SettingsHost,
    private readonly warn: (message: string) => void,
  ) {
    host.addController(this);
  }

  private get store(): GameStorage {
    return this.host.storage ?? localStore;
  }

  hostConnected(): void {
    tables.add(this);
    this.load();
  }

  hostDisconnected(): void {
    tables.delete(this);
  }

  /** Reads the stored record (again: a new `storage` may hold another); on the page only, where the host's attributes are all set. */
  load(): void {
    if (!this.host.isConnected) return;
    const store = this.store;
    const read = (text: unknown) => {
      if (typeof text !== 'string') return;
      const chosen = settingsFrom(text);
      if (chosen) return this.adopt(chosen);
      this.warn(`settings: the record under "${SETTINGS_KEY}" cannot be read; it is discarded`);
      this.write(store, null);
    };
    try {
      const answer = store.get(SETTINGS_KEY);
      if (isLater(answer)) Promise.resolve(answer).then(read, () => undefined);
      else read(answer);
    } catch {
      // A storage that cannot be read keeps the host's settings; the saved games say it failed.
    }
  }

  /** The player's choices, laid over the host's. */
  adopt(chosen: Partial<Settings>): void {
    this.chosen = chosen;
    this.apply();
  }

  /** Before each render: bad attribute values fall back (one warning), and `no-settings` restores the host's. */
  hostUpdate(): void {
    checkVolume(this.host, this.warn);
    const host = this.host as unknown as Values;
    for (const name of ['cardBack', 'felt', 'cardSize'] as const) {
      if (!isChoice(name, host[name])) {
        this.warn(`${name}="${String(host[name])}" is not one of ${CHOICES[name].join(', ')}; using ${CHOICES[name][0]}`);
        host[name] = CHOICES[name][0];
      }
    }
    if (this.host.noSettings && Object.keys(this.defaults).length > 0) {
      Object.assign(host, this.defaults);
      this.defaults = {};
    } else if (!this.host.noSettings) this.apply();
  }

  private apply(): void {
    if (this.host.noSettings) return;
    const host = this.host as unknown as Values;
    for (const name of SETTING_NAMES) {
      const value = this.chosen[name];
      if (value === undefined) continue;
      const property = name === 'theme' ? themeOf(value as Settings['theme']) : value;
      if (!(name in this.defaults)) this.defaults[name] = host[name];
      if (host[name] !== property) host[name] = property;
    }
  }

  /** The value in effect now, as the menu shows it. */
  current<K extends SettingName>(name: K): Settings[K] {
    const value = (this.host as unknown as Values)[name];
    return (name === 'theme' ? (value ?? 'system') : value) as Settings[K];
  }

  /** The player chose `value`: applied, kept, shown on the other tables that share the storage, and told. */
  choose<K extends SettingName>(name: K, value: Settings[K]): void {
    if (this.host.noSettings || !isChoice(name, value)) return;
    this.chosen = { ...this.chosen, [name]: value };
    this.apply();
    const store = this.store;
    this.write(store, settingsText(this.chosen));
    for (const other of tables) if (other !== this && other.store === store) other.adopt(this.chosen);
    this.host.dispatchEvent(new PatienceSettingsChangeEvent({ name, value, settings: this.settings() }));
  }

  /** Every setting in effect. */
  settings(): Settings {
    return Object.fromEntries(SETTING_NAMES.map((name) => [name, this.current(name)])) as unknown as Settings;
  }

  private write(store: GameStorage, text: string | null): void {
    try {
      const done = text === null ? store.remove(SETTINGS_KEY) : store.set(SETTINGS_KEY, text);
      if (isLater(done)) Promise.resolve(done).catch(() => this.warn('settings: the storage failed; the choice holds on this page only'));
    } catch {
      this.warn('settings: the storage failed; the choice holds on this page only');
    }
  }
}
