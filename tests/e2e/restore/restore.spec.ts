// Issue 21: `npm run backup`, a wiped machine, `npm run restore`: the same pages, leads and
// uploads. The last journey of the run (project `restore`): it stops the CMS and the site, drops
// both databases and takes the CMS's upload folder away, then restores and starts them again.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import { adminApi, adminToken } from '../support/cms';
import { leadBody, post } from '../support/cluster-leads';
import { cmsLeads, waitForLeads } from '../support/leads-cms';
import { E2E } from '../support/ports';
import { readState, siteLog, stack, startCms, stopCms, writeState } from '../support/stack';
import * as postgres from '../../../scripts/postgres.cjs';
import queueNames from '../../../lib/leads/server/queue.json';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const UPLOADS = path.join(ROOT, 'cms', 'public', 'uploads');
/** The commands as an operator runs them, pointed at the e2e stack's ports. */
const command = (args: string[]) => spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'backup.mjs'), ...args], {
  cwd: ROOT, encoding: 'utf8', env: { ...process.env, PG_PORT: String(E2E.pgPort), CMS_PORT: String(E2E.cmsPort), PORT: String(E2E.sitePort) },
});
const sha = (b: ArrayBuffer) => createHash('sha256').update(Buffer.from(b)).digest('hex');

async function queueRows(): Promise<number> {
  const client = new Client({ connectionString: readState().siteDatabaseUrl });
  await client.connect();
  try { return (await client.query(`SELECT count(*)::int AS n FROM ${queueNames.table}`)).rows[0].n; } finally { await client.end(); }
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

test('backup while running, wipe, restore: the same pages, leads, queue and uploads', async () => {
  test.setTimeout(300_000);
  const tag = `restore-${Date.now().toString(36)}`;
  const sent = await Promise.all([0, 1].map((i) => post('127.0.0.1', leadBody(tag, i), { 'content-type': 'application/json', 'idempotency-key': `${tag}-${i}` }, E2E.siteUrl)));
  expect(sent).toEqual([200, 200]);
  await waitForLeads({ subSource: tag }, 2);
  const upload = readdirSync(UPLOADS).find((f) => f.endsWith('.pdf'))!;
  const before = await snapshot(upload);
  expect(before.upload.status).toBe(200);
  expect(before.pages.length).toBeGreaterThan(3);

  const out = mkdtempSync(path.join(tmpdir(), 'maven-backups-'));
  const aside = `${UPLOADS}.before-restore-test`;
  try {
    const made = command(['--out', out]);
    expect(made.status, made.stderr).toBe(0);
    console.log(made.stdout.split('\n').filter((l) => l.startsWith('[backup]')).join('\n'));
    const archive = JSON.parse(made.stdout.trim().split('\n').at(-1)!).archive as string;
    expect(path.dirname(archive)).toBe(out);
    expect(path.basename(archive)).toMatch(/^maven-\d{8}T\d{6}Z\.tar\.gz$/);

    // A restore over a running CMS is refused, and changes nothing.
    const refused = command(['restore', archive]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`the CMS answers on :${E2E.cmsPort}`);

    // The wipe: nothing runs, no databases, no uploads.
    const state = readState();
    await stopCms();
    await stack.stopAndWait(state.sitePid);
    await postgres.ensureDatabases(postgres.withDatabase(state.siteDatabaseUrl, 'postgres'), ['maven', 'maven_cms'], true);
    renameSync(UPLOADS, aside);

    // A file that is not a backup is refused with its reason.
    const bogus = path.join(out, 'maven-bogus.tar.gz');
    writeFileSync(bogus, 'not an archive');
    const notBackup = command(['restore', bogus]);
    expect(notBackup.status).toBe(1);
    expect(notBackup.stderr).toContain('is not a backup of this site');

    const restored = command(['restore', archive]);
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toContain('restored');
    console.log(restored.stdout.split('\n').filter((l) => l.startsWith('[backup] restored')).join('\n'));

    await startCms();
    const site = await stack.startSite({ port: E2E.sitePort, env: state.siteEnv!, logFile: siteLog });
    site.unref();
    writeState({ ...readState(), sitePid: site.pid! });
    expect(await snapshot(upload)).toEqual(before);
    expect((await cmsLeads({ subSource: tag })).length).toBe(2);
    expect((await fetch(`${E2E.siteUrl}/about-us`)).status).toBe(200);
  } finally {
    // Whatever happened, the developer's uploads are back.
    if (!existsSync(UPLOADS) && existsSync(aside)) renameSync(aside, UPLOADS);
    rmSync(aside, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  }
});
