// GET /api/metrics: this instance's numbers in Prometheus's text format (lib/metrics.cjs), for
// operators only, by the rule of the detailed /api/health: from this machine, or with
// `Authorization: Bearer <MONITORING_TOKEN>`. nginx never caches /api/.
import type { NextApiRequest, NextApiResponse } from 'next';
import { serverEnv } from '../../lib/env';
import { getLeadRuntime } from '../../lib/leads/server/runtime';
import { metricsText } from '../../lib/metrics.cjs';
import { isOperator, refusesMethod } from '../../lib/secretRoute';

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  if (refusesMethod(req, res, ['GET', 'HEAD'])) return;
  if (!isOperator(req, serverEnv.MONITORING_TOKEN)) {
    return res.status(401).json({ error: 'Metrics are for operators: ask from this machine or send Authorization: Bearer <MONITORING_TOKEN>.' });
  }
  // The lead runtime registers the queue's gauges; an instance asked before any lead has it too.
  getLeadRuntime();
  const { contentType, body } = await metricsText();
  res.setHeader('Content-Type', contentType);
  return res.status(200).send(body);
}
