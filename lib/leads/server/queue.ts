// The durable lead store: one Postgres table holds each accepted lead under its unique
// idempotency key, and a pg-boss job asks a worker (any instance) to forward it. The row and
// its job are committed in ONE transaction before the visitor gets a 200, so a lead is
// never lost (committed) nor stored twice (unique key), whichever instance took it.
// A lead's state with each destination is its pg-boss job's, nowhere else. The statements are
// leadStore.ts's and leadJobs.ts's, which the operator commands (scripts/leads-*.ts) share.
import { Pool, type PoolClient } from 'pg';
import PgBoss from 'pg-boss';
import names from './queue.json';
import { logEvent, mask } from '../../log';
import contract from '../../../shared/contract.json';
import { isTestLead } from '../schema';
import { downloadKeyAfterLead } from '../downloads';
import * as jobs from './leadJobs';
import type { LeadJobData, QueueStats } from './leadJobs';
import * as store from './leadStore';
import type { Destination, StoredLead } from './leadStore';
import { REPEAT_WINDOW_DAYS, personOf, routeOf } from './route';

/** Where a lead goes: the CMS always; a webhook (a CRM), the ad platforms and the mailer when configured. */
export type { Destination, LeadJobData, QueueStats };
export const DESTINATIONS = names.destinations;
const DEAD_LETTER = names.deadLetterQueue;

export interface RetryPolicy {
  /** Attempts in all (pg-boss retryLimit = attempts - 1). */
  maxAttempts: number;
  /** pg-boss retryDelay (seconds) with retryBackoff: delay·2^n, with jitter. */
  retryDelaySeconds: number;
}

type Inserted = { id: number; duplicate: boolean };

/** Longest a worker may hold a job (a batch of 2 × concurrency, each within the 8 s CMS timeout). */
const EXPIRE_SECONDS = 30;

/** A stored lead as the workers and senders read it: the table's row (leadStore.ts) in this code's names. */
const toRow = (r: StoredLead) => ({
  id: Number(r.id), idempotencyKey: r.idempotency_key, path: r.path, body: r.body, createdAt: r.created_at,
  /** When its personal fields were erased after the retention period (body is then {}). */
  purgedAt: r.purged_at,
  /** Why it is held from sales (Google could not check its captcha), and when a marketer released it. */
  heldReason: r.held_reason, releasedAt: r.released_at,
  /** The key of the earlier lead (within REPEAT_WINDOW_DAYS) of the same email or phone. */
  repeatOfKey: r.repeat_of_key ?? null,
  /** When the person confirmed it by the link mailed to them (a data request, a download's opt-in). */
  confirmedAt: r.confirmed_at,
});
export type LeadRow = ReturnType<typeof toRow>;

/**
 * The forwarding queues' policy, written here only: pg-boss gives every job sent without options
 * its queue's retry, expiry and dead letter.
 */
const queuePolicy = (retry: RetryPolicy) => ({
  retryLimit: retry.maxAttempts - 1, retryDelay: retry.retryDelaySeconds, retryBackoff: true,
  expireInSeconds: EXPIRE_SECONDS, deadLetter: DEAD_LETTER,
});
/**
 * Dead letters wait this long for the operator (scripts/leads-dead-letter.ts). As minutes: pg-boss
 * 10's createQueue/updateQueue take retentionMinutes and ignore retentionDays.
 */
const DEAD_LETTER_POLICY = { retentionMinutes: 365 * 24 * 60 };

export class LeadQueue {
  readonly pool: Pool;
  readonly boss: PgBoss;
  private started: Promise<void> | null = null;

  /** `destinations`: where each new lead is sent (the CMS, and the webhook when configured). */
  constructor(readonly databaseUrl: string, readonly retry: RetryPolicy, poolSize = 10, readonly destinations: Destination[] = ['cms']) {
    this.pool = new Pool({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: 5_000 });
    // An idle client's error (server restart) must not crash the process: the next query reconnects.
    this.pool.on('error', (err) => logEvent('lead.queue_error', { source: 'pool', error: err.message }));
    // Maintenance every 10 s: a job left active by a killed instance is retried within
    // EXPIRE_SECONDS + 10 s, not pg-boss's default 15 min + 2 min.
    this.boss = new PgBoss({ connectionString: databaseUrl, max: poolSize, schedule: false, maintenanceIntervalSeconds: 10 });
    // What pg-boss cannot throw to a caller (a poll or maintenance that failed) comes here.
    this.boss.on('error', (err) => logEvent('lead.queue_error', { source: 'pg-boss', error: err.message }));
  }

