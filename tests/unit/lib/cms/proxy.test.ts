/** @jest-environment node */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiRequest, NextApiResponse } from 'next';

/** A 20 MB document, and how a slow CMS sends it: headers at once, the body over ~2.5 s in 100 ms steps. */
const BIG = Buffer.alloc(20 * 1024 * 1024, 'maven-curriculum-');
const STEPS = 25;
/** The proxy's CMS timeout in this file: far shorter than the slow body takes. */
const CMS_TIMEOUT_MS = 1_000;
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

function sendSlowly(res: http.ServerResponse, upTo: number) {
  const step = Math.ceil(BIG.length / STEPS);
  let offset = 0;
  const timer = setInterval(() => {
    if (offset >= upTo) {
      clearInterval(timer);
      // Dies mid-body when told to stop early: the socket closes short of content-length.
      return upTo < BIG.length ? res.destroy() : res.end();
    }
    res.write(BIG.subarray(offset, Math.min(offset + step, upTo)));
    offset += step;
  }, 100);
}

// A stand-in CMS: what the proxy asked for, and canned answers.
const seen: { method?: string; url?: string; body?: string }[] = [];
const cms = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => { body += c; });
  req.on('end', () => {
    seen.push({ method: req.method, url: req.url, body });
    if (req.url === '/uploads/curriculum.pdf' || req.url === '/uploads/broken.pdf') {
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(BIG.length) });
      return sendSlowly(res, req.url === '/uploads/broken.pdf' ? BIG.length / 4 : BIG.length);
    }
    if (req.url === '/uploads/popup.png') { res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=3600', 'x-powered-by': 'Strapi' }); return res.end(Buffer.from([137, 80, 78, 71])); }
    res.writeHead(404).end();
  });
});

type Handler = (req: NextApiRequest, res: NextApiResponse) => unknown;
let site: http.Server;
let siteUrl = '';

/** Serves one handler the way Next's API routes call it: query, parsed JSON body, res helpers. */
function serve(handler: Handler, pathParam = false) {
  return http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => { raw += c; });
    req.on('end', () => {
      const url = new URL(req.url!, 'http://x');
      const api = Object.assign(req, {
        query: pathParam ? { path: url.pathname.split('/').filter(Boolean).slice(2).map(decodeURIComponent) } : {},
        body: raw && String(req.headers['content-type']).startsWith('application/json') ? JSON.parse(raw) : raw,
      }) as unknown as NextApiRequest;
      const out = Object.assign(res, {
        status(code: number) { res.statusCode = code; return out; },
        json(value: unknown) { res.setHeader('content-type', 'application/json'); res.end(JSON.stringify(value)); },
        send(value: string) { res.end(value); },
      }) as unknown as NextApiResponse;
      void handler(api, out);
    });
  });
}

let proxy: typeof import('../../../../lib/cms/proxy');
let cmsPort = 0;

beforeAll(async () => {
  await new Promise<void>((r) => cms.listen(0, '127.0.0.1', r));
  cmsPort = (cms.address() as AddressInfo).port;
  process.env.CMS_URL = `http://127.0.0.1:${cmsPort}`;
  process.env.CMS_TIMEOUT_MS = String(CMS_TIMEOUT_MS);
  proxy = await import('../../../../lib/cms/proxy');
});
afterAll(async () => {
  await new Promise((r) => cms.close(r));
});
afterEach(async () => {
  seen.length = 0;
  if (site) await new Promise((r) => site.close(r));
});

async function start(handler: Handler, pathParam = false) {
  site = serve(handler, pathParam);
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
}


describe('media proxy (/api/media/…)', () => {
  it('streams an upload with its type and caching, and not the CMS\'s other headers', async () => {
    await start(proxy.proxyMedia, true);
    const res = await fetch(`${siteUrl}/api/media/popup.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([137, 80, 78, 71]);
    expect(seen.map((s) => s.url)).toEqual(['/uploads/popup.png']);
  });

  it('never lets a path climb out of /uploads, and passes a missing file on as 404', async () => {
    await start(proxy.proxyMedia, true);
    for (const path of ['..%2Fadmin', '.env', '%2E%2E']) {
      expect((await fetch(`${siteUrl}/api/media/${path}`)).status).toBe(404);
    }
    expect(seen).toEqual([]);
    expect((await fetch(`${siteUrl}/api/media/gone.png`)).status).toBe(404);
    expect((await fetch(`${siteUrl}/api/media/popup.png`, { method: 'DELETE' })).status).toBe(405);
  });

  it('streams a 20 MB document whole while the CMS sends it for longer than its timeout', async () => {
    await start(proxy.proxyMedia, true);
    const t0 = Date.now();
    const res = await fetch(`${siteUrl}/api/media/curriculum.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(BIG.length));
    const body = Buffer.from(await res.arrayBuffer());
    expect(Date.now() - t0).toBeGreaterThan(2 * CMS_TIMEOUT_MS);
    expect(body.length).toBe(BIG.length);
    expect(sha256(body)).toBe(sha256(BIG));
  }, 30_000);

  it('a CMS that dies mid-document gives the visitor a broken download, never a short one that looks whole', async () => {
    await start(proxy.proxyMedia, true);
    const res = await fetch(`${siteUrl}/api/media/broken.pdf`);
    expect(res.status).toBe(200);
    await expect(res.arrayBuffer()).rejects.toThrow();
  }, 30_000);

  it("while the CMS is down, serves a file the seed uploaded from the seed's own copy, for a moment only; any other file stays 502", async () => {
    process.env.CMS_URL = 'http://127.0.0.1:9';
    jest.resetModules();
    const down = await import('../../../../lib/cms/proxy');
    process.env.CMS_URL = `http://127.0.0.1:${cmsPort}`;
    await start(down.proxyMedia, true);
    const { readFileSync } = await import('node:fs');
    // Strapi's names: the file's name with underscores, a 10-hex hash, and a format's prefix for its smaller sizes.
    for (const [name, seed, type] of [
      ['recruiters_ae058fd6b1.svg', 'recruiters.svg', 'image/svg+xml'],
      ['popup_free_demo_class_98a1db1afc.png', 'popup-free-demo-class.png', 'image/png'],
      ['thumbnail_popup_free_demo_class_98a1db1afc.png', 'popup-free-demo-class.png', 'image/png'],
    ]) {
      const res = await fetch(`${siteUrl}/api/media/${name}`);
      expect([name, res.status, res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual([name, 200, type, 'no-store']);
      expect(Buffer.from(await res.arrayBuffer()).equals(readFileSync(`shared/seed-images/${seed}`))).toBe(true);
    }
    for (const name of ['brochure_ae058fd6b1.pdf', 'recruiters.svg', 'recruiters_ae058fd6b1.png']) {
      expect([name, (await fetch(`${siteUrl}/api/media/${name}`)).status]).toEqual([name, 502]);
    }
  });

  it('maps the CMS\'s upload URLs to the proxy and leaves every other URL alone', async () => {
    const { mediaUrl } = await import('../../../../lib/cms/fields');
    expect(mediaUrl('/uploads/popup_free_demo.png')).toBe('/api/media/popup_free_demo.png');
    expect(mediaUrl('/images/logo.svg')).toBe('/images/logo.svg');
    expect(mediaUrl('https://cdn.example.com/uploads/a.png')).toBe('https://cdn.example.com/uploads/a.png');
  });
});
