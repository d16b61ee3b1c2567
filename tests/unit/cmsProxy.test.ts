/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiRequest, NextApiResponse } from 'next';

// A stand-in CMS: what the proxy asked for, and canned answers.
const seen: { method?: string; url?: string; body?: string }[] = [];
const cms = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => { body += c; });
  req.on('end', () => {
    seen.push({ method: req.method, url: req.url, body });
    if (req.url === '/graphql') { res.writeHead(200, { 'content-type': 'application/json' }); return res.end('{"data":{"ok":true}}'); }
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

let proxy: typeof import('../../lib/cms/proxy');
let cmsPort = 0;

beforeAll(async () => {
  await new Promise<void>((r) => cms.listen(0, '127.0.0.1', r));
  cmsPort = (cms.address() as AddressInfo).port;
  process.env.CMS_URL = `http://127.0.0.1:${cmsPort}`;
  proxy = await import('../../lib/cms/proxy');
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

describe('GraphQL proxy (/api/graphql)', () => {
  it('passes a JSON query to the CMS and its answer back', async () => {
    await start(proxy.proxyGraphql);
    const res = await fetch(`${siteUrl}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ ok }' }) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { ok: true } });
    expect(seen).toEqual([{ method: 'POST', url: '/graphql', body: '{"query":"{ ok }"}' }]);
  });

  it('refuses other methods and non-JSON bodies without asking the CMS', async () => {
    await start(proxy.proxyGraphql);
    const get = await fetch(`${siteUrl}/api/graphql?query={ok}`);
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    const form = await fetch(`${siteUrl}/api/graphql`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'query' });
    expect(form.status).toBe(415);
    expect(seen).toEqual([]);
  });

  it('answers 502 with a message, not a crash, when the CMS is down', async () => {
    process.env.CMS_URL = 'http://127.0.0.1:9';
    jest.resetModules();
    const down = await import('../../lib/cms/proxy');
    process.env.CMS_URL = `http://127.0.0.1:${cmsPort}`;
    await start(down.proxyGraphql);
    const res = await fetch(`${siteUrl}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'The content service is not reachable; try again shortly.' });
  });
});

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

  it('maps the CMS\'s upload URLs to the proxy and leaves every other URL alone', async () => {
    const { mediaUrl } = await import('../../lib/cms/paths');
    expect(mediaUrl('/uploads/popup_free_demo.png')).toBe('/api/media/popup_free_demo.png');
    expect(mediaUrl('/images/logo.svg')).toBe('/images/logo.svg');
    expect(mediaUrl('https://cdn.example.com/uploads/a.png')).toBe('https://cdn.example.com/uploads/a.png');
  });
});
