// One gateway per server process: queue, workers, verifier, rate limit. Kept on globalThis
// because instrumentation.ts and each API route are separate bundles.
import { logEvent } from '../../log';
import { queueStatsFrom } from '../../metrics.cjs';
import { RECAPTCHA_TEST_SECRET_KEY } from '../../constants';
import { googleVerifier } from './captcha';
import { readLeadsConfig, type LeadsConfig } from './config';
import { conversionSenders } from './conversions';
import { cmsConfirmSender, cmsSender, webhookSender, type Sender } from './destinations';
import { LeadForwarder } from './forwarder';
import { mailContentReader } from '../../cms/mail';
import { ackQuota, downloadDocument, mailSenders } from './mail';
import { confirmSecret, confirmUrl } from './confirmLink';
import { createGateway, type Gateway } from './gateway';
import { LeadQueue } from './queue';
import { createRateLimiter } from './rateLimit';

/** The CMS's workers first; the webhook's when LEADS_WEBHOOK_URL is set, the ad platforms' and the mailer's when configured. */
export interface LeadRuntime { config: LeadsConfig; queue: LeadQueue; forwarders: LeadForwarder[]; gateway: Gateway }

/** How often each instance erases personal fields past the retention period (an idempotent UPDATE). */
const RETENTION_SWEEP_MS = 60 * 60 * 1000;

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
  const webhook = config.LEADS_WEBHOOK_URL && config.LEADS_WEBHOOK_SECRET
    ? { url: config.LEADS_WEBHOOK_URL, secret: config.LEADS_WEBHOOK_SECRET }
    : null;
  const timeoutMs = config.LEADS_FORWARD_TIMEOUT_MS;
  const cms = { cmsUrl: config.CMS_URL, token: config.LEAD_FORWARD_TOKEN, timeoutMs };
  const senders: Sender[] = [
    cmsSender(cms), cmsConfirmSender(cms),
    ...(webhook ? [webhookSender({ ...webhook, timeoutMs })] : []),
    ...conversionSenders(config, timeoutMs),
    ...mailOf(config),
  ];
  const retry = { maxAttempts: config.LEADS_MAX_ATTEMPTS, retryDelaySeconds: config.LEADS_RETRY_DELAY_SECONDS };
  const queue = new LeadQueue(config.DATABASE_URL, retry, 10, senders.map((s) => s.destination));
  // Ranges are the schema's (lib/env): at least one attempt, a second of delay, one worker.
  const workers = { concurrency: config.LEADS_FORWARD_CONCURRENCY, probeMs: config.LEADS_PROBE_MS };
  const forwarders = senders.map((sender) => new LeadForwarder(queue, sender, workers));
  const testKey = config.RECAPTCHA_SECRET_KEY === RECAPTCHA_TEST_SECRET_KEY;
  // Google answers the test key for its own test hostname, not the site's: no hostname to check.
  const hostnames = testKey ? [] : config.RECAPTCHA_HOSTNAMES;
  const verifier = googleVerifier({ secret: config.RECAPTCHA_SECRET_KEY, verifyUrl: config.RECAPTCHA_VERIFY_URL, hostnames });
  if (testKey) logEvent('lead.captcha_test_key', { note: "RECAPTCHA_SECRET_KEY unset: verified with Google's test secret (a developer's machine only)" });
  const rate = { windowMs: config.LEADS_RATE_WINDOW_MS, redisUrl: config.REDIS_URL };
  const limiter = createRateLimiter({ ...rate, limit: config.LEADS_RATE_LIMIT });
  const captchaLimiter = createRateLimiter({ ...rate, limit: config.LEADS_RATE_LIMIT * CAPTCHA_CHECKS_PER_LIMIT, keyPrefix: 'maven:leads:rl-captcha' });
  const gateway = createGateway({ store: queue, verifier, limiter, captchaLimiter, onStored: () => forwarders.forEach((f) => f.nudge()) });
  const runtime = { config, queue, forwarders, gateway };
  g[KEY] = runtime;
  forwarders.forEach((f) => startWorkers(f));
  queueStatsFrom(() => queue.stats());
  sweepRetention(queue, config.LEADS_RETENTION_DAYS);
  return runtime;
}

/** The acknowledgement and the alert when SMTP_URL is set; otherwise none, said once. */
function mailOf(config: LeadsConfig): Sender[] {
  if (!config.SMTP_URL || !config.MAIL_FROM) {
    logEvent('mail.off', { note: 'SMTP_URL unset: no acknowledgement to people who write and no alert to counsellors' });
    return [];
  }
  const siteUrl = config.NEXT_PUBLIC_SITE_URL;
  const timeoutMs = config.LEADS_FORWARD_TIMEOUT_MS;
  const secret = confirmSecret(config);
  // A marketer's edit of an email reaches the next one as soon as an edited page reaches the site.
  const cacheMs = config.CMS_REVALIDATE_SECONDS * 1000;
  const content = mailContentReader({ cmsUrl: config.CMS_URL, token: config.LEAD_FORWARD_TOKEN, timeoutMs, cacheMs });
  return mailSenders(
    { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, replyTo: config.MAIL_REPLY_TO, siteUrl, timeoutMs },
    {
      content: async () => (await content.read()).value,
      // A data request's and a download opt-in's signed link (confirmLink.ts); none without a secret.
      confirmUrl: secret ? confirmUrl(siteUrl, secret) : () => null,
      document: (lead) => downloadDocument(lead, siteUrl),
      ackQuota: ackQuota(config.DATABASE_URL, config.MAIL_ACKS_PER_HOUR),
    },
  );
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

/** Now and every RETENTION_SWEEP_MS: personal fields of leads the CMS confirmed `days` ago go. */
function sweepRetention(queue: LeadQueue, days: number): void {
  const sweep = () => queue.purgeExpired(days).then(
    (purged) => { if (purged) logEvent('lead.purged', { leads: purged, retentionDays: days }); },
    (err: Error) => logEvent('lead.purge_failed', { error: err.message }),
  );
  void sweep();
  setInterval(sweep, RETENTION_SWEEP_MS).unref();
}
