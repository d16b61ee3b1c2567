#!/usr/bin/env node
// First-load JavaScript of served pages: the gzipped sum of the scripts a browser fetches for
// the HTML (Next 16 no longer prints it), next to the empty page of the same build.
// Usage: node bench/first-load.mjs [baseUrl] [path ...]     (a running site, e.g. `npm run serve`)
import { gzipSync } from 'node:zlib';

export const EMPTY_PAGE = '/bench/empty';
export const DEFAULT_ROUTES = ['/', '/asic-verification', '/enterprise/corporate-training', '/thank-you'];

export async function firstLoadBytes(url) {
  const html = await (await fetch(url)).text();
  // noModule scripts (legacy polyfills) are never fetched by the browsers we serve.
  const srcs = [...html.matchAll(/<script([^>]*)>/g)]
    .filter((m) => !/nomodule/i.test(m[1]))
    .map((m) => /src="([^"]+)"/.exec(m[1])?.[1])
    .filter(Boolean)
    .map((src) => new URL(src.replace(/&amp;/g, '&'), url).href);
  let gz = 0;
  let raw = 0;
  for (const src of new Set(srcs)) {
    const body = Buffer.from(await (await fetch(src)).arrayBuffer());
    raw += body.length;
    gz += gzipSync(body, { level: 9 }).length;
  }
  return { scripts: new Set(srcs).size, raw, gz };
}

const kB = (n) => `${(n / 1024).toFixed(1)} kB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = 'http://127.0.0.1:3000', ...args] = process.argv.slice(2);
  const routes = args.length ? args : DEFAULT_ROUTES;
  const empty = await firstLoadBytes(new URL(EMPTY_PAGE, base).href);
  console.log(`${'route'.padEnd(42)}${'scripts'.padStart(8)}${'gzip'.padStart(11)}${'vs empty'.padStart(11)}`);
  console.log(`${EMPTY_PAGE.padEnd(42)}${String(empty.scripts).padStart(8)}${kB(empty.gz).padStart(11)}${'—'.padStart(11)}`);
  for (const route of routes) {
    const r = await firstLoadBytes(new URL(route, base).href);
    const delta = `${r.gz >= empty.gz ? '+' : ''}${kB(r.gz - empty.gz)}`;
    console.log(`${route.padEnd(42)}${String(r.scripts).padStart(8)}${kB(r.gz).padStart(11)}${delta.padStart(11)}`);
  }
}
