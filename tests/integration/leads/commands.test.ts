/** @jest-environment node */
// The operator commands (scripts/leads-dead-letter.ts, scripts/leads-erase.ts) against a real
// Postgres (embedded): what they print, and what they leave in the lead table and pg-boss's queues.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Sender } from '../../../lib/leads/server/destinations';
import { LeadForwarder } from '../../../lib/leads/server/forwarder';
import { LeadQueue } from '../../../lib/leads/server/queue';
import { startTestPostgres, type TestPostgres } from './postgres';
import { until } from '../../support/until';

jest.setTimeout(60_000);

const run = promisify(execFile);
/** A command as `npx tsx scripts/<name>` runs it, in one process: Node with tsx's loader. */
const script = (name: string) => ['--require', 'tsx/cjs', path.join(__dirname, '../../../scripts', name)];
const body = (i: number) => ({ data: { name: 'Ravi Kumar', email: `ravi.${i}@example.com`, mobileNumber: `+91-98860-1234${i}`, message: `lead ${i}` } });

let pg: TestPostgres;
let queue: LeadQueue;

/** A destination that refuses every lead for good: each is dead-lettered at its first attempt. */
const refusing = (destination: Sender['destination']): Sender => ({
  destination, batchSize: 10, gatherMs: 0,
  send: async (leads) => leads.map(() => ({ ok: false, permanent: true, status: 422, error: `${destination} 422: refused` })),
  probe: async () => true,
});

const deadLetter = (...args: string[]) => run(process.execPath, [...script('leads-dead-letter.ts'), ...args], { env: { ...process.env, DATABASE_URL: pg.url } });
/** Jobs waiting in a queue (a completed one stays in the table until maintenance archives it). */
const waiting = async (name: string) => (await queue.pool.query("SELECT COUNT(*)::int AS n FROM pgboss.job WHERE name = $1 AND state < 'active'", [name])).rows[0].n as number;

beforeAll(async () => {
  pg = await startTestPostgres('lead_commands_test');
  queue = new LeadQueue(pg.url, { maxAttempts: 3, retryDelaySeconds: 1 }, 4, ['cms', 'webhook']);
  await queue.start();
});
afterAll(async () => {
  await queue.stop();
  await pg.stop();
});
beforeEach(async () => {
  await queue.pool.query("TRUNCATE leads.lead; DELETE FROM pgboss.job WHERE name LIKE 'lead-%'");
});

