#!/usr/bin/env node
// Operator tool for leads the workers gave up delivering (to the CMS or the webhook): the pg-boss dead-letter queue.
//   node scripts/leads-dead-letter.mjs list                  # dead letters (no personal data beyond what you need to recognise them)
//   node scripts/leads-dead-letter.mjs stats                 # pending / forwarded / dead
//   node scripts/leads-dead-letter.mjs redrive [id ...|--all] # back into the forwarding queue (lead ids); any running instance sends them,
//                                                             # with the same Idempotency-Key, so the CMS never stores one twice
// Env: DATABASE_URL (default: the Postgres of `npm run serve`).
import { createRequire } from 'node:module';
import PgBoss from 'pg-boss';
import pg from 'pg';

const names = createRequire(import.meta.url)('../lib/leads/server/queue.json');
const url = process.env.DATABASE_URL || 'postgres://postgres:maven-local@127.0.0.1:54329/maven';
const [command = 'list', ...args] = process.argv.slice(2);

const pool = new pg.Pool({ connectionString: url, max: 2 });
// No maintenance or cron from a one-shot command: the site's instances do that.
const boss = new PgBoss({ connectionString: url, max: 2, supervise: false, schedule: false });
boss.on('error', () => {});

/** Dead-letter jobs with their leads, oldest first. */
async function deadLetters() {
  // A job names its destination (queue.json), or none: the CMS.
  const { rows } = await pool.query(
    `SELECT j.id AS job_id, coalesce(j.data->>'destination', 'cms') AS destination, l.*, l.body->'data'->>'email' AS email
       FROM pgboss.job j JOIN ${names.table} l ON l.id = (j.data->>'leadId')::bigint
      WHERE j.name = $1 AND j.state < 'active' ORDER BY l.id`,
    [names.deadLetterQueue],
  );
  return rows.filter((r) => r.destination in names.destinations)
    .map((r) => { const c = names.destinations[r.destination]; return { ...r, attempts: r[c.attempts], last_error: r[c.error] }; });
}

async function redrive(selected) {
  let n = 0;
  for (const r of selected) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const db = { executeSql: (text, values) => client.query(text, values) };
      // Taken off the dead letter, reset and queued again in one transaction: never lost, never twice.
      const gone = await client.query(`DELETE FROM pgboss.job WHERE name = $1 AND id = $2 AND state < 'active'`, [names.deadLetterQueue, r.job_id]);
      if (gone.rowCount === 1) {
        const c = names.destinations[r.destination];
        await client.query(`UPDATE ${names.table} SET ${c.dead} = NULL, ${c.attempts} = 0 WHERE id = $1`, [r.id]);
        await boss.send(c.queue, r.destination === 'cms' ? { leadId: Number(r.id) } : { leadId: Number(r.id), destination: r.destination }, { db });
        n++;
      }
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK');
      throw err;
    } finally {
      client.release();
    }
  }
  return n;
}

const masked = (email) => (email ? email.replace(/^(.).*@/, '$1***@') : '-');

try {
  await boss.start();
  if (command === 'list') {
    const rows = await deadLetters();
    console.log(rows.length
      ? rows.map((r) => `#${r.id}  ${r.created_at.toISOString()}  ${r.path}  to=${r.destination}  attempts=${r.attempts}  ${masked(r.email)}\n      last error: ${r.last_error ?? '-'}`).join('\n')
      : 'The dead letter is empty.');
  } else if (command === 'stats') {
    const { rows } = await pool.query(`SELECT COUNT(*) FILTER (WHERE forwarded_at IS NULL AND dead_at IS NULL)::int AS pending,
      COUNT(*) FILTER (WHERE forwarded_at IS NOT NULL)::int AS forwarded FROM ${names.table}`);
    console.log(JSON.stringify({ ...rows[0], dead: await boss.getQueueSize(names.deadLetterQueue) }));
  } else if (command === 'redrive') {
    const all = await deadLetters();
    const ids = new Set(args.filter((a) => /^\d+$/.test(a)).map(String));
    if (!args.includes('--all') && !ids.size) throw new Error('Name the dead leads by id, or pass --all.');
    const selected = args.includes('--all') ? all : all.filter((r) => ids.has(String(r.id)));
    console.log(`Redriven ${await redrive(selected)} lead(s); the site's workers forward them within seconds.`);
  } else {
    throw new Error('Usage: node scripts/leads-dead-letter.mjs list|stats|redrive [id ...|--all]');
  }
} catch (err) {
  console.error(err.message);
  process.exitCode = 2;
} finally {
  await boss.stop({ graceful: false, close: true, wait: false }).catch(() => {});
  await pool.end();
}
