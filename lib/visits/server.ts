// /api/visits. POST: a browser's beacon (lib/visits/report.ts), counted on a thread of its own
// (./listener.mjs), which nginx reaches directly and this route passes on to otherwise. GET ?days=N:
// the sums and each vital's 75th percentile, for the CMS's admin home, behind the lead token the
// CMS shares with the site.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { NextApiRequest, NextApiResponse } from 'next';
import { publishedRoutes } from '../cms/routes';
import { LEAD_DEFAULTS, VISIT_CAMPAIGNS_PER_DAY, VISIT_VIEWS_MAX, VISITS_API, type VitalName } from '../constants';
import { serverEnv } from '../env';
import { clientIp } from '../leads/server/next';
import { getLeadRuntime } from '../leads/server/runtime';
import { logEvent } from '../log';
import { observeVital } from '../metrics.cjs';
import { bearerToken, passSecretGuard } from '../secretRoute';
import { OWN_PAGE_PATHS } from '../specRoutes';
import { indiaDay, THRESHOLDS, VITAL_EDGES } from '../../shared/visits.cjs';

const VITALS = Object.keys(THRESHOLDS) as VitalName[];
const ROUTES_EVERY_MS = 5_000;
let listener: Promise<number> | null = null;

type FromListener = {
  listening?: number; failed?: string; vitals?: [VitalName, number, string, string][]; log?: [string, Record<string, unknown>];
};

/**
 * The beacons' thread, listening on 127.0.0.1:`port` (VISITS_PORT, which nginx's `upstream visits`
 * names; 0: a free one): resolves with its port. Started once per process, by instrumentation.ts.
 * It is handed the published routes (a beacon names only the site's pages) and hands back the
 * vitals for this process's metrics.
 */
export function startBeaconListener(port = serverEnv.VISITS_PORT): Promise<number> {
  listener ??= new Promise<number>((resolve, reject) => {
    // Node loads the file itself: the site runs from the repository's folder (deploy/systemd).
    const worker = new Worker(path.join(process.cwd(), 'lib/visits/listener.mjs'), { workerData: {
      port, api: VISITS_API, limit: serverEnv.VISITS_RATE_LIMIT, databaseUrl: serverEnv.DATABASE_URL,
      retentionDays: serverEnv.LEADS_CMS_RETENTION_DAYS, campaignsPerDay: VISIT_CAMPAIGNS_PER_DAY, viewsMax: VISIT_VIEWS_MAX,
      defaultChannel: LEAD_DEFAULTS.channel, ownPages: OWN_PAGE_PATHS,
    } });
    worker.unref();
    const routes = () => publishedRoutes().then((list) => list && worker.postMessage({ published: [...list] }), () => undefined);
    const timer = setInterval(() => void routes(), ROUTES_EVERY_MS).unref();
    const failed = (error: string) => {
      clearInterval(timer);
      listener = null;
      logEvent('visits.listener_failed', { port, error });
      void worker.terminate();
      reject(new Error(error));
    };
    worker.on('message', ({ listening, failed: why, vitals, log }: FromListener) => {
      if (listening !== undefined) void routes().then(() => resolve(listening));
      if (why) failed(why);
      for (const [name, value, routeClass, device] of vitals ?? []) {
        observeVital(name, value, VITAL_EDGES[name], { route_class: routeClass, device });
      }
      if (log) logEvent(...log);
    });
    worker.on('error', (err) => failed(err.message));
  });
  return listener;
}

/**
 * A beacon that reached Next (no nginx in front): passed on to the beacons' thread, its answer back.
 * Next loads this module apart for its start hook, which starts the thread, and for this route, which
 * knows the thread by its port (a test's own thread, started here, by the port it got).
 */
async function passBeacon(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const answer = await (listener ?? Promise.resolve(serverEnv.VISITS_PORT)).then((port) => fetch(`http://127.0.0.1:${port}${VISITS_API}`, {
    method: 'POST', body: typeof req.body === 'string' ? req.body : JSON.stringify(req.body ?? null),
    headers: {
      'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': clientIp(req, serverEnv.LEADS_TRUST_PROXY),
      ...Object.fromEntries((['user-agent', 'sec-fetch-site'] as const).flatMap((h) => (req.headers[h] ? [[h, String(req.headers[h])]] : []))),
    },
  })).catch(() => null);
  if (!answer) return void res.status(503).json({ error: 'Visits cannot be counted right now' });
  const retryAfter = answer.headers.get('retry-after');
  if (retryAfter) res.setHeader('Retry-After', retryAfter);
  res.status(answer.status);
  return void (answer.status === 204 ? res.end() : res.json(await answer.json()));
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
  if (req.method === 'POST') return passBeacon(req, res);
  res.setHeader('Allow', 'GET, POST');
  res.status(405).json({ error: 'Use POST (a beacon) or GET (the figures)' });
}
