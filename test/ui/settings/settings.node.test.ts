/** The stored settings record: what it may hold, and that anything else reads as corrupt. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CHOICES, SETTING_NAMES, settingsFrom, settingsText } from '../../../src/ui/settings/settings.js';

describe('the settings record', () => {
  it('reads back what it writes, for every choice of every setting', () => {
    for (const name of SETTING_NAMES) {
      for (const value of CHOICES[name]) assert.deepEqual(settingsFrom(settingsText({ [name]: value })), { [name]: value });
    }
  });

  it('is corrupt (null) when anything in it is not a setting\'s choice', () => {
    for (const text of ['', 'not json', '[]', 'null', '{"felt":"purple"}', '{"sound":"yes"}', '{"volume":1}', '{"theme":null}']) {
      assert.equal(settingsFrom(text), null, text);
    }
  });
});
