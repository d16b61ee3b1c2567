/** @jest-environment node */
// After a publish, each regenerated page is asked of the proxy with the refresh header (lib/cms/webhook.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAGE_CACHE_REFRESH_HEADER, refreshProxyPage } from '../../../../lib/cache/refresh';

describe('refreshProxyPage', () => {
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

  it('requests the path through the proxy with the secret, and says whether it was stored', async () => {
    const stored = await Promise.all(['/', '/asic-verification', '/gone'].map((p) => refreshProxyPage(base, 's3cret-0123456789', p)));
    expect(stored).toEqual([true, true, false]);
    expect(seen.map((s) => s.url).sort()).toEqual(['/', '/asic-verification', '/gone']);
    expect(seen.every((s) => s.secret === 's3cret-0123456789')).toBe(true);
  });

  it('a proxy that does not answer fails the path, it does not throw', async () => {
    await expect(refreshProxyPage('http://127.0.0.1:1', 'x'.repeat(16), '/')).resolves.toBe(false);
  });
});
