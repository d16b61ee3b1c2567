// /robots.txt: everything crawlable except the API; points at the sitemap.
import type { GetServerSideProps } from 'next';
import { buildRobots } from '../lib/seo/sitemap';

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end(buildRobots(undefined, ['/api/']));
  return { props: {} };
};

export default function Robots() { return null; }
