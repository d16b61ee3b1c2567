/**
 * A vector image (an SVG file, an inline `data:` URL, a CMS icon) as a plain <img>.
 * Not next/image: it serves vectors as they are (dangerouslyAllowSVG is off, so no optimizer, no
 * srcset), so for these it only added its code, 6.4 kB gz of every page's first-load JavaScript
 * (the layout's logo pulled it into _app), and an inline style attribute. Raster images
 * of the CMS (course heroes, section images) keep next/image for its sizes and formats.
 * Width and height are always given, so the box is reserved before the file arrives (CLS 0).
 */
interface Props {
  src: string; alt: string; width: number; height: number; className?: string;
  /** Below the fold: `lazy`. The largest paint or the header's logo: `eager` with `priority`. */
  loading?: 'lazy' | 'eager';
  /** Fetched and decoded first: a page's largest paint or the header's logo. */
  priority?: boolean;
}

export default function VectorImage({ src, alt, width, height, className, loading = 'lazy', priority = false }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- vectors need none of next/image (see above)
    <img
      alt={alt} width={width} height={height} className={className}
      loading={priority ? 'eager' : loading} decoding={priority ? 'sync' : 'async'} fetchPriority={priority ? 'high' : undefined} src={src}
    />
  );
}
