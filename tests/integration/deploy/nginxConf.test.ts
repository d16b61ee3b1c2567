/** @jest-environment node */
// The nginx config as the cluster command writes it must pass `nginx -t` with the secrets the
// commands generate (48 hex characters from `npm run serve:cluster`; the e2e secret is shorter,
// so only this caught a map bucket too small for the refresh secret), and nginx keeps the last live
// instance in service.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderNginxConf, startNginx } from '../../../scripts/cluster';
import { freePort } from '../../support/freePort';

const prefix = mkdtempSync(path.join(tmpdir(), 'maven-nginx-'));
afterAll(() => rmSync(prefix, { recursive: true, force: true }));

it.each([24, 48])('passes nginx -t with a %i-byte hex refresh secret', (bytes) => {
  const conf = renderNginxConf({ prefix, listen: '127.0.0.1:39871', upstreams: [3001, 3002], refreshSecret: randomBytes(bytes).toString('hex'), workers: 1 });
  const test = spawnSync('nginx', ['-t', '-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')], { encoding: 'utf8' });
  expect(test.stderr).toContain('test is successful');
});

it("is written readable by its owner only: it holds the refresh secret and the build's draft-mode id", () => {
  const conf = renderNginxConf({ prefix, listen: '127.0.0.1:39871', upstreams: [3001], refreshSecret: randomBytes(24).toString('hex'), workers: 1 });
  expect((statSync(conf).mode & 0o777).toString(8)).toBe('600');
});

it('reads the visitor from X-Forwarded-For only from TRUSTED_PROXIES, and passes the site that one address', () => {
  const conf = readFileSync(renderNginxConf({ prefix, listen: '127.0.0.1:39871', upstreams: [3001], refreshSecret: 'x'.repeat(48), workers: 1, trustedProxies: ['10.1.2.0/24'] }), 'utf8');
  expect(conf.match(/^\s*set_real_ip_from .*$/gm)).toEqual(['    set_real_ip_from 10.1.2.0/24;']);
  expect(conf).toContain('real_ip_recursive on;');
  expect(conf.match(/^\s*proxy_set_header X-Forwarded-For .*$/gm)).toEqual(['    proxy_set_header X-Forwarded-For $remote_addr;']);
  expect(() => renderNginxConf({ prefix, listen: '127.0.0.1:39871', upstreams: [3001], refreshSecret: 'x'.repeat(48), trustedProxies: ['0.0.0.0/0'] })).toThrow(/TRUSTED_PROXIES/);
});

function post(port: number, p: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: p, method: 'POST', agent: false }, (res) => { res.resume(); resolve(res.statusCode ?? 0); });
    req.on('error', reject);
    req.end('{}');
  });
}

it('keeps the last live instance in service when it resets a few requests while its neighbour is dead (busy-core run b8: every lead 502 for seconds)', async () => {
  // The survivor of a kill -9 answers, but resets the requests to /api/reset (as it reset four in b8).
  const live = http.createServer((req, res) => { if (req.url === '/api/reset') req.socket.destroy(); else req.resume().on('end', () => res.end('ok')); });
  const livePort = await new Promise<number>((resolve) => live.listen(0, '127.0.0.1', () => resolve((live.address() as AddressInfo).port)));
  const [deadPort, port] = [await freePort(), await freePort()];
  const nginx = await startNginx({ prefix: path.join(prefix, 'last-live'), port, upstreams: [livePort, deadPort], refreshSecret: 'x'.repeat(48), workers: 1 });
  try {
    const resets = [];
    for (let i = 0; i < 4; i++) resets.push(await post(port, '/api/reset'));
    expect(resets).toEqual([502, 502, 502, 502]);
    // The next lead reaches the live instance: its resets did not mark it down (fail_timeout).
    expect(await post(port, '/api/leads')).toBe(200);
  } finally {
    nginx.kill('SIGTERM');
    await new Promise((r) => nginx.once('exit', r));
    live.close();
  }
});
