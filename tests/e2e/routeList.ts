import type { APIRequestContext } from '@playwright/test';

/** Routes that exist without the CMS-driven pages; the sitemap adds every CMS route once it exists. */
const SHELL_ROUTES = ['/', '/enterprise', '/mtech-in-vlsi-design', '/thank-you'];

export async function routesToCheck(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/sitemap.xml');
  if (!res.ok()) return SHELL_ROUTES;
  const paths = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname + new URL(m[1]).search);
  return [...new Set([...SHELL_ROUTES, ...paths])];
}
