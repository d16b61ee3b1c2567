// The lead queue's SQL, all of it: the lead table whose name and columns queue.json gives, and
// the one statement on pg-boss's job table that pg-boss has no call for. pg-boss's jobs are
// otherwise moved through its API only. CommonJS because the operator commands
// (scripts/leads-*.mjs, plain Node) run these same statements as the site (queue.ts).
const names = require('./queue.json');

/** @typedef {import('pg').Pool} Pool */
/** @typedef {import('pg').Pool | import('pg').PoolClient} Db */
/** @typedef {keyof typeof names.destinations} Destination */
/** @typedef {{ leadId: number, destination?: string }} LeadJobData */

const TABLE = names.table;
const DESTINATIONS = names.destinations;
const DEAD_LETTER = names.deadLetterQueue;

// Several instances start together: one advisory lock serialises the CREATEs.
const MIGRATION = `
  SELECT pg_advisory_xact_lock(727001);
  CREATE SCHEMA IF NOT EXISTS ${names.schema};
  CREATE TABLE IF NOT EXISTS ${TABLE} (
    id bigserial PRIMARY KEY,
    idempotency_key text NOT NULL UNIQUE,
    path text NOT NULL,
    body jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    attempts integer NOT NULL DEFAULT 0,
    last_error text,
    forwarded_at timestamptz,
    dead_at timestamptz
  );
  CREATE INDEX IF NOT EXISTS lead_pending ON ${TABLE} (created_at) WHERE forwarded_at IS NULL AND dead_at IS NULL;
  ALTER TABLE ${TABLE}
    ADD COLUMN IF NOT EXISTS webhook_at timestamptz,
    ADD COLUMN IF NOT EXISTS webhook_attempts integer NOT NULL DEFAULT 0,
    ADD COLUMN IF NOT EXISTS webhook_error text,
    ADD COLUMN IF NOT EXISTS webhook_dead_at timestamptz,
    ADD COLUMN IF NOT EXISTS purged_at timestamptz;
  CREATE INDEX IF NOT EXISTS lead_unpurged ON ${TABLE} (forwarded_at) WHERE purged_at IS NULL;
  ALTER TABLE ${TABLE}
    ADD COLUMN IF NOT EXISTS google_at timestamptz,
    ADD COLUMN IF NOT EXISTS google_attempts integer NOT NULL DEFAULT 0,
    ADD COLUMN IF NOT EXISTS google_error text,
    ADD COLUMN IF NOT EXISTS google_dead_at timestamptz,
    ADD COLUMN IF NOT EXISTS meta_at timestamptz,
    ADD COLUMN IF NOT EXISTS meta_attempts integer NOT NULL DEFAULT 0,
    ADD COLUMN IF NOT EXISTS meta_error text,
    ADD COLUMN IF NOT EXISTS meta_dead_at timestamptz,
    ADD COLUMN IF NOT EXISTS ack_at timestamptz, ADD COLUMN IF NOT EXISTS ack_attempts integer NOT NULL DEFAULT 0,
    ADD COLUMN IF NOT EXISTS ack_error text, ADD COLUMN IF NOT EXISTS ack_dead_at timestamptz,
    ADD COLUMN IF NOT EXISTS alert_at timestamptz, ADD COLUMN IF NOT EXISTS alert_attempts integer NOT NULL DEFAULT 0,
    ADD COLUMN IF NOT EXISTS alert_error text, ADD COLUMN IF NOT EXISTS alert_dead_at timestamptz;
`;

/** Creates the table (idempotent; safe from many instances at once). @param {Db} db */
async function migrate(db) {
  await db.query(MIGRATION);
}

/** @param {Db} db @param {string} key @returns {Promise<number | undefined>} */
async function leadIdByKey(db, key) {
  const { rows } = await db.query(`SELECT id FROM ${TABLE} WHERE idempotency_key = $1`, [key]);
  return rows[0] ? Number(rows[0].id) : undefined;
}

/**
 * The new lead's id, or null when its key is stored already.
 * @param {Db} db
 * @param {string} key
 * @param {string} path
 * @param {unknown} body
 */
