// Workers (in every instance) forwarding queued leads to the CMS. pg-boss hands each job to
// one worker at a time and retries a failed one with exponential backoff and jitter
// (retryDelay·2^n·(1..2) s); after the last attempt it copies it to the dead-letter queue.
// A lead the CMS refuses (400/413/422) is dead-lettered at once: retrying cannot help.
// The CMS stores a key once, so a job run twice (an instance killed mid-send) is one lead.
// A worker takes up to contract.batch.max due leads and sends them in ONE request: the CMS
// and the site share two cores, and one request, one read and one write per batch instead of
// per lead is what lets the CMS keep up with 200 leads/s (issue 10).
import type PgBoss from 'pg-boss';
import { logEvent } from '../../log';
import contract from '../contract.json';
import { DEAD_LETTER, QUEUE, type LeadQueue, type LeadRow } from './queue';

const BATCH = contract.batch;
/**
 * A stored lead wakes a worker this long after it, not at once: leads arriving meanwhile go
 * in the same request (at 200 leads/s, batches of ~40 instead of 2-3), for a delay no
 * visitor sees (the CMS gets the lead within a second, not a millisecond).
 */
const GATHER_MS = 200;

export interface ForwarderOptions {
  cmsUrl: string;
  token?: string;
  timeoutMs: number;
  /** CMS requests (batches) in flight at once from this instance. */
  concurrency: number;
  /** While leads wait for a CMS that failed, how often to ask it whether it is back. */
  probeMs: number;
  fetch?: typeof fetch;
}

const PERMANENT = new Set([400, 413, 422]);

export type SendOutcome = { ok: true; status: number } | { ok: false; permanent: boolean; status?: number; error: string };

type LeadJob = PgBoss.JobWithMetadata<{ leadId: number }>;

export class LeadForwarder {
  private workerIds: string[] = [];
  private next = 0;
  private gathering: ReturnType<typeof setTimeout> | null = null;
  private probe: ReturnType<typeof setInterval> | null = null;
  private readonly fetch: typeof fetch;

  constructor(private readonly queue: LeadQueue, private readonly o: ForwarderOptions) {
    this.fetch = o.fetch ?? fetch;
  }

  async start(): Promise<void> {
    await this.queue.start();
    for (let n = 0; n < Math.max(1, this.o.concurrency); n++) {
      const id = await this.queue.boss.work<{ leadId: number }>(
        QUEUE, { batchSize: BATCH.max, includeMetadata: true, pollingIntervalSeconds: 1 },
        async (jobs) => {
          // A full batch means more are due: fetch again at once instead of after the poll interval.
          if (jobs.length === BATCH.max) this.queue.boss.notifyWorker(id);
          await this.forward(jobs as LeadJob[]);
        },
      );
      this.workerIds.push(id);
    }
  }

  /** A lead was just committed: wake a worker (after GATHER_MS) instead of waiting for its next poll. */
  nudge(): void {
    if (!this.workerIds.length || this.gathering) return;
    this.gathering = setTimeout(() => {
      this.gathering = null;
      if (this.workerIds.length) this.queue.boss.notifyWorker(this.workerIds[this.next++ % this.workerIds.length]);
    }, GATHER_MS);
    this.gathering.unref?.();
  }

  async stop(): Promise<void> {
    if (this.probe) clearInterval(this.probe);
    if (this.gathering) clearTimeout(this.gathering);
    this.probe = null;
    this.gathering = null;
    await Promise.all(this.workerIds.map((id) => this.queue.boss.offWork({ id })));
    this.workerIds = [];
  }

  /** One request for the batch; one outcome per lead, in order. */
  async send(leads: LeadRow[]): Promise<SendOutcome[]> {
    const all = (outcome: SendOutcome) => leads.map(() => outcome);
    try {
      const res = await this.fetch(`${this.o.cmsUrl.replace(/\/$/, '')}${BATCH.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(this.o.token ? { authorization: `Bearer ${this.o.token}` } : {}) },
        body: JSON.stringify({ leads: leads.map((l) => ({ key: l.idempotencyKey, path: l.path, body: l.body })) }),
        signal: AbortSignal.timeout(this.o.timeoutMs),
      });
      const text = await res.text().catch(() => '');
      // A refused batch is not a refused lead: each lead's own refusal comes in its result.
      if (!res.ok) return all({ ok: false, permanent: false, status: res.status, error: `CMS ${res.status}: ${text.slice(0, 200)}` });
      const results = (JSON.parse(text) as { results?: { key?: string; status?: number; error?: { message?: string } }[] }).results ?? [];
      return leads.map((lead, i): SendOutcome => {
        const r = results[i];
        if (!r || r.key !== lead.idempotencyKey || typeof r.status !== 'number') return { ok: false, permanent: false, error: 'CMS answered no result for this lead' };
        if (r.status === 200) return { ok: true, status: 200 };
        return { ok: false, permanent: PERMANENT.has(r.status), status: r.status, error: `CMS ${r.status}: ${String(r.error?.message ?? '').slice(0, 200)}` };
      });
    } catch (err) {
      const e = err as Error & { cause?: { code?: string } };
      return all({ ok: false, permanent: false, error: `${e.name}: ${e.cause?.code ?? e.message}` });
    }
  }

  /**
   * One batch: one read of its leads, one CMS request, one write for the delivered ones.
   * pg-boss completes the batch's jobs that are still active when the handler returns; a
   * failed one is failed here, alone, so its neighbours in the batch are not.
   */
  async forward(jobs: LeadJob[]): Promise<void> {
    let due: { job: LeadJob; lead: LeadRow }[] = [];
    try {
      const leads = await this.queue.leads(jobs.map((job) => job.data.leadId));
      // A lead forwarded or dead already (a job run twice) needs nothing: its job completes.
      due = jobs.flatMap((job) => {
        const lead = leads.get(job.data.leadId);
        return lead && !lead.forwardedAt && !lead.deadAt ? [{ job, lead }] : [];
      });
      if (!due.length) return;
      const outcomes = await this.send(due.map((d) => d.lead));
      const delivered = due.filter((_, i) => outcomes[i].ok);
      if (delivered.length) {
        await this.queue.markForwarded(delivered.map(({ job, lead }) => ({ id: lead.id, attempts: job.retryCount + 1 })));
        // One line per request, not per lead: at 200 leads/s a line each was a write each.
        logEvent('lead.forwarded', { leadIds: delivered.map(({ lead }) => lead.id), attempts: delivered.map(({ job }) => job.retryCount + 1), batch: due.length });
        if (delivered.some(({ job }) => job.retryCount > 0)) this.retryWaitingNow();
      }
      for (const [i, d] of due.entries()) {
        const outcome = outcomes[i];
        if (!outcome.ok) await this.failed(d.job, d.lead, outcome).catch((err: Error) => this.workerError(d.job, err));
      }
    } catch (err) {
      for (const job of jobs) await this.workerError(job, err as Error);
    }
  }

  private async workerError(job: LeadJob, err: Error): Promise<void> {
    logEvent('lead.worker_error', { leadId: job.data.leadId, error: err.message });
    await this.queue.boss.fail(QUEUE, job.id, { message: err.message }).catch(() => {});
  }

  private async failed(job: LeadJob, lead: LeadRow, outcome: Extract<SendOutcome, { ok: false }>): Promise<void> {
    const attempt = job.retryCount + 1;
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
      .then((r) => { if (r.rowCount) { logEvent('lead.retry_now', { jobs: r.rowCount }); for (const id of this.workerIds) this.queue.boss.notifyWorker(id); } }, () => {});
  }
}
