#!/usr/bin/env node
// DPDP Act 2023 §12: erase one person's leads everywhere, when the grievance officer has a
// request for it (the data-request collection in the CMS).
//   node scripts/leads-erase.mjs --email asha@example.com
//   node scripts/leads-erase.mjs --phone "+91 98765 43210"     # digits compared, country code optional
// First the site's queue (so no waiting lead reaches the CMS afterwards), then the CMS; the CMS
// again after a forwarding timeout, for a batch that was already on its way. Prints one JSON line
// with the counts and the time, never the email or the phone. The data request that asked for
// the erasure stays in the CMS's data-request collection: it is the grievance officer's record
// that the request was made and worked (its queued copy on the site goes with the leads).
// Env: DATABASE_URL (default: the Postgres of `npm run serve`), CMS_URL (default
// http://127.0.0.1:1337), LEAD_FORWARD_TOKEN (the CMS lead token: required),
// LEADS_ERASE_SECOND_PASS_MS (the wait before the second CMS pass, 10 s; the e2e test shortens it).
import pg from 'pg';
import * as store from '../lib/leads/server/leadStore.cjs';
import { DEFAULT_CMS_URL, DEFAULT_DATABASE_URL } from '../shared/local.cjs';

const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
const cmsUrl = (process.env.CMS_URL || DEFAULT_CMS_URL).replace(/\/$/, '');
const token = process.env.LEAD_FORWARD_TOKEN;
/** Longer than the forwarder's CMS timeout (LEADS_FORWARD_TIMEOUT_MS, 8 s). */
const IN_FLIGHT_MS = Number(process.env.LEADS_ERASE_SECOND_PASS_MS ?? 10_000);

const arg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? '').trim() : '';
};
const email = arg('email');
const digits = arg('phone').replace(/\D/g, '');

async function eraseSite() {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    return await store.eraseLeads(pool, { email, digits });
  } finally {
    await pool.end();
  }
}

async function eraseCms() {
  const res = await fetch(`${cmsUrl}/api/lead-erase`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(email ? { email } : { phone: digits }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`The CMS refused the erasure: ${res.status} ${body?.error?.message ?? ''}`);
  return Number(body.erased ?? 0);
}

try {
  if (!email && digits.length < 8) throw new Error('Usage: node scripts/leads-erase.mjs --email <address> | --phone <number, 8 digits or more>');
  if (!token) throw new Error('Set LEAD_FORWARD_TOKEN (the CMS lead token) to erase in the CMS too.');
  const site = await eraseSite();
  let cms = await eraseCms();
  await new Promise((r) => setTimeout(r, IN_FLIGHT_MS));
  cms += await eraseCms();
  console.log(JSON.stringify({ ts: new Date().toISOString(), event: 'lead.erased', by: email ? 'email' : 'phone', site, cms }));
} catch (err) {
  console.error(err.message);
  process.exitCode = 2;
}
