import { SVG_DATA_URL } from '../../lib/constants';
/** A vector image (an SVG file, an inline `data:` URL, a CMS icon) as a plain <img>, or drawn in the
 *  page when it rides in it. Not next/image: it serves vectors as they are (dangerouslyAllowSVG is
 *  off, so no optimizer, no srcset), so for these it only added its code, 6.4 kB gz of every page's
 *  first-load JavaScript, and an inline style attribute. Width and height are always given (CLS 0). */
interface Props {
  src: string; alt: string; width: number; height: number; className?: string;
  /** Below the fold: `lazy`, the default. */
  loading?: 'lazy' | 'eager';
  priority?: boolean; // a page's largest paint: fetched at once, and decoded first
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export default function VectorImage({ src, alt, width, height, className, loading = 'lazy', priority = false }: Props) {
  if (src.startsWith(SVG_DATA_URL)) {
    // A vector the page carries (a repo file, or a CMS file reduced to its drawing by lib/cms): drawn
    // in the document, as an <img> each is a document of its own to the browser (bench/RESULTS.md).
    const own = ` width="${width}" height="${height}"${className ? ` class="${className}"` : ''}${alt ? ` role="img" aria-label="${attr(alt)}"` : ' aria-hidden="true"'}`;
    const svg = decodeURIComponent(src.slice(SVG_DATA_URL.length))
      .replace(/<svg\b[^>]*>/, (root) => root.replace(/\s(?:width|height|class|role|aria-[\w-]+)="[^"]*"/g, '').replace('<svg', `<svg${own}`));
    return <span className="vector" dangerouslySetInnerHTML={{ __html: svg }} />;
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- vectors need none of next/image (see above)
    <img
      alt={alt} width={width} height={height} className={className}
      loading={priority ? 'eager' : loading} decoding={priority ? 'sync' : 'async'} fetchPriority={priority ? 'high' : undefined} src={src}
    />
  );
}
