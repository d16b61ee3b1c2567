/** @jest-environment node */
// The visit beacon's route and its thread against a real Postgres (embedded): beacons are counted per
// day, page, campaign, channel and device, with each vital's histogram; junk, pages the site does not
// have, values outside physics, another site's beacons and a flood change nothing; the figures answer
// only the CMS's lead token. The thread's own listener (where nginx sends beacons) answers the same
// and takes nothing else. The CMS's route list is given (the journeys use the real one).
import type { NextApiRequest, NextApiResponse } from 'next';
import { Pool } from 'pg';
import { migrate } from '../../lib/leads/server/leadStore';
import { VISIT_CAMPAIGNS_PER_DAY, VISITS_API } from '../../lib/constants';
import { until } from '../support/until';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { metricsText } = require('../../lib/metrics.cjs') as { metricsText: () => Promise<{ body: string }> };
import { startTestPostgres, type TestPostgres } from './leads/postgres';

jest.setTimeout(120_000);
const TOKEN = 'lead-token-for-the-visits-test-0123456789';
const LIMIT = 6;
let pg: TestPostgres;
let mockPool: Pool;
let serveVisits: (req: NextApiRequest, res: NextApiResponse) => Promise<void>;
let startBeaconListener: () => Promise<number>;

jest.mock('../../lib/leads/server/runtime', () => ({ getLeadRuntime: () => ({ queue: { pool: mockPool } }) }));
jest.mock('../../lib/cms/routes', () => ({ publishedRoutes: async () => new Map([['/asic-verification', 'course'], ['/about-us', 'page']]) }));

beforeAll(async () => {
  pg = await startTestPostgres('maven_visits_test');
  mockPool = new Pool({ connectionString: pg.url });
  await migrate(mockPool);
  // LEADS_TRUST_PROXY: as behind nginx, which sets the one X-Forwarded-For entry.
  // VISITS_PORT 0: the beacons' thread on a free port, whatever else runs on this machine.
  Object.assign(process.env, { LEAD_FORWARD_TOKEN: TOKEN, VISITS_RATE_LIMIT: String(LIMIT), DATABASE_URL: pg.url, LEADS_TRUST_PROXY: '1', VISITS_PORT: '0' });
  ({ serveVisits, startBeaconListener } = await import('../../lib/visits/server'));
  await startBeaconListener();
});
afterAll(async () => { await mockPool?.end(); await pg?.stop(); });

const PHONE = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
interface Answer { status: number; body: unknown; headers: Record<string, string> }
let nextIp = 1;
async function call(method: string, { body, headers = {}, ip = `198.51.100.${nextIp++}`, query = {} }: { body?: unknown; headers?: Record<string, string>; ip?: string; query?: Record<string, string> } = {}): Promise<Answer> {
  const out: Answer = { status: 0, body: undefined, headers: {} };
  const res = {
    setHeader(k: string, v: string) { out.headers[k.toLowerCase()] = v; return res; },
    status(code: number) { out.status = code; return res; },
    json(b: unknown) { out.body = b; return res; },
    end() { return res; },
  };
  const req = { method, headers: { 'user-agent': PHONE, ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body), query, socket: { remoteAddress: ip } };
  await serveVisits(req as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return out;
}
const beacon = (campaign: string, extra: Record<string, unknown> = {}) => ({
  views: ['/asic-verification'], device: 'phone', touch: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: campaign },
  vitals: { LCP: 1900, INP: 120, CLS: 0.02, FCP: 900, TTFB: 300 }, ...extra,
});
const counts = async (name: string) => (await mockPool.query<{ kind: string; channel: string; device: string; metric: string; bucket: number; n: string }>(
  'SELECT kind, channel, device, metric, bucket, n FROM leads.visit_counts WHERE name = $1 ORDER BY kind, metric', [name])).rows;
const figures = async () => (await call('GET', { headers: { authorization: `Bearer ${TOKEN}` }, query: { days: '28' } })).body as
  { pages: { name: string; visits: number; p75: Record<string, number | null> }[]; campaigns: { name: string; visits: number; p75: Record<string, number | null> }[] };

