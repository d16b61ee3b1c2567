// The public address of the site, for canonical links, Open Graph and the sitemap.
import * as publicEnv from '../env/public';

// NEXT_PUBLIC_: inlined at build time, so the browser renders the same <head> as the server.
export const SITE_URL = publicEnv.NEXT_PUBLIC_SITE_URL;
export const SITE_NAME = 'Maven Silicon';
/** Share image when the CMS gives none (1200x630, in public/images). */
export const DEFAULT_OG_IMAGE = { url: '/images/og-default.png', width: 1200, height: 630, alt: 'Maven Silicon – VLSI and embedded systems training' };

/** Absolute URL of a site path (query and fragment dropped: canonical URLs have neither). */
export function absoluteUrl(path: string, base: string = SITE_URL): string {
  if (/^https?:\/\//i.test(path)) return path;
  const clean = path.split(/[?#]/)[0] || '/';
  return `${base}${clean.startsWith('/') ? clean : `/${clean}`}`;
}
