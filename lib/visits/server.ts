// POST /api/visits: a browser's beacon (lib/visits/report.ts), counted, never stored as a person (no cookie, address or
// user agent kept). Each instance sums its beacons in memory and writes them every FLUSH_MS in one statement. The key
// (India's day, page or campaign, channel, device class, vital, bucket) bounds the table whatever the traffic: the site's
// pages, the rule table's channels, a cap on campaign names a day. GET /api/visits?days=N: the sums and each vital's
// 75th percentile, for the CMS's admin home, behind the lead token the CMS shares with the site.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { isbot } from 'isbot';
import type { NextApiRequest, NextApiResponse } from 'next';
import * as z from 'zod/mini';
import { touchSchema } from '../../shared/leadContract.mjs';
import { channelOf } from '../../shared/touch.cjs';
import { publishedKind } from '../cms/routes';
import VITAL_SCALES from '../../shared/vitals.json';
import { LEAD_DEFAULTS, VISIT_CAMPAIGNS_PER_DAY, VISIT_VIEWS_MAX, VISITS_API, type VitalName } from '../constants';
import { serverEnv } from '../env';
import { clientIp } from '../leads/server/next';
import { createRateLimiter } from '../leads/server/rateLimit';
import { getLeadRuntime } from '../leads/server/runtime';
import { logEvent } from '../log';
import { observeVital } from '../metrics.cjs';
import { bearerToken, passSecretGuard } from '../secretRoute';
import { OWN_PAGE_PATHS } from '../specRoutes';

const FLUSH_MS = 5_000;
const SWEEP_MS = 3_600_000;
const VITALS = Object.keys(VITAL_SCALES.thresholds) as VitalName[];
/** Each vital's histogram bucket edges, where Google's thresholds fall (shared/vitals.json). */
const VITAL_EDGES = Object.fromEntries(VITALS.map((v) => [v, v === 'CLS' ? VITAL_SCALES.clsEdges : VITAL_SCALES.msEdges])) as Record<VitalName, number[]>;
/** A vital's value and its bucket: the first edge at or above it; past the last edge it is refused. */
const vital = (name: VitalName) => z.pipe(
  z.number().check(z.minimum(0), z.maximum(VITAL_EDGES[name].at(-1)!)),
  z.transform((v) => [v, VITAL_EDGES[name].findIndex((edge) => v <= edge)] as const),
);
const beacon = z.strictObject({
  views: z.array(z.string().check(z.regex(/^\/[\w\-./]{0,199}$/))).check(z.minLength(1), z.maxLength(VISIT_VIEWS_MAX)),
  device: z.enum(['phone', 'desktop']),
  touch: z.optional(touchSchema),
  vitals: z.optional(z.strictObject(
    Object.fromEntries(VITALS.map((v) => [v, z.optional(vital(v))])) as Record<VitalName, z.ZodMiniOptional<ReturnType<typeof vital>>>,
  )),
});

/**
 * The sums added to the table's. A campaign name the day does not have yet is left out once the day
 * has VISIT_CAMPAIGNS_PER_DAY (its page views still count): names are the one open part of the key.
 */
const INSERT = `WITH u AS (SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::smallint[], $8::bigint[])
      AS u (day, kind, name, channel, device, metric, bucket, n)),
    known AS (SELECT day, count(DISTINCT name) AS names FROM leads.visit_counts WHERE kind = 'campaign' AND day IN (SELECT day FROM u) GROUP BY day)
  INSERT INTO leads.visit_counts AS c SELECT u.* FROM u LEFT JOIN known USING (day)
  WHERE u.kind = 'page' OR coalesce(known.names, 0) < $9
    OR EXISTS (SELECT 1 FROM leads.visit_counts e WHERE e.day = u.day AND e.kind = 'campaign' AND e.name = u.name)
  ON CONFLICT (day, kind, name, channel, device, metric, bucket) DO UPDATE SET n = c.n + excluded.n`;
const indiaDay = (ms: number) => new Date(ms + 5.5 * 3600e3).toISOString().slice(0, 10);
const pending = new Map<string, number>();
/** The campaign names of the sums not yet written: at most VISIT_CAMPAIGNS_PER_DAY, the rest '(other)'. */
const campaigns = new Set<string>();
let timer: NodeJS.Timeout | null = null;
let sweptAt = 0;
// In memory, per instance, unlike the leads': a Redis round trip cost the event loop the leads share
// more than the whole count (bench/visits-load.mjs), and a beacon is a count, bounded by its cells.
// Behind nginx's round robin, an address may send the limit to each instance.
const limiter = createRateLimiter({ limit: serverEnv.VISITS_RATE_LIMIT, windowMs: 60_000 });

