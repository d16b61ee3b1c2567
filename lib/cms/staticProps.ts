// getStaticProps / getStaticPaths for every page, ISR everywhere. The page's layout is decided
// here, once, from its path (lib/layout.ts), and travels in the page props with the CMS's
// content for it: _app renders what it says. Content pages add the entry at their path: an
// unknown path → 404 without a CMS query (the published routes, routes.ts). What a page does when
// the CMS does not answer is decided here and nowhere else (docs/freshness.md): a page Next
// already holds is kept, by throwing; one it cannot hold yet gets the built-in defaults.
import type { GetStaticPaths, GetStaticProps, GetStaticPropsContext } from 'next';
import { serverEnv } from '../env';
import { selectLayout, type Layout } from '../layout';
import { OWN_PAGE_PATHS } from '../specRoutes';
import { getContent, getLayoutContent, getPage, listContentRoutes, listCourseCards, listTestimonials, type LayoutProps } from './index';
import { forPage, RETRY_SECONDS, worstSource, type CmsResult, type Source } from './query';
import { publishedKind, redirectFrom } from './routes';
import type { Content } from './types';
import { pageJsonLd } from '../seo/jsonLd';

/** What every page built here gets: its path, its layout and the CMS's content for that layout. */
export interface PageProps extends LayoutProps { path: string; layout: Layout; jsonLd?: string[] }

/** The CMS did not answer while `path` was regenerated. Next keeps serving the page it holds when
 *  getStaticProps throws (and tries again after min(max(period, 3), 30) s), and the page store it
 *  holds pages in is shared by every instance and falls back to the build's own page
 *  (lib/cache/handler.cjs): so a page the site knows is kept, unchanged, rather than turned into
 *  defaults or a 404. `canKeep` false (a build, a preview, a path the site has never known
 *  published): there is no page to keep, and the caller shows the built-in defaults. */
function keepLastPage(path: string, canKeep: boolean): void {
  if (canKeep) throw new Error(`The CMS did not answer: ${path} keeps the page it had`);
}

/** Whether Next may hold a page for this render to keep: not at build, nor for a preview (rendered per request). */
const mayHoldPage = (ctx: GetStaticPropsContext) => ctx.revalidateReason !== 'build' && ctx.draftMode !== true;

/** Props for a page at `path`: its layout and that layout's content, plus what `pageProps` adds.
 *  `known`: Next may hold a page for the path (every page file; a content path the site knows). */
export function layoutStaticProps(
  path: string,
  pageProps?: (ctx: GetStaticPropsContext) => Promise<Extra>,
  { known = true }: { known?: boolean } = {},
): GetStaticProps {
  return async (ctx) => {
    const layout = selectLayout(path);
    const draft = ctx.draftMode === true;
    const [{ props, ok }, extra] = await forPage(path, () => Promise.all([
      getLayoutContent(layout, draft),
      pageProps ? pageProps(ctx) : noExtra(),
    ]));
    const answered = ok && extra.source === 'fresh';
    if (!answered) keepLastPage(path, known && mayHoldPage(ctx));
    const page: PageProps = { ...props, ...extra.value, path, layout };
    if (page.content) page.jsonLd = pageJsonLd(path, page.content as Content, props.layoutContent);
    return { props: page, revalidate: answered ? serverEnv.CMS_REVALIDATE_SECONDS : RETRY_SECONDS };
  };
}

export interface ContentPageProps { content: Content; [key: string]: unknown }

type Extra = { value: Record<string, unknown>; source: Source };

/** `["vlsi-jobs","uvm"]` → `/vlsi-jobs/uvm`. */
export const pathFromSlug = (slug: string | string[] | undefined): string => `/${([] as string[]).concat(slug ?? []).join('/')}`;

/** Props for the entry at a path (fixed, or from the catch-all's `slug`), plus `extra`
 *  data the page needs (course cards, testimonials), fetched in parallel. */
export function contentStaticProps(fixedPath?: string, extra?: (path: string) => Promise<Extra>): GetStaticProps {
  return async (ctx: GetStaticPropsContext) => {
    const path = fixedPath ?? pathFromSlug(ctx.params?.slug);
    const draft = ctx.draftMode === true;
    // The publish webhook's regeneration (and a preview, whose drafts are in no list) asks the CMS
    // for the path itself: the list may be seconds older than the publish.
    const onDemand = ctx.revalidateReason === 'on-demand';
    const kind = draft || onDemand ? undefined : await publishedKind(path);
    // Not among the published routes: an old path's redirect, else a 404, neither costing the CMS a query.
    if (kind === null) return notPublished(path);
    const [content, more] = await forPage(path, () => Promise.all([getContent(path, { kind, draft }), extra ? extra(path) : noExtra()]));
    // A page file's own path, a path the list names, or one the webhook regenerates, may have a page to keep.
    const known = fixedPath !== undefined || onDemand || kind !== undefined;
    const source = worstSource(content.source, more.source);
    if (source !== 'fresh') keepLastPage(path, known && mayHoldPage(ctx));
    if (!content.value) return content.source === 'fresh' ? notPublished(path, onDemand) : { notFound: true, revalidate: RETRY_SECONDS };
    return layoutStaticProps(path, async () => ({ value: { content: content.value, ...more.value }, source }), { known })(ctx);
  };
}

/** A path that is not published: its redirect (301 permanent / 302 temporary, cached like any ISR
 *  page and asked again each period, so a new redirect is live without a rebuild), else 404.
 *  `fresh`: the publish webhook's regeneration, which must see the redirect the publish made. */
async function notPublished(path: string, fresh = false) {
  const revalidate = serverEnv.CMS_REVALIDATE_SECONDS;
  const redirect = await redirectFrom(path, { fresh });
  if (!redirect) return { notFound: true as const, revalidate };
  return { redirect: { destination: redirect.to, statusCode: redirect.permanent ? 301 as const : 302 as const }, revalidate };
}

/** Every published entry without its own page file; others are generated on first request. */
export const contentStaticPaths: GetStaticPaths = async () => {
  const routes = await listContentRoutes();
  const paths = routes.value
    .filter((r) => !OWN_PAGE_PATHS.includes(r.path))
    .map((r) => ({ params: { slug: r.path.split('/').filter(Boolean) } }));
  // 'blocking', not true: an unknown path must answer 404 on its very first request (a
  // fallback page would answer 200 first). See lib/cms/CONTENT.md on the loading skeleton.
  return { paths, fallback: 'blocking' };
};

/** No extra data. */
export const noExtra = async (): Promise<Extra> => ({ value: {}, source: 'fresh' });

/** Extra data under `prop`: what an operation of the door answers. */
const extraOf = (prop: string, list: () => Promise<CmsResult<unknown>>) => async (): Promise<Extra> => {
  const r = await list();
  return { value: { [prop]: r.value }, source: r.source };
};

/** Extra data: the course cards (home, course tabs). */
export const withCourseCards = extraOf('courses', listCourseCards);
/** Extra data: the testimonials (home, testimonials page). */
export const withTestimonials = extraOf('testimonials', listTestimonials);
/** Extra data: the page entry at `path`, for a page file that shows its own entry. */
export const withPage = (path: string) => extraOf('page', () => getPage(path));

export const combine = (...parts: ((path: string) => Promise<Extra>)[]) => async (path: string): Promise<Extra> => {
  const all = await Promise.all(parts.map((p) => p(path)));
  return { value: Object.assign({}, ...all.map((a) => a.value)), source: worstSource(...all.map((a) => a.source)) };
};
