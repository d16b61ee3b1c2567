// The one env module: every variable the site reads, server and NEXT_PUBLIC_, validated once at
// start-up (next.config.ts imports it, so `next build` and `next start` stop on a bad value, with
// its name). Server code imports `serverEnv`; browser code imports the NEXT_PUBLIC_ values from ./public,
// which never loads this file (it carries secrets and zod). Nothing else reads `process.env`,
// except Next's own run-time facts where the bundler needs the literal (instrumentation.ts) and
// lib/cache/handler.cjs, which Next loads by path outside webpack (its REDIS_URL is checked here).
import { z } from 'zod';
import { RECAPTCHA_TEST_SECRET_KEY, RECAPTCHA_TEST_SITE_KEY, RECAPTCHA_VERIFY_URL } from '../constants';
import { databaseProblem, isExampleValue, isLoopbackHost, isPublic, nodeEnvProblem, plainHttpProblem, redisProblem, refuseUnsafe, secretProblem } from '../../shared/exposure.cjs';
import { DEFAULT_CMS_URL, DEFAULT_DATABASE_URL, DEFAULT_SITE_PORT, visitsPortOf } from '../../shared/local.cjs';
import { publicValues } from './public';

export { DEFAULT_SITE_URL } from './public';
/** The CMS and the database `npm run serve` starts: its script writes them (shared/local.cjs). */
export { DEFAULT_CMS_URL };

/** Node's timers hold 2^31-1 ms at most; a longer one fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** A whole number in its range (from 1 unless 0 means "off"), else start fails with its name. */
const int = (d: number, { min = 1, max = Number.MAX_SAFE_INTEGER } = {}) => z.coerce.number().int().min(min).max(max).default(d);
/** Milliseconds handed to a timer. */
const ms = (d: number, { min = 1 } = {}) => int(d, { min, max: MAX_TIMER_MS });
const bool = z.enum(['0', '1', 'true', 'false']).default('0').transform((v) => v === '1' || v === 'true');
const HOSTNAME = /^[a-z0-9_-]+(\.[a-z0-9_-]+)*$/;
const secret = (name: string, min: number) => z.string().min(min, `${name} must be at least ${min} characters`).optional();

