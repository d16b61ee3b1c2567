// The lead gateway's settings: its view over the one env module (lib/env), where every variable,
// default and check lives. A wrong value fails loudly with its name.
import { readServerEnv, serverEnv, type ServerEnv } from '../../env';

export type LeadsConfig = Pick<ServerEnv,
  | 'CMS_URL' | 'DATABASE_URL' | 'REDIS_URL' | 'LEADS_RATE_LIMIT' | 'LEADS_RATE_WINDOW_MS' | 'LEADS_TRUST_PROXY'
  | 'LEADS_MAX_BODY_BYTES' | 'LEADS_RETRY_DELAY_SECONDS' | 'LEADS_MAX_ATTEMPTS' | 'LEADS_PROBE_MS'
  | 'LEADS_FORWARD_TIMEOUT_MS' | 'LEADS_FORWARD_CONCURRENCY' | 'LEAD_FORWARD_TOKEN' | 'RECAPTCHA_SECRET_KEY'
  | 'RECAPTCHA_VERIFY_URL' | 'RECAPTCHA_HOSTNAMES' | 'NEXT_PUBLIC_SITE_URL' | 'LEADS_WEBHOOK_URL' | 'LEADS_WEBHOOK_SECRET'
  | 'LEADS_RETENTION_DAYS'>;

/** The process's settings, or (tests) those of the given variables. */
export function readLeadsConfig(source?: Record<string, string | undefined>): LeadsConfig {
  return source ? readServerEnv(source) : serverEnv;
}
