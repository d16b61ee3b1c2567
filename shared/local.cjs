// @ts-check
'use strict';
// Where the local stack (`npm run serve`, `serve:cluster`, the backup) puts its servers, written
// once: the commands start them there (scripts/stack.ts, scripts/postgres.ts) and lib/env takes its defaults
// (DATABASE_URL, CMS_URL) from here. CommonJS with no dependency and no environment read, like
// shared/exposure.cjs: webpack bundles it into the server as it is. The variables that move a
// command's servers (PG_PORT, CMS_PORT, PORT) are read by the commands, not here.

/** Loopback only, so a fixed password is enough; a real server comes with DATABASE_URL. */
const LOCAL_PG = { user: 'postgres', password: 'maven-local' };
const DEFAULT_PG_PORT = 54329;
const DEFAULT_CMS_PORT = 1337;
/** The site's port (lib/env/public.ts DEFAULT_SITE_URL, which the browser part writes itself). */
const DEFAULT_SITE_PORT = 3000;
/** Where the site on `port` counts visit beacons (its VISITS_PORT, nginx's `upstream visits`). @param {number} port */
const visitsPortOf = (port) => port + 1000;
/** One server, two databases: the site's lead queue, and the CMS. */
const SITE_DB = 'maven';
const CMS_DB = 'maven_cms';

/** A database of the local Postgres on `port`. @param {number} port @param {string} database */
const localDatabaseUrl = (port, database) => `postgres://${LOCAL_PG.user}:${LOCAL_PG.password}@127.0.0.1:${port}/${database}`;
/** The lead queue's database of `npm run serve`. */
const DEFAULT_DATABASE_URL = localDatabaseUrl(DEFAULT_PG_PORT, SITE_DB);
/** The CMS `npm run serve` starts. */
const DEFAULT_CMS_URL = `http://127.0.0.1:${DEFAULT_CMS_PORT}`;

module.exports = {
  LOCAL_PG, DEFAULT_PG_PORT, DEFAULT_CMS_PORT, DEFAULT_SITE_PORT, SITE_DB, CMS_DB, localDatabaseUrl, DEFAULT_DATABASE_URL, DEFAULT_CMS_URL,
  visitsPortOf,
};
