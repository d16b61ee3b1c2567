// The cluster behind a front (a TLS terminator or load balancer) knows each
// visitor's address, and what an outsider sends cannot steer nginx's cache. A small proxy on
// loopback stands for the front: it appends the address each visitor connects from to
// X-Forwarded-For, as every front does, and reaches nginx from 127.0.0.2, the one address
// nginx trusts (TRUSTED_PROXIES). Bounded, loopback only.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { E2E } from '../support/ports';
import { leadBody, send } from '../support/cluster-leads';
import { nginxUrl, startCluster, stopCluster } from '../support/cluster';

/** The lead allowance per address and minute in this journey: small, so a visitor uses it up quickly. */
const LIMIT = 6;
const FRONT_ADDRESS = '127.0.0.2';
/** Made-up visitors, each connecting from a loopback address of its own. */
const VISITOR_A = '127.0.0.21';
const VISITOR_B = '127.0.0.22';
const FORGER_BEHIND_FRONT = '127.0.0.23';
const FORGER_DIRECT = '127.0.0.24';

let front: http.Server;
let frontUrl = '';

/** The front: forwards every request to nginx from FRONT_ADDRESS, appending the visitor's address. */
function startFront(): Promise<void> {
  const nginx = new URL(nginxUrl);
  front = http.createServer((req, res) => {
    const visitor = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
    const xff = [req.headers['x-forwarded-for'], visitor].filter(Boolean).join(', ');
    const up = http.request({ host: nginx.hostname, port: nginx.port, localAddress: FRONT_ADDRESS, method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-for': xff }, agent: false }, (r) => {
      res.writeHead(r.statusCode ?? 502, r.headers);
      r.pipe(res);
    });
    up.on('error', () => { res.writeHead(502); res.end(); });
    req.pipe(up);
  });
  return new Promise((resolve) => front.listen(0, '127.0.0.1', () => { frontUrl = `http://127.0.0.1:${(front.address() as AddressInfo).port}`; resolve(); }));
}

let seq = 0;
/**
 * One lead POST from `from` (to the front, or to `base`), with `headers` as the client sends them:
 * its status. `junk` is an empty form without a captcha: 400 within the allowance, 429 past it
 * (past it, a valid lead with a captcha Google accepts still goes in: a campus behind one address).
 */
async function lead(from: string, { base = frontUrl, headers = {} as Record<string, string>, junk = false } = {}): Promise<number> {
  const body = junk ? '{}' : leadBody(`edge-${Date.now().toString(36)}`, seq++);
  return (await send(from, { base, path: '/api/global-contact-form', method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } })).status;
}
const junk = (from: string, o: { base?: string; headers?: Record<string, string> } = {}) => lead(from, { ...o, junk: true });
/** LIMIT + 1 junk posts: the allowance (400 each), then 429. */
const ALLOWANCE_THEN_429 = [...Array(LIMIT).fill(400), 429];

test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await startCluster({ LEADS_RATE_LIMIT: String(LIMIT) }, { trustedProxies: [FRONT_ADDRESS] });
  await startFront();
});
test.afterAll(async () => {
  front?.close();
  await stopCluster();
});

test('two visitors behind the front are limited apart: one uses up its allowance (429), the other still gets 200', async () => {
  const a: number[] = [];
  for (let i = 0; i <= LIMIT; i++) a.push(await junk(VISITOR_A));
  expect(a).toEqual(ALLOWANCE_THEN_429);
  // B has its own allowance: its junk is its own 400, not A's 429, and its lead goes in.
  expect(await junk(VISITOR_B)).toBe(400);
  expect(await lead(VISITOR_B)).toBe(200);
});

test('a visitor who forges X-Forwarded-For, behind the front or straight to nginx, cannot pick another address', async () => {
  // Behind the front: the forged entries sit left of the address the front appended; nginx walks
  // from the right and stops at the first address it does not trust, the visitor's own.
  const behind: number[] = [];
  for (let i = 0; i <= LIMIT; i++) behind.push(await junk(FORGER_BEHIND_FRONT, { headers: { 'x-forwarded-for': `203.0.113.${i}, ${VISITOR_B}` } }));
  expect(behind).toEqual(ALLOWANCE_THEN_429);
  // Straight to nginx from an address it does not trust: its X-Forwarded-For is not read at all.
  const direct: number[] = [];
  for (let i = 0; i <= LIMIT; i++) direct.push(await junk(FORGER_DIRECT, { base: nginxUrl, headers: { 'x-forwarded-for': `198.51.100.${i}, ${VISITOR_B}` } }));
  expect(direct).toEqual(ALLOWANCE_THEN_429);
  // Neither spent visitor B's allowance by naming B: B, with two posts of its own so far, is still within it.
  expect(await junk(VISITOR_B)).toBe(400);
});

test("a made-up draft-mode cookie is served from nginx's cache; the build's own draft-mode cookie goes around it", async () => {
  const page = '/about-us';
  const get = (cookie?: string) => fetch(`${nginxUrl}${page}`, { headers: cookie ? { cookie } : {}, signal: AbortSignal.timeout(15_000) });
  await (await get()).arrayBuffer();
  await expect.poll(async () => (await get()).headers.get('x-page-cache')).toMatch(/HIT|STALE|UPDATING/);
  const forged = await get('__prerender_bypass=made-up-by-a-visitor');
  expect(forged.headers.get('x-page-cache')).toMatch(/HIT|STALE|UPDATING/);
  const id = JSON.parse(readFileSync(path.join(__dirname, '..', '..', '..', E2E.distDir, 'prerender-manifest.json'), 'utf8')).preview.previewModeId;
  const draft = await get(`__prerender_bypass=${id}`);
  expect(draft.headers.get('x-page-cache')).toBe('BYPASS');
});

test("nginx's config, which holds the page-cache refresh secret and the draft-mode id, is readable by its owner only", () => {
  const mode = statSync(path.join(E2E.cluster.dir, 'nginx', 'nginx.conf')).mode & 0o777;
  expect(mode.toString(8)).toBe('600');
});
