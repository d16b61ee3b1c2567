#!/usr/bin/env node
// README command 2: install what is missing (Debian's Chromium, nginx and redis-server too), then every test:
// type check, lint, unit tests, and Playwright journeys against the real CMS and site.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureDebianPackages, ensureInstalled, ROOT } from './stack.cjs';

ensureInstalled();
ensureDebianPackages();

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/** Runs one step; `quiet` steps keep their output until they end, so parallel ones do not interleave. */
function run(name, cmd, args, { quiet = false } = {}) {
  return new Promise((resolve) => {
    if (!quiet) console.log(`\n[test] ${name}`);
    const child = spawn(cmd, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', cwd: ROOT, env });
    let out = '';
    if (quiet) for (const stream of [child.stdout, child.stderr]) stream.on('data', (d) => { out += d; });
    child.on('close', (code) => {
      if (quiet) process.stdout.write(`\n[test] ${name}${out.trim() ? `\n${out.trimEnd()}` : ': ok'}\n`);
      resolve({ name, ok: code === 0 });
    });
  });
}

const failed = (results) => results.filter((r) => !r.ok).map((r) => r.name);
// Type check, lint and the unit tests share nothing: they run side by side (the unit tests'
// longest file mostly waits on a receiver's outage, so a second core is free for the others).
const checks = await Promise.all([
  run('typecheck', bin('tsc'), ['--noEmit'], { quiet: true }),
  run('lint', 'npm', ['run', '--silent', 'lint'], { quiet: true }),
  run('unit', bin('jest'), ['--ci', '--maxWorkers=2']),
]);
if (failed(checks).length) {
  console.error(`[test] ${failed(checks).join(', ')} failed`);
  process.exit(1);
}
const e2e = await run('e2e', bin('playwright'), ['test', ...process.argv.slice(2)]);
if (!e2e.ok) {
  console.error('[test] e2e failed');
  process.exit(1);
}
