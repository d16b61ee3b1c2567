import { deferHydration } from './deferHydration';

/**
 * A raster image of the CMS through next/image (sizes, formats, priority's preload). Nothing in an
 * image is interactive, so its code (6.4 kB gz) is not first-load JavaScript: the server's HTML
 * carries the whole <img> (srcset, fetchpriority, the preload link) and keeps it; the code comes
 * only for an image a client navigation mounts (components/common/deferHydration.tsx, `static`).
 * Vectors take VectorImage.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's copy, dropped from the browser's build
const CmsImage = deferHydration(() => import('next/image'), 'static', typeof window === 'undefined' ? require('next/image').default : undefined);
export default CmsImage;
