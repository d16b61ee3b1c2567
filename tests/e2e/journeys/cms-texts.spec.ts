// The words of the buttons, call-to-actions and the resource library, and the
// enterprise pages' lead sources, are the marketers' in the CMS. Each is changed in the admin
// (as a marketer: load, change, save, publish) and seen on the site, then put back.
import { expect, test } from '../support/test';
import { adminApi, adminToken, editAndPublishSingleType, entryUrl, saveAndPublish, untilShown } from '../support/cms';
import { collection, entryAt } from '../support/cms-course';
import { stubRecaptcha } from '../support/leads-captcha';
import { fillLeadForm, uniqueEmail, waitForLeads } from '../support/leads-cms';
import { E2E, SETTLE_MS } from '../support/ports';

const PAGE_UID = 'api::page.page';
const POPUP_UID = 'api::pop-up.pop-up';
const stamp = () => String(Date.now() % 1_000_000);

test.use({ viewport: { width: 1280, height: 800 } });

/**
 * Publishes `change` of the entry at `path`, runs `check`, and publishes the entry as it was. A
 * repeatable component the change replaced (`replaced`) is put back as new components: the ones
 * it had are gone, and Strapi refuses their old ids.
 */
async function withChangedEntry(
  path: string, uid: string, change: (d: Record<string, unknown>) => Record<string, unknown>, check: () => Promise<void>, replaced: string[] = [],
) {
  const token = await adminToken();
  const { url, data } = await entryAt(token, path, uid);
  await saveAndPublish(token, url, change(structuredClone(data)));
  try {
    await check();
  } finally {
    const asNew = (items: unknown) => (items as Record<string, unknown>[] | null ?? []).map(({ id: _id, ...rest }) => rest);
    await saveAndPublish(token, url, { ...data, ...Object.fromEntries(replaced.map((key) => [key, asNew(data[key])])) });
  }
}

// One test per edit, each within the default cap: as one test of five publishes it outran a cap of
// 180 s in busy-core run b11 (123 s in b9, 159 s in b10), each publish's regeneration slower there.
test('the home hero button as edited in the admin', async ({ page }) => {
  const s = stamp();
  await withChangedEntry('/', PAGE_UID, (d) => ({ ...d, heroButton: `Try a class free ${s}` }), () =>
    untilShown(page, '/', () => page.getByRole('main').getByRole('button', { name: `Try a class free ${s}` }).count()));
});

test("a course's buttons and call to action as edited in the admin", async ({ page }) => {
  const s = stamp();
  const main = page.getByRole('main');
  await withChangedEntry('/asic-verification', 'api::course.course', (d) => ({
    ...d, enquireButton: `Ask an advisor ${s}`, downloadButton: `Get the syllabus ${s}`,
    cta: { ...(d.cta as object), text: `Batches start every month ${s}.`, buttonName: `Reserve a seat ${s}` },
  }), async () => {
    await untilShown(page, '/asic-verification', () => main.getByRole('button', { name: `Ask an advisor ${s}` }).count());
    await expect(main.getByRole('link', { name: `Get the syllabus ${s}` })).toBeVisible();
    const cta = page.getByRole('region', { name: 'Next step' });
    await expect(cta).toContainText(`Batches start every month ${s}.`);
    await expect(cta.getByRole('button', { name: `Reserve a seat ${s}` })).toBeVisible();
  });
});

test('the resource library as edited in the admin', async ({ page }) => {
  const s = stamp();
  await withChangedEntry('/vlsi/free-vlsi-training-courses', PAGE_UID, (d) => ({
    ...d, title: `Free VLSI library ${s}`, intro: `Read before your interview ${s}.`,
    documents: (d.documents as { downloadId: string }[]).map((doc) => (doc.downloadId === 'vlsi-course-brochure' ? { ...doc, title: `Course guide ${s}` } : doc)),
  }), async () => {
    await untilShown(page, '/vlsi/free-vlsi-training-courses', () => page.getByRole('heading', { level: 1, name: `Free VLSI library ${s}` }).count());
    await expect(page.getByText(`Read before your interview ${s}.`)).toBeVisible();
    await expect(page.getByRole('main').getByText(`Course guide ${s}`)).toBeVisible();
  });
});

