import type { NextApiRequest, NextApiResponse } from 'next';
import { serveLead } from '../../lib/leads/server/next';

// A person's request about their data, through the lead gateway (queued, forwarded).
export const config = { api: { bodyParser: false } };

export default function handler(req: NextApiRequest, res: NextApiResponse) {
  return serveLead({ dataRequest: true }, req, res);
}
