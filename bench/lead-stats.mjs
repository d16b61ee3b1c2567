#!/usr/bin/env node
// The admin home's month chart on a large lead table: its three statements
// (cms/src/lead-stats/query.js, exactly what the admin runs) over N leads spread over a year, with
// the CMS's index on the lead table (leads_month_chart_idx) and without it. Median of 7 runs each.
// Usage: node bench/lead-stats.mjs [leads=100000] [port=5495]        (an embedded Postgres of its own)
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { Client } = require('pg');
// The stack's Postgres helper is TypeScript (scripts/postgres.ts): tsx's CommonJS hook loads it.
require('tsx/cjs/api').register();
const { startPostgres } = require('../scripts/postgres.ts');
const { monthStats } = require('../cms/src/lead-stats/query.js');
const schema = require('../cms/src/api/lead/content-types/lead/schema.json');

const N = Number(process.argv[2] ?? 100_000);
const port = Number(process.argv[3] ?? 5495);
const pg = await startPostgres({ port, dataDir: path.resolve('.tmp', `bench-lead-stats-${port}`), fresh: true, databaseUrl: '' });
const db = new Client({ connectionString: pg.cmsUrl });
await db.connect();
try {
  // The columns the CMS makes for the lead type that the statements read, and a message like a lead's.
  await db.query(`CREATE TABLE leads (id serial PRIMARY KEY, document_id varchar(255), created_at timestamp(6), test_lead boolean,
    channel varchar(255), form varchar(255), email varchar(255), message text, first_utm_source varchar(150), first_utm_campaign varchar(150),
    last_utm_source varchar(150), last_utm_campaign varchar(150))`);
  const CHANNELS = ['Paid Search', 'Paid Social', 'Organic Search', 'Organic Social', 'Email', 'Referral', 'Direct', 'Display', 'Organic'];
  await db.query(`INSERT INTO leads (document_id, created_at, test_lead, channel, form, email, message, first_utm_source, first_utm_campaign, last_utm_source, last_utm_campaign)
    SELECT md5(i::text), now() - (random() * interval '365 days'), i % 50 = 0, ($2::text[])[1 + i % 9], 'contact', 'lead' || i || '@example.com',
      repeat('Weekend batch? ', 12), 'google', 'campaign-' || (i % 40), CASE WHEN i % 3 = 0 THEN 'facebook' END, CASE WHEN i % 3 = 0 THEN 'retarget-' || (i % 7) END
    FROM generate_series(1, $1) AS i`, [N, CHANNELS]);
  await db.query('ANALYZE leads');
  const run = async (sql, bindings) => (await db.query(sql.replace(/\?/g, () => '$1'), bindings)).rows;
  const time = async () => {
    const ms = [];
    for (let i = 0; i < 7; i++) { const t = performance.now(); await monthStats(run); ms.push(performance.now() - t); }
    return ms.sort((a, b) => a - b)[3];
  };
  const without = await time();
  const chartIndex = schema.indexes.find((i) => i.name === 'leads_month_chart_idx');
  for (const index of [chartIndex]) await db.query(`CREATE INDEX ${index.name} ON leads (${index.columns.join(', ')})`);
  await db.query('ANALYZE leads');
  const withIndex = await time();
  const stats = await monthStats(run);
  console.log(`${N.toLocaleString('en-US')} leads, ${stats.perDay.reduce((n, r) => n + r.leads, 0)} in the last 30 days (test leads left out)`);
  console.log(`month chart, median of 7: ${withIndex.toFixed(1)} ms with the index, ${without.toFixed(1)} ms without`);
} finally {
  await db.end();
  await pg.stop();
}
