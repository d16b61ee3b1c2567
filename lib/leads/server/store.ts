// Durable outbox of accepted leads (SQLite, WAL, synchronous FULL): a lead is written here
// before the visitor gets a 200, and leaves only when the CMS has confirmed it.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export type OutboxState = 'pending' | 'sent' | 'dead';

export interface OutboxRow {
  id: number;
  idempotency_key: string;
  path: string;
  body: string;
  state: OutboxState;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
}

export class LeadStore {
  readonly db: Database.Database;

  constructor(file: string) {
    if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        idempotency_key TEXT NOT NULL UNIQUE,
        path TEXT NOT NULL,
        body TEXT NOT NULL,
        state TEXT NOT NULL DEFAULT 'pending',
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        last_error TEXT,
        created_at INTEGER NOT NULL,
        sent_at INTEGER
      );
      CREATE INDEX IF NOT EXISTS outbox_due ON outbox(state, next_attempt_at);
    `);
  }

  /** Stores a lead once per idempotency key. */
  insert(key: string, cmsPath: string, body: unknown, now: number): { id: number; duplicate: boolean } {
    const info = this.db
      .prepare('INSERT INTO outbox (idempotency_key, path, body, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT(idempotency_key) DO NOTHING')
      .run(key, cmsPath, JSON.stringify(body), now, now);
    if (info.changes === 1) return { id: Number(info.lastInsertRowid), duplicate: false };
    const row = this.byKey(key);
    return { id: row?.id ?? 0, duplicate: true };
  }

  byKey(key: string): OutboxRow | undefined {
    return this.db.prepare('SELECT * FROM outbox WHERE idempotency_key = ?').get(key) as OutboxRow | undefined;
  }

  due(now: number, limit: number): OutboxRow[] {
    return this.db.prepare("SELECT * FROM outbox WHERE state = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?").all(now, limit) as OutboxRow[];
  }

  /** Earliest next attempt of a pending lead, or null when nothing waits. */
  nextDue(): number | null {
    const r = this.db.prepare("SELECT MIN(next_attempt_at) AS t FROM outbox WHERE state = 'pending'").get() as { t: number | null };
    return r.t;
  }

  markSent(id: number, now: number): void {
    this.db.prepare("UPDATE outbox SET state = 'sent', sent_at = ?, last_error = NULL, attempts = attempts + 1 WHERE id = ?").run(now, id);
  }

  markRetry(id: number, attempts: number, nextAt: number, error: string): void {
    this.db.prepare('UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ?').run(attempts, nextAt, error.slice(0, 500), id);
  }

  markDead(id: number, attempts: number, error: string): void {
    this.db.prepare("UPDATE outbox SET state = 'dead', attempts = ?, last_error = ? WHERE id = ?").run(attempts, error.slice(0, 500), id);
  }

  /** Dead letters back into the queue (operator command). */
  requeue(ids: number[] | 'all', now: number): number {
    if (ids === 'all') return this.db.prepare("UPDATE outbox SET state = 'pending', attempts = 0, next_attempt_at = ? WHERE state = 'dead'").run(now).changes;
    const stmt = this.db.prepare("UPDATE outbox SET state = 'pending', attempts = 0, next_attempt_at = ? WHERE state = 'dead' AND id = ?");
    return ids.reduce((n, id) => n + stmt.run(now, id).changes, 0);
  }

  counts(): Record<OutboxState, number> {
    const rows = this.db.prepare('SELECT state, COUNT(*) AS n FROM outbox GROUP BY state').all() as { state: OutboxState; n: number }[];
    const out = { pending: 0, sent: 0, dead: 0 };
    for (const r of rows) out[r.state] = r.n;
    return out;
  }

  list(state: OutboxState): OutboxRow[] {
    return this.db.prepare('SELECT * FROM outbox WHERE state = ? ORDER BY id').all(state) as OutboxRow[];
  }

  close(): void {
    this.db.close();
  }
}
