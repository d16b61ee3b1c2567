// DPDP Act 2023 §12: erase one person's leads everywhere, when the grievance officer has a
// request for it (the data-request collection in the CMS).
//   npx tsx scripts/leads-erase.ts --email asha@example.com --phone "+91 98765 43210"
//   npx tsx scripts/leads-erase.ts --phone "98765 43210"      # without a country code: India's
// Exact matches only: the email trimmed and in lower case, the number in E.164
// (shared/person.cjs, libphonenumber-js): the same number written another way is the person,
// a stranger whose number ends in the same digits is not. Both are sent to the CMS.
// First the site's queue (so no waiting lead reaches the CMS afterwards), then the CMS; the CMS
// again after a forwarding timeout, for a batch that was already on its way. Prints one JSON line
// with the counts and the time, never the email or the phone. The data request that asked for
// the erasure stays in the CMS's data-request collection: it is the grievance officer's record
// that the request was made and worked (its queued copy on the site goes with the leads).
// Env: DATABASE_URL (default: the Postgres of `npm run serve`), CMS_URL (default
// http://127.0.0.1:1337), LEADS_ERASE_TOKEN (the CMS erase route's token, the operator's: the web
// instances' lead token is refused),
// LEADS_ERASE_SECOND_PASS_MS (the wait before the second CMS pass, 10 s; the e2e test shortens it).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import * as store from '../lib/leads/server/leadStore';
import { backupsMadeHere } from './backup';
import { DEFAULT_CMS_URL, DEFAULT_DATABASE_URL } from '../shared/local.cjs';
import { e164, normalEmail } from '../shared/person.cjs';
const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
const cmsUrl = (process.env.CMS_URL || DEFAULT_CMS_URL).replace(/\/$/, '');
const token = process.env.LEADS_ERASE_TOKEN;
/** Longer than the forwarder's CMS timeout (LEADS_FORWARD_TIMEOUT_MS, 8 s). */
const IN_FLIGHT_MS = Number(process.env.LEADS_ERASE_SECOND_PASS_MS ?? 10_000);

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? '').trim() : '';
};
const email = normalEmail(arg('email')) ?? '';
const phone = arg('phone') ? e164(arg('phone'), 'IN') : '';
/** What the person is known by, for the CMS and the output line (which never names them). */
const who = { ...(email && { email }), ...(phone && { phone }) };

async function eraseSite(): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    return await store.eraseLeads(pool, who);
  } finally {
    await pool.end();
  }
}

const keyForBackups = Boolean(process.env.BACKUP_RECIPIENT || process.env.BACKUP_IDENTITY);

/**
 * Asked before anything is erased: where archives are made and this shell has no key to add the
 * person to their erasure list (cron's environment has it, an operator's shell may not), the
 * erasure would succeed and the next restore bring the person back. Stop and say which variable.
 */
function assertBackupsCanRecord(): void {
  const dir = keyForBackups ? null : backupsMadeHere();
  if (dir) {
    throw new Error(`Backup archives exist in ${dir} but BACKUP_RECIPIENT (or BACKUP_IDENTITY) is not set in this shell, so the person could not join the backups' erasure list and a restore would bring them back. Set it as cron has it and run the command again; nothing was erased.`);
  }
}

/**
 * Where backups are made (BACKUP_RECIPIENT or BACKUP_IDENTITY set), the person joins the encrypted
 * erasure list that a restore replays (scripts/backup.ts): else a restore of an older backup would
 * bring them back. Answers the list's path, or null where no backups are made.
 */
function recordForBackups(): string | null {
  if (!keyForBackups) return null;
  const args = ['erased', ...(email ? ['--email', email] : []), ...(phone ? ['--phone', phone] : [])];
  // This process's own Node flags (tsx's loader) run the other command too.
  const out = spawnSync(process.execPath, [...process.execArgv, path.join(__dirname, 'backup.ts'), ...args], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`Erased, but not added to the backups' erasure list (run npm run backup -- erased): ${out.stderr.trim()}`);
  return process.env.BACKUP_ERASURE_LIST || 'backups/erasures.txt';
}

async function eraseCms(): Promise<number> {
  const res = await fetch(`${cmsUrl}/api/lead-erase`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(who),
    signal: AbortSignal.timeout(30_000),
  });
  const body: { erased?: number; error?: { message?: string } } = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`The CMS refused the erasure: ${res.status} ${body.error?.message ?? ''}`);
  return Number(body.erased ?? 0);
}

(async () => {
  if (phone === null) throw new Error(`Not a phone number: ${arg('phone').replace(/\d(?=\d{2})/g, '*')}`);
  if (!email && !phone) throw new Error('Usage: npx tsx scripts/leads-erase.ts [--email <address>] [--phone <number>]');
  if (!token) throw new Error('Set LEADS_ERASE_TOKEN (the CMS erase route\'s token, which the web instances do not hold) to erase in the CMS too.');
  assertBackupsCanRecord();
  const site = await eraseSite();
  let cms = await eraseCms();
  await new Promise((r) => setTimeout(r, IN_FLIGHT_MS));
  cms += await eraseCms();
  const listed = recordForBackups();
  console.log(JSON.stringify({ ts: new Date().toISOString(), event: 'lead.erased', by: Object.keys(who), site, cms, ...(listed ? { erasureList: listed } : {}) }));
})().catch((err: Error) => {
  console.error(err.message);
  process.exitCode = 2;
});