const variables = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** `public`: the public profile whatever the addresses say (deploy/systemd sets it); `local` or unset: decided by them. */
  MAVEN_PROFILE: z.enum(['public', 'local']).optional(),
  /** Separate build folders let the e2e stack and `npm run serve` coexist. */
  NEXT_DIST_DIR: z.string().default('.next'),
  /** Build time: 0 leaves out `next build`'s own type check (the test command runs tsc on the whole repository beside its builds). */
  NEXT_BUILD_TYPECHECK: z.enum(['0', '1']).default('1').transform((v) => v === '1'),

  // The CMS
  CMS_URL: z.url().default(DEFAULT_CMS_URL),
  /** The admin that frames draft answers (its Preview); unset: CMS_URL. */
  CMS_ADMIN_URL: z.url().optional(),
  CMS_REVALIDATE_SECONDS: int(60),
  CMS_TIMEOUT_MS: ms(4000),
  /** Shared with the CMS webhook (cms/.env REVALIDATE_SECRET); unset: /api/revalidate answers 503. */
  REVALIDATE_SECRET: secret('REVALIDATE_SECRET', 16),
  /** The admin's Preview (pages/api/preview.ts): the secret the CMS puts in its preview URL, and the
   *  read-only API token the CMS creates from the same value it is given. Unset: Preview is off (503). */
  PREVIEW_SECRET: secret('PREVIEW_SECRET', 16),
  PREVIEW_API_TOKEN: secret('PREVIEW_API_TOKEN', 32),
  /** The proxy cache in front of the instances (deploy/nginx), e.g. http://127.0.0.1:3000: after a
   *  webhook regenerates a page, /api/revalidate fetches it through the proxy with REVALIDATE_SECRET
   *  in `x-page-cache-refresh`, which makes the proxy store the new page. Unset: no proxy cache. */
  PAGE_CACHE_URL: z.url().optional(),
  /** Build time: 1 serves the benchmark baselines (/bench/empty, /bench/isr/empty); else 404 there. */
  BENCH_PAGES: z.enum(['0', '1']).default('0').transform((v) => v === '1'),

  // The lead gateway (lib/leads/server/config.ts is its view of these)
  /** The lead queue's Postgres database; the default is the one `npm run serve` starts. */
  DATABASE_URL: z.url().default(DEFAULT_DATABASE_URL),
  /** ISR pages and rate-limit counters shared by all instances; unset: file cache, in-memory limits. */
  REDIS_URL: z.url().optional(),
  /** Requests per IP per window across all lead endpoints; 0: no limit. */
  LEADS_RATE_LIMIT: int(20, { min: 0 }),
  /** Counted in whole seconds (rate-limiter-flexible): below 1000, one second. */
  LEADS_RATE_WINDOW_MS: int(60_000),
  LEADS_TRUST_PROXY: bool,
  /** A lead form's document rides on its lead's captcha only this many minutes after the lead (same email, a form lead). */
  LEADS_COMPANION_MINUTES: int(60),
  LEADS_MAX_BODY_BYTES: int(16_384),
  /** pg-boss backoff: retry n waits about base·2^n (·1 to ·2, jitter) seconds. */
  LEADS_RETRY_DELAY_SECONDS: int(2),
  /** Attempts before the dead letter: 12 with the defaults span about 3 to 6 hours. */
  LEADS_MAX_ATTEMPTS: int(12),
  /** While leads wait for a failing CMS, how often one instance asks it whether it is back; 0: never. */
  LEADS_PROBE_MS: ms(2_000, { min: 0 }),
  LEADS_FORWARD_TIMEOUT_MS: ms(8_000),
  /** CMS requests in flight per instance. Each takes every due lead, up to contract.batch.max:
   *  one request at a time lets leads gather into batches while it is out. */
  LEADS_FORWARD_CONCURRENCY: int(1),
  /** The CMS lead routes' bearer token (cms/.env LEAD_FORWARD_TOKEN); the local stack generates it. */
  LEAD_FORWARD_TOKEN: z.string().optional(),
  /** Optional second destination of every accepted lead (a CRM, an automation tool): JSON signed as
   *  Standard Webhooks (webhook-id = the idempotency key, HMAC-SHA256 over id.timestamp.body), sent
   *  from the same queue with the same backoff and dead letter as the CMS delivery. */
  LEADS_WEBHOOK_URL: z.url().optional(),
  /** The webhook's signing secret, `whsec_` + base64 of at least 24 random bytes (Standard Webhooks). */
  LEADS_WEBHOOK_SECRET: z.string().regex(/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/, 'LEADS_WEBHOOK_SECRET must be whsec_ followed by base64 of 24 bytes or more').optional(),
  // Conversions back to the ad platforms: each destination is off until all of its
  // required variables are set; the API addresses are there for the tests' stand-ins.
  /** Google Ads account (10 digits, no dashes) and the offline conversion action leads count as. */
  GOOGLE_ADS_CUSTOMER_ID: z.string().regex(/^\d{10}$/, 'GOOGLE_ADS_CUSTOMER_ID is 10 digits without dashes').optional(),
  GOOGLE_ADS_CONVERSION_ACTION_ID: z.string().regex(/^\d+$/, 'GOOGLE_ADS_CONVERSION_ACTION_ID is digits').optional(),
  GOOGLE_ADS_DEVELOPER_TOKEN: z.string().optional(),
  /** The manager account's id when the account is reached through one (login-customer-id). */
  GOOGLE_ADS_LOGIN_CUSTOMER_ID: z.string().regex(/^\d{10}$/, 'GOOGLE_ADS_LOGIN_CUSTOMER_ID is 10 digits without dashes').optional(),
  /** OAuth client and refresh token of a user with access to the account (scope adwords). */
  GOOGLE_ADS_CLIENT_ID: z.string().optional(),
  GOOGLE_ADS_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ADS_REFRESH_TOKEN: z.string().optional(),
  GOOGLE_ADS_API_URL: z.url().default('https://googleads.googleapis.com'),
  GOOGLE_ADS_API_VERSION: z.string().regex(/^v\d+$/).default('v26'),
  GOOGLE_OAUTH_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  /** Meta dataset (pixel) id and a Conversions API access token for it. */
  META_PIXEL_ID: z.string().regex(/^\d+$/, 'META_PIXEL_ID is digits').optional(),
  META_CAPI_ACCESS_TOKEN: z.string().optional(),
  /** Events Manager's test code while checking a setup: events then show only under Test events. */
  META_TEST_EVENT_CODE: z.string().optional(),
  META_GRAPH_API_URL: z.url().default('https://graph.facebook.com'),
  META_GRAPH_API_VERSION: z.string().regex(/^v\d+\.\d+$/).default('v23.0'),
  /** Signs the links mailed to confirm a data request or a download's opt-in; unset: one
   *  derived from LEAD_FORWARD_TOKEN (a developer's machine; the public profile requires it). */
  LEADS_CONFIRM_SECRET: secret('LEADS_CONFIRM_SECRET', 32),
  // The mailer: the acknowledgement to whoever writes, and the counsellors' alert, sent
  // from the lead queue like every destination. Off (said once in the log) while SMTP_URL is unset.
  /** nodemailer's connection URL: smtps://user:pass@host:465 (TLS), or smtp://user:pass@host:587?requireTLS=true (STARTTLS, compulsory). */
  SMTP_URL: z.url().refine((u) => /^smtps?:\/\//.test(u), 'SMTP_URL is smtp://… or smtps://… (user:password@host:port)').optional(),
  /** The sender of every email: an address, or "Name <address>". */
  MAIL_FROM: z.string().regex(/^([^<>]*<)?[^\s@<>]+@[^\s@<>]+>?$/, 'MAIL_FROM is an address or "Name <address>"').optional(),
  /** Where a person's answer goes (the counsellors' desk); unset: to MAIL_FROM. */
  MAIL_REPLY_TO: z.string().regex(/^([^<>]*<)?[^\s@<>]+@[^\s@<>]+>?$/, 'MAIL_REPLY_TO is an address or "Name <address>"').optional(),
  /** Acknowledgements the whole site sends in a clock hour, at most (each address gets one of each
   *  kind a day at most); beyond, none, and an alert. */
  MAIL_ACKS_PER_HOUR: int(300),
  /** 1: a public site sends no email, on purpose (the public profile refuses neither SMTP_URL nor this). */
  MAIL_OFF: bool,
  /** Days the site's Postgres keeps a lead's personal fields after it was accepted, unless it still waits for the CMS (DPDP §8(7)). */
  LEADS_RETENTION_DAYS: int(30),
  /** Visit beacons one address may send a minute (a browser sends one as a page is hidden or left); over it, 429 and not counted. */
  VISITS_RATE_LIMIT: int(30, { min: 0 }),
  /** The site's port (next start's); the default of VISITS_PORT follows it. */
  PORT: int(DEFAULT_SITE_PORT, { max: 65535 }),
  /** The port on 127.0.0.1 of the instance's beacon thread (lib/visits/listener.mjs); unset: PORT + 1000; 0: a free one (tests). */
  VISITS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Days the CMS keeps leads (cms/.env, the same name): the visits' counts are kept as long, beside them. */
  LEADS_CMS_RETENTION_DAYS: int(365),
  /** reCAPTCHA v2 secret; unset: Google's published test secret (any token passes Google's check). */
  RECAPTCHA_SECRET_KEY: z.string().default(RECAPTCHA_TEST_SECRET_KEY),
  RECAPTCHA_VERIFY_URL: z.url().default(RECAPTCHA_VERIFY_URL),
  /** Comma-separated hostnames a solved captcha may come from; unset: the site's own host (below). */
  RECAPTCHA_HOSTNAMES: z.string()
    .transform((list) => list.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean))
    // Google answers the bare hostname the widget ran on: a URL, a port or no name never matches it.
    .refine((names) => names.length > 0 && names.every((h) => HOSTNAME.test(h)), 'RECAPTCHA_HOSTNAMES lists bare hostnames, comma-separated (maven.example,www.maven.example)')
    .optional(),

  /** Bearer token for the detailed /api/health answer from beyond loopback; unset: loopback only. */
  MONITORING_TOKEN: secret('MONITORING_TOKEN', 16),
  /** An instance whose event loop has not turned for this long kills itself, so systemd or the
   *  cluster starts it again (lib/health.ts `killWhenStalled`); 0: never (a debugger's breakpoint). */
  STALLED_AFTER_MS: ms(10_000, { min: 0 }),

  // Public (inlined into the browser bundle by ./public); defaults there.
  NEXT_PUBLIC_SITE_URL: z.url().optional(),
  NEXT_PUBLIC_CHAT_SCRIPT_URL: z.url().optional(),
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: z.string().optional(),
});

