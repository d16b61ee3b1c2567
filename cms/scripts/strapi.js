#!/usr/bin/env node
/*
 * Runs the Strapi CLI (`strapi build|start|develop|...`) for this folder.
 *
 * Why a wrapper: the Strapi 5 CLI looks for tsconfig.json with TypeScript's
 * findConfigFile, which walks UP the directory tree. This CMS lives inside the
 * Next.js repo, whose /tsconfig.json would make Strapi treat this JavaScript
 * project as TypeScript (`strapi build` then dies silently at "Compiling TS", and
 * `strapi develop` would "clean" that config's outDir). We hide any tsconfig.json
 * outside this folder from the CLI's lookup.
 *
 * `strapi build` bundles the admin with the NODE_ENV it runs under, and Strapi reads an unset one
 * as development: marketers got React's development build (slower on every edit, with Strapi's
 * guided tour popping over the edit view). A build is for `strapi start`, so it is a production
 * build unless NODE_ENV says otherwise.
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

if (process.argv[2] === 'build') process.env.NODE_ENV ??= 'production';

const { runCLI } = require(path.join(strapiPkgDir, 'dist', 'cli'));
runCLI(process.argv);
