// The same build as N instances behind nginx, one Redis page cache. Runs after the
// journeys (project `cluster`); loads are bounded and target 127.0.0.1 only.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { adminToken, saveAndPublish } from '../support/cms';
import { courseEntry } from '../support/cms-course';
import { E2E } from '../support/ports';
import { leadTokenHeader, runCommand } from '../support/stack';
import { acceptedPerInstance, leadLoad, post, send } from '../support/cluster-leads';
import { waitForLeads } from '../support/leads-cms';
import { REDIS_DEADLINE_MS, WRITE_DEADLINE_MS } from '../../../lib/cache/redisOptions.cjs';
import { LEAD_RATE_LIMIT, clusterEvents, instancePorts, instanceUrls, untilBalanced, killRedis, nginxUrl, startCluster, startRedis, stopCluster } from '../support/cluster';

const PATH = '/embedded-systems-course';
const PAGES = ['/', PATH, '/enterprise'];
const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers, signal: AbortSignal.timeout(15_000) });
const redisKeys = async () => (await runCommand('redis-cli', ['-p', String(E2E.cluster.redisPort), '--scan', '--pattern', 'maven:*'])).stdout.split('\n').filter(Boolean);
const h1 = async (res: Response) => /<h1>([^<]*)<\/h1>/.exec(await res.text())?.[1];

test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // A page regenerates only when a publish says so (as with production's 60 s, for the length of
  // a journey): a regeneration for an ISR period, started before a publish and written after the
  // webhook's, would put the old page back.
  await startCluster({ CMS_REVALIDATE_SECONDS: '3600' });
});
test.afterAll(async () => { await stopCluster(); });

