#!/usr/bin/env node
// What a scanner costs: N made-up paths (/wp-login.php, /xyz/abc…) against a running
// site → files added under the build's folder, CMS requests made, 404 latency (p50/p99), the
// site's memory, and the latency of a real page measured in the same run as the baseline.
// CMS requests are counted by a small proxy this script puts between the site and the CMS:
// start the site with CMS_URL=http://127.0.0.1:<proxy-port> (the CMS itself stays where it is).
//
//   node bench/junk-paths.mjs --site http://127.0.0.1:3000 --cms http://127.0.0.1:1337 \
//     --proxy-port 3001 --dist .next [--count 10000] [--concurrency 8] [--pid <next-server pid>]
//
// Loopback only, bounded in count (≤ 20,000) and time (--max-seconds, default 300).
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    site: { type: 'string', default: 'http://127.0.0.1:3000' },
    cms: { type: 'string', default: 'http://127.0.0.1:1337' },
    'proxy-port': { type: 'string', default: '3001' },
    dist: { type: 'string', default: '.next' },
    count: { type: 'string', default: '10000' },
    concurrency: { type: 'string', default: '8' },
    pid: { type: 'string' },
    'max-seconds': { type: 'string', default: '300' },
  },
});
const COUNT = Math.min(20_000, Number(args.count));
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
for (const url of [args.site, args.cms]) {
  if (!LOOPBACK.has(new URL(url).hostname)) throw new Error(`${url}: this bench only targets loopback`);
}

// The counting proxy: every request the site makes to the CMS passes here.
const cms = new URL(args.cms);
let cmsRequests = 0;
const proxy = http.createServer((req, res) => {
  cmsRequests++;
  const upstream = http.request({ host: cms.hostname, port: cms.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => { res.writeHead(502).end(); });
  req.pipe(upstream);
});
await new Promise((resolve) => proxy.listen(Number(args['proxy-port']), '127.0.0.1', resolve));

function countFiles(dir) {
  let n = 0;
  let entries = [];
  try { entries = readdirSync(dir, { withFileTypes: true }); } catch { return 0; }
  for (const e of entries) n += e.isDirectory() ? countFiles(path.join(dir, e.name)) : 1;
  return n;
}
const dist = path.resolve(args.dist);
const files = () => ({ cache: countFiles(path.join(dist, 'cache')), server: countFiles(path.join(dist, 'server')) });
const rssMb = () => {
  if (!args.pid) return null;
  const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${args.pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : null;
};

const SCANNER = ['/wp-login.php', '/wp-admin', '/xmlrpc.php', '/.env', '/admin', '/phpmyadmin', '/cgi-bin/test', '/vendor/phpunit', '/login', '/backup', '/api/v1/users', '/old', '/shop/cart'];
const word = () => Math.random().toString(36).slice(2, 2 + 3 + Math.floor(Math.random() * 6));
const junk = (i) => (i % 4 === 0 ? `${SCANNER[i % SCANNER.length]}-${word()}` : `/${word()}/${word()}${i % 3 ? '' : `/${word()}`}`);

const deadline = Date.now() + Number(args['max-seconds']) * 1000;
async function hammer(paths, concurrency) {
  const times = [];
  const statuses = {};
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < paths.length && Date.now() < deadline) {
      const url = new URL(paths[next++], args.site);
      const t = performance.now();
      const res = await fetch(url, { redirect: 'manual' }).catch(() => null);
      if (res) await res.arrayBuffer();
      times.push(performance.now() - t);
      const s = res ? res.status : 'error';
      statuses[s] = (statuses[s] ?? 0) + 1;
    }
  }));
  times.sort((a, b) => a - b);
  const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))]?.toFixed(1);
  return { n: times.length, statuses, p50: q(0.5), p99: q(0.99) };
}

const concurrency = Number(args.concurrency);
// Baseline: a real page of the same site, before the junk (warms the server up too).
const baseline = await hammer(Array.from({ length: 300 }, () => '/'), concurrency);
const filesBefore = files();
const rssBefore = rssMb();
const cmsBefore = cmsRequests;
const started = performance.now();
const junkRun = await hammer(Array.from({ length: COUNT }, (_, i) => junk(i)), concurrency);
const seconds = (performance.now() - started) / 1000;
const filesAfter = files();
const rssAfter = rssMb();

console.log(`junk paths: ${junkRun.n} in ${seconds.toFixed(1)} s, ${concurrency} at a time; statuses ${JSON.stringify(junkRun.statuses)}`);
console.log(`CMS requests made: ${cmsRequests - cmsBefore} (${((cmsRequests - cmsBefore) / junkRun.n).toFixed(3)} per path)`);
console.log(`files added: ${filesAfter.cache - filesBefore.cache} under ${path.relative(process.cwd(), dist) || '.'}/cache (${filesBefore.cache} → ${filesAfter.cache}), ${filesAfter.server - filesBefore.server} under server/`);
console.log(`404 latency: p50 ${junkRun.p50} ms, p99 ${junkRun.p99} ms; baseline GET / p50 ${baseline.p50} ms, p99 ${baseline.p99} ms (404 p99 / page p99 = ${(junkRun.p99 / baseline.p99).toFixed(2)})`);
if (rssBefore !== null) console.log(`site RSS: ${rssBefore} → ${rssAfter} MB`);
proxy.close();
