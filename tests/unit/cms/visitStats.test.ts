/** @jest-environment node */
// The admin home's visits widget, server side: Google's ratings at their edges, the site's visits
// joined with the CMS's leads, the lead list's links as the admin reads them, and the route
// against a local stand-in of the site's GET /api/visits (its bearer token checked exactly): the
// token goes out, and a site that refuses, is down or is not configured still leaves the leads.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
/* eslint-disable @typescript-eslint/no-require-imports */
const { fetchVisits, visitStats, rating } = require('../../../cms/src/lead-stats/visits');
const { registerLeadStats } = require('../../../cms/src/lead-stats');
const { READ, LEAD_UID } = require('../../../cms/src/lead-access');
// The admin's own parser of its address (the Content Manager's list reads its filters with it).
const qs = require('../../../cms/node_modules/qs');
// The CMS's knex, which places the bindings in a raw statement (a `?` is one), without a database.
const knex = require('../../../cms/node_modules/knex')({ client: 'pg' });
/* eslint-enable @typescript-eslint/no-require-imports */

type Row = { name: string; visits: number | null; leads: number; rate: number | null; p75: Record<string, number | null> | null; ratings: Record<string, string | null>; list: string };
type Answer = { since: string; days: number; visitsError: string | null; pages: Row[]; campaigns: Row[] };

describe("rating: Google's thresholds, at their edges", () => {
  it.each([
    ['LCP', 2500, 'good'], ['LCP', 2501, 'needs improvement'], ['LCP', 4000, 'needs improvement'], ['LCP', 4001, 'poor'],
    ['INP', 200, 'good'], ['INP', 201, 'needs improvement'], ['INP', 500, 'needs improvement'], ['INP', 501, 'poor'],
    ['CLS', 0.1, 'good'], ['CLS', 0.1001, 'needs improvement'], ['CLS', 0.25, 'needs improvement'], ['CLS', 0.2501, 'poor'],
    ['LCP', 0, 'good'], ['LCP', null, null], ['CLS', null, null],
  ])('%s %p is %p', (metric, value, expected) => {
    expect(rating(metric, value)).toBe(expected);
  });
});

const SINCE = new Date('2026-11-01T18:30:00.000Z');
const p75 = (LCP: number | null, INP: number | null, CLS: number | null) => ({ LCP, INP, CLS, FCP: null, TTFB: null });
const LEADS = {
  pages: [
    { name: '/mtech-in-vlsi-design', leads: 3, urls: ['https://www.maven.example/mtech-in-vlsi-design'] },
    { name: '/contact', leads: 2, urls: ['https://www.maven.example/contact'] },
  ],
  campaigns: [{ name: 'summer_batch', leads: 1 }, { name: 'no_visits', leads: 4 }],
};
const VISITS = {
  pages: [
    { name: '/', visits: 40, p75: p75(4001, 501, 0.26) },
    { name: '/mtech-in-vlsi-design', visits: 12, p75: p75(1800, 120, 0.02) },
  ],
  campaigns: [{ name: 'summer_batch', visits: 3, p75: p75(null, null, null) }],
};
const stats = (visits: unknown, maxAddresses = 20): Answer => visitStats({ since: SINCE, sinceDay: '2026-11-02', leads: LEADS, visits, maxAddresses });
const pick = (rows: Row[]) => rows.map(({ name, visits, leads, rate }) => ({ name, visits, leads, rate }));