  /** Migrates the table and creates the queues (idempotent; safe from many instances at once). */
  start(): Promise<void> {
    this.started ??= jobs.oneAtATime(this.pool, async () => {
      await store.migrate(this.pool);
      await this.boss.start();
      // Nothing works the dead-letter queue: its jobs wait for the operator.
      const policies: [string, PgBoss.Queue][] = [
        [DEAD_LETTER, { name: DEAD_LETTER, ...DEAD_LETTER_POLICY }],
        ...Object.values(DESTINATIONS).map(({ queue }): [string, PgBoss.Queue] => [queue, { name: queue, ...queuePolicy(this.retry) }]),
      ];
      // Created once; updated at every start, so a changed LEADS_MAX_ATTEMPTS applies to the queue.
      for (const [queue, policy] of policies) {
        await this.boss.createQueue(queue, policy);
        await this.boss.updateQueue(queue, policy);
      }
    }).catch((err) => { this.started = null; throw err; });
    return this.started;
  }

  /** The stored lead of a key: the gateway reads what a companion download would ride on. */
  async byKey(key: string): Promise<LeadRow | undefined> {
    await this.start();
    const id = await store.leadIdByKey(this.pool, key);
    return id === undefined ? undefined : (await this.leads([id])).get(id);
  }

  /**
   * Commits the lead and its forwarding jobs together; a second call with the key is a duplicate.
   * `heldReason`: stored, but kept from sales until a marketer releases it (release()).
   * `rehearsal`: every statement run, then rolled back (a start's rehearsal: rehearsal.ts).
   */
  async insert(
    key: string, cmsPath: string, body: unknown, { heldReason, rehearsal = false }: { heldReason?: string; rehearsal?: boolean } = {},
  ): Promise<Inserted> {
    await this.start();
    // A data request is a person's request, not a lead: it is nobody's repeat and has none.
    const person = cmsPath === contract.dataRequest.path ? {} : personOf(body);
    return store.transaction(this.pool, async (client) => {
      const id = await store.insertLead(client, key, cmsPath, body, { ...person, heldReason, repeatDays: REPEAT_WINDOW_DAYS });
      if (id === null) return { id: (await store.leadIdByKey(client, key)) ?? 0, duplicate: true };
      const queued = routeOf(this.destinations, { path: cmsPath, body, held: Boolean(heldReason) }, 'accept');
      await this.enqueue(id, client, queued);
      // docs/testing.md "Test leads": QA reads here that its lead reached no sales destination.
      if (isTestLead(body)) logEvent('lead.test_not_sent', { leadId: id, destinations: this.destinations.filter((d) => !queued.includes(d)) });
      return { id, duplicate: false };
    }, () => rehearsal);
  }

  /**
   * One job per destination for a stored lead, inside the caller's transaction: one statement
   * for all of them (pg-boss's insert), not one round trip each; each job takes its queue's policy.
   */
  private async enqueue(leadId: number, client: PoolClient, destinations: Destination[]): Promise<void> {
    if (!destinations.length) return;
    const queued = destinations.map((d) => ({ name: DESTINATIONS[d].queue, data: jobs.jobData(d, leadId) }));
    await this.boss.insert(queued, { db: jobs.bossDb(client) });
  }

  /**
   * A marketer released a held lead (the CMS asks, pages/api/leads/release.ts): what was held
   * back is queued now, once, with the document its form asked for (held with it, of its email):
   * `keys`. 'not-held' for a lead that was never held or is released already.
   */
  async release(key: string): Promise<{ id: number; queued: Destination[]; keys: string[] } | 'not-held' | 'unknown'> {
    await this.start();
    return store.transaction(this.pool, async (client) => {
      const row = await store.releaseLead(client, key);
      if (!row) return (await store.leadIdByKey(client, key)) === undefined ? 'unknown' : 'not-held';
      const companion = row.email_hash ? await store.releaseLead(client, downloadKeyAfterLead(key), row.email_hash) : null;
      const released = companion ? [row, companion] : [row];
      const queued = released.map((r) => routeOf(this.destinations, { path: String(r.path), body: r.body, held: true }, 'release'));
      for (const [n, r] of released.entries()) await this.enqueue(Number(r.id), client, queued[n]);
      return { id: Number(row.id), queued: queued[0], keys: released.map((r) => r.idempotency_key) };
    });
  }

