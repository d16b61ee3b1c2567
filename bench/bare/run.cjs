#!/usr/bin/env node
// Builds and serves the bare baseline app (bench/bare/README.md) with the site's own Next, the
// way the site is built and served: `next build --webpack`, `next start`. Used by the test
// command's set-up (tests/e2e/support/global-setup.ts) and by hand:
//   node bench/bare/run.cjs build [distDir]        node bench/bare/run.cjs start <port> [distDir]
'use strict';
const { spawn } = require('node:child_process');
const { mkdirSync, openSync } = require('node:fs');
const path = require('node:path');

const DIR = __dirname;
const NEXT = path.join(DIR, '..', '..', 'node_modules', '.bin', 'next');
const env = (distDir) => ({ ...process.env, BARE_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' });

/** Builds into bench/bare/<distDir>; rejects when the build fails. Asynchronous, so the test set-up boots the CMS meanwhile. */
function buildBare(distDir = '.next') {
  return new Promise((resolve, reject) => {
    spawn(NEXT, ['build', '--webpack', DIR], { env: env(distDir), stdio: 'inherit' })
      .on('error', reject)
      .on('close', (code) => (code === 0 ? resolve() : reject(new Error(`next build of the bare app failed (${code})`))));
  });
}

/** Starts it on 127.0.0.1:port (detached, its own process group) and resolves once it answers. */
async function startBare({ port, distDir = '.next', logFile }) {
  let stdio = 'inherit';
  if (logFile) {
    mkdirSync(path.dirname(logFile), { recursive: true });
    const fd = openSync(logFile, 'a');
    stdio = ['ignore', fd, fd];
  }
  const child = spawn(NEXT, ['start', DIR, '-p', String(port), '-H', '127.0.0.1'], { env: env(distDir), detached: true, stdio });
  const url = `http://127.0.0.1:${port}/`;
  for (const until = Date.now() + 60_000; ;) {
    if (child.exitCode !== null) throw new Error(`the bare app exited (${child.exitCode}) before it answered`);
    if (await fetch(url, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false)) return child;
    if (Date.now() > until) throw new Error(`${url} did not answer within 60 s`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

module.exports = { buildBare, startBare };

if (require.main === module) {
  const [cmd, a, b] = process.argv.slice(2);
  if (cmd === 'build') buildBare(a).catch((e) => { console.error(e.message); process.exit(1); });
  else if (cmd === 'start') startBare({ port: Number(a), distDir: b }).then((c) => { c.unref(); console.log(`bare app on http://127.0.0.1:${a}/ (pid ${c.pid}; stop it with kill -- -${c.pid})`); });
  else { console.error('usage: node bench/bare/run.cjs build [distDir] | start <port> [distDir]'); process.exit(2); }
}
