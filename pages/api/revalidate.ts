// On-demand revalidation, called by the CMS webhook on publish / unpublish / update / delete.
// It checks the shared secret in constant time, maps the event to paths the site itself
// knows (lib/cms/routes.ts) and regenerates only those. It never redirects.
import type { NextApiRequest, NextApiResponse } from 'next';
import { serverEnv } from '../../lib/env';
import { passSecretGuard } from '../../lib/secretRoute';
import { entryField, pathsToRevalidate, refreshOnPublish, type WebhookEvent } from '../../lib/cms/routes';
import { SPEC_ROUTES, STATIC_ROUTES } from '../../lib/specRoutes';
import { refreshProxyCache } from '../../lib/cache/refresh';
import { logEvent } from '../../lib/log';

/** Regenerations in flight at once: a change of layout content touches every page. */
const CONCURRENCY = 4;

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
  // The paths the site knows: the spec's routes, its static pages and what the CMS published
  // before and after this event. Asking for the list again here (on every instance) is what lets
  // a page published a moment ago answer 200 (pages 404 any path the list lacks), and one just
  // unpublished 404.
  const { before, after } = await refreshOnPublish();
  const known = [...new Set([...SPEC_ROUTES, ...STATIC_ROUTES, ...before, ...after])];
  const paths = pathsToRevalidate(event, known, before.filter((p) => !after.includes(p)));

  const revalidated: string[] = [];
  const failed: string[] = [];
  const queue = [...paths];
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      try {
        await res.revalidate(path);
        revalidated.push(path);
      } catch {
        // e.g. an unpublished entry whose page is now a 404: nothing left to regenerate.
        failed.push(path);
      }
    }
  }));
  // Behind the proxy cache (cluster), store the new pages there too before answering.
  const proxyUrl = serverEnv.PAGE_CACHE_URL;
  const proxyFailed = proxyUrl ? await refreshProxyCache(proxyUrl, secret, revalidated) : [];
  // One line per webhook call: which entry, and how many pages a publish cost (a scheduled one must
  // cost one call, as a manual one).
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  logEvent('revalidated', {
    cmsEvent: str(event.event), uid: str(event.uid) ?? str(event.model), documentId: str(entryField(event.entry, 'documentId')),
    revalidated: revalidated.length, failed: failed.length,
  });
  return res.status(200).json({ event: typeof event.event === 'string' ? event.event : null, revalidated: revalidated.sort(), failed: failed.sort(), ...(proxyUrl ? { proxyFailed } : {}) });
}
