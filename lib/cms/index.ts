// The only door to the CMS: one typed function per operation. Each asks through queryCms
// (query.ts: asked, logged) and reshapes the answer (layoutContent.ts,
// entries.ts) into the plain types of types.ts, with defaults when the CMS cannot answer.
// `source` says whether the CMS answered ('fresh') or did not ('default').
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { SVG_DATA_URL, TEXTS } from '../constants';
import { popupSlugsOf, type Layout } from '../layout';
import { LAYOUT } from '../../graphql/queries';
import { COURSE_BY_PATH, COURSE_CARDS, CONTENT_ROUTES, PAGE_BY_PATH, REDIRECTS, TESTIMONIALS } from '../../graphql/content';
import { safeVector, toContentRoutes, toCourse, toCourseCards, toPage, toRedirects, toTestimonials } from './entries';
import { isContentPath } from './fields';
import { mediaText } from './proxy';
import { FORM_TEXT_DEFAULTS } from './formTexts';
import { DEFAULT_CONTACT_SETS, DEFAULT_ENTERPRISE_MENU, DEFAULT_LAYOUT_CONTENT, HERO_IMAGE_DEFAULT } from './defaults';
import {
  toConsentNotice, toContactSet, toEnterpriseDemoButton, toEnterpriseMenu, toFooter, toHeaderButton, toNavigation, toReferAndEarn,
  toFormTexts, toPopUp, toSiteTexts, DEFAULT_POPUPS,
} from './layoutContent';
import { newCmsClient, queryCms, worstSource, type CmsResult } from './query';
import type { Content, ContentKind, ContentRoute, CourseCard, FooterContent, LayoutContent, Media, Page, Redirect, Testimonial } from './types';

/** The page props the layout content travels in. */
export interface LayoutProps {
  layoutContent: LayoutContent;
  [key: string]: unknown;
}

/** What of a layout decides the CMS queries of a page. */
export type LayoutNeeds = Pick<Layout, 'header' | 'contactSet' | 'skipMarketingHeaderQuery'>;

/** The CMS's content for a page with `layout` (lib/layout.ts), plus whether every query
 *  answered. `draft`: the admin's Preview. */
export async function getLayoutContent(layout: LayoutNeeds, draft = false): Promise<{ props: LayoutProps; ok: boolean }> {
  // Layout content reaches components as reshaped props, the popups' words too: the browser
  // needs no CMS client for a form.
  const client = newCmsClient(draft);
  const enterprise = layout.header === 'enterprise';
  const popupSlugs = popupSlugsOf(layout);
  const { value: data, source } = await queryCms(LAYOUT, {
    popups: popupSlugs, enterprise,
    marketingHeader: layout.contactSet !== null && !layout.skipMarketingHeaderQuery,
    marketingContacts: layout.contactSet !== null && layout.skipMarketingHeaderQuery,
  }, { client, draft });
  const layoutContent: LayoutContent = {
    headerButton: toHeaderButton(data, DEFAULT_LAYOUT_CONTENT.headerButton),
    referAndEarn: toReferAndEarn(data, DEFAULT_LAYOUT_CONTENT.referAndEarn),
    navigation: toNavigation(data, DEFAULT_LAYOUT_CONTENT.navigation),
    footer: await withInlineIcons(toFooter(data, DEFAULT_LAYOUT_CONTENT.footer), source === 'fresh'),
    contacts: layout.contactSet ? toContactSet(layout.contactSet, data, DEFAULT_CONTACT_SETS[layout.contactSet]) : null,
    consent: toConsentNotice(data, DEFAULT_LAYOUT_CONTENT.consent),
    texts: toSiteTexts(data, DEFAULT_LAYOUT_CONTENT.texts),
    forms: toFormTexts(data, FORM_TEXT_DEFAULTS),
    // A popup the CMS does not have stays generic; one it could not tell of keeps the seed's words.
    popups: Object.fromEntries(popupSlugs.flatMap((slug) => {
      const popup = data?.popUps ? toPopUp(data, slug) : DEFAULT_POPUPS[slug];
      return popup ? [[slug, popup]] : [];
    })),
    ...(enterprise && {
      enterpriseMenu: toEnterpriseMenu(data, DEFAULT_ENTERPRISE_MENU),
      enterpriseDemoButton: toEnterpriseDemoButton(data, TEXTS.enterpriseDemoButton),
    }),
  };
  const ok = source === 'fresh';
  return { props: { layoutContent }, ok };
}

