// The visit beacons' own thread (started by ./server.ts; plain JavaScript, as Node loads it), on
// 127.0.0.1 where nginx and the site's route send POST /api/visits: 500 beacons a second never wait
// in line with the leads on the site's event loop (bench/visits-load.mjs). Counted, never stored as
// a person (no cookie, address or user agent); the sums are written every FLUSH_MS in one statement,
// under a key (India's day, page or campaign, channel, device, vital, bucket) that bounds the table
// whatever the traffic: the site's pages, the rule table's channels, a cap on campaign names a day.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import { isbot } from 'isbot';
import pg from 'pg';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import * as z from 'zod/mini';
import { touchSchema } from '../../shared/leadContract.mjs';

const require = createRequire(import.meta.url);
const { channelOf } = require('../../shared/touch.cjs');
const { forwardedFor } = require('../../shared/exposure.cjs');
const { THRESHOLDS, VITAL_EDGES: EDGES, indiaDay } = require('../../shared/visits.cjs');

/** The site's settings and constants (lib/env, lib/constants), from ./server.ts. */
const { port, api, limit, databaseUrl, retentionDays, campaignsPerDay, viewsMax, defaultChannel, ownPages } = workerData;
const FLUSH_MS = 5_000;
const SWEEP_MS = 3_600_000;
/** About what Next's body parser takes on the site's route (4 kB). */
const MAX_CHARS = 4096;
const VITALS = Object.keys(THRESHOLDS);
/** A vital's value and its bucket: the first edge at or above it; past the last edge it is refused. */
const vital = (name) => z.pipe(
  z.number().check(z.minimum(0), z.maximum(EDGES[name].at(-1) ?? 0)),
  z.transform((v) => [v, EDGES[name].findIndex((edge) => v <= edge)]),
);
const beacon = z.strictObject({
  views: z.array(z.string().check(z.regex(/^\/[\w\-./]{0,199}$/))).check(z.minLength(1), z.maxLength(viewsMax)),
  device: z.enum(['phone', 'desktop']),
  touch: z.optional(touchSchema),
  vitals: z.optional(z.strictObject(Object.fromEntries(VITALS.map((v) => [v, z.optional(vital(v))])))),
});

/**
 * The sums added to the table's. A campaign name the day does not have yet is left out once the day
 * has campaignsPerDay (its page views still count): names are the one open part of the key.
 */
const INSERT = `WITH u AS (SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::smallint[], $8::bigint[])
      AS u (day, kind, name, channel, device, metric, bucket, n)),
    known AS (SELECT day, count(DISTINCT name) AS names FROM leads.visit_counts WHERE kind = 'campaign' AND day IN (SELECT day FROM u) GROUP BY day)
  INSERT INTO leads.visit_counts AS c SELECT u.* FROM u LEFT JOIN known USING (day)
  WHERE u.kind = 'page' OR coalesce(known.names, 0) < $9
    OR EXISTS (SELECT 1 FROM leads.visit_counts e WHERE e.day = u.day AND e.kind = 'campaign' AND e.name = u.name)
  ON CONFLICT (day, kind, name, channel, device, metric, bucket) DO UPDATE SET n = c.n + excluded.n`;
const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
// Per instance, in memory: a Redis round trip cost more than the whole count, and a beacon is a
// count bounded by its cells. Behind nginx's round robin, an address may send the limit to each instance.
const limiter = limit > 0 ? new RateLimiterMemory({ points: limit, duration: 60 }) : null;
/** Published path → 'course' | 'page': the site's route list, as ./server.ts sends it. */
let published = new Map();
/** Each cell's sum not yet written, by its key as JSON. */
const pending = new Map();
/** The campaign names of the sums not yet written: at most campaignsPerDay, the rest '(other)'. */
const campaigns = new Set();
/** The vitals not yet handed to the site's metrics (lib/metrics.cjs, on the main thread): [vital, value, route class, device]. */
let observed = [];
let sweptAt = 0;
const add = (...cell) => { const key = JSON.stringify(cell); pending.set(key, (pending.get(key) ?? 0) + 1); };

