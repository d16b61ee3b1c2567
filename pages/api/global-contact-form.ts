import type { NextApiRequest, NextApiResponse } from 'next';
import { serveLead } from '../../lib/leads/server/next';

// The gateway reads the raw body itself (size cap, clear 4xx for non-JSON).
export const config = { api: { bodyParser: false } };

export default function handler(req: NextApiRequest, res: NextApiResponse) {
  return serveLead({ form: 'contact' }, req, res);
}