/** Every variable's name (tests check the browser's part against them). */
export const ENV_VARIABLES = Object.keys(variables.shape);

const schema = variables.refine((env) => !env.LEADS_WEBHOOK_URL || env.LEADS_WEBHOOK_SECRET, {
  path: ['LEADS_WEBHOOK_SECRET'], message: 'LEADS_WEBHOOK_SECRET is required with LEADS_WEBHOOK_URL (whsec_ + base64 of 24 random bytes)',
}).refine((env) => !env.SMTP_URL || env.MAIL_FROM, {
  path: ['MAIL_FROM'], message: 'MAIL_FROM is required with SMTP_URL (the sender of every email)',
}).transform((env) => {
  const browser = publicValues(env);
  return {
    ...env,
    ...browser,
    CMS_ADMIN_URL: env.CMS_ADMIN_URL ?? env.CMS_URL,
    RECAPTCHA_HOSTNAMES: env.RECAPTCHA_HOSTNAMES ?? [new URL(browser.NEXT_PUBLIC_SITE_URL).hostname],
    VISITS_PORT: env.VISITS_PORT ?? visitsPortOf(env.PORT),
  };
});

export type ServerEnv = z.output<typeof schema>;

/** Validates a set of variables (tests pass their own); an empty value counts as unset. */
export function readServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const set = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(set);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}

