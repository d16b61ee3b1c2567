// The CMS admin's Preview opens this (cms/config/admin.js builds the URL): with a token the CMS
// signed with PREVIEW_SECRET for this path and status (the secret itself never travels in the
// URL, which lands in logs) and a path the site maps itself, it turns on draft mode and redirects
// there. Wrong, expired or missing token: 401; unknown path: 404; neither sets a cookie.
import type { NextApiRequest, NextApiResponse } from 'next';
import { leaveDraftMode, previewTarget } from '../../lib/cms/preview';
import { serverEnv } from '../../lib/env';
import { passSecretGuard, readPreviewToken } from '../../lib/secretRoute';

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : '');

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'private, no-store');
  const signed = { path: one(req.query.path), popup: one(req.query.popup), status: one(req.query.status) || 'draft' };
  const secret = passSecretGuard(req, res, { method: 'GET', secret: serverEnv.PREVIEW_SECRET, presented: (s: string) => readPreviewToken(req.query.token, s, signed), what: 'Preview' });
  if (!secret) return;
  const target = await previewTarget(req.query.path, req.query.popup);
  if (!target) return res.status(404).json({ error: 'Unknown path' });
  // The admin's "Published" tab shows what visitors see: the same page without draft mode.
  if (req.query.status === 'published') leaveDraftMode(res);
  else res.setDraftMode({ enable: true });
  res.redirect(307, target);
}
