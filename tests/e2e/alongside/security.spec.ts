// The site and the CMS as an attacker tries them (issue "safe to put on the public internet"):
// what a visitor without a secret gets from the draft-mode routes, the health route, the lead
// captcha and the CMS's own doors, and the public profile, which refuses to start with settings
// a stranger could know and serves a page and a lead with proper ones. nginx: cluster.spec.ts.
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import contract from '../../../shared/contract.json';
import { cmsLeads, uniqueEmail, waitForLeads } from '../support/leads-cms';
import { PREVIEW } from '../support/global-setup';
import { E2E } from '../support/ports';
import { leadTokenHeader, readState, runCommand, stack, withDb } from '../support/stack';

const ROOT = path.join(__dirname, '..', '..', '..');
/** The build's draft-mode id: the key an outsider must never be handed. */
const draftModeId = (): string => JSON.parse(readFileSync(path.join(ROOT, E2E.distDir, 'prerender-manifest.json'), 'utf8')).preview.previewModeId;

test.describe('draft mode', () => {
  test('the id in the draft cookie is a real key: sent back, it turns a page into a draft', async ({ request }) => {
    // Why the id must stay secret (what the following test keeps from outsiders).
    const res = await request.get('/', { headers: { cookie: `__prerender_bypass=${draftModeId()}` } });
    expect(await res.text()).toContain('"isPreview":true');
    expect(res.headers()['cache-control']).toMatch(/private|no-store/);
  });

  test('no answer to an outsider carries the draft-mode id', async ({ request }) => {
    const id = draftModeId();
    for (const url of ['/api/exit-preview', '/api/exit-preview?path=/asic-verification', '/api/preview?path=/', '/api/preview?path=/&status=published&secret=wrong', '/', '/no-such-page', '/api/health?probe=live']) {
      const res = await request.get(url, { maxRedirects: 0 });
      const headers = JSON.stringify(res.headersArray());
      expect(headers, url).not.toContain(id);
      expect(await res.text(), url).not.toContain(id);
    }
    const exit = await request.get('/api/exit-preview', { maxRedirects: 0 });
    expect(exit.status()).toBe(307);
    // Leaving preview still deletes the cookie: same name, empty value, expired.
    expect(exit.headers()['set-cookie']).toMatch(/^__prerender_bypass=; Path=\/; Expires=Thu, 01 Jan 1970/);
  });
});

test.describe('/api/health', () => {
  test('a visitor gets liveness only; the queue counts are for this machine', async ({ request }) => {
    const visitor = { 'x-forwarded-for': '203.0.113.7' };
    const detailed = await request.get('/api/health', { headers: visitor });
    expect(detailed.status()).toBe(401);
    expect(await detailed.json()).not.toHaveProperty('leads');
    const live = await request.get('/api/health?probe=live', { headers: visitor });
    expect(live.status()).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok', live: true });
    const operator = await request.get('/api/health');
    expect(operator.status()).toBe(200);
    expect(await operator.json()).toHaveProperty('leads.pending');
  });
});

/** Another `next start` of the e2e build, on its own port, with the given changes to its environment. */
const PROBE_PORT = E2E.ownSitePorts.securityProbe;
const probeUrl = `http://127.0.0.1:${PROBE_PORT}`;
const stubLog = path.join(E2E.dir, 'siteverify-stub.log');
const probeEnv = (change: Record<string, string>): Record<string, string> => ({
  ...readState().siteEnv,
  NODE_OPTIONS: `--require ${path.join(__dirname, '..', 'support', 'fixtures', 'siteverify-preload.cjs')}`,
  SITEVERIFY_STUB_LOG: stubLog,
  // Google as the e2e stack's stub is no longer: every probe verifies at Google's own URL.
  RECAPTCHA_VERIFY_URL: '', RECAPTCHA_HOSTNAMES: '',
  ...change,
});
const strong = () => randomBytes(24).toString('hex');

/**
 * The lead queue's database as a public site must reach it: a user with a password of its own
 * (the public profile refuses the local stack's). A role of the e2e Postgres, made here.
 */
