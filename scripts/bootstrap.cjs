#!/usr/bin/env node
// The README's commands (`npm run serve`, `serve:cluster`, `npm test`) on a fresh clone: the site's
// packages installed when missing or older than the lockfile, then the command itself, a
// TypeScript file run in this process with tsx. Plain CommonJS with Node built-ins only, the one
// script that is not TypeScript: it runs before `npm ci`, when tsx is not installed yet.
//   node scripts/bootstrap.cjs <command>     (scripts/<command>.ts)
'use strict';
const { spawn, spawnSync } = require('node:child_process');
const { existsSync, statSync } = require('node:fs');
const path = require('node:path');

const mtime = (/** @type {string} */ file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** Whether `dir` needs `npm ci`: no node_modules, or one older than the lockfile (scripts/stack.ts reuses the rule). */
const needsInstall = (/** @type {string} */ dir) => mtime(path.join(dir, 'node_modules', '.package-lock.json')) < mtime(path.join(dir, 'package-lock.json'));

/**
 * The CMS's `npm ci`, when this bootstrap started it beside the site's (every command it runs
 * starts the CMS): scripts/stack.ts installStack awaits it instead of starting its own.
 * @type {Promise<void> | undefined}
 */
let cmsInstall;
const cmsInstallStarted = () => cmsInstall;

module.exports = { needsInstall, cmsInstallStarted };

if (require.main === module) {
  const root = path.resolve(__dirname, '..');
  const command = process.argv[2];
  const file = path.join(__dirname, `${command}.ts`);
  if (!command || !existsSync(file)) {
    console.error(`Usage: node scripts/bootstrap.cjs <command>: no scripts/${command ?? ''}.ts`);
    process.exit(2);
  }
  // The CMS's install is the longer one (a fresh clone: 69 s, after the site's 36 s, when they ran
  // one after the other): it starts first and goes on while the site's installs and the command begins.
  const cmsDir = path.join(root, 'cms');
  if (needsInstall(cmsDir)) {
    console.log('[bootstrap] npm ci (the CMS\'s packages, beside the site\'s)');
    cmsInstall = new Promise((resolve, reject) => {
      spawn('npm', ['ci', '--no-audit', '--no-fund'], { cwd: cmsDir, stdio: 'inherit' })
        .on('error', reject)
        .on('close', (code) => (code === 0 ? resolve() : reject(new Error(`npm ci in cms failed (${code})`))));
    });
    // Awaited by installStack; a failure is reported there.
    cmsInstall.catch(() => {});
  }
  if (needsInstall(root)) {
    console.log('[bootstrap] npm ci (the site\'s packages)');
    const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  // The command sees its own arguments, as if it had been started alone.
  process.argv.splice(1, 2, file);
  require('tsx/cjs/api').register();
  require(file);
}
