// The durable lead store: one Postgres table holds each accepted lead under its unique
// idempotency key, and a pg-boss job asks a worker (any instance) to forward it. The row and
// its job are committed in ONE transaction before the visitor gets a 200, so a lead is
// never lost (committed) nor stored twice (unique key), whichever instance took it.
import { Pool, type PoolClient } from 'pg';
import PgBoss from 'pg-boss';
import names from './queue.json';

export const QUEUE = names.forwardQueue;
export const DEAD_LETTER = names.deadLetterQueue;

export interface RetryPolicy {
  /** Attempts in all (pg-boss retryLimit = attempts - 1). */
  maxAttempts: number;
  /** pg-boss retryDelay (seconds) with retryBackoff: delay·2^n, with jitter. */
  retryDelaySeconds: number;
}

export interface QueueStats {
  pending: number;
  dead: number;
  /** Age of the oldest lead not yet in the CMS (null when none waits). */
  oldestPendingSeconds: number | null;
}

export interface LeadRow { id: number; idempotencyKey: string; path: string; body: unknown; attempts: number; forwardedAt: Date | null; deadAt: Date | null }

/** Longest a worker may hold a job (a batch of 2 × concurrency, each within the 8 s CMS timeout). */
export const EXPIRE_SECONDS = 30;

type Db = { executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };
const inTx = (client: PoolClient): Db => ({ executeSql: (text, values) => client.query(text, values as unknown[]) });

// Several instances start together: one advisory lock serialises the CREATEs.
const MIGRATION = `
  SELECT pg_advisory_xact_lock(727001);
  CREATE SCHEMA IF NOT EXISTS ${names.schema};
  CREATE TABLE IF NOT EXISTS ${names.table} (
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
  CREATE INDEX IF NOT EXISTS lead_pending ON ${names.table} (created_at) WHERE forwarded_at IS NULL AND dead_at IS NULL;
`;

const toRow = (r: Record<string, unknown>): LeadRow => ({
  id: Number(r.id), idempotencyKey: String(r.idempotency_key), path: String(r.path), body: r.body,
  attempts: Number(r.attempts), forwardedAt: (r.forwarded_at as Date | null) ?? null, deadAt: (r.dead_at as Date | null) ?? null,
});

export class LeadQueue {
  readonly pool: Pool;
  readonly boss: PgBoss;
  private started: Promise<void> | null = null;

  constructor(readonly databaseUrl: string, readonly retry: RetryPolicy, poolSize = 10) {
    this.pool = new Pool({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: 5_000 });
    // An idle client's error (server restart) must not crash the process: the next query reconnects.
    this.pool.on('error', () => {});
    // Maintenance every 10 s: a job left active by a killed instance is retried within
    // EXPIRE_SECONDS + 10 s, not pg-boss's default 15 min + 2 min.
    this.boss = new PgBoss({ connectionString: databaseUrl, max: poolSize, schedule: false, maintenanceIntervalSeconds: 10 });
    this.boss.on('error', () => {});
  }

  /** Creates the table and queues (idempotent; safe from many instances at once). */
  start(): Promise<void> {
    this.started ??= (async () => {
      await this.pool.query(MIGRATION);
      await this.boss.start();
      const policy = {
        retryLimit: Math.max(0, this.retry.maxAttempts - 1), retryDelay: this.retry.retryDelaySeconds, retryBackoff: true,
        expireInSeconds: EXPIRE_SECONDS, deadLetter: DEAD_LETTER,
      };
      // Dead letters wait for the operator (scripts/leads-dead-letter.mjs); nothing works that queue.
      await this.boss.createQueue(DEAD_LETTER, { name: DEAD_LETTER, retentionDays: 365 } as PgBoss.Queue);
      await this.boss.createQueue(QUEUE, { name: QUEUE, ...policy });
      await this.boss.updateQueue(QUEUE, { name: QUEUE, ...policy });
    })().catch((err) => { this.started = null; throw err; });
    return this.started;
  }

  async byKey(key: string): Promise<{ id: number } | undefined> {
    await this.start();
    const { rows } = await this.pool.query('SELECT id FROM leads.lead WHERE idempotency_key = $1', [key]);
    return rows[0] ? { id: Number(rows[0].id) } : undefined;
  }

  /** Commits the lead and its forwarding job together; a second call with the key is a duplicate. */
  async insert(key: string, cmsPath: string, body: unknown): Promise<{ id: number; duplicate: boolean }> {
    await this.start();
    return this.transaction(async (client) => {
      const inserted = await client.query(
        'INSERT INTO leads.lead (idempotency_key, path, body) VALUES ($1, $2, $3) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id',
        [key, cmsPath, JSON.stringify(body)],
      );
      if (!inserted.rows.length) {
        const { rows } = await client.query('SELECT id FROM leads.lead WHERE idempotency_key = $1', [key]);
        return { id: Number(rows[0]?.id ?? 0), duplicate: true };
      }
      const id = Number(inserted.rows[0].id);
      await this.enqueue(id, client);
      return { id, duplicate: false };
    });
  }

  /** A forwarding job for a stored lead, inside the caller's transaction. */
  async enqueue(leadId: number, client: PoolClient): Promise<void> {
    await this.boss.send(QUEUE, { leadId }, {
      db: inTx(client) as PgBoss.Db,
      retryLimit: Math.max(0, this.retry.maxAttempts - 1), retryDelay: this.retry.retryDelaySeconds, retryBackoff: true,
      expireInSeconds: EXPIRE_SECONDS, deadLetter: DEAD_LETTER,
    });
  }

  async leads(ids: number[]): Promise<Map<number, LeadRow>> {
    const { rows } = await this.pool.query('SELECT * FROM leads.lead WHERE id = ANY($1::bigint[])', [ids]);
    return new Map(rows.map((r) => [Number(r.id), toRow(r)]));
  }

  /** Marks leads as in the CMS, in one statement. */
  async markForwarded(leads: { id: number; attempts: number }[]): Promise<void> {
    await this.pool.query(
      `UPDATE leads.lead AS l SET forwarded_at = now(), attempts = v.attempts, last_error = NULL
       FROM unnest($1::bigint[], $2::int[]) AS v(id, attempts) WHERE l.id = v.id`,
      [leads.map((l) => l.id), leads.map((l) => l.attempts)],
    );
  }

  async transaction<T>(fn: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const out = await fn(client);
      await client.query('COMMIT');
      return out;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  }

  async stats(): Promise<QueueStats> {
    await this.start();
    const [pending, dead] = await Promise.all([
      this.pool.query(`SELECT COUNT(*)::int AS n, EXTRACT(EPOCH FROM now() - MIN(created_at))::float AS age
        FROM leads.lead WHERE forwarded_at IS NULL AND dead_at IS NULL`),
      this.boss.getQueueSize(DEAD_LETTER),
    ]);
    const age = pending.rows[0].age as number | null;
    return { pending: pending.rows[0].n, dead, oldestPendingSeconds: age === null ? null : Math.round(age) };
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, close: true, wait: true, timeout: 10_000 }).catch(() => {});
    await this.pool.end().catch(() => {});
  }
}
