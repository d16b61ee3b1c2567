// The mailer's content from the CMS: the email templates and the counsellors'
// addresses. Both types are private (the addresses are not for the public): the CMS answers them
// at /api/lead-mail to the site's lead token only, so this is a fetch with that token, not a
// public GraphQL query. Kept for cacheMs (a marketer's edit applies within it, and a burst of
// 200 leads/s costs one request a minute); when the CMS cannot answer, the last answer
// ('stale'), else the seed's values built in ('default', mailDefaults.json).
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { logEvent } from '../log';
import DEFAULTS from './mailDefaults.json';
import type { CmsResult } from './query';

export const MAIL_TEMPLATE_KEYS = ['ack-lead', 'ack-download', 'ack-data-request', 'alert'] as const;
export type MailTemplateKey = (typeof MAIL_TEMPLATE_KEYS)[number];
export interface MailTemplate { subject: string; text: string; html: string }
/** `match`: a page path (/asic-verification), a lead source (Organic), or * (every other lead). */
export interface CounsellorRoute { match: string; email: string }
export interface MailContent { templates: Record<MailTemplateKey, MailTemplate>; routes: CounsellorRoute[] }

/** The seed's templates and addresses (cms/seed/email-template.json, counsellor-route.json), word for word. */
export const MAIL_DEFAULTS: MailContent = { templates: DEFAULTS.templates, routes: DEFAULTS.routes };

/** After a failed read, the CMS is asked again this soon, not at every email. */
const RETRY_MS = 5_000;

// Lenient: an entry a marketer left half-filled is skipped below (its default applies), not the whole answer.
const text = z.string().nullish();
const answer = z.object({
  templates: z.array(z.object({ key: text, subject: text, text, html: text }).passthrough()),
  routes: z.array(z.object({ match: text, email: text }).passthrough()),
});

/** The CMS's answer over the defaults: a template or address the CMS lacks (or left empty) is the seed's. */
export function toMailContent(data: unknown): MailContent | null {
  const parsed = answer.safeParse(data);
  if (!parsed.success) return null;
  const templates = { ...MAIL_DEFAULTS.templates };
  for (const t of parsed.data.templates) {
    if ((MAIL_TEMPLATE_KEYS as readonly string[]).includes(t.key ?? '') && t.subject && t.text && t.html) {
      templates[t.key as MailTemplateKey] = { subject: t.subject, text: t.text, html: t.html };
    }
  }
  const routes = parsed.data.routes
    .flatMap((r) => (r.match?.trim() && r.email?.trim() ? [{ match: r.match.trim(), email: r.email.trim() }] : []));
  // No default address in the CMS: the built-in one, so an alert always has somewhere to go.
  if (!routes.some((r) => r.match === '*')) routes.push(MAIL_DEFAULTS.routes.find((r) => r.match === '*')!);
  return { templates, routes };
}

export interface MailContentOptions {
  cmsUrl: string; token?: string; timeoutMs: number; fetch?: typeof fetch; cacheMs: number;
  perf?: { now(): number }; // lru-cache's clock: performance.now() by default
}

/** One reader per process: `read()` answers from its cache, asking the CMS when it is older than
 *  cacheMs (lru-cache's fetch: one request for the readers that come meanwhile; one entry, so the
 *  clock is read at each read, no ttlResolution: the period is exact). */
export function mailContentReader(o: MailContentOptions): { read(): Promise<CmsResult<MailContent>> } {
  const doFetch = o.fetch ?? fetch;
  const cache = new LRUCache<'mail', CmsResult<MailContent>>({
    max: 1, ttl: o.cacheMs, ttlResolution: 0, perf: o.perf,
    async fetchMethod(_key, stale, { options }) {
      let error: string;
      try {
        const res = await doFetch(`${o.cmsUrl.replace(/\/$/, '')}/api/lead-mail`, {
          headers: o.token ? { authorization: `Bearer ${o.token}` } : {}, signal: AbortSignal.timeout(o.timeoutMs),
        });
        const content = res.ok ? toMailContent(await res.json()) : null;
        if (content) return { value: content, source: 'fresh' };
        error = res.ok ? 'answer does not match the mail content' : `CMS ${res.status}`;
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
      }
      const value: CmsResult<MailContent> = stale && stale.source !== 'default' ? { value: stale.value, source: 'stale' } : { value: MAIL_DEFAULTS, source: 'default' };
      logEvent('cms_query_failed', { operation: 'LeadMail', path: null, error, fallback: value.source });
      options.ttl = Math.min(o.cacheMs, RETRY_MS);
      return value;
    },
  });
  return { read: async () => (await cache.fetch('mail'))! };
}
