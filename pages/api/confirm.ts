import type { NextApiRequest, NextApiResponse } from 'next';
import { serveConfirm } from '../../lib/leads/server/next';

// A person confirms a data request or a download's opt-in by the link mailed to them.
export default function handler(req: NextApiRequest, res: NextApiResponse) {
  return serveConfirm(req, res);
}
