// The CMS looks up the Idempotency-Keys of every lead it is sent before it stores them (one
// key per lead route call, a batch's keys at once). Without an index each look-up reads the
// whole lead table: 4 ms per look-up at 14,000 leads, growing with every lead.
import { expect, test } from '../support/test';
import { withDb } from '../support/stack';

test('the CMS finds a lead by its idempotency key through an index, not by reading every lead', async () => {
  await withDb('cms', async (db) => {
    // Small test tables make a sequential scan the cheaper plan; forbid it to see whether an index exists at all.
    await db.query('SET enable_seqscan = off');
    const { rows } = await db.query(`EXPLAIN (FORMAT JSON) SELECT id, document_id FROM leads WHERE idempotency_key = $1 LIMIT 1`, ['e2e-index-probe']);
    const plan = JSON.stringify(rows[0]['QUERY PLAN']);
    expect(plan).toMatch(/"Index (Only )?Scan"|"Bitmap Index Scan"/);
    expect(plan).not.toContain('"Seq Scan"');
  });
});
