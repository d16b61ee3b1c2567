#!/usr/bin/env node
/*
 * `node scripts/schema.js <file>`: loads this app (its content types, components and the v4
 * extension of src/graphql) without serving anything, and writes the GraphQL schema Strapi builds
 * from them to <file> as SDL: Strapi's own artifact (config/plugins.js `artifacts`), so the site's
 * checked-in copy (graphql/schema.graphql) is what this CMS answers, not a hand-written guess.
 * Needs the database of DATABASE_URL (Strapi syncs its tables before it builds the schema);
 * the root's `npm run codegen` gives it a throwaway one. Seeding is skipped: the schema needs no content.
 */
'use strict';
const path = require('path');
const { existsSync, rmSync } = require('fs');

const out = path.resolve(process.argv[2] ?? '');
if (!process.argv[2]) {
  console.error('usage: node scripts/schema.js <output file>');
  process.exit(2);
}
const appDir = path.resolve(__dirname, '..');
process.chdir(appDir);
process.env.GRAPHQL_SCHEMA_FILE = out;
process.env.CMS_SEED = 'false';
process.env.STRAPI_TELEMETRY_DISABLED = 'true';

/** Nexus writes the file after the schema is built, without telling anyone: wait for it. */
async function written(file, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (!existsSync(file)) {
    if (Date.now() > until) throw new Error(`Strapi did not write ${file} within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

(async () => {
  rmSync(out, { force: true });
  const { createStrapi } = require('@strapi/strapi');
  const strapi = await createStrapi({ appDir, distDir: appDir, serveAdminPanel: false, autoReload: false }).load();
  try {
    await written(out);
    // A write in progress: give Nexus the moment it needs to finish the file it opened.
    await new Promise((r) => setTimeout(r, 500));
  } finally {
    await strapi.destroy();
  }
  console.log(`[schema] wrote ${out}`);
  process.exit(0);
})().catch((err) => {
  console.error(`[schema] ${err.stack ?? err}`);
  process.exit(1);
});
