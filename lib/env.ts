// Server environment, validated once at start-up: a wrong value fails loudly with its name.
import { z } from 'zod';

const schema = z.object({
  CMS_URL: z.url().default('http://127.0.0.1:1337'),
  CMS_REVALIDATE_SECONDS: z.coerce.number().int().positive().default(60),
  CMS_TIMEOUT_MS: z.coerce.number().int().positive().default(4000),
  NEXT_PUBLIC_SITE_URL: z.url().default('http://localhost:3000'),
  // Shared with the CMS webhook (cms/.env REVALIDATE_SECRET); unset: /api/revalidate answers 503.
  REVALIDATE_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16, 'REVALIDATE_SECRET must be at least 16 characters').optional()),
  // The proxy cache in front of the instances (deploy/nginx), e.g. http://127.0.0.1:3000: after a
  // webhook regenerates a page, /api/revalidate fetches it through the proxy with REVALIDATE_SECRET
  // in `x-page-cache-refresh`, which makes the proxy store the new page. Unset: no proxy cache.
  PAGE_CACHE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
});

export type ServerEnv = z.infer<typeof schema>;

export function readServerEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}

export const serverEnv = readServerEnv();
