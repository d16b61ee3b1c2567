// Issue 20.6 and 32 on many instances, laid out as in production: the CMS's webhook reaches the
// proxy, which hands it to ONE instance. A course published in the admin answers 200 on every
// instance and through nginx within seconds, even where a 404 was served (and cached) just
// before; renamed, its old URL answers 301 everywhere, and nginx's cache keeps the 301
// (project `cluster`). The instances' own lists expire only after an hour here, so what each
// knows comes from the publish alone.
import { expect, test } from '@playwright/test';
import { adminApi, adminToken, saveAndPublish } from './cms';
import { instanceUrls, nginxUrl, startCluster, stopCluster, webhookToCluster } from './cluster';
import { deleteRedirects, hop, publishedCourse } from './cms-course';

/** Every origin a reader may reach: nginx, and each instance directly. */
const ORIGINS = [nginxUrl, ...instanceUrls];
/** "Within a few seconds" of the publish (issue 32). */
const WITHIN_MS = 10_000;
let removeWebhook: (() => Promise<void>) | undefined;

test.setTimeout(120_000);
test.beforeAll(async () => {
  test.setTimeout(180_000);
  await startCluster({ CMS_REVALIDATE_SECONDS: '3600' });
  removeWebhook = await webhookToCluster();
});
test.afterAll(async () => {
  await removeWebhook?.();
  await stopCluster();
});

test('a course published, then renamed in the admin: every instance and nginx answer it within seconds, then its old URL 301 to the new one, kept in nginx\'s cache', async ({ request }) => {
  const stamp = Date.now() % 1_000_000;
  const [before, after] = [`/e2e-cluster-move-${stamp}-a`, `/e2e-cluster-move-${stamp}-b`];
  // Every instance has its list, and each origin has answered (and nginx cached) the 404.
  for (const origin of ORIGINS) expect((await hop(request, `${origin}${before}`)).status, origin).toBe(404);
  const token = await adminToken();
  const course = await publishedCourse(token, request, before);
  try {
    for (const origin of ORIGINS) await expect.poll(async () => (await hop(request, `${origin}${before}`)).status, { message: origin, timeout: WITHIN_MS }).toBe(200);
    await saveAndPublish(token, course.url, { ...course.fields, path: after });
    for (const origin of ORIGINS) {
      await expect.poll(() => hop(request, `${origin}${before}`), { message: origin, timeout: WITHIN_MS }).toEqual({ status: 301, location: after });
      await expect.poll(async () => (await hop(request, `${origin}${after}`)).status, { message: origin, timeout: WITHIN_MS }).toBe(200);
    }
    // nginx answers the old path from its cache, with the same status.
    const cached = await request.get(`${nginxUrl}${before}`, { maxRedirects: 0 });
    expect(cached.status()).toBe(301);
    expect(cached.headers()['x-page-cache']).toMatch(/HIT|STALE|UPDATING/);
  } finally {
    await adminApi(token, course.url, { method: 'DELETE' });
    await deleteRedirects(token, [before]);
  }
});
