#!/usr/bin/env node
// Fixed-rate load on the lead gateway (open loop: requests leave on schedule whatever the
// answers), then checks the CMS: every accepted lead must arrive exactly once. Each lead is sent
// as the site's forms send it (again on no answer or a 502/503/504), and its latency is the
// visitor's: from the first try to the last answer.
//   node bench/leads-load.mjs [--site http://127.0.0.1:3200] [--cms http://127.0.0.1:1537] [--rate 50] [--seconds 10] [--repeat 0.1]
//                            [--siteverify 3990] [--webhook 3991] [--kill-at 4 --kill-port 3001]
//                            [--profile-port 3001 [--profile-out file.cpuprofile]]
// Loopback only. Bounded: at most 60 s and 3,000 requests. The site runs without
// RECAPTCHA_SECRET_KEY and verifies with the bench's own siteverify (Google cannot be reached
// here): RECAPTCHA_VERIFY_URL=http://127.0.0.1:3990/siteverify, and with a rate limit above the
// bench rate (LEADS_RATE_LIMIT=100000): one address sending hundreds of leads a second passes
// the limit on valid captchas only up to 30 x the limit a minute (lib/leads/server/runtime.ts).
// --webhook PORT: bench/webhook-receiver.mjs receives the site's webhook there (start the site with
// LEADS_WEBHOOK_URL=http://127.0.0.1:PORT/ and LEADS_WEBHOOK_SECRET, the same secret in the
// bench's env): signatures checked, the delay from accept to receipt reported.
// --repeat: share of leads sent a second time with the same Idempotency-Key (a client retry).
// --kill-at S --kill-port P: S seconds into the run, kill -9 the process group of the site instance
// listening on P (an instance of `npm run serve:cluster`; its supervisor starts another).
// --profile-port P: a CPU profile of the instance on P during the sending (bench/cpu-profile.mjs):
// its self time by package and function.
// Besides the latencies it prints the CPU seconds each part of the machine used during the run
// (this bench, the site's instances, the CMS, Postgres, nginx, Redis): on two cores they share.
// Outage: stop the CMS before the run and start it again while the bench waits for it; the
// bench then reports how long after the CMS's return every accepted lead was in it.
import { fork, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pidOnPort } from '../tests/support/inspector.cjs';
import { startProfile, summarize } from './cpu-profile.mjs';
import { arg, cpuBetween, cpuByProcess, leadSender, loopbackOnly, openLoop, ownSeconds, percentile, startSiteverify } from './load-kit.mjs';

const site = arg('site', 'http://127.0.0.1:3200');
const cms = arg('cms', 'http://127.0.0.1:1537');
const rate = Math.min(500, Number(arg('rate', 50)));
const seconds = Math.min(60, Number(arg('seconds', 10)));
const repeat = Number(arg('repeat', 0.1));
const total = Math.min(3000, Math.round(rate * seconds));
const siteverifyPort = Number(arg('siteverify', 3990));
const webhookPort = arg('webhook', null);
const killAt = arg('kill-at', null);
const killPort = Number(arg('kill-port', 3001));
const profilePort = arg('profile-port', null);
const require = createRequire(import.meta.url);
loopbackOnly(site, cms);

const tag = `bench-${Date.now().toString(36)}`;
await startSiteverify(siteverifyPort);
/** The webhook's receiver, in its own process. */
const hook = webhookPort ? fork(path.join(path.dirname(new URL(import.meta.url).pathname), 'webhook-receiver.mjs'), [webhookPort]) : null;
if (hook) await new Promise((r) => hook.once('message', r));
const receipts = () => new Promise((r) => { hook.once('message', r); hook.send('report'); });
/** The leads sent, their answers and latencies; when each accepted lead's 200 arrived (Date.now(), the receiver's clock), by index. */
const leads = leadSender(site, tag);
const { latencies, statuses, accepted, acceptedAt } = leads;

/** kill -9 of the instance on `port`, its whole process group (as a crash would take it). */
function killInstance(port) {
  let pid;
  try { pid = pidOnPort(port); } catch (err) { console.error(err.message); return; }
  const pgid = Number(spawnSync('ps', ['-o', 'pgid=', '-p', String(pid)], { encoding: 'utf8' }).stdout.trim());
  process.kill(-pgid, 'SIGKILL');
  console.log(`killed -9 the process group ${pgid} of :${port}`);
}

console.log(`sending ${total} leads at ${rate}/s to ${site} (${Math.round(repeat * 100)}% sent twice) …`);
const profiler = profilePort === null ? null : await startProfile(pidOnPort(Number(profilePort)));
const cpuBefore = cpuByProcess();
const benchBefore = ownSeconds();
const { doneIn: elapsed } = await openLoop(rate, total, (i) => {
  if (killAt !== null && i === Math.round(Number(killAt) * rate)) killInstance(killPort);
  return Promise.all([leads.send(i), ...(Math.random() < repeat ? [leads.send(i)] : [])]);
});
if (profiler) {
  const profile = await profiler.stop();
  const out = arg('profile-out', null);
  if (out) writeFileSync(out, JSON.stringify(profile));
  console.log(`CPU profile of :${profilePort} while sending:\n${summarize(profile)}`);
}
const cpu = Object.entries(cpuBetween(cpuBefore, cpuByProcess(), ownSeconds() - benchBefore)).map(([part, t]) => `${part}=${t.toFixed(1)}`).join(' ');
latencies.sort((a, b) => a - b);
const pct = (p) => percentile(latencies, p);

