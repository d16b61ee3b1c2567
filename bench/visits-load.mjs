#!/usr/bin/env node
// The visit beacon beside the lead path, in one run: (1) leads alone at a fixed rate, (2) the same
// leads plus beacons at their own fixed rate (POST /api/visits as navigator.sendBeacon sends it,
// varied pages, campaigns, devices and vitals, all valid), (3) with --beacons-only, beacons alone,
// (4) with --floor, as many GET /api/health?probe=live alone: an API route that does nothing, what
// any request costs the framework, beside which the beacon's own part shows. (1) and (2) run
// twice, in turn (1 2 1 2): the two runs of (1) show how far the very same load differs on this
// machine from one run to the next. Each phase is an open loop (bench/load-kit.mjs) of the same
// length, after a short warm-up. It prints the leads' accept p50/p99 alone and beside the beacons
// (each pooled over its two runs) and their ratio, the beacons' statuses and latency, and the site
// process's CPU per beacon: its CPU seconds in (2) less (1)'s, over the beacons sent. Then it checks through GET /api/visits?days=1 (the lead token)
// that the site counted every beacon exactly once: the visits of the run's own campaign names.
// --beacon-site: where the beacons go, if not to --site (an instance's VISITS_PORT listener).
//   node bench/visits-load.mjs --site http://127.0.0.1:3400 --token $LEAD_FORWARD_TOKEN [--beacon-site URL]
//        [--lead-rate 20] [--beacon-rate 500] [--seconds 15] [--beacons-only] [--floor] [--siteverify 3990]
//        [--ports postgres=54429,cms=1737] [--profile-out file.cpuprofile] [--pages /,/about-us]
// The site: `npm run serve` with VISITS_RATE_LIMIT=100000 and LEADS_RATE_LIMIT=100000 (one address
// sends everything) and RECAPTCHA_VERIFY_URL=http://127.0.0.1:<siteverify>/siteverify, and its own
// LEAD_FORWARD_TOKEN (the same in --token or the bench's env). Each phase prints the CPU seconds of
// the site (the process on its port and its children), of --ports' servers (say Postgres, where
// the beacons' sums are written every 5 s, and the CMS the leads go on to), of the bench and of
// the whole machine. --profile-out: a CPU profile of the site during phase 2's first run
// (bench/cpu-profile.mjs), its summary printed. Production's path: `npm run serve:cluster` with the
// same variables, --site its nginx (then "site" is nginx's CPU; name the instances in --ports).
// `npm run serve` alone with VISITS_PORT set: --beacon-site http://127.0.0.1:<VISITS_PORT> is what
// nginx would do.
// The beacons leave from a worker thread, so that their bookkeeping does not delay the timing of
// the leads. Loopback only. Bounded: at most 60 s of sending, 30,000 beacons and 3,000 leads.
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { pidOnPort } from '../tests/support/inspector.cjs';
import { startProfile, summarize } from './cpu-profile.mjs';
import { arg, leadSender, loopbackOnly, machineSeconds, mainThreadSeconds, openLoop, ownSeconds, percentile, sleep, startSiteverify, treeSeconds } from './load-kit.mjs';

const UA = {
  phone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};
const SOURCES = [['newsletter', 'email'], ['google', 'cpc'], ['facebook', 'paid-social'], ['linkedin', 'social']];
// Campaign names a run adds to the day's: the site counts VISIT_CAMPAIGNS_PER_DAY (lib/constants.ts)
// a day, so two a run leave room for about 50 runs a day on one database.
const CAMPAIGNS = 2;
const spread = (i, k, lo, hi) => lo + (((i * 2654435761 + k * 40503) >>> 0) % 10_000) / 10_000 * (hi - lo);

