/** The settings panel's form: a radio group per setting with choices, a checkbox per yes/no setting. */
import { html, type TemplateResult } from 'lit';
import type { PanelWords } from '../../i18n/panel-words.js';
import type { SettingsController } from '../../settings/settings-controller.js';
import { CHOICES, SETTING_NAMES, type SettingName } from '../../settings/settings.js';

export function renderSettingsMenu(words: PanelWords, settings: SettingsController): TemplateResult {
  const row = (name: SettingName) => {
    const value = settings.current(name);
    if (typeof value === 'boolean') {
      return html`<label class="setting-check"><input type="checkbox" name=${name} .checked=${value}
        @change=${(e: Event) => settings.choose(name, (e.target as HTMLInputElement).checked)}>${words.setting[name]}</label>`;
    }
    const names = words.choice[name as keyof PanelWords['choice']] as Readonly<Record<string, string>>;
    // A native radio group: arrow keys choose within it, Tab leaves it, and a screen reader names the group by its legend.
    return html`<fieldset class="setting-group"><legend>${words.setting[name]}</legend>
      ${(CHOICES[name] as readonly string[]).map((choice) => html`<label data-choice=${choice}><input type="radio" name=${name} value=${choice} .checked=${value === choice}
        @change=${() => settings.choose(name, choice as never)}>${names[choice]}</label>`)}</fieldset>`;
  };
  return html`<form class="settings" @submit=${(e: Event) => e.preventDefault()}>${SETTING_NAMES.map(row)}</form>`;
}