test("the enterprise header's button and the enterprise lead popup's title as edited in the admin", async ({ page }) => {
  const s = stamp();
  const token = await adminToken();
  const popups = await adminApi<{ results: { documentId: string; slug: string }[] }>(token, `${collection(POPUP_UID)}?filters[slug][$eq]=enterprise-lead`);
  const popupUrl = entryUrl(POPUP_UID, popups.results[0].documentId);
  const popup = (await adminApi<{ data: Record<string, unknown> }>(token, popupUrl)).data;
  let original: Record<string, unknown> | undefined;
  await editAndPublishSingleType<Record<string, unknown>>('api::enterprise-navigation.enterprise-navigation', (d) => { original = structuredClone(d); return { ...d, demoButton: `Book a team demo ${s}` }; });
  await saveAndPublish(token, popupUrl, { ...popup, sectionTitle: `Plan your team's training ${s}` });
  try {
    const header = page.getByTestId('enterprise-header');
    // Two publishes, two regenerations: a load that shows the first may not have the second yet.
    const title = page.locator('dialog h2').filter({ hasText: new RegExp(`^Plan your team's training ${s}$`) });
    await untilShown(page, '/enterprise/contact-us', async () => Math.min(await header.getByRole('button', { name: `Book a team demo ${s}` }).count(), await title.count()));
    await page.getByRole('main').getByRole('button', { name: 'Request a call back' }).click();
    await expect(page.getByRole('dialog', { name: `Plan your team's training ${s}` })).toBeVisible();
  } finally {
    await editAndPublishSingleType<Record<string, unknown>>('api::enterprise-navigation.enterprise-navigation', () => original!);
    await saveAndPublish(token, popupUrl, popup);
  }
});

test("refer and earn: with a link set in the admin, the footer's Refer & Earn is that link; with the link taken away, a button again", async ({ page }) => {
  let footerOriginal: Record<string, unknown> | undefined;
  await editAndPublishSingleType<Record<string, unknown>>('api::b2c-componant.b2c-componant', (d) => {
    footerOriginal = structuredClone(d);
    return { ...d, referAndEarn: { ...(d.referAndEarn as object), buttonLink: '/vlsi-training-bangalore-contact-us' } };
  });
  try {
    await untilShown(page, '/about-us', () => page.getByRole('contentinfo').getByRole('link', { name: 'Refer & Earn' }).count());
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Refer & Earn' })).toHaveAttribute('href', '/vlsi-training-bangalore-contact-us');
  } finally {
    await editAndPublishSingleType<Record<string, unknown>>('api::b2c-componant.b2c-componant', () => footerOriginal!);
  }
  await untilShown(page, '/about-us', () => page.getByRole('contentinfo').getByRole('button', { name: 'Refer & Earn' }).count());
});

test('words that belong to no entry (site texts): a home heading, a main-menu label and a footer link edited in the admin show on the site', async ({ page }) => {
  test.setTimeout(120_000);
  const s = stamp();
  let original: Record<string, unknown> | undefined;
  await editAndPublishSingleType<Record<string, unknown>>('api::site-text.site-text', (d) => {
    original = structuredClone(d);
    return {
      ...d, homeCoursesHeading: `Programmes for every career ${s}`, menuBlog: `Articles ${s}`, footerPrivacyPolicy: `Your privacy ${s}`,
      footerDataRights: `Ask about your data ${s}`, footerCopyright: `© {year} Maven Silicon Softech ${s}`,
    };
  });
  try {
    await untilShown(page, '/', () => page.getByRole('heading', { level: 2, name: `Programmes for every career ${s}` }).count());
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: `Articles ${s}` })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: `Your privacy ${s}` })).toHaveAttribute('href', '/privacy-policy');
    // The footer's own words, the data rights link and the copyright line, are the marketers' too.
    await expect(footer.getByRole('link', { name: `Ask about your data ${s}` })).toHaveAttribute('href', '/data-rights');
    await expect(footer.getByText(`© ${new Date().getFullYear()} Maven Silicon Softech ${s}`)).toBeVisible();
  } finally {
    await editAndPublishSingleType<Record<string, unknown>>('api::site-text.site-text', () => original!);
  }
  await untilShown(page, '/', () => page.getByRole('heading', { level: 2, name: 'Our courses' }).count());
});

