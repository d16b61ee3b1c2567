#!/usr/bin/env node
// README command 2: install what is missing (Debian's Chromium, nginx and redis-server too), then every test:
// type check, lint, unit tests, and Playwright journeys against the real CMS and site.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureDebianPackages, ensureInstalled, ROOT } from './stack.cjs';

ensureInstalled();
ensureDebianPackages();

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const steps = [
  ['typecheck', bin('tsc'), ['--noEmit']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['unit', bin('jest'), ['--ci']],
  ['e2e', bin('playwright'), ['test', ...process.argv.slice(2)]],
];
for (const [name, cmd, args] of steps) {
  console.log(`\n[test] ${name}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (r.status !== 0) {
    console.error(`[test] ${name} failed`);
    process.exit(r.status ?? 1);
  }
}
