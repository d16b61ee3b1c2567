// The lead queue's jobs, where each lead's state with each destination lives: waiting, retrying,
// done (pg-boss completes it) or given up (a job in the dead-letter queue). pg-boss's statements on
// a caller's transaction, the counts, the dead letter's listing and redrive. Jobs are moved
// through pg-boss's API only; pg-boss 10 has no call that lists a queue's jobs (findJobs came with
// 11), so the few reads below select from its job table, and nothing here writes to it. Shared with
// the operator commands (scripts/leads-*.ts) like leadStore.ts.
import type { Pool, PoolClient } from 'pg';
import type PgBoss from 'pg-boss';
import names from './queue.json';
import { dataOf } from './adConsent';
import { readLeads, transaction, type Db, type Destination } from './leadStore';

/**
 * A forwarding job's data: the lead, and its destination unless it is the CMS. A lead refused for
 * good carries into the dead letter the attempt and the error that ended it.
 */
export type LeadJobData = { leadId: number; destination?: Destination; attempts?: number; error?: string };

/** A lead in the dead letter, as the operator command lists it. */
export type DeadLetter = Awaited<ReturnType<typeof deadLetters>>[number];

const DESTINATIONS = names.destinations;
const DEAD_LETTER = names.deadLetterQueue;
const CMS_QUEUE = DESTINATIONS.cms.queue;
const isDestination = (name: string): name is Destination => Object.hasOwn(DESTINATIONS, name);

/**
 * Runs `fn` while no other instance runs it: a session advisory lock on one client of the pool.
 * Instances that start together otherwise set up pg-boss's queues at once, and Postgres answered
 * one of them "deadlock detected" (its first lead got a 503).
 */
export async function oneAtATime<T>(pool: Pool, fn: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(727002)');
    try {
      return await fn();
    } finally {
      await client.query('SELECT pg_advisory_unlock(727002)');
    }
  } finally {
    client.release();
  }
}

/** pg-boss's `db` option: its statements run on the caller's transaction. */
export const bossDb = (client: PoolClient): PgBoss.Db => ({ executeSql: (text, values) => client.query(text, values) });

/** Which destination a job is for: forwarding jobs of the CMS carry only the lead (as older builds' do). */
export const jobData = (destination: Destination, leadId: number): LeadJobData => (destination === 'cms' ? { leadId } : { leadId, destination });

export type QueueStats = Awaited<ReturnType<typeof queueStats>>;

/** Leads not yet in the CMS (their CMS job waits, retries or runs), the oldest's age (null when none waits), and the dead letter. */
export async function queueStats(db: Db, boss: PgBoss) {
  const [{ rows }, dead] = await Promise.all([
    db.query<{ n: number; age: number | null }>(
      `SELECT COUNT(*)::int AS n, EXTRACT(EPOCH FROM now() - MIN(created_on))::float AS age FROM pgboss.job WHERE name = $1 AND state < 'completed'`,
      [CMS_QUEUE],
    ),
    boss.getQueueSize(DEAD_LETTER),
  ]);
  const { n, age } = rows[0];
  return { pending: n, dead, oldestPendingSeconds: age === null ? null : Math.round(age) };
}

/** The leads whose CMS job waits, retries or runs: the retention sweep leaves them whole. */
export async function waitingForCms(db: Db): Promise<number[]> {
  const { rows } = await db.query<{ id: string }>(
    "SELECT DISTINCT (data->>'leadId')::bigint AS id FROM pgboss.job WHERE name = $1 AND state < 'completed'",
    [CMS_QUEUE],
  );
  return rows.map((r) => Number(r.id));
}

/**
 * The dead letter's waiting jobs with their leads, by lead id; read, not taken. The attempts and
 * error: a refused lead's job carries them; one pg-boss moved after its last attempt has used them
 * all (its retry limit and one) and keeps the last failure as its output.
 */
export async function deadLetters(db: Db) {
  type Output = { message?: string; value?: { message?: string } } | null;
  const { rows: jobs } = await db.query<{ id: string; data: LeadJobData; output: Output; retry_limit: number }>(
    "SELECT id, data, output, retry_limit FROM pgboss.job WHERE name = $1 AND state < 'active'",
    [DEAD_LETTER],
  );
  const leads = new Map((await readLeads(db, jobs.map((j) => Number(j.data.leadId)))).map((l) => [Number(l.id), l]));
  return jobs.flatMap((job) => {
    const destination = job.data.destination ?? 'cms';
    const lead = leads.get(Number(job.data.leadId));
    if (!lead || !isDestination(destination)) return [];
    // The email a stored body carries, to recognise a dead letter by.
    const email = dataOf(lead).email;
    return [{
      jobId: job.id, destination, id: Number(lead.id), path: lead.path, createdAt: lead.created_at, email: typeof email === 'string' ? email : null,
      attempts: job.data.attempts ?? job.retry_limit + 1,
      lastError: job.data.error ?? job.output?.message ?? job.output?.value?.message ?? null,
    }];
  }).sort((a, b) => a.id - b.id || a.destination.localeCompare(b.destination));
}

/**
 * Back into their destination's queue: each taken off the dead letter and queued again in one
 * transaction, so never lost and never twice (a job another redrive took first is skipped).
 */
export async function redrive(pool: Pool, boss: PgBoss, selected: Pick<DeadLetter, 'jobId' | 'id' | 'destination'>[]): Promise<number> {
  let n = 0;
  for (const r of selected) {
    await transaction(pool, async (client) => {
      const db = bossDb(client);
      // pg-boss 10's types say void; the call answers how many jobs it deleted (10.4.2: manager.js deleteJob).
      const deleted: unknown = await boss.deleteJob(DEAD_LETTER, r.jobId, { db });
      if (!hasAffected(deleted) || deleted.affected !== 1) return;
      await boss.send(DESTINATIONS[r.destination].queue, jobData(r.destination, r.id), { db });
      n++;
    });
  }
  return n;
}

const hasAffected = (x: unknown): x is { affected: unknown } => typeof x === 'object' && x !== null && 'affected' in x;
