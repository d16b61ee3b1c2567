// What marketers made and the leads, in one dated archive, and back:
//   npm run backup [-- --out <folder>]          backups/maven-<UTC time>.tar.gz.age, while everything runs
//   npm run restore -- <archive>                onto this machine, with the CMS and the site stopped
//   npm run backup -- erased --email <e> [--phone <p>]   adds a person to the erasure list
// The archive holds pg_dump files (custom format) of the lead queue's database and the CMS's,
// the CMS's upload folder and a manifest. Postgres: DATABASE_URL's server, else the embedded one
// of `npm run serve` (PG_PORT, shared/local.cjs), started for the while if it is not running. Debian's
// pg_dump / pg_restore (postgresql-client, installed when missing) match the server's major (15).
// An archive holds every person's data, so it is encrypted with age (Debian's `age`) to
// the operator's public key (BACKUP_RECIPIENT, or the key of BACKUP_IDENTITY), owner-only (0600,
// in an owner-only folder), and only the newest BACKUP_KEEP stay. A restore brings back people
// erased after the backup was made: the erasure list (BACKUP_ERASURE_LIST, outside the databases,
// each entry encrypted to the same key) is replayed onto the restored databases.
import { spawnSync } from 'node:child_process';
import { appendFileSync, chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
// The site's erasure (the queue's own statement, as scripts/leads-erase.ts uses it).
import * as leadStore from '../lib/leads/server/leadStore';
import queue from '../lib/leads/server/queue.json';
import * as person from '../shared/person.cjs';
import { STACK_PG_PORT, ensureDatabases, startPostgres, withDatabase, type StackPostgres } from './postgres';
import { CMS_DIR, ROOT, STACK_CMS_PORT, STACK_SITE_PORT, assertPortFree, ensureDebianPackages } from './stack';

/** What a backup writes (archives, the erasure list, their folder) is the owner's only; a restore's files are the CMS's as before. */
const ownerOnly = () => process.umask(0o077);
/** Archives kept after each backup: two weeks of daily ones. */
const KEEP = Number(process.env.BACKUP_KEEP ?? 14);
const ARCHIVE = /^maven-\d{8}T\d{6}Z\.tar\.gz\.age$/;
const ERASURE_LIST = process.env.BACKUP_ERASURE_LIST || path.join(ROOT, 'backups', 'erasures.txt');

const UPLOADS = path.join(CMS_DIR, 'public', 'uploads');
const say = (msg: string) => console.log(`[backup] ${msg}`);
function fail(msg: string): never { console.error(`[backup] ${msg}`); process.exit(1); }

function run(cmd: string, args: string[], input?: string): string {
  const r = spawnSync(cmd, args, { encoding: 'utf8', input, stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] });
  if (r.status !== 0) throw new Error(`${cmd} failed (${r.status}): ${r.stderr.trim().slice(-600)}`);
  return r.stdout;
}

/**
 * The operator's age public key: BACKUP_RECIPIENT (age1…), else the one of the private key in
 * BACKUP_IDENTITY. The machine that makes backups needs only the public key; a restore needs the private one.
 */
function recipient(): string {
  if (process.env.BACKUP_RECIPIENT) return process.env.BACKUP_RECIPIENT.trim();
  if (process.env.BACKUP_IDENTITY) return run('age-keygen', ['-y', process.env.BACKUP_IDENTITY]).trim();
  throw new Error('set BACKUP_RECIPIENT to your age public key (age-keygen -o /root/maven-backup.key prints it; keep that file off this machine) or BACKUP_IDENTITY to the key file');
}
function identity(): string {
  const file = process.env.BACKUP_IDENTITY;
  if (!file || !existsSync(file)) throw new Error(`set BACKUP_IDENTITY to the age key file the backups were made for${file ? ` (${file} does not exist)` : ''}`);
  return file;
}

/** Only the newest `keep` archives of `dir` stay. */
function pruneBackups(dir: string, keep = KEEP): string[] {
  const old = readdirSync(dir).filter((f) => ARCHIVE.test(f)).sort().reverse().slice(Math.max(1, keep));
  for (const f of old) rmSync(path.join(dir, f));
  return old;
}

/**
 * The folder where this machine's backups are made (the erasure list's, backups/ by default), when
 * it holds an archive or the list: an erasure must then join the list, or a restore brings the
 * person back. Null where no backups are made.
 */
export function backupsMadeHere(): string | null {
  const dir = path.dirname(ERASURE_LIST);
  if (!existsSync(dir)) return null;
  return existsSync(ERASURE_LIST) || readdirSync(dir).some((f) => ARCHIVE.test(f)) ? dir : null;
}

/**
 * Adds a person to the erasure list: one line per erasure, the JSON {at, email, phone} encrypted
 * to the operator's key (base64), so the list names nobody to whoever reads the machine.
 */
