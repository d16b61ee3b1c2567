// README command 2 (`npm test`, through scripts/bootstrap.cjs): install what is missing (Debian's
// Chromium, nginx and redis-server too), then every test: type check, lint, unit tests, and
// Playwright journeys against the real CMS and site.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureDebianPackages, installStack, ROOT } from './stack';

const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const started = Date.now();
const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;

type Step = { name: string; ok: boolean };

/** Runs one step; `quiet` steps keep their output until they end, so steps side by side do not interleave. */
function run(name: string, cmd: string, args: string[], { quiet = false, env: extra = {} } = {}): Promise<Step> {
  const t0 = Date.now();
  return new Promise((resolve) => {
    // The offsets since the command began say where a run's time went before the journeys (bench/test-phases.mjs reads the journeys' own).
    if (!quiet) console.log(`\n[test] ${name} (from ${seconds(started)})`);
    const child = spawn(cmd, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', cwd: ROOT, env: { ...env, ...extra } });
    let out = '';
    if (quiet) for (const stream of [child.stdout, child.stderr]) stream?.on('data', (d: Buffer) => { out += d; });
    child.on('close', (code) => {
      const verdict = `${code === 0 ? 'ok' : 'FAILED'} in ${seconds(t0)} (ended at ${seconds(started)})`;
      if (quiet) process.stdout.write(`\n[test] ${name}: ${verdict}${out.trim() ? `\n${out.trimEnd()}` : ''}\n`);
      else console.log(`[test] ${name}: ${verdict}`);
      resolve({ name, ok: code === 0 });
    });
  });
}

/** A step that could not start (its install failed) counts as failed, with the reason. */
const unlessInstallFailed = (install: Promise<unknown>, name: string, step: () => Promise<Step[]>) => install.then(step, (error: Error) => {
  console.error(`[test] ${name}: not run, ${error.message}`);
  return [{ name, ok: false }];
});

ensureDebianPackages();
// The CMS's install is the longest (a native compile on one core); the checks need only the
// site's packages, so they run meanwhile, and go on beside the journeys' set-up (the site's
// build) once the CMS is ready: the unit tests mostly wait on sockets and timers, which leaves a
// core free. Each check keeps its output until it ends; the journeys print as they go.
const { site, cms } = installStack();
const checks = unlessInstallFailed(site, 'checks', () => Promise.all([
  run('typecheck', bin('tsc'), ['--noEmit'], { quiet: true }),
  run('lint', 'npm', ['run', '--silent', 'lint'], { quiet: true }),
  run('unit', bin('jest'), ['--ci', '--maxWorkers=2'], { quiet: true }),
]));
// The typecheck step covers what `next build` would check again in each of the journeys' builds.
const e2e = unlessInstallFailed(Promise.all([site, cms]), 'e2e', async () => [
  await run('e2e', bin('playwright'), ['test', ...process.argv.slice(2)], { env: { NEXT_BUILD_TYPECHECK: '0' } }),
]);

void Promise.all([checks, e2e]).then((steps) => {
  const failed = steps.flat().filter((r) => !r.ok).map((r) => r.name);
  console.log(`\n[test] ${failed.length ? `${failed.join(', ')} failed` : 'every step passed'} in ${seconds(started)}`);
  process.exit(failed.length ? 1 : 0);
});
