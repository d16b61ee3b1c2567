// `npm run backup`, a wiped machine, `npm run restore`: the same pages, leads and
// uploads. The last journey of the run (project `restore`): it stops the CMS and the site, drops
// both databases and takes the CMS's upload folder away, then restores and starts them again.
// Archives are encrypted to the operator's age key and owner-only, the newest
// BACKUP_KEEP stay, and a person erased after the backup stays erased after the restore.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { adminApi, adminToken } from '../support/cms';
import { leadBody, post } from '../support/cluster-leads';
import { cmsLeads, waitForLeads } from '../support/leads-cms';
import { E2E } from '../support/ports';
import { readState, runCommand, runScript, siteLog, stack, startCms, stopCms, withDb, writeState } from '../support/stack';
import * as postgres from '../../../scripts/postgres';
import queueNames from '../../../lib/leads/server/queue.json';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const UPLOADS = path.join(ROOT, 'cms', 'public', 'uploads');
const keys = mkdtempSync(path.join(tmpdir(), 'maven-backup-key-'));
/** The operator's age key, made as docs/deploying.md says; kept apart from the backups. */
const KEY = path.join(keys, 'maven-backup.key');
const ERASURE_LIST = path.join(keys, 'erasures.txt');
const KEEP = 2;
test.afterAll(() => rmSync(keys, { recursive: true, force: true }));
/** The commands as an operator runs them, pointed at the e2e stack's ports. */
const command = (args: string[], env: Record<string, string> = { BACKUP_IDENTITY: KEY }) => runScript('backup', args, {
  cwd: ROOT, env: { ...process.env, PG_PORT: String(E2E.pgPort), CMS_PORT: String(E2E.cmsPort), PORT: String(E2E.sitePort), BACKUP_KEEP: String(KEEP), BACKUP_ERASURE_LIST: ERASURE_LIST, ...env },
});
/** The erase command against the e2e stack, on a machine that makes backups (it adds the person to the erasure list). */
const eraseCommand = (email: string) => runScript('leads-erase', ['--email', email], {
  cwd: ROOT,
  env: {
    ...process.env, ...readState().siteEnv, DATABASE_URL: readState().siteDatabaseUrl, CMS_URL: E2E.cmsUrl, LEADS_ERASE_SECOND_PASS_MS: '100',
    LEADS_ERASE_TOKEN: readState().eraseToken ?? '', BACKUP_IDENTITY: KEY, BACKUP_ERASURE_LIST: ERASURE_LIST,
  },
});
const sha = (b: ArrayBuffer) => createHash('sha256').update(Buffer.from(b)).digest('hex');

async function queueRows(): Promise<number> {
  return withDb('site', async (db) => (await db.query(`SELECT count(*)::int AS n FROM ${queueNames.table}`)).rows[0].n);
}

/** What a restore must give back: page paths and titles, every lead, the queue's rows, an upload. */
async function snapshot(upload: string) {
  const token = await adminToken();
  const pages = await adminApi<{ results: { path: string; title: string }[] }>(token, `${E2E.cmsUrl}/content-manager/collection-types/api::page.page?pageSize=100&sort=path:ASC`);
  const file = await fetch(`${E2E.cmsUrl}/uploads/${upload}`);
  return {
    pages: pages.results.map((p) => `${p.path} ${p.title}`),
    leads: (await cmsLeads()).map((l) => l.idempotencyKey ?? l.id).sort(),
    queue: await queueRows(),
    upload: { status: file.status, sha: sha(await file.arrayBuffer()) },
  };
}

