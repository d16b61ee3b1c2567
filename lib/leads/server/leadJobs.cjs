// The lead queue's jobs: transactions that hold a lead row and its pg-boss jobs together, the
// dead letter's listing and redrive, and the one statement on pg-boss's job table that pg-boss has
// no call for. pg-boss's jobs are otherwise moved through its API only. CommonJS, shared with the
// operator commands (scripts/leads-*.mjs) like leadStore.cjs.
const names = require('./queue.json');
const { readLeads, markRedriven } = require('./leadStore.cjs');

/** @typedef {import('pg').Pool} Pool */
/** @typedef {import('pg').Pool | import('pg').PoolClient} Db */
/** @typedef {keyof typeof names.destinations} Destination */
/** @typedef {{ leadId: number, destination?: string }} LeadJobData */

const DESTINATIONS = names.destinations;
const DEAD_LETTER = names.deadLetterQueue;

/**
 * Makes every waiting retry of a queue due now. Backoff grows to hours, and a destination that is
 * back should not wait for it; pg-boss 10 has no call for this (retry() and resume() take failed
 * and cancelled jobs, and keep start_after: 10.4.2's retryJobs SQL ends `AND state = 'failed'`),
 * so this is the one write to its job table. What it buys: a lead whose destination was down
 * reaches it when "retry now" is pressed, not after its backoff (retryDelay·2^n, hours by then).
 * @param {Db} db @param {string} queue @returns {Promise<number>}
 */
async function makeRetriesDue(db, queue) {
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
 * @template T
 * @param {Pool} pool
 * @param {() => Promise<T>} fn
 * @returns {Promise<T>}
 */
async function oneAtATime(pool, fn) {
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

/** pg-boss's `db` option: its statements run on the caller's transaction. @param {import('pg').PoolClient} client */
const bossDb = (client) => ({ executeSql: (/** @type {string} */ text, /** @type {unknown[]} */ values) => client.query(text, values) });

/**
 * BEGIN … COMMIT on one client of the pool; the error that failed it is the one thrown.
 * `readOnly`: always rolled back (a read that has to take locks to see, as pg-boss's fetch does).
 * @template T
 * @param {Pool} pool
 * @param {(client: import('pg').PoolClient) => Promise<T>} fn
 * @param {{ readOnly?: boolean }} [options]
 * @returns {Promise<T>}
 */
async function transaction(pool, fn, { readOnly = false } = {}) {
  const client = await pool.connect();
  /** @type {Error | undefined} */
  let broken;
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
    if (!done) await client.query('ROLLBACK').catch((e) => { broken = e; });
    client.release(broken);
  }
}

/**
 * Which destination a job is for: forwarding jobs of the CMS carry only the lead (as older builds' do).
 * @param {Destination} destination
 * @param {number} leadId
 * @returns {LeadJobData}
 */
const jobData = (destination, leadId) => (destination === 'cms' ? { leadId } : { leadId, destination });
/** @param {LeadJobData} data */
const jobDestination = (data) => data.destination ?? 'cms';

/**
 * The dead letter's waiting jobs with their leads, by lead id. pg-boss 10 cannot list a queue
 * without taking its jobs: fetch() takes them inside a transaction that is then rolled back,
 * which leaves every job as it was (nothing works the dead letter, so nobody waits on the locks).
 * @param {Pool} pool @param {import('pg-boss')} boss
 */
async function deadLetters(pool, boss) {
  return transaction(pool, async (client) => {
    const jobs = [];
    for (let batch; !batch || batch.length === 1000;) {
      const fetched = await boss.fetch(DEAD_LETTER, { batchSize: 1000, ignoreStartAfter: true, db: bossDb(client) });
      batch = /** @type {import('pg-boss').Job<LeadJobData>[]} */ (fetched);
      jobs.push(...batch);
    }
    // In the same transaction: fetch() returns [] on an error, and this read then throws it.
    const leads = new Map((await readLeads(client, jobs.map((j) => Number(j.data.leadId)))).map((l) => [Number(l.id), l]));
    return jobs.flatMap((job) => {
      const destination = jobDestination(job.data);
      const lead = leads.get(Number(job.data.leadId));
      if (!lead || !(destination in DESTINATIONS)) return [];
      const c = DESTINATIONS[/** @type {Destination} */ (destination)];
      return [{
        jobId: job.id, destination: /** @type {Destination} */ (destination), id: Number(lead.id), path: String(lead.path),
        createdAt: /** @type {Date} */ (lead.created_at),
        email: /** @type {{ data?: { email?: string } }} */ (lead.body).data?.email ?? null,
        attempts: Number(lead[c.attempts] ?? 0), lastError: /** @type {string | null} */ (lead[c.error] ?? null),
      }];
    }).sort((a, b) => a.id - b.id);
  }, { readOnly: true });
}

/**
 * Back into their destination's queue: each taken off the dead letter, reset and queued again in
 * one transaction, so never lost and never twice (a job another redrive took first is skipped).
 * @param {Pool} pool @param {import('pg-boss')} boss @param {{ jobId: string, id: number, destination: Destination }[]} selected
 */
async function redrive(pool, boss, selected) {
  let n = 0;
  for (const r of selected) {
    await transaction(pool, async (client) => {
      const db = bossDb(client);
      // pg-boss 10's types say void; the call answers how many jobs it deleted.
      const deleted = /** @type {unknown} */ (await boss.deleteJob(DEAD_LETTER, r.jobId, { db }));
      const gone = /** @type {{ affected: number } | undefined} */ (deleted);
      if (gone?.affected !== 1) return;
      await markRedriven(client, r.destination, r.id);
      await boss.send(DESTINATIONS[r.destination].queue, jobData(r.destination, r.id), { db });
      n++;
    });
  }
  return n;
}

module.exports = { makeRetriesDue, bossDb, transaction, oneAtATime, jobData, deadLetters, redrive };