/** Beacon i of a run: one to two of the pages, a device, one of the run's campaigns, the vitals of a landing. */
function beacon(i, tag, pages) {
  const device = i % 3 === 0 ? 'desktop' : 'phone';
  const [utm_source, utm_medium] = SOURCES[i % SOURCES.length];
  const views = [pages[i % pages.length], ...(i % 4 === 1 ? [pages[(i * 7 + 3) % pages.length]] : [])];
  const vitals = {
    LCP: Math.round(spread(i, 1, 400, 6000)), FCP: Math.round(spread(i, 2, 200, 4000)), TTFB: Math.round(spread(i, 3, 30, 1500)),
    CLS: Number(spread(i, 4, 0, 0.4).toFixed(3)),
    // A visit without a tap has no INP.
    ...(i % 5 === 0 ? {} : { INP: Math.round(spread(i, 5, 16, 900)) }),
  };
  return { device, body: JSON.stringify({ views, device, touch: { utm_source, utm_medium, utm_campaign: `${tag}-${i % CAMPAIGNS}` }, vitals }) };
}

/**
 * Worker: `total` beacons at `rate` from index `first` (or, `floor`, as many GET /api/health?probe=live,
 * an API route that does nothing: what any request costs the framework); posts back their
 * statuses and latencies.
 */
async function sendBeacons({ site, to, tag, pages, rate, total, first, floor }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const { hostname, port } = new URL(to);
  const statuses = {};
  const latencies = [];
  const post = (i) => new Promise((resolve) => {
    const { device, body } = beacon(first + i, tag, pages);
    const t0 = performance.now();
    const done = (status) => { latencies.push(performance.now() - t0); statuses[status] = (statuses[status] ?? 0) + 1; resolve(); };
    const headers = { 'sec-fetch-site': 'same-origin', 'user-agent': UA[device] };
    const req = http.request(floor ? { agent, hostname, port, path: '/api/health?probe=live', headers } : {
      agent, hostname, port, path: '/api/visits', method: 'POST',
      headers: { ...headers, 'content-type': 'text/plain;charset=UTF-8', 'content-length': Buffer.byteLength(body), origin: site },
    }, (res) => res.resume().on('end', () => done(res.statusCode)));
    req.on('error', () => done('network-error')).end(floor ? undefined : body);
  });
  const loop = await openLoop(rate, total, post);
  agent.destroy();
  parentPort.postMessage({ ...loop, statuses, latencies });
}
if (!isMainThread) await sendBeacons(workerData);

/** Beacons from a worker thread; resolves with what it posts back. */
const beaconsFrom = (options) => new Promise((resolve, reject) => {
  const worker = new Worker(new URL(import.meta.url), { workerData: options });
  worker.once('message', resolve).once('error', reject);
});

