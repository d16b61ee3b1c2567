// One gateway per server process: queue, workers, verifier, rate limit. Kept on globalThis
// because instrumentation.ts and each API route are separate bundles.
import { logEvent } from '../../log';
import { RECAPTCHA_TEST_SECRET_KEY } from '../../constants';
import { googleVerifier } from './captcha';
import { readLeadsConfig, type LeadsConfig } from './config';
import { LeadForwarder } from './forwarder';
import { createGateway, type Gateway } from './gateway';
import { LeadQueue } from './queue';
import { createRateLimiter } from './rateLimit';

export interface LeadRuntime { config: LeadsConfig; queue: LeadQueue; forwarder: LeadForwarder; gateway: Gateway }

/**
 * Over the per-IP limit, a form lead's token is still checked with Google (a campus behind one
 * address); at most this many times the limit per window, so forged tokens cannot make the site
 * call Google without bound. 30 x the default 20 a minute: a lecture hall submitting at once.
 */
const CAPTCHA_CHECKS_PER_LIMIT = 30;

const KEY = Symbol.for('maven.leads.runtime');
type Holder = { [KEY]?: LeadRuntime };

export function getLeadRuntime(): LeadRuntime {
  const g = globalThis as Holder;
  if (g[KEY]) return g[KEY];
  const config = readLeadsConfig();
  const queue = new LeadQueue(config.DATABASE_URL, { maxAttempts: Math.max(1, config.LEADS_MAX_ATTEMPTS), retryDelaySeconds: Math.max(1, config.LEADS_RETRY_DELAY_SECONDS) });
  const forwarder = new LeadForwarder(queue, {
    cmsUrl: config.CMS_URL,
    token: config.LEAD_FORWARD_TOKEN,
    timeoutMs: config.LEADS_FORWARD_TIMEOUT_MS,
    concurrency: Math.max(1, config.LEADS_FORWARD_CONCURRENCY),
    probeMs: config.LEADS_PROBE_MS,
  });
  const testKey = config.RECAPTCHA_SECRET_KEY === RECAPTCHA_TEST_SECRET_KEY;
  // Google answers the test key for its own test hostname, not the site's: no hostname to check.
  const hostnames = testKey ? [] : config.RECAPTCHA_HOSTNAMES
    ? config.RECAPTCHA_HOSTNAMES.split(',').map((h) => h.trim()).filter(Boolean)
    : [new URL(config.NEXT_PUBLIC_SITE_URL).hostname];
  const verifier = googleVerifier({ secret: config.RECAPTCHA_SECRET_KEY, verifyUrl: config.RECAPTCHA_VERIFY_URL, hostnames });
  if (testKey) logEvent('lead.captcha_test_key', { note: "RECAPTCHA_SECRET_KEY unset: verified with Google's test secret (a developer's machine only)" });
  const rate = { windowMs: config.LEADS_RATE_WINDOW_MS, redisUrl: config.REDIS_URL };
  const limiter = createRateLimiter({ ...rate, limit: config.LEADS_RATE_LIMIT });
  const captchaLimiter = createRateLimiter({ ...rate, limit: config.LEADS_RATE_LIMIT * CAPTCHA_CHECKS_PER_LIMIT, keyPrefix: 'maven:leads:rl-captcha' });
  const gateway = createGateway({ store: queue, verifier, limiter, captchaLimiter, onStored: () => forwarder.nudge() });
  const runtime = { config, queue, forwarder, gateway };
  g[KEY] = runtime;
  startWorkers(forwarder);
  return runtime;
}

/** Workers start with the server; a database that is not up yet is tried again, never fatal. */
function startWorkers(forwarder: LeadForwarder, delayMs = 2_000): void {
  forwarder.start().then(
    () => logEvent('lead.workers_started', {}),
    (err: Error) => {
      logEvent('lead.workers_start_failed', { error: err.message, retryInMs: delayMs });
      setTimeout(() => startWorkers(forwarder, Math.min(30_000, delayMs * 2)), delayMs).unref();
    },
  );
}
