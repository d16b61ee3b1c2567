/** @jest-environment node */
// The lead table's numbered migrations (lib/leads/server/migrations, postgres-migrations) on a real
// Postgres: a database the site made before migrations were numbered moves forward with every lead
// whole, and ends with the same schema as a new one.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { LeadQueue } from '../../../lib/leads/server/queue';
import { startTestPostgres, type TestPostgres } from './postgres';

/** What postgres-migrations records: its own table's creation, then each numbered file of the folder. */
const MIGRATIONS = [{ id: 0, name: 'create-migrations-table' }, ...readdirSync(path.join(__dirname, '../../../lib/leads/server/migrations'))
  .map((f) => /^(\d+)_(.+)\.sql$/.exec(f)!).map(([, id, name]) => ({ id: Number(id), name })).sort((a, b) => a.id - b.id)];

jest.setTimeout(60_000);

/** The CREATE statements the site ran at every start before its schema had numbered migrations, as they were. */
const SCHEMA_BEFORE_MIGRATIONS = `
  CREATE SCHEMA IF NOT EXISTS leads;
  CREATE TABLE IF NOT EXISTS leads.lead (
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
  CREATE INDEX IF NOT EXISTS lead_pending ON leads.lead (created_at) WHERE forwarded_at IS NULL AND dead_at IS NULL;
  ALTER TABLE leads.lead
    ADD COLUMN IF NOT EXISTS webhook_at timestamptz,
    ADD COLUMN IF NOT EXISTS webhook_attempts integer NOT NULL DEFAULT 0,
    ADD COLUMN IF NOT EXISTS webhook_error text,
    ADD COLUMN IF NOT EXISTS webhook_dead_at timestamptz,
    ADD COLUMN IF NOT EXISTS purged_at timestamptz;
  CREATE INDEX IF NOT EXISTS lead_unpurged ON leads.lead (forwarded_at) WHERE purged_at IS NULL;
  CREATE INDEX IF NOT EXISTS lead_unpurged_dead ON leads.lead (dead_at) WHERE purged_at IS NULL AND dead_at IS NOT NULL;
  ALTER TABLE leads.lead
    ADD COLUMN IF NOT EXISTS google_at timestamptz,
    ADD COLUMN IF NOT EXISTS google_attempts integer NOT NULL DEFAULT 0,
    ADD COLUMN IF NOT EXISTS google_error text,
    ADD COLUMN IF NOT EXISTS google_dead_at timestamptz,
    ADD COLUMN IF NOT EXISTS meta_at timestamptz,
    ADD COLUMN IF NOT EXISTS meta_attempts integer NOT NULL DEFAULT 0,
    ADD COLUMN IF NOT EXISTS meta_error text,
    ADD COLUMN IF NOT EXISTS meta_dead_at timestamptz;
  ALTER TABLE leads.lead
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
  CREATE INDEX IF NOT EXISTS lead_email_hash ON leads.lead (email_hash, created_at) WHERE email_hash IS NOT NULL;
  CREATE INDEX IF NOT EXISTS lead_phone_hash ON leads.lead (phone_hash, created_at) WHERE phone_hash IS NOT NULL;
  ALTER TABLE leads.lead
    ADD COLUMN IF NOT EXISTS ack_at timestamptz, ADD COLUMN IF NOT EXISTS ack_attempts integer NOT NULL DEFAULT 0,
    ADD COLUMN IF NOT EXISTS ack_error text, ADD COLUMN IF NOT EXISTS ack_dead_at timestamptz,
    ADD COLUMN IF NOT EXISTS alert_at timestamptz, ADD COLUMN IF NOT EXISTS alert_attempts integer NOT NULL DEFAULT 0,
    ADD COLUMN IF NOT EXISTS alert_error text, ADD COLUMN IF NOT EXISTS alert_dead_at timestamptz;
`;

let pg: TestPostgres;
beforeAll(async () => { pg = await startTestPostgres('lead_migrations_test'); });
afterAll(async () => { await pg.stop(); });

