// Where the admin's Preview may lead (pages/api/preview.ts, exit-preview.ts): only to a path the
// site looked up itself, never one echoed from the request, so the route is no open redirect.
import { POPUP_SLUGS, PREVIEW_POPUP_PARAM } from '../constants';
import { OWN_PAGE_PATHS } from '../specRoutes';
import { getContent } from './index';

const POPUPS: readonly string[] = Object.values(POPUP_SLUGS);

/** The local URL to preview, or null when the site does not know the path (or the popup). */
export async function previewTarget(path: unknown, popup: unknown): Promise<string | null> {
  if (typeof path !== 'string') return null;
  let known = OWN_PAGE_PATHS.find((p) => p === path) ?? null;
  if (!known) {
    // The draft: a course a marketer has not published yet can be previewed too.
    const content = await getContent(path, { draft: true });
    known = content.value ? (content.value.kind === 'course' ? content.value.course.path : content.value.page.path) : null;
  }
  if (!known) return null;
  if (popup === undefined) return known;
  const slug = POPUPS.find((s) => s === popup);
  return slug ? `${known}?${PREVIEW_POPUP_PARAM}=${slug}` : null;
}

/** Next's draft-mode cookie (pages router). */
const DRAFT_COOKIE = '__prerender_bypass';

/**
 * Ends draft mode without telling anyone the draft-mode id. Next's `setDraftMode({ enable: false })`
 * expires the cookie with its real value, the build's secret draft id: sent back as the cookie it
 * puts any page in draft mode, and as `x-prerender-revalidate` it regenerates any page. An empty
 * value with the same attributes deletes the cookie as well.
 */
export function leaveDraftMode(res: { setHeader(name: string, value: string[]): unknown }): void {
  res.setHeader('Set-Cookie', [`${DRAFT_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=None`]);
}

/** A same-site path to return to after leaving preview (pages/api/exit-preview.ts); anything else goes home. */
export const safeReturnPath = (path: unknown): string =>
  typeof path === 'string' && path.startsWith('/') && /^(\/[A-Za-z0-9_-]+)*\/?$/.test(path) ? path : '/';
