// The CMS admin's Preview opens this (cms/config/admin.js builds the URL): with the secret the
// CMS holds and a path the site maps itself, it turns on draft mode and redirects there.
// Wrong or missing secret: 401; unknown path: 404; neither sets a cookie.
import type { NextApiRequest, NextApiResponse } from 'next';
import { previewTarget } from '../../lib/cms/previewTarget';
import { secretMatches } from '../../lib/cms/revalidatePaths';
import { serverEnv } from '../../lib/env';

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'private, no-store');
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).json({ error: 'Method not allowed' });
  }
  const secret = serverEnv.PREVIEW_SECRET;
  if (!secret) return res.status(503).json({ error: 'Preview is not configured' });
  if (!secretMatches(req.query.secret, secret)) return res.status(401).json({ error: 'Invalid secret' });
  const target = await previewTarget(req.query.path, req.query.popup);
  if (!target) return res.status(404).json({ error: 'Unknown path' });
  // The admin's "Published" tab shows what visitors see: the same page without draft mode.
  res.setDraftMode({ enable: req.query.status !== 'published' });
  res.redirect(307, target);
}