describe('scripts/leads-dead-letter.ts', () => {
  it('lists dead letters without taking them, counts them, and redrives only the leads named', async () => {
    const ids = [];
    for (let i = 1; i <= 3; i++) ids.push((await queue.insert(`dead-${i}`, '/api/global-contact-form', body(i))).id);
    const workers = [new LeadForwarder(queue, refusing('cms'), { concurrency: 1, probeMs: 0 }), new LeadForwarder(queue, refusing('webhook'), { concurrency: 1, probeMs: 0 })];
    for (const w of workers) await w.start();
    try {
      await until(async () => (await queue.stats()).dead === 6);
    } finally {
      for (const w of workers) await w.stop();
    }

    // Jobs sent without options carry their queue's policy (queue.ts writes it once), and a
    // refused lead's dead letter is kept a year for the operator.
    const policy = await queue.pool.query(`SELECT DISTINCT name, retry_limit, retry_delay, retry_backoff, expire_in, dead_letter,
      round(extract(epoch FROM keep_until - start_after) / 86400) AS kept_days FROM pgboss.job WHERE name LIKE 'lead-%' ORDER BY name`);
    expect(policy.rows).toEqual([
      { name: 'lead-dead', retry_limit: 2, retry_delay: 0, retry_backoff: false, expire_in: expect.anything(), dead_letter: null, kept_days: '365' },
      ...['lead-forward', 'lead-webhook'].map((name) => expect.objectContaining({ name, retry_limit: 2, retry_delay: 1, retry_backoff: true, dead_letter: 'lead-dead' })),
    ]);
    expect(policy.rows[1].expire_in).toMatchObject({ seconds: 30 });

    const list = (await deadLetter('list')).stdout;
    for (const id of ids) for (const to of ['cms', 'webhook']) expect(list).toMatch(new RegExp(`#${id} .* to=${to} +attempts=1 +r\\*\\*\\*@`));
    expect(list).toContain('last error: cms 422: refused');
    expect(list).toContain('last error: webhook 422: refused');
    expect(list).not.toContain('ravi.1@');
    // Listing left every dead letter waiting, as it was.
    expect((await deadLetter('list')).stdout).toBe(list);
    expect(JSON.parse((await deadLetter('stats')).stdout)).toEqual({ pending: 0, dead: 6, oldestPendingSeconds: null });

    await expect(deadLetter('redrive')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Name the dead leads by id, or pass --all.') });
    expect((await deadLetter('redrive', String(ids[1]))).stdout).toContain('Redriven 2 lead(s)');
    expect(await waiting('lead-dead')).toBe(4);
    expect(await waiting('lead-forward')).toBe(1);
    expect(await waiting('lead-webhook')).toBe(1);
    const { rows } = await queue.pool.query("SELECT name, data FROM pgboss.job WHERE name IN ('lead-forward', 'lead-webhook') AND state = 'created' ORDER BY name");
    expect(rows).toEqual([{ name: 'lead-forward', data: { leadId: ids[1] } }, { name: 'lead-webhook', data: { leadId: ids[1], destination: 'webhook' } }]);
    // Named again: already redriven, nothing more to do.
    expect((await deadLetter('redrive', String(ids[1]))).stdout).toContain('Redriven 0 lead(s)');
    expect(JSON.parse((await deadLetter('stats')).stdout)).toEqual({ pending: 1, dead: 4, oldestPendingSeconds: expect.any(Number) });
  });

  it('says so when the dead letter is empty', async () => {
    expect((await deadLetter('list')).stdout).toContain('The dead letter is empty.');
  });
});

describe('scripts/leads-erase.ts', () => {
  it("deletes one person's leads from the queue by exact email and exact number (E.164), then asks the CMS twice with both, under its own token", async () => {
    const asked: unknown[] = [];
    const cms = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c)).on('end', () => {
        asked.push({ url: req.url, auth: req.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString()) });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ erased: 1 }));
      });
    });
    await new Promise<void>((r) => cms.listen(0, '127.0.0.1', r));
    // A folder of its own for the backups' erasure list: no archives there, so no key is needed.
    const backups = mkdtempSync(path.join(tmpdir(), 'maven-no-backups-'));
    const cmsEnv = {
      DATABASE_URL: pg.url, CMS_URL: `http://127.0.0.1:${(cms.address() as AddressInfo).port}`, LEADS_ERASE_SECOND_PASS_MS: '0',
      BACKUP_ERASURE_LIST: path.join(backups, 'erasures.txt'), BACKUP_RECIPIENT: '', BACKUP_IDENTITY: '',
    };
    const erase = (...args: string[]) => run(process.execPath, [...script('leads-erase.ts'), ...args], {
      env: { ...process.env, ...cmsEnv, LEADS_ERASE_TOKEN: 'erase-only-token', LEAD_FORWARD_TOKEN: 'lead-token' },
    });
    try {
      for (let i = 1; i <= 3; i++) await queue.insert(`erase-${i}`, '/api/global-contact-form', body(i));
      await queue.insert('erase-1-again', '/api/download/courses', { data: { id: 'c-1', email: 'RAVI.1@example.com' } });
      // ravi.2's number written another way (one person), and a stranger in the US whose number ends in the same 8 digits.
      await queue.insert('erase-2-spaced', '/api/global-contact-form', { data: { name: 'R', email: 'r2@example.com', mobileNumber: '+91 98860 12342' } });
      await queue.insert('stranger', '/api/global-contact-form', { data: { name: 'S', email: 'stranger@example.com', mobileNumber: '+1-498-601-2342' } });
      // A different address that merely contains ravi.1's.
      await queue.insert('lookalike', '/api/global-contact-form', { data: { name: 'L', email: 'xravi.1@example.com' } });

      const both = JSON.parse((await erase('--email', ' Ravi.1@Example.com ', '--phone', '+91-98860-12342')).stdout);
      expect(both).toMatchObject({ event: 'lead.erased', by: ['email', 'phone'], site: 4, cms: 2 });
      // Without a country code the number is read as India's.
      const national = JSON.parse((await erase('--phone', '098860 12343')).stdout);
      expect(national).toMatchObject({ event: 'lead.erased', by: ['phone'], site: 1, cms: 2 });
      const { rows } = await queue.pool.query('SELECT idempotency_key FROM leads.lead ORDER BY id');
      expect(rows.map((r) => r.idempotency_key)).toEqual(['stranger', 'lookalike']);
      expect(asked).toEqual([
        ...Array(2).fill({ url: '/api/lead-erase', auth: 'Bearer erase-only-token', body: { email: 'ravi.1@example.com', phone: '+919886012342' } }),
        ...Array(2).fill({ url: '/api/lead-erase', auth: 'Bearer erase-only-token', body: { phone: '+919886012343' } }),
      ]);
      await expect(erase('--phone', '123')).rejects.toMatchObject({ code: 2 });
      // The lead token every web instance holds is not the operator's: refused before anything is erased.
      await queue.insert('kept', '/api/global-contact-form', body(4));
      const withLeadToken = run(process.execPath, [...script('leads-erase.ts'), '--email', 'ravi.4@example.com'], { env: { ...process.env, ...cmsEnv, LEADS_ERASE_TOKEN: '', LEAD_FORWARD_TOKEN: 'lead-token' } });
      await expect(withLeadToken).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('LEADS_ERASE_TOKEN') });
      expect((await queue.pool.query("SELECT COUNT(*)::int AS n FROM leads.lead WHERE idempotency_key = 'kept'")).rows[0].n).toBe(1);
      expect(asked).toHaveLength(4);
    } finally {
      await new Promise<void>((r) => cms.close(() => r()));
      rmSync(backups, { recursive: true, force: true });
    }
  });

  it("refuses, before erasing anything, where backup archives exist but this shell has no key to add the person to their erasure list", async () => {
    const backups = mkdtempSync(path.join(tmpdir(), 'maven-backups-'));
    writeFileSync(path.join(backups, 'maven-20261128T020000Z.tar.gz.age'), 'an archive');
    await queue.insert('kept-for-backups', '/api/global-contact-form', body(5));
    try {
      const erase = run(process.execPath, [...script('leads-erase.ts'), '--email', 'ravi.5@example.com'], {
        env: {
          ...process.env, DATABASE_URL: pg.url, CMS_URL: 'http://127.0.0.1:9', LEADS_ERASE_TOKEN: 'erase-only-token', LEADS_ERASE_SECOND_PASS_MS: '0',
          BACKUP_ERASURE_LIST: path.join(backups, 'erasures.txt'), BACKUP_RECIPIENT: '', BACKUP_IDENTITY: '',
        },
      });
      await expect(erase).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/Backup archives exist in .* but BACKUP_RECIPIENT \(or BACKUP_IDENTITY\) is not set/) });
      // Nothing erased: the operator sets the key and runs the same command again.
      expect((await queue.pool.query("SELECT COUNT(*)::int AS n FROM leads.lead WHERE idempotency_key = 'kept-for-backups'")).rows[0].n).toBe(1);
    } finally {
      rmSync(backups, { recursive: true, force: true });
    }
  });
});
