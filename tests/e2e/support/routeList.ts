import type { APIRequestContext } from '@playwright/test';
import { SPEC_ROUTES } from '../../../lib/specRoutes';

/** Routes that exist without the CMS-driven pages; the sitemap adds every CMS route once it exists. */
const SHELL_ROUTES = ['/', '/enterprise', '/mtech-in-vlsi-design', '/thank-you'];

/**
 * The routes known when the tests are listed (the spec's and the shell's): each gets a test of its
 * own, so a failure names its route and the routes spread over the workers.
 */
export const NAMED_ROUTES = [...new Set([...SHELL_ROUTES, ...SPEC_ROUTES])];

async function routesToCheck(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/sitemap.xml');
  if (!res.ok()) return SHELL_ROUTES;
  const paths = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname + new URL(m[1]).search);
  return [...new Set([...SHELL_ROUTES, ...paths])];
}

/** The sitemap's routes that have no test of their own (CMS pages beyond the spec's), checked in one test. */
export async function otherSitemapRoutes(request: APIRequestContext): Promise<string[]> {
  return (await routesToCheck(request)).filter((r) => !NAMED_ROUTES.includes(r));
}
