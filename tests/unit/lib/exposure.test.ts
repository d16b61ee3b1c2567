// The public profile of the site (lib/env) over the shared rules (shared/exposure.cjs): one test per
// refusal, and a proper public environment that starts.
import { RECAPTCHA_TEST_SECRET_KEY, RECAPTCHA_TEST_SITE_KEY } from '../../../lib/constants';
import { assertSafeExposure, listenHostOf, publicReason, readServerEnv, siteRefusals } from '../../../lib/env';
import { forwardedFor, isPublic, secretProblem } from '../../../shared/exposure.cjs';

const strong = (c: string) => c.repeat(40);
/** What docs/deploying.md asks of a public site. */
const PUBLIC = {
  NEXT_PUBLIC_SITE_URL: 'https://www.maven-silicon.example',
  LEAD_FORWARD_TOKEN: strong('a'),
  RECAPTCHA_SECRET_KEY: strong('b'),
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: '6Lc-real-site-key-of-the-site',
  REVALIDATE_SECRET: strong('c'),
  LEADS_CONFIRM_SECRET: strong('d'),
  SMTP_URL: 'smtps://maven:app-password@smtp.example.net:465',
  MAIL_FROM: 'Maven Silicon <admissions@maven-silicon.example>',
  MAVEN_PROFILE: 'public',
  NODE_ENV: 'production',
  DATABASE_URL: `postgres://maven:${strong('e')}@127.0.0.1:5432/maven`,
};
const refusalsWith = (change: Record<string, string | undefined>, listenHost: string | null = null) => siteRefusals(readServerEnv({ ...PUBLIC, ...change }), listenHost);

describe('exposure rules (shared/exposure.cjs)', () => {
  it('is public when listening beyond loopback or declaring a non-loopback URL', () => {
    expect(isPublic({ listenHost: '127.0.0.1', urls: ['http://localhost:3000', 'http://127.0.0.1:1337', 'http://[::1]:3000'] })).toBe(false);
    expect(isPublic({ listenHost: '::1' })).toBe(false);
    expect(isPublic({ listenHost: '0.0.0.0' })).toBe(true);
    expect(isPublic({ listenHost: '::' })).toBe(true);
    expect(isPublic({ listenHost: '10.0.0.2' })).toBe(true);
    expect(isPublic({ urls: ['https://www.maven-silicon.example'] })).toBe(true);
    expect(isPublic({ urls: [undefined, 'http://localhost:3000'] })).toBe(false);
  });

  it("reads X-Forwarded-For's entries in order, from one header or several", () => {
    expect(forwardedFor({ 'x-forwarded-for': ' 198.51.100.1 , 203.0.113.7' })).toEqual(['198.51.100.1', '203.0.113.7']);
    expect(forwardedFor({ 'x-forwarded-for': ['198.51.100.1', '127.0.0.1,203.0.113.7'] })).toEqual(['198.51.100.1', '127.0.0.1', '203.0.113.7']);
    expect(forwardedFor({})).toEqual([]);
  });

  it('takes a secret that is set, not an example, and at least 32 characters', () => {
    expect(secretProblem('X', undefined)).toMatch(/^X is not set: generate one with `openssl rand -hex 32`/);
    expect(secretProblem('X', 'replace')).toMatch(/^X is an example value/);
    expect(secretProblem('X', 'the-same-long-random-value-as-the-site')).toMatch(/^X is an example value/);
    expect(secretProblem('X', 'e2e-revalidate-secret-0123456789')).toMatch(/^X is an example value/);
    expect(secretProblem('X', 'a'.repeat(31))).toMatch(/^X is shorter than 32 characters/);
    expect(secretProblem('X', 'a'.repeat(32))).toBeNull();
  });
});

