/** @jest-environment node */
// The mailer's rules without a server: who gets which email, which counsellors a lead
// is routed to, what a template makes of a lead (escaped HTML, the confirmation paragraph only
// with a link), and how an SMTP failure is judged. tests/integration/leads/mail.test.ts sends
// them through the queue to a real SMTP server.
import { MAIL_DEFAULTS, type MailContent } from '../../../../../lib/cms/mail';
import { smtpOutcome } from '../../../../../lib/leads/server/mail';
import { counsellorFor, mailFor, renderMail, wantsMail, type MailDestination } from '../../../../../lib/leads/server/mailMessage';
import type { LeadRow } from '../../../../../lib/leads/server/queue';

const FORM = '/api/global-contact-form';
const DOWNLOAD = '/api/download/courses';
const DATA_REQUEST = '/api/data-request';
const lead = (email: string, extra: Record<string, unknown> = {}) => ({ data: { name: 'Asha Rao', email, mobileNumber: '+91-98860-12345', ...extra } });

const rules: [string, MailDestination, unknown, string, boolean][] = [
  ['a form lead is acknowledged', 'ack', lead('asha@example.com'), FORM, true],
  ['a form lead alerts the counsellors', 'alert', lead('asha@example.com'), FORM, true],
  ['a download is acknowledged (its document)', 'ack', { data: { id: 'x', email: 'asha@example.com' } }, DOWNLOAD, true],
  ['a download alerts the counsellors', 'alert', { data: { id: 'x', email: 'asha@example.com' } }, DOWNLOAD, true],
  ['a data request is acknowledged (its confirmation)', 'ack', { data: { requestType: 'erase', email: 'asha@example.com' } }, DATA_REQUEST, true],
  ["a data request never alerts the counsellors (it is the officer's)", 'alert', { data: { requestType: 'erase', email: 'asha@example.com' } }, DATA_REQUEST, false],
  ['a data request naming a phone only: nobody to acknowledge', 'ack', { data: { requestType: 'erase', mobileNumber: '+91 98860 12345' } }, DATA_REQUEST, false],
  ['a QA test lead: no acknowledgement', 'ack', lead('qa@maven.test'), FORM, false],
  ['a QA test lead: no alert', 'alert', lead('qa@maven.test'), FORM, false],
  ['a QA test download: nothing', 'ack', { data: { id: 'x', email: 'qa@sub.maven.test' } }, DOWNLOAD, false],
  ['an email that is not one: no acknowledgement', 'ack', lead('not-an-email'), FORM, false],
  ['no body at all: no acknowledgement', 'ack', {}, FORM, false],
];
it.each(rules)('%s', (_why, destination, body, path, wanted) => {
  expect(wantsMail(destination, body, path)).toBe(wanted);
});

describe('counsellorFor', () => {
  const routes = [
    { match: '*', email: 'desk@example.com' },
    { match: '/asic-verification', email: 'asic@example.com' },
    { match: 'Google Ads', email: 'paid@example.com' },
  ];
  it('routes by the page first, then the lead source (any case), then the default', () => {
    expect(counsellorFor(routes, lead('a@example.com', { url: 'https://www.maven.example/asic-verification?utm_source=x', leadSource: 'Google Ads' }))).toBe('asic@example.com');
    expect(counsellorFor(routes, lead('a@example.com', { url: 'https://www.maven.example/asic-verification/' }))).toBe('asic@example.com');
    expect(counsellorFor(routes, lead('a@example.com', { url: 'https://www.maven.example/other', leadSource: 'google ads' }))).toBe('paid@example.com');
    expect(counsellorFor(routes, lead('a@example.com', { url: 'https://www.maven.example/other', leadSource: 'Organic' }))).toBe('desk@example.com');
    expect(counsellorFor(routes, { data: { id: 'x', email: 'a@example.com' } })).toBe('desk@example.com');
    expect(counsellorFor(routes.slice(1), lead('a@example.com'))).toBeNull();
  });
});