it('counts a landing and a later page view: visits per page and campaign, each vital in its bucket, the channel by the rules', async () => {
  const campaign = `spring-${Date.now()}`;
  expect((await call('POST', { body: beacon(campaign) })).status).toBe(204);
  expect((await call('POST', { body: { views: ['/about-us'], device: 'phone', touch: { utm_campaign: campaign, utm_source: 'newsletter', utm_medium: 'email' } } })).status).toBe(204);
  await until(async () => (await counts(campaign)).length > 0, 10_000);
  const rows = await counts(campaign);
  // The campaign's visit is its landing: one, with the landing's vitals; the later view counts for its page only.
  expect(rows.map((r) => [r.kind, r.channel, r.device, r.metric, r.bucket, Number(r.n)])).toEqual([
    ['campaign', 'Email', 'phone', 'CLS', 1, 1], ['campaign', 'Email', 'phone', 'FCP', 9, 1], ['campaign', 'Email', 'phone', 'INP', 2, 1],
    ['campaign', 'Email', 'phone', 'LCP', 13, 1], ['campaign', 'Email', 'phone', 'TTFB', 4, 1], ['campaign', 'Email', 'phone', 'visits', 0, 1],
  ]);
  const f = await figures();
  expect(f.campaigns.find((c) => c.name === campaign)).toEqual({ name: campaign, visits: 1, p75: { LCP: 2000, INP: 150, CLS: 0.025, FCP: 1000, TTFB: 300 } });
  expect(f.pages.find((p) => p.name === '/about-us')?.p75.LCP).toBeNull();
  // Operators read the p75 per route class and device class from each vital's histogram (docs/operating.md alerts on phones').
  const { body } = await metricsText();
  const bucket = (vital: string, le: number) => body.split('\n').find((l) => l.startsWith(`maven_web_vital_${vital}_bucket{`) && l.includes(`le="${le}"`) && l.includes('route_class="course"') && l.includes('device="phone"'));
  expect([bucket('lcp', 1800), bucket('lcp', 2000), bucket('inp', 100), bucket('inp', 150)].map((l) => l?.split(' ').at(-1))).toEqual(['0', '1', '0', '1']);
});

it('refuses junk, pages the site does not have, values outside physics and another site\'s beacons, storing nothing', async () => {
  const campaign = `junk-${Date.now()}`;
  const refused = [
    { body: 'not json', status: 400, error: 'The beacon is not JSON' },
    { body: beacon(campaign, { views: ['/no-such-page'] }), status: 400, error: 'The beacon names a page the site does not have' },
    { body: beacon(campaign, { vitals: { LCP: -1 } }), status: 400, error: 'The beacon does not hold what a page reports' },
    { body: beacon(campaign, { vitals: { LCP: 3_600_000 } }), status: 400, error: 'The beacon does not hold what a page reports' },
    { body: beacon(campaign, { device: 'toaster' }), status: 400, error: 'The beacon does not hold what a page reports' },
    { body: beacon(campaign, { who: 'asha@example.com' }), status: 400, error: 'The beacon does not hold what a page reports' },
    { body: beacon(campaign), headers: { 'sec-fetch-site': 'cross-site' }, status: 403, error: 'Only the site\'s own pages report visits' },
  ];
  for (const r of refused) {
    const out = await call('POST', r);
    expect([out.status, (out.body as { error?: string })?.error]).toEqual([r.status, r.error]);
  }
  // A crawler is answered like a visitor and not counted.
  expect((await call('POST', { body: beacon(campaign), headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } })).status).toBe(204);
  const control = `control-${Date.now()}`;
  expect((await call('POST', { body: beacon(control) })).status).toBe(204);
  await until(async () => (await counts(control)).length > 0, 10_000);
  expect(await counts(campaign)).toEqual([]);
});

it('a flood from one address: what a visitor could send is counted, the rest refused with 429', async () => {
  const campaign = `flood-${Date.now()}`;
  const statuses: number[] = [];
  for (let i = 0; i < LIMIT + 4; i++) statuses.push((await call('POST', { body: beacon(campaign), ip: '203.0.113.7' })).status);
  expect(statuses).toEqual([...Array(LIMIT).fill(204), 429, 429, 429, 429]);
  await until(async () => (await counts(campaign)).length > 0, 10_000);
  expect(Number((await counts(campaign)).find((r) => r.kind === 'campaign' && r.metric === 'visits')?.n)).toBe(LIMIT);
});

