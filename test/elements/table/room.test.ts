/**
 * Cards that use the room: at the deal with fit="viewport" (the default) every game's piles fill
 * the height or the width, whichever binds the card size; large windows get large cards; a long
 * Indian column presses its fan inside the table, without the card size or the page changing.
 */
import { expect, fixture } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { games } from '../../../src/core/index.js';
import { piles, pileEl, settle, TAGS, type PatienceTable } from '../helpers.js';
import type { GameId } from '../../../src/core/index.js';

const DEALS: readonly (readonly [GameId, number])[] = [['well', 36], ['well', 52], ['funnel', 36], ['funnel', 52], ['well-of-truth', 52], ['indian', 36], ['indian', 52]];

/** The element alone on a page with no margin, dealt seed 3. */
async function alone(game: GameId, deck: number, seed = 3): Promise<PatienceTable> {
  document.body.style.margin = '0';
  const el = await fixture<PatienceTable>(`<${TAGS[game]} seed="${seed}" deck="${deck}" lang="en"></${TAGS[game]}>`);
  await settle(el);
  return el;
}

function cardWidth(el: PatienceTable): number {
  return el.shadowRoot!.querySelector('.card')!.getBoundingClientRect().width;
}

/** How far the piles (and a caption among them) reach down the window and across it, as fractions. */
function reach(el: PatienceTable): { down: number; across: number } {
  const captions = [...el.shadowRoot!.querySelectorAll('.table > :not(.layout)')];
  const boxes = [...piles(el), ...captions].map((box) => box.getBoundingClientRect());
  const right = Math.max(...boxes.map((b) => b.right));
  const left = Math.min(...boxes.map((b) => b.left));
  return { down: Math.max(...boxes.map((b) => b.bottom)) / innerHeight, across: (right - left) / innerWidth };
}

describe('cards that use the room', () => {
  after(() => setViewport({ width: 1024, height: 1000 }));

  for (const [width, height, least] of [[1920, 1080, 135], [1440, 900, 110], [390, 844, 0], [844, 390, 0]] as const) {
    it(`at ${width}×${height} every game's piles fill what binds (≥ 85 %)${least ? `, cards ≥ ${least} px (at 1440 the Indian's)` : ''}`, async () => {
      await setViewport({ width, height });
      for (const [game, deck] of DEALS) {
        const el = await alone(game, deck);
        const { down, across } = reach(el);
        expect(Math.max(down, across), `${game} ${deck}: ${Math.round(down * 100)} % down, ${Math.round(across * 100)} % across`).to.be.at.least(0.85);
        if (width === 1920 || (width === 1440 && game === 'indian')) expect(cardWidth(el), `${game} ${deck}`).to.be.at.least(least);
        expect(document.documentElement.scrollHeight, `${game} ${deck}: no page scroll`).to.be.at.most(height);
        el.remove();
      }
    });
  }

  it('lines the Indian\'s columns up under its foundations', async () => {
    await setViewport({ width: 1440, height: 900 });
    const el = await alone('indian', 36);
    const left = (id: string) => Math.round(pileEl(el, id).getBoundingClientRect().left);
    for (let i = 0; i < 7; i++) expect(left(`T${i}`), `T${i} under F${i}`).to.equal(left(`F${i}`));
  });

  it('presses a long Indian column\'s fan inside the table: the cards and the page keep their size', async () => {
    await setViewport({ width: 1440, height: 900 });
    // Found with the core by playing towards long columns; checked here before use.
    const moves = ['T2>T3', 'T2>T4', 'draw', 'W>T4', 'T4>T6', 'T5>T6', 'draw', 'draw', 'draw', 'draw', 'W>T0', 'T9>T0', 'draw', 'draw', 'draw', 'draw', 'draw', 'draw', 'draw', 'W>T3', 'draw', 'draw', 'W>T6', 'T5>T6', 'draw', 'draw', 'W>T6', 'T9>T6', 'draw', 'W>T6', 'draw', 'draw', 'draw', 'draw', 'draw', 'W>T4', 'draw', 'draw', 'draw', 'draw', 'draw', 'W>T3', 'T1>T3', 'T1>T3', 'W>T3', 'draw', 'draw', 'draw', 'draw', 'draw', 'draw', 'W>T8', 'draw', 'draw', 'draw', 'draw', 'W>T6', 'draw', 'draw', 'W>T6', 'T0>T6'];
    let state = games.indian.deal(144, { deck: 52 });
    for (const move of moves) state = games.indian.apply(state, move);
    expect(state.piles[games.indian.piles(state.options).findIndex((p) => p.id === 'T6')]!.cards.length).to.be.at.least(13);
    const el = await alone('indian', 52, 144);
    const before = { card: cardWidth(el), host: el.getBoundingClientRect().height, page: document.documentElement.scrollHeight };
    for (const move of moves) expect(el.play(move), move).to.equal(true);
    await settle(el);
    const table = el.shadowRoot!.querySelector('.table')!.getBoundingClientRect();
    const column = pileEl(el, 'T6');
    const cards = [...column.querySelectorAll('.card')].map((card) => card.getBoundingClientRect());
    expect(cards.length).to.be.at.least(13);
    expect(Math.max(...cards.map((b) => b.bottom)), 'the column ends inside the table').to.be.at.most(table.bottom);
    expect(column.getBoundingClientRect().bottom).to.be.at.most(table.bottom);
    expect(cardWidth(el)).to.equal(before.card);
    expect(el.getBoundingClientRect().height).to.equal(before.host);
    expect(document.documentElement.scrollHeight).to.equal(before.page);
  });
});
