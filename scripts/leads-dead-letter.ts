// Operator tool for leads the workers gave up delivering (to the CMS, the webhook, the ad platforms,
// the mailer): the pg-boss dead-letter queue.
//   npx tsx scripts/leads-dead-letter.ts list      dead letters (no personal data beyond what you need to recognise them)
//   npx tsx scripts/leads-dead-letter.ts stats     pending / dead / oldestPendingSeconds, as /api/health counts them
//   npx tsx scripts/leads-dead-letter.ts redrive [id ...|--all]   back into the forwarding queue (lead ids); any running
//     instance sends them, with the same Idempotency-Key, so the CMS never stores one twice
// Env: DATABASE_URL (default: the Postgres of `npm run serve`).
import PgBoss from 'pg-boss';
import pg from 'pg';
// The queue's own statements and pg-boss calls, as the site runs them.
import { deadLetters, queueStats, redrive } from '../lib/leads/server/leadJobs';
import { DEFAULT_DATABASE_URL } from '../shared/local.cjs';

const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
const [command = 'list', ...args] = process.argv.slice(2);

const pool = new pg.Pool({ connectionString: url, max: 2 });
// No maintenance or cron from a one-shot command: the site's instances do that.
const boss = new PgBoss({ connectionString: url, max: 2, supervise: false, schedule: false });
// On stderr, apart from the listing: pg-boss reports here what it cannot throw to a caller.
boss.on('error', (err) => console.error(JSON.stringify({ ts: new Date().toISOString(), event: 'lead.queue_error', error: err.message })));

const masked = (email: string | null) => (email ? email.replace(/^(.).*@/, '$1***@') : '-');

(async () => {
  await boss.start();
  if (command === 'list') {
    const rows = await deadLetters(pool);
    console.log(rows.length
      ? rows.map((r) => `#${r.id}  ${r.createdAt.toISOString()}  ${r.path}  to=${r.destination}  attempts=${r.attempts}  ${masked(r.email)}\n      last error: ${r.lastError ?? '-'}`).join('\n')
      : 'The dead letter is empty.');
  } else if (command === 'stats') {
    console.log(JSON.stringify(await queueStats(pool, boss)));
  } else if (command === 'redrive') {
    const all = await deadLetters(pool);
    const ids = new Set(args.filter((a) => /^\d+$/.test(a)).map(String));
    if (!args.includes('--all') && !ids.size) throw new Error('Name the dead leads by id, or pass --all.');
    const selected = args.includes('--all') ? all : all.filter((r) => ids.has(String(r.id)));
    console.log(`Redriven ${await redrive(pool, boss, selected)} lead(s); the site's workers forward them within seconds.`);
  } else {
    throw new Error('Usage: npx tsx scripts/leads-dead-letter.ts list|stats|redrive [id ...|--all]');
  }
})().catch((err: Error) => {
  console.error(err.message);
  process.exitCode = 2;
}).finally(async () => {
  await boss.stop({ graceful: false, close: true, wait: false }).catch((err: Error) => console.error(`pg-boss did not stop cleanly: ${err.message}`));
  await pool.end();
});
