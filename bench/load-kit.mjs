// The pieces of the fixed-rate load benches (bench/leads-load.mjs, bench/visits-load.mjs): their
// command line, the open loop that sends on schedule whatever the answers, Google's siteverify as
// the site sees it, a lead sent as the site's forms send it, and the CPU seconds each process used.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';

export const arg = (name, d) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? process.argv[i + 1] : d; };
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Ends the bench unless every target is on this machine. */
export function loopbackOnly(...urls) {
  for (const u of urls) {
    if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(u).hostname)) { console.error(`refusing non-loopback target ${u}`); process.exit(2); }
  }
}

/** The p-th percentile of ascending `sorted` (ms, one decimal), '-' when empty. */
export const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1) : '-');

/**
 * Calls `fire(i)` for i < total at `rate` a second from now, each on its schedule whatever the
 * answers (a late timer sends what is due at once). Resolves when every returned promise has
 * settled, with the seconds until the last send and until the last answer, and how far behind
 * its schedule a send went at worst (ms: the bench's own lag, not the site's).
 */
export async function openLoop(rate, total, fire) {
  const started = performance.now();
  const inflight = [];
  let lag = 0;
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    lag = Math.max(lag, performance.now() - due);
    inflight.push(fire(i));
  }
  const sentIn = (performance.now() - started) / 1000;
  await Promise.all(inflight);
  return { sentIn, doneIn: (performance.now() - started) / 1000, lagMs: lag };
}

/** A local server for the run; stops with it. */
export const listen = (port, handle) => new Promise((resolve, reject) => {
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c)).on('end', () => handle(req, Buffer.concat(chunks).toString('utf8'), res));
  });
  server.once('error', reject).listen(port, '127.0.0.1', () => { server.unref(); resolve(server); });
});

/**
 * Google's siteverify as the site sees it, on `port`: a bench token passes, anything else fails.
 * The site runs without RECAPTCHA_SECRET_KEY and with RECAPTCHA_VERIFY_URL=http://127.0.0.1:PORT/siteverify
 * (Google cannot be reached here).
 */
export const startSiteverify = (port) => listen(port, (_req, body, res) => {
  const ok = (new URLSearchParams(body).get('response') ?? '').startsWith('bench-ok-');
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(ok ? { success: true, hostname: '127.0.0.1' } : { success: false, 'error-codes': ['invalid-input-response'] }));
});

/** The forms' resend policy (lib/leads/submit.ts RESEND_AFTER_MS, GATEWAY_ERRORS): a visitor's lead fails only after these. */
const RESEND_AFTER_MS = [500, 2_000];
const GATEWAY_ERRORS = new Set([502, 503, 504]);

/**
 * Leads to `site`'s gateway, each tagged (its email and subSource) with `tag`. `send(i)` sends
 * lead i as a visitor's form does: again with the same Idempotency-Key on no answer or a gateway
 * error; its latency is the visitor's, from the first try to the last answer. `failed()`: the
 * leads that ended in no 200.
 */
export function leadSender(site, tag) {
  const out = { latencies: [], statuses: {}, accepted: new Set(), acceptedAt: new Map(), errors: 0, resent: 0 };
  const lead = (i) => ({
    data: {
      name: `Bench ${i}`, workExperience: '1-2 years', mobileNumber: '+91-98765-43210', email: `${tag}-${i}@example.com`, message: '',
      state: 'Karnataka', country: 'India', channel: 'Organic', leadSource: 'Maven', subSource: tag, url: `${site}/`, oldSource: 'test',
    },
    captcha: `bench-ok-${i}`,
  });
  out.send = async (i) => {
    const body = JSON.stringify(lead(i));
    const headers = { 'content-type': 'application/json', 'idempotency-key': `${tag}-${i}` };
    const t0 = performance.now();
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= RESEND_AFTER_MS.length;
      try {
        const res = await fetch(`${site}/api/global-contact-form`, { method: 'POST', headers, body });
        await res.arrayBuffer();
        if (!last && GATEWAY_ERRORS.has(res.status)) throw new Error(String(res.status));
        out.latencies.push(performance.now() - t0);
        out.statuses[res.status] = (out.statuses[res.status] ?? 0) + 1;
        if (res.status === 200) { out.accepted.add(i); if (!out.acceptedAt.has(i)) out.acceptedAt.set(i, Date.now()); }
        return;
      } catch {
        if (last) { out.errors++; return; }
        out.resent++;
        await sleep(RESEND_AFTER_MS[attempt]);
      }
    }
  };
  out.failed = () => out.errors + Object.entries(out.statuses).filter(([status]) => status !== '200').reduce((n, [, count]) => n + count, 0);
  return out;
}

/** CPU seconds used so far by each process, with its part of the machine (/proc/<pid>/stat, by command line). */
const PARTS = [['site', /next start|next-server/], ['cms', /strapi/], ['postgres', /postgres/], ['nginx', /^nginx/], ['redis', /redis-server/]];
const TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
/**
 * A process's user + system CPU seconds, all its threads (undefined: gone); `reaped`: with its
 * children's that ended and were waited for (Postgres's backends of closed connections).
 */
function cpuSeconds(pid, { reaped = false } = {}) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12]) + (reaped ? Number(fields[13]) + Number(fields[14]) : 0)) / TICKS;
  } catch { return undefined; }
}
export function cpuByProcess() {
  const processes = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d) && Number(d) !== process.pid)) {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const seconds = cpuSeconds(pid);
      if (seconds === undefined) continue;
      processes.set(pid, { part: PARTS.find(([, re]) => re.test(args))?.[0] ?? 'other', seconds });
    } catch { /* gone meanwhile */ }
  }
  return processes;
}
/**
 * Each part's CPU seconds between two readings: every process alive at the end, less what it had
 * used at the start (a process killed meanwhile is not counted).
 */
export function cpuBetween(before, after, benchSeconds) {
  const parts = Object.fromEntries([...PARTS.map(([n]) => n), 'other'].map((n) => [n, 0]));
  for (const [pid, { part, seconds }] of after) parts[part] += seconds - (before.get(pid)?.seconds ?? 0);
  parts.bench = benchSeconds;
  return parts;
}
export const ownSeconds = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
/**
 * The CPU seconds so far of process `pid` and its descendants (a site with its workers, Postgres
 * with its backends): those alive now, and those ended and reaped.
 */
export function treeSeconds(pid) {
  const children = new Map();
  for (const p of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const ppid = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
      children.set(ppid, [...(children.get(ppid) ?? []), p]);
    } catch { /* gone meanwhile */ }
  }
  let seconds = 0;
  for (const queue = [String(pid)]; queue.length;) {
    const p = queue.pop();
    seconds += cpuSeconds(p, { reaped: true }) ?? 0;
    queue.push(...(children.get(p) ?? []));
  }
  return seconds;
}
/** The CPU seconds the whole machine has been busy so far, all cores (/proc/stat: all but idle and iowait). */
export function machineSeconds() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  return (ticks.reduce((a, b) => a + b, 0) - ticks[3] - ticks[4]) / TICKS;
}
/**
 * Seconds process `pid`'s main thread (a Node event loop) has run so far, and waited runnable for
 * a core (/proc/<pid>/schedstat): on shared cores, the wait is time its queue grew without its doing.
 */
export function mainThreadSeconds(pid) {
  const [ran, waited] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').trim().split(' ').map(Number);
  return { ran: ran / 1e9, waited: waited / 1e9 };
}
