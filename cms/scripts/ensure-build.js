#!/usr/bin/env node
/*
 * Builds the admin panel when the build on disk is not the build of these sources: none yet
 * (fresh clone), or one made before the admin's code, the packages or the admin and plugin
 * config changed. A server updated in place (git pull, npm ci) otherwise kept serving the old
 * admin: without its newer buttons, while the routes behind them had changed.
 * The build records the hash of what it was made from in build/.sources.
 *   node scripts/ensure-build.js           build if needed (`npm start`)
 *   node scripts/ensure-build.js --always  build (`npm run build`)
 */
'use strict';
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

/** What the admin bundle is made from: its code, the packages (Strapi's own included), how it is built, its config. */
const SOURCES = ['src/admin', 'package-lock.json', 'scripts/strapi.js', 'config/admin.js', 'config/plugins.js'];
const STAMP = path.join('build', '.sources');

const filesUnder = (p) => {
  if (!fs.existsSync(p)) return [];
  if (!fs.statSync(p).isDirectory()) return [p];
  return fs.readdirSync(p).sort().flatMap((name) => filesUnder(path.join(p, name)));
};

/** One hash of every source file's path and bytes. */
function sourcesHash(appDir) {
  const hash = crypto.createHash('sha256');
  for (const file of SOURCES.flatMap((s) => filesUnder(path.join(appDir, s)))) {
    hash.update(path.relative(appDir, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** True when build/ holds no admin, or one made from other sources. */
function needsBuild(appDir) {
  if (!fs.existsSync(path.join(appDir, 'build', 'index.html'))) return true;
  const stamp = path.join(appDir, STAMP);
  return !fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8').trim() !== sourcesHash(appDir);
}

function build(appDir) {
  const hash = sourcesHash(appDir);
  const r = spawnSync(process.execPath, [path.join(__dirname, 'strapi.js'), 'build'], { cwd: appDir, stdio: 'inherit' });
  if (r.status !== 0) return r.status === null ? 1 : r.status;
  fs.writeFileSync(path.join(appDir, STAMP), `${hash}\n`);
  return 0;
}

module.exports = { sourcesHash, needsBuild };

if (require.main === module) {
  const appDir = path.resolve(__dirname, '..');
  if (!process.argv.includes('--always')) {
    if (!needsBuild(appDir)) process.exit(0);
    console.log('[ensure-build] the admin panel is not built from these sources: running `strapi build` first (~40 s)');
  }
  process.exit(build(appDir));
}
