// The site as an attacker tries it (issue "safe to put on the public internet"): what a visitor
// without a secret gets from the draft-mode routes, the health route and the lead captcha, and
// the public profile, which refuses to start with settings a stranger could know and serves a
// page and a lead with proper ones. The CMS's doors: security-cms.spec.ts; nginx: cluster.spec.ts.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { uniqueEmail, waitForLeads } from './leads-cms';
import { E2E } from './ports';
import { readState, stack } from './stack';

const ROOT = path.join(__dirname, '..', '..');
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
const PROBE_PORT = E2E.sitePort + 50;
const probeUrl = `http://127.0.0.1:${PROBE_PORT}`;
const stubLog = path.join(E2E.dir, 'siteverify-stub.log');
const probeEnv = (change: Record<string, string>): Record<string, string> => ({
  ...readState().siteEnv,
  NODE_OPTIONS: `--require ${path.join(__dirname, 'fixtures', 'siteverify-preload.cjs')}`,
  SITEVERIFY_STUB_LOG: stubLog,
  // Google as the e2e stack's stub is no longer: every probe verifies at Google's own URL.
  RECAPTCHA_VERIFY_URL: '', RECAPTCHA_HOSTNAMES: '',
  ...change,
});
const strong = () => randomBytes(24).toString('hex');
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
function refusedStart(env: Record<string, string>, host = '127.0.0.1'): string {
  const r = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'next'), ['start', '-p', String(PROBE_PORT), '-H', host], {
    cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 45_000,
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
      expect(askedOfGoogle()).toEqual([{ secret: '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe', response: 'x' }]);
    } finally {
      await stack.stopAndWait(site.pid!);
    }
  });
});

test.describe('the public profile', () => {
  test.describe.configure({ timeout: 240_000 });
  const PUBLIC_URL = 'https://www.maven-silicon.example';

  test('refuses to start with what a developer machine keeps, naming each variable', () => {
    // The e2e stack's own settings (example secrets, a verification URL of its own), made public by the URL.
    const out = refusedStart({ ...readState().siteEnv!, NEXT_PUBLIC_SITE_URL: PUBLIC_URL });
    expect(out).toContain(`[site] refuses to start in the public profile (NEXT_PUBLIC_SITE_URL is ${PUBLIC_URL})`);
    for (const name of ['RECAPTCHA_SECRET_KEY is an example value', 'RECAPTCHA_VERIFY_URL is overridden', 'REVALIDATE_SECRET is an example value', 'PREVIEW_SECRET is an example value']) {
      expect(out).toContain(name);
    }
  });

  test('refuses to listen beyond loopback with no lead token or captcha secret', () => {
    const out = refusedStart(probeEnv({ LEAD_FORWARD_TOKEN: '', RECAPTCHA_SECRET_KEY: '', REVALIDATE_SECRET: '', PREVIEW_SECRET: '', PREVIEW_API_TOKEN: '' }), '0.0.0.0');
    expect(out).toContain('[site] refuses to start in the public profile (the server listens on 0.0.0.0)');
    expect(out).toContain('LEAD_FORWARD_TOKEN is not set: generate one with `openssl rand -hex 32`');
    expect(out).toContain('RECAPTCHA_SECRET_KEY is not set');
  });

  test('with a proper environment it serves a page and a lead', async () => {
    const { siteEnv } = readState();
    const env = probeEnv({
      NEXT_PUBLIC_SITE_URL: PUBLIC_URL, SITEVERIFY_STUB_HOSTNAME: new URL(PUBLIC_URL).hostname,
      RECAPTCHA_SECRET_KEY: strong(), NEXT_PUBLIC_RECAPTCHA_SITE_KEY: '6Lc-the-site-key-of-maven-silicon',
      REVALIDATE_SECRET: strong(), PREVIEW_SECRET: strong(), PREVIEW_API_TOKEN: strong(), MONITORING_TOKEN: strong(),
      // The CMS's lead token, as the stack generated it for both sides.
      LEAD_FORWARD_TOKEN: siteEnv!.LEAD_FORWARD_TOKEN,
    });
    const site = await stack.startSite({ port: PROBE_PORT, env, logFile: path.join(E2E.dir, 'probe-site.log') });
    try {
      const page = await fetch(`${probeUrl}/asic-verification`, { signal: AbortSignal.timeout(30_000) });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<h1');
      const email = uniqueEmail('public-profile');
      const res = await postLead(email, `stub-ok-${email}`);
      expect(res.status).toBe(200);
      expect(askedOfGoogle()).toEqual([{ secret: env.RECAPTCHA_SECRET_KEY, response: `stub-ok-${email}` }]);
      await waitForLeads({ email }, 1);
    } finally {
      await stack.stopAndWait(site.pid!);
    }
  });
});