/** The sums so far, added to the table's; kept for the next flush when Postgres does not take them. */
async function flush() {
  const cells = [...pending].sort(([a], [b]) => (a < b ? -1 : 1));
  pending.clear();
  campaigns.clear();
  if (observed.length) parentPort?.postMessage({ vitals: observed.splice(0) });
  try {
    if (cells.length) {
      const columns = [[], [], [], [], [], [], [], []];
      for (const [key, n] of cells) [...JSON.parse(key), n].forEach((v, i) => columns[i].push(v));
      await pool.query(INSERT, [...columns, campaignsPerDay]);
    }
    if (Date.now() - sweptAt > SWEEP_MS) {
      await pool.query('DELETE FROM leads.visit_counts WHERE day < current_date - $1::int', [retentionDays]);
      sweptAt = Date.now();
    }
  } catch (err) {
    for (const [key, n] of cells) pending.set(key, (pending.get(key) ?? 0) + n);
    parentPort?.postMessage({ log: ['visits.flush_failed', { error: err.message, cells: cells.length }] });
  }
}

/** Counts a beacon's body; null, or why it is refused. */
function count(body) {
  let raw;
  try { raw = JSON.parse(body); } catch { return 'The beacon is not JSON'; }
  const parsed = beacon.safeParse(raw);
  if (!parsed.success) return 'The beacon does not hold what a page reports';
  const { views, device, touch, vitals } = parsed.data;
  const kinds = views.map((v) => published.get(v) ?? (ownPages.includes(v) ? 'page' : null));
  if (kinds.some((k) => !k)) return 'The beacon names a page the site does not have';
  const day = indiaDay(Date.now());
  const channel = channelOf(touch) ?? defaultChannel;
  views.forEach((name) => add(day, 'page', name, channel, device, 'visits', 0));
  // The document's first report is its landing: the campaign's visit, and the vitals of its first page.
  if (!vitals) return null;
  const named = touch?.utm_campaign;
  const campaign = named && (campaigns.has(named) || campaigns.size < campaignsPerDay ? named : '(other)');
  if (campaign) {
    campaigns.add(campaign);
    add(day, 'campaign', campaign, channel, device, 'visits', 0);
  }
  const routeClass = views[0] === '/' ? 'home' : kinds[0];
  for (const name of VITALS) {
    const v = vitals[name];
    if (!v) continue;
    add(day, 'page', views[0], channel, device, name, v[1]);
    if (campaign) add(day, 'campaign', campaign, channel, device, name, v[1]);
    observed.push([name, v[0], routeClass, device]);
  }
  return null;
}

/**
 * A beacon: counted (204), or why not. Only local processes reach this port, nginx and the site's
 * route, and each names the visitor last in X-Forwarded-For.
 */
async function accept(req, body) {
  // Another site's page cannot count visits here; a crawler's are not visits.
  if (!['same-origin', undefined].includes(req.headers['sec-fetch-site'])) return { status: 403, error: 'Only the site\'s own pages report visits' };
  if (isbot(req.headers['user-agent'])) return { status: 204 };
  const ip = forwardedFor(req.headers).at(-1) ?? req.socket.remoteAddress ?? '';
  const refusedFor = (res) => (res instanceof RateLimiterRes ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0);
  const wait = limiter ? await limiter.consume(ip).then(() => 0, refusedFor) : 0;
  if (wait) return { status: 429, error: 'Too many beacons', retryAfter: wait };
  const refused = count(body);
  return refused ? { status: 400, error: refused } : { status: 204 };
}

parentPort?.on('message', (m) => { if (m.published) published = new Map(m.published); });
setInterval(() => void flush(), FLUSH_MS);
const server = createServer((req, res) => {
  const answer = ({ status, error, retryAfter }) => void res.writeHead(status, {
    'Cache-Control': 'no-store', ...(error && { 'Content-Type': 'application/json' }), ...(retryAfter && { 'Retry-After': String(retryAfter) }),
  }).end(error && JSON.stringify({ error }));
  if (req.method !== 'POST' || req.url !== api) return answer({ status: 404, error: `Only POST ${api} is taken here` });
  let body = '';
  req.setEncoding('utf8').on('data', (chunk) => { if (body.length <= MAX_CHARS) body += chunk; }).on('end', () => {
    if (body.length > MAX_CHARS) return answer({ status: 413, error: 'The beacon is too large' });
    accept(req, body).then(answer, () => answer({ status: 500, error: 'The beacon was not counted' }));
  });
});
server.on('error', (err) => parentPort?.postMessage({ failed: err.message }));
server.listen(port, '127.0.0.1', () => parentPort?.postMessage({ listening: server.address().port }));
