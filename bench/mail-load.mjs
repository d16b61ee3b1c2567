#!/usr/bin/env node
// How long after a lead is accepted its two emails (the acknowledgement, the counsellors'
// alert) reach the mail server, and what the mailer costs the accept latency. Fixed-rate load
// (open loop) on two site instances of one stack, one started with SMTP_URL pointing here and one
// without, in alternating rounds, so both see the same machine:
//   node bench/mail-load.mjs --on http://127.0.0.1:3301 --off http://127.0.0.1:3302 [--rate 200] [--seconds 10]
//                            [--rounds 2] [--smtp 3992] [--siteverify 3990]
// Start both instances with RECAPTCHA_VERIFY_URL=http://127.0.0.1:3990/siteverify and
// LEADS_RATE_LIMIT=100000; the first with SMTP_URL=smtp://127.0.0.1:3992 MAIL_FROM=bench@maven.example.
// Loopback only; at most 60 s and 3,000 leads a round. The mail server is tests/support/smtpStandIn.cjs
// (smtp-server in this process; only each message's X-Lead-Key header is read, so the bench's own CPU stays small).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { startSmtpStandIn } = require('../tests/support/smtpStandIn.cjs');
const arg = (name, d) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? process.argv[i + 1] : d; };
const on = arg('on', 'http://127.0.0.1:3301');
const off = arg('off', null);
const rate = Math.min(500, Number(arg('rate', 200)));
const seconds = Math.min(60, Number(arg('seconds', 10)));
const rounds = Math.min(5, Number(arg('rounds', 2)));
const total = Math.min(3000, Math.round(rate * seconds));
for (const u of [on, off].filter(Boolean)) {
  if (!['127.0.0.1', 'localhost'].includes(new URL(u).hostname)) { console.error(`refusing non-loopback target ${u}`); process.exit(2); }
}

const siteverify = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c)).on('end', () => {
    const ok = (new URLSearchParams(Buffer.concat(chunks).toString()).get('response') ?? '').startsWith('bench-ok-');
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(ok ? { success: true, hostname: '127.0.0.1' } : { success: false }));
  });
});
await new Promise((r) => siteverify.listen(Number(arg('siteverify', 3990)), '127.0.0.1', r));
const smtp = await startSmtpStandIn({ port: Number(arg('smtp', 3992)), headersOnly: true });

/** CPU seconds used so far by the process listening on the site's port (/proc/<pid>/stat), or null. */
const TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
function cpuSeconds(site) {
  const ss = spawnSync('ss', ['-ltnpH', `sport = :${new URL(site).port}`], { encoding: 'utf8' }).stdout;
  const pid = /pid=(\d+)/.exec(ss)?.[1];
  if (!pid) return null;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) / TICKS;
}
const pct = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : null; };
const ms = (x) => (x === null ? null : Math.round(x * 10) / 10);

/** One round on one instance: `total` leads at `rate`, each latency to its answer; accept times by key. */
async function load(site, tag) {
  const latencies = [];
  const acceptedAt = new Map();
  const statuses = {};
  const start = performance.now();
  const sends = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const key = `${tag}-${i}`;
    sends.push((async () => {
      const t0 = performance.now();
      try {
        const res = await fetch(`${site}/api/global-contact-form`, {
          method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify({
            data: {
              name: `Bench ${i}`, workExperience: '1-2 years', mobileNumber: '+91-98765-43210', email: `${key}@example.com`, message: '',
              state: 'Karnataka', country: 'India', channel: 'Organic', leadSource: 'Maven', subSource: tag, url: `${site}/asic-verification`, oldSource: 'test',
            },
            captcha: `bench-ok-${key}`,
          }),
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (res.status === 200) acceptedAt.set(key, Date.now());
      } catch { statuses.error = (statuses.error ?? 0) + 1; }
    })());
  }
  await Promise.all(sends);
  return { latencies, acceptedAt, statuses };
}

/** Waits (≤ 120 s) for both emails of every accepted lead; accept → arrival of each, by destination. */
async function arrivals(acceptedAt) {
  const want = acceptedAt.size * 2;
  const mine = () => smtp.received.filter((m) => acceptedAt.has(m.leadKey));
  const until = Date.now() + 120_000;
  while (mine().length < want && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
  const got = mine();
  // The acknowledgement goes to the lead's own address (its key @example.com); the alert to the counsellors.
  const delay = (alert) => got.filter((m) => m.to.includes(`${m.leadKey}@example.com`) !== alert)
    .map((m) => (m.arrivedAt - acceptedAt.get(m.leadKey)) / 1000);
  return { emails: got.length, expected: want, ack: delay(false), alert: delay(true), lastArrival: Math.max(...got.map((m) => m.arrivedAt)) };
}

const report = [];
for (let round = 1; round <= rounds; round++) {
  for (const [name, site] of [['mail on', on], ['mail off', off]].filter(([, s]) => s)) {
    const tag = `mb${Date.now().toString(36)}${name === 'mail on' ? 'on' : 'off'}`;
    const cpu0 = cpuSeconds(site);
    const r = await load(site, tag);
    const row = { round, instance: name, leads: total, statuses: r.statuses, acceptP50ms: ms(pct(r.latencies, 50)), acceptP99ms: ms(pct(r.latencies, 99)) };
    const cpuLoad = cpu0 === null ? null : cpuSeconds(site) - cpu0;
    if (name === 'mail on') {
      const a = await arrivals(r.acceptedAt);
      Object.assign(row, {
        emails: `${a.emails}/${a.expected}`,
        ackSeconds: { p50: pct(a.ack, 50), p99: pct(a.ack, 99), max: pct(a.ack, 100) },
        alertSeconds: { p50: pct(a.alert, 50), p99: pct(a.alert, 99), max: pct(a.alert, 100) },
      });
    } else {
      // The other instance's workers are idle between rounds; give the queue a moment to settle.
      await new Promise((r2) => setTimeout(r2, 3_000));
    }
    // The instance's CPU while it accepted (and, mail on, until its last email left): what the mailer costs it.
    if (cpu0 !== null) Object.assign(row, { siteCpuSecondsDuringLoad: Math.round(cpuLoad * 10) / 10, siteCpuSecondsInAll: Math.round((cpuSeconds(site) - cpu0) * 10) / 10 });
    console.log(JSON.stringify(row));
    report.push(row);
  }
}
await smtp.stop();
siteverify.close();