test('a lead from an enterprise call-to-action carries the source and sub-source the marketer set on that page', async ({ page }) => {
  test.setTimeout(120_000);
  await stubRecaptcha(page);
  const source = `Maven Corporate ${stamp()}`;
  await withChangedEntry('/enterprise/vlsi-technical-blog', PAGE_UID, (d) => ({
    ...d,
    leadSource: { ...(d.leadSource as object), source },
    cta: { ...(d.cta as object), leadSource: { ...((d.cta as { leadSource?: object }).leadSource ?? {}), sub_source: 'Technical Blog Readers' } },
  }), async () => {
    const email = uniqueEmail('enterprise-source');
    // Republished pages regenerate within seconds; the button's sources come with the page's data,
    // so the load that shows them is the one the lead is sent from.
    await expect.poll(async () => { await page.goto('/enterprise/vlsi-technical-blog'); return (await page.content()).includes(source); }, { timeout: SETTLE_MS }).toBe(true);
    await page.getByRole('main').getByRole('button', { name: 'Request a training proposal' }).click();
    await fillLeadForm(page, { name: 'Corporate Reader', email, message: 'From the blog' });
    const request = page.waitForRequest((r) => r.url() === `${E2E.siteUrl}/api/global-contact-form` && r.method() === 'POST');
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    expect((await request).postDataJSON().data).toMatchObject({ leadSource: source, subSource: 'Technical Blog Readers' });
    const [lead] = await waitForLeads({ email }, 1);
    expect([lead.leadSource, lead.subSource]).toEqual([source, 'Technical Blog Readers']);
  });
});

test('a course\'s fee and batches edited in the admin show on its page and in its Course JSON-LD', async ({ page }) => {
  test.setTimeout(120_000);
  const s = Number(stamp());
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const fee = 100_000 + (s % 50_000);
  const [soon, later] = [day(20), day(110)];
  await withChangedEntry('/asic-verification', 'api::course.course', (d) => ({
    ...d, fee, feeCurrency: 'INR', feeNote: `Pay in three instalments ${s}.`, weeks: 18, hoursPerWeek: 12,
    batches: [{ startDate: later, mode: 'Live online', seatsLeft: 25 }, { startDate: soon, mode: 'Classroom in Bengaluru', seatsLeft: 4 }, { startDate: day(-3), mode: 'Past', seatsLeft: 1 }],
  }), async () => {
    await untilShown(page, '/asic-verification', () => page.getByText(`Pay in three instalments ${s}.`).count());
    const money = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(fee);
    const section = page.getByRole('region', { name: 'Fees and upcoming batches' });
    await expect(section).toContainText(`Fee: ${money}`);
    const rows = section.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(3);
    const date = (iso: string) => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
    await expect(rows.nth(1)).toHaveText(`${date(soon)}Classroom in Bengaluru4`);
    await expect(rows.nth(2)).toHaveText(`${date(later)}Live online25`);
    await expect(page.getByRole('term').filter({ hasText: 'Fee' }).locator('xpath=following-sibling::dd')).toHaveText(money);
    const ld = await Promise.all((await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t)));
    const course = ld.find((d) => d['@type'] === 'Course');
    expect(course.offers).toEqual([{ '@type': 'Offer', category: 'Paid', price: fee, priceCurrency: 'INR', url: expect.stringMatching(/\/asic-verification$/) }]);
    const schedule = { '@type': 'Schedule', duration: 'PT12H', repeatFrequency: 'Weekly', repeatCount: 18 };
    expect(course.hasCourseInstance).toEqual([
      { '@type': 'CourseInstance', courseMode: 'Classroom in Bengaluru', startDate: soon, courseSchedule: schedule, remainingAttendeeCapacity: 4 },
      { '@type': 'CourseInstance', courseMode: 'Live online', startDate: later, courseSchedule: schedule, remainingAttendeeCapacity: 25 },
    ]);
  }, ['batches']);
});
