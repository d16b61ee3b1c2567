#!/usr/bin/env node
/*
 * `npm start` safety net: if the admin panel was never built (fresh clone, no
 * `npm run build`), build it once before starting. Does nothing when build/index.html exists.
 */
'use strict';
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const appDir = path.resolve(__dirname, '..');
if (fs.existsSync(path.join(appDir, 'build', 'index.html'))) process.exit(0);

console.log('[ensure-build] admin panel not built yet: running `strapi build` first (~40 s)');
const r = spawnSync(process.execPath, [path.join(__dirname, 'strapi.js'), 'build'], {
  cwd: appDir,
  stdio: 'inherit',
});
process.exit(r.status === null ? 1 : r.status);
