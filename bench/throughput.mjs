#!/usr/bin/env node
// Requests per second of `next start` on content routes against the empty page of the same
// build, and against that page served like a course page (pages/bench/isr), with autocannon on
// loopback only; bounded in time. Usage:
//   node bench/throughput.mjs [baseUrl] [path ...]    (default http://127.0.0.1:3000; a site built with BENCH_PAGES=1)
// Behind nginx (`npm run serve:cluster`): content pages through nginx against nginx serving the
// same HTML bytes as a static file, in the same run:
//   node bench/throughput.mjs --proxy http://127.0.0.1:3000 [--static-dir .tmp/cluster/nginx/static-bench] [path ...]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { EMPTY_PAGE, requireBenchPages } from './first-load.mjs';

const EMPTY_ISR_PAGE = '/bench/isr/empty';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

function measure(url) {
  const { hostname } = new URL(url);
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(hostname)) throw new Error(`loopback only, not ${hostname}`);
  return new Promise((resolve, reject) => {
    autocannon({ url, duration: SECONDS, connections: CONNECTIONS, pipelining: 1 }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** Each page through nginx's cache vs the same bytes as a file nginx serves (deploy/nginx: /__static-bench/). */
async function againstStaticFile(proxy, staticDir, routes) {
  mkdirSync(staticDir, { recursive: true });
  console.log(`${SECONDS}s per URL, ${CONNECTIONS} connections; each page through nginx against nginx serving its HTML as a file`);
  console.log(`${'route'.padEnd(32)}${'page req/s'.padStart(12)}${'file req/s'.padStart(12)}${'p99 ms'.padStart(8)}${'non-2xx'.padStart(9)}${'ratio'.padStart(8)}`);
  for (const route of routes) {
    const pageUrl = new URL(route, proxy).href;
    const html = await (await fetch(pageUrl)).text();
    const file = `${route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'index'}.html`;
    writeFileSync(path.join(staticDir, file), html);
    const fileUrl = new URL(`/__static-bench/${file}`, proxy).href;
    const sameBytes = (await (await fetch(fileUrl)).text()) === html;
    if (!sameBytes) throw new Error(`${fileUrl} does not serve the bytes of ${pageUrl}: is --static-dir the one nginx serves?`);
    await measure(pageUrl); // warm-up
    const page = await measure(pageUrl);
    const asFile = await measure(fileUrl);
    console.log(`${route.padEnd(32)}${page.requests.average.toFixed(0).padStart(12)}${asFile.requests.average.toFixed(0).padStart(12)}${String(page.latency.p99).padStart(8)}${String(page.non2xx).padStart(9)}`
      + `${(page.requests.average / asFile.requests.average).toFixed(2).padStart(8)}`);
  }
}

const argv = process.argv.slice(2);
const option = (name) => { const i = argv.indexOf(`--${name}`); return i < 0 ? undefined : argv.splice(i, 2)[1]; };
const proxy = option('proxy');
const staticDir = option('static-dir') ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.tmp', 'cluster', 'nginx', 'static-bench');
if (proxy) {
  await againstStaticFile(proxy, staticDir, argv.length ? argv : ['/', '/asic-verification']);
  process.exit(0);
}
const [base = 'http://127.0.0.1:3000', ...args] = argv;
const routes = args.length ? args : ['/', '/asic-verification'];
await requireBenchPages(base);
await measure(new URL(EMPTY_PAGE, base).href); // warm-up: JIT and caches, not counted
const empty = await measure(new URL(EMPTY_PAGE, base).href);
const emptyIsr = await measure(new URL(EMPTY_ISR_PAGE, base).href);
console.log(`${SECONDS}s per route, ${CONNECTIONS} connections; ratios against the empty page (static) and the empty page served like a course page (catch-all route, ISR)`);
console.log(`${'route'.padEnd(32)}${'req/s'.padStart(10)}${'p99 ms'.padStart(9)}${'non-2xx'.padStart(9)}${'ratio'.padStart(8)}${'vs ISR'.padStart(8)}`);
const row = (route, r) => console.log(`${route.padEnd(32)}${r.requests.average.toFixed(0).padStart(10)}${String(r.latency.p99).padStart(9)}${String(r.non2xx).padStart(9)}`
  + `${(r.requests.average / empty.requests.average).toFixed(2).padStart(8)}${(r.requests.average / emptyIsr.requests.average).toFixed(2).padStart(8)}`);
row(EMPTY_PAGE, empty);
row(EMPTY_ISR_PAGE, emptyIsr);
for (const route of routes) row(route, await measure(new URL(route, base).href));
