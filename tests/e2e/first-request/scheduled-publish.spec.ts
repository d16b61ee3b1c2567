// A marketer schedules a publish or an unpublish for a date and time
// (strapi-plugin-publisher); at that moment it goes live through the same webhook as a manual
// publish. The e2e site also regenerates every 2 s on its own, but ISR answers the first request
// after expiry with the OLD page: a first request after the hour that shows the change can only
// come from the webhook's on-demand revalidation (as in revalidate.spec.ts).
import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import { adminApi, adminToken, entryUrl, readEntry, thenRestore } from '../support/cms';
import { courseEntry } from '../support/cms-course';
import { E2E } from '../support/ports';
import { cmsLog, siteEvents } from '../support/stack';

const PAGE_PATH = '/vlsi-design-internship';
const COURSE_PATH = '/ihub-roorkee-iit-online-course-dft';
const PAGE_UID = 'api::page.page';
const HEADER_UID = 'api::b2c-componant.b2c-componant';
const COURSE_UID = 'api::course.course';
// How far ahead the change is scheduled: the plugin runs each action at its own time (a one-off
// cron job, cms/config/plugins.js), so the hour needs only to come after the three schedule calls
// and the checks 6 s before it. The test waits for it: every second here is a second of the run.
// At least AHEAD_MS; on a slower machine more, in proportion to what the two drafts' saves took in
// this run (an action created after its hour is never run: its one-off job is for a past time).
const AHEAD_MS = 12_000;
/** How many times the drafts' two saves the schedule calls and the checks before the hour may take. */
const AHEAD_PER_SAVE = 4;
const CHECKS_BEFORE_MS = 6_000;
// After the hour: the webhook calls must have arrived (the e2e ISR period is 2 s, the default 60 s).
// A cap on the wait, not a bound on speed: the header's publish renders every page again.
const LIVE_WITHIN_MS = 90_000;

type Doc = Record<string, unknown> & { documentId: string };
type Action = { documentId: string };

const actionsUrl = `${E2E.cmsUrl}/publisher/actions`;

/** What the admin's "Add a (un)publish date" does: one action for one document. */
async function schedule(token: string, entitySlug: string, entityId: string, mode: 'publish' | 'unpublish', at: Date) {
  const body = { data: { mode, entitySlug, entityId, executeAt: at.toISOString() } };
  return (await adminApi<{ data: Action }>(token, actionsUrl, { method: 'POST', body })).data;
}

async function pageEntry(token: string) {
  const list = await adminApi<{ results: Doc[] }>(token, `${E2E.cmsUrl}/content-manager/collection-types/${PAGE_UID}?filters[$and][0][path][$eq]=${encodeURIComponent(PAGE_PATH)}`);
  const url = entryUrl(PAGE_UID, list.results[0].documentId);
  return { url, data: await readEntry<Doc>(token, url) };
}

/** Waits for a moment on the clock (the schedule's hour), not for something to happen. */
const until = (at: number) => new Promise((r) => setTimeout(r, Math.max(0, at - Date.now())));

/** The site's `revalidated` log lines (pages/api/revalidate.ts): one per webhook call received. */
const webhookCalls = () => siteEvents('revalidated') as { ts: string; cmsEvent: string | null; uid: string | null; documentId: string | null }[];

const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';

