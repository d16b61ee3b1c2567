/** @jest-environment node */
// The mailer's content from the CMS (lib/cms/mail.ts): the built-in defaults are the seed's, word
// for word; the CMS's answer wins field by field; a marketer's edit reaches the next read after the
// cache; a CMS that cannot answer leaves the last answer, else the defaults.
import emailTemplateSeed from '../../../../cms/seed/email-template.json';
import counsellorRouteSeed from '../../../../cms/seed/counsellor-route.json';
import { MAIL_DEFAULTS, MAIL_TEMPLATE_KEYS, mailContentReader, toMailContent } from '../../../../lib/cms/mail';

it('has the seed as its defaults, word for word', () => {
  const seeded = Object.fromEntries(emailTemplateSeed.entries.map(({ key, ...t }) => [key, t]));
  expect(MAIL_DEFAULTS.templates).toEqual(seeded);
  expect(Object.keys(seeded).sort()).toEqual([...MAIL_TEMPLATE_KEYS].sort());
  expect(MAIL_DEFAULTS.routes).toEqual(counsellorRouteSeed.entries);
  expect(MAIL_DEFAULTS.routes.some((r) => r.match === '*')).toBe(true);
});

it("takes the CMS's templates and addresses over the defaults, and keeps a default address", () => {
  const content = toMailContent({
    templates: [{ key: 'alert', subject: 'S', text: 'T', html: 'H' }, { key: 'ack-lead', subject: '', text: 'T', html: 'H' }, { key: 'other', subject: 'x', text: 'x', html: 'x' }],
    routes: [{ match: '/asic-verification', email: 'a@example.com' }, { match: '', email: 'b@example.com' }],
  })!;
  expect(content.templates.alert).toEqual({ subject: 'S', text: 'T', html: 'H' });
  expect(content.templates['ack-lead']).toEqual(MAIL_DEFAULTS.templates['ack-lead']);
  expect(content.routes).toEqual([{ match: '/asic-verification', email: 'a@example.com' }, MAIL_DEFAULTS.routes.find((r) => r.match === '*')]);
  expect(toMailContent({ nope: true })).toBeNull();
});

describe('mailContentReader', () => {
  const answer = (subject: string) => ({ templates: [{ key: 'alert', subject, text: 'T', html: 'H' }], routes: [] });
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  jest.spyOn(process.stdout, 'write').mockImplementation(() => true);

  it('asks with the lead token, keeps the answer for the cache period, then asks again', async () => {
    let subject = 'First';
    let now = 1000; // lru-cache takes a start of 0 for none
    const fetch = jest.fn<Promise<Response>, Parameters<typeof globalThis.fetch>>(async () => json(answer(subject)));
    // The cache's own clock: the period passes when the test says, however busy the machine.
    const reader = mailContentReader({ cmsUrl: 'http://cms.test/', token: 'tok', timeoutMs: 1000, fetch: fetch as unknown as typeof globalThis.fetch, cacheMs: 50, perf: { now: () => now } });
    expect((await reader.read())).toMatchObject({ source: 'fresh', value: { templates: { alert: { subject: 'First' } } } });
    expect(fetch.mock.calls[0][0]).toBe('http://cms.test/api/lead-mail');
    expect(fetch.mock.calls[0][1]?.headers).toEqual({ authorization: 'Bearer tok' });
    subject = 'Edited';
    now = 1049;
    expect((await reader.read()).value.templates.alert.subject).toBe('First');
    now = 1051;
    expect((await reader.read()).value.templates.alert.subject).toBe('Edited');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('falls back to the last answer, else to the defaults', async () => {
    let up = false;
    const fetch = jest.fn(async () => (up ? json(answer('Kept')) : json({}, 503)));
    // Each read below comes after the period of the one before, and asks again.
    let now = 1000;
    const reader = mailContentReader({ cmsUrl: 'http://cms.test', timeoutMs: 1000, fetch: fetch as unknown as typeof globalThis.fetch, cacheMs: 1, perf: { now: () => now } });
    const later = () => { now += 5; };
    expect(await reader.read()).toEqual({ source: 'default', value: MAIL_DEFAULTS });
    up = true;
    later();
    expect((await reader.read()).source).toBe('fresh');
    up = false;
    later();
    expect(await reader.read()).toMatchObject({ source: 'stale', value: { templates: { alert: { subject: 'Kept' } } } });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('asks a CMS that failed again after a pause, not at every email', async () => {
    const fetch = jest.fn(async () => json({}, 503));
    const reader = mailContentReader({ cmsUrl: 'http://cms.test', timeoutMs: 1000, fetch: fetch as unknown as typeof globalThis.fetch, cacheMs: 60_000 });
    const answers = await Promise.all([reader.read(), reader.read()]);
    expect(await reader.read()).toEqual({ source: 'default', value: MAIL_DEFAULTS });
    expect(answers.map((a) => a.source)).toEqual(['default', 'default']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
