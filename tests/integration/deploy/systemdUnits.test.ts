/** @jest-environment node */
// The units an operator installs on a real machine (deploy/systemd): systemd itself checks them
// (`systemd-analyze verify` prints a bad value as a warning and still exits 0, so its output must
// be empty), and every service we run is restarted whatever ends it, without ever giving up.
// The site's unit is a template, one instance per port (maven-site@3001): verified as an instance.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dir = path.join(__dirname, '..', '..', '..', 'deploy', 'systemd');
const units = ['maven-site@.service', 'maven-cms.service'];
const scratch = mkdtempSync(path.join(tmpdir(), 'maven-units-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
/** The file systemd would load: a template as its instance on port 3001. */
function asLoaded(unit: string): string {
  if (!unit.includes('@.')) return path.join(dir, unit);
  symlinkSync(path.join(dir, unit), path.join(scratch, unit));
  const instance = path.join(scratch, unit.replace('@.', '@3001.'));
  symlinkSync(path.join(scratch, unit), instance);
  return instance;
}

it.each(units)('%s passes systemd-analyze verify without a warning', (unit) => {
  const run = spawnSync('systemd-analyze', ['verify', asLoaded(unit)], { encoding: 'utf8' });
  expect(`${run.stdout}${run.stderr}`).toBe('');
  expect(run.status).toBe(0);
});

it.each(units)('%s restarts whatever ends it, never stops trying, and runs in the declared public profile', (unit) => {
  const text = readFileSync(path.join(dir, unit), 'utf8');
  expect(text).toMatch(/^Restart=always$/m);
  expect(text).toMatch(/^StartLimitIntervalSec=0$/m);
  expect(text).toMatch(/^Environment=MAVEN_PROFILE=public NODE_ENV=production /m);
});

it("each site instance serves its instance name's port on loopback, behind nginx, trusting it", () => {
  const text = readFileSync(path.join(dir, 'maven-site@.service'), 'utf8');
  expect(text).toMatch(/^ExecStart=\/usr\/bin\/node --disable-sigusr1 \S+\/next start -H 127\.0\.0\.1 -p %i$/m);
  expect(text).toMatch(/^Environment=.* LEADS_TRUST_PROXY=1/m);
});

// A process that can send SIGUSR1 to a Node process opens its inspector, and the inspector reads
// the process's memory and environment: the site must not reach the CMS's (the erase token), nor
// the CMS the site's. Node without SIGUSR1, and two users (a process signals only its own user's).
it.each(units)('%s starts node itself with --disable-sigusr1 (no npm in between, whose node would keep the signal)', (unit) => {
  const text = readFileSync(path.join(dir, unit), 'utf8');
  const starts = text.match(/^ExecStart=.*$/gm) ?? [];
  expect(starts).toHaveLength(1);
  expect(starts[0]).toMatch(/^ExecStart=\/usr\/bin\/node --disable-sigusr1 \S+/);
});

it('the site and the CMS run as two different users', () => {
  const userOf = (unit: string) => /^User=(\S+)$/m.exec(readFileSync(path.join(dir, unit), 'utf8'))?.[1];
  const [site, cms] = units.map(userOf);
  expect(site).toBeTruthy();
  expect(cms).toBeTruthy();
  expect(site).not.toBe(cms);
});

it("Debian's Postgres unit gets a restart policy", () => {
  expect(readFileSync(path.join(dir, 'postgresql@.service.d', 'restart.conf'), 'utf8')).toMatch(/^Restart=on-failure$/m);
});
