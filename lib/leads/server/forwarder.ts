// Workers (in every instance) forwarding queued leads to the CMS. pg-boss hands each job to
// one worker at a time and retries a failed one with exponential backoff and jitter
// (retryDelay·2^n·(1..2) s); after the last attempt it copies it to the dead-letter queue.
// A lead the CMS refuses (400/413/422) is dead-lettered at once: retrying cannot help.
// The CMS stores a key once, so a job run twice (an instance killed mid-send) is one lead.
import type PgBoss from 'pg-boss';
import { logEvent } from '../../log';
import { DEAD_LETTER, QUEUE, type LeadQueue } from './queue';

export interface ForwarderOptions {
  cmsUrl: string;
  token?: string;
  timeoutMs: number;
  /** Jobs forwarded at once by this instance. */
  concurrency: number;
  /** While leads wait for a CMS that failed, how often to ask it whether it is back. */
  probeMs: number;
  fetch?: typeof fetch;
}

const PERMANENT = new Set([400, 413, 422]);

export type SendOutcome = { ok: true; status: number } | { ok: false; permanent: boolean; status?: number; error: string };

type LeadJob = PgBoss.JobWithMetadata<{ leadId: number }>;

async function runLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let i = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => { while (i < items.length) await fn(items[i++]); }));
}

export class LeadForwarder {
  private workerIds: string[] = [];
  private next = 0;
  private probe: ReturnType<typeof setInterval> | null = null;
  private readonly fetch: typeof fetch;

  constructor(private readonly queue: LeadQueue, private readonly o: ForwarderOptions) {
    this.fetch = o.fetch ?? fetch;
  }

  async start(): Promise<void> {
    await this.queue.start();
    const batchSize = Math.max(1, this.o.concurrency) * 2;
    const id = await this.queue.boss.work<{ leadId: number }>(
      QUEUE, { batchSize, includeMetadata: true, pollingIntervalSeconds: 1 },
      async (jobs) => {
        // A full batch means more are due: fetch again at once instead of after the poll interval.
        if (jobs.length === batchSize) this.queue.boss.notifyWorker(id);
        await runLimited(jobs as LeadJob[], Math.max(1, this.o.concurrency), (job) => this.attempt(job));
      },
    );
    this.workerIds.push(id);
  }

  /** A lead was just committed: wake a worker instead of waiting for its next poll. */
  nudge(): void {
    if (!this.workerIds.length) return;
    this.queue.boss.notifyWorker(this.workerIds[this.next++ % this.workerIds.length]);
  }

  async stop(): Promise<void> {
    if (this.probe) clearInterval(this.probe);
    this.probe = null;
    await Promise.all(this.workerIds.map((id) => this.queue.boss.offWork({ id })));
    this.workerIds = [];
  }

  async send(path: string, body: unknown, key: string): Promise<SendOutcome> {
    try {
      const res = await this.fetch(`${this.o.cmsUrl.replace(/\/$/, '')}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': key,
          ...(this.o.token ? { authorization: `Bearer ${this.o.token}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.o.timeoutMs),
      });
      const text = await res.text().catch(() => '');
      if (res.ok) return { ok: true, status: res.status };
      return { ok: false, permanent: PERMANENT.has(res.status), status: res.status, error: `CMS ${res.status}: ${text.slice(0, 200)}` };
    } catch (err) {
      const e = err as Error & { cause?: { code?: string } };
      return { ok: false, permanent: false, error: `${e.name}: ${e.cause?.code ?? e.message}` };
    }
  }

  /**
   * One attempt. pg-boss completes the batch's jobs that are still active when the handler
   * returns; a failed one is failed here, alone, so its neighbours in the batch are not.
   */
  async attempt(job: LeadJob): Promise<void> {
    try {
      await this.handle(job);
    } catch (err) {
      logEvent('lead.worker_error', { leadId: job.data.leadId, error: (err as Error).message });
      await this.queue.boss.fail(QUEUE, job.id, { message: (err as Error).message }).catch(() => {});
    }
  }

  private async handle(job: LeadJob): Promise<void> {
    const lead = await this.queue.lead(job.data.leadId);
    if (!lead || lead.forwardedAt || lead.deadAt) return; // forwarded already (a job run twice)
    const attempt = job.retryCount + 1;
    const outcome = await this.send(lead.path, lead.body, lead.idempotencyKey);
    if (outcome.ok) {
      await this.queue.pool.query('UPDATE leads.lead SET forwarded_at = now(), attempts = $2, last_error = NULL WHERE id = $1', [lead.id, attempt]);
      logEvent('lead.forwarded', { leadId: lead.id, attempt, status: outcome.status, path: lead.path });
      if (attempt > 1) this.retryWaitingNow();
      return;
    }
    const last = outcome.permanent || job.retryCount >= job.retryLimit;
    await this.queue.transaction(async (client) => {
      const db = { executeSql: (text: string, values: unknown[]) => client.query(text, values) };
      await client.query(`UPDATE leads.lead SET attempts = $2, last_error = $3${last ? ', dead_at = now()' : ''} WHERE id = $1`, [lead.id, attempt, outcome.error.slice(0, 500)]);
      if (outcome.permanent) {
        await this.queue.boss.send(DEAD_LETTER, { leadId: lead.id }, { db, retentionDays: 365 });
        await this.queue.boss.complete(QUEUE, job.id, { refused: outcome.error }, { db });
      } else {
        // Backoff, or past the last attempt pg-boss's own dead letter (the queue's deadLetter).
        await this.queue.boss.fail(QUEUE, job.id, { message: outcome.error }, { db });
      }
    });
    const event = last ? 'lead.dead_lettered' : 'lead.retried';
    logEvent(event, { leadId: lead.id, attempt, status: outcome.status ?? null, error: outcome.error, ...(outcome.permanent ? { reason: 'refused by the CMS' } : {}) });
    if (!outcome.permanent) this.startProbe();
  }

  /**
   * Backoff grows to hours; a CMS that is back should not wait for it. While leads wait, one
   * cheap GET per `probeMs` asks the CMS; when it answers, the waiting retries are due now.
   */
  private startProbe(): void {
    if (this.probe || this.o.probeMs <= 0) return;
    this.probe = setInterval(() => {
      void this.fetch(`${this.o.cmsUrl.replace(/\/$/, '')}/_health`, { signal: AbortSignal.timeout(2_000) })
        .then((res) => { if (res.status < 500) this.retryWaitingNow(); }, () => {});
    }, this.o.probeMs);
    this.probe.unref?.();
  }

  /** Pulls every waiting retry of the queue forward (pg-boss has no API for it; its job table does). */
  private retryWaitingNow(): void {
    if (this.probe) clearInterval(this.probe);
    this.probe = null;
    void this.queue.pool
      .query("UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND state = 'retry' AND start_after > now()", [QUEUE])
      .then((r) => { if (r.rowCount) { logEvent('lead.retry_now', { jobs: r.rowCount }); for (let i = 0; i < this.workerIds.length; i++) this.nudge(); } }, () => {});
  }
}
