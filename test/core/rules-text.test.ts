/**
 * The rules each game shows in its "?" panel are docs/rules.md's own sections: the generated
 * module is exactly what scripts/rules-text.ts makes of the page today, for every shipped game.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { GAME_IDS } from '../../src/core/index.js';
import { RULES_TEXT } from '../../src/core/games/rules-text.js';
import { rulesTextModule } from '../../scripts/rules-text.js';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe('the rules inside the game', () => {
  it('are generated from docs/rules.md and identical to it (run scripts/rules-text.ts after editing the page)', () => {
    assert.equal(read('../../src/core/games/rules-text.ts'), rulesTextModule(read('../../docs/rules.md')));
  });

  it('cover every game, and what they share, in both languages', () => {
    for (const id of [...GAME_IDS, 'common']) {
      for (const lang of ['ru', 'en'] as const) assert.ok((RULES_TEXT[id]?.[lang].length ?? 0) > 200, `${id} in ${lang}`);
    }
  });
});