export const serverEnv: ServerEnv = readServerEnv(process.env);

/**
 * The public profile (shared/exposure.cjs): a site that declares a public NEXT_PUBLIC_SITE_URL, or a
 * server that listens beyond loopback, may not keep any setting a stranger could know. Each
 * string names the variable and how to set it; docs/deploying.md lists the same.
 */
export function siteRefusals(env: ServerEnv, listenHost: string | null = null): string[] {
  const optionalSecret = (name: keyof ServerEnv) => (env[name] ? secretProblem(name, env[name] as string) : null);
  return [
    nodeEnvProblem(env.NODE_ENV),
    ...trustProxyProblems(env, listenHost),
    env.LEADS_RATE_LIMIT === 0 ? 'LEADS_RATE_LIMIT is 0 (no limit on leads per visitor): unset it (20 a minute) or set a number' : null,
    ...(['NEXT_PUBLIC_SITE_URL', 'CMS_URL', 'PAGE_CACHE_URL', 'LEADS_WEBHOOK_URL', 'GOOGLE_ADS_API_URL', 'GOOGLE_OAUTH_TOKEN_URL', 'META_GRAPH_API_URL'] as const)
      .map((name) => plainHttpProblem(name, env[name])),
    smtpProblem(env.SMTP_URL),
    // Unset, it is CMS_URL (named once above).
    env.CMS_ADMIN_URL !== env.CMS_URL ? plainHttpProblem('CMS_ADMIN_URL', env.CMS_ADMIN_URL) : null,
    databaseProblem('DATABASE_URL', env.DATABASE_URL),
    redisProblem('REDIS_URL', env.REDIS_URL),
    secretProblem('LEAD_FORWARD_TOKEN', env.LEAD_FORWARD_TOKEN),
    secretProblem('LEADS_CONFIRM_SECRET', env.LEADS_CONFIRM_SECRET),
    env.RECAPTCHA_SECRET_KEY === RECAPTCHA_TEST_SECRET_KEY
      ? "RECAPTCHA_SECRET_KEY is not set (Google's test secret passes every token): the secret of the site's reCAPTCHA v2 key"
      : secretProblem('RECAPTCHA_SECRET_KEY', env.RECAPTCHA_SECRET_KEY),
    env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY === RECAPTCHA_TEST_SITE_KEY || isExampleValue(env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY)
      ? "NEXT_PUBLIC_RECAPTCHA_SITE_KEY is not set (Google's test key): the site key of the site's reCAPTCHA v2 key"
      : null,
    env.RECAPTCHA_VERIFY_URL !== RECAPTCHA_VERIFY_URL
      ? `RECAPTCHA_VERIFY_URL is overridden: unset it (leads are verified at ${RECAPTCHA_VERIFY_URL})`
      : null,
    optionalSecret('REVALIDATE_SECRET'),
    optionalSecret('PREVIEW_SECRET'),
    optionalSecret('PREVIEW_API_TOKEN'),
    optionalSecret('MONITORING_TOKEN'),
    !env.SMTP_URL && !env.MAIL_OFF
      ? 'SMTP_URL is not set (nobody who writes would hear back): smtps://user:password@host:465 of the mail service, or MAIL_OFF=1 to send no email on purpose'
      : null,
  ].filter((p): p is string => Boolean(p));
}

