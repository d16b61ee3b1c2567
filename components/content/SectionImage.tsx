import CmsImage from '../common/CmsImage';
import type { Media } from '../../lib/cms/types';

/** A CMS image below the fold: lazy, with its real dimensions so nothing shifts. */
export default function SectionImage({ image, className }: { image: Media; className?: string }) {
  if (!image.width || !image.height) return null;
  return <CmsImage src={image.url} alt={image.alt} width={image.width} height={image.height} loading="lazy" className={className} sizes="(max-width: 992px) 100vw, 480px" />;
}