async function insertLead(db, key, path, body) {
  const { rows } = await db.query(
    `INSERT INTO ${TABLE} (idempotency_key, path, body) VALUES ($1, $2, $3) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [key, path, JSON.stringify(body)],
  );
  return rows.length ? Number(rows[0].id) : null;
}

/** Whole rows, as the table holds them. @param {Db} db @param {number[]} ids @returns {Promise<Record<string, unknown>[]>} */
async function readLeads(db, ids) {
  const { rows } = await db.query(`SELECT * FROM ${TABLE} WHERE id = ANY($1::bigint[])`, [ids]);
  return rows;
}

/**
 * Delivered to a destination, in one statement.
 * @param {Db} db
 * @param {Destination} destination
 * @param {{ id: number, attempts: number }[]} leads
 */
async function markDelivered(db, destination, leads) {
  const c = DESTINATIONS[destination];
  await db.query(
    `UPDATE ${TABLE} AS l SET ${c.delivered} = now(), ${c.attempts} = v.attempts, ${c.error} = NULL
     FROM unnest($1::bigint[], $2::int[]) AS v(id, attempts) WHERE l.id = v.id`,
    [leads.map((l) => l.id), leads.map((l) => l.attempts)],
  );
}

/**
 * A failed attempt: its count and error, and when it was given up if it was the last.
 * @param {Db} db
 * @param {Destination} destination
 * @param {number} leadId
 * @param {number} attempt
 * @param {string} error
 * @param {boolean} last
 */
async function markFailed(db, destination, leadId, attempt, error, last) {
  const c = DESTINATIONS[destination];
  await db.query(
    `UPDATE ${TABLE} SET ${c.attempts} = $2, ${c.error} = $3${last ? `, ${c.dead} = now()` : ''} WHERE id = $1`,
    [leadId, attempt, error.slice(0, 500)],
  );
}

/**
 * Redriven: no longer dead for the destination, attempts counted afresh.
 * @param {Db} db
 * @param {Destination} destination
 * @param {number} leadId
 */
async function markRedriven(db, destination, leadId) {
  const c = DESTINATIONS[destination];
  await db.query(`UPDATE ${TABLE} SET ${c.dead} = NULL, ${c.attempts} = 0 WHERE id = $1`, [leadId]);
}

/**
 * DPDP retention: the body and errors (a refusal can quote a field) of leads the CMS confirmed
 * more than `days` ago. @param {Db} db @param {number} days @returns {Promise<number>}
 */
async function purgeExpired(db, days) {
  const c = Object.values(DESTINATIONS);
  const { rowCount } = await db.query(
    `UPDATE ${TABLE} SET body = '{}'::jsonb, purged_at = now(), ${c.map((d) => `${d.error} = NULL`).join(', ')}
      WHERE purged_at IS NULL AND forwarded_at < now() - make_interval(days => $1)`,
    [days],
  );
  return rowCount ?? 0;
}

/**
 * One person's leads, by email or by the digits of a phone (with or without the country code:
 * '9876543210' finds '+91-98765-43210'). @param {Db} db @param {{ email: string, digits: string }} who
 */
async function eraseLeads(db, { email, digits }) {
  const { rowCount } = await db.query(
    `DELETE FROM ${TABLE}
      WHERE ($1 <> '' AND lower(body->'data'->>'email') = lower($1))
         OR ($2 <> '' AND regexp_replace(coalesce(body->'data'->>'mobileNumber', ''), '\\D', '', 'g') LIKE '%' || $2)`,
    [email, digits],
  );
  return rowCount ?? 0;
}

/**
 * A withdrawal names a phone with or without its country code, so it matches the end of a lead's
 * number; a few digits would match strangers' numbers too (a national mobile number has 8-10).
 */
const WITHDRAW_MIN_DIGITS = 8;

/**
 * Issue 33: of `ids`, the leads whose person withdrew consent after the lead (a data request of type
 * withdraw with its email, or the end of its phone's digits, at least WITHDRAW_MIN_DIGITS of them): given up for `destination` with the
 * error 'consent withdrawn', in one statement; their ids. @param {Db} db @param {Destination} destination
 * @param {number[]} ids @param {string} dataRequestPath @returns {Promise<number[]>}
 */
async function markWithdrawn(db, destination, ids, dataRequestPath) {
  const c = DESTINATIONS[destination];
  const { rows } = await db.query(
    `UPDATE ${TABLE} AS l SET ${c.dead} = now(), ${c.error} = 'consent withdrawn'
      WHERE l.id = ANY($1::bigint[]) AND EXISTS (
        SELECT 1 FROM ${TABLE} AS r
         WHERE r.path = $2 AND r.body->'data'->>'requestType' = 'withdraw' AND r.created_at >= l.created_at
           AND ((coalesce(r.body->'data'->>'email', '') <> '' AND lower(r.body->'data'->>'email') = lower(l.body->'data'->>'email'))
             OR (length(regexp_replace(coalesce(r.body->'data'->>'mobileNumber', ''), '\\D', '', 'g')) >= $3
                 AND regexp_replace(coalesce(l.body->'data'->>'mobileNumber', ''), '\\D', '', 'g')
                     LIKE '%' || regexp_replace(r.body->'data'->>'mobileNumber', '\\D', '', 'g'))))
      RETURNING l.id`,
    [ids, dataRequestPath, WITHDRAW_MIN_DIGITS],
  );
  return rows.map((r) => Number(r.id));
}

/** Leads the CMS has not confirmed, and the age of the oldest. @param {Db} db */
async function pendingLeads(db) {
  const { rows } = await db.query(`SELECT COUNT(*)::int AS n, EXTRACT(EPOCH FROM now() - MIN(created_at))::float AS age
    FROM ${TABLE} WHERE forwarded_at IS NULL AND dead_at IS NULL`);
  const age = /** @type {number | null} */ (rows[0].age);
  return { pending: /** @type {number} */ (rows[0].n), oldestPendingSeconds: age === null ? null : Math.round(age) };
}

/** @param {Db} db @returns {Promise<{ pending: number, forwarded: number }>} */
async function leadCounts(db) {
  const { rows } = await db.query(`SELECT COUNT(*) FILTER (WHERE forwarded_at IS NULL AND dead_at IS NULL)::int AS pending,
    COUNT(*) FILTER (WHERE forwarded_at IS NOT NULL)::int AS forwarded FROM ${TABLE}`);
  return rows[0];
}

/**
 * Makes every waiting retry of a queue due now. Backoff grows to hours, and a destination that is
 * back should not wait for it; pg-boss 10 has no call for this (retry() and resume() take failed
 * and cancelled jobs, and keep start_after), so this is the one write to its job table.
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

module.exports = {
  names, migrate, leadIdByKey, insertLead, readLeads, markDelivered, markFailed, markWithdrawn, purgeExpired, eraseLeads,
  pendingLeads, leadCounts, makeRetriesDue, bossDb, transaction, oneAtATime, jobData, deadLetters, redrive,
};