test('backup while running (encrypted, owner-only, pruned), wipe, restore: the same pages, leads, queue and uploads, and the erased stay erased', async () => {
  test.setTimeout(300_000);
  expect((await runCommand('age-keygen', ['-o', KEY])).status).toBe(0);
  const tag = `restore-${Date.now().toString(36)}`;
  const sent = await Promise.all([0, 1, 2].map((i) => post('127.0.0.1', leadBody(tag, i), { 'content-type': 'application/json', 'idempotency-key': `${tag}-${i}` }, E2E.siteUrl)));
  expect(sent).toEqual([200, 200, 200]);
  await waitForLeads({ subSource: tag }, 3);
  const upload = readdirSync(UPLOADS).find((f) => f.endsWith('.pdf'))!;

  const out = mkdtempSync(path.join(tmpdir(), 'maven-backups-'));
  const aside = `${UPLOADS}.before-restore-test`;
  try {
    // Without the operator's key there is no backup: an archive no key opens is no better than none.
    const keyless = await command(['--out', out], {});
    expect(keyless.status).toBe(1);
    expect(keyless.stderr).toContain('set BACKUP_RECIPIENT to your age public key');
    // Three backups, BACKUP_KEEP=2: the newest two stay. (Names are to the second.)
    const archives: string[] = [];
    for (let i = 0; i < 3; i++) {
      if (i) await new Promise((r) => setTimeout(r, 1_000));
      const made = await command(['--out', out]);
      expect(made.status, made.stderr).toBe(0);
      console.log(made.stdout.split('\n').filter((l) => l.startsWith('[backup]')).join('\n'));
      archives.push(JSON.parse(made.stdout.trim().split('\n').at(-1)!).archive as string);
    }
    expect(readdirSync(out).sort()).toEqual(archives.slice(1).map((a) => path.basename(a)).sort());
    const archive = archives.at(-1)!;
    expect(path.dirname(archive)).toBe(out);
    expect(path.basename(archive)).toMatch(/^maven-\d{8}T\d{6}Z\.tar\.gz\.age$/);
    // Readable by its owner only, and by nobody without the key: no tar, no SQL, no email inside.
    expect((statSync(archive).mode & 0o777).toString(8)).toBe('600');
    expect(readFileSync(archive).subarray(0, 21).toString()).toBe('age-encryption.org/v1');
    expect((await runCommand('tar', ['-tzf', archive])).status).not.toBe(0);
    expect(readFileSync(archive).includes(`${tag}-0@example.com`)).toBe(false);

    // After the backup, person 2 asks to be erased: the erase command, which also puts them on the
    // encrypted erasure list (one line, not their address).
    const erasedEmail = `${tag}-2@example.com`;
    const erased = await eraseCommand(erasedEmail);
    expect(erased.status, erased.stderr).toBe(0);
    expect(JSON.parse(erased.stdout)).toMatchObject({ event: 'lead.erased', erasureList: ERASURE_LIST });
    expect(readFileSync(ERASURE_LIST, 'utf8').split('\n').filter(Boolean)).toHaveLength(1);
    expect((statSync(ERASURE_LIST).mode & 0o777).toString(8)).toBe('600');
    expect(readFileSync(ERASURE_LIST, 'utf8')).not.toContain(erasedEmail);
    expect((await cmsLeads({ subSource: tag })).map((l) => l.email).sort()).toEqual([`${tag}-0@example.com`, `${tag}-1@example.com`]);
    const before = await snapshot(upload);
    expect(before.upload.status).toBe(200);
    expect(before.pages.length).toBeGreaterThan(3);

    // A restore over a running CMS is refused, and changes nothing.
    const refused = await command(['restore', archive]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`the CMS answers on :${E2E.cmsPort}`);

    // The wipe: nothing runs, no databases, no uploads.
    const state = readState();
    await stopCms();
    await stack.stopAndWait(state.sitePid);
    await postgres.ensureDatabases(postgres.withDatabase(state.siteDatabaseUrl, 'postgres'), ['maven', 'maven_cms'], true);
    renameSync(UPLOADS, aside);

    // A file that is not a backup is refused with its reason.
    const bogus = path.join(out, 'maven-bogus.tar.gz.age');
    writeFileSync(bogus, 'not an archive');
    const notBackup = await command(['restore', bogus]);
    expect(notBackup.status).toBe(1);
    expect(notBackup.stderr).toContain('is not a backup of this site');
    // Without the key, no restore.
    const noKey = await command(['restore', archive], {});
    expect(noKey.status).toBe(1);
    expect(noKey.stderr).toContain('set BACKUP_IDENTITY to the age key file');

    const restored = await command(['restore', archive]);
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toContain('restored');
    expect(restored.stdout).toMatch(/1 erasures replayed \(leads erased again: CMS 1, queue 1\)/);
    console.log(restored.stdout.split('\n').filter((l) => l.startsWith('[backup] restored')).join('\n'));

    await startCms();
    const site = await stack.startSite({ port: E2E.sitePort, env: state.siteEnv!, logFile: siteLog });
    site.unref();
    writeState({ ...readState(), sitePid: site.pid! });
    expect(await snapshot(upload)).toEqual(before);
    // The erased person's lead was in the archive; the replay took it out again.
    expect((await cmsLeads({ subSource: tag })).map((l) => l.email).sort()).toEqual([`${tag}-0@example.com`, `${tag}-1@example.com`]);
    expect((await fetch(`${E2E.siteUrl}/about-us`)).status).toBe(200);
  } finally {
    // Whatever happened, the developer's uploads are back.
    if (!existsSync(UPLOADS) && existsSync(aside)) renameSync(aside, UPLOADS);
    rmSync(aside, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  }
});
