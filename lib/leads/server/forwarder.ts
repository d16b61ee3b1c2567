// Background forwarding of stored leads to the CMS: capped exponential backoff with jitter,
// a dead letter after the last attempt. One per server process (see runtime.ts).
import type { LeadStore, OutboxRow } from './store';

export interface ForwarderOptions {
  cmsUrl: string;
  token?: string;
  baseMs: number;
  maxMs: number;
  maxAttempts: number;
  timeoutMs: number;
  concurrency: number;
  fetch?: typeof fetch;
  now?: () => number;
  random?: () => number;
  log?: (msg: string) => void;
  /** How often to look for due leads when nothing is scheduled (other processes, operators). */
  idlePollMs?: number;
}

/** Delay before attempt `attempt + 1`, after `attempt` failures: base·2^(n-1), capped, with "equal jitter". */
export function backoffMs(attempt: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const exp = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exp / 2 + (exp / 2) * random());
}

/** 400/422 from the CMS mean the lead itself is refused: retrying will not help. */
const PERMANENT = new Set([400, 413, 422]);

export type SendOutcome = { ok: true } | { ok: false; permanent: boolean; error: string };

export class LeadForwarder {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  private again = false;
  private stopped = true;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly log: (msg: string) => void;

  constructor(private readonly store: LeadStore, private readonly o: ForwarderOptions) {
    this.fetch = o.fetch ?? fetch;
    this.now = o.now ?? Date.now;
    this.random = o.random ?? Math.random;
    this.log = o.log ?? ((m) => console.log(`[leads] ${m}`));
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** A new lead was stored: forward it now. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => { this.timer = null; void this.drain(); }, Math.max(0, delay));
    // Never keeps a process (a build worker, a test) alive on its own.
    (this.timer as { unref?: () => void }).unref?.();
  }

  /** Sends everything due, then sleeps until the next due lead. */
  async drain(): Promise<void> {
    if (this.running) { this.again = true; return; }
    this.running = true;
    try {
      do {
        this.again = false;
        for (;;) {
          const batch = this.store.due(this.now(), Math.max(1, this.o.concurrency) * 4);
          if (!batch.length) break;
          await this.sendAll(batch);
        }
      } while (this.again);
    } catch (err) {
      this.log(`forwarding loop error: ${(err as Error).message}`);
    } finally {
      this.running = false;
    }
    const next = this.store.nextDue();
    const idle = this.o.idlePollMs ?? 30_000;
    this.schedule(next === null ? idle : Math.min(idle, next - this.now()));
  }

  private async sendAll(rows: OutboxRow[]): Promise<void> {
    let i = 0;
    const worker = async () => {
      while (i < rows.length) await this.attempt(rows[i++]);
    };
    await Promise.all(Array.from({ length: Math.min(rows.length, Math.max(1, this.o.concurrency)) }, worker));
  }

  async send(row: Pick<OutboxRow, 'path' | 'body' | 'idempotency_key'>): Promise<SendOutcome> {
    try {
      const res = await this.fetch(`${this.o.cmsUrl.replace(/\/$/, '')}${row.path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': row.idempotency_key,
          ...(this.o.token ? { authorization: `Bearer ${this.o.token}` } : {}),
        },
        body: row.body,
        signal: AbortSignal.timeout(this.o.timeoutMs),
      });
      const text = await res.text().catch(() => '');
      if (res.ok) return { ok: true };
      return { ok: false, permanent: PERMANENT.has(res.status), error: `CMS ${res.status}: ${text.slice(0, 200)}` };
    } catch (err) {
      const e = err as Error & { cause?: { code?: string } };
      return { ok: false, permanent: false, error: `${e.name}: ${e.cause?.code ?? e.message}` };
    }
  }

  private async attempt(row: OutboxRow): Promise<void> {
    const outcome = await this.send(row);
    const attempts = row.attempts + 1;
    if (outcome.ok) {
      this.store.markSent(row.id, this.now());
      return;
    }
    if (outcome.permanent || attempts >= this.o.maxAttempts) {
      this.store.markDead(row.id, attempts, outcome.error);
      this.log(`lead ${row.id} moved to the dead letter after ${attempts} attempt(s): ${outcome.error}`);
      return;
    }
    this.store.markRetry(row.id, attempts, this.now() + backoffMs(attempts, this.o.baseMs, this.o.maxMs, this.random), outcome.error);
  }
}