describe('joining the site\'s visits with the CMS\'s leads', () => {
  it('per page and per campaign: visits, leads, rate = leads / visits; leads without visits kept; most visits first', () => {
    const answer = stats(VISITS);
    expect(answer).toMatchObject({ since: '2026-11-02', days: 28, visitsError: null });
    expect(pick(answer.pages)).toEqual([
      { name: '/', visits: 40, leads: 0, rate: 0 },
      { name: '/mtech-in-vlsi-design', visits: 12, leads: 3, rate: 0.25 },
      { name: '/contact', visits: 0, leads: 2, rate: null },
    ]);
    expect(pick(answer.campaigns)).toEqual([
      { name: 'summer_batch', visits: 3, leads: 1, rate: 1 / 3 },
      { name: 'no_visits', visits: 0, leads: 4, rate: null },
    ]);
    expect(answer.pages[0]).toMatchObject({ p75: p75(4001, 501, 0.26), ratings: { LCP: 'poor', INP: 'poor', CLS: 'poor' } });
    expect(answer.pages[1].ratings).toEqual({ LCP: 'good', INP: 'good', CLS: 'good' });
    expect(answer.campaigns[0].ratings).toEqual({ LCP: null, INP: null, CLS: null });
  });

  it('the site down: the leads alone, visits and rate unknown (null, not 0), and the reason', () => {
    const answer = stats({ error: 'The site did not answer: only leads are shown.' });
    expect(answer.visitsError).toBe('The site did not answer: only leads are shown.');
    expect(pick(answer.pages)).toEqual([
      { name: '/mtech-in-vlsi-design', visits: null, leads: 3, rate: null },
      { name: '/contact', visits: null, leads: 2, rate: null },
    ]);
    expect(pick(answer.campaigns)).toEqual([
      { name: 'no_visits', visits: null, leads: 4, rate: null },
      { name: 'summer_batch', visits: null, leads: 1, rate: null },
    ]);
    expect(answer.pages[0]).toMatchObject({ p75: null, ratings: { LCP: null, INP: null, CLS: null } });
  });
});

describe("the lead list's links, read by the admin's own parser (qs, 5 levels deep)", () => {
  const filtersOf = (list: string) => {
    const [path, search] = list.split('?');
    expect(path).toBe('/content-manager/collection-types/api::lead.lead');
    return qs.parse(search);
  };
  const range = [{ createdAt: { $gte: SINCE.toISOString() } }, { testLead: { $eq: 'false' } }];

  it("a page: the range's real leads sent from exactly its addresses", () => {
    expect(filtersOf(stats(VISITS).pages[1].list)).toEqual({
      page: '1', filters: { $and: range, $or: [{ url: { $eq: 'https://www.maven.example/mtech-in-vlsi-design' } }] },
    });
  });

  it('a page without leads, or with more addresses than the admin reads: the addresses ending in its path', () => {
    expect(filtersOf(stats(VISITS).pages[0].list)).toEqual({ page: '1', filters: { $and: [...range, { url: { $endsWith: '/' } }] } });
    const many = { ...LEADS, pages: [{ name: '/contact', leads: 21, urls: Array.from({ length: 21 }, (_, i) => `https://m${i}.example/contact`) }] };
    const list = visitStats({ since: SINCE, sinceDay: '2026-11-02', leads: many, visits: VISITS, maxAddresses: 20 }).pages.find((r: Row) => r.name === '/contact').list;
    expect(filtersOf(list)).toEqual({ page: '1', filters: { $and: [...range, { url: { $endsWith: '/contact' } }] } });
  });

  it('a campaign: its last touch, else (no last campaign) its first, as leads are credited; an odd name stays one value', () => {
    const odd = visitStats({ since: SINCE, sinceDay: '2026-11-02', leads: { pages: [], campaigns: [{ name: 'a&b=c [x]', leads: 1 }] }, visits: { pages: [], campaigns: [] }, maxAddresses: 20 });
    expect(filtersOf(odd.campaigns[0].list)).toEqual({
      page: '1',
      filters: {
        $and: range,
        $or: [{ lastUtmCampaign: { $eq: 'a&b=c [x]' } }, { lastUtmCampaign: { $null: 'true' }, firstUtmCampaign: { $eq: 'a&b=c [x]' } }],
      },
    });
  });
});

// ---- The route, against a stand-in of the site ----

const TOKEN = 'visits-token-0123456789abcdef';
type Seen = { url: string; authorization?: string };

/** The site's GET /api/visits as the contract says: 401 unless the bearer is exactly TOKEN. */
function startSite(answer: (req: http.IncomingMessage, res: http.ServerResponse) => void = (_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ since: '2026-11-02', days: 28, ...VISITS }));
}) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ url: String(req.url), authorization: req.headers.authorization });
    if (req.headers.authorization !== `Bearer ${TOKEN}`) {
      res.writeHead(401, { 'content-type': 'application/json' });
      return res.end('{"error":"unauthorized"}');
    }
    answer(req, res);
  });
  return new Promise<{ url: string; seen: Seen[]; close: () => Promise<void> }>((resolve) => server.listen(0, '127.0.0.1', () => resolve({
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise((done) => { server.closeAllConnections(); server.close(() => done()); }),
  })));
}

