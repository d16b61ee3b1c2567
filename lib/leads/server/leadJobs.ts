// The lead queue's jobs: transactions that hold a lead row and its pg-boss jobs together, the
// dead letter's listing and redrive, and the one statement on pg-boss's job table that pg-boss has
// no call for. pg-boss's jobs are otherwise moved through its API only. Shared with the operator
// commands (scripts/leads-*.ts) like leadStore.ts.
import type { Pool, PoolClient } from 'pg';
import type PgBoss from 'pg-boss';
import names from './queue.json';
import { readLeads, markRedriven, type Db, type Destination } from './leadStore';

/** A forwarding job's data: the lead, and its destination unless it is the CMS. */
export type LeadJobData = { leadId: number; destination?: Destination };

/** A lead in the dead letter, as the operator command lists it. */
export interface DeadLetter {
  jobId: string; destination: Destination; id: number; path: string; createdAt: Date;
  email: string | null; attempts: number; lastError: string | null;
}

const DESTINATIONS = names.destinations;
const DEAD_LETTER = names.deadLetterQueue;
const isDestination = (name: string): name is Destination => Object.hasOwn(DESTINATIONS, name);

/**
 * Makes every waiting retry of a queue due now. Backoff grows to hours, and a destination that is
 * back should not wait for it; pg-boss 10 has no call for this (retry() and resume() take failed
 * and cancelled jobs, and keep start_after: 10.4.2's retryJobs SQL ends `AND state = 'failed'`),
 * so this is the one write to its job table. What it buys: a lead whose destination was down
 * reaches it when "retry now" is pressed, not after its backoff (retryDelay·2^n, hours by then).
 */
export async function makeRetriesDue(db: Db, queue: string): Promise<number> {
  const { rowCount } = await db.query(
    "UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND state = 'retry' AND start_after > now()",
    [queue],
  );
  return rowCount ?? 0;
}

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

/**
 * BEGIN … COMMIT on one client of the pool; the error that failed it is the one thrown.
 * `readOnly`: always rolled back (a read that has to take locks to see, as pg-boss's fetch does).
 */
export async function transaction<T>(pool: Pool, fn: (client: PoolClient) => Promise<T>, { readOnly = false } = {}): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  let done = false;
  try {
    await client.query('BEGIN');
    const out = await fn(client);
    if (!readOnly) await client.query('COMMIT');
    done = !readOnly;
    return out;
  } finally {
    // Rolled back when `fn` failed, and always when it only read. A ROLLBACK fails only when the
    // connection is gone (Postgres has rolled back then); the caller needs the error that failed
    // the transaction, not this one, and the client is dropped from the pool instead of lent again.
    if (!done) await client.query('ROLLBACK').catch((e: Error) => { broken = e; });
    client.release(broken);
  }
}

/** Which destination a job is for: forwarding jobs of the CMS carry only the lead (as older builds' do). */
export const jobData = (destination: Destination, leadId: number): LeadJobData => (destination === 'cms' ? { leadId } : { leadId, destination });

/**
 * The dead letter's waiting jobs with their leads, by lead id. pg-boss 10 cannot list a queue
 * without taking its jobs: fetch() takes them inside a transaction that is then rolled back,
 * which leaves every job as it was (nothing works the dead letter, so nobody waits on the locks).
 */
export async function deadLetters(pool: Pool, boss: PgBoss): Promise<DeadLetter[]> {
  return transaction(pool, async (client) => {
    const jobs: PgBoss.Job<LeadJobData>[] = [];
    for (;;) {
      const batch = await boss.fetch<LeadJobData>(DEAD_LETTER, { batchSize: 1000, ignoreStartAfter: true, db: bossDb(client) });
      jobs.push(...batch);
      if (batch.length < 1000) break;
    }
    // In the same transaction: fetch() returns [] on an error, and this read then throws it.
    const leads = new Map((await readLeads(client, jobs.map((j) => Number(j.data.leadId)))).map((l) => [Number(l.id), l]));
    return jobs.flatMap((job): DeadLetter[] => {
      const destination = job.data.destination ?? 'cms';
      const lead = leads.get(Number(job.data.leadId));
      if (!lead || !isDestination(destination)) return [];
      const c = DESTINATIONS[destination];
      const lastError = lead[c.error];
      return [{
        jobId: job.id, destination, id: Number(lead.id), path: lead.path, createdAt: lead.created_at,
        email: emailOf(lead.body), attempts: Number(lead[c.attempts] ?? 0), lastError: typeof lastError === 'string' ? lastError : null,
      }];
    }).sort((a, b) => a.id - b.id);
  }, { readOnly: true });
}

/**
 * Back into their destination's queue: each taken off the dead letter, reset and queued again in
 * one transaction, so never lost and never twice (a job another redrive took first is skipped).
 */
export async function redrive(pool: Pool, boss: PgBoss, selected: Pick<DeadLetter, 'jobId' | 'id' | 'destination'>[]): Promise<number> {
  let n = 0;
  for (const r of selected) {
    await transaction(pool, async (client) => {
      const db = bossDb(client);
      // pg-boss 10's types say void; the call answers how many jobs it deleted (10.4.2: manager.js deleteJob).
      const deleted: unknown = await boss.deleteJob(DEAD_LETTER, r.jobId, { db });
      if (!hasAffected(deleted) || deleted.affected !== 1) return;
      await markRedriven(client, r.destination, r.id);
      await boss.send(DESTINATIONS[r.destination].queue, jobData(r.destination, r.id), { db });
      n++;
    });
  }
  return n;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
const hasAffected = (x: unknown): x is { affected: unknown } => isObject(x) && 'affected' in x;
/** The email a stored body carries (`data.email`), to recognise a dead letter by. */
function emailOf(body: unknown): string | null {
  const data = isObject(body) && isObject(body.data) ? body.data : {};
  return typeof data.email === 'string' ? data.email : null;
}
