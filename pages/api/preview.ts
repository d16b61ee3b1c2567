// The CMS admin's Preview opens this (cms/config/admin.js builds the URL): with the secret the
// CMS holds and a path the site maps itself, it turns on draft mode and redirects there.
// Wrong or missing secret: 401; unknown path: 404; neither sets a cookie.
import type { NextApiRequest, NextApiResponse } from 'next';
import { leaveDraftMode, previewTarget } from '../../lib/cms/preview';
import { serverEnv } from '../../lib/env';
import { passSecretGuard } from '../../lib/secretRoute';

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'private, no-store');
  const secret = passSecretGuard(req, res, { method: 'GET', secret: serverEnv.PREVIEW_SECRET, presented: req.query.secret, what: 'Preview' });
  if (!secret) return;
  const target = await previewTarget(req.query.path, req.query.popup);
  if (!target) return res.status(404).json({ error: 'Unknown path' });
  // The admin's "Published" tab shows what visitors see: the same page without draft mode.
  if (req.query.status === 'published') leaveDraftMode(res);
  else res.setDraftMode({ enable: true });
  res.redirect(307, target);
}
