#!/usr/bin/env node
// First-load JavaScript of served pages: the gzipped sum of the scripts a browser fetches for
// the HTML (Next 16 no longer prints it), next to the empty page of the same build.
// Usage: node bench/first-load.mjs [baseUrl] [path ...]     (a site built with BENCH_PAGES=1)
import { createRequire } from 'node:module';

const { EMPTY_PAGE, firstLoad, requireBenchPages } = createRequire(import.meta.url)('../tests/support/firstLoad.cjs');
export { EMPTY_PAGE, requireBenchPages };
export const DEFAULT_ROUTES = ['/', '/asic-verification', '/enterprise/corporate-training', '/thank-you'];

const kB = (n) => `${(n / 1024).toFixed(1)} kB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = 'http://127.0.0.1:3000', ...args] = process.argv.slice(2);
  const routes = args.length ? args : DEFAULT_ROUTES;
  await requireBenchPages(base);
  const empty = await firstLoad(new URL(EMPTY_PAGE, base).href);
  console.log(`${'route'.padEnd(42)}${'scripts'.padStart(8)}${'gzip'.padStart(11)}${'vs empty'.padStart(11)}`);
  console.log(`${EMPTY_PAGE.padEnd(42)}${String(empty.scripts.length).padStart(8)}${kB(empty.gz).padStart(11)}${'—'.padStart(11)}`);
  for (const route of routes) {
    const r = await firstLoad(new URL(route, base).href);
    const delta = `${r.gz >= empty.gz ? '+' : ''}${kB(r.gz - empty.gz)}`;
    console.log(`${route.padEnd(42)}${String(r.scripts.length).padStart(8)}${kB(r.gz).padStart(11)}${delta.padStart(11)}`);
  }
}
