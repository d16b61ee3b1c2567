// Publishing and renaming on many instances, laid out as in production: the CMS's webhook reaches
// the proxy, which hands it to ONE instance (tests/e2e/support/global-setup.ts). A course published
// in the admin answers 200 on every instance and through nginx within seconds, even where a 404
// was served (and cached) just before, and every instance's own list names it, with no message
// between instances (pages regenerate only on a publish here: an hour's period); renamed, its old
// URL answers 301 everywhere, and nginx's cache keeps the 301 (project `cluster`).
import { expect, test } from '../support/test';
import { adminApi, adminToken, entryUrl, saveAndPublish } from '../support/cms';
import { clusterEvents, instanceUrls, nginxUrl, startCluster, stopCluster } from '../support/cluster';
import { collection, deleteRedirects, hop } from '../support/cms-course';
import { E2E } from '../support/ports';
import { runCommand } from '../support/stack';

/** Every origin a reader may reach: nginx, and each instance directly. */
const ORIGINS = [nginxUrl, ...instanceUrls];
/** "Within a few seconds" of the publish. */
const WITHIN_MS = 10_000;
const stamp = Date.now() % 1_000_000;
const [before, after] = [`/e2e-cluster-move-${stamp}-a`, `/e2e-cluster-move-${stamp}-b`];
const fields = { path: before, category: 'online', title: `A course that moves (${before})` };
let course: string;

test.setTimeout(120_000);
test.beforeAll(async () => {
  test.setTimeout(180_000);
  // A draft, made before the cluster is up, so the publish is its one webhook call: nginx hands
  // it to one instance, and nothing tells the other.
  const created = await adminApi<{ data: { documentId: string } }>(await adminToken(), collection('api::course.course'), { method: 'POST', body: fields });
  course = entryUrl('api::course.course', created.data.documentId);
  await startCluster({ CMS_REVALIDATE_SECONDS: '3600' });
});
test.afterAll(async () => {
  await stopCluster();
  const token = await adminToken();
  await adminApi(token, course, { method: 'DELETE' });
  await deleteRedirects(token, [before]);
});

test('a course published, then renamed in the admin: every instance and nginx answer it within seconds, then its old URL 301 to the new one, kept in nginx\'s cache', async ({ request }) => {
  // Every instance has its list, and each origin has answered (and nginx cached) the 404.
  for (const origin of ORIGINS) expect((await hop(request, `${origin}${before}`)).status, origin).toBe(404);
  const token = await adminToken();
  const publishedAt = Date.now();
  await adminApi(token, `${course}/actions/publish`, { method: 'POST', body: fields });
  const documentId = course.split('/').at(-1);
  const hit = () => new Set(clusterEvents('revalidated', publishedAt).filter((e) => e.documentId === documentId).map((e) => e.port));
  await expect.poll(() => hit().size, { message: 'the webhook reached an instance', timeout: 60_000 }).toBeGreaterThan(0);
  expect([...hit()], 'the publish reached one instance').toHaveLength(1);
  for (const origin of ORIGINS) await expect.poll(async () => (await hop(request, `${origin}${before}`)).status, { message: origin, timeout: WITHIN_MS }).toBe(200);
  // Each instance's own list of published paths names it (what decides a 404 without asking
  // the CMS), not only the page the webhook's instance put in the shared cache…
  for (const url of instanceUrls) {
    await expect.poll(async () => (await (await request.get(`${url}/api/course-paths`)).json()).paths, { message: url, timeout: WITHIN_MS }).toContain(before);
  }
  // …so with that cache emptied (Redis restarted, a key evicted) every instance renders it itself.
  expect((await runCommand('redis-cli', ['-p', String(E2E.cluster.redisPort), 'FLUSHALL'])).stdout.trim()).toBe('OK');
  for (const url of instanceUrls) expect((await hop(request, `${url}${before}`)).status, `${url} with an empty page cache`).toBe(200);
  await saveAndPublish(token, course, { ...fields, path: after });
  for (const origin of ORIGINS) {
    await expect.poll(() => hop(request, `${origin}${before}`), { message: origin, timeout: WITHIN_MS }).toEqual({ status: 301, location: after });
    await expect.poll(async () => (await hop(request, `${origin}${after}`)).status, { message: origin, timeout: WITHIN_MS }).toBe(200);
  }
  // nginx answers the old path from its cache, with the same status.
  const cached = await request.get(`${nginxUrl}${before}`, { maxRedirects: 0 });
  expect(cached.status()).toBe(301);
  expect(cached.headers()['x-page-cache']).toMatch(/HIT|STALE|UPDATING/);
});