it('a flood of campaign names: the day keeps at most its cap of names (past it, their page views still count)', async () => {
  const namesToday = async () => Number((await mockPool.query("SELECT count(DISTINCT name) AS n FROM leads.visit_counts WHERE kind = 'campaign' AND day = (now() AT TIME ZONE 'Asia/Kolkata')::date")).rows[0].n);
  const pageViews = async () => Number((await mockPool.query("SELECT coalesce(sum(n), 0) AS n FROM leads.visit_counts WHERE kind = 'page' AND name = '/' AND metric = 'visits'")).rows[0].n);
  const send = (prefix: string, count: number) => Promise.all(Array.from({ length: count }, (_, i) => call('POST', { body: beacon(`${prefix}-${i}`, { views: ['/'] }) })));
  const before = await namesToday();
  expect(before).toBeLessThan(VISIT_CAMPAIGNS_PER_DAY);
  await send(`names-${Date.now()}`, VISIT_CAMPAIGNS_PER_DAY + 20);
  await until(async () => (await namesToday()) > before, 10_000);
  // One instance's sums name at most the cap; the rest are '(other)'.
  expect(await namesToday()).toBe(before + VISIT_CAMPAIGNS_PER_DAY + 1);
  const views = await pageViews();
  await send(`more-${Date.now()}`, 20);
  await until(async () => (await pageViews()) === views + 20, 10_000);
  expect(await namesToday()).toBe(before + VISIT_CAMPAIGNS_PER_DAY + 1);
});

it('answers the figures only to the lead token', async () => {
  expect((await call('GET')).status).toBe(401);
  expect((await call('GET', { headers: { authorization: 'Bearer not-the-token-000000000000000000' } })).status).toBe(401);
  expect((await call('PUT')).status).toBe(405);
  expect((await call('GET', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
});

it('takes the same beacons on the listener nginx sends them to, and nothing else there', async () => {
  const port = await startBeaconListener();
  const at = `http://127.0.0.1:${port}`;
  // The thread takes the visitor's address from X-Forwarded-For: it listens on 127.0.0.1 alone, so
  // another address of this machine (127.0.0.2 is one on Linux, with or without a network) is refused.
  await expect(fetch(`http://127.0.0.2:${port}${VISITS_API}`, { method: 'POST', body: '{}' })).rejects.toThrow();
  const send = async (body: unknown, { path = VISITS_API, method = 'POST', ip = '192.0.2.9', headers = {} }: { path?: string; method?: string; ip?: string; headers?: Record<string, string> } = {}) => {
    const res = await fetch(`${at}${path}`, {
      method, body: method === 'POST' ? (typeof body === 'string' ? body : JSON.stringify(body)) : undefined,
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': PHONE, 'x-forwarded-for': ip, ...headers },
    });
    return [res.status, res.headers.get('retry-after') ? 'retry' : '', res.status === 204 ? null : await res.json()];
  };
  // Counted as page views (the day's campaign names may be at their cap by now).
  const views = async () => Number((await mockPool.query("SELECT coalesce(sum(n), 0) AS n FROM leads.visit_counts WHERE kind = 'page' AND name = '/about-us' AND metric = 'visits'")).rows[0].n);
  const before = await views();
  const campaign = `listener-${Date.now()}`;
  const aboutUs = (c: string, extra: Record<string, unknown> = {}) => beacon(c, { views: ['/about-us'], ...extra });
  expect(await send(aboutUs(campaign))).toEqual([204, '', null]);
  expect(await send('not json')).toEqual([400, '', { error: 'The beacon is not JSON' }]);
  expect(await send(aboutUs(campaign), { headers: { 'sec-fetch-site': 'cross-site' } })).toEqual([403, '', { error: 'Only the site\'s own pages report visits' }]);
  expect(await send(aboutUs(campaign), { method: 'GET' })).toEqual([404, '', { error: 'Only POST /api/visits is taken here' }]);
  expect(await send(aboutUs(campaign), { path: '/api/leads' })).toEqual([404, '', { error: 'Only POST /api/visits is taken here' }]);
  expect(await send(aboutUs(campaign, { views: ['/'.repeat(4100)] }))).toEqual([413, '', { error: 'The beacon is too large' }]);
  // The rate is per visitor's address, as nginx forwards it.
  const flood = [];
  for (let i = 0; i < LIMIT + 1; i++) flood.push((await send(aboutUs(campaign), { ip: '203.0.113.77' }))[0]);
  expect(flood).toEqual([...Array(LIMIT).fill(204), 429]);
  expect(await send(aboutUs(campaign), { ip: '203.0.113.77' })).toEqual([429, 'retry', { error: 'Too many beacons' }]);
  // An entry the visitor wrote comes first; the address nginx saw is the last one.
  expect((await send(aboutUs(campaign), { ip: '198.51.100.1, 203.0.113.77' }))[0]).toBe(429);
  await until(async () => (await views()) === before + LIMIT + 1, 10_000);
});
