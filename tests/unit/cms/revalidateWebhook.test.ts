/** @jest-environment node */
// What the CMS's revalidate webhook sends, through Strapi's own webhook runner (the
// class the CMS runs, from the CMS's own node modules) with fetch replaced at the edge: nothing for a lead,
// a data request or any private type; for public content only the type, the ids and the path.
/* eslint-disable @typescript-eslint/no-require-imports */
const createWebhookRunner = require('../../../cms/node_modules/@strapi/core/dist/services/webhook-runner.js');
const { slimOurWebhooks, EVENTS, WEBHOOK_NAME } = require('../../../cms/src/bootstrap/webhook');
/* eslint-enable @typescript-eslint/no-require-imports */

const SITE = 'http://127.0.0.1:3100/api/revalidate';
const OTHER = 'http://127.0.0.1:9999/marketers-own-hook';
const lead = { id: 7, documentId: 'lead7doc', email: 'asha@example.com', mobileNumber: '+91-98765-43210', name: 'Asha', publishedAt: '2026-11-26T07:00:00.000Z' };
const course = { id: 3, documentId: 'course3doc', path: '/vlsi-courses/asic', title: 'ASIC', curiculam: [{ week: 1 }], publishedAt: '2026-11-26T07:00:00.000Z', createdBy: { email: 'marketer@maven.local' } };

function runnerWithSite() {
  const posted: { url: string; body: Record<string, unknown>; headers: Record<string, string> }[] = [];
  const fetch = async (url: string, init: { body: string; headers: Record<string, string> }) => {
    posted.push({ url, body: JSON.parse(init.body), headers: init.headers });
    return new Response(null, { status: 200 });
  };
  const runner = createWebhookRunner({ eventHub: { on: () => {}, off: () => {} }, logger: console, fetch });
  runner.add({ id: 1, name: WEBHOOK_NAME, url: SITE, headers: { 'x-revalidate-secret': 's3cret' }, events: EVENTS, isEnabled: true });
  runner.add({ id: 2, name: 'marketers-own', url: OTHER, headers: {}, events: ['entry.update'], isEnabled: true });
  slimOurWebhooks(runner);
  return { runner, posted, toSite: () => posted.filter((p) => p.url === SITE) };
}

describe('the revalidate webhook', () => {
  it.each([
    ['a lead', 'api::lead.lead', 'lead'],
    ['a data request', 'api::data-request.data-request', 'data-request'],
    ['an email template', 'api::email-template.email-template', 'email-template'],
    ['a counsellor route', 'api::counsellor-route.counsellor-route', 'counsellor-route'],
    ['a channel rule', 'api::channel-rule.channel-rule', 'channel-rule'],
  ])('editing or deleting %s sends nothing to the site', async (_name, uid, model) => {
    const { runner, toSite } = runnerWithSite();
    for (const event of ['entry.create', 'entry.update', 'entry.delete']) await runner.executeListener({ event, info: { uid, model, entry: lead } });
    expect(toSite()).toEqual([]);
  });

  it('a course publish sends its type, ids and path, and nothing else of the entry', async () => {
    const { runner, toSite } = runnerWithSite();
    await runner.executeListener({ event: 'entry.publish', info: { uid: 'api::course.course', model: 'course', entry: course } });
    expect(toSite()).toEqual([{
      url: SITE,
      body: { event: 'entry.publish', createdAt: expect.any(String), uid: 'api::course.course', model: 'course', entry: { id: 3, documentId: 'course3doc', path: '/vlsi-courses/asic' } },
      headers: expect.objectContaining({ 'x-revalidate-secret': 's3cret' }),
    }]);
  });

  it("a redirect sends its old path (the site regenerates it); a draft save sends nothing; the admin's Trigger sends the event only", async () => {
    const { runner, toSite } = runnerWithSite();
    await runner.executeListener({ event: 'entry.create', info: { uid: 'api::redirect.redirect', model: 'redirect', entry: { id: 1, documentId: 'r1', from: '/old', to: '/new', publishedAt: '2026-11-26T07:00:00.000Z' } } });
    await runner.executeListener({ event: 'entry.update', info: { uid: 'api::course.course', model: 'course', entry: { ...course, publishedAt: null } } });
    await runner.run({ id: 1, name: WEBHOOK_NAME, url: SITE, headers: {} }, 'trigger-test');
    expect(toSite().map((p) => p.body)).toEqual([
      { event: 'entry.create', createdAt: expect.any(String), uid: 'api::redirect.redirect', model: 'redirect', entry: { id: 1, documentId: 'r1', from: '/old' } },
      { event: 'trigger-test', createdAt: expect.any(String) },
    ]);
  });

  it('a popup publish sends its slug (the site regenerates the pages that carry that popup), and nothing else of it', async () => {
    const { runner, toSite } = runnerWithSite();
    const popup = { id: 4, documentId: 'p4', slug: 'enterprise-lead', sectionTitle: 'Talk to us', publishedAt: '2026-11-30T05:00:00.000Z' };
    await runner.executeListener({ event: 'entry.publish', info: { uid: 'api::pop-up.pop-up', model: 'pop-up', entry: popup } });
    expect(toSite().map((p) => p.body)).toEqual([
      { event: 'entry.publish', createdAt: expect.any(String), uid: 'api::pop-up.pop-up', model: 'pop-up', entry: { id: 4, documentId: 'p4', slug: 'enterprise-lead' } },
    ]);
  });

  it("leaves a marketer's own webhook as Strapi sends it", async () => {
    const { runner, posted } = runnerWithSite();
    await runner.executeListener({ event: 'entry.update', info: { uid: 'api::course.course', model: 'course', entry: course } });
    expect(posted.find((p) => p.url === OTHER)?.body).toMatchObject({ entry: course });
  });
});