function add(...cell: [day: string, kind: 'page' | 'campaign', name: string, channel: string, device: string, metric: string, bucket: number]) {
  const key = JSON.stringify(cell);
  pending.set(key, (pending.get(key) ?? 0) + 1);
}

/** The sums so far, added to the table's; kept for the next flush when Postgres does not take them. */
async function flush(): Promise<void> {
  const cells = [...pending].sort(([a], [b]) => (a < b ? -1 : 1));
  pending.clear();
  campaigns.clear();
  const pool = getLeadRuntime().queue.pool;
  try {
    if (cells.length) {
      const columns: unknown[][] = [[], [], [], [], [], [], [], []];
      for (const [key, n] of cells) [...(JSON.parse(key) as unknown[]), n].forEach((v, i) => columns[i].push(v));
      await pool.query(INSERT, [...columns, VISIT_CAMPAIGNS_PER_DAY]);
    }
    if (Date.now() - sweptAt > SWEEP_MS) {
      await pool.query('DELETE FROM leads.visit_counts WHERE day < current_date - $1::int', [serverEnv.LEADS_CMS_RETENTION_DAYS]);
      sweptAt = Date.now();
    }
  } catch (err) {
    for (const [key, n] of cells) pending.set(key, (pending.get(key) ?? 0) + n);
    logEvent('visits.flush_failed', { error: (err as Error).message, cells: cells.length });
  }
}

async function count(body: unknown): Promise<string | null> {
  let raw: unknown;
  try { raw = typeof body === 'string' ? JSON.parse(body) : body; } catch { return 'The beacon is not JSON'; }
  const parsed = beacon.safeParse(raw);
  if (!parsed.success) return 'The beacon does not hold what a page reports';
  const { views, device, touch, vitals } = parsed.data;
  const kinds = await Promise.all(views.map(async (v) => (await publishedKind(v, { wait: false })) ?? (OWN_PAGE_PATHS.includes(v) ? 'page' : null)));
  if (kinds.some((k) => !k)) return 'The beacon names a page the site does not have';
  const day = indiaDay(Date.now());
  const channel = channelOf(touch) ?? LEAD_DEFAULTS.channel;
  views.forEach((name) => add(day, 'page', name, channel, device, 'visits', 0));
  // The document's first report is its landing: the campaign's visit, and the vitals of its first page.
  if (!vitals) return null;
  const named = touch?.utm_campaign;
  const campaign = named && (campaigns.has(named) || campaigns.size < VISIT_CAMPAIGNS_PER_DAY ? named : '(other)');
  if (campaign) {
    campaigns.add(campaign);
    add(day, 'campaign', campaign, channel, device, 'visits', 0);
  }
  const routeClass = views[0] === '/' ? 'home' : kinds[0]!;
  for (const name of VITALS) {
    const v = vitals[name];
    if (!v) continue;
    add(day, 'page', views[0], channel, device, name, v[1]);
    if (campaign) add(day, 'campaign', campaign, channel, device, name, v[1]);
    observeVital(name, v[0], VITAL_EDGES[name], { route_class: routeClass, device });
  }
  return null;
}

type Answer = { status: number; error?: string; retryAfter?: number };

/** A beacon's headers, sender's address and body (as read): counted (204), or why not. */
async function acceptBeacon(headers: IncomingHttpHeaders, ip: string, body: unknown): Promise<Answer> {
  // Another site's page cannot count visits here; a crawler's are not visits.
  if (!['same-origin', undefined].includes(headers['sec-fetch-site'] as string | undefined)) return { status: 403, error: 'Only the site\'s own pages report visits' };
  if (isbot(headers['user-agent'])) return { status: 204 };
  const wait = await limiter.check(ip);
  if (wait) return { status: 429, error: 'Too many beacons', retryAfter: wait };
  const refused = await count(body);
  if (refused) return { status: 400, error: refused };
  timer ??= setInterval(() => void flush(), FLUSH_MS).unref();
  return { status: 204 };
}

/** About what pages/api/visits.ts's body parser takes at most (4 kB: its config must stay a literal). */
const BEACON_MAX_CHARS = 4096;