test.describe('scheduled publish and unpublish', () => {
  test.setTimeout(300_000);

  test('an outsider cannot list or create scheduled actions, through the admin API or the content API', async () => {
    for (const url of [actionsUrl, `${E2E.cmsUrl}/api/publisher/actions`]) {
      const list = await fetch(url);
      expect([401, 403], url).toContain(list.status);
    }
    const create = await fetch(actionsUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: { mode: 'unpublish', entitySlug: PAGE_UID, entityId: 'x', executeAt: new Date(Date.now() + 60_000).toISOString() } }) });
    expect([401, 403]).toContain(create.status);
  });

  test('a page title and a header text saved as drafts go live at their hour, and a course goes offline at its hour', async ({ request }) => {
    const token = await adminToken();
    const page = await pageEntry(token);
    const headerUrl = entryUrl(HEADER_UID);
    const header = await readEntry<Doc & { freeDemoClassButton: { buttonName: string } }>(token, headerUrl);
    const course = await courseEntry(token, COURSE_PATH);
    const originalTitle = String(page.data.title);
    const originalButton = header.freeDemoClassButton.buttonName;
    const stamp = Date.now() % 100_000;
    const newTitle = `Internship ${stamp}`;
    const newButton = `Demo ${stamp}`;

    await thenRestore(async () => {
      // Save only (the admin's "Save"): drafts that visitors must not see before the hour.
      const saving = Date.now();
      await adminApi(token, page.url, { method: 'PUT', body: { ...page.data, title: newTitle } });
      await adminApi(token, headerUrl, { method: 'PUT', body: { ...header, freeDemoClassButton: { ...header.freeDemoClassButton, buttonName: newButton } } });
      const ahead = Math.max(AHEAD_MS, CHECKS_BEFORE_MS + AHEAD_PER_SAVE * (Date.now() - saving));
      const hour = new Date(Date.now() + ahead);
      await schedule(token, PAGE_UID, page.data.documentId, 'publish', hour);
      await schedule(token, HEADER_UID, header.documentId, 'publish', hour);
      await schedule(token, COURSE_UID, String(course.data.documentId), 'unpublish', hour);
      expect(Date.now(), `the three actions were made before their hour (${ahead} ms ahead)`).toBeLessThan(hour.getTime() - CHECKS_BEFORE_MS);

      // Before the hour: the site still shows the published versions.
      await until(hour.getTime() - CHECKS_BEFORE_MS);
      const before = await request.get(PAGE_PATH);
      expect(h1(await before.text())).toBe(originalTitle);
      const home = await (await request.get('/')).text();
      expect(home).toContain(originalButton);
      expect(home).not.toContain(newButton);
      expect((await request.get(COURSE_PATH)).status()).toBe(200);
      expect(Date.now(), 'the checks before the hour ended before it').toBeLessThan(hour.getTime());

      // After the hour, with no request to the site in between: the CMS calls the site's webhook
      // once per action (a header change regenerates every page, which takes seconds here). The
      // calls for these three entries only: journeys beside this one publish others.
      const scheduled = [page.data.documentId, header.documentId, String(course.data.documentId)];
      const scheduledCalls = () => webhookCalls()
        .filter((c) => Date.parse(c.ts) >= hour.getTime() - 1_000 && /^entry\.(un)?publish$/.test(String(c.cmsEvent)) && scheduled.includes(String(c.documentId)))
        .map((c) => `${c.cmsEvent} ${c.uid}`).sort();
      const expected = [`entry.publish ${HEADER_UID}`, `entry.publish ${PAGE_UID}`, `entry.unpublish ${COURSE_UID}`];
      await expect.poll(scheduledCalls, { timeout: LIVE_WITHIN_MS, intervals: [500] }).toEqual(expect.arrayContaining(expected)).catch((error: Error) => {
        // One of three went missing once with one core busy (run 36-1): not run by the CMS, skipped by
        // the plugin, or late on the site. What the CMS's publisher logged and what the site's calls
        // since the hour cost (ms) say which; the report keeps them.
        const publisher = readFileSync(cmsLog, 'utf8').split('\n').filter((l) => l.includes('publisher')).slice(-20);
        const calls = webhookCalls().filter((c) => Date.parse(c.ts) >= hour.getTime() - 1_000);
        console.log(`scheduled publish missed: the CMS's publisher said\n${publisher.join('\n')}\nthe site's calls since the hour: ${JSON.stringify(calls)}`);
        throw error;
      });
      // The first request after the webhook already shows each change.
      const pageAfter = await request.get(PAGE_PATH);
      expect(h1(await pageAfter.text()), 'the first request after the hour shows the scheduled title').toBe(newTitle);
      expect(await (await request.get('/')).text(), 'the header text is live at its hour').toContain(newButton);
      expect((await request.get(COURSE_PATH)).status(), 'the course is offline at its hour').toBe(404);
      // Exactly once each, as for a manual publish: the plugin's own second event (emitted in the
      // same tick as the document service's, so logged with it) is silenced (cms/src/extensions/publisher).
      expect(scheduledCalls()).toEqual(expected);
    }, async () => {
      // Restore: original texts published, the course back online, no action left behind.
      const left = await adminApi<{ data: Action[] }>(token, actionsUrl);
      for (const a of left.data ?? []) await adminApi(token, `${actionsUrl}/${a.documentId}`, { method: 'DELETE' });
      await adminApi(token, page.url, { method: 'PUT', body: { ...page.data, title: originalTitle } });
      await adminApi(token, `${page.url}/actions/publish`, { method: 'POST', body: { ...page.data, title: originalTitle } });
      await adminApi(token, headerUrl, { method: 'PUT', body: header });
      await adminApi(token, `${headerUrl}/actions/publish`, { method: 'POST', body: header });
      await adminApi(token, `${course.url}/actions/publish`, { method: 'POST', body: course.data });
    });
  });
});
