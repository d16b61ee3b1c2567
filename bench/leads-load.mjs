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
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pidOnPort } from '../tests/support/inspector.cjs';
import { startProfile, summarize } from './cpu-profile.mjs';

const arg = (name, d) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? process.argv[i + 1] : d; };
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
for (const u of [site, cms]) {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(u).hostname)) { console.error(`refusing non-loopback target ${u}`); process.exit(2); }
}

const tag = `bench-${Date.now().toString(36)}`;
const lead = (i) => ({
  data: {
    name: `Bench ${i}`, workExperience: '1-2 years', mobileNumber: '+91-98765-43210', email: `${tag}-${i}@example.com`, message: '',
    state: 'Karnataka', country: 'India', channel: 'Organic', leadSource: 'Maven', subSource: tag, url: `${site}/`, oldSource: 'test',
  },
  captcha: `bench-ok-${i}`,
});

/** A local server for the run; stops with it. */
const listen = (port, handle) => new Promise((resolve, reject) => {
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c)).on('end', () => handle(req, Buffer.concat(chunks).toString('utf8'), res));
  });
  server.once('error', reject).listen(port, '127.0.0.1', () => { server.unref(); resolve(server); });
});
// Google's siteverify as the site sees it: a bench token passes, anything else fails.
await listen(siteverifyPort, (_req, body, res) => {
  const ok = (new URLSearchParams(body).get('response') ?? '').startsWith('bench-ok-');
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(ok ? { success: true, hostname: '127.0.0.1' } : { success: false, 'error-codes': ['invalid-input-response'] }));
});
/** The webhook's receiver, in its own process. */
const hook = webhookPort ? fork(path.join(path.dirname(new URL(import.meta.url).pathname), 'webhook-receiver.mjs'), [webhookPort]) : null;
if (hook) await new Promise((r) => hook.once('message', r));
const receipts = () => new Promise((r) => { hook.once('message', r); hook.send('report'); });
/** When each accepted lead's 200 arrived (Date.now(), the receiver's clock), by index. */
const acceptedAt = new Map();

const latencies = [];
const statuses = {};
const accepted = new Set();
let errors = 0;

/** The forms' resend policy (lib/leads/submit.ts RESEND_AFTER_MS, GATEWAY_ERRORS): a visitor's lead fails only after these. */
const RESEND_AFTER_MS = [500, 2_000];
const GATEWAY_ERRORS = new Set([502, 503, 504]);
let resent = 0;

/** One lead as a visitor's form sends it: again with the same key on no answer or a gateway error; latency to the last answer. */
async function send(i) {
  const body = JSON.stringify(lead(i));
  const headers = { 'content-type': 'application/json', 'idempotency-key': `${tag}-${i}` };
  const t0 = performance.now();
  for (let attempt = 0; ; attempt++) {
    const last = attempt >= RESEND_AFTER_MS.length;
    try {
      const res = await fetch(`${site}/api/global-contact-form`, { method: 'POST', headers, body });
      await res.arrayBuffer();
      if (!last && GATEWAY_ERRORS.has(res.status)) throw new Error(String(res.status));
      latencies.push(performance.now() - t0);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status === 200) { accepted.add(i); if (!acceptedAt.has(i)) acceptedAt.set(i, Date.now()); }
      return;
    } catch {
      if (last) { errors++; return; }
      resent++;
      await new Promise((r) => setTimeout(r, RESEND_AFTER_MS[attempt]));
    }
  }
}

/** CPU seconds used so far by each process, with its part of the machine (/proc/<pid>/stat, by command line). */
const PARTS = [['site', /next start|next-server/], ['cms', /strapi/], ['postgres', /postgres/], ['nginx', /^nginx/], ['redis', /redis-server/]];
const TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
function cpuByProcess() {
  const processes = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d) && Number(d) !== process.pid)) {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const part = PARTS.find(([, re]) => re.test(args))?.[0] ?? 'other';
      processes.set(pid, { part, seconds: (Number(fields[11]) + Number(fields[12])) / TICKS });
    } catch { /* gone meanwhile */ }
  }
  return processes;
}
/**
 * Each part's CPU seconds between two readings: every process alive at the end, less what it had
 * used at the start (a process killed meanwhile, the instance of --kill-at, is not counted).
 */
function cpuBetween(before, after, benchSeconds) {
  const parts = Object.fromEntries([...PARTS.map(([n]) => n), 'other'].map((n) => [n, 0]));
  for (const [pid, { part, seconds }] of after) parts[part] += seconds - (before.get(pid)?.seconds ?? 0);
  parts.bench = benchSeconds;
  return parts;
}
const ownSeconds = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
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
const started = performance.now();
const inflight = [];
for (let i = 0; i < total; i++) {
  const due = started + (i * 1000) / rate;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  if (killAt !== null && i === Math.round(Number(killAt) * rate)) killInstance(killPort);
  inflight.push(send(i));
  if (Math.random() < repeat) inflight.push(send(i));
}
await Promise.all(inflight);
if (profiler) {
  const profile = await profiler.stop();
  const out = arg('profile-out', null);
  if (out) writeFileSync(out, JSON.stringify(profile));
  console.log(`CPU profile of :${profilePort} while sending:\n${summarize(profile)}`);
}
const elapsed = (performance.now() - started) / 1000;
const cpu = Object.entries(cpuBetween(cpuBefore, cpuByProcess(), ownSeconds() - benchBefore)).map(([part, t]) => `${part}=${t.toFixed(1)}`).join(' ');
latencies.sort((a, b) => a - b);
const pct = (p) => latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1) : '-';

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

console.log(`requests=${latencies.length + errors} in ${elapsed.toFixed(1)}s  statuses=${JSON.stringify(statuses)}  network-errors=${errors}  resent=${resent}`);
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
const failed = errors + Object.entries(statuses).filter(([status]) => status !== '200').reduce((n, [, count]) => n + count, 0);
console.log(`failed requests (after the forms' resends): ${failed}`);
process.exitCode = lost || duplicated || failed || webhookFailed ? 1 : 0;