type Route = { method: string; path: string; handler: (ctx: unknown) => Promise<void>; config: { policies: string[] } };
const routes: Route[] = [];
const statements: { sql: string; bindings: unknown[] }[] = [];
const warnings: string[] = [];
/** A Super Admin's permission on leads, or an Author's (only what they created). */
const SUPER: { action: string; subject: string; conditions: string[]; properties: object }[] = [{ action: READ, subject: LEAD_UID, conditions: [], properties: {} }];
const AUTHOR = [{ action: READ, subject: LEAD_UID, conditions: ['admin::is-creator'], properties: {} }];
let permissions = SUPER;

beforeAll(() => {
  (globalThis as unknown as { strapi: unknown }).strapi = {
    db: {
      connection: {
        raw: async (sql: string, bindings: unknown[]) => {
          statements.push({ sql: knex.raw(sql, bindings).toSQL().sql, bindings });
          return { rows: /AS urls/.test(sql) ? LEADS.pages : LEADS.campaigns };
        },
      },
    },
    service: () => ({ findUserPermissions: async () => permissions }),
    contentType: () => ({ attributes: { name: {}, email: {}, url: {}, createdAt: {} } }),
    log: { warn: (m: string) => warnings.push(m) },
  };
  registerLeadStats({ server: { routes: ({ routes: r }: { routes: Route[] }) => routes.push(...r) } });
});
afterAll(() => { delete (globalThis as unknown as { strapi?: unknown }).strapi; });

const env = { SITE_URL: process.env.SITE_URL, LEAD_FORWARD_TOKEN: process.env.LEAD_FORWARD_TOKEN };
afterEach(() => {
  permissions = SUPER;
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete process.env[k]; else process.env[k] = v;
});

/** GET /lead-stats/visits as a signed-in admin: what the handler answers. */
async function getVisits(siteUrl: string | undefined, token: string | undefined) {
  if (siteUrl === undefined) delete process.env.SITE_URL; else process.env.SITE_URL = siteUrl;
  if (token === undefined) delete process.env.LEAD_FORWARD_TOKEN; else process.env.LEAD_FORWARD_TOKEN = token;
  const headers: Record<string, string> = {};
  // Koa's: 404 until a body is set, which makes it 200 unless a status was set first.
  let status = 404;
  let explicit = false;
  let body: unknown;
  const ctx = {
    state: { user: { id: 1 } },
    get status() { return status; },
    set status(s: number) { status = s; explicit = true; },
    get body() { return body; },
    set body(b: unknown) { body = b; if (!explicit) status = 200; },
    set: (k: string, v: string) => { headers[k] = v; },
  };
  const route = routes.find((r) => r.path === '/visits');
  if (!route) throw new Error('no GET /lead-stats/visits route');
  await route.handler(ctx);
  return { status, body: body as Answer, headers };
}

