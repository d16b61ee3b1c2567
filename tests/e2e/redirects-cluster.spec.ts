// Issue 20.6 on many instances: a path renamed in the admin answers 301 to the new one on every
// instance and through nginx, whose cache keeps the 301 (project `cluster`).
import { expect, test } from '@playwright/test';
import { adminApi, adminToken, saveAndPublish } from './cms';
import { instanceUrls, nginxUrl, startCluster, stopCluster } from './cluster';
import { deleteRedirects, hop, publishedCourse } from './cms-course';

test.setTimeout(120_000);
test.beforeAll(async () => {
  test.setTimeout(180_000);
  await startCluster();
});
test.afterAll(async () => { await stopCluster(); });

test('a course renamed in the admin: its old URL answers 301 to the new one on both instances and from nginx\'s cache', async ({ request }) => {
  const stamp = Date.now() % 1_000_000;
  const [before, after] = [`/e2e-cluster-move-${stamp}-a`, `/e2e-cluster-move-${stamp}-b`];
  const token = await adminToken();
  const course = await publishedCourse(token, request, before);
  try {
    for (const origin of [nginxUrl, ...instanceUrls]) expect((await hop(request, `${origin}${before}`)).status).toBe(200);
    await saveAndPublish(token, course.url, { ...course.fields, path: after });
    for (const origin of [...instanceUrls, nginxUrl]) {
      await expect.poll(() => hop(request, `${origin}${before}`), { timeout: 30_000 }).toEqual({ status: 301, location: after });
    }
    // nginx answers the old path from its cache, with the same status.
    const cached = await request.get(`${nginxUrl}${before}`, { maxRedirects: 0 });
    expect(cached.status()).toBe(301);
    expect(cached.headers()['x-page-cache']).toMatch(/HIT|STALE|UPDATING/);
    expect((await request.get(`${nginxUrl}${after}`)).status()).toBe(200);
  } finally {
    await adminApi(token, course.url, { method: 'DELETE' });
    await deleteRedirects(token, [before]);
  }
});
