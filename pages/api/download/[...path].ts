import type { NextApiRequest, NextApiResponse } from 'next';
import { downloadTypeOfPath } from '../../../lib/leads/downloads';
import { serveLead } from '../../../lib/leads/server/next';

export const config = { api: { bodyParser: false } };

/** Spec §7 download paths; any other path under /api/download is a 404. */
export default function handler(req: NextApiRequest, res: NextApiResponse) {
  const segments = ([] as string[]).concat(req.query.path ?? []);
  const type = downloadTypeOfPath(segments.join('/'));
  if (!type) return res.status(404).json({ status: 404, error: 'Unknown download' });
  return serveLead({ download: type }, req, res);
}
