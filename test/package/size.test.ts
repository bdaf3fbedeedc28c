/**
 * The sizes `npm run size` prints, in KB gzip: each of its four rows at most its ceiling, today's
 * figure with a little room, until the row meets its budget (issue 29's goal, printed beside it).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { it } from 'node:test';

interface Row { key: string; label: string; kb: number; budget: number; ceiling: number }

const rows: Row[] = JSON.parse(execFileSync(process.execPath, ['scripts/size.mjs', '--json'], { encoding: 'utf8' }));

it('npm run size measures its four rows', () => {
  assert.deepEqual(rows.map((row) => row.key), ['firstPaint', 'everything', 'dropInFirstPaint', 'dropInFolder']);
  for (const row of rows) assert.ok(row.kb > 0, row.label);
});

for (const row of rows) {
  const limit = row.ceiling;
  it(`${row.label}: at most ${limit} KB gzip (budget ${row.budget} KB)`, () => {
    assert.ok(row.kb <= limit, `${row.kb} KB gzip`);
  });
}