describe('GET /lead-stats/visits against a stand-in of the site', () => {
  it('sends the lead token as the bearer and joins the visits with the leads of the same 28 India days, uncached', async () => {
    const site = await startSite();
    try {
      const res = await getVisits(`${site.url}/`, TOKEN);
      expect(site.seen).toEqual([{ url: '/api/visits?days=28', authorization: `Bearer ${TOKEN}` }]);
      expect(res.status).toBe(200);
      expect(res.headers['Cache-Control']).toBe('no-store');
      expect(res.body.visitsError).toBeNull();
      expect(pick(res.body.pages)).toEqual(pick(stats(VISITS).pages));
      expect(pick(res.body.campaigns)).toEqual(pick(stats(VISITS).campaigns));
      // Both lead counts start at the first of 28 India days (today the 28th), test leads left out.
      const since = statements.at(-1)?.bindings[0] as Date;
      expect(new Date(since.getTime() + 5.5 * 3600e3).toISOString().slice(11)).toBe('00:00:00.000Z');
      expect(Math.round((Date.now() - since.getTime()) / 864e5 - 0.5)).toBe(27);
      expect(res.body.since).toBe(new Date(since.getTime() + 5.5 * 3600e3).toISOString().slice(0, 10));
      expect(statements.slice(-2).every((s) => /test_lead = false/.test(s.sql) && s.bindings[0] === since)).toBe(true);
    } finally {
      await site.close();
    }
  });

  it('a site that refuses the token (401): 200 with the leads and why there are no visits', async () => {
    const site = await startSite();
    try {
      const res = await getVisits(site.url, 'not-the-site-token');
      expect(site.seen).toEqual([{ url: '/api/visits?days=28', authorization: 'Bearer not-the-site-token' }]);
      expect(res.status).toBe(200);
      expect(res.body.visitsError).toBe("The site refused the CMS's token (LEAD_FORWARD_TOKEN is not the site's): only leads are shown.");
      expect(pick(res.body.pages)).toEqual(pick(stats({ error: 'x' }).pages));
      expect(pick(res.body.campaigns)).toEqual(pick(stats({ error: 'x' }).campaigns));
    } finally {
      await site.close();
    }
  });

  it('a site that is down: 200 with the leads and why', async () => {
    const site = await startSite();
    await site.close();
    const res = await getVisits(site.url, TOKEN);
    expect(res.status).toBe(200);
    expect(res.body.visitsError).toMatch(/^The site did not answer \(ECONNREFUSED\): only leads are shown\. Try again in a minute\.$/);
    expect(res.body.pages.map((r) => r.leads)).toEqual([3, 2]);
    expect(warnings.at(-1)).toContain('The site did not answer');
  });

  it('no SITE_URL or no token: no request, the leads, and which variables to set', async () => {
    const site = await startSite();
    try {
      for (const [url, token] of [[undefined, TOKEN], [site.url, undefined], [site.url, '']]) {
        const res = await getVisits(url, token);
        expect(res.status).toBe(200);
        expect(res.body.visitsError).toBe('Visits need SITE_URL and LEAD_FORWARD_TOKEN set for the CMS: only leads are shown.');
        expect(res.body.campaigns.map((r) => r.leads)).toEqual([4, 1]);
      }
      expect(site.seen).toEqual([]);
    } finally {
      await site.close();
    }
  });

  it('an outsider gets nothing: signed out is refused by the admin sign-in policy, a role without every lead gets 403', async () => {
    const site = await startSite();
    try {
      expect(routes.map((r) => [r.method, r.path, r.config.policies])).toEqual([
        ['GET', '/month', ['admin::isAuthenticatedAdmin']],
        ['GET', '/visits', ['admin::isAuthenticatedAdmin']],
      ]);
      permissions = AUTHOR;
      const res = await getVisits(site.url, TOKEN);
      expect(res.status).toBe(403);
      expect(JSON.stringify(res.body)).not.toMatch(/visits|pages|campaigns|leads"/);
      expect(site.seen).toEqual([]);
    } finally {
      await site.close();
    }
  });
});

describe("fetchVisits: the site's other answers", () => {
  it.each([
    [503, '{"error":"no token"}', 'The site has no LEAD_FORWARD_TOKEN set, so it gives no visits: only leads are shown.'],
    [500, 'oops', 'The site answered 500 for visits: only leads are shown.'],
    [200, '<html>', "The site's answer on visits was not understood: only leads are shown."],
    [200, '{"pages":[]}', "The site's answer on visits was not understood: only leads are shown."],
  ])('%p %s: %s', async (status, body, error) => {
    const site = await startSite((_req, res) => { res.writeHead(status); res.end(body); });
    try {
      expect(await fetchVisits({ siteUrl: site.url, token: TOKEN })).toEqual({ error });
    } finally {
      await site.close();
    }
  });

  it('a site that hangs: given up after the timeout', async () => {
    const site = await startSite(() => { /* never answers */ });
    try {
      const started = Date.now();
      expect(await fetchVisits({ siteUrl: site.url, token: TOKEN, timeoutMs: 300 })).toEqual({ error: 'The site did not answer within 0.3 s: only leads are shown. Try again in a minute.' });
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await site.close();
    }
  });

  it('rows without a name or a count are dropped; a metric not a number is null; only the contract\'s metrics are kept', async () => {
    const site = await startSite((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ pages: [{ name: '/a', visits: 2, p75: { LCP: '9', INP: 90, CLS: 0, other: 1 } }, { name: '', visits: 1 }, { name: '/b', visits: -1 }], campaigns: [{ name: 'c', visits: 1 }] }));
    });
    try {
      expect(await fetchVisits({ siteUrl: site.url, token: TOKEN })).toEqual({
        pages: [{ name: '/a', visits: 2, p75: { LCP: null, INP: 90, CLS: 0, FCP: null, TTFB: null } }],
        campaigns: [{ name: 'c', visits: 1, p75: { LCP: null, INP: null, CLS: null, FCP: null, TTFB: null } }],
      });
    } finally {
      await site.close();
    }
  });
});
