// /sitemap.xml: the CMS's published courses and pages plus the site's own static routes.
// Rendered per request (cheap: one CMS query) so a newly published entry is listed at once.
import type { GetServerSideProps } from 'next';
import { listContentRoutes } from '../lib/cms';
import { STATIC_ROUTES, UNLISTED_PATHS } from '../lib/specRoutes';
import { buildSitemap } from '../lib/seo/sitemap';

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  const routes = await listContentRoutes();
  const entries = [...routes.value.map((r) => ({ path: r.path, lastmod: r.updatedAt })), ...STATIC_ROUTES.map((path) => ({ path }))];
  const xml = buildSitemap(entries, { exclude: UNLISTED_PATHS });
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=300, stale-while-revalidate=3600');
  res.end(xml);
  return { props: {} };
};

export default function Sitemap() { return null; }