function recordErasure({ email, phone }: { email: string; phone: string }): void {
  ownerOnly();
  if (!email && !phone) throw new Error('Usage: npm run backup -- erased --email <address> [--phone <number>]');
  const sealed = spawnSync('age', ['-r', recipient()], { input: JSON.stringify({ at: new Date().toISOString(), email, phone }) });
  if (sealed.status !== 0) throw new Error(`age failed: ${sealed.stderr}`);
  mkdirSync(path.dirname(ERASURE_LIST), { recursive: true });
  appendFileSync(ERASURE_LIST, `${sealed.stdout.toString('base64')}\n`, { mode: 0o600 });
  say(`${ERASURE_LIST}: ${readFileSync(ERASURE_LIST, 'utf8').split('\n').filter(Boolean).length} erasures`);
}

/** One entry of the erasure list, as written by recordErasure. */
type Erasure = { at: string; email?: string; phone?: string };

/** Every erasure of the list, decrypted with the operator's key. */
function erasures(): Erasure[] {
  if (!existsSync(ERASURE_LIST)) return [];
  return readFileSync(ERASURE_LIST, 'utf8').split('\n').filter(Boolean).map((line) => {
    const open = spawnSync('age', ['-d', '-i', identity()], { input: Buffer.from(line, 'base64') });
    if (open.status !== 0) throw new Error(`an entry of ${ERASURE_LIST} does not open with BACKUP_IDENTITY: ${open.stderr}`);
    return JSON.parse(open.stdout.toString('utf8'));
  });
}

/**
 * The erasures again, on the restored databases, matched as the erase command and the CMS's erase
 * route match (shared/person.cjs: the email trimmed in lower case, the number in E.164): the
 * CMS's leads by their columns, the queue's with its own statement.
 */
async function replayErasures(server: StackPostgres): Promise<{ count: number; cms: number; queue: number }> {
  const list = erasures();
  const cms = new pg.Client({ connectionString: server.cmsUrl });
  const site = new pg.Client({ connectionString: server.siteUrl });
  await cms.connect();
  await site.connect();
  const erased = { cms: 0, queue: 0 };
  try {
    const hasQueue = (await site.query<{ t: string | null }>('SELECT to_regclass($1) AS t', [LEAD_TABLES.site])).rows[0].t;
    for (const entry of list) {
      const email = person.normalEmail(entry.email) ?? '';
      const phone = entry.phone ? person.e164(entry.phone, 'IN') ?? '' : '';
      // Candidates by a cheap filter, then exactly the person's: a stranger whose number ends alike stays.
      const { rows } = await cms.query<{ id: number; email: string | null; phone: string | null }>(
        `SELECT id, email, mobile_number AS phone FROM ${LEAD_TABLES.cms}
          WHERE ($1 <> '' AND lower(trim(email)) = $1) OR ($2 <> '' AND regexp_replace(coalesce(mobile_number, ''), '\\D', '', 'g') LIKE '%' || $2)`,
        [email, phone ? person.lastDigits(phone) : ''],
      );
      const ids = rows.filter((r) => person.isPerson(r, { email, phone })).map((r) => r.id);
      if (ids.length) erased.cms += (await cms.query(`DELETE FROM ${LEAD_TABLES.cms} WHERE id = ANY($1)`, [ids])).rowCount ?? 0;
      if (hasQueue) erased.queue += await leadStore.eraseLeads(site, { email, phone });
    }
  } finally { await cms.end(); await site.end(); }
  return { count: list.length, ...erased };
}

/** Rows in a table of a database (null when the table does not exist: nothing stored yet). */
async function count(url: string, table: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const exists = (await client.query<{ t: string | null }>('SELECT to_regclass($1) AS t', [table])).rows[0].t;
    return exists ? (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n : null;
  } finally { await client.end(); }
}
// The CMS's leads (its collectionName) and the queue's own record of them: what a restore must give back.
const LEAD_TABLES = { cms: 'public.leads', site: queue.table };


