// Workers (in every instance) delivering queued leads to one destination (destinations.ts), up to
// the sender's batch at once. pg-boss hands each job to one worker and retries a failed one with
// backoff and jitter (retryDelay·2^n·(1..2) s), then dead-letters it; a lead the destination
// refuses for good (400/410/413/422) is dead-lettered at once: retrying cannot help.
import type PgBoss from 'pg-boss';
import { logEvent } from '../../log';
import { isAdPlatform } from './adConsent';
import type { SendOutcome, Sender } from './destinations';
import { DESTINATIONS, type LeadJobData, type LeadQueue, type LeadRow } from './queue';

export interface ForwarderOptions {
  /** Batches in flight at once from this instance. */
  concurrency: number;
  /** While leads wait for a destination that failed, how often to ask it whether it is back. */
  probeMs: number;
}

type LeadJob = PgBoss.JobWithMetadata<LeadJobData>;

export class LeadForwarder {
  private workerIds: string[] = [];
  private next = 0;
  private gathering: ReturnType<typeof setTimeout> | null = null;
  private probe: ReturnType<typeof setInterval> | null = null;
  private draining = false;
  private readonly queueName: string;
  /** Added to every log line, so the CMS's lines read as they always have. */
  private readonly tag: Record<string, string>;

  constructor(private readonly queue: LeadQueue, private readonly sender: Sender, private readonly o: ForwarderOptions) {
    this.queueName = DESTINATIONS[sender.destination].queue;
    this.tag = sender.destination === 'cms' ? {} : { destination: sender.destination };
  }

  async start(): Promise<void> {
    await this.queue.start();
    for (let n = 0; n < this.o.concurrency; n++) {
      const id = await this.queue.boss.work<LeadJobData>(
        this.queueName, { batchSize: this.sender.batchSize, includeMetadata: true, pollingIntervalSeconds: 1 },
        async (jobs) => {
          // A full batch means more are due: fetch again at once instead of after the poll interval.
          if (jobs.length === this.sender.batchSize) this.queue.boss.notifyWorker(id);
          await this.forward(jobs as LeadJob[]);
        },
      );
      this.workerIds.push(id);
    }
  }

