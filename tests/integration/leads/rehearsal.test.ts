/** @jest-environment node */
// A start's lead rehearsal on a real Postgres: every kind runs the whole pipeline to the
// store's transaction and is answered 200, and nothing of it stays: no lead row, no job, no
// "lead.accepted" line (which would move the accepted counter operators alert on).
import { rehearseLeads } from '../../../lib/leads/server/rehearsal';
import { LeadQueue } from '../../../lib/leads/server/queue';
import names from '../../../lib/leads/server/queue.json';
import { startTestPostgres, type TestPostgres } from './postgres';

jest.setTimeout(60_000);

let pg: TestPostgres;
let queue: LeadQueue;
const count = async (sql: string) => Number((await queue.pool.query(sql)).rows[0].n);
const rows = () => count(`SELECT count(*) AS n FROM ${names.table}`);
const jobs = () => count("SELECT count(*) AS n FROM pgboss.job WHERE name LIKE 'lead-%'");

beforeAll(async () => {
  pg = await startTestPostgres('lead_rehearsal_test');
  queue = new LeadQueue(pg.url, { maxAttempts: 3, retryDelaySeconds: 1 }, 4, ['cms', 'webhook']);
  await queue.start();
});
afterAll(async () => {
  await queue.stop();
  await pg.stop();
});

it('answers 200 for every rehearsed lead, download and data request, and leaves no row, job or log line', async () => {
  const real = await queue.insert('key-real-00001', '/api/global-contact-form', { data: { name: 'Asha', email: 'asha@example.com', mobileNumber: '+91-98765-43210' } });
  const before = { rows: await rows(), jobs: await jobs() };
  const out: string[] = [];
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => { out.push(String(chunk)); return true; });
  try {
    expect(await rehearseLeads(queue, { rounds: 12 })).toEqual({ 200: 36 });
  } finally {
    write.mockRestore();
  }
  expect({ rows: await rows(), jobs: await jobs() }).toEqual(before);
  expect(out.filter((l) => /"event":"lead\.(accepted|held)"/.test(l))).toEqual([]);
  // The store is whole afterwards: a real lead still commits, and is nobody's repeat of a rehearsal.
  const next = await queue.insert('key-real-00002', '/api/global-contact-form', { data: { name: 'Ravi', email: 'rehearsal-3@example.invalid', mobileNumber: '+91-90000-00003' } });
  expect(next.id).toBeGreaterThan(real.id);
  expect(await rows()).toBe(before.rows + 1);
});

it('gives up at its deadline instead of holding a start', async () => {
  const stuck = { byKey: async () => undefined, insert: () => new Promise<never>(() => {}) } as unknown as LeadQueue;
  await expect(rehearseLeads(stuck, { rounds: 1, deadlineMs: 200 })).rejects.toThrow('lead rehearsal not done in 200 ms');
});
