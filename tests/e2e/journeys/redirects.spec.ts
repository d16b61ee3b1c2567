// Old links keep working. A course renamed in the admin leaves a permanent redirect
// from its old path; a marketer's own redirects are served as they say; loops and other
// origins are refused in the admin.
import { expect, test } from '../support/test';
import { adminApi, adminToken, saveAndPublish } from '../support/cms';
import { collection, deleteRedirects, hop, publishedCourse, REDIRECT_UID, storedRedirects } from '../support/cms-course';
import { SETTLE_MS } from '../support/ports';

test('a course renamed in the admin: its old URL answers 301 to the new one, and a second rename leaves no chain', async ({ page, request }) => {
  const stamp = Date.now() % 1_000_000;
  const [first, second, third] = ['a', 'b', 'c'].map((x) => `/e2e-moving-course-${stamp}-${x}`);
  const token = await adminToken();
  const course = await publishedCourse(token, request, first);
  try {
    await saveAndPublish(token, course.url, { ...course.fields, path: second });
    // Within the revalidate period, without a rebuild.
    await expect.poll(() => hop(request, first), { timeout: SETTLE_MS }).toEqual({ status: 301, location: second });
    expect((await request.get(second)).status()).toBe(200);
    expect(await storedRedirects(token, [first])).toMatchObject([{ from: first, to: second, permanent: true }]);

    // A visitor following an old link lands on the course.
    await page.goto(first);
    await expect(page).toHaveURL(new RegExp(`${second}$`));
    await expect(page.getByRole('heading', { level: 1, name: course.fields.title })).toBeVisible();

    // Renamed again: both old paths go straight to the newest one (no chain of two hops).
    await saveAndPublish(token, course.url, { ...course.fields, path: third });
    await expect.poll(() => hop(request, second), { timeout: SETTLE_MS }).toEqual({ status: 301, location: third });
    await expect.poll(() => hop(request, first), { timeout: SETTLE_MS }).toEqual({ status: 301, location: third });
    expect((await storedRedirects(token, [first, second])).map((r) => [r.from, r.to]).sort()).toEqual([[first, third], [second, third]]);

    // Renamed back to its first path: that path is the course again, not a redirect to itself.
    await saveAndPublish(token, course.url, { ...course.fields, path: first });
    await expect.poll(async () => (await request.get(first, { maxRedirects: 0 })).status(), { timeout: SETTLE_MS }).toBe(200);
    await expect.poll(() => hop(request, third), { timeout: SETTLE_MS }).toEqual({ status: 301, location: first });
  } finally {
    await adminApi(token, course.url, { method: 'DELETE' });
    await deleteRedirects(token, [first, second, third]);
  }
});

test('a redirect made by hand is served as it says (302 when temporary); loops and other sites are refused', async ({ request }) => {
  const from = `/e2e-old-offer-${Date.now() % 1_000_000}`;
  const token = await adminToken();
  try {
    expect((await request.get(from, { maxRedirects: 0 })).status()).toBe(404);
    await adminApi(token, collection(REDIRECT_UID), { method: 'POST', body: { from, to: '/about-us', permanent: false } });
    await expect.poll(() => hop(request, from), { timeout: SETTLE_MS }).toEqual({ status: 302, location: '/about-us' });

    // The admin shows why a redirect cannot be saved.
    const refused = (body: unknown) => adminApi(token, collection(REDIRECT_UID), { method: 'POST', body });
    await expect(refused({ from: '/about-us', to: from, permanent: true })).rejects.toThrow(`This redirect would loop: /about-us → ${from} → /about-us`);
    await expect(refused({ from: `${from}-self`, to: `${from}-self`, permanent: true })).rejects.toThrow('cannot send');
    await expect(refused({ from: `${from}-away`, to: 'https://elsewhere.example/', permanent: true })).rejects.toThrow(/400/);
    await expect(refused({ from: `${from}-away`, to: '//elsewhere.example/', permanent: true })).rejects.toThrow(/400/);
    expect(await storedRedirects(token, ['/about-us', `${from}-self`, `${from}-away`])).toEqual([]);
    expect((await request.get('/about-us', { maxRedirects: 0 })).status()).toBe(200);
  } finally {
    await deleteRedirects(token, [from]);
  }
});
