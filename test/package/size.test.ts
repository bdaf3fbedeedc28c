/**
 * The size budgets (`npm run size`): each of its four rows at most its budget, in KB gzip.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { it } from 'node:test';

interface Row { key: string; label: string; kb: number; budget: number }

const rows: Row[] = JSON.parse(execFileSync(process.execPath, ['scripts/size.mjs', '--json'], { encoding: 'utf8' }));

it('npm run size measures its four rows', () => {
  assert.deepEqual(rows.map((row) => row.key), ['firstPaint', 'everything', 'dropInFirstPaint', 'dropInFolder']);
  for (const row of rows) assert.ok(row.kb > 0, row.label);
});

for (const row of rows) {
  it(`${row.label}: at most ${row.budget} KB gzip`, () => {
    assert.ok(row.kb <= row.budget, `${row.kb} KB gzip`);
  });
}
