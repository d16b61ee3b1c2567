#!/usr/bin/env node
// Requests per second of `next start` on content routes against the empty page of the same
// build, with autocannon on loopback only; bounded in time. Usage:
//   node bench/throughput.mjs [baseUrl] [path ...]    (default http://127.0.0.1:3000)
import autocannon from 'autocannon';
import { EMPTY_PAGE } from './first-load.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

function measure(url) {
  const { hostname } = new URL(url);
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(hostname)) throw new Error(`loopback only, not ${hostname}`);
  return new Promise((resolve, reject) => {
    autocannon({ url, duration: SECONDS, connections: CONNECTIONS, pipelining: 1 }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const [base = 'http://127.0.0.1:3000', ...args] = process.argv.slice(2);
const routes = args.length ? args : ['/', '/asic-verification'];
await measure(new URL(EMPTY_PAGE, base).href); // warm-up: JIT and caches, not counted
const empty = await measure(new URL(EMPTY_PAGE, base).href);
console.log(`${SECONDS}s per route, ${CONNECTIONS} connections`);
console.log(`${'route'.padEnd(32)}${'req/s'.padStart(10)}${'p99 ms'.padStart(9)}${'non-2xx'.padStart(9)}${'ratio'.padStart(8)}`);
const row = (route, r, ratio) => console.log(`${route.padEnd(32)}${r.requests.average.toFixed(0).padStart(10)}${String(r.latency.p99).padStart(9)}${String(r.non2xx).padStart(9)}${ratio.padStart(8)}`);
row(EMPTY_PAGE, empty, '1.00');
for (const route of routes) {
  const r = await measure(new URL(route, base).href);
  row(route, r, (r.requests.average / empty.requests.average).toFixed(2));
}
