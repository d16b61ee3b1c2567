// Leaves draft mode (the preview banner's link) and returns to the same page as visitors see it.
import type { NextApiRequest, NextApiResponse } from 'next';
import { leaveDraftMode, safeReturnPath } from '../../lib/cms/preview';

export default function handler(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'private, no-store');
  leaveDraftMode(res);
  res.redirect(307, safeReturnPath(req.query.path));
}
