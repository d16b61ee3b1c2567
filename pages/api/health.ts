// GET /api/health: readiness for load balancers and monitors (lib/health.ts says what each
// status code means), for operators only: queue counts are not a visitor's business, and each
// answer costs a CMS call. GET /api/health?probe=live: liveness only, touches nothing, public.
import type { NextApiRequest, NextApiResponse } from 'next';
import { liveness, readiness } from '../../lib/health';
import { serverEnv } from '../../lib/env';
import { getLeadRuntime } from '../../lib/leads/server/runtime';
import { isOperator, refusesMethod } from '../../lib/secretRoute';

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  if (refusesMethod(req, res, ['GET', 'HEAD'])) return;
  if (req.query.probe === 'live') {
    const out = liveness();
    return res.status(out.status).json(out.body);
  }
  if (!isOperator(req, serverEnv.MONITORING_TOKEN)) {
    return res.status(401).json({ error: 'The detailed health answer is for operators: ask from this machine or send Authorization: Bearer <MONITORING_TOKEN>. ?probe=live is public.' });
  }
  const { queue, config } = getLeadRuntime();
  const out = await readiness({
    leadStats: () => queue.stats(),
    cmsReachable: () => fetch(`${config.CMS_URL.replace(/\/$/, '')}/_health`, { signal: AbortSignal.timeout(2_000) }).then((r) => r.status < 400, () => false),
  });
  return res.status(out.status).json(out.body);
}
