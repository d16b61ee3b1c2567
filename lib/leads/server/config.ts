// Gateway settings, validated once: a wrong value fails loudly with its name (like lib/env.ts).
import { z } from 'zod';

const bool = z.enum(['0', '1', 'true', 'false', '']).default('').transform((v) => v === '1' || v === 'true');
const int = (d: number) => z.coerce.number().int().nonnegative().default(d);

const schema = z.object({
  CMS_URL: z.url().default('http://127.0.0.1:1337'),
  /** The lead queue's Postgres database; the default is the one `npm run serve` starts. */
  DATABASE_URL: z.url().default('postgres://postgres:maven-local@127.0.0.1:54329/maven'),
  /** Rate-limit counters shared by all instances; unset: in memory, per process. */
  REDIS_URL: z.url().optional(),
  /** Requests per IP per window across all lead endpoints. */
  LEADS_RATE_LIMIT: int(20),
  LEADS_RATE_WINDOW_MS: int(60_000),
  LEADS_TRUST_PROXY: bool,
  LEADS_MAX_BODY_BYTES: int(16_384),
  /** pg-boss backoff: retry n waits about base·2^n (·1 to ·2, jitter) seconds. */
  LEADS_RETRY_DELAY_SECONDS: int(2),
  /** Attempts before the dead letter: 12 with the defaults span about 3 to 6 hours. */
  LEADS_MAX_ATTEMPTS: int(12),
  /** While leads wait for a failing CMS, how often one instance asks it whether it is back. */
  LEADS_PROBE_MS: int(2_000),
  LEADS_FORWARD_TIMEOUT_MS: int(8_000),
  LEADS_FORWARD_CONCURRENCY: int(4),
  LEAD_FORWARD_TOKEN: z.string().optional(),
  RECAPTCHA_SECRET_KEY: z.string().optional(),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  /** Comma-separated hostnames a solved captcha may come from; empty: the site's own host. */
  RECAPTCHA_HOSTNAMES: z.string().default(''),
  NEXT_PUBLIC_SITE_URL: z.url().default('http://localhost:3000'),
});

export type LeadsConfig = z.infer<typeof schema>;

export function readLeadsConfig(source: Record<string, string | undefined> = process.env): LeadsConfig {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== '' || false)));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid lead gateway environment: ${problems}`);
  }
  return parsed.data;
}