describe('renderMail', () => {
  const template = { subject: 'Hi {{name}}', text: 'Dear {{name}}{{#confirmUrl}}\nConfirm: {{confirmUrl}}{{/confirmUrl}}', html: '<p>Dear {{name}}</p>{{#confirmUrl}}<a href="{{confirmUrl}}">confirm</a>{{/confirmUrl}}' };
  it('escapes what a visitor typed in the HTML part, and leaves it as typed in the subject and text', () => {
    const out = renderMail(template, { name: '<script>alert(1)</script> & "Co"', confirmUrl: '' });
    expect(out.html).toBe('<p>Dear &lt;script&gt;alert(1)&lt;&#x2F;script&gt; &amp; &quot;Co&quot;</p>');
    expect(out.subject).toBe('Hi <script>alert(1)</script> & "Co"');
    expect(out.text).toBe('Dear <script>alert(1)</script> & "Co"');
  });
  it('shows the confirmation paragraph only when there is a link', () => {
    expect(renderMail(template, { name: 'Asha', confirmUrl: '' }).text).not.toContain('Confirm');
    const out = renderMail(template, { name: 'Asha', confirmUrl: 'https://www.maven.example/confirm?t=a&b=1' });
    expect(out.text).toContain('Confirm: https://www.maven.example/confirm?t=a&b=1');
    expect(out.html).toContain('href="https:&#x2F;&#x2F;www.maven.example&#x2F;confirm?t&#x3D;a&amp;b&#x3D;1"');
  });
  it('keeps a subject on one line whatever a name holds (no header injection)', () => {
    expect(renderMail(template, { name: 'A\r\nBcc: x@example.com' }).subject).toBe('Hi A Bcc: x@example.com');
  });
});

