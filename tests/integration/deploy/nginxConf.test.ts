/** @jest-environment node */
// The nginx config as the cluster command writes it must pass `nginx -t` with the secrets the
// commands generate (48 hex characters from `npm run serve:cluster`; the e2e secret is shorter,
// so only this caught a map bucket too small for the refresh secret).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderNginxConf } = require('../../../scripts/cluster.cjs');

const prefix = mkdtempSync(path.join(tmpdir(), 'maven-nginx-'));
afterAll(() => rmSync(prefix, { recursive: true, force: true }));

it.each([24, 48])('passes nginx -t with a %i-byte hex refresh secret', (bytes) => {
  const conf = renderNginxConf({ prefix, listen: '127.0.0.1:39871', upstreams: [3001, 3002], refreshSecret: randomBytes(bytes).toString('hex'), workers: 1 });
  const test = spawnSync('nginx', ['-t', '-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')], { encoding: 'utf8' });
  expect(test.stderr).toContain('test is successful');
});
