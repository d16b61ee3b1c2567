// Where the browser reaches the CMS: only through this origin's API routes (lib/cms/proxy.ts),
// so the CSP names no CMS origin. Browser-safe: the popup's reshaper uses it too.
export const GRAPHQL_PROXY_PATH = '/api/graphql';
export const MEDIA_PROXY_PREFIX = '/api/media/';
export const CMS_MEDIA_PREFIX = '/uploads/';

/** `/uploads/a.png` (how Strapi names its files) → the path the browser loads it from. */
export function mediaUrl(url: string): string {
  return url.startsWith(CMS_MEDIA_PREFIX) ? MEDIA_PROXY_PREFIX + url.slice(CMS_MEDIA_PREFIX.length) : url;
}

/** A content path must look like a site path; anything else is not a route of ours. */
export const isContentPath = (value: unknown): value is string =>
  typeof value === 'string' && /^\/[A-Za-z0-9/_-]*$/.test(value) && !value.includes('//') && (value === '/' || !value.endsWith('/'));