async function backup(outDir: string): Promise<void> {
  ownerOnly();
  ensureDebianPackages(['postgresql-client', 'age']);
  const to = recipient();
  const server = await startPostgres({ port: STACK_PG_PORT });
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  const work = mkdtempSync(path.join(tmpdir(), 'maven-backup-'));
  try {
    const t0 = Date.now();
    for (const [name, url] of [['maven', server.siteUrl], ['maven_cms', server.cmsUrl]]) {
      run('pg_dump', ['--format=custom', '--no-owner', '--file', path.join(work, `${name}.dump`), url]);
    }
    if (existsSync(UPLOADS)) cpSync(UPLOADS, path.join(work, 'uploads'), { recursive: true });
    else mkdirSync(path.join(work, 'uploads'));
    const manifest = {
      createdAt: new Date().toISOString(),
      databases: ['maven', 'maven_cms'],
      leads: { cms: await count(server.cmsUrl, LEAD_TABLES.cms), queue: await count(server.siteUrl, LEAD_TABLES.site) },
      commit: spawnSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim() || null,
    };
    writeFileSync(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    mkdirSync(outDir, { recursive: true, mode: 0o700 });
    const archive = path.join(outDir, `maven-${stamp}.tar.gz.age`);
    const plain = path.join(work, '..', `${path.basename(work)}.tar.gz`);
    try {
      run('tar', ['-czf', plain, '-C', work, '.']);
      // Written beside, then renamed: a half-written archive never carries a backup's name.
      run('age', ['-r', to, '-o', `${archive}.part`, plain]);
    } finally { rmSync(plain, { force: true }); }
    chmodSync(`${archive}.part`, 0o600);
    renameSync(`${archive}.part`, archive);
    const pruned = pruneBackups(outDir);
    say(`${archive}: ${(statSync(archive).size / 1e6).toFixed(1)} MB in ${((Date.now() - t0) / 1000).toFixed(1)} s; leads: CMS ${manifest.leads.cms}, queue ${manifest.leads.queue}; ${pruned.length} older removed (BACKUP_KEEP=${KEEP})`);
    console.log(JSON.stringify({ archive, pruned, ...manifest }));
  } finally {
    rmSync(work, { recursive: true, force: true });
    await server.stop();
  }
}

/** What a backup's manifest.json holds. */
type Manifest = { createdAt: string; databases: ('maven' | 'maven_cms')[]; leads: { cms: number | null; queue: number | null }; commit: string | null };

async function restore(archive: string | undefined): Promise<void> {
  if (!archive || !existsSync(archive)) fail(`no archive at ${archive ?? '(none given)'}: npm run restore -- backups/maven-<time>.tar.gz`);
  // Running servers would write into the databases while they are replaced.
  for (const [what, port] of [['CMS', STACK_CMS_PORT], ['site', STACK_SITE_PORT]] as const) {
    await assertPortFree(port, what).catch(() => fail(`the ${what} answers on :${port}: stop it (and the ${what === 'CMS' ? 'site' : 'CMS'}) before a restore`));
  }
  ensureDebianPackages(['postgresql-client', 'age']);
  const key = identity();
  const work = mkdtempSync(path.join(tmpdir(), 'maven-restore-'));
  let server: StackPostgres | null = null;
  try {
    const plain = path.join(work, 'archive.tar.gz');
    const opened = spawnSync('age', ['-d', '-i', key, '-o', plain, archive], { encoding: 'utf8' });
    if (opened.status !== 0) fail(`${archive} is not a backup of this site, or not for this key (${opened.stderr.trim()})`);
    const untar = spawnSync('tar', ['-xzf', plain, '-C', work], { encoding: 'utf8' });
    const manifestFile = path.join(work, 'manifest.json');
    if (untar.status !== 0 || !existsSync(manifestFile)) fail(`${archive} is not a backup of this site (${untar.stderr.trim() || 'no manifest.json'})`);
    const manifest: Manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    for (const name of manifest.databases) if (!existsSync(path.join(work, `${name}.dump`))) fail(`${archive} lacks ${name}.dump`);
    const t0 = Date.now();
    server = await startPostgres({ port: STACK_PG_PORT });
    const urls = { maven: server.siteUrl, maven_cms: server.cmsUrl };
    // Empty databases of the same names, then the dumps into them.
    await ensureDatabases(withDatabase(server.siteUrl, 'postgres'), Object.values(urls).map((u) => new URL(u).pathname.slice(1)), true);
    for (const name of manifest.databases) run('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', urls[name], path.join(work, `${name}.dump`)]);
    rmSync(UPLOADS, { recursive: true, force: true });
    cpSync(path.join(work, 'uploads'), UPLOADS, { recursive: true });
    const leads = { cms: await count(server.cmsUrl, LEAD_TABLES.cms), queue: await count(server.siteUrl, LEAD_TABLES.site) };
    if (leads.cms !== manifest.leads.cms || leads.queue !== manifest.leads.queue) fail(`restored lead counts ${JSON.stringify(leads)} differ from the backup's ${JSON.stringify(manifest.leads)}`);
    const replay = await replayErasures(server);
    say(`restored ${archive} (made ${manifest.createdAt}) in ${((Date.now() - t0) / 1000).toFixed(1)} s; leads: CMS ${leads.cms}, queue ${leads.queue}; ${replay.count} erasures replayed (leads erased again: CMS ${replay.cms}, queue ${replay.queue}). Start with npm run serve.`);
  } finally {
    rmSync(work, { recursive: true, force: true });
    await server?.stop();
  }
}

// The command; scripts/leads-erase.ts imports backupsMadeHere without running it.
if (require.main === module) {
  const args = process.argv.slice(2);
  const opt = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] ?? '' : '');
  const out = opt('out') ? path.resolve(opt('out')) : path.join(ROOT, 'backups');
  (async () => {
    if (args[0] === 'restore') await restore(args[1]);
    else if (args[0] === 'erased') recordErasure({ email: opt('email').trim(), phone: opt('phone').trim() });
    else await backup(out);
  })().catch((error: Error) => fail(error.message));
}