  /** A lead was just committed: wake a worker (after the sender's gatherMs) instead of waiting for its next poll. */
  nudge(): void {
    if (!this.workerIds.length || this.gathering) return;
    this.gathering = setTimeout(() => {
      this.gathering = null;
      if (this.workerIds.length) this.queue.boss.notifyWorker(this.workerIds[this.next++ % this.workerIds.length]);
    }, this.sender.gatherMs);
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

  /** One batch: one read of its leads, one send. pg-boss completes the batch's jobs that are still
   *  active when the handler returns: that is their delivery. A failed one is failed here, alone, so
   *  its neighbours in the batch are not. Answers how many of `jobs` were delivered. */
  async forward(jobs: LeadJob[]): Promise<number> {
    let due: { job: LeadJob; lead: LeadRow }[] = [];
    try {
      const leads = await this.queue.leads(jobs.map((job) => job.data.leadId));
      // Erased, or past retention: nothing to send.
      due = jobs.flatMap((job) => {
        const lead = leads.get(job.data.leadId);
        return lead && !lead.purgedAt ? [{ job, lead }] : [];
      });
      if (isAdPlatform(this.sender.destination)) due = await this.withoutWithdrawn(due);
      if (!due.length) return 0;
      const outcomes = await this.sender.send(due.map((d) => d.lead));
      const delivered = due.filter((_, i) => outcomes[i].ok);
      if (delivered.length) {
        // One line per batch, not per lead: at 200 leads/s a line each was a write each.
        logEvent('lead.forwarded', {
          ...this.tag,
          leadIds: delivered.map(({ lead }) => lead.id),
          attempts: delivered.map(({ job }) => job.retryCount + 1),
          batch: due.length,
        });
        if (delivered.some(({ job }) => job.retryCount > 0)) this.retryWaitingNow();
      }
      for (const [i, d] of due.entries()) {
        const outcome = outcomes[i];
        if (!outcome.ok) await this.failed(d.job, d.lead, outcome).catch((err: Error) => this.workerError(d.job, err));
      }
      return delivered.length;
    } catch (err) {
      for (const job of jobs) await this.workerError(job, err as Error);
      return 0;
    }
  }

  /** A conversion whose person withdrew consent since the lead is never sent; its job ends here, saying so. */
  private async withoutWithdrawn<T extends { job: LeadJob; lead: LeadRow }>(due: T[]): Promise<T[]> {
    const withdrawn = new Set(await this.queue.withdrawn(due.map((d) => d.lead.id)));
    if (!withdrawn.size) return due;
    await this.queue.skip(this.sender.destination, due.filter((d) => withdrawn.has(d.lead.id)).map((d) => d.job.id), 'consent withdrawn');
    logEvent('lead.consent_withdrawn', { ...this.tag, leadIds: [...withdrawn] });
    return due.filter((d) => !withdrawn.has(d.lead.id));
  }

  private async workerError(job: LeadJob, err: Error): Promise<void> {
    logEvent('lead.worker_error', { ...this.tag, leadId: job.data.leadId, error: err.message });
    // Not failed, the job stays active until it expires (EXPIRE_SECONDS); pg-boss retries it then.
    await this.queue.failJob(this.sender.destination, job.id, err.message)
      .catch((e: Error) => logEvent('lead.job_fail_failed', { ...this.tag, leadId: job.data.leadId, error: e.message }));
  }

  private async failed(job: LeadJob, lead: LeadRow, outcome: Extract<SendOutcome, { ok: false }>): Promise<void> {
    const attempt = job.retryCount + 1;
    const last = outcome.permanent || job.retryCount >= job.retryLimit;
    await this.queue.failed(this.sender.destination, job, { attempt, permanent: outcome.permanent, error: outcome.error });
    const event = last ? 'lead.dead_lettered' : 'lead.retried';
    logEvent(event, {
      ...this.tag, leadId: lead.id, attempt, status: outcome.status ?? null, error: outcome.error,
      ...(outcome.permanent ? { reason: `refused by the ${this.sender.destination === 'cms' ? 'CMS' : this.sender.destination}` } : {}),
    });
    if (!outcome.permanent) this.startProbe();
  }

  /** While leads wait, one cheap request per `probeMs` asks the destination; back, the retries are due now. */
  private startProbe(): void {
    if (this.probe || this.o.probeMs <= 0) return;
    this.probe = setInterval(() => {
      void this.sender.probe().then((back) => { if (back) this.retryWaitingNow(); }, (err: Error) => logEvent('lead.probe_failed', { ...this.tag, error: err.message }));
    }, this.o.probeMs);
    this.probe.unref?.();
  }

  /** The destination is back: every job waiting for it is sent now, in batches, whatever its
   *  backoff (retryDelay·2^n: hours by then). Then the retries left wait out their backoff; the next
   *  failure starts the probe again. */
  private retryWaitingNow(): void {
    if (this.probe) clearInterval(this.probe);
    this.probe = null;
    if (this.draining) return;
    this.draining = true;
    const { destination, batchSize } = this.sender;
    void (async () => {
      let taken = 0;
      for (;;) {
        const jobs = await this.queue.takeWaiting(destination, batchSize);
        if (!jobs.length) break;
        taken += jobs.length;
        const delivered = await this.forward(jobs);
        // Fetched, not handed by work(): completed here, as pg-boss completes a handler's batch (a failed one stays failed).
        await this.queue.boss.complete(DESTINATIONS[destination].queue, jobs.map((j) => j.id));
        // Failing again: the retries wait out their backoff (a failed job would be taken again at once).
        if (jobs.length < batchSize || delivered < jobs.length) break;
      }
      if (taken) logEvent('lead.retry_now', { ...this.tag, jobs: taken });
    })().catch((err: Error) => logEvent('lead.retry_now_failed', { ...this.tag, error: err.message }))
      .finally(() => { this.draining = false; });
  }
}