describe('mailFor with the seed templates', () => {
  const row = (path: string, body: unknown): LeadRow => ({
    id: 1, idempotencyKey: 'k-1', path, body, createdAt: new Date('2026-11-26T04:00:00Z'), purgedAt: null,
    heldReason: null, releasedAt: null, repeatOfKey: null, confirmedAt: null,
  });
  const content: MailContent = MAIL_DEFAULTS;
  const noLinks = { document: null, confirmUrl: null };
  it('acknowledges a form lead with what happens next and the counsellor of its page', () => {
    const mail = mailFor('ack', row(FORM, lead('asha@example.com', { url: 'https://www.maven.example/asic-verification' })), content, noLinks, 'https://www.maven.example');
    expect(mail).toMatchObject({ to: 'asha@example.com', subject: 'Thank you for writing to Maven Silicon: a counsellor will be in touch' });
    expect((mail as { text: string }).text).toContain('a counsellor will call you on +919886012345');
    expect((mail as { text: string }).text).toContain('What happens next');
    expect((mail as { text: string }).text).toContain('verification-counsellors@example.com');
  });
  // The site answers everyone who writes: what the visitor typed must not make it a phishing mail
  // signed by the institute's domain. The rule: an acknowledgement carries none of the visitor's
  // words (name, message, page, any field), whatever the template asks; the number only as the
  // site writes it (E.164).
  it("puts none of the visitor's words in an acknowledgement, whatever the template asks for", () => {
    const bait = 'Your account is locked – verify at evil.example/x';
    const body = lead('asha@example.com', {
      name: bait, message: `Log in at https://evil.example/login ${bait}`, workExperience: bait, state: bait, country: bait,
      leadSource: bait, subSource: bait, channel: bait, url: 'https://www.maven.example/verify-at-evil.example/x',
    });
    const asking = { subject: '{{name}} {{message}} {{page}} {{leadKey}}', text: '{{name}} {{message}} {{url}} {{page}} {{state}} {{country}} {{leadSource}} {{subSource}} {{channel}} {{workExperience}} {{email}} {{leadKey}} {{kindLabel}}', html: '<p>{{name}} {{message}} {{url}} {{page}} {{email}} {{leadKey}}</p>' };
    const templates = { ...content.templates, 'ack-lead': asking, 'ack-download': asking, 'ack-data-request': asking };
    for (const [path, data] of [[FORM, body], [DOWNLOAD, { data: { id: 'evil.example/x', email: 'asha@example.com' } }], [DATA_REQUEST, { data: { requestType: 'erase', email: 'asha@example.com', message: bait } }]] as const) {
      const r = { ...row(path, data), idempotencyKey: 'verify-at-evil.example' };
      for (const mail of [mailFor('ack', r, content, noLinks, 'https://www.maven.example'), mailFor('ack', r, { ...content, templates }, noLinks, 'https://www.maven.example')]) {
        const { subject, text, html } = mail as { subject: string; text: string; html: string };
        expect(`${subject}\n${text}\n${html}`).not.toMatch(/evil|locked|Asha|asha@/);
      }
    }
  });

  it("alerts the routed counsellors with the lead's details", () => {
    const mail = mailFor('alert', row(FORM, lead('asha@example.com', { message: 'Fees?' })), content, noLinks, 'https://www.maven.example');
    expect(mail).toMatchObject({ to: 'admissions@example.com', subject: `New lead: Asha Rao (form ${FORM})` });
    expect((mail as { text: string }).text).toContain('Fees?');
  });
  it('gives a download its document, and asks to confirm an opt-in only with a link', () => {
    const document = { title: 'VLSI course brochure', url: 'https://www.maven.example/media/brochure.pdf' };
    const plain = mailFor('ack', row(DOWNLOAD, { data: { id: 'vlsi-course-brochure', email: 'asha@example.com' } }), content, { document, confirmUrl: null }, 'https://www.maven.example');
    expect(plain).toMatchObject({ subject: 'Your download: VLSI course brochure' });
    expect((plain as { text: string }).text).toContain(document.url);
    expect((plain as { text: string }).text).not.toContain('confirm');
    const optIn = mailFor('ack', row(DOWNLOAD, { data: { id: 'x', email: 'asha@example.com', marketingOptIn: true } }), content, { document, confirmUrl: 'https://www.maven.example/c/1' }, 'https://www.maven.example');
    expect((optIn as { text: string }).text).toContain('https://www.maven.example/c/1');
  });
  it('acknowledges a data request, with its confirmation link when there is one', () => {
    const body = { data: { requestType: 'erase', email: 'asha@example.com' } };
    expect((mailFor('ack', row(DATA_REQUEST, body), content, noLinks, 'https://x.example') as { text: string }).text).toContain('erase your data');
    expect((mailFor('ack', row(DATA_REQUEST, body), content, { document: null, confirmUrl: 'https://x.example/c' }, 'https://x.example') as { text: string }).text).toContain('https://x.example/c');
  });
  it('says why when there is nobody to send to', () => {
    expect(mailFor('alert', row(FORM, lead('a@example.com')), { ...content, routes: [] }, noLinks, 'https://x.example')).toEqual({ error: expect.stringMatching(/no counsellor address/) });
  });
});

it('refuses for good only what the SMTP server refused of the envelope; retries the rest', () => {
  expect(smtpOutcome(Object.assign(new Error('550 no such user'), { code: 'EENVELOPE', responseCode: 550 }))).toMatchObject({ ok: false, permanent: true, status: 550 });
  expect(smtpOutcome(Object.assign(new Error('451 try later'), { code: 'EENVELOPE', responseCode: 451 }))).toMatchObject({ permanent: false });
  expect(smtpOutcome(Object.assign(new Error('535 auth failed'), { code: 'EAUTH', responseCode: 535 }))).toMatchObject({ permanent: false });
  expect(smtpOutcome(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }))).toMatchObject({ permanent: false, error: expect.stringMatching(/^SMTP ESOCKET/) });
});
