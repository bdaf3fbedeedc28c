/**
 * The elements under a strict Content-Security-Policy: no inline styles, no eval. The policy
 * is added as a <meta> before the elements' code loads, and every violation is recorded.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { GameId } from '../../src/core/index.js';
import type { PatienceTable } from '../../src/index.js';

const violations: string[] = [];

before(async () => {
  document.addEventListener('securitypolicyviolation', (e) => violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  const meta = document.createElement('meta');
  meta.httpEquiv = 'Content-Security-Policy';
  // Scripts only from this origin (so no eval), styles only from constructable sheets, no network.
  meta.content = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'none'; connect-src 'self' ws:";
  document.head.append(meta);
  await import('../../src/index.js');
});

describe('strict Content-Security-Policy', () => {
  for (const game of ['well', 'funnel', 'well-of-truth', 'indian'] as GameId[]) {
    it(`patience-${game} renders, plays, refuses and animates with no violation`, async () => {
      const { games } = await import('../../src/core/index.js');
      const box = await fixture<HTMLElement>(html`<div></div>`);
      const el = document.createElement(`patience-${game}`) as PatienceTable;
      el.setAttribute('seed', '5');
      box.append(el);
      await el.updateComplete;
      expect(el.play(games[game].legalMoves(el.state!)[0]!)).to.equal(true);
      expect(el.play('T9>T9')).to.equal(false);
      await el.updateComplete;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(el.shadowRoot!.querySelectorAll('.card').length).to.be.above(0);
      expect(violations).to.deep.equal([]);
    });
  }
});
