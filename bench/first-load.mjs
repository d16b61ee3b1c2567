#!/usr/bin/env node
// First-load JavaScript of served pages: the gzipped sum of every <script src> in the HTML
// (Next 16 no longer prints it). Usage: node bench/first-load.mjs [baseUrl] [path ...]
import { gzipSync } from 'node:zlib';

const [base = 'http://localhost:3000', ...args] = process.argv.slice(2);
const paths = args.length ? args : ['/'];

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

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const p of paths) {
    const r = await firstLoadBytes(new URL(p, base).href);
    console.log(`${p.padEnd(40)} scripts=${r.scripts} raw=${(r.raw / 1024).toFixed(1)}kB gz=${(r.gz / 1024).toFixed(1)}kB`);
  }
}
