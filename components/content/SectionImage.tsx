import type { Media } from '../../lib/cms/types';
import LazyImage from '../common/LazyImage';

/** A CMS image below the fold: loaded as it nears the viewport, with its real dimensions so nothing shifts. */
export default function SectionImage({ image, className, sizes = '(max-width: 992px) 100vw, 480px' }: { image: Media; className?: string; sizes?: string }) {
  if (!image.width || !image.height) return null;
  return <LazyImage src={image.url} alt={image.alt} width={image.width} height={image.height} className={className} sizes={sizes} />;
}