async function withDatabase<T>(name: string, fn: (db: Client, url: string) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: pg.url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(pg.url);
  url.pathname = `/${name}`;
  const db = new Client({ connectionString: url.toString() });
  await db.connect();
  try {
    return await fn(db, url.toString());
  } finally {
    await db.end();
  }
}

const columns = async (db: Client) => (await db.query(
  "SELECT column_name, data_type, is_nullable FROM information_schema.columns WHERE table_schema = 'leads' AND table_name = 'lead' ORDER BY column_name",
)).rows;
const indexes = async (db: Client) => (await db.query("SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'leads' ORDER BY indexname")).rows;
/** Everything a lead is, besides where it stands with its destinations. */
const LEAD = 'id, idempotency_key, path, body, created_at, held_reason, released_at, email_hash, phone_hash, repeat_of, confirmed_at, purged_at';

async function startSite(url: string): Promise<void> {
  const queue = new LeadQueue(url, { maxAttempts: 3, retryDelaySeconds: 1 }, 2);
  try {
    await queue.start();
  } finally {
    await queue.stop();
  }
}

describe('lead table migrations', () => {
  it("moves a database made by the site before numbered migrations forward, every lead whole, to a new database's schema", async () => {
    const fresh = await withDatabase('lead_migrations_fresh', async (db, url) => {
      await startSite(url);
      return { columns: await columns(db), indexes: await indexes(db) };
    });

    await withDatabase('lead_migrations_old', async (db, url) => {
      await db.query(SCHEMA_BEFORE_MIGRATIONS);
      await db.query(`INSERT INTO leads.lead (idempotency_key, path, body, email_hash, phone_hash, held_reason, released_at, confirmed_at, forwarded_at, attempts, last_error)
        VALUES ('old-1', '/api/global-contact-form', '{"data":{"email":"asha@example.com"}}', 'e1', 'p1', 'captcha unchecked', now(), now(), now(), 2, 'CMS 503')`);
      await db.query(`INSERT INTO leads.lead (idempotency_key, path, body, repeat_of, purged_at, created_at, webhook_dead_at)
        VALUES ('old-2', '/api/download/courses', '{}', 1, now(), now() - interval '40 days', now())`);
      const before = (await db.query(`SELECT ${LEAD} FROM leads.lead ORDER BY id`)).rows;

      await startSite(url);
      expect((await db.query(`SELECT ${LEAD} FROM leads.lead ORDER BY id`)).rows).toEqual(before);
      expect(await columns(db)).toEqual(fresh.columns);
      expect(await indexes(db)).toEqual(fresh.indexes);
      const applied = async () => (await db.query('SELECT id, name FROM migrations ORDER BY id')).rows;
      expect(await applied()).toEqual(MIGRATIONS);
      expect(MIGRATIONS.slice(0, 3).map((m) => m.name)).toEqual(['create-migrations-table', 'lead-table', 'delivery-state-in-pg-boss']);

      // Every start migrates: the second finds nothing to do, and the table takes new leads as before.
      await startSite(url);
      expect(await applied()).toEqual(MIGRATIONS);
      const queue = new LeadQueue(url, { maxAttempts: 3, retryDelaySeconds: 1 }, 2);
      try {
        const { id, duplicate } = await queue.insert('new-1', '/api/global-contact-form', { data: { email: 'ravi@example.com' } });
        expect(duplicate).toBe(false);
        expect(id).toBe(3);
        expect(await queue.insert('old-1', '/api/global-contact-form', {})).toEqual({ id: 1, duplicate: true });
      } finally {
        await queue.stop();
      }
    });
  });

  it('instances that start together migrate once', async () => {
    await withDatabase('lead_migrations_together', async (db, url) => {
      await Promise.all([startSite(url), startSite(url), startSite(url)]);
      expect((await db.query('SELECT COUNT(*)::int AS n FROM migrations')).rows[0].n).toBe(MIGRATIONS.length);
    });
  });
});
