#!/usr/bin/env node
// What of a page's HTML its first paint waits for: the page as served, and the same page with
// parts cut out of its HTML (in a proxy here, nothing changed in the site), each loaded by a
// fresh visitor on Lighthouse's devtools phone profile (CPU 4×, 562.5 ms request latency,
// 1.47 Mbit/s) in interleaved rounds beside the bare Next app. Prints each variant's gzipped
// HTML, the end of its download, its first contentful paint and LCP (medians), the LCP's time
// after the HTML's end (parse, style, layout, paint), and the LCP × the bare app's. A cut page
// does not hydrate (its page data may be gone): only what comes before its scripts run is measured.
// Usage: node bench/html-variants.mjs [--rounds N] [--only 'name|name'] --bare URL SITE_URL [path]
import http from 'node:http';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../tests/support/chromium.cjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => { const i = argv.indexOf(name); return i >= 0 ? argv.splice(i, 2)[1] : fallback; };
const ROUNDS = Number(option('--rounds', 7));
const BARE = option('--bare');
// --only 'as served|no scripts': the variants to load, by name (all of them by default).
const ONLY = option('--only')?.split('|');
const [SITE, PATH = '/'] = argv;
if (!BARE || !SITE) { console.error("Usage: node bench/html-variants.mjs [--rounds N] [--only 'name|name'] --bare URL SITE_URL [path]"); process.exit(2); }

const cut = (...patterns) => (html) => patterns.reduce((h, re) => h.replace(re, ''), html);
const PAGE_DATA = /(?<=<script id="__NEXT_DATA__"[^>]*>).*?(?=<\/script>)/s;
const DESKTOP_HEADER = /<header class="header_desktop[\s\S]*?<\/header>/;
const SCRIPTS = /<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>/g;
const VARIANTS = {
  'as served': (html) => html,
  'no page data': (html) => html.replace(PAGE_DATA, '{}'),
  'no page data, popups, desktop header, JSON-LD': (html) => cut(/<dialog[\s\S]*?<\/dialog>/g, DESKTOP_HEADER, /<script type="application\/ld\+json"[\s\S]*?<\/script>/g)(html).replace(PAGE_DATA, '{}'),
  // The stylesheets' hashes are in a <meta> policy: it goes with them.
  'no stylesheets': cut(/<meta http-equiv="Content-Security-Policy"[^>]*>/, /<style[^>]*>[\s\S]*?<\/style>/g),
  'no desktop header (hidden on a phone)': cut(DESKTOP_HEADER),
  // Next puts its deferred scripts at the head's end: requested before the body has come, run when it has.
  'no scripts': cut(SCRIPTS),
  "scripts at the body's end": (html) => cut(SCRIPTS)(html).replace('</body>', `${(html.match(SCRIPTS) ?? []).join('')}</body>`),
  // The site holds its first paint until its first section is parsed (lib/perf/README.md); without it, the browser paints
  // whenever its parser yields.
  'first paint not held': cut(/<link rel="expect"[^>]*>/),
  // Drawings' words in the page's font: one font family fewer to load before the first frame.
  'drawings in the page font': (html) => html.replace(/ font-family="[^"]*"/g, ''),
  'the header and the first section only': (html) => {
    const main = html.indexOf('<main');
    const end = html.indexOf('</section>', main) + '</section>'.length;
    return main < 0 ? html : `${html.slice(0, end)}</main></div>${html.slice(html.indexOf('<script id="__NEXT_DATA__"'))}`;
  },
};

/** A proxy to SITE that serves its HTML through `edit`, gzipped; returns its URL and the HTML's gzipped size. */
async function proxy(edit) {
  const site = new URL(SITE);
  let gzBytes = 0;
  const server = http.createServer((req, res) => {
    const up = http.request({ host: site.hostname, port: site.port, path: req.url, method: req.method, headers: { ...req.headers, host: site.host, 'accept-encoding': 'identity' } }, (r) => {
      if (!String(r.headers['content-type']).includes('text/html')) { res.writeHead(r.statusCode, r.headers); r.pipe(res); return; }
      const chunks = [];
      r.on('data', (c) => chunks.push(c)).on('end', () => {
        const body = zlib.gzipSync(edit(Buffer.concat(chunks).toString()));
        gzBytes = body.length;
        const headers = { ...r.headers, 'content-encoding': 'gzip', 'content-length': body.length };
        delete headers['transfer-encoding'];
        res.writeHead(r.statusCode, headers).end(body);
      });
    });
    req.pipe(up);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, gz: () => gzBytes, close: () => server.close() };
}

async function visit(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  // LCP entries stop at the first input; none comes, so the last one within a moment after load is the page's.
  await page.waitForFunction(() => window.__lcp > 0);
  const figures = await page.evaluate(() => ({
    htmlEnd: performance.getEntriesByType('navigation')[0].responseEnd,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    lcp: window.__lcp,
  }));
  await context.close();
  return figures;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell', args: CHROMIUM_ARGS });
const proxies = Object.fromEntries(await Promise.all(Object.entries(VARIANTS).filter(([name]) => !ONLY || ONLY.includes(name)).map(async ([name, edit]) => [name, await proxy(edit)])));
const runs = { bare: [] };
try {
  for (let round = 0; round < ROUNDS; round++) {
    runs.bare.push(await visit(browser, BARE));
    for (const [name, p] of Object.entries(proxies)) (runs[name] ??= []).push(await visit(browser, p.url + PATH));
    console.error(`[html-variants] round ${round + 1} of ${ROUNDS}`);
  }
} finally {
  await browser.close();
  for (const p of Object.values(proxies)) p.close();
}
const bareLcp = median(runs.bare.map((r) => r.lcp));
console.log(`${SITE}${PATH}, devtools phone profile, medians of ${ROUNDS} interleaved rounds (ms)`);
console.log(['variant', 'HTML gz', 'HTML end', 'FCP', 'LCP', 'LCP after the HTML', 'LCP × bare'].join(' | '));
for (const [name, rs] of Object.entries(runs)) {
  const m = (key) => Math.round(median(rs.map((r) => r[key])));
  const gz = name === 'bare' ? '–' : `${(proxies[name].gz() / 1000).toFixed(1)} kB`;
  console.log([name, gz, m('htmlEnd'), m('fcp'), m('lcp'), Math.round(median(rs.map((r) => r.lcp - r.htmlEnd))), (median(rs.map((r) => r.lcp)) / bareLcp).toFixed(2)].join(' | '));
}
