/** @jest-environment node */
import { isOperator, refusesMethod } from '../../../lib/secretRoute';

const TOKEN = 'monitoring-token-0123456789abcdef-0123';
const req = (remoteAddress: string, headers: Record<string, string> = {}) => ({ headers, socket: { remoteAddress } }) as Parameters<typeof isOperator>[0];

describe('isOperator (the detailed /api/health)', () => {
  it('lets this machine in, directly or through a proxy on it', () => {
    expect(isOperator(req('127.0.0.1'), undefined)).toBe(true);
    expect(isOperator(req('::1'), undefined)).toBe(true);
    expect(isOperator(req('::ffff:127.0.0.1'), undefined)).toBe(true);
    expect(isOperator(req('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }), undefined)).toBe(true);
  });

  it('keeps out a visitor, even one a local proxy forwards', () => {
    expect(isOperator(req('203.0.113.7'), undefined)).toBe(false);
    expect(isOperator(req('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }), undefined)).toBe(false);
    // A visitor who writes a loopback address of their own is still named by the proxy's entry.
    expect(isOperator(req('127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 203.0.113.7' }), undefined)).toBe(false);
  });

  it('lets in anyone with the monitoring token, and no one with a wrong or empty one', () => {
    expect(isOperator(req('203.0.113.7', { authorization: `Bearer ${TOKEN}` }), TOKEN)).toBe(true);
    expect(isOperator(req('203.0.113.7', { authorization: 'Bearer wrong' }), TOKEN)).toBe(false);
    expect(isOperator(req('203.0.113.7', { authorization: 'Bearer ' }), TOKEN)).toBe(false);
    expect(isOperator(req('203.0.113.7', { authorization: `Bearer ${TOKEN}` }), undefined)).toBe(false);
  });
});

describe('the preview link (PREVIEW_SECRET never in a URL that lands in logs)', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { previewHandler } = require('../../../cms/src/preview/site-paths.js');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { readPreviewToken } = require('../../../lib/secretRoute');
  const SECRET = 'preview-secret-0123456789abcdef-0123456789';
  /** The URL the CMS admin opens, for `uid`; `strapi.documents` answers the entry's path. */
  async function adminLink(entry: Record<string, string>, status = 'draft'): Promise<URL> {
    (globalThis as Record<string, unknown>).strapi = { documents: () => ({ findOne: async () => entry }) };
    return new URL(await previewHandler({ siteUrl: 'https://www.maven.example', secret: SECRET })('api::page.page', { documentId: 'd1', status }));
  }

  it("carries no secret: a token for one path and status, which the site reads back", async () => {
    const url = await adminLink({ path: '/about-us' });
    expect(url.toString()).not.toContain(SECRET);
    expect(url.searchParams.has('secret')).toBe(false);
    expect(readPreviewToken(url.searchParams.get('token'), SECRET, { path: '/about-us', status: 'draft' })).toBe(true);
  });

  it('is refused for another path or status, with another secret, or once expired (5 minutes)', async () => {
    const url = await adminLink({ path: '/about-us' });
    const token = url.searchParams.get('token');
    expect(readPreviewToken(token, SECRET, { path: '/asic-verification', status: 'draft' })).toBe(false);
    expect(readPreviewToken(token, SECRET, { path: '/about-us', status: 'published' })).toBe(false);
    expect(readPreviewToken(token, `${SECRET}x`, { path: '/about-us', status: 'draft' })).toBe(false);
    expect(readPreviewToken(token, SECRET, { path: '/about-us', status: 'draft' }, Date.now() + 5 * 60_000 + 1_000)).toBe(false);
    for (const bad of [undefined, '', 'x', `${Date.now() + 60_000}.`, SECRET]) expect(readPreviewToken(bad, SECRET, { path: '/about-us', status: 'draft' })).toBe(false);
  });
});

describe('refusesMethod (every API route: a method it does not answer)', () => {
  function answer(method: string, allowed: string[]) {
    const sent: { status?: number; headers: Record<string, string>; body?: unknown } = { headers: {} };
    const res = {
      setHeader: (name: string, value: string) => { sent.headers[name] = value; },
      status: (code: number) => { sent.status = code; return { json: (body: unknown) => { sent.body = body; } }; },
    };
    const refused = refusesMethod({ method } as Parameters<typeof refusesMethod>[0], res as unknown as Parameters<typeof refusesMethod>[1], allowed);
    return { refused, ...sent };
  }

  it('answers 405 naming the methods the route answers, and lets those through untouched', () => {
    expect(answer('POST', ['GET', 'HEAD'])).toEqual({ refused: true, status: 405, headers: { Allow: 'GET, HEAD' }, body: { error: 'Use GET' } });
    expect(answer('GET', ['POST'])).toEqual({ refused: true, status: 405, headers: { Allow: 'POST' }, body: { error: 'Use POST' } });
    expect(answer('HEAD', ['GET', 'HEAD'])).toEqual({ refused: false, headers: {} });
    expect(answer('get', ['GET'])).toMatchObject({ refused: true, status: 405 });
  });
});