test('nginx serves the pages with every security header, compressed, and caches HTML but never API answers', async () => {
  const direct = await get(`${instanceUrls[0]}/`);
  expect(direct.status).toBe(200);
  const first = await get(`${nginxUrl}/`, { 'accept-encoding': 'gzip' });
  expect(first.status).toBe(200);
  expect(first.headers.get('content-encoding')).toBe('gzip');
  for (const name of ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy']) {
    expect(first.headers.get(name), name).toBe(direct.headers.get(name));
  }
  expect(direct.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
  await first.arrayBuffer();
  expect((await get(`${nginxUrl}/`)).headers.get('x-page-cache')).toMatch(/HIT|STALE|UPDATING/);

  for (let i = 0; i < 2; i++) {
    const api = await get(`${nginxUrl}/api/states?country=IN`);
    expect(api.headers.get('x-page-cache')).toBeNull();
    expect(api.headers.get('content-security-policy')).toBe(direct.headers.get('content-security-policy'));
  }
  const post = await fetch(`${nginxUrl}/api/revalidate`, { method: 'POST', headers: { 'x-revalidate-secret': 'wrong-secret-0123456789' } });
  expect(post.status).toBe(401);
});

test("nginx's own numbers (stub_status) answer this machine only", async () => {
  const local = await send('127.0.0.1', { path: '/nginx_status' });
  expect(local.status).toBe(200);
  expect(local.body).toMatch(/^Active connections: \d+/);
  expect(local.body).toMatch(/Reading: \d+ Writing: \d+ Waiting: \d+/);
  // Another address (127.0.0.2 stands for a visitor: nginx sees the connection's own address).
  expect((await send('127.0.0.2', { path: '/nginx_status' })).status).toBe(403);
});

test('one cached copy per page whatever the query: ad-click parameters and made-up ones are cache hits', async () => {
  const page = '/asic-verification';
  const status = async (url: string) => { const res = await get(url); await res.arrayBuffer(); return res.headers.get('x-page-cache'); };
  await status(`${nginxUrl}${page}`);
  expect(await status(`${nginxUrl}${page}?utm_source=google&utm_medium=cpc&utm_campaign=vlsi-a&gclid=Cj0-first`)).toMatch(/HIT|STALE|UPDATING/);
  expect(await status(`${nginxUrl}${page}?utm_source=newsletter&utm_campaign=vlsi-b&gclid=Cj0-second&fbclid=IwAR-x`)).toMatch(/HIT|STALE|UPDATING/);
  expect(await status(`${nginxUrl}${page}?x=${Math.random().toString(36).slice(2)}`)).toMatch(/HIT|STALE|UPDATING/);
  // Another Host is the same site, the same copy.
  const other = await get(`${nginxUrl}${page}?y=1`, { host: 'attacker.example' });
  await other.arrayBuffer();
  expect(other.headers.get('x-page-cache')).toMatch(/HIT|STALE|UPDATING/);
});

test("a client's x-prerender-revalidate never reaches Next through nginx", async () => {
  // The build's draft-mode id: sent straight to an instance, it regenerates a page on demand.
  const id = JSON.parse(readFileSync(path.join(__dirname, '..', '..', '..', E2E.distDir, 'prerender-manifest.json'), 'utf8')).preview.previewModeId;
  const direct = await get(`${instanceUrls[0]}/vlsi/free-vlsi-training-courses`, { 'x-prerender-revalidate': id });
  expect(direct.headers.get('x-nextjs-cache')).toBe('REVALIDATED');
  // Through nginx, on a miss (the request reaches an instance), the header is gone.
  const proxied = await get(`${nginxUrl}/vlsi/free-vlsi-training-courses`, { 'x-prerender-revalidate': id });
  expect(proxied.headers.get('x-page-cache')).toBe('MISS');
  expect(proxied.headers.get('x-nextjs-cache')).not.toBe('REVALIDATED');
});

test('a CMS publish is served by both instances and by nginx from the first request after the webhook (shared Redis page cache, nginx refreshed)', async () => {
  // The CMS's webhook reaches nginx, which hands it to one instance (tests/e2e/support/global-setup.ts).
  const token = await adminToken();
  const { url: entry, data } = await courseEntry(token, PATH);
  const original = String(data.title);
  const edited = `${original} – cluster ${Date.now()}`;
  try {
    // Every copy warm: nginx's and each instance's view of the page show the current title.
    for (const url of [nginxUrl, ...instanceUrls]) expect(await h1(await get(`${url}${PATH}`))).toBe(original);
    const publishedAt = Date.now();
    await saveAndPublish(token, entry, { ...data, title: edited });
    // The instance nginx handed the webhook to logs one `revalidated` line once it regenerated
    // the page and refreshed nginx's copy (pages/api/revalidate.ts).
    await expect.poll(() => clusterEvents('revalidated', publishedAt).filter((e) => e.documentId === data.documentId && Number(e.revalidated) > 0).length, {
      message: 'the cluster regenerated the page for the publish', timeout: 60_000,
    }).toBeGreaterThan(0);
    console.log(`[cluster] publish regenerated and in nginx ${Date.now() - publishedAt} ms after it`);
    // The first request to each, nginx first: none may answer with its old copy.
    expect(await h1(await get(`${nginxUrl}${PATH}`)), nginxUrl).toBe(edited);
    for (const url of instanceUrls) expect(await h1(await get(`${url}${PATH}`)), url).toBe(edited);
  } finally {
    await saveAndPublish(token, entry, { ...data, title: original });
  }
});

test('kill -9 of Redis: every instance keeps answering pages with 200, and serves the shared cache again once Redis is back', async () => {
  // What a page costs when it renders (Redis up, the draft-mode id regenerates it on demand): with
  // Redis dead every request renders, and may wait once for each of the cache's deadlines, no more.
  const id = JSON.parse(readFileSync(path.join(__dirname, '..', '..', '..', E2E.distDir, 'prerender-manifest.json'), 'utf8')).preview.previewModeId;
  const renders: Record<string, number> = {};
  for (const url of instanceUrls) {
    for (const p of PAGES) {
      const t0 = Date.now();
      await (await get(`${url}${p}`, { 'x-prerender-revalidate': id })).arrayBuffer();
      renders[`${url}${p}`] = Date.now() - t0;
    }
  }
  killRedis();
  try {
    for (const url of instanceUrls) {
      for (const p of PAGES) {
        const t0 = Date.now();
        const res = await get(`${url}${p}`);
        expect(res.status, `${url}${p}`).toBe(200);
        expect(await h1(res)).toBeTruthy();
        const took = Date.now() - t0;
        console.log(`[cluster] ${url}${p} with Redis dead: ${took} ms (rendered in ${renders[`${url}${p}`]} ms with it)`);
        expect(took, 'no request waits on the dead Redis').toBeLessThanOrEqual(3 * renders[`${url}${p}`] + REDIS_DEADLINE_MS + WRITE_DEADLINE_MS);
      }
    }
  } finally {
    await startRedis();
  }
  // Back (empty): the instances reconnect and store pages in it again.
  await expect.poll(async () => {
    await (await get(`${instanceUrls[1]}${PATH}`)).arrayBuffer();
    return (await redisKeys()).some((k) => k.endsWith(`$${PATH}`));
  }, { timeout: 15_000, intervals: [500, 1000] }).toBe(true);
});

test('500 concurrent lead submits through nginx, spread over both instances: 500 leads in the CMS, each exactly once', async () => {
  test.setTimeout(240_000);
  await untilBalanced();
  const tag = `cl500-${Date.now().toString(36)}`;
  const since = Date.now();
  const sent = await leadLoad({ tag, from: '127.0.0.2', count: 500, concurrency: 500 });
  expect(sent.filter((s) => s.status !== 200)).toEqual([]);
  const perInstance = acceptedPerInstance(instancePorts, since);
  for (const port of instancePorts) expect(perInstance[port], `leads accepted by :${port}`).toBeGreaterThan(50);
  const leads = await waitForLeads({ subSource: tag }, 500, 120_000);
  expect(new Set(leads.map((l) => l.email)).size).toBe(500);
});

test('the rate limit holds across instances: limit + 1 requests from one client, spread over both, get exactly one 429', async () => {
  // Refused before the body is read (415), so no lead is made; each one still counts.
  const statuses = await Promise.all(Array.from({ length: LEAD_RATE_LIMIT + 1 }, (_, i) =>
    post('127.0.0.4', `not json ${i}`, { 'content-type': 'text/plain' }).catch(() => 0)));
  const counts = statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
  expect(counts).toEqual({ 415: LEAD_RATE_LIMIT, 429: 1 });
});

test("a visit beacon through nginx reaches an instance's beacon thread, past Next's request handling, and is counted; the figures stay behind the lead token", async () => {
  const campaign = `clv-${Date.now().toString(36)}`;
  const body = JSON.stringify({ views: ['/'], device: 'phone', touch: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: campaign }, vitals: { LCP: 1500 } });
  const beacon = (b: string) => send('127.0.0.5', { path: '/api/visits', method: 'POST', body: b, headers: {
    'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'same-origin',
    'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  } });
  for (let i = 0; i < 4; i++) expect(await beacon(body)).toEqual({ status: 204, body: '' });
  // Next's body parser answers a body past its limit in its own words; the beacon thread in these.
  expect(await beacon(body.replace('"/"', `"/${'x'.repeat(4100)}"`))).toEqual({ status: 413, body: '{"error":"The beacon is too large"}' });
  expect((await get(`${nginxUrl}/api/visits?days=1`)).status).toBe(401);
  await expect.poll(async () => {
    const { campaigns } = await (await get(`${nginxUrl}/api/visits?days=1`, leadTokenHeader())).json() as { campaigns: { name: string; visits: number }[] };
    return campaigns.find((c) => c.name === campaign)?.visits;
  }, { timeout: 20_000, message: 'the four beacons counted (written every 5 s)' }).toBe(4);
});
