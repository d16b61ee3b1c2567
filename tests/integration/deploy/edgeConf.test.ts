/** @jest-environment node */
// Production's edge (deploy/nginx/maven.conf.template on Debian's nginx) publishes
// the site and, of the CMS, only its uploads; the admin, the lead, erase and confirm routes, the
// lead export and GraphQL answer the allow-list (CMS_ADMIN_ALLOW) only. Run on loopback: the same
// file with loopback listens and no TLS, stand-ins for the site and the CMS, and visitors from
// loopback addresses of their own (127.0.0.60 outside the list, 127.0.0.50 in it).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addressList, renderEdgeConf, renderUpstream, writeSecret } from '../../../scripts/cluster';
import { freePort } from '../../support/freePort';

const prefix = mkdtempSync(path.join(tmpdir(), 'maven-edge-'));
// nginx's workers (not root) write its cache and temp files here.
chmodSync(prefix, 0o755);
const stubs: http.Server[] = [];
const SITE_HOST = 'www.maven.test';
const CMS_HOST = 'cms.maven.test';
const INSIDE = '127.0.0.50';
const OUTSIDE = '127.0.0.60';
let nginx: ChildProcess;
let port = 0;
/** What the CMS stand-in was asked, with the X-Forwarded-For nginx sent. */
const cmsSaw: { url: string; xff: string | undefined }[] = [];

function stub(name: string, seen?: typeof cmsSaw): Promise<number> {
  const server = http.createServer((req, res) => {
    seen?.push({ url: req.url ?? '', xff: req.headers['x-forwarded-for'] as string | undefined });
    req.resume().on('end', () => res.end(`${name} ${req.url}`));
  });
  stubs.push(server);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

function ask(from: string, host: string, p: string, method = 'GET'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, localAddress: from, path: p, method, headers: { host, 'x-forwarded-for': INSIDE }, agent: false }, (res) => {
      let body = '';
      res.on('data', (c) => { body += c; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(method === 'POST' ? '{}' : undefined);
  });
}

beforeAll(async () => {
  const site = await stub('site');
  const cms = await stub('cms', cmsSaw);
  port = await freePort();
  const upstreamFile = writeSecret(path.join(prefix, 'upstream.conf'), renderUpstream({ upstreams: [site], refreshSecret: 'r'.repeat(48), buildId: 'test' }));
  const edge = renderEdgeConf({
    siteHost: SITE_HOST, cmsHost: CMS_HOST, siteListen: `127.0.0.1:${port}`, cmsListen: `127.0.0.1:${port}`, tls: null,
    cacheDir: path.join(prefix, 'cache'), upstreamFile, cmsAddress: `127.0.0.1:${cms}`, adminAllow: INSIDE,
  });
  writeFileSync(path.join(prefix, 'maven.conf'), edge);
  // Debian's /etc/nginx/nginx.conf, reduced to what the test needs: the edge file inside http { }.
  const top = path.join(prefix, 'nginx.conf');
  writeFileSync(top, `pid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log warn;\nevents { worker_connections 64; }\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n  client_body_temp_path ${prefix}/cb; proxy_temp_path ${prefix}/pt; fastcgi_temp_path ${prefix}/ft; uwsgi_temp_path ${prefix}/ut; scgi_temp_path ${prefix}/st;\n  include ${prefix}/maven.conf;\n}\n`);
  const check = spawnSync('nginx', ['-t', '-p', prefix, '-c', top, '-e', path.join(prefix, 'error.log')], { encoding: 'utf8' });
  expect(check.stderr).toContain('test is successful');
  nginx = spawn('nginx', ['-p', prefix, '-c', top, '-e', path.join(prefix, 'error.log'), '-g', 'daemon off; worker_processes 1;'], { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    if (await ask(INSIDE, SITE_HOST, '/').then(() => true, () => false)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('nginx did not answer');
});
afterAll(async () => {
  for (const s of stubs) s.close();
  nginx?.kill('SIGTERM');
  await new Promise((r) => nginx?.once('exit', r));
  rmSync(prefix, { recursive: true, force: true });
});

it('serves the site to anyone', async () => {
  expect(await ask(OUTSIDE, SITE_HOST, '/about-us')).toEqual({ status: 200, body: 'site /about-us' });
  expect((await ask(OUTSIDE, SITE_HOST, '/api/global-contact-form', 'POST')).status).toBe(200);
});

it.each([
  ['GET', '/admin'],
  ['GET', '/admin/auth/login'],
  ['POST', '/admin/login'],
  ['POST', '/api/leads'],
  ['POST', '/api/lead-erase'],
  ['POST', '/api/lead-confirm'],
  ['GET', '/api/leads?populate=*'],
  ['GET', '/lead-export/leads.csv'],
  ['POST', '/graphql'],
  ['GET', '/content-manager/collection-types/api::lead.lead'],
  ['GET', '/api/pages'],
])('refuses %s %s on the CMS from outside the allow-list (403), even with a forged X-Forwarded-For naming an allowed address', async (method, p) => {
  const before = cmsSaw.length;
  expect((await ask(OUTSIDE, CMS_HOST, p, method)).status).toBe(403);
  expect(cmsSaw.length).toBe(before);
});

it('lets the allow-list reach the admin, and tells the CMS the real address (its login limiter counts people apart)', async () => {
  expect(await ask(INSIDE, CMS_HOST, '/admin')).toEqual({ status: 200, body: 'cms /admin' });
  expect(cmsSaw.at(-1)).toEqual({ url: '/admin', xff: INSIDE });
});

it('serves the CMS uploads (media the pages show) to anyone, read-only', async () => {
  expect(await ask(OUTSIDE, CMS_HOST, '/uploads/brochure.pdf')).toEqual({ status: 200, body: 'cms /uploads/brochure.pdf' });
  expect((await ask(OUTSIDE, CMS_HOST, '/uploads/x', 'POST')).status).toBe(403);
});

it('keeps the per-deploy file, which holds the refresh secret and the draft-mode id, to its owner', () => {
  expect((statSync(path.join(prefix, 'upstream.conf')).mode & 0o777).toString(8)).toBe('600');
});

it('takes addresses and ranges for TRUSTED_PROXIES and CMS_ADMIN_ALLOW, and refuses anything else or everyone', () => {
  expect(addressList('TRUSTED_PROXIES', '10.0.0.0/8, 203.0.113.7,2001:db8::/32')).toEqual(['10.0.0.0/8', '203.0.113.7', '2001:db8::/32']);
  expect(addressList('TRUSTED_PROXIES', '')).toEqual([]);
  for (const bad of ['0.0.0.0/0', '::/0', 'proxy.example', '10.0.0.0/33', '10.0.0.1;']) {
    expect(() => addressList('TRUSTED_PROXIES', bad)).toThrow(/^TRUSTED_PROXIES: ".*" is not an address or a range/);
  }
});
