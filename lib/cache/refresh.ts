// After a webhook regenerated pages (pages/api/revalidate.ts), the proxy in front of the
// instances still holds the old copies until their s-maxage runs out. Fetching each page
// through the proxy with the refresh header makes it bypass its copy and store the new one
// (deploy/nginx/site.conf.template: `proxy_cache_bypass $page_cache_refresh`).

export const PAGE_CACHE_REFRESH_HEADER = 'x-page-cache-refresh';
const TIMEOUT_MS = 10_000;
const CONCURRENCY = 4;

/** Paths whose refresh failed; the proxy then serves them again after their s-maxage. */
export async function refreshProxyCache(proxyUrl: string, secret: string, paths: string[]): Promise<string[]> {
  const queue = [...paths];
  const failed: string[] = [];
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      try {
        const res = await fetch(new URL(path, proxyUrl), { headers: { [PAGE_CACHE_REFRESH_HEADER]: secret }, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'manual' });
        await res.arrayBuffer();
        // A redirect (an old path) is stored as it is, not followed.
        if (res.status >= 400) failed.push(path);
      } catch {
        failed.push(path);
      }
    }
  }));
  return failed.sort();
}
