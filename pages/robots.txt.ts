// /robots.txt: everything crawlable except the API and the post-form page; points at the sitemap.
import type { GetServerSideProps } from 'next';
import { NOINDEX_PATHS } from '../lib/seo/routes';
import { buildRobots } from '../lib/seo/sitemap';

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end(buildRobots(undefined, ['/api/', ...NOINDEX_PATHS]));
  return { props: {} };
};

export default function Robots() { return null; }
