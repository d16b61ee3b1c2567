// /sitemap.xml and /robots.txt bodies, as pure functions of the routes.
import { absoluteUrl, SITE_URL } from './site';

export interface SitemapEntry { path: string; lastmod?: string }

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string);

/** One <url> per distinct path, sorted; `exclude` paths (unlisted) are left out. */
export function buildSitemap(entries: SitemapEntry[], { base = SITE_URL, exclude = [] as string[] } = {}): string {
  const byPath = new Map<string, string | undefined>();
  for (const e of entries) {
    if (exclude.includes(e.path)) continue;
    const date = e.lastmod && !Number.isNaN(Date.parse(e.lastmod)) ? new Date(e.lastmod).toISOString() : undefined;
    if (!byPath.has(e.path) || date) byPath.set(e.path, date ?? byPath.get(e.path));
  }
  const urls = [...byPath].sort(([a], [b]) => a.localeCompare(b)).map(([path, lastmod]) =>
    `  <url><loc>${escapeXml(absoluteUrl(path, base))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function buildRobots(base = SITE_URL, disallow: string[] = []): string {
  return ['User-agent: *', 'Allow: /', ...disallow.map((p) => `Disallow: ${p}`), '', `Sitemap: ${absoluteUrl('/sitemap.xml', base)}`, ''].join('\n');
}
