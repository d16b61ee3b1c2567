#!/usr/bin/env node
/*
 * Runs the Strapi CLI (`strapi build|start|develop|...`) for this folder.
 *
 * Why a wrapper: the Strapi 5 CLI looks for tsconfig.json with TypeScript's
 * findConfigFile, which walks UP the directory tree. This CMS lives inside the
 * Next.js repo, whose /tsconfig.json would make Strapi treat this JavaScript
 * project as TypeScript (`strapi build` then dies silently at "Compiling TS", and
 * `strapi develop` would "clean" that config's outDir). We hide any tsconfig.json
 * outside this folder from the CLI's lookup. No other behaviour is changed.
 */
'use strict';
const path = require('path');

const appDir = path.resolve(__dirname, '..');
process.chdir(appDir);

const strapiPkgDir = path.dirname(require.resolve('@strapi/strapi/package.json', { paths: [appDir] }));
const ts = require(require.resolve('typescript', { paths: [strapiPkgDir] }));
const originalFileExists = ts.sys.fileExists;
ts.sys.fileExists = function fileExists(p) {
  if (path.basename(p) === 'tsconfig.json') {
    const abs = path.resolve(p);
    if (!abs.startsWith(appDir + path.sep)) return false;
  }
  return originalFileExists.call(this, p);
};

const { runCLI } = require(path.join(strapiPkgDir, 'dist', 'cli'));
runCLI(process.argv);