async function databaseWithOwnPassword(): Promise<string> {
  const password = strong();
  await withDb('site', async (db) => {
    await db.query('DROP ROLE IF EXISTS maven_probe');
    await db.query(`CREATE ROLE maven_probe LOGIN SUPERUSER PASSWORD '${password}'`);
  });
  const url = new URL(readState().siteDatabaseUrl);
  url.username = 'maven_probe';
  url.password = password;
  return url.toString();
}
const leadBody = (email: string, captcha: string) => JSON.stringify({
  data: {
    name: 'Security Probe', workExperience: '1-2 years', mobileNumber: '+91-98765-43210', email, message: '',
    state: 'Karnataka', country: 'India', channel: 'Organic', leadSource: 'Maven', subSource: 'Demo Class', url: `${probeUrl}/`, oldSource: 'test',
  },
  captcha,
});
const postLead = (email: string, captcha: string) => fetch(`${probeUrl}/api/global-contact-form`, {
  method: 'POST', body: leadBody(email, captcha),
  headers: { 'content-type': 'application/json', 'idempotency-key': `security-${randomBytes(8).toString('hex')}` },
  signal: AbortSignal.timeout(30_000),
});
const askedOfGoogle = (): { secret: string; response: string }[] => {
  try { return readFileSync(stubLog, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l)); } catch { return []; }
};

/** What `next start` prints when it refuses to start; it must exit, never listen. */
async function refusedStart(env: Record<string, string>, host = '127.0.0.1'): Promise<string> {
  const r = await runCommand(path.join(ROOT, 'node_modules', '.bin', 'next'), ['start', '-p', String(PROBE_PORT), '-H', host], {
    cwd: ROOT, env: { ...process.env, ...env }, timeout: 45_000,
  });
  expect(r.signal, 'it started and had to be killed').toBeNull();
  expect(r.status).not.toBe(0);
  return `${r.stdout}${r.stderr}`;
}

test.describe('the lead captcha', () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(() => rmSync(stubLog, { force: true }));

  test("with no captcha secret a token still goes to Google's siteverify, whose no is a no", async () => {
    const site = await stack.startSite({ port: PROBE_PORT, env: probeEnv({ RECAPTCHA_SECRET_KEY: '' }), logFile: path.join(E2E.dir, 'probe-site.log') });
    try {
      const res = await postLead(uniqueEmail('captcha-x'), 'x');
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ errors: { captchaS: expect.any(String) } });
      // Asked with Google's published test secret: never accepted without asking.
      expect(askedOfGoogle().filter((a) => a.response === 'x')).toEqual([{ secret: '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe', response: 'x' }]);
    } finally {
      await stack.stopAndWait(site.pid!);
    }
  });
});

test.describe('the public profile', () => {
  test.describe.configure({ timeout: 240_000 });
  const PUBLIC_URL = 'https://www.maven-silicon.example';

  test('refuses to start with what a developer machine keeps, naming each variable', async () => {
    // The e2e stack's own settings (example secrets, a verification URL of its own), made public by the URL.
    const out = await refusedStart({ ...readState().siteEnv!, NEXT_PUBLIC_SITE_URL: PUBLIC_URL });
    expect(out).toContain(`[site] refuses to start in the public profile (NEXT_PUBLIC_SITE_URL is ${PUBLIC_URL})`);
    for (const name of ['RECAPTCHA_SECRET_KEY is an example value', 'RECAPTCHA_VERIFY_URL is overridden', 'REVALIDATE_SECRET is an example value', 'PREVIEW_SECRET is an example value']) {
      expect(out).toContain(name);
    }
  });

  test('refuses to listen beyond loopback with no lead token or captcha secret', async () => {
    const out = await refusedStart(probeEnv({ LEAD_FORWARD_TOKEN: '', RECAPTCHA_SECRET_KEY: '', REVALIDATE_SECRET: '', PREVIEW_SECRET: '', PREVIEW_API_TOKEN: '' }), '0.0.0.0');
    expect(out).toContain('[site] refuses to start in the public profile (the server listens on 0.0.0.0)');
    expect(out).toContain('LEAD_FORWARD_TOKEN is not set: generate one with `openssl rand -hex 32`');
    expect(out).toContain('RECAPTCHA_SECRET_KEY is not set');
  });

  test('with a proper environment it serves a page and a lead', async () => {
    const { siteEnv } = readState();
    const env = probeEnv({
      NEXT_PUBLIC_SITE_URL: PUBLIC_URL, SITEVERIFY_STUB_HOSTNAME: new URL(PUBLIC_URL).hostname,
      RECAPTCHA_SECRET_KEY: strong(), NEXT_PUBLIC_RECAPTCHA_SITE_KEY: '6Lc-the-site-key-of-maven-silicon',
      REVALIDATE_SECRET: strong(), PREVIEW_SECRET: strong(), PREVIEW_API_TOKEN: strong(), MONITORING_TOKEN: strong(), LEADS_CONFIRM_SECRET: strong(),
      // The CMS's lead token, as the stack generated it for both sides.
      LEAD_FORWARD_TOKEN: siteEnv!.LEAD_FORWARD_TOKEN,
      // No mail service in this probe: the explicit choice the public profile asks for.
      MAIL_OFF: '1',
      // On loopback, as behind nginx: the visitor is nginx's X-Forwarded-For entry.
      LEADS_TRUST_PROXY: '1',
      DATABASE_URL: await databaseWithOwnPassword(),
    });
    const site = await stack.startSite({ port: PROBE_PORT, env, logFile: path.join(E2E.dir, 'probe-site.log') });
    try {
      const page = await fetch(`${probeUrl}/asic-verification`, { signal: AbortSignal.timeout(30_000) });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<h1');
      const email = uniqueEmail('public-profile');
      const res = await postLead(email, `stub-ok-${email}`);
      expect(res.status).toBe(200);
      expect(askedOfGoogle().filter((a) => a.response === `stub-ok-${email}`)).toEqual([{ secret: env.RECAPTCHA_SECRET_KEY, response: `stub-ok-${email}` }]);
      await waitForLeads({ email }, 1);
    } finally {
      await stack.stopAndWait(site.pid!);
    }
  });
});

