// One gateway per server process: store, forwarder (started once), verifier, rate limit.
// Kept on globalThis because instrumentation.ts and each API route are separate bundles.
import { googleVerifier, presenceVerifier } from './captcha';
import { readLeadsConfig, type LeadsConfig } from './config';
import { LeadForwarder } from './forwarder';
import { createGateway, type Gateway } from './gateway';
import { RateLimiter } from './rateLimit';
import { LeadStore } from './store';

export interface LeadRuntime { config: LeadsConfig; store: LeadStore; forwarder: LeadForwarder; gateway: Gateway }

const KEY = Symbol.for('maven.leads.runtime');
type Holder = { [KEY]?: LeadRuntime };

export function getLeadRuntime(): LeadRuntime {
  const g = globalThis as Holder;
  if (g[KEY]) return g[KEY];
  const config = readLeadsConfig();
  const store = new LeadStore(config.LEADS_DB_FILE);
  const forwarder = new LeadForwarder(store, {
    cmsUrl: config.CMS_URL,
    token: config.LEAD_FORWARD_TOKEN,
    baseMs: config.LEADS_RETRY_BASE_MS,
    maxMs: config.LEADS_RETRY_MAX_MS,
    maxAttempts: Math.max(1, config.LEADS_MAX_ATTEMPTS),
    timeoutMs: config.LEADS_FORWARD_TIMEOUT_MS,
    concurrency: Math.max(1, config.LEADS_FORWARD_CONCURRENCY),
  });
  const hostnames = config.RECAPTCHA_HOSTNAMES
    ? config.RECAPTCHA_HOSTNAMES.split(',').map((h) => h.trim()).filter(Boolean)
    : [new URL(config.NEXT_PUBLIC_SITE_URL).hostname];
  const verifier = config.RECAPTCHA_SECRET_KEY
    ? googleVerifier({ secret: config.RECAPTCHA_SECRET_KEY, verifyUrl: config.RECAPTCHA_VERIFY_URL, hostnames })
    : presenceVerifier;
  if (!config.RECAPTCHA_SECRET_KEY) console.warn('[leads] RECAPTCHA_SECRET_KEY is not set: captcha tokens are not verified with Google');
  const limiter = new RateLimiter(config.LEADS_RATE_LIMIT, config.LEADS_RATE_WINDOW_MS);
  const gateway = createGateway({ store, verifier, limiter, onStored: () => forwarder.nudge() });
  forwarder.start();
  const runtime = { config, store, forwarder, gateway };
  g[KEY] = runtime;
  return runtime;
}
