// getStaticProps / getStaticPaths for every page, ISR everywhere. The page's layout is decided
// here, once, from its path (lib/layout.ts), and travels in the page props with the CMS's
// content for it: _app renders what it says. Content pages add the entry at their path: an
// unknown path → 404 without a CMS query (the published routes, routes.ts); CMS down → last
// known good or 404.
import type { GetStaticPaths, GetStaticProps, GetStaticPropsContext } from 'next';
import { serverEnv } from '../env';
import { selectLayout, type Layout } from '../layout';
import { OWN_PAGE_PATHS } from '../specRoutes';
import { getContent, getLayoutContent, listContentRoutes, listCourseCards, listTestimonials, type LayoutProps } from './index';
import { forPage, RETRY_SECONDS, worstSource, type CmsResult, type Source } from './query';
import { publishedKind, redirectFrom } from './routes';
import { noteRenderStart } from './webhook';
import type { Content } from './types';

/** What every page built here gets: its path, its layout and the CMS's content for that layout. */
export interface PageProps extends LayoutProps { path: string; layout: Layout }

/** Props for a page at `path`: its layout and that layout's content, plus what `pageProps` adds. */
export function layoutStaticProps<P extends Record<string, unknown>>(
  path: string,
  pageProps?: (ctx: GetStaticPropsContext) => Promise<P>,
): GetStaticProps {
  return async (ctx) => {
    noteRenderStart(path);
    const layout = selectLayout(path);
    const draft = ctx.draftMode === true;
    const [{ props, ok }, extra] = await forPage(path, () => Promise.all([
      getLayoutContent(layout, draft),
      pageProps ? pageProps(ctx) : Promise.resolve({} as P),
    ]));
    const page: PageProps = { ...props, ...extra, path, layout };
    return { props: page, revalidate: ok ? serverEnv.CMS_REVALIDATE_SECONDS : RETRY_SECONDS };
  };
}

export interface ContentPageProps { content: Content; [key: string]: unknown }

type Extra = { value: Record<string, unknown>; source: Source };

/** `["vlsi-jobs","uvm"]` → `/vlsi-jobs/uvm`. */
export function pathFromSlug(slug: string | string[] | undefined): string {
  const parts = Array.isArray(slug) ? slug : slug ? [slug] : [];
  return `/${parts.join('/')}`;
}

/**
 * Props for the entry at a path (fixed, or from the catch-all's `slug`), plus `extra`
 * data the page needs (course cards, testimonials), fetched in parallel.
 */
export function contentStaticProps(fixedPath?: string, extra?: (path: string) => Promise<Extra>): GetStaticProps {
  return async (ctx: GetStaticPropsContext) => {
    const path = fixedPath ?? pathFromSlug(ctx.params?.slug);
    noteRenderStart(path);
    const draft = ctx.draftMode === true;
    // Drafts are not in the published list: a preview asks both collections.
    const kind = draft ? undefined : await publishedKind(path);
    // Not among the published routes: an old path's redirect, else a 404, neither costing the CMS a query.
    if (kind === null) return notPublished(path);
    const [content, more] = await forPage(path, () => Promise.all([getContent(path, { kind, draft }), extra ? extra(path) : noExtra()]));
    if (!content.value) return { notFound: true, revalidate: content.source === 'fresh' ? serverEnv.CMS_REVALIDATE_SECONDS : RETRY_SECONDS };
    const result = await layoutStaticProps(path, async () => ({ content: content.value, ...more.value }))(ctx);
    if ('props' in result && worstSource(content.source, more.source) !== 'fresh') return { ...result, revalidate: RETRY_SECONDS };
    return result;
  };
}

/**
 * A path that is not published: its redirect (301 permanent / 302 temporary, cached like any ISR
 * page and asked again each period, so a new redirect is live without a rebuild), else 404.
 * A 404 is kept only seconds (in the page cache and, by its s-maxage, in the proxy's): an
 * instance that rendered one a moment before it heard of a publish must not hold it for a period.
 */
async function notPublished(path: string) {
  const revalidate = serverEnv.CMS_REVALIDATE_SECONDS;
  const redirect = await redirectFrom(path);
  if (!redirect) return { notFound: true as const, revalidate: Math.min(revalidate, RETRY_SECONDS) };
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

/** Extra data under `prop`: what a list operation of the door answers. */
const extraOf = (prop: string, list: () => Promise<CmsResult<unknown>>) => async (): Promise<Extra> => {
  const r = await list();
  return { value: { [prop]: r.value }, source: r.source };
};

/** Extra data: the course cards (home, course tabs). */
export const withCourseCards = extraOf('courses', listCourseCards);
/** Extra data: the testimonials (home, testimonials page). */
export const withTestimonials = extraOf('testimonials', listTestimonials);

export const combine = (...parts: ((path: string) => Promise<Extra>)[]) => async (path: string): Promise<Extra> => {
  const all = await Promise.all(parts.map((p) => p(path)));
  return { value: Object.assign({}, ...all.map((a) => a.value)), source: worstSource(...all.map((a) => a.source)) };
};
