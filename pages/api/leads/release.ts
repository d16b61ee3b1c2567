import type { NextApiRequest, NextApiResponse } from 'next';
import { serveRelease } from '../../../lib/leads/server/next';

// The CMS releases a held lead to sales.
export default function handler(req: NextApiRequest, res: NextApiResponse) {
  return serveRelease(req, res);
}