async function main() {
  const site = arg('site', 'http://127.0.0.1:3400');
  loopbackOnly(site);
  // Where the beacons go: the site itself, or the beacon listener (VISITS_LISTEN) nginx sends them to.
  const beaconSite = arg('beacon-site', site);
  loopbackOnly(beaconSite);
  const token = arg('token', process.env.LEAD_FORWARD_TOKEN);
  if (!token) { console.error('the site\'s lead token is needed to read the counts: --token or LEAD_FORWARD_TOKEN'); process.exit(2); }
  const beaconsOnly = process.argv.includes('--beacons-only');
  const floor = process.argv.includes('--floor');
  const WARMUP_S = 2;
  const phases = 4 + Number(beaconsOnly) + Number(floor);
  const seconds = Math.min(Number(arg('seconds', 15)), Math.floor((60 - WARMUP_S) / phases));
  const leadRate = Math.min(Number(arg('lead-rate', 20)), Math.floor(3000 / (4 * seconds + WARMUP_S)));
  const beaconRate = Math.min(Number(arg('beacon-rate', 500)), Math.floor(30_000 / ((phases - 2) * seconds + WARMUP_S)));
  const pages = arg('pages', '/,/asic-verification,/embedded-systems-course,/about-us,/enterprise,/mtech-in-vlsi-design').split(',');
  // Beside the site, the CPU of the stack's other servers (name=port, each with its child processes).
  const others = arg('ports', '').split(',').filter(Boolean).map((p) => p.split('=')).map(([name, port]) => [name, pidOnPort(Number(port))]);
  const tag = `vb-${Date.now().toString(36)}`;
  await startSiteverify(Number(arg('siteverify', 3990)));
  const sitePid = pidOnPort(Number(new URL(site).port || 80));

  const leads = leadSender(site, tag);
  let nextLead = 0;
  let nextBeacon = 0;
  const beaconStatuses = {};
  /**
   * One phase of `s` seconds: leads at their rate (`withLeads`) beside `rate` beacons a second
   * (`floor`: bare API requests instead); the site's, Postgres's and the bench's CPU seconds.
   */
  async function phase(name, s, { withLeads = true, rate = 0, floor: bare = false, profile = null }) {
    const profiler = profile ? await startProfile(sitePid) : null;
    const reading = () => {
      const loop = mainThreadSeconds(sitePid);
      return { site: treeSeconds(sitePid), ...Object.fromEntries(others.map(([name, pid]) => [name, treeSeconds(pid)])), bench: ownSeconds(), machine: machineSeconds(), loopRan: loop.ran, loopWaited: loop.waited };
    };
    const before = reading();
    const t0 = performance.now();
    const firstLead = leads.latencies.length;
    const nLeads = withLeads ? Math.round(leadRate * s) : 0;
    const n = Math.round(rate * s);
    const [leadBase, first] = [nextLead, nextBeacon];
    nextLead += nLeads;
    if (!bare) nextBeacon += n;
    const [, sent] = await Promise.all([
      openLoop(leadRate, nLeads, (i) => leads.send(leadBase + i)),
      n ? beaconsFrom({ site, to: beaconSite, tag, pages, rate, total: n, first, floor: bare }) : null,
    ]);
    const after = reading();
    const cpu = Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v - before[k]]));
    const wall = (performance.now() - t0) / 1000;
    if (profiler) {
      const taken = await profiler.stop();
      writeFileSync(profile, JSON.stringify(taken));
      console.log(`CPU profile of the site during ${name} (${profile}):\n${summarize(taken)}`);
    }
    if (!bare) for (const [status, count] of Object.entries(sent?.statuses ?? {})) beaconStatuses[status] = (beaconStatuses[status] ?? 0) + count;
    const lat = leads.latencies.slice(firstLead).sort((a, b) => a - b);
    const requestLat = (sent?.latencies ?? []).sort((a, b) => a - b);
    if (name) {
      const what = bare ? 'GET /api/health?probe=live' : 'beacons';
      console.log(`${name}: ${nLeads ? `${nLeads} leads at ${leadRate}/s` : 'no leads'}${n ? `, ${n} ${what} at ${rate}/s (sent in ${sent.sentIn.toFixed(2)} s, worst send lag ${sent.lagMs.toFixed(0)} ms)` : ''}, ${s} s`);
      if (nLeads) console.log(`  leads accept ms: p50=${percentile(lat, 50)} p99=${percentile(lat, 99)} max=${lat.length ? lat.at(-1).toFixed(1) : '-'}`);
      if (n) console.log(`  ${what}: statuses=${JSON.stringify(sent.statuses)}  ms: p50=${percentile(requestLat, 50)} p99=${percentile(requestLat, 99)} max=${requestLat.at(-1).toFixed(1)}`);
      // The whole machine too: on two shared cores, what else ran meanwhile decides what the site got.
      const { loopRan, loopWaited, ...parts } = cpu;
      console.log(`  CPU s over ${wall.toFixed(1)} s: ${Object.entries(parts).map(([k, v]) => `${k}=${v.toFixed(2)}`).join(' ')} (the machine: ${(cpu.machine / wall).toFixed(2)} of 2 cores busy)`);
      console.log(`  the site's event loop thread: ran ${loopRan.toFixed(2)} s, waited for a core ${loopWaited.toFixed(2)} s`);
    }
    return { n, lat, sent, cpu };
  }

  console.log(`site ${site} (pid ${sitePid}), run ${tag}: ${seconds} s a phase, pages ${pages.join(' ')}`);
  await phase(null, WARMUP_S, { rate: 100 });
  // Two rounds of leads alone, then beside the beacons: each condition's latencies pooled over its
  // two phases, so neither has the machine's first or last seconds alone; the two alone phases'
  // ratio is how far the very same load differs here between two runs.
  const alone = [];
  const beside = [];
  for (const round of [1, 2]) {
    alone.push(await phase(`1. leads alone (${round} of 2)`, seconds, {}));
    await sleep(1000);
    beside.push(await phase(`2. leads + beacons (${round} of 2)`, seconds, { rate: beaconRate, profile: round === 1 ? arg('profile-out', null) : null }));
    await sleep(1000);
  }
  const only = beaconsOnly ? await phase('3. beacons alone', seconds, { withLeads: false, rate: beaconRate }) : null;
  if (only && floor) await sleep(1000);
  const bare = floor ? await phase('4. a bare API route alone', seconds, { withLeads: false, rate: beaconRate, floor: true }) : null;

  const pooled = (runs) => runs.flatMap((r) => r.lat).sort((a, b) => a - b);
  const ratio = (p, a, b) => (Number(percentile(a, p)) / Number(percentile(b, p))).toFixed(2);
  const [aloneLat, besideLat] = [pooled(alone), pooled(beside)];
  const sum = (runs, key) => runs.reduce((t, r) => t + (key === 'n' ? r.n : r.cpu[key]), 0);
  const ms = (seconds, n) => `${((1000 * seconds) / n).toFixed(3)} ms`;
  console.log(`leads alone, pooled: p50=${percentile(aloneLat, 50)} p99=${percentile(aloneLat, 99)}; beside the beacons: p50=${percentile(besideLat, 50)} p99=${percentile(besideLat, 99)}`);
  console.log(`leads beside the beacons ÷ alone: p99 ${ratio(99, besideLat, aloneLat)}, p50 ${ratio(50, besideLat, aloneLat)}; leads alone, second run ÷ first: p99 ${ratio(99, alone[1].lat, alone[0].lat)}, p50 ${ratio(50, alone[1].lat, alone[0].lat)}`);
  console.log(`beacons/s achieved: ${beside.map((b) => (b.n / b.sent.sentIn).toFixed(0)).join(', ')}`);
  const n = sum(beside, 'n');
  console.log(`site CPU per beacon: ${ms(sum(beside, 'site') - sum(alone, 'site'), n)} (beside less alone)${only ? `; ${ms(only.cpu.site, only.n)} (beacons alone)` : ''}${bare ? `; a bare API request ${ms(bare.cpu.site, bare.n)}` : ''}${others.map(([name]) => `; ${name} per beacon ${ms(sum(beside, name) - sum(alone, name), n)}`).join('')}`);

  // The sums reach Postgres every 5 s: wait for the last flush, then count the run's campaigns' visits.
  let counted = -1;
  let campaigns = [];
  for (const until = Date.now() + 12_000; counted !== nextBeacon && Date.now() < until; await sleep(1000)) {
    const res = await fetch(`${site}/api/visits?days=1`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) { console.error(`GET /api/visits answered ${res.status}`); process.exit(1); }
    ({ campaigns } = await res.json());
    counted = campaigns.filter((c) => c.name.startsWith(`${tag}-`)).reduce((sum, c) => sum + c.visits, 0);
  }
  if (counted < nextBeacon) {
    console.log(`(the day has ${campaigns.length} campaign names: past VISIT_CAMPAIGNS_PER_DAY, lib/constants.ts, a run's are not counted by name)`);
  }
  console.log(`beacons sent=${nextBeacon} statuses=${JSON.stringify(beaconStatuses)} counted=${counted}  leads sent=${nextLead} statuses=${JSON.stringify(leads.statuses)} failed=${leads.failed()}`);
  process.exitCode = counted === nextBeacon && beaconStatuses[204] === nextBeacon && !leads.failed() ? 0 : 1;
}
if (isMainThread) await main();
