/** @jest-environment node */
// Postgres and pg-boss failures the lead queue cannot throw to anyone get a log line each.
import { LeadForwarder } from '../../../../../lib/leads/server/forwarder';
import { LeadQueue } from '../../../../../lib/leads/server/queue';
import type { Sender } from '../../../../../lib/leads/server/destinations';

let lines: string[];
beforeEach(() => {
  lines = [];
  jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => { lines.push(String(chunk)); return true; });
});
afterEach(() => jest.restoreAllMocks());
const events = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

it("logs an idle connection's error and pg-boss's error events", () => {
  // Nothing connects before start(): no database is needed.
  const queue = new LeadQueue('postgres://nobody@127.0.0.1:1/none', { maxAttempts: 3, retryDelaySeconds: 1 });
  queue.pool.emit('error', new Error('terminating connection due to administrator command'));
  queue.boss.emit('error', new Error('maintenance failed'));
  expect(events()).toEqual([
    expect.objectContaining({ event: 'lead.queue_error', source: 'pool', error: 'terminating connection due to administrator command' }),
    expect.objectContaining({ event: 'lead.queue_error', source: 'pg-boss', error: 'maintenance failed' }),
  ]);
});

it('logs a job it could not fail, after the worker error that made it fail it', async () => {
  const queue = {
    leads: async () => { throw new Error('Connection terminated'); },
    failJob: async () => { throw new Error('connect ECONNREFUSED'); },
  } as unknown as LeadQueue;
  const sender = { destination: 'webhook', batchSize: 1, gatherMs: 0, send: async () => [], probe: async () => true } as Sender;
  await new LeadForwarder(queue, sender, { concurrency: 1, probeMs: 0 }).forward([{ id: 'job-1', data: { leadId: 7 } }] as never);
  expect(events()).toEqual([
    expect.objectContaining({ event: 'lead.worker_error', destination: 'webhook', leadId: 7, error: 'Connection terminated' }),
    expect.objectContaining({ event: 'lead.job_fail_failed', destination: 'webhook', leadId: 7, error: 'connect ECONNREFUSED' }),
  ]);
});
