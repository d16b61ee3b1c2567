import type { NextApiRequest, NextApiResponse } from 'next';
import { serveVisits } from '../../lib/visits/server';

// A page view's beacon (POST, text/plain from navigator.sendBeacon), and the counts for the CMS (GET).
export const config = { api: { bodyParser: { sizeLimit: '4kb' } } };

export default function handler(req: NextApiRequest, res: NextApiResponse) {
  return serveVisits(req, res);
}
