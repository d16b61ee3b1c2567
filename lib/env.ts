// Server environment, validated once at start-up: a wrong value fails loudly with its name.
import { z } from 'zod';

const schema = z.object({
  CMS_URL: z.url().default('http://127.0.0.1:1337'),
  CMS_REVALIDATE_SECONDS: z.coerce.number().int().positive().default(60),
  CMS_TIMEOUT_MS: z.coerce.number().int().positive().default(4000),
  NEXT_PUBLIC_SITE_URL: z.url().default('http://localhost:3000'),
  // Shared with the CMS webhook (cms/.env REVALIDATE_SECRET); unset: /api/revalidate answers 503.
  REVALIDATE_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16, 'REVALIDATE_SECRET must be at least 16 characters').optional()),
  // Build time: 1 serves the benchmark baselines (/bench/empty, /bench/isr/empty); any other build answers 404 there.
  BENCH_PAGES: z.enum(['0', '1']).default('0').transform((v) => v === '1'),
  // The admin's Preview (pages/api/preview.ts): the secret the CMS puts in its preview URL, and the
  // read-only API token the CMS creates from the same value it is given. Unset: Preview is off (503).
  PREVIEW_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16, 'PREVIEW_SECRET must be at least 16 characters').optional()),
  PREVIEW_API_TOKEN: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32, 'PREVIEW_API_TOKEN must be at least 32 characters').optional()),
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
