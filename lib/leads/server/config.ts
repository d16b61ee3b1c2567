// The lead gateway's settings: its view over the one env module (lib/env), where every variable,
// default and check lives. A wrong value fails loudly with its name.
import { readServerEnv, serverEnv, type ServerEnv } from '../../env';

export type LeadsConfig = Pick<ServerEnv,
  | 'CMS_URL' | 'DATABASE_URL' | 'REDIS_URL' | 'LEADS_RATE_LIMIT' | 'LEADS_RATE_WINDOW_MS' | 'LEADS_TRUST_PROXY' | 'LEADS_COMPANION_MINUTES'
  | 'LEADS_MAX_BODY_BYTES' | 'LEADS_RETRY_DELAY_SECONDS' | 'LEADS_MAX_ATTEMPTS' | 'LEADS_PROBE_MS'
  | 'LEADS_FORWARD_TIMEOUT_MS' | 'LEADS_FORWARD_CONCURRENCY' | 'LEAD_FORWARD_TOKEN' | 'LEADS_CONFIRM_SECRET' | 'RECAPTCHA_SECRET_KEY'
  | 'RECAPTCHA_VERIFY_URL' | 'RECAPTCHA_HOSTNAMES' | 'NEXT_PUBLIC_SITE_URL' | 'LEADS_WEBHOOK_URL' | 'LEADS_WEBHOOK_SECRET'
  | 'LEADS_RETENTION_DAYS' | 'GOOGLE_ADS_CUSTOMER_ID' | 'GOOGLE_ADS_CONVERSION_ACTION_ID' | 'GOOGLE_ADS_DEVELOPER_TOKEN'
  | 'GOOGLE_ADS_LOGIN_CUSTOMER_ID' | 'GOOGLE_ADS_CLIENT_ID' | 'GOOGLE_ADS_CLIENT_SECRET' | 'GOOGLE_ADS_REFRESH_TOKEN' | 'GOOGLE_ADS_API_URL'
  | 'GOOGLE_ADS_API_VERSION' | 'GOOGLE_OAUTH_TOKEN_URL' | 'META_PIXEL_ID' | 'META_CAPI_ACCESS_TOKEN' | 'META_TEST_EVENT_CODE'
  | 'META_GRAPH_API_URL' | 'META_GRAPH_API_VERSION' | 'SMTP_URL' | 'MAIL_FROM' | 'MAIL_REPLY_TO' | 'MAIL_ACKS_PER_HOUR'
  | 'CMS_REVALIDATE_SECONDS'>;

/** The process's settings, or (tests) those of the given variables. */
export function readLeadsConfig(source?: Record<string, string | undefined>): LeadsConfig {
  return source ? readServerEnv(source) : serverEnv;
}