/** The course or page published at `path` (its draft with `draft`), or null. `kind`, when the
 *  list of published routes knows it, spares the query of the other collection. `source` says
 *  whether the CMS answered ('fresh') or not ('default'). */
export async function getContent(
  path: string,
  { kind, draft = false }: { kind?: ContentKind; draft?: boolean } = {},
): Promise<CmsResult<Content | null>> {
  if (!isContentPath(path)) return { value: null, source: 'fresh' };
  const none = { value: null, source: 'fresh' } as const;
  const [course, page] = await Promise.all([
    kind === 'page' ? none : queryCms(COURSE_BY_PATH, { path }, { attempts: 2, draft }),
    kind === 'course' ? none : queryCms(PAGE_BY_PATH, { path }, { attempts: 2, draft }),
  ]);
  const source = worstSource(course.source, page.source);
  const c = toCourse(course.value);
  if (c) return { value: { kind: 'course', course: c }, source };
  const p = toPage(page.value);
  return { value: p ? { kind: 'page', page: await withInlineHero(p, source === 'fresh') } : null, source };
}

/** The largest vector a page carries in itself; a larger one loads as a file. */
const INLINE_VECTOR_MAX_CHARS = 8_000;

/** A CMS vector as a data: URL of its drawing (safeVector), or null: it stays a file. */
const vectorData = (svg: string) => { const drawing = svg.length <= INLINE_VECTOR_MAX_CHARS && safeVector(svg); return drawing ? `${SVG_DATA_URL}${encodeURIComponent(drawing)}` : null; };

/** A page's hero illustration rides in its HTML (lib/perf/inlineSvg.js: it is the largest paint,
 *  and as a file it costs a round trip after the HTML). While the CMS cannot give the file, the page
 *  shows the seed's own illustration and alt text. */
async function withInlineHero(page: Page, fresh: boolean): Promise<Page> {
  const hero = page.heroImage;
  if (!hero || !/\.svg$/i.test(hero.url)) return page;
  // A stale page means the CMS is away: the seed's illustration, without waiting for a timeout.
  const svg = fresh ? await mediaText(hero.url) : null;
  if (svg === null) return { ...page, heroImage: HERO_IMAGE_DEFAULT };
  const url = vectorData(svg);
  return url ? { ...page, heroImage: { ...hero, url } } : page;
}

/** The footer's vector icons ride in its HTML too: as files, each is a document of its own to the browser. */
async function withInlineIcons(footer: FooterContent, fresh: boolean): Promise<FooterContent> {
  const inline = async (image: Media) => ({ ...image, url: (fresh && /\.svg$/i.test(image.url) && vectorData(await mediaText(image.url) ?? '')) || image.url });
  const socialLinks = await Promise.all(footer.socialLinks.map(async (s) => (s.image ? { ...s, image: await inline(s.image) } : s)));
  return { ...footer, socialLinks };
}

/** One entry or list, asked twice if the first answer is slow (its page waits for it), reshaped.
 *  `source` is the answer's own. */
async function entry<R, V extends OperationVariables, T>(
  query: TypedDocumentNode<R, V>, variables: V | undefined, reshape: (data: R | null) => T,
): Promise<CmsResult<T>> {
  const r = await queryCms(query, variables, { attempts: 2 });
  return { value: reshape(r.value), source: r.source };
}

/** The page entry at `path` (a page with a file of its own, e.g. the resource library), or null. */
export const getPage = (path: string): Promise<CmsResult<Page | null>> => entry(PAGE_BY_PATH, { path }, toPage);
export const listContentRoutes = (): Promise<CmsResult<ContentRoute[]>> => entry(CONTENT_ROUTES, undefined, toContentRoutes);
export const listCourseCards = (): Promise<CmsResult<CourseCard[]>> => entry(COURSE_CARDS, undefined, toCourseCards);
export const listTestimonials = (): Promise<CmsResult<Testimonial[]>> => entry(TESTIMONIALS, undefined, toTestimonials);
export const listRedirects = (): Promise<CmsResult<Redirect[]>> => entry(REDIRECTS, undefined, toRedirects);
