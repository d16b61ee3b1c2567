// First-load JavaScript of a served page: the scripts a browser fetches for its HTML, gzipped.
// Shared by bench/first-load.mjs (figures) and the e2e budget and perf specs.
'use strict';
const { gzipSync } = require('node:zlib');

const EMPTY_PAGE = '/bench/empty';

/** The baseline pages exist only in a build made for benchmarks; say so rather than measure a 404. */
async function requireBenchPages(base) {
  const res = await fetch(new URL(EMPTY_PAGE, base));
  if (res.status !== 200) throw new Error(`${EMPTY_PAGE} answers ${res.status}: build the site with BENCH_PAGES=1 (bench/README.md)`);
}

async function firstLoad(url) {
  const html = await (await fetch(url)).text();
  // noModule scripts (legacy polyfills) are never fetched by the browsers we serve.
  const tags = [...html.matchAll(/<script([^>]*)>([^<]*)/g)];
  const srcs = tags.filter((m) => !/nomodule/i.test(m[1])).map((m) => /src="([^"]+)"/.exec(m[1])?.[1]).filter(Boolean)
    .map((src) => new URL(src.replace(/&amp;/g, '&'), url).href);
  const scripts = [];
  for (const src of new Set(srcs)) {
    const body = Buffer.from(await (await fetch(src)).arrayBuffer());
    scripts.push({ src, raw: body.length, gz: gzipSync(body, { level: 9 }).length, text: body.toString('utf8') });
  }
  return { scripts, raw: scripts.reduce((a, s) => a + s.raw, 0), gz: scripts.reduce((a, s) => a + s.gz, 0) };
}

module.exports = { EMPTY_PAGE, firstLoad, requireBenchPages };
