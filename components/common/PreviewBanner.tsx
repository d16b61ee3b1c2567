import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { POPUP_SLUGS, PREVIEW_POPUP_PARAM } from '../../lib/constants';
import type { PopupKind } from '../../lib/layout';
import { useOpenPopup } from '../leads/DemoPopupContext';
import styles from './previewBanner.module.scss';

const POPUP_KIND: Record<string, PopupKind> = {
  [POPUP_SLUGS.headerFreeDemoClass]: 'header',
  [POPUP_SLUGS.referAndEarn]: 'referAndEarn',
};

/** Says a page shows unpublished drafts (the CMS admin's Preview) and offers the way out; on a
 *  popup's preview it opens that popup. Renders nothing for visitors. */
export default function PreviewBanner() {
  const router = useRouter();
  const open = useOpenPopup();
  const popup = router.query[PREVIEW_POPUP_PARAM];
  const kind = router.isPreview && typeof popup === 'string' ? POPUP_KIND[popup] : undefined;

  useEffect(() => {
    if (kind) open(kind);
  }, [kind, open]);

  if (!router.isPreview) return null;
  const path = router.asPath.split(/[?#]/)[0];
  return (
    <div role="region" aria-label="Preview" className={styles.banner}>
      <strong>Preview</strong> — this page shows unpublished drafts.{' '}
      {/* A plain link: leaving preview is an API route that clears the cookie, not a page. */}
      <a href={`/api/exit-preview?path=${encodeURIComponent(path)}`}>Leave preview</a>
    </div>
  );
}
