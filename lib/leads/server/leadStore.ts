// The lead table's SQL, all of it, and the transaction it runs in with the jobs (leadJobs.ts, queue.ts):
// the table whose name queue.json gives. Where a lead stands with
// each destination is not here: that is its pg-boss job's (leadJobs.ts). Apart from queue.ts so
// that the operator commands (scripts/leads-*.ts, run with tsx) run these same statements as the site.
import path from 'node:path';
import type { ClientBase, Pool, PoolClient } from 'pg';
import { migrate as runMigrations } from 'postgres-migrations';
import names from './queue.json';
import * as person from '../../../shared/person.cjs';

/** A pool, one of its clients (inside a transaction) or a client of its own (the restore). */
export type Db = Pool | ClientBase;
/** Where a lead goes: each destination has its pg-boss queue (queue.json). */
export type Destination = keyof typeof names.destinations;
/** A lead row as the table holds it, with the key of the lead it repeats. */
export interface StoredLead {
  id: string; idempotency_key: string; path: string; body: unknown; created_at: Date;
  held_reason: string | null; released_at: Date | null; confirmed_at: Date | null; purged_at: Date | null;
  email_hash?: string | null; repeat_of_key?: string | null;
}
/** A stored lead's facts besides its body: hashes of its person, why it is held, the repeat window. */
export interface LeadFacts { emailHash?: string | null; phoneHash?: string | null; heldReason?: string | null; repeatDays?: number }

const TABLE = names.table;
/** The mailer's counters (claimAck): not leads, so not on the lead table (migration 3). */
const QUOTA = `${names.schema}.mail_quota`;
/**
 * The schema's numbered migrations, applied in order, each once (postgres-migrations records them
 * with their hash, so an applied file that changes is refused). The site and the commands run from
 * the repository's folder; a bundle has no folder of its own to find them by.
 */
const MIGRATIONS = path.join(process.cwd(), 'lib/leads/server/migrations');

/**
 * The earliest lead of the same email ($4) or phone ($5) within $7 days: one look into each hash's
 * index, in created_at order, so it reads two rows however many leads share a number. Written as
 * one OR filter ordered by id, Postgres walked the primary key instead: 19 ms and 28,016 rows read
 * per insert on a table of 45,611 leads that shared one test number, which at 200 leads/s kept
 * Postgres on both cores (accept p50 11.5 s; bench/RESULTS.md).
 */
export const REPEAT_OF = `SELECT id FROM (
    (SELECT id, created_at FROM ${TABLE} WHERE email_hash = $4 AND created_at > now() - make_interval(days => $7) ORDER BY created_at LIMIT 1)
    UNION ALL
    (SELECT id, created_at FROM ${TABLE} WHERE phone_hash = $5 AND created_at > now() - make_interval(days => $7) ORDER BY created_at LIMIT 1)
  ) AS earliest ORDER BY created_at, id LIMIT 1`;

/** Brings the schema up to the last migration (safe from many instances at once: an advisory lock). */
export async function migrate(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await runMigrations({ client }, MIGRATIONS);
  } finally {
    client.release();
  }
}

export async function leadIdByKey(db: Db, key: string): Promise<number | undefined> {
  const { rows } = await db.query<{ id: string }>(`SELECT id FROM ${TABLE} WHERE idempotency_key = $1`, [key]);
  return rows[0] ? Number(rows[0].id) : undefined;
}

/**
 * The new lead's id, or null when its key is stored already. `facts`: hashes of its normalised
 * email and phone: the earliest lead with either within `repeatDays` is the one it
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

/** A held lead released, once: its row, or null when it is not held or released already; `emailHash`: only of that email. */
export async function releaseLead(db: Db, key: string, emailHash?: string): Promise<StoredLead | null> {
  const { rows } = await db.query<StoredLead>(
    `UPDATE ${TABLE} SET released_at = now() WHERE idempotency_key = $1 AND held_reason IS NOT NULL AND released_at IS NULL AND ($2::text IS NULL OR email_hash = $2) RETURNING *`,
    [key, emailHash ?? null],
  );
  return rows[0] ?? null;
}

/** The person confirmed the lead by its mailed link, once: its row, or null when it is gone or confirmed already. */
export async function confirmLead(db: Db, id: number): Promise<StoredLead | null> {
  const { rows } = await db.query<StoredLead>(`UPDATE ${TABLE} SET confirmed_at = now() WHERE id = $1 AND confirmed_at IS NULL AND purged_at IS NULL RETURNING *`, [id]);
  return rows[0] ?? null;
}

