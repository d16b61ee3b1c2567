// On-demand revalidation, called by the CMS webhook on publish / unpublish / update / delete.
// It checks the shared secret in constant time and hands the event to lib/cms/webhook.ts, which
// regenerates only paths the site itself knows. It never redirects.
import type { NextApiRequest, NextApiResponse } from 'next';
import { serverEnv } from '../../lib/env';
import { passSecretGuard } from '../../lib/secretRoute';
import { revalidateForEvent, type WebhookEvent } from '../../lib/cms/webhook';

function presentedSecret(req: NextApiRequest): unknown {
  const header = req.headers['x-revalidate-secret'];
  if (typeof header === 'string') return header;
  const auth = req.headers.authorization;
  return typeof auth === 'string' && auth.startsWith('Bearer ') ? auth.slice(7) : undefined;
}

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  const secret = passSecretGuard(req, res, { method: 'POST', secret: serverEnv.REVALIDATE_SECRET, presented: presentedSecret(req), what: 'Revalidation' });
  if (!secret) return;
  const event = (req.body && typeof req.body === 'object' ? req.body : {}) as WebhookEvent;
  const proxy = serverEnv.PAGE_CACHE_URL ? { url: serverEnv.PAGE_CACHE_URL, secret } : undefined;
  return res.status(200).json(await revalidateForEvent(event, (path) => res.revalidate(path), proxy));
}
