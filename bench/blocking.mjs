#!/usr/bin/env node
// Which tasks make a page's simulated Total Blocking Time: Lighthouse 12 (mobile, simulated
// throttling, the performance category only) on each URL, interleaved round after round, and from
// its long-tasks audit the blocking time (a task's simulated duration past 50 ms) of each task
// between the first paint and Time to Interactive, summed by the script it is attributed to (the
// page's own URL: parsing, style, layout and paint of its document; "Unattributable": the browser's
// own). Prints every run, then per URL the median TBT and the mean blocking by source.
// Usage: RUNS=7 node bench/blocking.mjs <url> [url ...]   (e.g. the bare app's and the site's pages)
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const runs = Number(process.env.RUNS ?? 5);
const urls = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-quic'] });
const agg = {};
for (let i = 0; i < runs; i++) for (const url of urls) {
  const r = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
  const a = r.lhr.audits;
  const fcp = a['first-contentful-paint'].numericValue, tti = a['interactive'].numericValue;
  const by = {};
  for (const t of a['long-tasks'].details?.items ?? []) {
    if (t.startTime + t.duration < fcp || t.startTime > tti) continue;
    const k = /^https?:/.test(t.url) ? String(t.url).split('/').pop().replace(/-[0-9a-f]{16}\.js$/, '').replace(/\.[0-9a-f]{16}\.js$/, '') : (t.url || 'none');
    by[k] = (by[k] ?? 0) + Math.max(0, t.duration - 50);
  }
  (agg[url] ??= []).push({ tbt: a['total-blocking-time'].numericValue, fcp, tti, by });
  console.log(`${url} TBT ${a['total-blocking-time'].numericValue.toFixed(0)} FCP ${fcp.toFixed(0)} TTI ${tti.toFixed(0)} ${JSON.stringify(Object.fromEntries(Object.entries(by).map(([k,v])=>[k,Math.round(v)])))}`);
}
await chrome.kill();
const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [u, rs] of Object.entries(agg)) {
  const keys = [...new Set(rs.flatMap((r) => Object.keys(r.by)))];
  console.log(`${u}: TBT median ${med(rs.map((r) => r.tbt))}; mean blocking by source: ${keys.map((k) => `${k} ${Math.round(rs.reduce((s, r) => s + (r.by[k] ?? 0), 0) / rs.length)}`).join(', ')}`);
}