describe('the site in the public profile', () => {
  it('starts with a proper environment', () => {
    expect(refusalsWith({})).toEqual([]);
    expect(() => assertSafeExposure(readServerEnv(PUBLIC), '0.0.0.0')).not.toThrow();
  });

  it('is public by its URL at build and start, by its listening host at start', () => {
    const local = readServerEnv({});
    expect(publicReason(local, null)).toBeNull();
    expect(publicReason(local, '127.0.0.1')).toBeNull();
    expect(publicReason(local, '0.0.0.0')).toBe('the server listens on 0.0.0.0');
    expect(publicReason(readServerEnv({ NEXT_PUBLIC_SITE_URL: PUBLIC.NEXT_PUBLIC_SITE_URL }), null)).toBe('NEXT_PUBLIC_SITE_URL is https://www.maven-silicon.example');
    expect(listenHostOf(['node', 'next', 'start', '-p', '3000', '-H', '127.0.0.1'])).toBe('127.0.0.1');
    expect(listenHostOf(['node', 'next', 'start', '--hostname=10.0.0.2'])).toBe('10.0.0.2');
    expect(listenHostOf(['node', 'next', 'start', '-p', '3000'])).toBe('0.0.0.0');
  });

  it('refuses without a lead token, or with a weak one', () => {
    expect(refusalsWith({ LEAD_FORWARD_TOKEN: undefined })).toEqual([expect.stringMatching(/^LEAD_FORWARD_TOKEN is not set/)]);
    expect(refusalsWith({ LEAD_FORWARD_TOKEN: 'short-token' })).toEqual([expect.stringMatching(/^LEAD_FORWARD_TOKEN is shorter than 32/)]);
  });

  it('refuses without the secret that signs the mailed confirmation links', () => {
    expect(refusalsWith({ LEADS_CONFIRM_SECRET: undefined })).toEqual([expect.stringMatching(/^LEADS_CONFIRM_SECRET is not set/)]);
  });

  it("refuses without a captcha secret (Google's test secret passes every token) or site key", () => {
    expect(refusalsWith({ RECAPTCHA_SECRET_KEY: undefined })).toEqual([expect.stringMatching(/^RECAPTCHA_SECRET_KEY is not set/)]);
    expect(refusalsWith({ RECAPTCHA_SECRET_KEY: RECAPTCHA_TEST_SECRET_KEY })).toEqual([expect.stringMatching(/^RECAPTCHA_SECRET_KEY is not set/)]);
    expect(refusalsWith({ RECAPTCHA_SECRET_KEY: 'e2e-secret' })).toEqual([expect.stringMatching(/^RECAPTCHA_SECRET_KEY is an example value/)]);
    expect(refusalsWith({ NEXT_PUBLIC_RECAPTCHA_SITE_KEY: undefined })).toEqual([expect.stringMatching(/^NEXT_PUBLIC_RECAPTCHA_SITE_KEY is not set/)]);
    expect(refusalsWith({ NEXT_PUBLIC_RECAPTCHA_SITE_KEY: RECAPTCHA_TEST_SITE_KEY })).toEqual([expect.stringMatching(/^NEXT_PUBLIC_RECAPTCHA_SITE_KEY is not set/)]);
  });

  it('refuses a site that would answer nobody: no SMTP_URL and no MAIL_OFF=1', () => {
    expect(refusalsWith({ SMTP_URL: undefined })).toEqual([expect.stringMatching(/^SMTP_URL is not set .*MAIL_OFF=1/)]);
    expect(refusalsWith({ SMTP_URL: undefined, MAIL_FROM: undefined, MAIL_OFF: '1' })).toEqual([]);
    expect(() => readServerEnv({ ...PUBLIC, MAIL_FROM: undefined })).toThrow(/MAIL_FROM: MAIL_FROM is required with SMTP_URL/);
    expect(() => readServerEnv({ ...PUBLIC, SMTP_URL: 'https://smtp.example.net' })).toThrow(/SMTP_URL is smtp:\/\/… or smtps:\/\/…/);
  });

  it('refuses a verification-URL override', () => {
    expect(refusalsWith({ RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify' })).toEqual([expect.stringMatching(/^RECAPTCHA_VERIFY_URL is overridden/)]);
  });

  it('refuses an example or short secret for revalidation, preview and monitoring', () => {
    expect(refusalsWith({ REVALIDATE_SECRET: 'the-same-long-random-value-as-the-site' })).toEqual([expect.stringMatching(/^REVALIDATE_SECRET is an example value/)]);
    expect(refusalsWith({ PREVIEW_SECRET: 'e2e-preview-secret-0123456789' })).toEqual([expect.stringMatching(/^PREVIEW_SECRET is an example value/)]);
    expect(refusalsWith({ PREVIEW_API_TOKEN: 'another-long-random-value-shared-with-the-site' })).toEqual([expect.stringMatching(/^PREVIEW_API_TOKEN is an example value/)]);
    expect(refusalsWith({ MONITORING_TOKEN: 'sixteen-chars-ok' })).toEqual([expect.stringMatching(/^MONITORING_TOKEN is shorter than 32/)]);
  });

  it('names every problem at once, and how to fix it, in the error that stops the server', () => {
    const env = readServerEnv({ NEXT_PUBLIC_SITE_URL: 'https://www.maven-silicon.example' });
    expect(() => assertSafeExposure(env, '127.0.0.1')).toThrow(/\[site\] refuses to start in the public profile \(NEXT_PUBLIC_SITE_URL is https:\/\/www\.maven-silicon\.example\)/);
    expect(() => assertSafeExposure(env, '127.0.0.1')).toThrow(/LEAD_FORWARD_TOKEN[\s\S]*RECAPTCHA_SECRET_KEY[\s\S]*NEXT_PUBLIC_RECAPTCHA_SITE_KEY[\s\S]*docs\/deploying\.md/);
  });

  it('is public because MAVEN_PROFILE says so (the systemd units set it), even on loopback without a public URL', () => {
    const behindProxy = readServerEnv({ MAVEN_PROFILE: 'public' });
    expect(publicReason(behindProxy, '127.0.0.1')).toBe('MAVEN_PROFILE is public');
    expect(() => assertSafeExposure(behindProxy, '127.0.0.1')).toThrow(/RECAPTCHA_SECRET_KEY is not set \(Google's test secret/);
    expect(publicReason(readServerEnv({ MAVEN_PROFILE: 'local' }), '127.0.0.1')).toBeNull();
    expect(() => readServerEnv({ MAVEN_PROFILE: 'production' })).toThrow(/MAVEN_PROFILE/);
  });

  it('refuses LEADS_TRUST_PROXY that does not match where the server listens', () => {
    // Behind nginx on loopback without trusting it: every visitor is nginx's address, one allowance for all.
    expect(refusalsWith({}, '127.0.0.1')).toEqual([expect.stringMatching(/^LEADS_TRUST_PROXY is off while the site listens on 127\.0\.0\.1/)]);
    expect(refusalsWith({ LEADS_TRUST_PROXY: '1' }, '127.0.0.1')).toEqual([]);
    // Reachable by anyone while trusting X-Forwarded-For: anyone picks their own address.
    expect(refusalsWith({ LEADS_TRUST_PROXY: '1' }, '0.0.0.0')).toEqual([expect.stringMatching(/^LEADS_TRUST_PROXY is on while the site listens on 0\.0\.0\.0/)]);
    expect(refusalsWith({}, '0.0.0.0')).toEqual([]);
  });

  it('refuses LEADS_RATE_LIMIT=0 (no limit on leads)', () => {
    expect(refusalsWith({ LEADS_RATE_LIMIT: '0' })).toEqual([expect.stringMatching(/^LEADS_RATE_LIMIT is 0/)]);
  });

  it('refuses plain-http links to other machines; loopback may stay http', () => {
    expect(refusalsWith({ CMS_URL: 'http://10.0.0.4:1337' })).toEqual([expect.stringMatching(/^CMS_URL is plain http to another machine \(10\.0\.0\.4\)/)]);
    expect(refusalsWith({ CMS_ADMIN_URL: 'http://cms.maven-silicon.example' })).toEqual([expect.stringMatching(/^CMS_ADMIN_URL is plain http/)]);
    expect(refusalsWith({ NEXT_PUBLIC_SITE_URL: 'http://www.maven-silicon.example' })).toEqual([expect.stringMatching(/^NEXT_PUBLIC_SITE_URL is plain http/)]);
    expect(refusalsWith({ CMS_URL: 'http://127.0.0.1:1337', PAGE_CACHE_URL: 'http://127.0.0.1:3000', CMS_ADMIN_URL: 'https://cms.maven-silicon.example' })).toEqual([]);
  });

  it('refuses plain http to the Google Ads API, Google OAuth and Meta (tokens and hashed people travel there), naming the variable', () => {
    expect(refusalsWith({ GOOGLE_ADS_API_URL: 'http://googleads.example' })).toEqual([expect.stringMatching(/^GOOGLE_ADS_API_URL is plain http to another machine/)]);
    expect(refusalsWith({ GOOGLE_OAUTH_TOKEN_URL: 'http://oauth2.example/token' })).toEqual([expect.stringMatching(/^GOOGLE_OAUTH_TOKEN_URL is plain http to another machine/)]);
    expect(refusalsWith({ META_GRAPH_API_URL: 'http://graph.example' })).toEqual([expect.stringMatching(/^META_GRAPH_API_URL is plain http to another machine/)]);
  });

  it('refuses SMTP to another machine that may fall back to plain text (the password and every email would travel readable)', () => {
    expect(refusalsWith({ SMTP_URL: 'smtp://maven:app-password@smtp.example.net:587' })).toEqual([expect.stringMatching(/^SMTP_URL is smtp:\/\/ to another machine \(smtp\.example\.net\) without requireTLS=true/)]);
    expect(refusalsWith({ SMTP_URL: 'smtp://maven:app-password@smtp.example.net:587?requireTLS=false' })).toEqual([expect.stringMatching(/^SMTP_URL is smtp:\/\/ to another machine/)]);
    expect(refusalsWith({ SMTP_URL: 'smtps://maven:app-password@smtp.example.net:465?tls.rejectUnauthorized=false' })).toEqual([expect.stringMatching(/^SMTP_URL turns off the check of the server's certificate/)]);
    // STARTTLS made compulsory, TLS from the first byte, or this machine's own relay: accepted.
    expect(refusalsWith({ SMTP_URL: 'smtp://maven:app-password@smtp.example.net:587?requireTLS=true' })).toEqual([]);
    expect(refusalsWith({ SMTP_URL: 'smtps://maven:app-password@smtp.example.net:465' })).toEqual([]);
    expect(refusalsWith({ SMTP_URL: 'smtp://127.0.0.1:25' })).toEqual([]);
  });

  it('refuses Redis without a password', () => {
    expect(refusalsWith({ REDIS_URL: 'redis://127.0.0.1:6379' })).toEqual([expect.stringMatching(/^REDIS_URL has no password/)]);
    expect(refusalsWith({ REDIS_URL: `redis://:${strong('r')}@127.0.0.1:6379` })).toEqual([]);
  });

  it("refuses the example database password (the local stack's), or none", () => {
    expect(refusalsWith({ DATABASE_URL: undefined })).toEqual([expect.stringMatching(/^DATABASE_URL has the example password of the local stack/)]);
    expect(refusalsWith({ DATABASE_URL: 'postgres://maven@127.0.0.1:5432/maven' })).toEqual([expect.stringMatching(/^DATABASE_URL has no password/)]);
  });

  it('refuses NODE_ENV other than production', () => {
    expect(refusalsWith({ NODE_ENV: 'development' })).toEqual([expect.stringMatching(/^NODE_ENV is development/)]);
  });

  it('lets a developer machine keep its defaults', () => {
    expect(() => assertSafeExposure(readServerEnv({}), '127.0.0.1')).not.toThrow();
    expect(() => assertSafeExposure(readServerEnv({}), null)).not.toThrow();
  });
});
