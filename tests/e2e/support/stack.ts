// Test-side control of the e2e stack: the state file records the servers' pids so any
// worker can stop or restart the CMS, and teardown can end whatever is still running.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { E2E } from './ports';
// Plain ESM helper shared with the README commands.
import * as stack from '../../../scripts/stack';

export interface StackState {
  cmsPid: number; sitePid: number; siteDatabaseUrl: string; cmsDatabaseUrl: string;
  /** The e2e site's environment: the cluster journeys start more instances of its build with it. */
  siteEnv?: Record<string, string>;
  /** The CMS's erase route token (LEADS_ERASE_TOKEN), the operator's: the site is never given it. */
  eraseToken?: string;
  /** The bare baseline app (bench/bare), served beside the site for the speed checks. */
  barePid?: number;
}

/** The CMS's retention sweep in the journeys: every 2 s (tests/e2e/alongside/cms-data-protection.spec.ts). */
export const CMS_RETENTION_SWEEP_MS = 2_000;

export const readState = (): StackState => JSON.parse(readFileSync(E2E.stateFile, 'utf8'));
/**
 * `fn` with a connection to the CMS's or the site's database, ended after: for what only the
 * database can do (rows of another day, an edit time moved, a query plan, the queue's own rows).
 */
export async function withDb<T>(which: 'cms' | 'site', fn: (db: Client) => Promise<T>): Promise<T> {
  const state = readState();
  const db = new Client({ connectionString: which === 'cms' ? state.cmsDatabaseUrl : state.siteDatabaseUrl });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}
/** How a command ended and what it printed, as spawnSync reports it (status null: killed, see signal). */
export interface CommandResult { status: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }

/**
 * A command run as a child without holding this worker: spawnSync and execFileSync stop its event
 * loop for the command's seconds, and the CMS closed an idle keep-alive socket meanwhile (after its
 * 5 s), unseen, that the next fetch then went out on: "fetch failed" after a 6.3 s erase command
 * with one core busy. Rejects only when the command could not be started.
 */
export function runCommand(file: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; timeout?: number } = {}): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options }, (err, stdout, stderr) => {
      if (!err) return resolve({ status: 0, signal: null, stdout, stderr });
      if (typeof err.code === 'string') return reject(err); // ENOENT and the like: never ran
      resolve({ status: err.code ?? null, signal: err.signal ?? null, stdout, stderr });
    });
  });
}

/** An operator's script (scripts/<name>.ts) as the README runs it, with tsx. */
export const runScript = (name: string, args: string[], options: Parameters<typeof runCommand>[2] = {}) =>
  runCommand(process.execPath, ['--require', 'tsx/cjs', path.join(__dirname, '..', '..', '..', 'scripts', `${name}.ts`), ...args], options);

/** What an operator's script printed; a failed run throws with what it said on stderr. */
export async function scriptOutput(name: string, args: string[], options: Parameters<typeof runCommand>[2] = {}): Promise<string> {
  const r = await runScript(name, args, options);
  if (r.status !== 0) throw new Error(`scripts/${name}.ts ${args.join(' ')} ended with ${r.status ?? r.signal}: ${r.stderr}`);
  return r.stdout;
}

/** `Authorization` for the CMS lead routes, as the site's gateway sends it. */
export const leadTokenHeader = () => ({ authorization: `Bearer ${readState().siteEnv?.LEAD_FORWARD_TOKEN}` });
export const writeState = (s: StackState) => writeFileSync(E2E.stateFile, JSON.stringify(s));
export const cmsLog = path.join(E2E.dir, 'cms.log');
export const siteLog = path.join(E2E.dir, 'site.log');

/** The site's JSON log lines of one event (lib/log.ts), logged at `since` (ms) or later. */
export function siteEvents(event: string, since = 0): ({ ts: string } & Record<string, unknown>)[] {
  return readFileSync(siteLog, 'utf8').split('\n')
    .filter((l) => l.startsWith('{') && l.includes(`"event":"${event}"`))
    .map((l) => JSON.parse(l))
    .filter((e) => Date.parse(e.ts) >= since);
}

/** CPU seconds (user + system) used so far by `roots` and every process under them (/proc; Linux's 100 ticks a second). */
function cpuSecondsUnder(roots: number[]): number {
  const procs = readdirSync('/proc').filter((d) => /^\d+$/.test(d)).flatMap((d) => {
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return [{ pid: Number(d), ppid: Number(f[1]), cpu: (Number(f[11]) + Number(f[12])) / 100 }];
    } catch { return []; } // ended meanwhile
  });
  const under = new Set(roots);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of procs) if (!under.has(p.pid) && under.has(p.ppid)) { under.add(p.pid); grew = true; }
  }
  return procs.filter((p) => under.has(p.pid)).reduce((sum, p) => sum + p.cpu, 0);
}

/** Waits until the stack's site and CMS have used under a tenth of a core for 3 s running (at most
 *  `capMs`), and answers how long that took: what an earlier phase left running (a layout publish
 *  regenerates every page, minutes on a busy machine) would otherwise share the cores with a timed run. */
export async function untilStackIdle(capMs = 180_000): Promise<number> {
  const { sitePid, cmsPid } = readState();
  const started = Date.now();
  let last = cpuSecondsUnder([sitePid, cmsPid]);
  for (let quietSeconds = 0; quietSeconds < 3 && Date.now() - started < capMs;) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = cpuSecondsUnder([sitePid, cmsPid]);
    quietSeconds = now - last < 0.1 ? quietSeconds + 1 : 0;
    last = now;
  }
  return Date.now() - started;
}

export async function stopCms(): Promise<void> {
  await stack.stopAndWait(readState().cmsPid);
}

/** `webhook`: where the CMS's publish webhook goes from now on (the cluster spec points it at nginx). */
export async function startCms(webhook?: { revalidateUrl: string; revalidateSecret: string }): Promise<void> {
  const state = readState();
  const child = await stack.startCms({
    port: E2E.cmsPort, databaseUrl: state.cmsDatabaseUrl, logFile: cmsLog, leadToken: state.siteEnv?.LEAD_FORWARD_TOKEN,
    eraseToken: state.eraseToken, retentionSweepMs: CMS_RETENTION_SWEEP_MS, ...webhook,
  });
  child.unref();
  writeState({ ...state, cmsPid: child.pid! });
}

// Global setup and teardown run in the runner's process, which is Postgres's parent.
const PG_STOP = Symbol.for('maven.e2e.postgres.stop');
type PgHolder = { [PG_STOP]?: () => Promise<void> };
export const stopPostgresAtTeardown = (stop: () => Promise<void>) => { (globalThis as PgHolder)[PG_STOP] = stop; };
export const stopPostgres = async () => { await (globalThis as PgHolder)[PG_STOP]?.(); };

export { stack };