  /**
   * The person clicked the link mailed to them (a data request, a download's opt-in): stamped
   * once, and the CMS told (and the CRM of a withdrawal or an erasure). Null for a link used before, or a lead that is gone.
   */
  async confirm(leadId: number): Promise<{ key: string; path: string } | null> {
    await this.start();
    return store.transaction(this.pool, async (client) => {
      const row = await store.confirmLead(client, leadId);
      if (!row) return null;
      // The CMS is told; of a withdrawal or an erasure, the CRM too (route.ts).
      await this.enqueue(leadId, client, routeOf(this.destinations, { path: String(row.path), body: row.body, held: false }, 'confirm'));
      return { key: String(row.idempotency_key), path: String(row.path) };
    });
  }

  async leads(ids: number[]): Promise<Map<number, LeadRow>> {
    const rows = await store.readLeads(this.pool, ids);
    return new Map(rows.map((r) => [Number(r.id), toRow(r)]));
  }

  /**
   * A failed attempt: a refused lead goes to the dead letter at once, with its attempt and error;
   * any other failure is pg-boss's to retry with backoff, or to move to the dead letter after the
   * last attempt (the queue's deadLetter). The error is kept masked: a refusal can quote a field,
   * and a dead letter outlives the lead's retention period.
   */
  async failed(
    destination: Destination, job: { id: string; data: LeadJobData }, f: { attempt: number; permanent: boolean; error: string },
  ): Promise<void> {
    const queue = DESTINATIONS[destination].queue;
    const error = String(mask(f.error.slice(0, 500)));
    if (!f.permanent) return this.failJob(destination, job.id, error);
    await store.transaction(this.pool, async (client) => {
      const db = jobs.bossDb(client);
      await this.boss.send(DEAD_LETTER, { ...job.data, attempts: f.attempt, error }, { db });
      await this.boss.complete(queue, job.id, { refused: error }, { db });
    });
  }

  /** Of these leads, those whose person withdrew consent since (an ad platform is never told of them). */
  withdrawn(leadIds: number[]): Promise<number[]> {
    return store.withdrawn(this.pool, leadIds, contract.dataRequest.path);
  }

  /** Jobs that end without a send (consent withdrawn): completed, saying why. */
  async skip(destination: Destination, jobIds: string[], reason: string): Promise<void> {
    await Promise.all(jobIds.map((id) => this.boss.complete(DESTINATIONS[destination].queue, id, { skipped: reason })));
  }

  /** A job its worker could not handle: failed, so pg-boss retries it like any failed attempt. */
  async failJob(destination: Destination, jobId: string, message: string): Promise<void> {
    await this.boss.fail(DESTINATIONS[destination].queue, jobId, { message });
  }

  /**
   * DPDP retention: a lead accepted more than `days` ago keeps only its key, path and times here,
   * unless it still waits for the CMS (the CMS is the record). Idempotent, so every instance may run it.
   */
  async purgeExpired(days: number): Promise<number> {
    await this.start();
    return store.purgeExpired(this.pool, days, await jobs.waitingForCms(this.pool));
  }

  /**
   * A destination that is back should not wait out a backoff of hours: its waiting jobs, taken now
   * whatever their start time (pg-boss's fetch), up to `batchSize`; the caller completes them.
   */
  takeWaiting(destination: Destination, batchSize: number): Promise<PgBoss.JobWithMetadata<LeadJobData>[]> {
    return this.boss.fetch<LeadJobData>(DESTINATIONS[destination].queue, { batchSize, ignoreStartAfter: true, includeMetadata: true });
  }

  async stats(): Promise<QueueStats> {
    await this.start();
    return jobs.queueStats(this.pool, this.boss);
  }

  async stop(): Promise<void> {
    const failed = (source: string) => (err: Error) => logEvent('lead.queue_stop_failed', { source, error: err.message });
    await this.boss.stop({ graceful: true, close: true, wait: true, timeout: 10_000 }).catch(failed('pg-boss'));
    await this.pool.end().catch(failed('pool'));
  }
}