/**
 * Beacons outside Next's request handling, on 127.0.0.1:`port`, where nginx sends POST /api/visits:
 * Next's routing costs each request about 0.6 ms of the event loop the leads share, the count a tenth
 * of that (bench/visits-load.mjs).
 */
export function listenForBeacons(port: number): Server {
  return createServer((req, res) => {
    const answer = ({ status, error, retryAfter }: Answer) => void res.writeHead(status, {
      'Cache-Control': 'no-store', ...(error && { 'Content-Type': 'application/json' }), ...(retryAfter && { 'Retry-After': String(retryAfter) }),
    }).end(error && JSON.stringify({ error }));
    if (req.method !== 'POST' || req.url !== VISITS_API) return answer({ status: 404, error: `Only POST ${VISITS_API} is taken here` });
    let body = '';
    req.setEncoding('utf8').on('data', (chunk: string) => { if (body.length <= BEACON_MAX_CHARS) body += chunk; }).on('end', () => {
      if (body.length > BEACON_MAX_CHARS) return answer({ status: 413, error: 'The beacon is too large' });
      acceptBeacon(req.headers, clientIp(req, serverEnv.LEADS_TRUST_PROXY), body).then(answer, () => answer({ status: 500, error: 'The beacon was not counted' }));
    });
  }).on('error', (err) => logEvent('visits.listen_failed', { port, error: err.message })).listen(port, '127.0.0.1');
}

/**
 * Per page and campaign over the days: the visits, and per vital the bucket that holds the 75th
 * percentile (the first whose running sum reaches three quarters), rated then by its upper edge.
 */
const STATS = `WITH sums AS (SELECT kind, name, metric, bucket, sum(n) AS n FROM leads.visit_counts WHERE day >= $1 GROUP BY 1, 2, 3, 4),
    running AS (SELECT *, sum(n) OVER (PARTITION BY kind, name, metric ORDER BY bucket) AS upto,
      sum(n) OVER (PARTITION BY kind, name, metric) AS total FROM sums)
  SELECT kind, name, metric, min(bucket) FILTER (WHERE upto >= 0.75 * total) AS p75, max(total)::float8 AS n FROM running GROUP BY 1, 2, 3`;

async function serveStats(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  if (!passSecretGuard(req, res, { method: 'GET', secret: serverEnv.LEAD_FORWARD_TOKEN, presented: bearerToken(req), what: 'Visit figures' })) return;
  const days = Math.min(366, Math.max(1, Math.trunc(Number(req.query.days)) || 28));
  const since = indiaDay(Date.now() - (days - 1) * 864e5);
  const out = await getLeadRuntime().queue.pool.query<{ kind: 'page' | 'campaign'; name: string; metric: VitalName | 'visits'; p75: number; n: number }>(STATS, [since])
    .catch((err: Error) => err);
  if (out instanceof Error) return void res.status(503).json({ error: 'The visit figures cannot be read right now' });
  type Row = { name: string; visits: number; p75: Record<string, number | null> };
  const rows = { page: new Map<string, Row>(), campaign: new Map<string, Row>() };
  const none = () => Object.fromEntries(VITALS.map((v) => [v, null]));
  for (const r of out.rows) {
    const row = rows[r.kind].get(r.name) ?? rows[r.kind].set(r.name, { name: r.name, visits: 0, p75: none() }).get(r.name)!;
    if (r.metric === 'visits') row.visits = r.n;
    else row.p75[r.metric] = VITAL_EDGES[r.metric][r.p75];
  }
  const list = (kind: 'page' | 'campaign') => [...rows[kind].values()].sort((a, b) => b.visits - a.visits || (a.name < b.name ? -1 : 1));
  res.status(200).json({ since, days, pages: list('page'), campaigns: list('campaign') });
}

export async function serveVisits(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method === 'GET') return serveStats(req, res);
  if (req.method === 'POST') {
    const { status, error, retryAfter } = await acceptBeacon(req.headers, clientIp(req, serverEnv.LEADS_TRUST_PROXY), req.body);
    if (retryAfter) res.setHeader('Retry-After', String(retryAfter));
    return void (error ? res.status(status).json({ error }) : res.status(status).end());
  }
  res.setHeader('Allow', 'GET, POST');
  res.status(405).json({ error: 'Use POST (a beacon) or GET (the figures)' });
}
