/** @jest-environment node */
// The units an operator installs on a real machine (deploy/systemd): systemd itself checks them
// (`systemd-analyze verify` prints a bad value as a warning and still exits 0, so its output must
// be empty), and every service we run is restarted whatever ends it, without ever giving up.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.join(__dirname, '..', '..', '..', 'deploy', 'systemd');
const units = ['maven-site.service', 'maven-cms.service'];

it.each(units)('%s passes systemd-analyze verify without a warning', (unit) => {
  const run = spawnSync('systemd-analyze', ['verify', path.join(dir, unit)], { encoding: 'utf8' });
  expect(`${run.stdout}${run.stderr}`).toBe('');
  expect(run.status).toBe(0);
});

it.each(units)('%s restarts whatever ends it, and never stops trying', (unit) => {
  const text = readFileSync(path.join(dir, unit), 'utf8');
  expect(text).toMatch(/^Restart=always$/m);
  expect(text).toMatch(/^StartLimitIntervalSec=0$/m);
});

it("Debian's Postgres unit gets a restart policy", () => {
  expect(readFileSync(path.join(dir, 'postgresql@.service.d', 'restart.conf'), 'utf8')).toMatch(/^Restart=on-failure$/m);
});