// A stopped CMS (outage run): wait for it to come back, then time the delivery from then.
let cmsBackAt = null;
const cmsUp = () => fetch(`${cms}/_health`, { signal: AbortSignal.timeout(2000) }).then((r) => r.status < 500, () => false);
if (!(await cmsUp())) {
  console.log('the CMS is down: start it again; waiting up to 5 min …');
  const until = Date.now() + 300_000;
  while (!(await cmsUp())) {
    if (Date.now() > until) { console.error('the CMS did not come back'); process.exit(1); }
    await new Promise((r) => setTimeout(r, 200));
  }
  cmsBackAt = Date.now();
}

// Wait for the workers, then count what the CMS holds (admin API).
// One admin token across runs (Strapi allows 5 logins in 5 minutes).
const { adminToken } = require('../tests/support/cmsAdmin.cjs');
let token;
try {
  token = await adminToken(cms, path.join(os.tmpdir(), `maven-bench-admin-token-${new URL(cms).port}.json`));
} catch (err) {
  console.error(err.message);
  process.exit(2);
}

async function stored() {
  const rows = [];
  for (let page = 1; ; page++) {
    // This run's leads only (their subSource is the run's tag): counting every earlier run's
    // leads made each poll page through all of them, slowing the CMS it was timing.
    const qs = new URLSearchParams({ page: String(page), pageSize: '500', 'filters[$and][0][subSource][$eq]': tag });
    const r = await (await fetch(`${cms}/content-manager/collection-types/api::lead.lead?${qs}`, { headers: { authorization: `Bearer ${token}` } })).json();
    rows.push(...r.results);
    if (page >= r.pagination.pageCount) return rows;
  }
}
let rows = [];
const deadline = Date.now() + 60_000;
do {
  rows = await stored();
  if (new Set(rows.map((r) => r.email)).size >= accepted.size) break;
  await new Promise((r) => setTimeout(r, 1000));
} while (Date.now() < deadline);
const forwardedIn = ((Date.now() - deadline + 60_000) / 1000).toFixed(1);
const sinceBack = cmsBackAt === null ? '' : `, ${((Date.now() - cmsBackAt) / 1000).toFixed(1)}s after the CMS came back`;
const unique = new Set(rows.map((r) => r.email));
const lost = [...accepted].filter((i) => !unique.has(`${tag}-${i}@example.com`)).length;
const duplicated = rows.length - unique.size;

console.log(`requests=${latencies.length + leads.errors} in ${elapsed.toFixed(1)}s  statuses=${JSON.stringify(statuses)}  network-errors=${leads.errors}  resent=${leads.resent}`);
console.log(`latency ms: p50=${pct(50)} p99=${pct(99)} max=${latencies.length ? latencies.at(-1).toFixed(1) : '-'}`);
console.log(`CPU s during the load (${elapsed.toFixed(1)} s × 2 cores = ${(2 * elapsed).toFixed(1)}): ${cpu}`);
console.log(`leads accepted=${accepted.size} in CMS=${unique.size} (all there ${forwardedIn}s after the last request${sinceBack})  lost=${lost}  duplicated=${duplicated}`);
let webhookFailed = false;
if (hook) {
  const key = (i) => `${tag}-${i}`;
  const until = Date.now() + 60_000;
  let got = await receipts();
  while ([...accepted].some((i) => !got.receipts[key(i)]) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 500));
    got = await receipts();
  }
  hook.send('exit');
  const arrived = [...accepted].filter((i) => got.receipts[key(i)]);
  const delays = arrived.map((i) => got.receipts[key(i)][0] - acceptedAt.get(i)).sort((a, b) => a - b);
  const at = (p) => (delays.length ? delays[Math.min(delays.length - 1, Math.floor((p / 100) * delays.length))] : '-');
  const twice = arrived.filter((i) => got.receipts[key(i)].length > 1).length;
  const missing = accepted.size - arrived.length;
  console.log(`webhook: received=${arrived.length} missing=${missing} received-twice=${twice} bad-signatures=${got.badSignatures}  accept→receipt ms: p50=${at(50)} p99=${at(99)} max=${delays.at(-1) ?? '-'}`);
  webhookFailed = Boolean(missing || got.badSignatures);
}
const failed = leads.failed();
console.log(`failed requests (after the forms' resends): ${failed}`);
process.exitCode = lost || duplicated || failed || webhookFailed ? 1 : 0;
