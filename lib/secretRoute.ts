// The guard of the routes the CMS calls with a shared secret (/api/revalidate, /api/preview):
// one method, a configured secret (503 without it) and a match in constant time (401 without).
import type { NextApiRequest, NextApiResponse } from 'next';
import { secretMatches } from './cms/revalidatePaths';

interface Guard {
  method: 'GET' | 'POST';
  secret: string | undefined;
  presented: unknown;
  /** What the route is, for the 503 message ("Revalidation", "Preview"). */
  what: string;
}

/** The secret when the request may pass; otherwise it has been answered, and null comes back. */
export function passSecretGuard(req: NextApiRequest, res: NextApiResponse, { method, secret, presented, what }: Guard): string | null {
  if (req.method !== method) {
    res.setHeader('Allow', method);
    res.status(405).json({ error: 'Method not allowed' });
    return null;
  }
  if (!secret) {
    res.status(503).json({ error: `${what} is not configured` });
    return null;
  }
  if (!secretMatches(presented, secret)) {
    res.status(401).json({ error: 'Invalid secret' });
    return null;
  }
  return secret;
}
