import type { ImageProps } from 'next/image';
import { useEffect, useRef, useState } from 'react';
import { LAZY_IMAGE_ROOT_MARGIN_PX } from '../../lib/constants';
import CmsImage from './CmsImage';

type Props = Omit<ImageProps, 'loading' | 'priority'> & { width: number; height: number };

/**
 * An image below the fold that starts loading when it comes within LAZY_IMAGE_ROOT_MARGIN_PX
 * (200 px, the spec's root margin) of the viewport. next/image's `loading="lazy"` leaves the
 * distance to the browser: Chromium starts 1,250 px away on a fast connection and 2,500 px on a
 * slow one, so a phone fetched every image of the home page at once. Until the image nears,
 * a box of its ratio holds its place (nothing shifts); the server's HTML carries the image in
 * <noscript>, so crawlers and visitors without JavaScript still get it. One observer per image,
 * dropped once it fired: a few hundred bytes of JavaScript, no library. The image itself is a
 * CmsImage, whose next/image code comes only when the image nears (not first-load JavaScript).
 */
export default function LazyImage(props: Props) {
  const box = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      setNear(true);
      observer.disconnect();
    }, { rootMargin: `${LAZY_IMAGE_ROOT_MARGIN_PX}px 0px` });
    if (box.current) observer.observe(box.current);
    return () => observer.disconnect();
  }, []);
  if (near) return <CmsImage {...props} loading="eager" />;
  return (
    <span ref={box} className={props.className} data-lazy-image style={{ display: 'block', aspectRatio: `${props.width} / ${props.height}` }}>
      <noscript><CmsImage {...props} loading="lazy" /></noscript>
    </span>
  );
}
