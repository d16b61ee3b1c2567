#!/usr/bin/env node
// First-load JavaScript of served pages: the gzipped sum of the scripts a browser fetches for
// the HTML (Next 16 no longer prints it), next to the bare Next app (bench/bare, --bare URL: the
// cost of everything the site adds, its _app and layout included) and to the site's own empty
// page of the same build (/bench/empty: the cost of each route's own code).
// Usage: node bench/first-load.mjs [--bare url] [baseUrl] [path ...]     (a site built with BENCH_PAGES=1)

import { EMPTY_PAGE, firstLoad, requireBenchPages } from '../tests/support/firstLoad.cjs';
export { EMPTY_PAGE, requireBenchPages };
export const DEFAULT_ROUTES = ['/', '/mtech-in-vlsi-design', '/enterprise/corporate-training', '/asic-verification', '/thank-you'];

const kB = (n) => `${(n / 1024).toFixed(1)} kB`;
const delta = (a, b) => `${a >= b ? '+' : ''}${kB(a - b)}`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const argv = process.argv.slice(2);
  const at = argv.indexOf('--bare');
  const bareUrl = at >= 0 ? argv.splice(at, 2)[1] : undefined;
  const [base = 'http://127.0.0.1:3000', ...args] = argv;
  const routes = args.length ? args : DEFAULT_ROUTES;
  await requireBenchPages(base);
  const empty = await firstLoad(new URL(EMPTY_PAGE, base).href);
  const bare = bareUrl ? await firstLoad(new URL('/', bareUrl).href) : null;
  const row = (name, r) => console.log(`${name.padEnd(42)}${String(r.scripts.length).padStart(8)}${kB(r.gz).padStart(11)}${(bare ? delta(r.gz, bare.gz) : '').padStart(11)}${delta(r.gz, empty.gz).padStart(11)}`);
  console.log(`${'route'.padEnd(42)}${'scripts'.padStart(8)}${'gzip'.padStart(11)}${(bare ? 'vs bare' : '').padStart(11)}${'vs empty'.padStart(11)}`);
  if (bare) row('bare Next app', bare);
  row(EMPTY_PAGE, empty);
  for (const route of routes) row(route, await firstLoad(new URL(route, base).href));
}