/**
 * DPDP retention: the body and person hashes of leads accepted more than `days` ago, except those
 * still waiting for the CMS (`waiting`: the site's copy is the only one). One the CMS refused or
 * gave up on goes too: the operator had the period to redrive it.
 */
export async function purgeExpired(db: Db, days: number, waiting: number[]): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE ${TABLE} SET body = '{}'::jsonb, purged_at = now(), email_hash = NULL, phone_hash = NULL
      WHERE purged_at IS NULL AND created_at < now() - make_interval(days => $1) AND NOT (id = ANY($2::bigint[]))`,
    [days, waiting],
  );
  return rowCount ?? 0;
}

/**
 * One person's leads: the email exactly (trimmed, lower case), the number exactly in
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
 * unconfirmed request, or its phone, is anyone's word). Their ids.
 */
export async function withdrawn(db: Db, ids: number[], dataRequestPath: string): Promise<number[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT l.id FROM ${TABLE} AS l
      WHERE l.id = ANY($1::bigint[]) AND EXISTS (
        SELECT 1 FROM ${TABLE} AS r
         WHERE r.path = $2 AND r.body->'data'->>'requestType' = 'withdraw' AND r.created_at >= l.created_at AND r.confirmed_at IS NOT NULL
           AND coalesce(r.body->'data'->>'email', '') <> '' AND lower(trim(r.body->'data'->>'email')) = lower(trim(l.body->'data'->>'email')))`,
    [ids, dataRequestPath],
  );
  return rows.map((r) => Number(r.id));
}

/**
 * The acknowledgements' limits (mail.ts ackQuota), claimed before one is sent: one a day per
 * address (`address`: the hash of its normalised email) and kind of mail, and `perHour` for the whole site in each
 * clock hour. Each claim is an upsert under its row's lock, so two instances never both pass; the
 * address's row names the lead it went to, so that lead's retry passes again. A capped hour gives
 * the address back (rolled back).
 */
export function claimAck(db: Pool, o: { address: string; kind: string; leadId: number; perHour: number }): Promise<'send' | 'repeat' | 'capped'> {
  return transaction(db, async (client) => {
    const mine = await client.query(
      `INSERT INTO ${QUOTA} AS q (bucket, lead_id, until) VALUES ($1, $2, now() + interval '1 day')
       ON CONFLICT (bucket) DO UPDATE SET lead_id = EXCLUDED.lead_id, until = EXCLUDED.until WHERE q.until <= now() OR q.lead_id = EXCLUDED.lead_id
       RETURNING 1`,
      [`ack:${o.kind}:${o.address}`, o.leadId],
    );
    if (!mine.rowCount) return 'repeat';
    const hour = await client.query(
      `INSERT INTO ${QUOTA} AS q (bucket, until) VALUES ('ack-hour:' || date_trunc('hour', now()), date_trunc('hour', now()) + interval '1 hour')
       ON CONFLICT (bucket) DO UPDATE SET sent = q.sent + 1 WHERE q.sent < $1 RETURNING 1`,
      [o.perHour],
    );
    if (!hour.rowCount) return 'capped';
    await client.query(`DELETE FROM ${QUOTA} WHERE until < now()`);
    return 'send';
  }, (verdict) => verdict === 'capped');
}

/**
 * BEGIN … COMMIT on one client of the pool; the error that failed it is the one thrown.
 * `rollBack`: whether what `fn` answered ends it rolled back instead (a rehearsal, a capped hour).
 */
export async function transaction<T>(
  pool: Pool, fn: (client: PoolClient) => Promise<T>, rollBack: (out: T) => boolean = () => false,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  let done = false;
  try {
    await client.query('BEGIN');
    const out = await fn(client);
    const commit = !rollBack(out);
    if (commit) await client.query('COMMIT');
    done = commit;
    return out;
  } finally {
    // Rolled back when `fn` failed, and when `rollBack` says so. A ROLLBACK fails only when the
    // connection is gone (Postgres has rolled back then); the caller needs the error that failed
    // the transaction, not this one, and the client is dropped from the pool instead of lent again.
    if (!done) await client.query('ROLLBACK').catch((e: Error) => { broken = e; });
    client.release(broken);
  }
}
