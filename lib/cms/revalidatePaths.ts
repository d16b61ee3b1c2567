// Which pages a CMS webhook event touches, and the secret check. Pure: the API route (pages/api/revalidate.ts)
// supplies the paths the site knows; a path named in the request is used only if it is
// one of them, so the endpoint can never be pointed at an arbitrary path.
import { createHash, timingSafeEqual } from 'node:crypto';
import { COURSE_LIST_PATHS, TESTIMONIAL_PATHS } from '../seo/routes';
import { isContentPath } from './paths';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Equal-length digests, so neither the content nor the length of the secret leaks through timing. */
export function secretMatches(given: unknown, expected: string): boolean {
  return typeof given === 'string' && given !== '' && timingSafeEqual(digest(given), digest(expected));
}

/** Single types and collections every page shows (header, footer, popups, contacts). */
export const FURNITURE_UIDS = [
  'api::navigation.navigation',
  'api::footer.footer',
  'api::b2c-componant.b2c-componant',
  'api::b2c-marketing-header.b2c-marketing-header',
  'api::b2b-marketing-header.b2b-marketing-header',
  'api::marketing-contact.marketing-contact',
  'api::pop-up.pop-up',
  'api::consent-notice.consent-notice',
  'api::site-text.site-text',
];

/** The enterprise menu shows only on the enterprise pages (header and footer). */
export const ENTERPRISE_MENU_UID = 'api::enterprise-navigation.enterprise-navigation';
const isEnterprisePath = (p: string) => p === '/enterprise' || p.startsWith('/enterprise/');

export interface WebhookEvent { event?: unknown; uid?: unknown; model?: unknown; entry?: unknown }

/** Strapi sends `uid` ("api::course.course"); older payloads only `model` ("course"). */
function uidOf(e: WebhookEvent): string {
  if (typeof e.uid === 'string') return e.uid;
  return typeof e.model === 'string' ? `api::${e.model}.${e.model}` : '';
}

/** A field of the webhook's entry, which comes from the request and may be anything. */
const entryField = (entry: unknown, name: string): unknown => (entry && typeof entry === 'object' ? (entry as Record<string, unknown>)[name] : undefined);

/**
 * A marketer's Save on a type with drafts: Strapi 5 sends `entry.update` with the draft, whose
 * `publishedAt` is null. Visitors see none of it, and on furniture it would regenerate every page
 * (a Save, and the update Strapi sends before each Publish from the admin, each did).
 */
const isDraftSave = (event: WebhookEvent) => (event.event === 'entry.update' || event.event === 'entry.create') && entryField(event.entry, 'publishedAt') === null;

export const REDIRECT_UID = 'api::redirect.redirect';

/**
 * The known paths to regenerate for one event, de-duplicated, in a stable order. `left`: paths
 * published before the event and not after it (a course renamed or unpublished), which must
 * now answer their redirect or 404.
 */
export function pathsToRevalidate(event: WebhookEvent, known: readonly string[], left: readonly string[] = []): string[] {
  const uid = uidOf(event);
  // A redirect has no draft: its old path, which the site does not know as a page, answers anew.
  if (uid === REDIRECT_UID) return [...new Set([entryField(event.entry, 'from')].filter(isContentPath))];
  if (isDraftSave(event)) return [];
  const knownSet = new Set(known);
  const pick = (paths: unknown[]) => [...new Set(paths.filter((p): p is string => typeof p === 'string' && knownSet.has(p)))];
  if (FURNITURE_UIDS.includes(uid)) return [...knownSet];
  if (uid === 'api::course.course') return [...new Set([...pick([entryField(event.entry, 'path'), ...COURSE_LIST_PATHS]), ...left])];
  if (uid === 'api::page.page') return [...new Set([...pick([entryField(event.entry, 'path')]), ...left])];
  if (uid === 'api::testimonial.testimonial') return pick(TESTIMONIAL_PATHS);
  if (uid === ENTERPRISE_MENU_UID) return [...knownSet].filter(isEnterprisePath);
  return [];
}
