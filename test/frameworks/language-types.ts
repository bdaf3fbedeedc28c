/**
 * Type-checked only (npm run typecheck: tsc -p test/frameworks): a host's language pack, built as
 * a host would from the main entry and an element's entry, compiles only when it has every word,
 * every game's included. Each `@ts-expect-error` fails the typecheck if the pack it marks compiles.
 */
import { registerLanguage, type LanguagePack } from 'patience-elements';
import { registerLanguage as registerForFunnel } from '../../src/elements/patience-funnel.js';
import german from '../../src/languages/de.js';

/** A complete pack, as a host might start one from a shipped language. */
const portuguese: LanguagePack = { ...german, messages: { ...german.messages, newDeal: 'Novo jogo' } };
registerLanguage('pt', portuguese);
registerForFunnel('pt-BR', portuguese);

const { funnel, ...threeGames } = german.games;
// @ts-expect-error: a game's words are missing.
registerLanguage('pt', { ...german, games: threeGames });

// @ts-expect-error: one refusal of one game is missing.
registerLanguage('pt', { ...german, games: { ...german.games, funnel: { ...funnel, refusals: { 'nothing-on-king': 'x', 'not-neighbour': 'x' } } } });

const { hint: _, ...messagesWithoutHint } = german.messages;
// @ts-expect-error: one message is missing.
registerLanguage('pt', { ...german, messages: messagesWithoutHint });

// @ts-expect-error: a shared refusal is missing.
registerLanguage('pt', { ...german, refusals: { 'not-a-move': 'x' } });

// @ts-expect-error: the Well of Truth's phases are four names.
registerLanguage('pt', { ...german, games: { ...german.games, 'well-of-truth': { ...german.games['well-of-truth'], phases: ['', 'a'] } } });
