// GET /api/course-paths: the published course paths, so the route loader shows the course
// skeleton on the way to any course, one added in the CMS included. A route the
// browser asks once when idle, not a list in every page's props (`/`'s are ~21 kB already).
// The list comes from the CMS door's published-path list (the one the 404s use, lib/cms/routes.ts),
// so it costs no CMS query per request; caches may keep it one ISR period.
import type { NextApiRequest, NextApiResponse } from 'next';
import { publishedCoursePaths } from '../../lib/cms/routes';
import { RETRY_SECONDS } from '../../lib/cms/query';
import { serverEnv } from '../../lib/env';
import { refusesMethod } from '../../lib/secretRoute';

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (refusesMethod(req, res, ['GET', 'HEAD'])) return;
  const paths = await publishedCoursePaths();
  // No list yet (CMS down since start): an empty one, kept briefly; the browser falls back to the spec's courses.
  const seconds = paths ? serverEnv.CMS_REVALIDATE_SECONDS : RETRY_SECONDS;
  res.setHeader('Cache-Control', `public, max-age=${seconds}, s-maxage=${seconds}, stale-while-revalidate=${seconds}`);
  return res.status(200).json({ paths: paths ?? [] });
}
