/**
 * The language packs (src/ui/i18n/languages.ts, src/languages/): every shipped language has every
 * word, games' included; `lang` values find the nearest language; a host's pack is checked.
 */
import assert from 'node:assert/strict';
import { describe, it, mock } from 'node:test';
import { games, GAME_IDS, SHARED_REFUSALS } from '../../../src/core/index.js';
import { gameText } from '../../../src/ui/i18n/i18n.js';
import { missingWords, nearestLang, offerLanguages, registerLanguage, type LanguagePack } from '../../../src/ui/i18n/languages.js';
import { MESSAGES, PACKS } from '../../words.js';

const ALL_GAMES = GAME_IDS.map((id) => games[id]);

describe('the shipped languages', () => {
  it('are ru, uk, de, fr and es besides English', () => {
    assert.deepEqual(Object.keys(PACKS).sort(), ['de', 'es', 'fr', 'ru', 'uk']);
  });

  for (const [lang, pack] of Object.entries(PACKS)) {
    it(`${lang} has every word: the table's, the shared refusals' and every game's`, () => {
      assert.deepEqual(missingWords(pack, ALL_GAMES), []);
      // Every refusal code the core can give: the shared ones and each game's own.
      for (const rules of ALL_GAMES) {
        const codes = Object.keys(rules.text.en.refusals ?? {});
        const own = pack.games[rules.id as keyof typeof pack.games].refusals as Readonly<Record<string, string>>;
        for (const code of codes) assert.ok(own[code] ?? (pack.refusals as Readonly<Record<string, string>>)[code], `${lang} ${rules.id} ${code}`);
      }
    });
  }

  it('a pack that lacks one game word is found out, by its path', () => {
    const { ru } = PACKS as { ru: LanguagePack };
    const { 'not-neighbour': _, ...refusals } = ru.games.funnel.refusals;
    const broken = { ...ru, games: { ...ru.games, funnel: { ...ru.games.funnel, refusals } } };
    assert.deepEqual(missingWords(broken, ALL_GAMES), ['games.funnel.refusals.not-neighbour']);
    assert.deepEqual(missingWords({ ...ru, refusals: { ...ru.refusals, 'stock-empty': 3 } }, ALL_GAMES), ['refusals.stock-empty']);
    assert.ok(Object.keys(SHARED_REFUSALS).length > 10);
  });
});

describe('plural forms', () => {
  it('Ukrainian and Russian: one, few, many', () => {
    const said = (lang: string) => [1, 2, 5, 11, 21, 22, 25, 112].map((n) => MESSAGES[lang]!.moveCount(n));
    assert.deepEqual(said('uk'), ['1 хід', '2 ходи', '5 ходів', '11 ходів', '21 хід', '22 ходи', '25 ходів', '112 ходів']);
    assert.deepEqual(said('ru'), ['1 ход', '2 хода', '5 ходов', '11 ходов', '21 ход', '22 хода', '25 ходов', '112 ходов']);
    assert.equal(MESSAGES['uk']!.cards(3), '3 карти');
  });

  it('German and Spanish: one, other; French counts 0 and 1 as one', () => {
    assert.deepEqual([0, 1, 2].map((n) => MESSAGES['de']!.moveCount(n)), ['0 Züge', '1 Zug', '2 Züge']);
    assert.deepEqual([0, 1, 2].map((n) => MESSAGES['es']!.moveCount(n)), ['0 movimientos', '1 movimiento', '2 movimientos']);
    assert.deepEqual([0, 1, 2].map((n) => MESSAGES['fr']!.moveCount(n)), ['0 coup', '1 coup', '2 coups']);
  });
});

describe('the nearest language', () => {
  offerLanguages(Object.fromEntries(Object.entries(PACKS).map(([lang, pack]) => [lang, () => Promise.resolve(pack)])));

  it('a region or script falls back to its language; an exact code first', () => {
    assert.equal(nearestLang('uk-UA'), 'uk');
    assert.equal(nearestLang('de-AT'), 'de');
    assert.equal(nearestLang('FR_ca'), 'fr');
    assert.equal(nearestLang('en-GB'), 'en');
    assert.equal(nearestLang('ru'), 'ru');
    assert.equal(nearestLang('es-419'), 'es');
  });

  it('none for a language neither shipped nor registered', () => {
    assert.equal(nearestLang('pt'), undefined);
    assert.equal(nearestLang('pt-BR'), undefined);
    assert.equal(nearestLang(''), undefined);
  });

  it('a registered language is found, by its exact code or its own language', () => {
    const warn = mock.method(console, 'warn', () => undefined);
    try {
      assert.equal(registerLanguage('pt-BR', PACKS['es']!), true);
      assert.equal(nearestLang('pt-br'), 'pt-br');
      assert.equal(nearestLang('pt-BR-x-host'), undefined, 'only a language and one subtag are matched');
      assert.equal(nearestLang('pt'), undefined);
      assert.equal(warn.mock.callCount(), 0);
    } finally {
      warn.mock.restore();
    }
  });
});

describe('registerLanguage', () => {
  it('refuses an incomplete pack with one warning naming what it lacks, and a bad code', () => {
    const warn = mock.method(console, 'warn', () => undefined);
    try {
      gameText(games.indian, 'en');
      const { hint: _, ...messages } = PACKS['de']!.messages;
      assert.equal(registerLanguage('xx', { ...PACKS['de']!, messages } as unknown as LanguagePack), false);
      assert.equal(warn.mock.callCount(), 1);
      assert.match(String(warn.mock.calls[0]!.arguments[0]), /registerLanguage\("xx"\).*messages\.hint/);
      assert.equal(nearestLang('xx'), undefined, 'not registered');
      assert.equal(registerLanguage('xx', null as unknown as LanguagePack), false);
      assert.equal(registerLanguage('xx', { ...PACKS['de']!, games: {} } as unknown as LanguagePack), false);
      assert.match(String(warn.mock.calls.at(-1)!.arguments[0]), /lacks games\.indian;/);
      assert.equal(registerLanguage('not a code', PACKS['de']!), false);
      assert.equal(warn.mock.callCount(), 4);
    } finally {
      warn.mock.restore();
    }
  });

  it('a registered pack speaks at once, in every game', () => {
    const warn = mock.method(console, 'warn', () => undefined);
    try {
      assert.equal(registerLanguage('de-ch', PACKS['de']!), true);
      assert.equal(gameText(games.funnel, 'de-ch').piles['W'], 'Stapel B');
      assert.equal(gameText(games.funnel, 'de-ch').name, games.funnel.text.en.name, 'the game keeps its Russian name');
      assert.equal(warn.mock.callCount(), 0);
    } finally {
      warn.mock.restore();
    }
  });
});