/**
 * SMTP to another machine carries the mail service's password and every email: smtp:// lets
 * nodemailer go on in plain text when the server offers no STARTTLS (or a man in the middle strips
 * it), unless the URL asks requireTLS=true; a certificate left unchecked is no better.
 */
function smtpProblem(smtpUrl: string | undefined): string | null {
  if (!smtpUrl) return null;
  const url = new URL(smtpUrl);
  if (url.searchParams.get('tls.rejectUnauthorized') === 'false') {
    return "SMTP_URL turns off the check of the server's certificate (tls.rejectUnauthorized=false): remove it";
  }
  if (url.protocol !== 'smtp:' || isLoopbackHost(url.hostname) || url.searchParams.get('requireTLS') === 'true') return null;
  return `SMTP_URL is smtp:// to another machine (${url.hostname}) without requireTLS=true: use smtps://…:465, or add ?requireTLS=true for STARTTLS on 587`;
}

/**
 * A site on loopback has a proxy in front (deploy/nginx) and must take the visitor from the
 * X-Forwarded-For entry it appends, or every visitor shares nginx's one allowance; a site
 * reachable from elsewhere must not, or anyone names their own address. A build listens nowhere.
 */
function trustProxyProblems(env: ServerEnv, listenHost: string | null): (string | null)[] {
  if (listenHost === null) return [];
  if (isLoopbackHost(listenHost) && !env.LEADS_TRUST_PROXY) {
    return [`LEADS_TRUST_PROXY is off while the site listens on ${listenHost} behind a proxy: every visitor would be the proxy's address; set LEADS_TRUST_PROXY=1`];
  }
  if (!isLoopbackHost(listenHost) && env.LEADS_TRUST_PROXY) {
    return [`LEADS_TRUST_PROXY is on while the site listens on ${listenHost}: anyone could name their own address in X-Forwarded-For; listen on 127.0.0.1 behind nginx, or unset it`];
  }
  return [];
}

/**
 * Why this process is public, or null: MAVEN_PROFILE=public, the site URL it declares, or the host
 * `next start` listens on (`-H`/`--hostname`; Next's default is every interface). A build listens nowhere.
 */
export function publicReason(env: ServerEnv, listenHost: string | null): string | null {
  if (env.MAVEN_PROFILE === 'public') return 'MAVEN_PROFILE is public';
  if (isPublic({ urls: [env.NEXT_PUBLIC_SITE_URL] })) return `NEXT_PUBLIC_SITE_URL is ${env.NEXT_PUBLIC_SITE_URL}`;
  if (listenHost !== null && isPublic({ listenHost })) return `the server listens on ${listenHost}`;
  return null;
}

/** The host `next start` was told to listen on; Next's default is every interface. */
export function listenHostOf(argv: string[]): string {
  const i = argv.findIndex((a) => a === '-H' || a === '--hostname');
  if (i >= 0 && argv[i + 1]) return argv[i + 1];
  return argv.find((a) => a.startsWith('--hostname='))?.slice('--hostname='.length) ?? '0.0.0.0';
}

/** Stops `next build` / `next start` (next.config.ts) in the public profile with an unsafe setting. */
export function assertSafeExposure(env: ServerEnv, listenHost: string | null): void {
  const why = publicReason(env, listenHost);
  if (why) refuseUnsafe('site', why, siteRefusals(env, listenHost));
}

/** `next build` is rendering pages (Next sets NEXT_PHASE in its build workers); read when asked. */
export const buildingPages = (): boolean => process.env.NEXT_PHASE === 'phase-production-build';
