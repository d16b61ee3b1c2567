// The lead table's SQL, all of it: the table whose name and columns queue.json gives. What moves
// pg-boss's jobs (transactions, the dead letter, redrive) is leadJobs.ts. Apart from queue.ts so
// that the operator commands (scripts/leads-*.ts, run with tsx) run these same statements as the site.
import type { ClientBase, Pool } from 'pg';
import names from './queue.json';
import * as person from '../../../shared/person.cjs';

/** A pool, one of its clients (inside a transaction) or a client of its own (the restore). */
export type Db = Pool | ClientBase;
/** Where a lead goes: each destination has its pg-boss queue and its columns on the lead row. */
export type Destination = keyof typeof names.destinations;
/** A lead row as the table holds it: the columns read by name, and each destination's (queue.json). */
export interface StoredLead {
  id: string; idempotency_key: string; path: string; body: unknown; created_at: Date;
  [column: string]: unknown;
}
/** A stored lead's facts besides its body: hashes of its person, why it is held, the repeat window. */
export interface LeadFacts { emailHash?: string | null; phoneHash?: string | null; heldReason?: string | null; repeatDays?: number }

const TABLE = names.table;
/** The mailer's counters (claimAck): not leads, so not on the lead table. */
const QUOTA = `${names.schema}.mail_quota`;
const DESTINATIONS = names.destinations;

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
  CREATE INDEX IF NOT EXISTS lead_unpurged_dead ON ${TABLE} (dead_at) WHERE purged_at IS NULL AND dead_at IS NOT NULL;
  ALTER TABLE ${TABLE}
    ADD COLUMN IF NOT EXISTS google_at timestamptz,
    ADD COLUMN IF NOT EXISTS google_attempts integer NOT NULL DEFAULT 0,
    ADD COLUMN IF NOT EXISTS google_error text,
    ADD COLUMN IF NOT EXISTS google_dead_at timestamptz,
    ADD COLUMN IF NOT EXISTS meta_at timestamptz,
    ADD COLUMN IF NOT EXISTS meta_attempts integer NOT NULL DEFAULT 0,
    ADD COLUMN IF NOT EXISTS meta_error text,
    ADD COLUMN IF NOT EXISTS meta_dead_at timestamptz;
  ALTER TABLE ${TABLE}
    ADD COLUMN IF NOT EXISTS held_reason text,
    ADD COLUMN IF NOT EXISTS released_at timestamptz,
    ADD COLUMN IF NOT EXISTS email_hash text,
    ADD COLUMN IF NOT EXISTS phone_hash text,
    ADD COLUMN IF NOT EXISTS repeat_of bigint,
    ADD COLUMN IF NOT EXISTS confirmed_at timestamptz,
    ADD COLUMN IF NOT EXISTS confirm_at timestamptz,
    ADD COLUMN IF NOT EXISTS confirm_attempts integer NOT NULL DEFAULT 0,
    ADD COLUMN IF NOT EXISTS confirm_error text,
    ADD COLUMN IF NOT EXISTS confirm_dead_at timestamptz;
  CREATE INDEX IF NOT EXISTS lead_email_hash ON ${TABLE} (email_hash, created_at) WHERE email_hash IS NOT NULL;
  CREATE INDEX IF NOT EXISTS lead_phone_hash ON ${TABLE} (phone_hash, created_at) WHERE phone_hash IS NOT NULL;
  ALTER TABLE ${TABLE}
    ADD COLUMN IF NOT EXISTS ack_at timestamptz, ADD COLUMN IF NOT EXISTS ack_attempts integer NOT NULL DEFAULT 0,
    ADD COLUMN IF NOT EXISTS ack_error text, ADD COLUMN IF NOT EXISTS ack_dead_at timestamptz,
    ADD COLUMN IF NOT EXISTS alert_at timestamptz, ADD COLUMN IF NOT EXISTS alert_attempts integer NOT NULL DEFAULT 0,
    ADD COLUMN IF NOT EXISTS alert_error text, ADD COLUMN IF NOT EXISTS alert_dead_at timestamptz;
  CREATE TABLE IF NOT EXISTS ${QUOTA} (bucket text PRIMARY KEY, lead_id bigint, sent integer NOT NULL DEFAULT 1, until timestamptz NOT NULL);
  CREATE INDEX IF NOT EXISTS mail_quota_until ON ${QUOTA} (until);
