/** @jest-environment node */
// After a publish, /api/revalidate asks the proxy for each regenerated page with the refresh header.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAGE_CACHE_REFRESH_HEADER, refreshProxyCache } from '../../../../lib/cache/refresh';

describe('refreshProxyCache', () => {
  const seen: { url?: string; secret?: string | string[] }[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ url: req.url, secret: req.headers[PAGE_CACHE_REFRESH_HEADER] });
    res.statusCode = req.url === '/gone' ? 404 : 200;
    res.end('ok');
  });
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('requests every path through the proxy with the secret, and reports the ones that failed', async () => {
    const failed = await refreshProxyCache(base, 's3cret-0123456789', ['/', '/asic-verification', '/gone']);
    expect(failed).toEqual(['/gone']);
    expect(seen.map((s) => s.url).sort()).toEqual(['/', '/asic-verification', '/gone']);
    expect(seen.every((s) => s.secret === 's3cret-0123456789')).toBe(true);
  });

  it('a proxy that does not answer fails its paths, it does not throw', async () => {
    await expect(refreshProxyCache('http://127.0.0.1:1', 'x'.repeat(16), ['/'])).resolves.toEqual(['/']);
  });
});
