// After a webhook regenerated a page (lib/cms/webhook.ts), the proxy in front of the instances
// still holds the old copy until its s-maxage runs out. Fetching the page through the proxy with
// the refresh header makes it bypass its copy and store the new one
// (deploy/nginx/site.conf.template: `proxy_cache_bypass $page_cache_refresh`).

export const PAGE_CACHE_REFRESH_HEADER = 'x-page-cache-refresh';
const TIMEOUT_MS = 10_000;

/** Whether the proxy stored the new page; if not, it serves the old one until its s-maxage. */
export async function refreshProxyPage(proxyUrl: string, secret: string, path: string): Promise<boolean> {
  try {
    const res = await fetch(new URL(path, proxyUrl), { headers: { [PAGE_CACHE_REFRESH_HEADER]: secret }, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'manual' });
    await res.arrayBuffer();
    // A redirect (an old path) is stored as it is, not followed.
    return res.status < 400;
  } catch {
    return false;
  }
}