`;

/**
 * The earliest lead of the same email ($4) or phone ($5) within $7 days: one look into each hash's
 * index, in created_at order, so it reads two rows however many leads share a number. Written as
 * one OR filter ordered by id, Postgres walked the primary key instead: 19 ms and 28,016 rows read
 * per insert on a table of 45,611 leads that shared one test number, which at 200 leads/s kept
 * Postgres on both cores (accept p50 11.5 s; bench/RESULTS.md, issue 32).
 */
export const REPEAT_OF = `SELECT id FROM (
    (SELECT id, created_at FROM ${TABLE} WHERE email_hash = $4 AND created_at > now() - make_interval(days => $7) ORDER BY created_at LIMIT 1)
    UNION ALL
    (SELECT id, created_at FROM ${TABLE} WHERE phone_hash = $5 AND created_at > now() - make_interval(days => $7) ORDER BY created_at LIMIT 1)
  ) AS earliest ORDER BY created_at, id LIMIT 1`;

/** Creates the table (idempotent; safe from many instances at once). */
export async function migrate(db: Db): Promise<void> {
  await db.query(MIGRATION);
}

export async function leadIdByKey(db: Db, key: string): Promise<number | undefined> {
  const { rows } = await db.query<{ id: string }>(`SELECT id FROM ${TABLE} WHERE idempotency_key = $1`, [key]);
  return rows[0] ? Number(rows[0].id) : undefined;
}

/**
 * The new lead's id, or null when its key is stored already. `facts`: hashes of its normalised
 * email and phone (issue 35): the earliest lead with either within `repeatDays` is the one it
 * repeats. `heldReason`: kept from sales until released.
 */
export async function insertLead(db: Db, key: string, path: string, body: unknown, facts: LeadFacts = {}): Promise<number | null> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO ${TABLE} (idempotency_key, path, body, email_hash, phone_hash, held_reason, repeat_of)
     VALUES ($1, $2, $3, $4, $5, $6, (${REPEAT_OF}))
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [key, path, JSON.stringify(body), facts.emailHash ?? null, facts.phoneHash ?? null, facts.heldReason ?? null, facts.repeatDays ?? 30],
  );
  return rows.length ? Number(rows[0].id) : null;
}

/** Whole rows, as the table holds them, with the key of the lead each repeats (repeat_of_key). */
export async function readLeads(db: Db, ids: number[]): Promise<StoredLead[]> {
  const { rows } = await db.query<StoredLead>(
    `SELECT l.*, r.idempotency_key AS repeat_of_key FROM ${TABLE} AS l LEFT JOIN ${TABLE} AS r ON r.id = l.repeat_of WHERE l.id = ANY($1::bigint[])`,
    [ids],
  );
  return rows;
}

/** A held lead released to sales, once: its row, or null when it is not held or already released. */
export async function releaseLead(db: Db, key: string): Promise<StoredLead | null> {
  const { rows } = await db.query<StoredLead>(
    `UPDATE ${TABLE} SET released_at = now() WHERE idempotency_key = $1 AND held_reason IS NOT NULL AND released_at IS NULL RETURNING *`,
    [key],
  );
  return rows[0] ?? null;
}

/** The person confirmed the lead by its mailed link, once: its row, or null when it is gone or confirmed already. */
export async function confirmLead(db: Db, id: number): Promise<StoredLead | null> {
  const { rows } = await db.query<StoredLead>(`UPDATE ${TABLE} SET confirmed_at = now() WHERE id = $1 AND confirmed_at IS NULL AND purged_at IS NULL RETURNING *`, [id]);
  return rows[0] ?? null;
}

/** Delivered to a destination, in one statement. */
export async function markDelivered(db: Db, destination: Destination, leads: { id: number; attempts: number }[]): Promise<void> {
  const c = DESTINATIONS[destination];
  await db.query(
    `UPDATE ${TABLE} AS l SET ${c.delivered} = now(), ${c.attempts} = v.attempts, ${c.error} = NULL
     FROM unnest($1::bigint[], $2::int[]) AS v(id, attempts) WHERE l.id = v.id`,
    [leads.map((l) => l.id), leads.map((l) => l.attempts)],
  );
}

/** A failed attempt: its count and error, and when it was given up if it was the last. */
export async function markFailed(
  db: Db, destination: Destination, leadId: number, attempt: number, error: string, last: boolean,
): Promise<void> {
  const c = DESTINATIONS[destination];
  await db.query(
    `UPDATE ${TABLE} SET ${c.attempts} = $2, ${c.error} = $3${last ? `, ${c.dead} = now()` : ''} WHERE id = $1`,
    [leadId, attempt, error.slice(0, 500)],
  );
}

/** Redriven: no longer dead for the destination, attempts counted afresh. */
export async function markRedriven(db: Db, destination: Destination, leadId: number): Promise<void> {
  const c = DESTINATIONS[destination];
  await db.query(`UPDATE ${TABLE} SET ${c.dead} = NULL, ${c.attempts} = 0 WHERE id = $1`, [leadId]);
}

/**
 * DPDP retention: the body and errors (a refusal can quote a field) of leads the CMS confirmed,
 * or refused or gave up on (dead for the CMS: the operator had the period to redrive them; issue
 * 36.4), more than `days` ago.
 */
export async function purgeExpired(db: Db, days: number): Promise<number> {
  const c = Object.values(DESTINATIONS);
  const { rowCount } = await db.query(
    `UPDATE ${TABLE} SET body = '{}'::jsonb, purged_at = now(), email_hash = NULL, phone_hash = NULL, ${c.map((d) => `${d.error} = NULL`).join(', ')}
      WHERE purged_at IS NULL AND (forwarded_at < now() - make_interval(days => $1) OR dead_at < now() - make_interval(days => $1))`,
    [days],
  );
  return rowCount ?? 0;
}

/**
 * One person's leads (issue 36.5): the email exactly (trimmed, lower case), the number exactly in
 * E.164 (shared/person.cjs: the same number written another way is the person; a stranger whose number
 * ends in the same digits is not). The database narrows by the number's last digits; the exact
 * comparison decides.
 */
export async function eraseLeads(db: Db, { email, phone }: { email?: string; phone?: string }): Promise<number> {
  const { rows } = await db.query<{ id: string; email: string | null; phone: string | null }>(
    `SELECT id, body->'data'->>'email' AS email, body->'data'->>'mobileNumber' AS phone FROM ${TABLE}
      WHERE ($1 <> '' AND lower(trim(body->'data'->>'email')) = $1)
         OR ($2 <> '' AND regexp_replace(coalesce(body->'data'->>'mobileNumber', ''), '\\D', '', 'g') LIKE '%' || $2)`,
    [email ?? '', phone ? person.lastDigits(phone) : ''],
  );
  const ids = rows.filter((r) => person.isPerson(r, { email, phone })).map((r) => r.id);
  if (!ids.length) return 0;
  const { rowCount } = await db.query(`DELETE FROM ${TABLE} WHERE id = ANY($1::bigint[])`, [ids]);
  return rowCount ?? 0;
}

/**
 * Of `ids`, the leads whose person withdrew consent after the lead: a data request of type withdraw
 * that its person confirmed by the mailed link, matched on what the link proved, the email (an
 * unconfirmed request, or its phone, is anyone's word). Given up for `destination` with the error
 * 'consent withdrawn', in one statement; their ids.
 */
export async function markWithdrawn(db: Db, destination: Destination, ids: number[], dataRequestPath: string): Promise<number[]> {
  const c = DESTINATIONS[destination];
  const { rows } = await db.query<{ id: string }>(
    `UPDATE ${TABLE} AS l SET ${c.dead} = now(), ${c.error} = 'consent withdrawn'
      WHERE l.id = ANY($1::bigint[]) AND EXISTS (
        SELECT 1 FROM ${TABLE} AS r
         WHERE r.path = $2 AND r.body->'data'->>'requestType' = 'withdraw' AND r.created_at >= l.created_at AND r.confirmed_at IS NOT NULL
           AND coalesce(r.body->'data'->>'email', '') <> '' AND lower(trim(r.body->'data'->>'email')) = lower(trim(l.body->'data'->>'email')))
      RETURNING l.id`,
    [ids, dataRequestPath],
  );
  return rows.map((r) => Number(r.id));
}

/** Leads the CMS has not confirmed, and the age of the oldest. */
export async function pendingLeads(db: Db): Promise<{ pending: number; oldestPendingSeconds: number | null }> {
  const { rows } = await db.query<{ n: number; age: number | null }>(`SELECT COUNT(*)::int AS n, EXTRACT(EPOCH FROM now() - MIN(created_at))::float AS age
    FROM ${TABLE} WHERE forwarded_at IS NULL AND dead_at IS NULL`);
  const { n, age } = rows[0];
  return { pending: n, oldestPendingSeconds: age === null ? null : Math.round(age) };
}

export async function leadCounts(db: Db): Promise<{ pending: number; forwarded: number }> {
  const { rows } = await db.query<{ pending: number; forwarded: number }>(`SELECT COUNT(*) FILTER (WHERE forwarded_at IS NULL AND dead_at IS NULL)::int AS pending,
    COUNT(*) FILTER (WHERE forwarded_at IS NOT NULL)::int AS forwarded FROM ${TABLE}`);
  return rows[0];
}

/**
 * The acknowledgements' limits (mail.ts ackQuota), claimed before one is sent: one a day per
 * address (`address`: the hash of its normalised email), and `perHour` for the whole site in each
 * clock hour. Each claim is an upsert under its row's lock, so two instances never both pass; the
 * address's row names the lead it went to, so that lead's retry passes again. A capped hour gives
 * the address back (rolled back).
 */
export async function claimAck(db: Pool, o: { address: string; leadId: number; perHour: number }): Promise<'send' | 'repeat' | 'capped'> {
  const client = await db.connect();
  let verdict: 'send' | 'repeat' | 'capped' = 'send';
  try {
    await client.query('BEGIN');
    const mine = await client.query(
      `INSERT INTO ${QUOTA} AS q (bucket, lead_id, until) VALUES ($1, $2, now() + interval '1 day')
       ON CONFLICT (bucket) DO UPDATE SET lead_id = EXCLUDED.lead_id, until = EXCLUDED.until WHERE q.until <= now() OR q.lead_id = EXCLUDED.lead_id
       RETURNING 1`,
      [`ack:${o.address}`, o.leadId],
    );
    if (!mine.rowCount) verdict = 'repeat';
    else {
      const hour = await client.query(
        `INSERT INTO ${QUOTA} AS q (bucket, until) VALUES ('ack-hour:' || date_trunc('hour', now()), date_trunc('hour', now()) + interval '1 hour')
         ON CONFLICT (bucket) DO UPDATE SET sent = q.sent + 1 WHERE q.sent < $1 RETURNING 1`,
        [o.perHour],
      );
      if (!hour.rowCount) verdict = 'capped';
      else await client.query(`DELETE FROM ${QUOTA} WHERE until < now()`);
    }
    await client.query(verdict === 'capped' ? 'ROLLBACK' : 'COMMIT');
    return verdict;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}