test.describe("the CMS's doors", () => {
  const cms = (p: string, init: RequestInit = {}) => fetch(`${E2E.cmsUrl}${p}`, { ...init, signal: AbortSignal.timeout(30_000) });
  const json = { 'content-type': 'application/json' };
  const lead = (email: string) => ({
    name: 'Door Probe', workExperience: '1-2 years', mobileNumber: '+91-98765-43210', email, message: '', state: 'Karnataka', country: 'India',
    channel: 'Organic', leadSource: 'Maven', subSource: 'Demo Class', url: 'http://x/', oldSource: 'test',
  });

  test('the lead routes store nothing without the lead token, or with a wrong one', async () => {
    const email = uniqueEmail('no-token');
    const posts = [
      cms(contract.forms.contact.path, { method: 'POST', headers: json, body: JSON.stringify({ data: lead(email) }) }),
      cms(contract.batch.path, { method: 'POST', headers: json, body: JSON.stringify({ leads: [{ key: `door-${Date.now()}`, path: contract.forms.contact.path, data: lead(email) }] }) }),
      cms(contract.forms.contact.path, { method: 'POST', headers: { ...json, authorization: 'Bearer not-the-token' }, body: JSON.stringify({ data: lead(email) }) }),
    ];
    expect((await Promise.all(posts)).map((r) => r.status)).toEqual([401, 401, 401]);
    // The site's token does pass: the refusals above are the token's doing.
    const withToken = await cms(contract.forms.contact.path, { method: 'POST', headers: { ...json, ...leadTokenHeader() }, body: JSON.stringify({ data: lead(uniqueEmail('token')) }) });
    expect(withToken.status).toBe(200);
    expect(await cmsLeads({ email })).toEqual([]);
  });

  test("Strapi's generic lead API and user registration are closed", async () => {
    expect((await cms('/api/leads')).status).toBe(404);
    const email = uniqueEmail('generic');
    // 404 or 405: no route takes it (Strapi answers 405 for a POST to a path it knows no route of).
    expect([404, 405]).toContain((await cms('/api/leads', { method: 'POST', headers: json, body: JSON.stringify({ data: lead(email) }) })).status);
    expect(await cmsLeads({ email })).toEqual([]);
    const register = await cms('/api/auth/local/register', { method: 'POST', headers: json, body: JSON.stringify({ username: 'probe', email: uniqueEmail('register'), password: 'Probe-Passw0rd' }) });
    expect(register.status).toBe(403);
  });

  test('no X-Powered-By, and no CORS answer for a foreign origin', async () => {
    for (const p of ['/_health', '/api/courses', '/admin/access-token', '/graphql']) {
      const res = await cms(p, { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
      expect(res.headers.get('access-control-allow-origin'), p).toBeNull();
      expect(res.headers.get('x-powered-by'), p).toBeNull();
      expect((await cms(p, { headers: { origin: 'https://evil.example' } })).headers.get('access-control-allow-origin'), p).toBeNull();
    }
    // Nor the site's: its visitors' browsers call the site's origin only, which proxies the CMS.
    for (const p of ['/api/courses', '/graphql', '/admin/access-token']) {
      const site = await cms(p, { method: 'OPTIONS', headers: { origin: E2E.siteUrl, 'access-control-request-method': 'POST' } });
      expect(site.headers.get('access-control-allow-origin'), p).toBeNull();
      expect((await cms(p, { headers: { origin: E2E.siteUrl } })).headers.get('access-control-allow-origin'), p).toBeNull();
    }
  });

  test('the preview token reads drafts of what the site shows, never leads', async () => {
    const asPreview = (query: string) => cms('/graphql', { method: 'POST', headers: { ...json, authorization: `Bearer ${PREVIEW.token}` }, body: JSON.stringify({ query }) }).then((r) => r.json());
    const drafts = await asPreview('{ courses(status: DRAFT) { data { attributes { title } } } }');
    expect(drafts.data.courses.data[0].attributes.title).toEqual(expect.any(String));
    const leads = await asPreview('{ leads { data { attributes { email } } } }');
    expect(leads.data ?? null).toBeNull();
    expect(leads.errors[0].message).toBe('Cannot query field "leads" on type "Query".');
    expect((await cms('/api/leads', { headers: { authorization: `Bearer ${PREVIEW.token}` } })).status).toBe(404);
    // Data requests and the lead export (19.8) are the admin's alone too.
    const requests = await asPreview('{ dataRequests { data { attributes { email } } } }');
    expect(requests.errors[0].message).toBe('Cannot query field "dataRequests" on type "Query".');
    expect((await cms('/api/data-requests', { headers: { authorization: `Bearer ${PREVIEW.token}` } })).status).toBe(404);
    expect((await cms('/lead-export/leads.csv', { headers: { authorization: `Bearer ${PREVIEW.token}` } })).status).toBe(401);
  });

  test('GraphQL refuses a request with more aliases than any page needs', async () => {
    const aliases = Array.from({ length: 11 }, (_, i) => `a${i}: courses { data { id } }`).join(' ');
    const res = await cms('/graphql', { method: 'POST', headers: json, body: JSON.stringify({ query: `{ ${aliases} }` }) });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.data ?? null).toBeNull();
    expect(body.errors[0].message).toBe('Syntax Error: Aliases limit of 10 exceeded, found 11.');
    // Ten, as many as the limit, still answer.
    const ten = Array.from({ length: 10 }, (_, i) => `a${i}: courses { data { id } }`).join(' ');
    expect((await (await cms('/graphql', { method: 'POST', headers: json, body: JSON.stringify({ query: `{ ${ten} }` }) })).json()).data.a9.data.length).toBeGreaterThan(0);
  });

  test('a public CMS refuses to start with the defaults, naming each variable', async () => {
    // It refuses before it opens its database: a database no server holds shows it never tried.
    const nowhere = 'postgres://nobody:nothing@127.0.0.1:9/no_such_database';
    const r = await runCommand('npm', ['run', 'start'], {
      cwd: path.join(ROOT, 'cms'), timeout: 90_000,
      env: { ...process.env, HOST: '0.0.0.0', PORT: String(E2E.cmsPort + 50), DATABASE_URL: nowhere, NODE_ENV: 'production', STRAPI_TELEMETRY_DISABLED: 'true' },
    });
    const out = `${r.stdout}${r.stderr}`;
    expect(r.status, out.slice(-2000)).not.toBe(0);
    expect(out).toContain('[cms] refuses to start in the public profile (HOST is 0.0.0.0)');
    expect(out).toContain('CMS_ADMIN_PASSWORD is not set or is the documented example');
    expect(out).toContain('LEAD_FORWARD_TOKEN is not set');
    expect(out).toContain('CORS_ORIGINS is not set');
  });
});
