import type { NextApiRequest, NextApiResponse } from 'next';
import { serveLead } from '../../lib/leads/server/next';

export const config = { api: { bodyParser: false } };

export default function handler(req: NextApiRequest, res: NextApiResponse) {
  return serveLead({ form: 'referAndEarn' }, req, res);
}
