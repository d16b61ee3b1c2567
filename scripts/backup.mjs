#!/usr/bin/env node
// What marketers made and the leads, in one dated archive, and back:
//   npm run backup [-- --out <folder>]          backups/maven-<UTC time>.tar.gz, while everything runs
//   npm run restore -- <archive>                onto this machine, with the CMS and the site stopped
// The archive holds pg_dump files (custom format) of the lead queue's database and the CMS's,
// the CMS's upload folder and a manifest. Postgres: DATABASE_URL's server, else the embedded one
// of `npm run serve` (PG_PORT, shared/local.cjs), started for the while if it is not running. Debian's
// pg_dump / pg_restore (postgresql-client, installed when missing) match the server's major (15).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { STACK_PG_PORT, ensureDatabases, startPostgres, withDatabase } from './postgres.cjs';
import { CMS_DIR, ROOT, STACK_CMS_PORT, STACK_SITE_PORT, assertPortFree, ensureDebianPackages } from './stack.cjs';

const UPLOADS = path.join(CMS_DIR, 'public', 'uploads');
const say = (msg) => console.log(`[backup] ${msg}`);
const fail = (msg) => { console.error(`[backup] ${msg}`); process.exit(1); };

function run(cmd, args) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'inherit', 'pipe'] });
  if (r.status !== 0) throw new Error(`${cmd} failed (${r.status}): ${r.stderr.trim().slice(-600)}`);
}

/** Rows in a table of a database (null when the table does not exist: nothing stored yet). */
async function count(url, table) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const exists = (await client.query('SELECT to_regclass($1) AS t', [table])).rows[0].t;
    return exists ? Number((await client.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n) : null;
  } finally { await client.end(); }
}
// The CMS's leads (its collectionName) and the queue's own record of them: what a restore must give back.
const LEAD_TABLES = { cms: 'public.leads', site: JSON.parse(readFileSync(path.join(ROOT, 'lib', 'leads', 'server', 'queue.json'), 'utf8')).table };


async function backup(outDir) {
  ensureDebianPackages(['postgresql-client']);
  const pg = await startPostgres({ port: STACK_PG_PORT });
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  const work = mkdtempSync(path.join(tmpdir(), 'maven-backup-'));
  try {
    const t0 = Date.now();
    for (const [name, url] of [['maven', pg.siteUrl], ['maven_cms', pg.cmsUrl]]) {
      run('pg_dump', ['--format=custom', '--no-owner', '--file', path.join(work, `${name}.dump`), url]);
    }
    if (existsSync(UPLOADS)) cpSync(UPLOADS, path.join(work, 'uploads'), { recursive: true });
    else mkdirSync(path.join(work, 'uploads'));
    const manifest = {
      createdAt: new Date().toISOString(),
      databases: ['maven', 'maven_cms'],
      leads: { cms: await count(pg.cmsUrl, LEAD_TABLES.cms), queue: await count(pg.siteUrl, LEAD_TABLES.site) },
      commit: spawnSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim() || null,
    };
    writeFileSync(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    mkdirSync(outDir, { recursive: true });
    const archive = path.join(outDir, `maven-${stamp}.tar.gz`);
    run('tar', ['-czf', archive, '-C', work, '.']);
    say(`${archive}: ${(statSync(archive).size / 1e6).toFixed(1)} MB in ${((Date.now() - t0) / 1000).toFixed(1)} s; leads: CMS ${manifest.leads.cms}, queue ${manifest.leads.queue}`);
    console.log(JSON.stringify({ archive, ...manifest }));
  } finally {
    rmSync(work, { recursive: true, force: true });
    await pg.stop();
  }
}

async function restore(archive) {
  if (!archive || !existsSync(archive)) fail(`no archive at ${archive ?? '(none given)'}: npm run restore -- backups/maven-<time>.tar.gz`);
  // Running servers would write into the databases while they are replaced.
  for (const [what, port] of [['CMS', STACK_CMS_PORT], ['site', STACK_SITE_PORT]]) {
    await assertPortFree(port, what).catch(() => fail(`the ${what} answers on :${port}: stop it (and the ${what === 'CMS' ? 'site' : 'CMS'}) before a restore`));
  }
  ensureDebianPackages(['postgresql-client']);
  const work = mkdtempSync(path.join(tmpdir(), 'maven-restore-'));
  let pg = null;
  try {
    const untar = spawnSync('tar', ['-xzf', archive, '-C', work], { encoding: 'utf8' });
    const manifestFile = path.join(work, 'manifest.json');
    if (untar.status !== 0 || !existsSync(manifestFile)) fail(`${archive} is not a backup of this site (${untar.stderr.trim() || 'no manifest.json'})`);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    for (const name of manifest.databases) if (!existsSync(path.join(work, `${name}.dump`))) fail(`${archive} lacks ${name}.dump`);
    const t0 = Date.now();
    pg = await startPostgres({ port: STACK_PG_PORT });
    const urls = { maven: pg.siteUrl, maven_cms: pg.cmsUrl };
    // Empty databases of the same names, then the dumps into them.
    await ensureDatabases(withDatabase(pg.siteUrl, 'postgres'), Object.values(urls).map((u) => new URL(u).pathname.slice(1)), true);
    for (const name of manifest.databases) run('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', urls[name], path.join(work, `${name}.dump`)]);
    rmSync(UPLOADS, { recursive: true, force: true });
    cpSync(path.join(work, 'uploads'), UPLOADS, { recursive: true });
    const leads = { cms: await count(pg.cmsUrl, LEAD_TABLES.cms), queue: await count(pg.siteUrl, LEAD_TABLES.site) };
    if (leads.cms !== manifest.leads.cms || leads.queue !== manifest.leads.queue) fail(`restored lead counts ${JSON.stringify(leads)} differ from the backup's ${JSON.stringify(manifest.leads)}`);
    say(`restored ${archive} (made ${manifest.createdAt}) in ${((Date.now() - t0) / 1000).toFixed(1)} s; leads: CMS ${leads.cms}, queue ${leads.queue}. Start with npm run serve.`);
  } finally {
    rmSync(work, { recursive: true, force: true });
    await pg?.stop();
  }
}

const args = process.argv.slice(2);
const out = args.includes('--out') ? path.resolve(args[args.indexOf('--out') + 1]) : path.join(ROOT, 'backups');
try {
  if (args[0] === 'restore') await restore(args[1]);
  else await backup(out);
} catch (error) {
  fail(error.message);
}
